/**
 * Čerpaná péče (/moje-zdravi/cerpana-pece/{rok?}): what the insurer paid for the person's care.
 * 'Vše' shows the totals by kind of care and by year (GET /cerpanaPeceSouhrn); a year shows its
 * summary, a chart of the amounts by month with a table as its text alternative, and the care
 * items with their procedures (GET /cerpanaPeceRok/{rok}: DETAIL or SOUHRN, care or travel,
 * the newest items first, more on request), and downloads the year's statement as a PDF. The
 * doctor reads an allowing patient's care the same way, read-only.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { type CerpanaPeceRok, type PecePolozkaOdpoved, type SouhrnDruhu } from '../../../contract/care';
import { careKindLabels, procedureKindLabels } from '../../../contract/enums';
import { careTypeLabels, careTypes, careViewLabels, careViews, type CareType, type CareView } from '../../../contract/enums';
import { czechMonthNames, formatCrowns, formatNumber } from '../../../contract/format';
import { useFileDownload } from '../../components/attachments/useFileDownload';
import { RadioGroup } from '../../components/form';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { usePdfButton } from '../../app/pdf-button';
import { healthPageTitle, WithHealthPerson, type PersonWithId } from '../../app/person-page';
import { formatDay } from '../../lib/display-dates';
import { careSummaryQuery, careYearQuery, downloadCareStatement } from './api';
import { careTexts as t, complaintTexts } from './texts';

const PAGE_SIZE = 20;

export function CarePage({ rok }: { rok: number | undefined }) {
  return (
    <WithHealthPerson title={t.NADPIS}>{(person) => <CareScreen key={person.pojistenecId} person={person} rok={rok} />}</WithHealthPerson>
  );
}

const sectionStyle = cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }));
const headingStyle = css({ textStyle: 'sectionTitle' });
const tableStyle = css({
  w: 'full',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& th, & td': { textAlign: 'left', py: '1.5', pr: '3', borderBottom: '1px solid', borderColor: 'border.subtle' },
  '& td:last-child, & th:last-child': { textAlign: 'right', pr: '0', whiteSpace: 'nowrap' },
});

function CareScreen({ person, rok }: { person: PersonWithId; rok: number | undefined }) {
  const api = useApi();
  const summary = useQuery(careSummaryQuery(api, person.pojistenecId));
  const download = useFileDownload<number>(async (year) => ({
    blob: await downloadCareStatement(api, person.pojistenecId, year),
    fileName: t.PDF_SOUBOR(year),
  }));
  // The header's PDF button (document 1 §2) downloads the shown year's statement; 'Vše' has none.
  const startYear = useCallback(() => {
    if (rok !== undefined) download.start(rok);
  }, [download, rok]);
  usePdfButton(rok === undefined ? null : { onClick: startYear, busy: download.downloadingKey !== null, label: t.PDF_ROK(rok) });
  return (
    <Page title={healthPageTitle(t.NADPIS, person)}>
      {person.viewer === 'LEKAR' && person.name ? (
        <p className={css({ color: 'fg.muted' })}>
          {t.PACIENT}: <strong className={css({ color: 'fg.default' })}>{person.name}</strong>
        </p>
      ) : (
        <p className={css({ color: 'fg.muted' })}>{t.UVOD}</p>
      )}
      <QueryView query={summary}>
        {(data) => (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
            <nav aria-label={t.ROK}>
              <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: 0, m: 0 })}>
                <li>
                  <YearLink rok={undefined} current={rok} label={t.VSE} />
                </li>
                {data.seznamRoku.map((year) => (
                  <li key={year.rok}>
                    <YearLink rok={year.rok} current={rok} label={String(year.rok)} />
                  </li>
                ))}
              </ul>
            </nav>
            {rok === undefined ? (
              data.seznamRoku.length === 0 ? (
                <p className={card()}>{t.ZADNA}</p>
              ) : (
                <>
                  <section aria-labelledby="pece-celkem" className={sectionStyle}>
                    <h2 id="pece-celkem" className={headingStyle}>
                      {t.PODLE_DRUHU}
                    </h2>
                    <Total amount={data.celkem.sumaKc} count={data.celkem.pocetPolozek} />
                    <KindsTable kinds={data.celkem.druhy} caption={t.PODLE_DRUHU} />
                  </section>
                  <section aria-labelledby="pece-roky" className={sectionStyle}>
                    <h2 id="pece-roky" className={headingStyle}>
                      {t.PO_LETECH}
                    </h2>
                    <table className={tableStyle}>
                      <caption className={css({ srOnly: true })}>{t.PO_LETECH}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t.ROK}</th>
                          <th scope="col">{t.POCET}</th>
                          <th scope="col">{t.CASTKA}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.seznamRoku.map((year) => (
                          <tr key={year.rok}>
                            <th scope="row">
                              <Link
                                to="/moje-zdravi/cerpana-pece/{-$rok}"
                                params={{ rok: year.rok }}
                                className={css({ color: 'primary.text', textDecoration: 'underline' })}
                              >
                                {year.rok}
                              </Link>
                            </th>
                            <td>{year.pocetPolozek}</td>
                            <td>{formatCrowns(year.sumaKc)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </section>
                </>
              )
            ) : (
              <CareYear
                person={person}
                rok={rok}
                pdf={
                  <button
                    type="button"
                    className={button({ variant: 'outline' })}
                    onClick={() => download.start(rok)}
                    disabled={download.downloadingKey !== null}
                  >
                    {t.PDF}
                  </button>
                }
              />
            )}
          </div>
        )}
      </QueryView>
    </Page>
  );
}

function YearLink({ rok, current, label }: { rok: number | undefined; current: number | undefined; label: string }) {
  const active = rok === current;
  return (
    <Link
      to="/moje-zdravi/cerpana-pece/{-$rok}"
      params={{ rok }}
      aria-current={active ? 'page' : undefined}
      className={cx(button({ variant: active ? 'solid' : 'outline' }), css({ minW: '16' }))}
    >
      {label}
    </Link>
  );
}

function Total({ amount, count }: { amount: number; count: number }) {
  return (
    <p>
      <span className={css({ color: 'fg.muted' })}>{t.ZAPLACENO}: </span>
      <strong className={css({ fontSize: 'xl' })}>{formatCrowns(amount)}</strong>{' '}
      <span className={css({ color: 'fg.muted' })}>({t.POLOZEK(count)})</span>
    </p>
  );
}

function KindsTable({ kinds, caption }: { kinds: readonly SouhrnDruhu[]; caption: string }) {
  return (
    <table className={tableStyle}>
      <caption className={css({ srOnly: true })}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.DRUH}</th>
          <th scope="col">{t.POCET}</th>
          <th scope="col">{t.CASTKA}</th>
        </tr>
      </thead>
      <tbody>
        {kinds.map((kind) => (
          <tr key={kind.druh}>
            <th scope="row" className={css({ fontWeight: 'normal' })}>
              {kind.nazev || careKindLabels[kind.druh]}
            </th>
            <td>{kind.pocet}</td>
            <td>{formatCrowns(kind.sumaKc)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CareYear({ person, rok, pdf }: { person: PersonWithId; rok: number; pdf: ReactNode }) {
  const api = useApi();
  const [typ, setTyp] = useState<CareType | ''>('');
  const [zobrazeni, setZobrazeni] = useState<CareView>('DETAIL');
  const [pocet, setPocet] = useState(PAGE_SIZE);
  const query = useQuery(careYearQuery(api, person.pojistenecId, rok, { typ: typ || undefined, zobrazeni, pocetVysledku: pocet }));
  return (
    <QueryView query={query}>
      {(data) => (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          <section aria-labelledby="pece-rok" className={sectionStyle}>
            <h2 id="pece-rok" className={headingStyle}>
              {t.ZA_ROK(rok)}
            </h2>
            <Total amount={data.sumaKc} count={data.pocetCelkem} />
            <KindsTable kinds={data.druhy} caption={t.PODLE_DRUHU} />
            <div>{pdf}</div>
          </section>
          <MonthChart data={data} />
          <section aria-labelledby="pece-pripady" className={sectionStyle}>
            <h2 id="pece-pripady" className={headingStyle}>
              {t.PRIPADY}
            </h2>
            <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '4' })}>
              <RadioGroup
                label={t.TYP}
                direction="row"
                value={typ}
                onChange={(value) => setTyp(value as CareType | '')}
                options={[{ value: '', label: t.TYP_VSE }, ...careTypes.map((value) => ({ value, label: careTypeLabels[value] }))]}
              />
              <RadioGroup
                label={t.ZOBRAZENI}
                direction="row"
                value={zobrazeni}
                onChange={(value) => setZobrazeni(value as CareView)}
                options={careViews.map((value) => ({ value, label: careViewLabels[value] }))}
              />
            </div>
            {data.seznamPolozek.length === 0 ? (
              <p className={css({ color: 'fg.muted' })}>{t.ZADNE_PRIPADY}</p>
            ) : (
              <>
                <ul className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: 0, m: 0 })}>
                  {data.seznamPolozek.map((item) => (
                    <li key={item.id}>
                      <CareItem item={item} canComplain={person.viewer === 'POJISTENEC'} />
                    </li>
                  ))}
                </ul>
                <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                  {t.ZOBRAZENO(data.seznamPolozek.length, data.pocetCelkem)}
                </p>
                {data.seznamPolozek.length < data.pocetCelkem ? (
                  <div>
                    <button type="button" className={button({ variant: 'outline' })} onClick={() => setPocet((value) => value + PAGE_SIZE)}>
                      {t.DALSI}
                    </button>
                  </div>
                ) : null}
              </>
            )}
          </section>
        </div>
      )}
    </QueryView>
  );
}

function CareItem({ item, canComplain }: { item: PecePolozkaOdpoved; canComplain: boolean }) {
  const period =
    item.datumDo && item.datumDo !== item.datumOd ? `${formatDay(item.datumOd)} – ${formatDay(item.datumDo)}` : formatDay(item.datumOd);
  return (
    <article
      aria-label={item.nazev}
      className={css({
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'l2',
        p: '3',
        display: 'flex',
        flexDirection: 'column',
        gap: '1',
      })}
    >
      <div className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', alignItems: 'baseline' })}>
        <h3 className={css({ fontWeight: 'bold', overflowWrap: 'anywhere' })}>{item.nazev}</h3>
        <strong className={css({ whiteSpace: 'nowrap' })}>{formatCrowns(item.sumaKc)}</strong>
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {period} · {careKindLabels[item.druh]} · {careTypeLabels[item.typ]}
        {item.odbornostNazev ? ` · ${item.odbornostNazev}` : ''}
      </p>
      {item.reklamaceOtevrena ? (
        <p className={css({ fontSize: 'sm', color: 'amber.700', fontWeight: 'semibold' })}>{t.REKLAMACE_OTEVRENA}</p>
      ) : null}
      {item.vykony.length > 0 ? (
        <details>
          <summary className={css({ cursor: 'pointer', fontWeight: 'semibold', py: '2', color: 'primary.text' })}>
            {t.VYKONY(item.vykony.length)}
          </summary>
          <div className={css({ overflowX: 'auto' })} tabIndex={0} role="group" aria-label={item.nazev}>
            <table className={tableStyle}>
              <caption className={css({ srOnly: true })}>{item.nazev}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.DATUM}</th>
                  <th scope="col">{t.NAZEV}</th>
                  <th scope="col">{t.MNOZSTVI}</th>
                  <th scope="col">{t.CENA}</th>
                </tr>
              </thead>
              <tbody>
                {item.vykony.map((line) => (
                  <tr key={`${line.id}-${line.kod}-${line.datum}`}>
                    <td className={css({ whiteSpace: 'nowrap' })}>{formatDay(line.datum)}</td>
                    <td>
                      {line.nazev}
                      <span className={css({ display: 'block', color: 'fg.muted' })}>
                        {t.KOD} {line.kod} · {procedureKindLabels[line.druh]}
                        {line.odbornostNazev ? ` · ${line.odbornostNazev}` : ''}
                      </span>
                    </td>
                    <td className={css({ whiteSpace: 'nowrap' })}>
                      {formatNumber(line.pocet)} {line.jednotka}
                    </td>
                    <td>{formatCrowns(line.cena)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
      {canComplain && item.typ === 'PECE' && item.vykony.length > 0 ? (
        <Link
          to="/moje-zdravi/cerpana-pece/reklamace/$pripadId"
          params={{ pripadId: String(item.id) }}
          aria-label={complaintTexts.REKLAMOVAT_K(item.nazev)}
          className={css({ alignSelf: 'flex-start', fontWeight: 'semibold', color: 'primary.text', py: '2', textDecoration: 'underline' })}
        >
          {complaintTexts.REKLAMOVAT}
        </Link>
      ) : null}
    </article>
  );
}

const CHART = { width: 360, height: 180, left: 8, right: 8, top: 12, bottom: 24 };

/** Amounts by month as bars; the SVG is one image with a summary, the table beside it has every value. */
function MonthChart({ data }: { data: CerpanaPeceRok }) {
  const max = Math.max(0, ...data.mesice.map((month) => month.sumaKc));
  const top = data.mesice.reduce((best, month) => (month.sumaKc > best.sumaKc ? month : best), data.mesice[0] ?? { mesic: 1, sumaKc: 0 });
  const label = max > 0 ? t.GRAF_POPIS(data.rok, czechMonthNames[top.mesic - 1] ?? '', formatCrowns(top.sumaKc)) : t.GRAF_PRAZDNY(data.rok);
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const slot = plotWidth / 12;
  return (
    <section aria-labelledby="pece-graf" className={sectionStyle}>
      <h2 id="pece-graf" className={headingStyle}>
        {t.GRAF}
      </h2>
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        className={css({ w: 'full', h: 'auto', maxH: '72' })}
      >
        <line
          x1={CHART.left}
          x2={CHART.width - CHART.right}
          y1={CHART.top + plotHeight}
          y2={CHART.top + plotHeight}
          stroke="currentColor"
          strokeOpacity={0.4}
        />
        {data.mesice.map((month, index) => {
          const height = max > 0 ? (month.sumaKc / max) * plotHeight : 0;
          const x = CHART.left + index * slot + slot * 0.15;
          return (
            <g key={month.mesic}>
              <rect
                x={x}
                y={CHART.top + plotHeight - height}
                width={slot * 0.7}
                height={height}
                rx={2}
                className={css({ fill: 'primary.default' })}
              />
              <text x={x + slot * 0.35} y={CHART.height - 8} textAnchor="middle" fontSize={10} className={css({ fill: 'fg.muted' })}>
                {month.mesic}
              </text>
            </g>
          );
        })}
      </svg>
      <details>
        <summary className={css({ cursor: 'pointer', fontWeight: 'semibold', py: '2', color: 'primary.text' })}>{t.TABULKA}</summary>
        <table className={tableStyle}>
          <caption className={css({ srOnly: true })}>{t.GRAF}</caption>
          <thead>
            <tr>
              <th scope="col">{t.MESIC}</th>
              <th scope="col">{t.CASTKA}</th>
            </tr>
          </thead>
          <tbody>
            {data.mesice.map((month) => (
              <tr key={month.mesic}>
                <th scope="row" className={css({ fontWeight: 'normal' })}>
                  {czechMonthNames[month.mesic - 1]}
                </th>
                <td>{formatCrowns(month.sumaKc)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
