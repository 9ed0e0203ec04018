/**
 * Mapa smluvních partnerů (/moje-zdravi/mapa-smluvnich-partneru/): the contract partners and the
 * insurer's contact points as a searchable list (GET /mapaPartneru) — kind and text, checked by
 * the contract's schema — each leading to its detail. A drawn map needs map tiles from outside
 * the portal; the list carries the same information accessibly (docs/decisions.md).
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { mapaPartneruDotazSchema } from '../../../contract/partners';
import { partnerKindLabels, partnerKinds, type PartnerKind } from '../../../contract/enums';
import {
  ContractFormRoot,
  FormErrorSummary,
  FormField,
  NativeSelect,
  SubmitButton,
  TextInput,
  useContractForm,
} from '../../components/form';
import { cardListStyle, linkCardStyle } from '../../components/link-card';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { partnersQuery, type PartnerFilter } from './api';
import { addressLine } from './parts';
import { mapTexts as t } from './texts';

const emptyFilter = { druhSubjektu: '', fulltext: '' };
const kindOptions = partnerKinds.map((kind) => ({ value: kind, label: partnerKindLabels[kind] }));

export function PartnerMapPage() {
  const api = useApi();
  const [filter, setFilter] = useState<PartnerFilter>({});
  const query = useQuery(partnersQuery(api, filter));
  const form = useContractForm({
    schema: mapaPartneruDotazSchema,
    defaultValues: emptyFilter,
    onSubmit: (value) =>
      setFilter({
        druhSubjektu: (value.druhSubjektu || undefined) as PartnerKind | undefined,
        fulltext: value.fulltext?.trim() || undefined,
      }),
  });
  const filtered = filter.druhSubjektu !== undefined || filter.fulltext !== undefined;
  const reset = () => {
    form.api.reset(emptyFilter);
    setFilter({});
  };

  return (
    <Page title={t.MAPA}>
      <p className={css({ color: 'fg.muted' })}>{t.UVOD}</p>
      <ContractFormRoot
        form={form}
        aria-label={t.FILTR}
        className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}
      >
        <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 16rem) minmax(0, 1fr)' } })}>
          <FormField form={form} name="druhSubjektu">
            {(field) => <NativeSelect {...field} label={t.DRUH} options={kindOptions} placeholder={t.VSE} />}
          </FormField>
          <FormField form={form} name="fulltext">
            {(field) => <TextInput {...field} type="search" label={t.HLEDAT} maxLength={100} />}
          </FormField>
        </div>
        <FormErrorSummary form={form} />
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <SubmitButton form={form}>{t.HLEDAT_TLACITKO}</SubmitButton>
          {filtered ? (
            <button type="button" className={button({ variant: 'outline' })} onClick={reset}>
              {t.ZRUSIT}
            </button>
          ) : null}
        </div>
      </ContractFormRoot>
      <QueryView query={query}>
        {(data) =>
          data.seznamPartneru.length === 0 ? (
            <p className={cx(card(), css({ color: 'fg.muted' }))}>{t.NIC}</p>
          ) : (
            <>
              <p aria-live="polite" className={css({ color: 'fg.muted' })}>
                {t.NALEZENO(data.seznamPartneru.length, data.pocetCelkem)}
              </p>
              <ul className={cardListStyle}>
                {data.seznamPartneru.map((partner) => (
                  <li key={`${partner.druhSubjektu}-${partner.id}`}>
                    <Link
                      to="/moje-zdravi/detail/$druh/$id"
                      params={{ druh: partner.druhSubjektu, id: String(partner.id) }}
                      className={linkCardStyle}
                    >
                      <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{partnerKindLabels[partner.druhSubjektu]}</span>
                      <span className={css({ fontWeight: 'bold', color: 'primary.text' })}>{partner.nazev}</span>
                      {partner.odbornosti.length > 0 ? <span>{partner.odbornosti.map((o) => o.nazev).join(', ')}</span> : null}
                      <span className={css({ color: 'fg.muted' })}>{addressLine(partner.adresa)}</span>
                      {partner.noviPacienti ? (
                        <span className={css({ fontSize: 'sm', color: 'primary.text' })}>{t.NOVI_PACIENTI}</span>
                      ) : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryView>
    </Page>
  );
}
