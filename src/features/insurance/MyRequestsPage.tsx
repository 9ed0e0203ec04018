/**
 * Moje žádosti (/komunikace/moje-zadosti/): the person's requests (certificate of no arrears,
 * EHIC, insurance card) newest first — type, date, state, delivery and summary — with a period
 * filter (obdobiOd, obdobiDo) checked by the contract's obdobiFiltrSchema. Other screens
 * refresh the list after a new request through `requestsQueryKey`.
 *
 * Above them, whatever the period, the requests that wait for the person (issue 34) under
 * 'Čeká na vás', each with what the insurer asked for and 'Doložit doklady'. The list call carries
 * no history, so the note comes from each waiting request's detail (there are few of them).
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { deliveryAddressChoiceLabels } from '../../../contract/enums';
import { obdobiFiltrSchema } from '../../../contract/entities';
import { type Zadost } from '../../../contract/insurance';
import { requestStateLabels, requestTypeLabels } from '../../../contract/enums';
import { ContractFormRoot, DatePicker, FormErrorSummary, FormField, SubmitButton, useContractForm } from '../../components/form';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { IconChevronDown, IconChevronUp } from '../../components/icons';
import { useApi } from '../../app';
import { missingDocumentsNote, requestDetailQuery, requestsWaitingForYou } from '../../app/requests';
import { requestsQuery, type RequestPeriod } from './api';
import { displayDate, isoOf } from './format';
import { Details, sectionTitle, WithInsuredPerson } from './parts';
import { requestTexts } from './request-texts';
import { insuranceTexts } from './texts';

export function MyRequestsPage() {
  return (
    <WithInsuredPerson title={insuranceTexts.MOJE_ZADOSTI}>
      {(pojistenecId) => <MyRequestsScreen key={pojistenecId} pojistenecId={pojistenecId} />}
    </WithInsuredPerson>
  );
}

const emptyPeriod = { obdobiOd: '', obdobiDo: '' };

function MyRequestsScreen({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const [period, setPeriod] = useState<RequestPeriod>({});
  const query = useQuery(requestsQuery(api, pojistenecId, period));
  const filtered = period.obdobiOd !== undefined || period.obdobiDo !== undefined;

  const form = useContractForm({
    schema: obdobiFiltrSchema,
    defaultValues: emptyPeriod,
    onSubmit: (value) => setPeriod({ obdobiOd: value.obdobiOd, obdobiDo: value.obdobiDo }),
  });
  const reset = () => {
    form.api.reset(emptyPeriod);
    setPeriod({});
  };
  // On a phone the filter starts folded so the requests come first (issue 16 §11); wider screens always show it.
  const [filterOpen, setFilterOpen] = useState(false);
  const filterId = useId();

  return (
    <Page title={insuranceTexts.MOJE_ZADOSTI}>
      <WaitingForYou pojistenecId={pojistenecId} />
      <button
        type="button"
        aria-expanded={filterOpen}
        aria-controls={filterId}
        onClick={() => setFilterOpen((open) => !open)}
        className={cx(button({ variant: 'outline' }), css({ display: { base: 'inline-flex', md: 'none' }, alignSelf: 'flex-start' }))}
      >
        {filtered ? insuranceTexts.FILTR_ZAPNUTY : insuranceTexts.FILTR_FORM}
        {filterOpen ? <IconChevronUp size={20} /> : <IconChevronDown size={20} />}
      </button>
      <ContractFormRoot
        id={filterId}
        form={form}
        aria-label={insuranceTexts.FILTR_FORM}
        className={cx(
          card(),
          css({ flexDirection: 'column', gap: '4' }),
          filterOpen ? css({ display: 'flex' }) : css({ display: { base: 'none', md: 'flex' } }),
        )}
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
            {insuranceTexts.FILTR}
          </legend>
          <FormField form={form} name="obdobiOd">
            {(field) => <DatePicker {...field} label={insuranceTexts.OBDOBI_OD} />}
          </FormField>
          <FormField form={form} name="obdobiDo">
            {(field) => <DatePicker {...field} label={insuranceTexts.OBDOBI_DO} />}
          </FormField>
        </fieldset>
        <FormErrorSummary form={form} />
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
          <SubmitButton form={form}>{insuranceTexts.ZOBRAZIT}</SubmitButton>
          {filtered ? (
            <button type="button" className={button({ variant: 'outline' })} onClick={reset}>
              {insuranceTexts.ZRUSIT_FILTR}
            </button>
          ) : null}
        </div>
      </ContractFormRoot>
      <QueryView query={query}>{(data) => <RequestList requests={data.seznamZadosti} />}</QueryView>
    </Page>
  );
}

/** Newest first (by date, then by id for one day). */
const newestFirst = (a: Zadost, b: Zadost) => (a.datum === b.datum ? b.id - a.id : a.datum < b.datum ? 1 : -1);

function RequestList({ requests }: { requests: readonly Zadost[] }) {
  if (requests.length === 0) return <p className={cx(card(), css({ fontWeight: 'semibold' }))}>{insuranceTexts.ZADNE_ZADOSTI}</p>;
  const sorted = [...requests].sort(newestFirst);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p role="status" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {insuranceTexts.POCET_ZADOSTI(sorted.length)}
      </p>
      <ul
        className={css({
          display: 'grid',
          // compact rows on a phone (issue 37): more requests on one screen
          gap: { base: '2', md: '3' },
          gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        })}
        aria-label={insuranceTexts.MOJE_ZADOSTI}
      >
        {sorted.map((request) => (
          <RequestCard key={request.id} request={request} />
        ))}
      </ul>
    </div>
  );
}

function RequestCard({ request }: { request: Zadost }) {
  const headingId = useId();
  const items: [string, React.ReactNode][] = [
    [insuranceTexts.PODANO, <time dateTime={isoOf(request.datum)}>{displayDate(request.datum)}</time>],
    [insuranceTexts.STAV, <StateBadge state={request.stav} />],
  ];
  if (request.adresaOdeslani) items.push([insuranceTexts.ADRESA_ODESLANI, deliveryAddressChoiceLabels[request.adresaOdeslani]]);
  if (request.popis) items.push([insuranceTexts.POPIS, request.popis]);
  return (
    <li
      className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: { base: '1', md: '3' }, p: { base: '3', md: '5' } }))}
      aria-labelledby={headingId}
      data-request={request.id}
    >
      <h2 id={headingId} className={cx(sectionTitle, css({ fontSize: { base: 'md', md: 'lg' } }))}>
        {requestTypeLabels[request.typ]}
      </h2>
      <Details items={items} />
      <div>
        <Link
          to="/komunikace/moje-zadosti/$id"
          params={{ id: String(request.id) }}
          aria-label={`${insuranceTexts.DETAIL_ZADOSTI}: ${requestTypeLabels[request.typ]}${request.popis ? `, ${request.popis}` : ''}`}
          className={css({
            color: 'primary.text',
            fontWeight: 'semibold',
            textDecoration: 'underline',
            minH: 'touch',
            display: 'inline-flex',
            alignItems: 'center',
          })}
        >
          {insuranceTexts.DETAIL_ZADOSTI}
        </Link>
      </div>
    </li>
  );
}

/** The state as text in a tinted pill (the words carry the meaning, the colour only helps). */
const badgeBase = css.raw({ display: 'inline-block', px: '2.5', py: '0.5', borderRadius: 'full', fontSize: 'sm', fontWeight: 'semibold' });
const badgeStyles: Record<Zadost['stav'], string> = {
  PRIJATO: css(badgeBase, { bg: 'bg.subtle', color: 'fg.default' }),
  VYRIZUJE_SE: css(badgeBase, { bg: 'warning.subtle', color: 'warning.text' }),
  CEKA_NA_DOKLADY: css(badgeBase, { bg: 'warning.subtle', color: 'warning.text' }),
  VYRIZENO: css(badgeBase, { bg: 'primary.subtle', color: 'primary.text' }),
  ZAMITNUTO: css(badgeBase, { bg: 'danger.subtle', color: 'danger.text' }),
};

function StateBadge({ state }: { state: Zadost['stav'] }) {
  return <span className={badgeStyles[state]}>{requestStateLabels[state]}</span>;
}

/** 'Čeká na vás': the requests the insurer asked documents for, the longest waiting first. */
function WaitingForYou({ pojistenecId }: { pojistenecId: string }) {
  const api = useApi();
  const all = useQuery(requestsQuery(api, pojistenecId, {}));
  const waiting = all.data ? requestsWaitingForYou(all.data.seznamZadosti) : [];
  if (waiting.length === 0) return null;
  return (
    <section
      aria-labelledby="ceka-na-vas"
      className={cx(card({ tone: 'primary' }), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}
    >
      <h2 id="ceka-na-vas" className={sectionTitle}>
        {requestTexts.CEKA_NA_VAS}
      </h2>
      <p>{requestTexts.CEKA_NA_VAS_UVOD}</p>
      <ul aria-label={requestTexts.CEKA_NA_VAS} className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {waiting.map((request) => (
          <WaitingRequest key={request.id} pojistenecId={pojistenecId} request={request} />
        ))}
      </ul>
    </section>
  );
}

/** One waiting request: what the insurer asked for comes from its detail (the list carries no history). */
function WaitingRequest({ pojistenecId, request }: { pojistenecId: string; request: Zadost }) {
  const api = useApi();
  const detail = useQuery(requestDetailQuery(api, pojistenecId, String(request.id))).data;
  const note = detail ? missingDocumentsNote(detail.historie) : null;
  const kind = requestTypeLabels[request.typ];
  return (
    <li
      data-request={request.id}
      aria-labelledby={`ceka-${request.id}`}
      className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '2' }))}
    >
      <h3 id={`ceka-${request.id}`} className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
        {kind}
        {request.popis ? <span className={css({ fontWeight: 'normal' })}> – {request.popis}</span> : null}
      </h3>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {insuranceTexts.PODANO} <time dateTime={isoOf(request.datum)}>{displayDate(request.datum)}</time>
      </p>
      <div>
        <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.muted' })}>{requestTexts.CO_POTREBUJEME}</p>
        <p className={css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })}>
          {detail ? (note ?? requestTexts.DOLOZIT_UVOD) : requestTexts.NOTE_NACITANI}
        </p>
      </div>
      <div>
        <Link
          to="/komunikace/moje-zadosti/$id"
          params={{ id: String(request.id) }}
          aria-label={requestTexts.DOLOZIT_K(kind)}
          className={button({ variant: 'solid' })}
        >
          {requestTexts.DOLOZIT_DOKLADY}
        </Link>
      </div>
    </li>
  );
}
