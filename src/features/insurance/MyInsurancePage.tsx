/**
 * Moje pojištění (/moje-pojisteni/{rok?}): the person's insurance today — category with its
 * icon, payer, since when, insurance number, variable symbol and the balance — then one year's
 * periods (category and payer) and, for self-payers, what was due and paid in that year. The
 * year comes from the URL; without it the newest year of the answer is shown.
 */
import { useId } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { insuredCategoryLabels } from '../../../contract/enums';
import { addDaysIso, formatBirthNumber, formatCrowns, todayIso } from '../../../contract/format';
import { type MojePojistneOdpoved, type ObdobiPojisteni, type PolozkaUctu, type RokPojisteni } from '../../../contract/insurance';
import { ledgerStateLabels, payerTypeLabels, type PayerType } from '../../../contract/enums';
import { fullName } from '../../../contract/person';
import { NativeSelect } from '../../components/form/NativeSelect';
import { IconChevronRight } from '../../components/icons';
import { Page } from '../../components/Page';
import { QueryView } from '../../components/QueryView';
import { useApi } from '../../app';
import { insuranceStateQuery, insuranceYearsQuery } from './api';
import { displayDate, isoOf } from './format';
import { categoryIcons } from './icons';
import { BalanceLine, Details, mutedText, sectionTitle, WithInsuredPerson } from './parts';
import { insuranceTexts } from './texts';

export function MyInsurancePage({ rok }: { rok?: number }) {
  return (
    <WithInsuredPerson title={insuranceTexts.MOJE_POJISTENI}>
      {(pojistenecId) => <MyInsuranceScreen pojistenecId={pojistenecId} rokParam={rok} />}
    </WithInsuredPerson>
  );
}

function MyInsuranceScreen({ pojistenecId, rokParam }: { pojistenecId: string; rokParam?: number }) {
  const api = useApi();
  const state = useQuery(insuranceStateQuery(api, pojistenecId));
  return (
    <Page title={insuranceTexts.MOJE_POJISTENI}>
      <QueryView query={state}>
        {(data) => (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
            <CurrentState data={data} />
            <YearSection pojistenecId={pojistenecId} years={data.roky} rok={rokParam ?? data.roky[0]} />
            <MoreLinks osvc={data.osvc} />
          </div>
        )}
      </QueryView>
    </Page>
  );
}

const payerText = (platceTyp: PayerType | null, platceNazev: string | null): string => {
  if (!platceTyp) return '—';
  return platceNazev ? `${payerTypeLabels[platceTyp]} – ${platceNazev}` : payerTypeLabels[platceTyp];
};

function CurrentState({ data }: { data: MojePojistneOdpoved }) {
  const headingId = useId();
  const Icon = data.kategorie ? categoryIcons[data.kategorie] : null;
  const items: [string, React.ReactNode][] = [
    [insuranceTexts.POJISTENEC, fullName(data.pojistenec)],
    [insuranceTexts.PLATCE, payerText(data.platceTyp, data.platceNazev)],
  ];
  if (data.pojistenOd)
    items.push([insuranceTexts.POJISTEN_OD, <time dateTime={isoOf(data.pojistenOd)}>{displayDate(data.pojistenOd)}</time>]);
  items.push([insuranceTexts.CISLO_POJISTENCE, formatBirthNumber(data.pojistenec.cisloPojistence)]);
  items.push([insuranceTexts.VARIABILNI_SYMBOL, data.variabilniSymbol]);
  items.push([
    insuranceTexts.SALDO,
    <span className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
      <BalanceLine state={data} />
      <span className={css({ fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' })}>
        {insuranceTexts.SALDO_K_DATU(displayDate(data.saldoKDatu))}
      </span>
    </span>,
  ]);
  if (data.platiSam) {
    items.push([insuranceTexts.PO_SPLATNOSTI_RADEK, formatCrowns(data.poSplatnosti)]);
    if (data.nejblizsiSplatnost) items.push([insuranceTexts.SPLATNE_DO(displayDate(data.nejblizsiSplatnost)), formatCrowns(data.splatne)]);
  }

  return (
    <section aria-labelledby={headingId} className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '4' }))}>
      <h2 id={headingId} className={sectionTitle}>
        {insuranceTexts.STAV_POJISTENI}
      </h2>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '4' })}>
        {Icon ? (
          <span
            className={css({
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              w: '14',
              h: '14',
              flexShrink: 0,
              borderRadius: 'full',
              bg: 'primary.subtle',
              color: 'primary.text',
            })}
          >
            <Icon size={32} />
          </span>
        ) : null}
        <p>
          <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>{insuranceTexts.KATEGORIE}</span>
          <span
            className={css({ display: 'block', fontSize: 'lg', fontWeight: 'bold', lineHeight: '1.3' })}
            data-category={data.kategorie ?? ''}
          >
            {data.kategorie ? insuredCategoryLabels[data.kategorie] : insuranceTexts.NEPOJISTEN}
          </span>
        </p>
      </div>
      <Details items={items} />
      {data.platiSam ? <AccountItems items={data.polozky} /> : null}
    </section>
  );
}

/**
 * 'Z čeho se skládá': what is owed item by item (open ones first, each with its due date, state
 * and a 'Zaplatit' for that item alone), then the items of the last year with the payments received.
 */
function AccountItems({ items }: { items: readonly PolozkaUctu[] }) {
  const headingId = useId();
  const open = items.filter((item) => item.zbyva > 0);
  const yearAgo = addDaysIso(todayIso(), -366); // the Prague day, like every due date it is compared with
  const recent = items.filter((item) => item.zbyva === 0 && item.splatnost.slice(0, 10) >= yearAgo).reverse();
  const row = (item: PolozkaUctu) => (
    <li
      key={item.id}
      data-item={item.id}
      data-state={item.stav}
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        gap: '2',
        justifyContent: 'space-between',
        alignItems: 'center',
        py: '2',
        borderBottomWidth: '1px',
        borderColor: 'border.subtle',
      })}
    >
      <span className={css({ display: 'flex', flexDirection: 'column', flex: '1 1 14rem' })}>
        <span className={css({ fontWeight: 'semibold' })}>{item.nazev}</span>
        <span className={cx(mutedText, css({ fontSize: 'sm' }))}>
          {item.druh === 'PLATBA' || item.castka < 0
            ? insuranceTexts.PRIPSANO_DNE(displayDate(item.splatnost))
            : insuranceTexts.POLOZKA_SPLATNOST(displayDate(item.splatnost), ledgerStateLabels[item.stav])}
        </span>
      </span>
      <span className={css({ fontWeight: 'semibold', color: item.stav === 'PO_SPLATNOSTI' ? 'danger.text' : 'fg.default' })}>
        {formatCrowns(item.zbyva > 0 ? item.zbyva : Math.abs(item.castka))}
      </span>
      {item.zbyva > 0 ? (
        <Link
          to="/moje-pojisteni/uhrada-pojistneho/"
          search={{ polozka: item.id }}
          className={cx(button({ variant: 'outline' }), css({ px: '3' }))}
          aria-label={`${insuranceTexts.ZAPLATIT}: ${item.nazev}`}
        >
          {insuranceTexts.ZAPLATIT}
        </Link>
      ) : null}
    </li>
  );
  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h3 id={headingId} className={css({ fontWeight: 'bold' })}>
        {insuranceTexts.Z_CEHO_SE_SKLADA}
      </h3>
      {open.length > 0 ? <ul>{open.map(row)}</ul> : <p className={mutedText}>{insuranceTexts.NIC_OTEVRENEHO}</p>}
      {recent.length > 0 ? (
        <details>
          <summary className={css({ cursor: 'pointer', color: 'primary.text', fontWeight: 'semibold' })}>
            {insuranceTexts.POSLEDNI_ROK}
          </summary>
          <ul>{recent.map(row)}</ul>
        </details>
      ) : null}
    </section>
  );
}

function YearSection({ pojistenecId, years, rok }: { pojistenecId: string; years: readonly number[]; rok: number | undefined }) {
  const api = useApi();
  const navigate = useNavigate();
  const headingId = useId();
  const query = useQuery(insuranceYearsQuery(api, pojistenecId));

  if (rok === undefined) {
    return <p className={card()}>{insuranceTexts.ZADNE_ROKY}</p>;
  }
  // A year typed into the URL that the person has no insurance in still gets its option.
  const options = (years.includes(rok) ? years : [...years, rok].sort((a, b) => b - a)).map((year) => ({
    value: String(year),
    label: String(year),
  }));

  return (
    <section aria-labelledby={headingId} className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', sm: 'row' },
          alignItems: { sm: 'flex-end' },
          justifyContent: 'space-between',
          gap: '3',
          '& > h2': { flex: '1' },
        })}
      >
        <h2 id={headingId} className={sectionTitle}>
          {insuranceTexts.POJISTENI_V_ROCE(rok)}
        </h2>
        <NativeSelect
          label={insuranceTexts.ROK}
          value={String(rok)}
          options={options}
          placeholder={false}
          onChange={(value) => void navigate({ to: '/moje-pojisteni/{-$rok}', params: { rok: Number(value) } })}
          className={css({ w: { base: 'full', sm: '10rem' }, flexShrink: 0 })}
        />
      </div>
      <QueryView query={query}>{(data) => <YearDetail year={data.seznamRoku.find((entry) => entry.rok === rok)} rok={rok} />}</QueryView>
    </section>
  );
}

function YearDetail({ year, rok }: { year: RokPojisteni | undefined; rok: number }) {
  if (!year || year.obdobi.length === 0) return <p className={card()}>{insuranceTexts.ZADNE_OBDOBI(rok)}</p>;
  const selfPaid = year.predpis !== 0 || year.uhrazeno !== 0;
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <ul
        className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } })}
        aria-label={insuranceTexts.POJISTENI_V_ROCE(rok)}
      >
        {year.obdobi.map((period) => (
          <PeriodCard key={`${period.datumOd}-${period.kategorie}`} period={period} />
        ))}
      </ul>
      {selfPaid ? (
        <div className={card({ tone: 'primary' })}>
          <Details
            items={[
              [insuranceTexts.PREDPIS, formatCrowns(year.predpis)],
              [insuranceTexts.UHRAZENO, formatCrowns(year.uhrazeno)],
              [
                insuranceTexts.SALDO_ROKU,
                <BalanceLine state={{ saldo: year.saldo, poSplatnosti: 0, splatne: 0, nejblizsiSplatnost: null }} payLink={false} />,
              ],
            ]}
          />
          <p className={cx(mutedText, css({ fontSize: 'sm', mt: '2' }))}>{insuranceTexts.PREDPIS_POPIS}</p>
        </div>
      ) : null}
    </div>
  );
}

function PeriodCard({ period }: { period: ObdobiPojisteni }) {
  const Icon = categoryIcons[period.kategorie];
  const from = <time dateTime={isoOf(period.datumOd)}>{displayDate(period.datumOd)}</time>;
  const to = period.datumDo ? <time dateTime={isoOf(period.datumDo)}>{displayDate(period.datumDo)}</time> : insuranceTexts.DOSUD;
  return (
    <li className={cx(card(), css({ display: 'flex', gap: '3', alignItems: 'flex-start' }))}>
      <span className={css({ display: 'inline-flex', color: 'primary.text', flexShrink: 0, mt: '0.5' })}>
        <Icon size={28} />
      </span>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', minW: 0 })}>
        <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'primary.text' })}>
          <span className={css({ srOnly: true })}>{insuranceTexts.OBDOBI}: </span>
          {from} – {to}
        </p>
        <p className={css({ fontWeight: 'bold', overflowWrap: 'anywhere' })}>{insuredCategoryLabels[period.kategorie]}</p>
        <p className={cx(mutedText, css({ overflowWrap: 'anywhere' }))}>
          {insuranceTexts.PLATCE}: {payerText(period.platceTyp, period.platceNazev)}
        </p>
      </div>
    </li>
  );
}

const navLinkStyle = cx(
  card({ interactive: true }),
  css({
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    fontWeight: 'semibold',
    color: 'primary.text',
    py: '3',
  }),
);

function MoreLinks({ osvc }: { osvc: boolean }) {
  return (
    <nav aria-label={insuranceTexts.DALSI_ODKAZY}>
      <ul className={css({ display: 'grid', gap: '3', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' } })}>
        <li>
          <Link to="/moje-pojisteni/platby-pojistneho/{-$typ}/{-$rok}" params={{}} className={navLinkStyle}>
            {insuranceTexts.PLATBY_POJISTNEHO}
            <IconChevronRight size={20} />
          </Link>
        </li>
        {osvc ? (
          <li>
            <Link to="/moje-pojisteni/platby-pojistneho/prehled-osvc/" className={navLinkStyle}>
              {insuranceTexts.PREHLED_OSVC}
              <IconChevronRight size={20} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
