/**
 * Čerpané programy (/benefity/{rok?}): what the selected person claimed from the health
 * programmes, what was approved and paid. 'Vše' sums the years (GET /benefitProgramySouhrn); a year
 * lists its programmes with the yearly limit and what is left, and each claim with its state and
 * a link to the request in 'Moje žádosti' (GET /benefitProgramyRok/{rok}).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import type { CerpaniProgramu } from '../../../contract/benefits';
import { formatCrowns } from '../../../contract/format';
import { requestStateLabels } from '../../../contract/insurance';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { WithInsuredPerson } from '../../app/person-page';
import { formatDay } from '../../lib/display-dates';
import { claimsOfYearQuery, claimsSummaryQuery } from './api';

const t = {
  NADPIS: 'Čerpané programy',
  UVOD: 'Příspěvky ze zdravotních programů: o kolik jste žádali, kolik jsme schválili a vyplatili.',
  ROK: 'Rok',
  VSE: 'Vše',
  ZADNE: 'Zatím jste nežádali o žádný příspěvek ze zdravotních programů.',
  PROGRAMY: 'Zdravotní programy',
  PO_LETECH: 'Po letech',
  CELKEM: 'Celkem',
  ZADOSTI: 'Žádostí',
  ZADANO: 'Zažádáno',
  SCHVALENO: 'Schváleno',
  VYPLACENO: 'Vyplaceno',
  ZBYVA: 'Zbývá z limitu',
  LIMIT: 'Roční limit',
  PROGRAM: 'Program',
  ZA_ROK: (rok: number) => `Programy v roce ${rok}`,
  ZADOSTI_ROKU: (rok: number) => `Žádosti z roku ${rok}`,
  ZADNE_ROK: 'V tomto roce jste o příspěvek nežádali.',
  UCTENKA: (datum: string, castka: string) => `Doklad z ${datum} na ${castka}`,
  NAROK: 'Požadováno',
  VYPLACENO_DNE: (castka: string, datum: string) => `Vyplaceno ${castka} dne ${datum}`,
  PODANO: (datum: string) => `Podáno ${datum}`,
  POZNAMKA_ZPS: 'Poznámka pojišťovny',
  V_ZADOSTECH: 'Zobrazit v Mých žádostech',
};

const sectionStyle = cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }));
const headingStyle = css({ textStyle: 'sectionTitle' });
const tableWrap = css({ overflowX: 'auto' });
const tableStyle = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { textAlign: 'right', py: '1.5', pl: '3', borderBottom: '1px solid', borderColor: 'border.subtle', whiteSpace: 'nowrap' },
  '& th:first-child, & td:first-child': { textAlign: 'left', pl: '0', whiteSpace: 'normal' },
});

export function ClaimsPage({ rok }: { rok: number | undefined }) {
  return (
    <WithInsuredPerson title={t.NADPIS}>
      {(pojistenecId) => <ClaimsScreen key={pojistenecId} pojistenecId={pojistenecId} rok={rok} />}
    </WithInsuredPerson>
  );
}

function ClaimsScreen({ pojistenecId, rok }: { pojistenecId: string; rok: number | undefined }) {
  const api = useApi();
  const summary = useQuery(claimsSummaryQuery(api, pojistenecId));
  return (
    <Page title={t.NADPIS}>
      <p className={css({ color: 'fg.muted' })}>{t.UVOD}</p>
      <QueryView query={summary}>
        {(data) => {
          const years = data.seznamRoku.map((year) => year.rok);
          if (rok !== undefined && !years.includes(rok)) years.unshift(rok);
          return (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
              <nav aria-label={t.ROK}>
                <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: 0, m: 0 })}>
                  <li>
                    <YearLink rok={undefined} current={rok} label={t.VSE} />
                  </li>
                  {years.map((year) => (
                    <li key={year}>
                      <YearLink rok={year} current={rok} label={String(year)} />
                    </li>
                  ))}
                </ul>
              </nav>
              {rok !== undefined ? (
                <ClaimsOfYear pojistenecId={pojistenecId} rok={rok} />
              ) : data.seznamRoku.length === 0 ? (
                <div className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}>
                  <p>{t.ZADNE}</p>
                  <div>
                    <Link to="/benefity/programy/" className={button({ variant: 'outline' })}>
                      {t.PROGRAMY}
                    </Link>
                  </div>
                </div>
              ) : (
                <section aria-labelledby="cerpani-roky" className={sectionStyle}>
                  <h2 id="cerpani-roky" className={headingStyle}>
                    {t.PO_LETECH}
                  </h2>
                  <div className={tableWrap} tabIndex={0} role="group" aria-label={t.PO_LETECH}>
                    <table className={tableStyle}>
                      <thead>
                        <tr>
                          <th scope="col">{t.ROK}</th>
                          <th scope="col">{t.ZADOSTI}</th>
                          <th scope="col">{t.ZADANO}</th>
                          <th scope="col">{t.SCHVALENO}</th>
                          <th scope="col">{t.VYPLACENO}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.seznamRoku.map((year) => (
                          <tr key={year.rok}>
                            <th scope="row">
                              <Link
                                to="/benefity/{-$rok}"
                                params={{ rok: year.rok }}
                                className={css({ color: 'primary.text', textDecoration: 'underline' })}
                              >
                                {year.rok}
                              </Link>
                            </th>
                            <td>{year.pocet}</td>
                            <td>{formatCrowns(year.zadano)}</td>
                            <td>{formatCrowns(year.schvaleno)}</td>
                            <td>{formatCrowns(year.vyplaceno)}</td>
                          </tr>
                        ))}
                      </tbody>
                      <tfoot>
                        <tr>
                          <th scope="row">{t.CELKEM}</th>
                          <td>{data.celkem.pocet}</td>
                          <td>{formatCrowns(data.celkem.zadano)}</td>
                          <td>{formatCrowns(data.celkem.schvaleno)}</td>
                          <td>{formatCrowns(data.celkem.vyplaceno)}</td>
                        </tr>
                      </tfoot>
                    </table>
                  </div>
                </section>
              )}
            </div>
          );
        }}
      </QueryView>
    </Page>
  );
}

function YearLink({ rok, current, label }: { rok: number | undefined; current: number | undefined; label: string }) {
  const active = rok === current;
  return (
    <Link
      to="/benefity/{-$rok}"
      params={{ rok }}
      aria-current={active ? 'page' : undefined}
      className={cx(button({ variant: active ? 'solid' : 'outline' }), css({ minW: '16' }))}
    >
      {label}
    </Link>
  );
}

function ClaimsOfYear({ pojistenecId, rok }: { pojistenecId: string; rok: number }) {
  const api = useApi();
  const query = useQuery(claimsOfYearQuery(api, pojistenecId, rok));
  return (
    <QueryView query={query}>
      {(data) => (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          {data.souhrnProgramu.length > 0 ? (
            <section aria-labelledby="cerpani-programy" className={sectionStyle}>
              <h2 id="cerpani-programy" className={headingStyle}>
                {t.ZA_ROK(rok)}
              </h2>
              <div className={tableWrap} tabIndex={0} role="group" aria-label={t.ZA_ROK(rok)}>
                <table className={tableStyle}>
                  <thead>
                    <tr>
                      <th scope="col">{t.PROGRAM}</th>
                      <th scope="col">{t.LIMIT}</th>
                      <th scope="col">{t.SCHVALENO}</th>
                      <th scope="col">{t.VYPLACENO}</th>
                      <th scope="col">{t.ZBYVA}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.souhrnProgramu.map((programme) => (
                      <tr key={`${programme.kod}-${programme.kodZps}`}>
                        <th scope="row" className={css({ fontWeight: 'normal' })}>
                          {programme.nazev}
                        </th>
                        <td>{formatCrowns(programme.limitRocni)}</td>
                        <td>{formatCrowns(programme.schvaleno)}</td>
                        <td>{formatCrowns(programme.vyplaceno)}</td>
                        <td>{formatCrowns(programme.zbyva)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">{t.CELKEM}</th>
                      <td />
                      <td>{formatCrowns(data.celkem.schvaleno)}</td>
                      <td>{formatCrowns(data.celkem.vyplaceno)}</td>
                      <td />
                    </tr>
                  </tfoot>
                </table>
              </div>
            </section>
          ) : null}
          <section aria-labelledby="cerpani-zadosti" className={sectionStyle}>
            <h2 id="cerpani-zadosti" className={headingStyle}>
              {t.ZADOSTI_ROKU(rok)}
            </h2>
            {data.seznamCerpani.length === 0 ? (
              <p className={css({ color: 'fg.muted' })}>{t.ZADNE_ROK}</p>
            ) : (
              <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: 0, m: 0 })}>
                {data.seznamCerpani.map((claim) => (
                  <li key={claim.id}>
                    <Claim claim={claim} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </QueryView>
  );
}

const stateTone: Record<string, string> = {
  VYRIZENO: css({ bg: 'green.100', color: 'green.800' }),
  ZAMITNUTO: css({ bg: 'red.100', color: 'red.800' }),
  CEKA_NA_DOKLADY: css({ bg: 'amber.50', color: 'amber.700' }),
};

function Claim({ claim }: { claim: CerpaniProgramu }) {
  return (
    <article
      aria-label={claim.nazev}
      className={css({
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'l2',
        p: '3',
        display: 'flex',
        flexDirection: 'column',
        gap: '1.5',
      })}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'baseline', flexWrap: 'wrap' })}>
        <h3 className={css({ fontWeight: 'bold' })}>{claim.nazev}</h3>
        <span
          className={cx(
            css({ fontSize: 'sm', fontWeight: 'semibold', px: '2', py: '0.5', borderRadius: 'full', bg: 'bg.subtle' }),
            stateTone[claim.stav],
          )}
        >
          {claim.stavNazev || requestStateLabels[claim.stav]}
        </span>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {t.UCTENKA(formatDay(claim.datumUctenka), formatCrowns(claim.castkaUctenka))} · {t.PODANO(formatDay(claim.podano))}
      </p>
      <p>
        {t.NAROK}: <strong>{formatCrowns(claim.castkaNarok)}</strong>
        {claim.castkaSchvalena !== null ? (
          <>
            {' · '}
            {t.SCHVALENO}: <strong>{formatCrowns(claim.castkaSchvalena)}</strong>
          </>
        ) : null}
      </p>
      {claim.castkaVyplacena !== null && claim.datumVyplaty ? (
        <p>{t.VYPLACENO_DNE(formatCrowns(claim.castkaVyplacena), formatDay(claim.datumVyplaty))}</p>
      ) : null}
      {claim.poznamkaZps ? (
        <p className={css({ fontSize: 'sm' })}>
          <span className={css({ color: 'fg.muted' })}>{t.POZNAMKA_ZPS}: </span>
          {claim.poznamkaZps}
        </p>
      ) : null}
      <div>
        <Link to="/komunikace/moje-zadosti/" className={css({ color: 'primary.text', textDecoration: 'underline', fontSize: 'sm' })}>
          {t.V_ZADOSTECH}
        </Link>
      </div>
    </article>
  );
}
