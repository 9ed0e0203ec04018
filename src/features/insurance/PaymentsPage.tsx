/**
 * Platby pojistného (/moje-pojisteni/platby-pojistneho/{typ?}/{rok?}): the premiums the person
 * paid themselves, per type (OSVČ, OBZP) and year — date credited, month, payment type and
 * amount, the total and what was due. Without {typ}/{rok} the newest year of the summary is
 * shown; someone who pays nothing themselves learns who pays for them.
 */
import { formatCrowns, formatMonthYear } from '../../../contract/format';
import { useId } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { type MojePojistneOdpoved, type Platba } from '../../../contract/insurance';
import { paymentTypeLabels } from '../../../contract/enums';
import { paymentPersonTypeLabels, type PaymentPersonType } from '../../../contract/enums';
import { NativeSelect } from '../../components/form/NativeSelect';
import { IconChevronRight } from '../../components/icons';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { insuranceStateQuery, paymentsOfYearQuery, paymentSummaryQuery } from './api';
import { displayDate, isoOf, othersPaySentence, paymentSelection, type PaymentSelection } from './format';
import { IconPayment } from './icons';
import { linkStyle, sectionTitle, WithInsuredPerson } from './parts';
import { insuranceTexts } from './texts';

export function PaymentsPage({ typ, rok }: { typ?: PaymentPersonType; rok?: number }) {
  return (
    <WithInsuredPerson title={insuranceTexts.PLATBY_POJISTNEHO}>
      {(pojistenecId) => <PaymentsScreen pojistenecId={pojistenecId} typ={typ} rok={rok} />}
    </WithInsuredPerson>
  );
}

function PaymentsScreen({ pojistenecId, typ, rok }: { pojistenecId: string; typ?: PaymentPersonType; rok?: number }) {
  const api = useApi();
  const summary = useQuery(paymentSummaryQuery(api, pojistenecId));
  const state = useQuery(insuranceStateQuery(api, pojistenecId));
  // Both answers are needed before anything shows (the empty state names the payer).
  const both = {
    ...summary,
    data: summary.data && state.data ? { summary: summary.data, state: state.data } : undefined,
    isPending: summary.isPending || state.isPending,
    isError: summary.isError || state.isError,
    error: summary.error ?? state.error,
    isFetching: summary.isFetching || state.isFetching,
  };
  return (
    <Page title={insuranceTexts.PLATBY_POJISTNEHO}>
      <QueryView query={both}>
        {({ summary: data, state: insurance }) => {
          const selection = paymentSelection(data.seznam, typ, rok);
          return selection ? (
            <Payments pojistenecId={pojistenecId} selection={selection} insurance={insurance} />
          ) : (
            <NothingPaid insurance={insurance} />
          );
        }}
      </QueryView>
    </Page>
  );
}

function NothingPaid({ insurance }: { insurance: MojePojistneOdpoved }) {
  return (
    <div className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' }))}>
      <p className={css({ fontWeight: 'semibold' })}>{othersPaySentence(insurance.platceTyp)}</p>
      {insurance.osvc ? <OverviewLink /> : null}
    </div>
  );
}

function OverviewLink() {
  return (
    <Link
      to="/moje-pojisteni/platby-pojistneho/prehled-osvc/"
      className={cx(linkStyle, css({ display: 'inline-flex', alignItems: 'center', gap: '1', minH: 'touch' }))}
    >
      {insuranceTexts.PREHLED_OSVC}
      <IconChevronRight size={18} />
    </Link>
  );
}

function Payments({
  pojistenecId,
  selection,
  insurance,
}: {
  pojistenecId: string;
  selection: PaymentSelection;
  insurance: MojePojistneOdpoved;
}) {
  const navigate = useNavigate();
  const go = (typ: PaymentPersonType, rok: number | undefined) =>
    void navigate({ to: '/moje-pojisteni/platby-pojistneho/{-$typ}/{-$rok}', params: { typ, rok } });
  const typeOptions = selection.types.map((type) => ({ value: type, label: paymentPersonTypeLabels[type] }));
  const yearOptions = selection.years.map((year) => ({ value: String(year), label: String(year) }));

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <Link to="/moje-pojisteni/uhrada-pojistneho/" className={button()}>
          <IconPayment size={20} />
          {insuranceTexts.ZAPLATIT_POJISTNE}
        </Link>
        {insurance.osvc ? <OverviewLink /> : null}
      </div>
      <div className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 14rem))' } })}>
        {typeOptions.length > 1 ? (
          // A new type starts at its own newest year.
          <NativeSelect
            label={insuranceTexts.TYP_POJISTNEHO}
            value={selection.typ}
            options={typeOptions}
            placeholder={false}
            onChange={(value) => go(selection.types.find((type) => type === value) ?? selection.typ, undefined)}
          />
        ) : (
          <p>
            <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>{insuranceTexts.TYP_POJISTNEHO}</span>
            <span className={css({ fontWeight: 'semibold' })}>{paymentPersonTypeLabels[selection.typ]}</span>
          </p>
        )}
        {yearOptions.length > 0 ? (
          <NativeSelect
            label={insuranceTexts.ROK}
            value={String(selection.rok)}
            options={yearOptions}
            placeholder={false}
            onChange={(value) => go(selection.typ, Number(value))}
          />
        ) : null}
      </div>
      {selection.rok === null ? (
        <p className={card()}>{insuranceTexts.ZADNE_PLATBY_ROK}</p>
      ) : (
        <YearPayments pojistenecId={pojistenecId} typ={selection.typ} rok={selection.rok} />
      )}
    </div>
  );
}

function YearPayments({ pojistenecId, typ, rok }: { pojistenecId: string; typ: PaymentPersonType; rok: number }) {
  const api = useApi();
  const headingId = useId();
  const query = useQuery(paymentsOfYearQuery(api, pojistenecId, rok, typ));
  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <h2 id={headingId} className={sectionTitle}>
        {insuranceTexts.PLATBY_ZA(paymentPersonTypeLabels[typ], rok)}
      </h2>
      <QueryView query={query}>
        {(data) => (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <Totals soucet={data.soucet} predpis={data.predpis} />
            {data.platby.length === 0 ? (
              <p className={card()}>{insuranceTexts.ZADNE_PLATBY_ROK}</p>
            ) : (
              <PaymentTable payments={data.platby} caption={insuranceTexts.PLATBY_ZA(paymentPersonTypeLabels[typ], rok)} />
            )}
          </div>
        )}
      </QueryView>
    </section>
  );
}

function Totals({ soucet, predpis }: { soucet: number; predpis: number }) {
  const item = css({ display: 'flex', flexDirection: 'column', gap: '0.5' });
  return (
    <dl className={cx(card({ tone: 'primary' }), css({ display: 'grid', gap: '3', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }))}>
      <div className={item}>
        <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{insuranceTexts.CELKEM_ZAPLACENO}</dt>
        <dd className={css({ fontSize: 'xl', fontWeight: 'bold' })} data-total="">
          {formatCrowns(soucet)}
        </dd>
      </div>
      <div className={item}>
        <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{insuranceTexts.PREDPIS}</dt>
        <dd className={css({ fontSize: 'xl', fontWeight: 'bold' })} data-due="">
          {formatCrowns(predpis)}
        </dd>
      </div>
    </dl>
  );
}

const cellRaw = css.raw({
  px: '3',
  py: '2.5',
  textAlign: 'left',
  verticalAlign: 'top',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
});
const amountRaw = css.raw({ textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const headerCell = css(cellRaw);
const headerAmountCell = css(cellRaw, amountRaw);
// On a phone a payment is a small two-line card: date and amount, then month and type (muted).
const phoneRaw = css.raw({
  display: { base: 'block', md: 'table-cell' },
  borderBottomWidth: { base: '0', md: '1px' },
  px: { base: '0', md: '3' },
  py: { base: '0', md: '2.5' },
});
const dateCell = css(cellRaw, phoneRaw, { gridRow: { base: '1' }, gridColumn: { base: '1' } });
const monthCell = css(cellRaw, phoneRaw, {
  gridRow: { base: '2' },
  gridColumn: { base: '1' },
  whiteSpace: 'nowrap',
  fontSize: { base: 'sm', md: 'md' },
  color: { base: 'fg.muted', md: 'fg.default' },
});
const typeCell = css(cellRaw, phoneRaw, {
  gridRow: { base: '2' },
  gridColumn: { base: '2' },
  textAlign: { base: 'right', md: 'left' },
  fontSize: { base: 'sm', md: 'md' },
  color: { base: 'fg.muted', md: 'fg.default' },
});
const amountCell = css(cellRaw, phoneRaw, amountRaw, { gridRow: { base: '1' }, gridColumn: { base: '2' }, fontWeight: 'semibold' });
// Labels for screen readers on a phone, where the header row is hidden; the header row names the columns from md.
const phoneLabel = css({ srOnly: true, display: { md: 'none' } });

/**
 * The payments: a real table from the md breakpoint; on a phone each payment is a row of the
 * same table laid out as a small card, its cells labelled for screen readers (the header row is
 * hidden there, and the labels are gone on wider screens, so nothing is read twice). The
 * explicit roles keep the table semantics when CSS changes the display of its parts.
 */
function PaymentTable({ payments, caption }: { payments: readonly Platba[]; caption: string }) {
  const sorted = [...payments].sort((a, b) => (a.datum === b.datum ? b.id - a.id : a.datum < b.datum ? 1 : -1));
  return (
    <div className={cx(card(), css({ p: { base: '0', md: '0' }, overflow: 'hidden' }))}>
      <table role="table" className={css({ w: 'full', borderCollapse: 'collapse' })}>
        <caption className={css({ srOnly: true })}>{caption}</caption>
        <thead role="rowgroup" className={css({ display: { base: 'none', md: 'table-header-group' }, bg: 'bg.subtle' })}>
          <tr role="row">
            <th role="columnheader" scope="col" className={headerCell}>
              {insuranceTexts.DATUM_PRIPSANI}
            </th>
            <th role="columnheader" scope="col" className={headerCell}>
              {insuranceTexts.ZA_MESIC}
            </th>
            <th role="columnheader" scope="col" className={headerCell}>
              {insuranceTexts.TYP_PLATBY}
            </th>
            <th role="columnheader" scope="col" className={headerAmountCell}>
              {insuranceTexts.CASTKA}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {sorted.map((payment) => (
            <tr
              role="row"
              key={payment.id}
              data-payment={payment.id}
              className={css({
                display: { base: 'grid', md: 'table-row' },
                gridTemplateColumns: 'auto 1fr',
                columnGap: '4',
                rowGap: '0.5',
                px: { base: '4', md: '0' },
                py: { base: '3', md: '0' },
                borderBottomWidth: { base: '1px', md: '0' },
                borderColor: 'border.default',
                _last: { borderBottomWidth: '0' },
              })}
            >
              <td role="cell" className={dateCell}>
                <span className={phoneLabel}>{insuranceTexts.DATUM_PRIPSANI}: </span>
                <time dateTime={isoOf(payment.datum)}>{displayDate(payment.datum)}</time>
              </td>
              <td role="cell" className={monthCell}>
                <span className={phoneLabel}>{insuranceTexts.ZA_MESIC}: </span>
                <span>{payment.obdobi ? formatMonthYear(payment.obdobi) : insuranceTexts.VYROVNANI}</span>
              </td>
              <td role="cell" className={typeCell}>
                <span className={phoneLabel}>{insuranceTexts.TYP_PLATBY}: </span>
                <span>{paymentTypeLabel(payment.typUhradyKod)}</span>
              </td>
              <td role="cell" className={amountCell}>
                <span className={phoneLabel}>{insuranceTexts.CASTKA}: </span>
                <span>{formatCrowns(payment.castka)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The label of a payment's type code; an unknown code is shown as sent. */
function paymentTypeLabel(code: string): string {
  return code in paymentTypeLabels ? paymentTypeLabels[code as keyof typeof paymentTypeLabels] : code;
}
