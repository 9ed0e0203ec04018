/**
 * Laboratorní výsledky (/moje-zdravi/laboratorni-vysledky/) and their charts (…/grafy/), behind
 * the consent LABORATORNI_VYSLEDKY (the same one as on 'Souhlasy s podmínkami'): without it the
 * screen shows the consent's text and 'Udělit souhlas'; with it the results, newest first, each
 * opening its values with the reference range, the flag in words and a plain explanation; the
 * charts show one analyte over time with its table. Withdrawing asks once and takes effect at once.
 */
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../../styled-system/css';
import { button, card } from '../../../../styled-system/recipes';
import { formatNumber } from '../../../../contract/format';
import { labFlagLabels, type LabFlag } from '../../../../contract/enums';
import { Page } from '../../../components/Page';
import { CenteredSpinner } from '../../../components/ui/Spinner';
import { QueryView } from '../../../components/QueryView';
import { notify } from '../../../components/ui/toaster';
import { useApi, useDialogQueue } from '../../../app';
import { usePdfButton } from '../../../app/pdf-button';
import { useFileDownload } from '../../../components/attachments/useFileDownload';
import { IconPdf } from '../../../components/icons';
import type { LabVysledekPolozka } from '../../../../contract/lab';
import { WithInsuredPerson } from '../../../app/person-page';
import { formatDay } from '../../../lib/display-dates';
import { downloadLabResultPdf, giveLabConsent, labConsentQuery, labKey, labResultQuery, labResultsQuery, withdrawLabConsent } from './api';
import { labTexts as t, referenceRange } from './texts';

// The charts screen's select and time chart are their own chunk: the results list does not use them
// (the charts route fetches it beside its own chunk).
const LabCharts = lazy(() => import('./LabCharts'));

export function LabResultsPage({ charts = false }: { charts?: boolean }) {
  const title = charts ? t.GRAFY : t.NADPIS;
  return (
    <WithInsuredPerson title={title}>
      {(pojistenecId) => (
        <Page title={title}>
          <ConsentGate pojistenecId={pojistenecId}>
            {charts ? (
              // the same spinner the charts show while their data loads
              <Suspense fallback={<CenteredSpinner />}>
                <LabCharts pojistenecId={pojistenecId} />
              </Suspense>
            ) : (
              <LabResults pojistenecId={pojistenecId} />
            )}
          </ConsentGate>
        </Page>
      )}
    </WithInsuredPerson>
  );
}

const sectionStyle = cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }));

function ConsentGate({ pojistenecId, children }: { pojistenecId: string; children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { confirm } = useDialogQueue();
  const consent = useQuery(labConsentQuery(api, pojistenecId));
  const [giving, setGiving] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: labKey(pojistenecId) });
  return (
    <QueryView query={consent}>
      {(data) =>
        data.stav !== 'POTVRZENO' ? (
          <section aria-labelledby="lab-souhlas" className={sectionStyle}>
            <h2 id="lab-souhlas" className={css({ textStyle: 'sectionTitle' })}>
              {t.SOUHLAS}
            </h2>
            <p>{t.SOUHLAS_UVOD}</p>
            <blockquote className={css({ borderLeftWidth: '4px', borderLeftColor: 'primary.default', pl: '3', color: 'fg.default' })}>
              {data.textSouhlasu}
            </blockquote>
            <div>
              <button
                type="button"
                className={button({ variant: 'solid' })}
                disabled={giving}
                onClick={async () => {
                  setGiving(true);
                  try {
                    await giveLabConsent(api, pojistenecId);
                    await refresh();
                  } finally {
                    setGiving(false);
                  }
                }}
              >
                {t.UDELIT}
              </button>
            </div>
          </section>
        ) : (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
            {children}
            <section aria-labelledby="lab-souhlas" className={sectionStyle}>
              <h2 id="lab-souhlas" className={css({ textStyle: 'sectionTitle' })}>
                {t.SOUHLAS}
              </h2>
              <p>{t.UDELEN}</p>
              <div>
                <button
                  type="button"
                  className={button({ variant: 'outline' })}
                  onClick={() =>
                    confirm({
                      title: t.ODVOLAT,
                      question: t.ODVOLAT_OTAZKA,
                      confirmLabel: t.ODVOLAT,
                      tone: 'danger',
                      onConfirm: async () => {
                        await withdrawLabConsent(api, pojistenecId);
                        await refresh();
                        notify.success(t.ODVOLANO);
                      },
                    })
                  }
                >
                  {t.ODVOLAT}
                </button>
              </div>
            </section>
          </div>
        )
      }
    </QueryView>
  );
}

function LabResults({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const results = useQuery(labResultsQuery(api, pojistenecId));
  // GET /labVysledekPdf/{id} with the download toasts of document 2; one download at a time.
  const download = useFileDownload<LabVysledekPolozka>(async (result) => ({
    blob: await downloadLabResultPdf(api, pojistenecId, result.id),
    fileName: t.PDF_SOUBOR(result.datum.slice(0, 10)),
  }));
  // The header's PDF button (document 1 §2): the result whose values were opened last, else the newest.
  const [shownId, setShownId] = useState<number | null>(null);
  const list = results.data?.seznamVysledku ?? [];
  const shown = list.find((result) => result.id === shownId) ?? list[0];
  const startShown = useCallback(() => {
    if (shown) download.start(shown);
  }, [download, shown]);
  usePdfButton(
    shown
      ? { onClick: startShown, busy: download.downloadingKey !== null, label: t.PDF_VYSLEDKU(shown.nazev, formatDay(shown.datum)) }
      : null,
  );
  return (
    <>
      <div>
        <Link to="/moje-zdravi/laboratorni-vysledky/grafy/" className={button({ variant: 'outline' })}>
          {t.ZOBRAZIT_GRAFY}
        </Link>
      </div>
      <QueryView query={results}>
        {(data) =>
          data.seznamVysledku.length === 0 ? (
            <p className={card()}>{t.ZADNE}</p>
          ) : (
            <ul
              aria-label={t.NADPIS}
              className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: 0, m: 0 })}
            >
              {data.seznamVysledku.map((result) => (
                <li key={result.id}>
                  <article aria-labelledby={`lab-${result.id}`} className={sectionStyle}>
                    <p className={css({ fontSize: 'sm', color: 'primary.text', fontWeight: 'semibold' })}>{formatDay(result.datum)}</p>
                    <h2 id={`lab-${result.id}`} className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
                      {result.nazev}
                    </h2>
                    <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                      {t.LABORATOR}: {result.laborator} · {t.LEKAR}: {result.indikujiciLekar}
                    </p>
                    <p className={css({ fontWeight: result.pocetMimoRozmezi ? 'semibold' : 'normal' })}>
                      {t.HODNOT(result.pocetHodnot, result.pocetMimoRozmezi)}
                    </p>
                    <ResultValues
                      pojistenecId={pojistenecId}
                      id={result.id}
                      onOpen={() => setShownId(result.id)}
                      pdf={
                        <button
                          type="button"
                          className={button({ variant: 'outline' })}
                          onClick={() => download.start(result)}
                          disabled={download.downloadingKey !== null}
                          aria-busy={download.downloadingKey?.id === result.id || undefined}
                          aria-label={t.PDF_VYSLEDKU(result.nazev, formatDay(result.datum))}
                        >
                          <IconPdf size={20} />
                          {t.PDF}
                        </button>
                      }
                    />
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </>
  );
}

const flagStyle: Record<LabFlag, string> = {
  NIZKA: css({ color: 'danger.text', fontWeight: 'semibold' }),
  VYSOKA: css({ color: 'danger.text', fontWeight: 'semibold' }),
};

function ResultValues({ pojistenecId, id, onOpen, pdf }: { pojistenecId: string; id: number; onOpen: () => void; pdf: ReactNode }) {
  const api = useApi();
  const [open, setOpen] = useState(false);
  const detail = useQuery({ ...labResultQuery(api, pojistenecId, id), enabled: open });
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <button
          type="button"
          aria-expanded={open}
          className={button({ variant: 'outline' })}
          onClick={() => {
            if (!open) onOpen();
            setOpen((value) => !value);
          }}
        >
          {open ? t.SKRYT : t.ZOBRAZIT}
        </button>
        {pdf}
      </div>
      {open ? (
        <QueryView query={detail}>
          {(data) => (
            <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 })}>
              {data.hodnoty.map((value) => (
                <li key={value.kod} className={css({ borderTopWidth: '1px', borderColor: 'border.subtle', pt: '2' })}>
                  <p className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
                    <strong>{value.nazev}</strong>
                    <span>
                      {formatNumber(value.hodnota)} {value.jednotka}
                    </span>
                  </p>
                  <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                    {t.ROZMEZI}: {referenceRange(value.referenceOd, value.referenceDo)} {value.jednotka} ·{' '}
                    {value.priznak ? <span className={flagStyle[value.priznak]}>{labFlagLabels[value.priznak]}</span> : t.V_ROZMEZI}
                  </p>
                  <details>
                    <summary
                      className={css({ cursor: 'pointer', color: 'primary.text', py: '1.5', fontSize: 'sm', fontWeight: 'semibold' })}
                    >
                      {t.CO_TO_JE}
                    </summary>
                    <p className={css({ fontSize: 'sm' })}>{value.vysvetleni.coToJe}</p>
                    {value.priznak === 'NIZKA' && value.vysvetleni.nizka ? (
                      <p className={css({ fontSize: 'sm' })}>{value.vysvetleni.nizka}</p>
                    ) : null}
                    {value.priznak === 'VYSOKA' && value.vysvetleni.vysoka ? (
                      <p className={css({ fontSize: 'sm' })}>{value.vysvetleni.vysoka}</p>
                    ) : null}
                    <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{value.vysvetleni.poznamka}</p>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      ) : null}
    </div>
  );
}
