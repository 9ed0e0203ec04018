/**
 * The detail of a request in 'Moje žádosti' (/komunikace/moje-zadosti/{id}): what was sent, the
 * attachments (downloadable), the history of its states with the insurer's notes, and for a
 * consultation a link to its thread (GET /mojeZadosti/{id}).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { prilohaStahnout } from '../../../contract/routes.gen';
import { requestStateLabels, requestTypeLabels } from '../../../contract/enums';
import { formatFileSize } from '../../components/attachments';
import { useFileDownload } from '../../components/attachments/useFileDownload';
import { InfoRows } from '../../components/InfoRows';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { formatMomentDay } from '../../lib/display-dates';
import { requestDetailQuery } from './api';
import { backLinkStyle, WithInsuredPerson } from '../../app/person-page';

const t = {
  NADPIS: 'Detail žádosti',
  ZPET: 'Zpět na Moje žádosti',
  ODESLANO: 'Co jste odeslali',
  PRILOHY: 'Přílohy',
  BEZ_PRILOH: 'Bez příloh',
  HISTORIE: 'Průběh vyřízení',
  STAV: 'Stav',
  PODANO: 'Podáno',
  KONZULTACE: 'Otevřít konzultaci',
  STAHNOUT: (nazev: string) => `Stáhnout ${nazev}`,
};

export function RequestDetailPage({ id }: { id: string }) {
  return (
    <WithInsuredPerson title={t.NADPIS}>
      {(pojistenecId) => <RequestDetail key={`${pojistenecId}/${id}`} pojistenecId={pojistenecId} id={id} />}
    </WithInsuredPerson>
  );
}

const sectionStyle = cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }));

function RequestDetail({ pojistenecId, id }: { pojistenecId: string; id: string }) {
  const api = useApi();
  const query = useQuery(requestDetailQuery(api, pojistenecId, id));
  const download = useFileDownload<{ id: number | string; nazev: string; evidence: string }>(async (file) => ({
    blob: (await api.download(prilohaStahnout, { params: { pojistenecId, evidence: file.evidence as never, id: String(file.id) } })).blob,
    fileName: file.nazev,
  }));
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
            <section aria-labelledby="zadost-historie" className={sectionStyle}>
              <h2 id="zadost-historie" className={css({ textStyle: 'sectionTitle' })}>
                {t.HISTORIE}
              </h2>
              <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: 0, m: 0 })}>
                {data.historie.map((entry, index) => (
                  <li
                    key={`${entry.datum}-${index}`}
                    className={css({ borderLeftWidth: '3px', borderLeftColor: 'primary.default', pl: '3' })}
                  >
                    <p className={css({ fontWeight: 'semibold' })}>
                      {requestStateLabels[entry.stav]} · {formatMomentDay(entry.datum)}
                    </p>
                    {entry.poznamka ? <p className={css({ color: 'fg.muted' })}>{entry.poznamka}</p> : null}
                  </li>
                ))}
              </ol>
            </section>
          </div>
        )}
      </QueryView>
    </Page>
  );
}
