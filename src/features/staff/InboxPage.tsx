/**
 * 'Zprávy', the staff inbox (GET /prac/vlakna): questions (referent) and health consultations
 * (revizní lékař), unanswered and oldest first, filtered 'Nezodpovězené' / 'Všechny' in the URL;
 * the person, the subject, the kind, how long it waits for an answer, and its state.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { threadStateLabels } from '../../../contract/communication';
import { messageKindLabels } from '../../../contract/enums';
import { inboxFilterLabels, type InboxFilter, type SchrankaPolozka } from '../../../contract/staff';
import { cardListStyle, linkCardStyle } from '../../components/link-card';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { formatMomentDay } from '../../lib/display-dates';
import { inboxQuery } from './api';
import { waitingFor } from './format';
import { FilterTabs, StaffPage, narrowOnly, tableStyle, textLink, useNow, wideOnly } from './parts';
import { staffTexts as t } from './texts';
import type { InboxSearch } from './urls';

const TAB_ORDER: readonly InboxFilter[] = ['NEZODPOVEZENE', 'VSE'];

export function InboxPage({ search }: { search: InboxSearch }) {
  const api = useApi();
  const filtr = search.filtr ?? 'NEZODPOVEZENE';
  const query = useQuery({ ...inboxQuery(api, filtr), placeholderData: keepPreviousData });
  return (
    <StaffPage title={t.ZPRAVY}>
      <FilterTabs
        label={t.FILTR_ZPRAV}
        tabs={TAB_ORDER.map((code) => ({
          label: inboxFilterLabels[code],
          current: code === filtr,
          link: { to: '/pracoviste/zpravy/', search: code === 'NEZODPOVEZENE' ? {} : { filtr: code } },
        }))}
      />
      <QueryView query={query}>
        {(data) =>
          data.vlakna.length === 0 ? (
            <p className={cx(card(), css({ color: 'fg.muted' }))}>{filtr === 'NEZODPOVEZENE' ? t.ZADNE_NEZODPOVEZENE : t.ZADNE_ZPRAVY}</p>
          ) : (
            <InboxList threads={data.vlakna} />
          )
        }
      </QueryView>
    </StaffPage>
  );
}

/** How old a thread is as the desk reads it: how long an unanswered one waits, when an answered one last moved. */
function ageOf(thread: SchrankaPolozka, now: number): string {
  return thread.stav === 'CEKA_NA_ODPOVED' ? waitingFor(thread.posledniZprava, now) : formatMomentDay(thread.posledniZprava);
}

const stateStyle = (thread: SchrankaPolozka) =>
  css({ fontWeight: 'semibold', color: thread.stav === 'CEKA_NA_ODPOVED' ? 'warning.text' : 'primary.text' });

function InboxList({ threads }: { threads: SchrankaPolozka[] }) {
  const now = useNow();
  return (
    <>
      <div className={wideOnly}>
        <table className={tableStyle}>
          <caption className={css({ srOnly: true })}>{t.SEZNAM_ZPRAV}</caption>
          <thead>
            <tr>
              <th scope="col">{t.PREDMET}</th>
              <th scope="col">{t.POJISTENEC}</th>
              <th scope="col">{t.DRUH_ZPRAVY}</th>
              <th scope="col">{t.STARI}</th>
              <th scope="col">{t.STAV}</th>
            </tr>
          </thead>
          <tbody>
            {threads.map((thread) => (
              <tr key={thread.vlakno} data-vlakno={thread.vlakno}>
                <td>
                  <Link to="/pracoviste/zpravy/$vlakno" params={{ vlakno: thread.vlakno }} className={textLink}>
                    {thread.nadpis}
                  </Link>
                  <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                    {thread.vlakno} · {t.ZPRAV} {thread.pocetZprav}
                  </span>
                </td>
                <td>{thread.pojistenec}</td>
                <td>{messageKindLabels[thread.druhZpravy]}</td>
                <td className={css({ whiteSpace: 'nowrap' })}>{ageOf(thread, now)}</td>
                <td className={stateStyle(thread)}>{threadStateLabels[thread.stav]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={cx(cardListStyle, narrowOnly)} aria-label={t.SEZNAM_ZPRAV}>
        {threads.map((thread) => (
          <li key={thread.vlakno} data-vlakno={thread.vlakno}>
            <Link to="/pracoviste/zpravy/$vlakno" params={{ vlakno: thread.vlakno }} className={linkCardStyle}>
              <span className={css({ fontWeight: 'bold', color: 'primary.text' })}>{thread.nadpis}</span>
              <span>
                {thread.pojistenec} · {messageKindLabels[thread.druhZpravy]}
              </span>
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {ageOf(thread, now)} · <span className={stateStyle(thread)}>{threadStateLabels[thread.stav]}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
