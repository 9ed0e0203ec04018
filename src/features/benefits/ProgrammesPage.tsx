/**
 * Zdravotní programy (/benefity/programy/): the health programmes of this and last year for the
 * selected person (GET /benefitProgramy) — searchable, filterable by whether the person can draw
 * them now, sortable — each with its conditions, the yearly contribution and what is left, and, when
 * it cannot be drawn, why. Search and filters are checked by the contract's schema.
 * A long list (issue 37): unfiltered, the programmes the person can draw come first and the others
 * are folded under "Nelze čerpat (N)"; each is a compact row whose conditions open on demand.
 */
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { benefitProgramyDotazSchema, programmeSortingLabels, programmeSortings, type ProgramPolozka } from '../../../contract/benefits';
import { drawingStateLabels, drawingStates, type DrawingState } from '../../../contract/enums';
import { formatCrowns } from '../../../contract/format';
import type { ProgrammeSorting } from '../../../contract/benefits';
import {
  ContractFormRoot,
  FormErrorSummary,
  FormField,
  NativeSelect,
  SubmitButton,
  TextInput,
  useContractForm,
} from '../../components/form';
import { InfoRows } from '../../components/InfoRows';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { formatDay } from '../../lib/display-dates';
import { programmesQuery, type ProgrammeFilter } from './api';

const t = {
  NADPIS: 'Zdravotní programy',
  UVOD: 'Příspěvky pojišťovny na očkování, sport, prevenci a další péči. U každého programu uvidíte, zda ho můžete čerpat, a když ne, proč.',
  FILTR: 'Hledání programů',
  HLEDAT: 'Hledaný text',
  CERPANI: 'Čerpání',
  VSE: 'Všechny programy',
  RAZENI: 'Řazení',
  ZOBRAZIT: 'Zobrazit',
  ZRUSIT: 'Zrušit filtr',
  NIC: 'Žádný program neodpovídá zadání.',
  POCET: (n: number) => `Nalezeno programů: ${n}`,
  PRISPEVEK: 'Příspěvek za rok',
  ZBYVA: 'Zbývá',
  VEK: 'Pro koho',
  OBDOBI: 'Doklady z období',
  PODANI: 'Žádost podejte do',
  POJISTENI: (mesicu: number) => `Pojištění u nás alespoň ${mesicu} měsíců`,
  PROC_NE: 'Proč nelze čerpat',
  POZADAT: 'Požádat o příspěvek',
  LZE: 'Lze čerpat',
  NELZE: (n: number) => `Nelze čerpat (${n})`,
  ZADNY_LZE: 'Teď nemůžete čerpat žádný z nalezených programů. Proč, uvidíte u každého z nich níže.',
  PRISPEVEK_RADEK: (limit: string, zbyva: string) => `Příspěvek ${limit} za rok · zbývá ${zbyva}`,
  PODMINKY: 'Podmínky a popis',
} as const;

const listStyle = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' });

const emptyFilter = { fullText: '', cerpani: '', razeni: 'NAZEV' };

export function ProgrammesPage() {
  return (
    <WithInsuredPerson title={t.NADPIS}>
      {(pojistenecId) => <Programmes key={pojistenecId} pojistenecId={pojistenecId} />}
    </WithInsuredPerson>
  );
}

function Programmes({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const [filter, setFilter] = useState<ProgrammeFilter>({ razeni: 'NAZEV' });
  const query = useQuery(programmesQuery(api, pojistenecId, filter));
  const form = useContractForm({
    schema: benefitProgramyDotazSchema,
    defaultValues: emptyFilter,
    onSubmit: (value) =>
      setFilter({
        fullText: value.fullText?.trim() || undefined,
        cerpani: (value.cerpani || undefined) as DrawingState | undefined,
        razeni: (value.razeni || 'NAZEV') as ProgrammeSorting,
      }),
  });
  const filtered = filter.fullText !== undefined || filter.cerpani !== undefined;
  const reset = () => {
    form.api.reset(emptyFilter);
    setFilter({ razeni: 'NAZEV' });
  };
  return (
    <Page title={t.NADPIS}>
      <p className={css({ color: 'fg.muted' })}>{t.UVOD}</p>
      <ContractFormRoot
        form={form}
        aria-label={t.FILTR}
        className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}
      >
        <div
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) minmax(0, 14rem) minmax(0, 14rem)' },
          })}
        >
          <FormField form={form} name="fullText">
            {(field) => <TextInput {...field} type="search" label={t.HLEDAT} maxLength={100} />}
          </FormField>
          <FormField form={form} name="cerpani">
            {(field) => (
              <NativeSelect
                {...field}
                label={t.CERPANI}
                placeholder={t.VSE}
                options={drawingStates.map((value) => ({ value, label: drawingStateLabels[value] }))}
              />
            )}
          </FormField>
          <FormField form={form} name="razeni">
            {(field) => (
              <NativeSelect
                {...field}
                label={t.RAZENI}
                placeholder={false}
                options={programmeSortings.map((value) => ({ value, label: programmeSortingLabels[value] }))}
              />
            )}
          </FormField>
        </div>
        <FormErrorSummary form={form} />
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <SubmitButton form={form}>{t.ZOBRAZIT}</SubmitButton>
          {filtered ? (
            <button type="button" className={button({ variant: 'outline' })} onClick={reset}>
              {t.ZRUSIT}
            </button>
          ) : null}
        </div>
      </ContractFormRoot>
      <QueryView query={query}>
        {(data) =>
          data.seznamProgramu.length === 0 ? (
            <p className={cx(card(), css({ color: 'fg.muted' }))}>{t.NIC}</p>
          ) : (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
              <p aria-live="polite" className={css({ color: 'fg.muted' })}>
                {t.POCET(data.celkem)}
              </p>
              {filter.cerpani ? (
                <ProgrammeList programmes={data.seznamProgramu} pojistenecId={pojistenecId} />
              ) : (
                <SplitByDrawing programmes={data.seznamProgramu} pojistenecId={pojistenecId} />
              )}
            </div>
          )
        }
      </QueryView>
    </Page>
  );
}

function ProgrammeList({ programmes, pojistenecId }: { programmes: readonly ProgramPolozka[]; pojistenecId: string }) {
  return (
    <ul className={listStyle}>
      {programmes.map((programme) => (
        <li key={`${programme.kod}-${programme.rok}`}>
          <ProgrammeCard programme={programme} pojistenecId={pojistenecId} />
        </li>
      ))}
    </ul>
  );
}

/** Unfiltered: what the person can draw first; the others folded under "Nelze čerpat (N)". */
function SplitByDrawing({ programmes, pojistenecId }: { programmes: readonly ProgramPolozka[]; pojistenecId: string }) {
  const drawable = programmes.filter((p) => p.cerpani === 'LZE_CERPAT');
  const others = programmes.filter((p) => p.cerpani !== 'LZE_CERPAT');
  return (
    <>
      <section aria-labelledby="programy-lze" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h2 id="programy-lze" className={css({ textStyle: 'sectionTitle' })}>
          {t.LZE} ({drawable.length})
        </h2>
        {drawable.length === 0 ? (
          <p className={cx(card(), css({ color: 'fg.muted' }))}>{t.ZADNY_LZE}</p>
        ) : (
          <ProgrammeList programmes={drawable} pojistenecId={pojistenecId} />
        )}
      </section>
      {others.length > 0 ? (
        <details className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <summary
            className={css({
              cursor: 'pointer',
              minH: 'touch',
              display: 'flex',
              alignItems: 'center',
              textStyle: 'sectionTitle',
              color: 'primary.text',
              borderRadius: 'control',
              mb: '3',
              _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
            })}
          >
            {t.NELZE(others.length)}
          </summary>
          <ProgrammeList programmes={others} pojistenecId={pojistenecId} />
        </details>
      ) : null}
    </>
  );
}

function ProgrammeCard({ programme, pojistenecId }: { programme: ProgramPolozka; pojistenecId: string }) {
  const drawable = programme.cerpani === 'LZE_CERPAT';
  const rows: Array<[string, string]> = [
    [t.PRISPEVEK, formatCrowns(programme.limitRocni)],
    [t.ZBYVA, formatCrowns(programme.zbyva)],
    [t.VEK, programme.vekPopis],
    [t.OBDOBI, `${formatDay(programme.platnostOd)} – ${formatDay(programme.platnostDo)}`],
    [t.PODANI, formatDay(programme.podaniDo)],
    ...(programme.pojisteniMesicuMin > 0 ? [['Podmínka', t.POJISTENI(programme.pojisteniMesicuMin)] as [string, string]] : []),
  ];
  return (
    <article
      aria-label={`${programme.nazev} ${programme.rok}`}
      className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2', p: { base: '3', md: '5' } }))}
    >
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {programme.kategorieNazev} · {programme.rok}
      </p>
      <h3 className={css({ fontWeight: 'bold', fontSize: 'md' })}>{programme.nazev}</h3>
      <p
        className={css({
          alignSelf: 'flex-start',
          fontSize: 'sm',
          fontWeight: 'bold',
          px: '2',
          borderRadius: 'full',
          color: drawable ? 'primary.text' : 'fg.muted',
          bg: drawable ? 'primary.subtle' : 'bg.subtle',
        })}
      >
        {drawingStateLabels[programme.cerpani]}
      </p>
      {programme.duvod ? (
        <p>
          <span className={css({ color: 'fg.muted' })}>{t.PROC_NE}: </span>
          {programme.duvod}
        </p>
      ) : null}
      <p className={css({ fontWeight: 'semibold' })}>
        {t.PRISPEVEK_RADEK(formatCrowns(programme.limitRocni), formatCrowns(programme.zbyva))}
      </p>
      <details>
        <summary
          className={css({
            cursor: 'pointer',
            minH: 'touch',
            display: 'flex',
            alignItems: 'center',
            color: 'primary.text',
            fontWeight: 'medium',
            borderRadius: 'control',
            _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
          })}
        >
          {t.PODMINKY}
        </summary>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', pt: '2' })}>
          <p className={css({ lineHeight: '1.6' })}>{programme.popis}</p>
          <InfoRows rows={rows} />
        </div>
      </details>
      {drawable ? (
        <Link
          to="/benefity/programy/$pojistenecId/$kod/{-$kodZps}"
          params={{ pojistenecId, kod: programme.kod, kodZps: programme.kodZps }}
          className={cx(button(), css({ alignSelf: { base: 'stretch', sm: 'flex-start' } }))}
          aria-label={`${t.POZADAT}: ${programme.nazev} ${programme.rok}`}
        >
          {t.POZADAT}
        </Link>
      ) : null}
    </article>
  );
}
