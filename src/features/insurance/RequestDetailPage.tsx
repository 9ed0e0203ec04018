/**
 * The detail of a request in 'Moje žádosti' (/komunikace/moje-zadosti/{id}): what was sent, the
 * attachments (downloadable), the timeline of its steps — each with its state, when, who took it
 * and the note — and for a consultation a link to its thread (GET /mojeZadosti/{id}). A request
 * that waits for the person (issue 34) shows what the insurer asked for and 'Doložit doklady'.
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import type { HistorieZadosti, ZadostDetail } from '../../../contract/communication';
import { prilohaStahnout } from '../../../contract/routes.gen';
import { requestActionLabels, requestStateLabels, requestTypeLabels } from '../../../contract/enums';
import { formatFileSize } from '../../components/attachments/file-size';
import { useFileDownload } from '../../components/attachments/useFileDownload';
import { IconCheck } from '../../components/icons';
import { InfoRows } from '../../components/InfoRows';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { CenteredSpinner } from '../../components/ui/Spinner';
import { notify } from '../../components/ui/toaster';
import { useApi } from '../../app';
import { missingDocumentsNote, requestDetailQuery, requestsQueryKey, waitsForYou } from '../../app/requests';
import { formatMomentDay, formatMomentTime } from '../../lib/display-dates';
import { personKey } from '../../lib/query-keys';
import { backLinkStyle, WithInsuredPerson } from '../../app/person-page';
import { requestTexts as t } from './request-texts';

// The form and its attachment picker load only for a request that waits for the person.
const DocumentsUploadForm = lazy(() => import('./DocumentsUploadForm'));

export function RequestDetailPage({ id }: { id: string }) {
  return (
    <WithInsuredPerson title={t.NADPIS}>
      {(pojistenecId) => <RequestDetail key={`${pojistenecId}/${id}`} pojistenecId={pojistenecId} id={id} />}
    </WithInsuredPerson>
  );
}

const sectionStyle = cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }));

/** What became of 'Doložit doklady' on this visit: sent, or refused because the request had moved on. */
type Outcome = { kind: 'sent' } | { kind: 'stale'; message: string } | null;

function RequestDetail({ pojistenecId, id }: { pojistenecId: string; id: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const detailQuery = requestDetailQuery(api, pojistenecId, id);
  const query = useQuery(detailQuery);
  const download = useFileDownload<{ id: number | string; nazev: string; evidence: string }>(async (file) => ({
    blob: (await api.download(prilohaStahnout, { params: { pojistenecId, evidence: file.evidence as never, id: String(file.id) } })).blob,
    fileName: file.nazev,
  }));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const refreshOthers = useCallback(() => {
    // The list, 'Čeká na vás' and the start page's status card read the request's state too.
    void queryClient.invalidateQueries({ queryKey: requestsQueryKey(pojistenecId) });
    void queryClient.invalidateQueries({ queryKey: [...personKey(pojistenecId), 'stav'] });
  }, [queryClient, pojistenecId]);
  const onSent = useCallback(
    (detail: ZadostDetail) => {
      queryClient.setQueryData(detailQuery.queryKey, detail);
      refreshOthers();
      setOutcome({ kind: 'sent' });
      notify.success(t.PRIJATO);
    },
    [queryClient, detailQuery.queryKey, refreshOthers],
  );
  const onStale = useCallback(
    (message: string) => {
      void queryClient.invalidateQueries({ queryKey: detailQuery.queryKey });
      refreshOthers();
      setOutcome({ kind: 'stale', message });
    },
    [queryClient, detailQuery.queryKey, refreshOthers],
  );

  const title = query.data ? requestTypeLabels[query.data.zadost.typ] : t.NADPIS;
  return (
    <Page title={title}>
      <Link to="/komunikace/moje-zadosti/" className={backLinkStyle}>
        {t.ZPET}
      </Link>
      <QueryView query={query}>
        {(data) => (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
            <section aria-labelledby="zadost-souhrn" className={sectionStyle}>
              <h2 id="zadost-souhrn" className={css({ textStyle: 'sectionTitle' })}>
                {data.zadost.popis ?? requestTypeLabels[data.zadost.typ]}
              </h2>
              <InfoRows
                rows={[
                  [t.PODANO, formatMomentDay(data.zadost.datum)],
                  [t.STAV, requestStateLabels[data.zadost.stav]],
                ]}
              />
              {data.vlakno ? (
                <div>
                  <Link
                    to="/komunikace/konzultace-zdravotniho-problemu/{-$vlakno}"
                    params={{ vlakno: data.vlakno }}
                    className={button({ variant: 'outline' })}
                  >
                    {t.KONZULTACE}
                  </Link>
                </div>
              ) : null}
            </section>
            {waitsForYou(data.zadost) || outcome ? (
              <section
                aria-labelledby="zadost-doklady"
                className={cx(sectionStyle, css({ borderColor: 'primary.default', borderWidth: '2px' }))}
              >
                <h2 id="zadost-doklady" className={css({ textStyle: 'sectionTitle' })}>
                  {t.DOLOZIT_DOKLADY}
                </h2>
                {outcome?.kind === 'sent' ? (
                  <p className={css({ display: 'flex', gap: '2', alignItems: 'flex-start', fontWeight: 'semibold' })}>
                    <span className={css({ color: 'primary.text', flexShrink: 0 })}>
                      <IconCheck size={20} />
                    </span>
                    {t.PRIJATO}
                  </p>
                ) : outcome?.kind === 'stale' ? (
                  <p role="alert" className={css({ color: 'danger.text', fontWeight: 'medium' })}>
                    {outcome.message}
                  </p>
                ) : (
                  <>
                    <MissingNote note={missingDocumentsNote(data.historie)} />
                    <p className={css({ color: 'fg.muted' })}>{t.DOLOZIT_UVOD}</p>
                    <Suspense fallback={<CenteredSpinner />}>
                      <DocumentsUploadForm pojistenecId={pojistenecId} id={id} onSent={onSent} onStale={onStale} />
                    </Suspense>
                  </>
                )}
              </section>
            ) : null}
            <section aria-labelledby="zadost-historie" className={sectionStyle}>
              <h2 id="zadost-historie" className={css({ textStyle: 'sectionTitle' })}>
                {t.HISTORIE}
              </h2>
              <Timeline history={data.historie} />
            </section>
            {data.polozky.length > 0 ? (
              <section aria-labelledby="zadost-odeslano" className={sectionStyle}>
                <h2 id="zadost-odeslano" className={css({ textStyle: 'sectionTitle' })}>
                  {t.ODESLANO}
                </h2>
                <InfoRows rows={data.polozky.map((item) => [item.nazev, item.hodnota] as const)} />
              </section>
            ) : null}
            <section aria-labelledby="zadost-prilohy" className={sectionStyle}>
              <h2 id="zadost-prilohy" className={css({ textStyle: 'sectionTitle' })}>
                {t.PRILOHY}
              </h2>
              {data.prilohy.length === 0 ? (
                <p className={css({ color: 'fg.muted' })}>{t.BEZ_PRILOH}</p>
              ) : (
                <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: 0, m: 0 })}>
                  {data.prilohy.map((file) => (
                    <li key={file.id}>
                      <button
                        type="button"
                        aria-label={t.STAHNOUT(file.nazev)}
                        className={css({
                          color: 'primary.text',
                          textDecoration: 'underline',
                          minH: 'touch',
                          textAlign: 'left',
                          cursor: 'pointer',
                          overflowWrap: 'anywhere',
                        })}
                        disabled={download.downloadingKey !== null}
                        onClick={() => download.start(file)}
                      >
                        {file.nazev}
                      </button>{' '}
                      <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>({formatFileSize(file.velikost)})</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        )}
      </QueryView>
    </Page>
  );
}

/** What the insurer asked for, in its words (the note of 'Vyžádat doklady'). */
function MissingNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <div className={css({ bg: 'primary.subtle', borderRadius: 'control', p: '3', display: 'flex', flexDirection: 'column', gap: '1' })}>
      <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' })}>{t.CO_POTREBUJEME}</p>
      <p className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>{note}</p>
    </div>
  );
}

/**
 * The request's steps, oldest first: a step's label (or the state it began in), when, who took
 * it, the state it led to, and its note. Older entries carry no step and no one: the state alone.
 */
export function Timeline({ history }: { history: readonly HistorieZadosti[] }) {
  return (
    <ol className={css({ display: 'flex', flexDirection: 'column', listStyle: 'none', p: 0, m: 0 })}>
      {history.map((entry, index) => {
        const last = index === history.length - 1;
        return (
          <li
            key={`${entry.datum}-${index}`}
            data-step={entry.akce ?? entry.stav}
            className={css({
              position: 'relative',
              pl: '7',
              pb: last ? '0' : '4',
              // The line that joins the steps and the dot of each (the words carry the meaning).
              _before: {
                content: '""',
                position: 'absolute',
                left: '2',
                top: '1.5',
                w: '3',
                h: '3',
                borderRadius: 'full',
                bg: last ? 'primary.default' : 'bg.surface',
                borderWidth: '2px',
                borderColor: 'primary.default',
              },
              _after: last
                ? {}
                : {
                    content: '""',
                    position: 'absolute',
                    left: 'calc(0.875rem - 1px)',
                    top: '5',
                    bottom: '0',
                    w: '2px',
                    bg: 'border.default',
                  },
            })}
          >
            <p className={css({ fontWeight: 'semibold' })}>
              {entry.akce ? requestActionLabels[entry.akce] : requestStateLabels[entry.stav]}
            </p>
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              <time dateTime={entry.datum}>{formatMomentTime(entry.datum)}</time>
              {entry.kdo ? ` · ${entry.kdo}` : null}
            </p>
            {entry.akce ? <p className={css({ fontSize: 'sm' })}>{t.STAV_PO_KROKU(requestStateLabels[entry.stav])}</p> : null}
            {entry.poznamka ? <p className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: '1' })}>{entry.poznamka}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}
