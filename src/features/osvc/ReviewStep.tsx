/**
 * The review of the 'Přehled OSVČ' wizard: every value entered (with 'Upravit' per step), the
 * computed rows 9, 14, 16, the settlement and row 51 with the explanation of each
 * (computeOsvcOverview's `kroky`), and 'Odeslat přehled'.
 */
import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import {
  advanceTypeLabels,
  refundMethodLabels,
  taxRegimeLabels,
  taxReturnTypeLabels,
  type AdvanceType,
  type RefundMethod,
  type TaxRegime,
  type TaxReturnType,
} from '../../../contract/enums';
import { czechMonthNames, formatBankAccount, formatCrowns } from '../../../contract/format';
import { formatDay } from '../../lib/display-dates';
import type { OsvcOverviewResult } from '../../../contract/osvc-calculation';
import {
  inputSteps,
  overviewOf,
  reasonBirthNumbers,
  reasonKeys,
  type InputStep,
  type OsvcDraft,
} from '../../../machines/osvcOverview/osvcOverview.machine';
import { IconAlert } from '../../components/icons';
import { settlementWords } from './format';
import { osvcTexts } from './texts';
import { WizardFooter } from '../../components/WizardFooter';

const termStyle = css({ fontSize: 'sm', color: 'fg.muted' });
const listStyle = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 1fr) minmax(0, 1fr)' },
  columnGap: '4',
  rowGap: { base: '0', sm: '2' },
});

type Row = [string, ReactNode];

const yesNo = (value: boolean | undefined) => (value ? osvcTexts.ANO : osvcTexts.NE);
const orEmpty = (value: ReactNode) => (value === '' || value === undefined || value === null ? osvcTexts.NEVYPLNENO : value);
const amount = (value: number | string) => (typeof value === 'number' ? formatCrowns(value) : orEmpty(value));
const monthList = (months: boolean[]) => {
  const chosen = czechMonthNames.filter((_, index) => months[index]);
  return chosen.length ? chosen.join(', ') : osvcTexts.ZADNY_MESIC;
};

/** The values of one step as term → value. */
function rowsOf(step: InputStep, draft: OsvcDraft, zena: boolean): Row[] {
  switch (step) {
    case 'year':
      return [[osvcTexts.ROK, orEmpty(draft.rok)]];
    case 'taxReturn': {
      const rows: Row[] = [
        [osvcTexts.TYP_PRIZNANI, draft.priznaniTyp ? taxReturnTypeLabels[draft.priznaniTyp as TaxReturnType] : osvcTexts.NEVYPLNENO],
      ];
      if (draft.priznaniTyp !== 'NEPODAVANO')
        rows.push([osvcTexts.DATUM_PRIZNANI, orEmpty(formatDay(draft.danovePriznani.danovePriznaniDatum))]);
      rows.push(
        [
          osvcTexts.DANOVY_REZIM,
          draft.danovePriznani.danovyRezim ? taxRegimeLabels[draft.danovePriznani.danovyRezim as TaxRegime] : osvcTexts.NEVYPLNENO,
        ],
        [osvcTexts.POVINNOST_ZALOHA, yesNo(draft.danovePriznani.povinnostZaloha)],
        [osvcTexts.STANOVEN_ZAKLAD, yesNo(draft.danovePriznani.stanovenZaklad)],
      );
      return rows;
    }
    case 'rows':
      return [
        [osvcTexts.RADEK03, amount(draft.radek03)],
        [osvcTexts.RADEK04, orEmpty(draft.radek04)],
        [osvcTexts.RADEK05(zena), orEmpty(draft.radek05)],
        [osvcTexts.RADEK06, orEmpty(draft.radek06)],
        [osvcTexts.RADEK41, amount(draft.radek41)],
      ];
    case 'advances': {
      const rows: Row[] = [
        [osvcTexts.ZALOHA_TYP, draft.zalohaTyp ? advanceTypeLabels[draft.zalohaTyp as AdvanceType] : osvcTexts.NEVYPLNENO],
        [osvcTexts.POVINNOST_ZALOHY, monthList(draft.povinnostZalohy.mesice)],
      ];
      const reasons = reasonKeys.filter((key) => draft[key].zvolen);
      if (!reasons.length) rows.push([osvcTexts.DUVODY, osvcTexts.ZADNY_DUVOD]);
      for (const key of reasons) {
        const reason = draft[key];
        const birthNumbers = [reason.rodneCislo1, reason.rodneCislo2].slice(0, reasonBirthNumbers[key]).filter(Boolean).join(', ');
        rows.push([
          osvcTexts.DUVODY_POPIS[key].nazev,
          birthNumbers ? `${monthList(reason.mesice)}; ${birthNumbers}` : monthList(reason.mesice),
        ]);
      }
      return rows;
    }
    case 'refund': {
      const rows: Row[] = [[osvcTexts.VRACENI, refundMethodLabels[draft.preplatekVraceni as RefundMethod] ?? osvcTexts.NEVYPLNENO]];
      if (draft.preplatekVraceni === 'BANKOVNIUCET') rows.push([osvcTexts.CISLO_UCTU, formatBankAccount(draft.ucet)]);
      return rows;
    }
  }
}

export interface ReviewStepProps {
  draft: OsvcDraft;
  zena: boolean;
  submitError: string | null;
  submitting: boolean;
  onEdit: (step: InputStep) => void;
  onBack: () => void;
  onSubmit: () => void;
}

export function ReviewStep({ draft, zena, submitError, submitting, onEdit, onBack, onSubmit }: ReviewStepProps) {
  const overview = overviewOf(draft);
  return (
    <form
      noValidate
      aria-labelledby="osvc-krok"
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
      onSubmit={(event) => {
        event.preventDefault();
        if (!submitting) onSubmit();
      }}
    >
      {inputSteps.map((step) => (
        <section
          key={step}
          aria-labelledby={`osvc-souhrn-${step}`}
          className={cx(card(), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}
        >
          <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' })}>
            <h3 id={`osvc-souhrn-${step}`} className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
              {osvcTexts.KROKY[step]}
            </h3>
            <button
              type="button"
              className={button({ variant: 'ghost' })}
              onClick={() => onEdit(step)}
              disabled={submitting}
              aria-label={osvcTexts.UPRAVIT_KROK(osvcTexts.KROKY[step])}
            >
              {osvcTexts.UPRAVIT}
            </button>
          </div>
          <dl className={listStyle}>
            {rowsOf(step, draft, zena).map(([term, value]) => (
              <div key={term} className={css({ display: 'contents' })}>
                <dt className={termStyle}>{term}</dt>
                <dd className={css({ overflowWrap: 'anywhere', mb: { base: '2', sm: '0' }, fontVariantNumeric: 'tabular-nums' })}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      <section
        aria-labelledby="osvc-vypocet"
        className={cx(card({ tone: 'primary' }), css({ display: 'flex', flexDirection: 'column', gap: '3' }))}
      >
        <h3 id="osvc-vypocet" className={css({ fontWeight: 'bold', fontSize: 'lg' })}>
          {osvcTexts.VYPOCET}
        </h3>
        {overview ? <ComputedRows overview={overview} /> : <p>{osvcTexts.NELZE_SPOCITAT}</p>}
      </section>
      {submitError ? (
        <p role="alert" className={cx(card({ tone: 'danger' }), css({ display: 'flex', gap: '2', alignItems: 'flex-start' }))}>
          <IconAlert size={20} />
          <span>{submitError}</span>
        </p>
      ) : null}
      <WizardFooter onBack={onBack} label={osvcTexts.ODESLAT} busy={submitting} busyLabel={osvcTexts.ODESILANI} spinner />
    </form>
  );
}

const rowLabels: Record<OsvcOverviewResult['kroky'][number]['radek'], string> = {
  '09': osvcTexts.RADEK09,
  '14': osvcTexts.RADEK14,
  '16': osvcTexts.RADEK16,
  vyrovnani: osvcTexts.VYROVNANI_RADEK,
  '51': osvcTexts.RADEK51,
};

/** Rows 9, 14, 16, the settlement and row 51, each with the Czech explanation of how it was computed. */
export function ComputedRows({ overview }: { overview: Pick<OsvcOverviewResult, 'kroky' | 'vyrovnani'> }) {
  return (
    <dl className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {overview.kroky.map((krok) => (
        <div key={krok.radek} className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
          <dt className={css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap', fontWeight: 'semibold' })}>
            <span>{rowLabels[krok.radek]}</span>
            <span className={css({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })}>
              {krok.radek === 'vyrovnani' ? settlementWords(krok.hodnota) : formatCrowns(krok.hodnota)}
            </span>
          </dt>
          <dd className={css({ fontSize: 'sm', color: 'fg.muted', overflowWrap: 'anywhere' })}>{krok.vzorec}</dd>
        </div>
      ))}
    </dl>
  );
}
