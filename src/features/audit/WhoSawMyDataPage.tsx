/**
 * 'Kdo viděl moje údaje' (/nastaveni/nastaveni-pojistence/kdo-videl-moje-udaje): for the person
 * chosen in the header, who accessed their data — the person ("Vy"), a representative (name), a
 * doctor (name and practice) or the insurer (the staff member's name and role, or its core system,
 * with why: issue 34) —, when and what, newest first, a page at a time, with a period filter.
 * A doctor's and the insurer's reads are always listed (issue 11 §2).
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { kdoVidelFiltrSchema, type Pristup } from '../../../contract/audit';
import { DatePicker } from '../../components/form/DatePicker';
import { ContractFormRoot, FormErrorSummary, FormField, SubmitButton } from '../../components/form/FormField';
import { useContractForm } from '../../components/form/useContractForm';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { CenteredSpinner } from '../../components/ui/Spinner';
import { useApi } from '../../app';
import { useHealthPerson } from '../../app/person';
import { whoSawQuery, type WhoSawFilter } from './api';
import { areaLabel, auditTexts, formatDateTime, operationLabel } from './texts';

const periodSchema = kdoVidelFiltrSchema.pick({ od: true, do: true });
const emptyPeriod = { od: '', do: '' };

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
  const [filter, setFilter] = useState<WhoSawFilter>({});
  const query = useQuery(whoSawQuery(api, pojistenecId, filter));
  const filtered = filter.od !== undefined || filter.do !== undefined;
  const form = useContractForm({
    schema: periodSchema,
    defaultValues: emptyPeriod,
    onSubmit: (value) => setFilter({ od: value.od, do: value.do }),
  });
  const reset = () => {
    form.api.reset(emptyPeriod);
    setFilter({});
  };
  const toPage = (stranka: number) => setFilter((current) => ({ ...current, stranka }));

  return (
    <Page title={auditTexts.KDO_VIDEL}>
      <p className={css({ color: 'fg.muted', maxW: '60ch' })}>{auditTexts.KDO_VIDEL_UVOD}</p>
      <ContractFormRoot
        form={form}
        aria-label={auditTexts.FILTR_FORM}
        className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}
      >
        <fieldset
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 17rem))' },
            alignItems: 'start',
          })}
        >
          <legend className={css({ fontWeight: 'bold', mb: '3', float: 'left', w: 'full', gridColumn: '1 / -1' })}>
            {auditTexts.FILTR}
          </legend>
          <FormField form={form} name="od">
            {(field) => <DatePicker {...field} label={auditTexts.OD} />}
          </FormField>
          <FormField form={form} name="do">
            {(field) => <DatePicker {...field} label={auditTexts.DO} />}
          </FormField>
        </fieldset>
        <FormErrorSummary form={form} />
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <SubmitButton form={form}>{auditTexts.ZOBRAZIT}</SubmitButton>
          {filtered ? (
            <button type="button" className={button({ variant: 'outline' })} onClick={reset}>
              {auditTexts.ZRUSIT_FILTR}
            </button>
          ) : null}
        </div>
      </ContractFormRoot>
      <QueryView query={query}>
        {(data) => (
          <AccessList
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
  accesses: readonly Pristup[];
  total: number;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function AccessList({ accesses, total, page, pages, onPage }: AccessListProps) {
  if (total === 0) return <p className={cx(card(), css({ fontWeight: 'semibold' }))}>{auditTexts.ZADNE_PRISTUPY}</p>;
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} aria-label={auditTexts.KDO_VIDEL}>
      <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {auditTexts.POCET(total)}
      </p>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-list="pristupy">
        {accesses.map((access, index) => (
          <AccessRow key={`${access.kdy}-${index}`} access={access} />
        ))}
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
