/**
 * 'Kdo viděl moje údaje' (/nastaveni/nastaveni-pojistence/kdo-videl-moje-udaje): for the person
 * chosen in the header, who accessed their data — the person ("Vy"), a representative (name), a
 * doctor (name and practice) or the insurer (the staff member's name and role, or its core system,
 * with why: issue 34) —, when and what, newest first, a page at a time, with a period filter.
 * A doctor's and the insurer's reads are always listed (issue 11 §2).
 * A long list (issue 37): by default only others' accesses ("Jen ostatní"); with "Včetně mých" the
 * person's own views of one day are grouped into one row that opens to show them.
 */
import { lazy, Suspense, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import type { Pristup } from '../../../contract/audit';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { CenteredSpinner } from '../../components/ui/Spinner';
import { useApi } from '../../app';
import { useHealthPerson } from '../../app/person';
import { whoSawQuery, type WhoSawFilter } from './api';
import { areaLabel, auditTexts, formatDateTime, formatDay, operationLabel } from './texts';
import { periodFilterStyles } from './period-filter-styles';

// The form and zod are most of this screen's code: the list does not wait for them (the route
// fetches this chunk beside its own: staticData.preloadCode and the loader).
const WhoSawPeriodFilter = lazy(() => import('./WhoSawPeriodFilter'));

/**
 * The filter's place while its code loads: the same card, legend and grid, with blocks of the
 * fields' and the button's height (a label over a 44 px control: 69.6 px at 16 px text; the
 * button row 44 px), so nothing below moves when the form arrives.
 */
function PeriodFilterStandIn() {
  return (
    <div aria-busy="true" className={cx(card(), periodFilterStyles.form)}>
      <div className={periodFilterStyles.fieldset}>
        <div className={periodFilterStyles.legend}>{auditTexts.FILTR}</div>
        <div className={css({ minH: '4.35rem' })} />
        <div className={css({ minH: '4.35rem' })} />
      </div>
      <div className={css({ minH: '2.75rem' })} />
    </div>
  );
}

export function WhoSawMyDataPage() {
  const person = useHealthPerson();
  if (person.pojistenecId && person.viewer === 'POJISTENEC')
    return <WhoSawScreen key={person.pojistenecId} pojistenecId={person.pojistenecId} />;
  return (
    <Page title={auditTexts.KDO_VIDEL}>
      <CenteredSpinner />
    </Page>
  );
}

function WhoSawScreen({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const [filter, setFilter] = useState<WhoSawFilter>({ kdo: 'OSTATNI' });
  const query = useQuery(whoSawQuery(api, pojistenecId, filter));
  const filtered = filter.od !== undefined || filter.do !== undefined;
  const setScope = (kdo: 'OSTATNI' | 'VSICHNI') => setFilter((current) => ({ ...current, kdo, stranka: undefined }));
  const toPage = (stranka: number) => setFilter((current) => ({ ...current, stranka }));

  return (
    <Page title={auditTexts.KDO_VIDEL}>
      <p className={css({ color: 'fg.muted', maxW: '60ch' })}>{auditTexts.KDO_VIDEL_UVOD}</p>
      <Suspense fallback={<PeriodFilterStandIn />}>
        <WhoSawPeriodFilter
          filtered={filtered}
          onApply={(period) => setFilter((current) => ({ kdo: current.kdo, ...period }))}
          onReset={() => setFilter((current) => ({ kdo: current.kdo }))}
        />
      </Suspense>
      <div role="group" aria-label={auditTexts.ROZSAH} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {(['OSTATNI', 'VSICHNI'] as const).map((kdo) => (
          <button
            key={kdo}
            type="button"
            aria-pressed={filter.kdo === kdo}
            className={button({ variant: filter.kdo === kdo ? 'solid' : 'outline' })}
            onClick={() => setScope(kdo)}
          >
            {kdo === 'OSTATNI' ? auditTexts.JEN_OSTATNI : auditTexts.VCETNE_MYCH}
          </button>
        ))}
      </div>
      <QueryView query={query}>
        {(data) => (
          <AccessList
            emptyText={filter.kdo === 'OSTATNI' ? auditTexts.ZADNE_CIZI : auditTexts.ZADNE_PRISTUPY}
            accesses={data.seznamPristupu}
            total={data.celkem}
            page={data.stranka}
            pages={Math.max(1, Math.ceil(data.celkem / data.velikostStranky))}
            onPage={toPage}
          />
        )}
      </QueryView>
    </Page>
  );
}

interface AccessListProps {
  emptyText?: string;
  accesses: readonly Pristup[];
  total: number;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/** A row of the list: one access, or the person's own accesses of one day. */
type Row = { kind: 'one'; access: Pristup } | { kind: 'mine'; day: string; accesses: Pristup[] };

/** Groups the person's own accesses of one day (Prague) into one row, where they are next to each other. */
function rowsOf(accesses: readonly Pristup[]): Row[] {
  const rows: Row[] = [];
  for (const access of accesses) {
    const last = rows[rows.length - 1];
    if (access.kdo.typ === 'VY') {
      const day = formatDay(access.kdy);
      if (last?.kind === 'mine' && last.day === day) last.accesses.push(access);
      else rows.push({ kind: 'mine', day, accesses: [access] });
    } else rows.push({ kind: 'one', access });
  }
  return rows;
}

export function AccessList({ emptyText = auditTexts.ZADNE_PRISTUPY, accesses, total, page, pages, onPage }: AccessListProps) {
  if (total === 0) return <p className={cx(card(), css({ fontWeight: 'semibold' }))}>{emptyText}</p>;
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} aria-label={auditTexts.KDO_VIDEL}>
      <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {auditTexts.POCET(total)}
      </p>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-list="pristupy">
        {rowsOf(accesses).map((row, index) =>
          row.kind === 'one' || row.accesses.length === 1 ? (
            <AccessRow key={`${index}`} access={row.kind === 'one' ? row.access : row.accesses[0]!} />
          ) : (
            <MyDayRow key={`${index}`} day={row.day} accesses={row.accesses} />
          ),
        )}
      </ul>
      {pages > 1 ? (
        <nav aria-label={auditTexts.STRANKOVANI} className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
          <button type="button" className={button({ variant: 'outline' })} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {auditTexts.PREDCHOZI}
          </button>
          <span>{auditTexts.STRANKA(page, pages)}</span>
          <button type="button" className={button({ variant: 'outline' })} disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {auditTexts.DALSI}
          </button>
        </nav>
      ) : null}
    </section>
  );
}

function who(access: Pristup): string {
  if (access.kdo.typ === 'VY') return auditTexts.VY;
  if (access.kdo.typ === 'ODKAZ') return auditTexts.ODKAZ;
  if (access.kdo.typ === 'ZAMESTNAVATEL') return access.kdo.jmeno ?? auditTexts.ZAMESTNAVATEL;
  if (access.kdo.typ === 'POJISTOVNA') {
    // A staff member by name and role; the core system names itself (no role).
    if (!access.kdo.pracoviste) return access.kdo.jmeno ?? auditTexts.POJISTOVNA;
    if (!access.kdo.jmeno) return auditTexts.ROLE_POJISTOVNY(access.kdo.pracoviste);
    return `${access.kdo.jmeno}, ${auditTexts.ROLE_POJISTOVNY(access.kdo.pracoviste.toLocaleLowerCase('cs'))}`;
  }
  const role = access.kdo.typ === 'LEKAR' ? auditTexts.LEKAR : auditTexts.ZASTUPCE;
  const name = access.kdo.jmeno ? `${role} ${access.kdo.jmeno}` : role;
  return access.kdo.pracoviste ? `${name}, ${access.kdo.pracoviste}` : name;
}

/** The person's own accesses of one day: one row, opened to show each. */
function MyDayRow({ day, accesses }: { day: string; accesses: readonly Pristup[] }) {
  const id = useId();
  return (
    <li aria-labelledby={id} data-accessor="VY" className={cx(card(), css({ display: 'grid', gap: '1' }))}>
      <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>{day}</span>
      <span id={id} className={css({ fontWeight: 'semibold' })}>
        {auditTexts.MOJE_ZA_DEN(accesses.length)}
      </span>
      <details>
        <summary
          className={css({
            cursor: 'pointer',
            minH: 'touch',
            display: 'flex',
            alignItems: 'center',
            color: 'primary.text',
            borderRadius: 'control',
            _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
          })}
        >
          {auditTexts.PODROBNOSTI}
        </summary>
        <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', pl: '2' })}>
          {accesses.map((access, index) => (
            <li key={index} className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
              <time dateTime={access.kdy} className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                {formatDateTime(access.kdy).split(' ').pop()}
              </time>
              <span>
                {areaLabel(access.oblast)} – {operationLabel(access.operace)}
              </span>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

function AccessRow({ access }: { access: Pristup }) {
  const id = useId();
  return (
    <li
      aria-labelledby={id}
      data-accessor={access.kdo.typ}
      className={cx(
        card({ tone: access.kdo.typ === 'LEKAR' ? 'primary' : 'plain' }),
        css({ display: 'grid', gap: '1', gridTemplateColumns: { base: '1fr', md: '12rem 1fr auto' }, alignItems: 'baseline' }),
      )}
    >
      <time dateTime={access.kdy} className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {formatDateTime(access.kdy)}
      </time>
      <span id={id} className={css({ fontWeight: 'semibold' })}>
        {who(access)}
      </span>
      <span>
        {areaLabel(access.oblast)} – {operationLabel(access.operace)}
      </span>
      {access.ucel ? (
        <span className={css({ gridColumn: { md: '2 / -1' }, color: 'fg.muted' })}>{auditTexts.UCEL(access.ucel)}</span>
      ) : null}
    </li>
  );
}
