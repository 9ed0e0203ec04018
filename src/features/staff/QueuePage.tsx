/**
 * 'Žádosti', the staff queue (GET /prac/zadosti): the open requests, oldest first, filtered by
 * 'Moje' / 'Nepřevzaté' / 'Všechny', kind and state (the filter is in the URL), with how long each
 * has waited in its state and who holds it. A table at a desk, cards on a phone.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { requestStateLabels, requestStates, requestTypeLabels, requestTypes } from '../../../contract/enums';
import { queueFilterLabels, type FrontaPolozka, type QueueFilter } from '../../../contract/staff';
import { NativeSelect } from '../../components/form';
import { cardListStyle, linkCardStyle } from '../../components/link-card';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { formatMomentDay } from '../../lib/display-dates';
import { queueQuery } from './api';
import { waitingFor } from './format';
import { FilterTabs, StaffPage, narrowOnly, tableStyle, textLink, useNow, wideOnly } from './parts';
import { staffTexts as t } from './texts';
import type { QueueSearch } from './urls';

/** The tabs in the order a desk works through them. */
const TAB_ORDER: readonly QueueFilter[] = ['MOJE', 'NEPREVZATE', 'VSE'];

const emptyText: Record<QueueFilter, string> = { MOJE: t.ZADNE_MOJE, NEPREVZATE: t.ZADNE_NEPREVZATE, VSE: t.ZADNE_ZADOSTI };

export function QueuePage({ search, onSearchChange }: { search: QueueSearch; onSearchChange: (next: QueueSearch) => void }) {
  const api = useApi();
  const query = useQuery({ ...queueQuery(api, search), placeholderData: keepPreviousData });
  const filtr = search.filtr ?? 'VSE';
  const filtered = Boolean(search.druh || search.stav);
  return (
    <StaffPage title={t.ZADOSTI}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <FilterTabs
          label={t.FILTR_ZADOSTI}
          tabs={TAB_ORDER.map((code) => ({
            label: queueFilterLabels[code],
            current: code === filtr,
            link: { to: '/pracoviste/', search: { ...search, filtr: code === 'VSE' ? undefined : code } },
          }))}
        />
        <div
          role="search"
          aria-label={t.FILTR_ZADOSTI}
          className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 18rem))' }, gap: '4' })}
        >
          <NativeSelect
            name="druh"
            label={t.DRUH}
            value={search.druh ?? ''}
            placeholder={t.VSECHNY_DRUHY}
            options={requestTypes.map((value) => ({ value, label: requestTypeLabels[value] }))}
            onChange={(value) => onSearchChange({ ...search, druh: (value || undefined) as QueueSearch['druh'] })}
          />
          <NativeSelect
            name="stav"
            label={t.STAV}
            value={search.stav ?? ''}
            placeholder={t.VSECHNY_STAVY}
            options={requestStates.map((value) => ({ value, label: requestStateLabels[value] }))}
            onChange={(value) => onSearchChange({ ...search, stav: (value || undefined) as QueueSearch['stav'] })}
          />
        </div>
      </div>
      <QueryView query={query}>
        {(data) =>
          data.zadosti.length === 0 ? (
            <p className={cx(card(), css({ color: 'fg.muted' }))}>{filtered ? t.ZADNE_ZADOSTI : emptyText[filtr]}</p>
          ) : (
            <QueueList rows={data.zadosti} />
          )
        }
      </QueryView>
    </StaffPage>
  );
}

function QueueList({ rows }: { rows: FrontaPolozka[] }) {
  const now = useNow();
  return (
    <>
      <div className={wideOnly}>
        <table className={tableStyle}>
          <caption className={css({ srOnly: true })}>{t.SEZNAM_ZADOSTI}</caption>
          <thead>
            <tr>
              <th scope="col">{t.DRUH}</th>
              <th scope="col">{t.POJISTENEC}</th>
              <th scope="col">{t.PODANO}</th>
              <th scope="col">{t.STAV}</th>
              <th scope="col">{t.CEKA}</th>
              <th scope="col">{t.RESITEL}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.zadost.id} data-zadost-id={row.zadost.id}>
                <td>
                  <Link to="/pracoviste/zadosti/$id" params={{ id: String(row.zadost.id) }} className={textLink}>
                    {requestTypeLabels[row.zadost.typ]}
                  </Link>
                  <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>{t.CISLO(row.zadost.id)}</span>
                </td>
                <td>{row.pojistenec}</td>
                <td className={css({ whiteSpace: 'nowrap' })}>{formatMomentDay(row.zadost.datum)}</td>
                <td>{requestStateLabels[row.zadost.stav]}</td>
                <td className={css({ whiteSpace: 'nowrap' })}>{waitingFor(row.posledniZmena, now)}</td>
                <td>{row.resitel?.jmeno ?? <span className={css({ color: 'fg.muted' })}>{t.NEPREVZATO}</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={cx(cardListStyle, narrowOnly)} aria-label={t.SEZNAM_ZADOSTI}>
        {rows.map((row) => (
          <li key={row.zadost.id} data-zadost-id={row.zadost.id}>
            <Link to="/pracoviste/zadosti/$id" params={{ id: String(row.zadost.id) }} className={linkCardStyle}>
              <span className={css({ fontWeight: 'bold', color: 'primary.text' })}>
                {requestTypeLabels[row.zadost.typ]} <span className={css({ fontWeight: 'normal' })}>{t.CISLO(row.zadost.id)}</span>
              </span>
              <span>{row.pojistenec}</span>
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {requestStateLabels[row.zadost.stav]} · {waitingFor(row.posledniZmena, now)} · {t.PODANO.toLowerCase()}{' '}
                {formatMomentDay(row.zadost.datum)}
              </span>
              <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                {t.RESITEL}: {row.resitel?.jmeno ?? t.NEPREVZATO}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
