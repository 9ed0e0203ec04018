/**
 * 'Čerpané programy' (/benefity/{rok?}): for the selected person and a year (this year when the
 * address names none; the years with claims from GET /benefitProgramySouhrn to choose from), what
 * was claimed, approved and paid (GET /benefitProgramyRok/{rok}) — the year's totals, the sums per
 * programme with what is left of its limit, and each claim with its state and a link to 'Moje
 * žádosti'.
 */
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import type { BenefitProgramyRok, CerpaniProgramu } from '../../../contract/benefits';
import { formatCrowns } from '../../../contract/format';
import { InfoRows, type InfoRow } from '../../components/InfoRows';
import { cardListStyle } from '../../components/link-card';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { formatDay } from '../../lib/display-dates';
import { programmesSummaryQuery, programmesYearQuery } from './api';
import { stackStyle } from './styles';
import { drawnTexts as t } from './drawn-texts';

export function DrawnProgrammesPage({ rok }: { rok?: number }) {
  const year = rok ?? new Date().getFullYear();
  return (
    <WithInsuredPerson title={t.NADPIS}>
      {(pojistenecId) => <DrawnProgrammes key={`${pojistenecId}-${year}`} pojistenecId={pojistenecId} rok={year} />}
    </WithInsuredPerson>
  );
}

const yearLinkStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: 'touch',
  minW: '16',
  px: '3',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'border.default',
  textDecoration: 'none',
  color: 'fg.default',
  fontWeight: 'medium',
  _hover: { borderColor: 'primary.default' },
  '&[aria-current=page]': { bg: 'primary.default', color: 'fg.onPrimary', borderColor: 'primary.default' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
});

function DrawnProgrammes({ pojistenecId, rok }: { pojistenecId: string; rok: number }) {
  const api = useApi();
  const summary = useQuery(programmesSummaryQuery(api, pojistenecId));
  const year = useQuery(programmesYearQuery(api, pojistenecId, rok));
  const thisYear = new Date().getFullYear();
  const years = [...new Set([thisYear, rok, ...(summary.data?.seznamRoku.map((item) => item.rok) ?? [])])].sort((a, b) => b - a);
  return (
    <Page title={t.NADPIS}>
      <p className={css({ color: 'fg.muted' })}>{t.UVOD}</p>
      <nav aria-label={t.ROK}>
        <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' })}>
          {years.map((item) => (
            <li key={item}>
              <Link
                to="/benefity/{-$rok}"
                params={{ rok: item === thisYear ? undefined : item }}
                className={yearLinkStyle}
                aria-current={item === rok ? 'page' : undefined}
                activeOptions={{ exact: true }}
              >
                {item}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <QueryView query={year}>{(data) => <YearView data={data} />}</QueryView>
      <div>
        <Link to="/benefity/programy/" className={button({ variant: 'outline' })}>
          {t.CERPAT}
        </Link>
      </div>
    </Page>
  );
}

function sumRows(sums: { pocet: number; zadano: number; schvaleno: number; vyplaceno: number }): InfoRow[] {
  return [
    [t.POCET, String(sums.pocet)],
    [t.ZADANO, formatCrowns(sums.zadano)],
    [t.SCHVALENO, formatCrowns(sums.schvaleno)],
    [t.VYPLACENO, formatCrowns(sums.vyplaceno)],
  ];
}

function YearView({ data }: { data: BenefitProgramyRok }) {
  if (data.seznamCerpani.length === 0) return <p className={cx(card(), css({ color: 'fg.muted' }))}>{t.ZADNE(data.rok)}</p>;
  return (
    <div className={stackStyle}>
      <section
        aria-labelledby="cerpani-souhrn"
        className={cx(card({ tone: 'primary' }), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}
      >
        <h2 id="cerpani-souhrn" className={css({ textStyle: 'sectionTitle' })}>
          {t.SOUHRN_ROKU(data.rok)}
        </h2>
        <InfoRows rows={sumRows(data.celkem)} />
      </section>
      <section aria-labelledby="cerpani-programy" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h2 id="cerpani-programy" className={css({ textStyle: 'sectionTitle' })}>
          {t.PROGRAMY}
        </h2>
        <ul className={cardListStyle}>
          {data.souhrnProgramu.map((programme) => (
            <li key={`${programme.kod}-${programme.kodZps}`}>
              <article aria-label={programme.nazev} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}>
                <h3 className={css({ fontWeight: 'bold' })}>{programme.nazev}</h3>
                <InfoRows
                  rows={[...sumRows(programme), [t.LIMIT, formatCrowns(programme.limitRocni)], [t.ZBYVA, formatCrowns(programme.zbyva)]]}
                />
              </article>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="cerpani-zadosti" className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <h2 id="cerpani-zadosti" className={css({ textStyle: 'sectionTitle' })}>
          {t.ZADOSTI}
        </h2>
        <ul className={cardListStyle}>
          {data.seznamCerpani.map((claim) => (
            <li key={claim.id}>
              <ClaimCard claim={claim} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const stateStyle = css({
  alignSelf: 'flex-start',
  fontSize: 'sm',
  fontWeight: 'bold',
  px: '2',
  borderRadius: 'full',
  bg: 'bg.subtle',
  color: 'fg.default',
  '&[data-state=VYRIZENO]': { bg: 'primary.subtle', color: 'primary.text' },
  '&[data-state=ZAMITNUTO]': { bg: 'danger.subtle', color: 'danger.text' },
});

function ClaimCard({ claim }: { claim: CerpaniProgramu }) {
  const rows: InfoRow[] = [
    [t.DOKLAD, formatDay(claim.datumUctenka)],
    [t.CASTKA_DOKLAD, formatCrowns(claim.castkaUctenka)],
    [t.NAROK, formatCrowns(claim.castkaNarok)],
    ...(claim.castkaSchvalena !== null ? [[t.SCHVALENO, formatCrowns(claim.castkaSchvalena)] as const] : []),
    ...(claim.castkaVyplacena !== null ? [[t.VYPLACENO, formatCrowns(claim.castkaVyplacena)] as const] : []),
    ...(claim.datumVyplaty ? [[t.VYPLACENO_DNE, formatDay(claim.datumVyplaty)] as const] : []),
    [t.PODANO, formatDay(claim.podano)],
    ...(claim.poznamkaZps ? [[t.POZNAMKA_ZPS, claim.poznamkaZps] as const] : []),
  ];
  return (
    <article
      aria-label={`${claim.nazev}, ${formatDay(claim.datumUctenka)}`}
      className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}
    >
      <h3 className={css({ fontWeight: 'bold' })}>{claim.nazev}</h3>
      <p className={stateStyle} data-state={claim.stav}>
        <span className={css({ srOnly: true })}>{t.STAV}: </span>
        {claim.stavNazev}
      </p>
      <InfoRows rows={rows} />
      <Link
        to="/komunikace/moje-zadosti/$id"
        params={{ id: String(claim.zadostId) }}
        className={cx(button({ variant: 'link' }), css({ alignSelf: 'flex-start' }))}
      >
        {t.V_ZADOSTECH}
      </Link>
    </article>
  );
}
