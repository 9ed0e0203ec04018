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
import { card } from '../../../styled-system/recipes';
import { insuredCategoryLabels } from '../../../contract/enums';
import { formatBirthNumber, formatCrowns } from '../../../contract/format';
import { type MojePojistneOdpoved, type ObdobiPojisteni, type RokPojisteni } from '../../../contract/insurance';
import { payerTypeLabels, type PayerType } from '../../../contract/enums';
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
      <BalanceLine saldo={data.saldo} />
      <span className={css({ fontSize: 'sm', fontWeight: 'normal', color: 'fg.muted' })}>
        {insuranceTexts.SALDO_K_DATU(displayDate(data.saldoKDatu))}
      </span>
    </span>,
  ]);

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
              [insuranceTexts.SALDO_ROKU, <BalanceLine saldo={year.saldo} payLink={false} />],
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
