/**
 * Detail poskytovatele (/moje-zdravi/detail/{druh}/{id}): a contract partner or the insurer's
 * contact point (GET /mapaPartneruDetail/) — address, contacts, specialties, doctors, opening hours.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { type PartnerDetail } from '../../../contract/partners';
import { navigationUrl } from '../../../contract/partner-search';
import { partnerKindLabels, type PartnerKind } from '../../../contract/enums';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { partnerDetailQuery } from './api';
import { addressLine, contactRows, InfoRows, linkStyle, OpeningHours } from './parts';
import { careNetworkTexts as t, mapTexts } from './texts';

export function PartnerDetailPage({ druh, id }: { druh: PartnerKind; id: string }) {
  const api = useApi();
  const query = useQuery(partnerDetailQuery(api, druh, id));
  // Opened from the map: its search (kept in the history entry, so it survives a reload) is where 'Zpět na výsledky' leads.
  const fromMap = useRouterState({ select: (state) => state.location.state.mapaHledani });
  return (
    <Page title={query.data?.nazev ?? t.DETAIL_POSKYTOVATELE}>
      {fromMap ? (
        <p>
          <Link to="/moje-zdravi/mapa-smluvnich-partneru/" search={fromMap} className={linkStyle}>
            {mapTexts.ZPET}
          </Link>
        </p>
      ) : null}
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
      <p>
        <a className={linkStyle} href={navigationUrl(partner.gps)} target="_blank" rel="noopener noreferrer">
          {mapTexts.NAVIGOVAT}
          <span className={css({ srOnly: true })}> {mapTexts.NAVIGOVAT_NAPOVEDA}</span>
        </a>
      </p>
      <OpeningHours hours={partner.ordinacniHodiny} />
    </div>
  );
}
