/**
 * Detail poskytovatele (/moje-zdravi/detail/{druh}/{id}): a contract partner or the insurer's
 * contact point (GET /mapaPartneruDetail/) — address, contacts, specialties, doctors, opening hours.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { type PartnerDetail } from '../../../contract/partners';
import { partnerKindLabels, type PartnerKind } from '../../../contract/enums';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { partnerDetailQuery } from './api';
import { addressLine, contactRows, InfoRows, OpeningHours } from './parts';
import { careNetworkTexts as t } from './texts';

export function PartnerDetailPage({ druh, id }: { druh: PartnerKind; id: string }) {
  const api = useApi();
  const query = useQuery(partnerDetailQuery(api, druh, id));
  return (
    <Page title={query.data?.nazev ?? t.DETAIL_POSKYTOVATELE}>
      <QueryView query={query}>{(partner) => <PartnerCard partner={partner} />}</QueryView>
    </Page>
  );
}

function PartnerCard({ partner }: { partner: PartnerDetail }) {
  const rows: Array<[string, ReactNode]> = [
    ['Druh', partnerKindLabels[partner.druhSubjektu]],
    [t.ADRESA, addressLine(partner.adresa)],
    ...(partner.odbornosti.length > 0 ? [[t.ODBORNOST, partner.odbornosti.map((o) => o.nazev).join(', ')] as [string, ReactNode]] : []),
    ...(partner.lekari.length > 0 ? [[t.LEKARI_PRACOVISTE, partner.lekari.join(', ')] as [string, ReactNode]] : []),
    ...contactRows(partner),
    ...(partner.ico ? [[t.ICO, partner.ico] as [string, ReactNode]] : []),
    ...(partner.poznamka ? [[t.POZNAMKA, partner.poznamka] as [string, ReactNode]] : []),
  ];
  return (
    <div className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}>
      <p className={css({ fontWeight: 'semibold', color: partner.noviPacienti ? 'primary.text' : 'fg.muted' })}>
        {partner.noviPacienti ? t.NOVI_PACIENTI_ANO : t.NOVI_PACIENTI_NE}
      </p>
      <InfoRows rows={rows} />
      <OpeningHours hours={partner.ordinacniHodiny} />
    </div>
  );
}
