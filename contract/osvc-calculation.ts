/**
 * Přehled o příjmech a výdajích OSVČ (zdravotní pojištění) — the calculated rows of the annual
 * overview (document 2 §5 'Business rules for forms'; product §3 'Tax return').
 *
 * All arithmetic runs on integer haléře (BigInt where values are multiplied), so there is no
 * floating-point drift; only the returned numbers are converted back to crowns. The statutory
 * values per year, their sources and worked examples are in docs/osvc-calculation.md.
 *
 *   row 9  = minimum monthly assessment base × row 6                       (exact, in haléře)
 *   row 14 = max(50 % × row 3, row 9), rounded UP to whole crowns           (§ 3a zák. 592/1992 Sb.)
 *   row 16 = 13,5 % × row 14 × row 5 / row 4, rounded UP to whole crowns    (premium)
 *   settlement = row 41 − row 16  (> 0 overpayment / přeplatek, < 0 arrears / doplatek)
 *   row 51 = 13,5 % × 50 % × row 3 / row 4, rounded UP to whole crowns, but never below the
 *            minimum monthly advance of the year FOLLOWING the overview year (the new advance
 *            is paid from the month after the overview is filed, i.e. in year rok + 1).
 *
 * Row 4 = months in which the self-employed activity was carried on (at least one day);
 * row 5 = months of those in which the person was insured in the Czech public health
 * insurance as OSVČ (row 5 ≤ row 4); row 6 = months for which the minimum base applies
 * (row 6 ≤ row 4).
 */
import { formatNumber } from './format';
import { exactHellers, formatHellers, hellersToCrowns } from './money';
import { messages } from './messages';

/**
 * The rows' names as the screen and the PDF show them (one wording for both). Row 5 speaks of the
 * filer in the past tense: `zena` from the birth number instead of the paper form's 'byl(a)'.
 */
export const osvcRowLabels = {
  radek03: 'Řádek 3 – příjmy po odečtení výdajů',
  radek04: 'Řádek 4 – počet měsíců samostatné výdělečné činnosti',
  radek05: (zena: boolean) => `Řádek 5 – počet měsíců, kdy jste ${zena ? 'byla pojištěnkou' : 'byl pojištěncem'} jako OSVČ`,
  radek06: 'Řádek 6 – počet měsíců, za které se platí z minimálního vyměřovacího základu',
  radek41: 'Řádek 41 – zaplacené zálohy',
  radek09: 'Řádek 9 – minimální vyměřovací základ',
  radek14: 'Řádek 14 – vyměřovací základ',
  radek16: 'Řádek 16 – pojistné',
  vyrovnani: 'Vyrovnání (řádek 41 − řádek 16)',
  radek51: 'Řádek 51 – nová měsíční záloha',
} as const;

/** Statutory values of one calendar year (all money in haléře, integers). */
export interface OsvcYear {
  rok: number;
  /** Průměrná mzda for the year (Kč, whole crowns) as set by the government regulation. */
  prumernaMzda: number;
  /** Minimum monthly assessment base of an OSVČ = 50 % of the average wage, in haléře. */
  minimalniVymerovaciZakladHal: number;
  /** Minimum monthly advance = 13,5 % × minimum base, rounded up to whole crowns (Kč). */
  minimalniZaloha: number;
  /** Where the figure comes from. */
  zdroj: string;
}

/** Premium rate 13,5 % (§ 2 odst. 1 zák. č. 592/1992 Sb.) as a fraction per mille. */
export const OSVC_SAZBA_PROMILE = 135n;
/** Share of the profit that forms the assessment base: 50 % (§ 3a odst. 2 zák. č. 592/1992 Sb.). */
export const OSVC_PODIL_ZAKLADU_PROCENT = 50n;

const year = (rok: number, prumernaMzda: number, minimalniZaloha: number, zdroj: string): OsvcYear => ({
  rok,
  prumernaMzda,
  // 50 % of whole crowns → haléře: prumernaMzda × 100 / 2 = prumernaMzda × 50, always an integer
  minimalniVymerovaciZakladHal: prumernaMzda * 50,
  minimalniZaloha,
  zdroj,
});

/**
 * Statutory values per year. The overview can be filed for a year only when the NEXT year is
 * in this table too (row 51 needs its minimum advance): see `osvcOverviewYears`.
 */
export const osvcYears: readonly OsvcYear[] = [
  year(
    2021,
    35_441,
    2_393,
    'Průměrná mzda 2021 35 441 Kč (nařízení vlády o všeobecném vyměřovacím základu za 2019 a přepočítacím koeficientu, č. 365/2020 Sb. – číslo předpisu neověřeno); min. VZ 17 720,50 Kč, min. záloha 2 393 Kč.',
  ),
  year(2022, 38_911, 2_627, 'Průměrná mzda 2022 38 911 Kč (nařízení vlády č. 356/2021 Sb.); min. VZ 19 455,50 Kč, min. záloha 2 627 Kč.'),
  year(
    2023,
    40_324,
    2_722,
    'Průměrná mzda 2023 40 324 Kč (nařízení vlády č. 290/2022 Sb. – číslo předpisu neověřeno); min. VZ 20 162 Kč, min. záloha 2 722 Kč.',
  ),
  year(
    2024,
    43_967,
    2_968,
    'Průměrná mzda 2024 43 967 Kč (nařízení vlády č. 281/2023 Sb. – číslo předpisu neověřeno); min. VZ 21 983,50 Kč, min. záloha 2 968 Kč.',
  ),
  year(
    2025,
    46_557,
    3_143,
    'Průměrná mzda 2025 46 557 Kč = všeobecný VZ 2023 43 682 Kč × koeficient 1,0658 (nařízení vlády č. 282/2024 Sb. – číslo předpisu neověřeno); min. VZ 23 278,50 Kč, min. záloha 3 143 Kč.',
  ),
  year(
    2026,
    48_967,
    3_306,
    'Průměrná mzda 2026 48 967 Kč = všeobecný VZ 2024 46 278 Kč × koeficient 1,0581 (nařízení vlády pro rok 2026, číslo neověřeno); min. VZ 24 483,50 Kč, min. záloha 3 306 Kč.',
  ),
];

/** Years for which an overview can be filed (2021–2025): the year and the year after are both known. */
export const osvcOverviewYears: readonly number[] = osvcYears
  .filter((y) => osvcYears.some((next) => next.rok === y.rok + 1))
  .map((y) => y.rok);

export function osvcYear(rok: number): OsvcYear | undefined {
  return osvcYears.find((y) => y.rok === rok);
}

/**
 * Why an overview for `rok` cannot be computed from the statutory data, naming the year whose
 * values are missing (the year itself, or the next one that row 51 needs); null when both are there.
 */
export function osvcYearRefusal(rok: number): string | null {
  if (!osvcYear(rok)) return messages.overviewYearValuesMissing(rok);
  if (!osvcYear(rok + 1)) return messages.overviewYearValuesMissing(rok + 1);
  return null;
}

/** The input field a refusal concerns (`rok` for a year that cannot be filed). */
export type OsvcOverviewField = 'rok' | 'radek03' | 'radek04' | 'radek05' | 'radek06' | 'radek41';

/**
 * Thrown for inputs the overview cannot be calculated from: the field and its Czech message as
 * data (the message is what the person sees on that field), so no caller parses the text.
 */
export class OsvcOverviewError extends Error {
  readonly field: OsvcOverviewField;

  constructor(field: OsvcOverviewField, message: string) {
    super(message);
    this.name = 'OsvcOverviewError';
    this.field = field;
  }
}

export interface OsvcOverviewInput {
  rok: number;
  /** Row 3: income minus expenses in Kč (may be negative, at most 2 decimals). */
  radek03: number;
  /** Row 4: months of self-employment, 1–12. */
  radek04: number;
  /** Row 5: months of insurance duty as OSVČ, 1–12, ≤ row 4. */
  radek05: number;
  /** Row 6: months to which the minimum base applies, 0–12, ≤ row 4. */
  radek06: number;
  /** Row 41: advances paid in Kč, ≥ 0, at most 2 decimals. */
  radek41: number;
}

export interface OsvcStep {
  radek: '09' | '14' | '16' | 'vyrovnani' | '51';
  /** Czech text of how the value was obtained. */
  vzorec: string;
  /** Value in Kč. */
  hodnota: number;
}

export interface OsvcOverviewResult {
  /** Row 9: minimum assessment base for the year (Kč, may have haléře). */
  radek09: number;
  /** Row 14: assessment base (whole Kč). */
  radek14: number;
  /** Row 16: premium (whole Kč). */
  radek16: number;
  /** Row 41 − row 16: positive = přeplatek (overpayment), negative = doplatek (to pay). */
  vyrovnani: number;
  /** Row 51: new monthly advance (whole Kč), paid in year rok + 1. */
  radek51: number;
  kroky: OsvcStep[];
}

const HAL_PER_KC = 100n;

/** Ceiling of a / b for BigInt, b > 0. */
function ceilDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b > 0n ? q + 1n : q;
}

/** Kč with up to 2 decimals → haléře; throws on more decimals or out of range. */
function toHal(amount: number, field: OsvcOverviewField, min: number, max: number): bigint {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw new OsvcOverviewError(field, messages.notNumber);
  if (amount < min) throw new OsvcOverviewError(field, messages.min(formatNumber(min)));
  if (amount > max) throw new OsvcOverviewError(field, messages.max(formatNumber(max)));
  const hellers = exactHellers(amount);
  if (hellers === null) throw new OsvcOverviewError(field, messages.decimalPlaces(2));
  return BigInt(hellers);
}

function months(value: number, field: OsvcOverviewField, min: number): bigint {
  if (!Number.isInteger(value)) throw new OsvcOverviewError(field, messages.integer);
  if (value < min) throw new OsvcOverviewError(field, messages.min(min));
  if (value > 12) throw new OsvcOverviewError(field, messages.max(12));
  return BigInt(value);
}

/** Haléře → Czech text: 26380200n → '263 802 Kč', 15388450n → '153 884,50 Kč' (U+00A0 spaces). */
export function formatHal(hal: bigint): string {
  return formatHellers(hal);
}

const halToKc = (hal: bigint): number => hellersToCrowns(Number(hal));

/**
 * Computes rows 9, 14, 16, the settlement and row 51 of the overview for `rok`.
 * Throws OsvcOverviewError on `rok` naming the missing statutory year (osvcYearRefusal) for a year outside
 * `osvcOverviewYears`, and on the row's field for inputs outside the limits of §5.
 */
export function computeOsvcOverview(input: OsvcOverviewInput): OsvcOverviewResult {
  const current = osvcYear(input.rok);
  const next = osvcYear(input.rok + 1);
  if (!current || !next) throw new OsvcOverviewError('rok', osvcYearRefusal(input.rok) ?? messages.overviewNotAllowedForYear);

  const r3 = toHal(input.radek03, 'radek03', -9_999_999_999.99, 9_999_999_999.99);
  const r4 = months(input.radek04, 'radek04', 1);
  const r5 = months(input.radek05, 'radek05', 1);
  const r6 = months(input.radek06, 'radek06', 0);
  const r41 = toHal(input.radek41, 'radek41', 0, 9_999_999_999.99);
  if (r5 > r4) throw new OsvcOverviewError('radek05', messages.valueAboveRow4);
  if (r6 > r4) throw new OsvcOverviewError('radek06', messages.valueAboveRow4);

  const minBase = BigInt(current.minimalniVymerovaciZakladHal);
  const kroky: OsvcStep[] = [];

  // Row 9: minimum base × months of row 6 (exact; 21 983,50 × 7 = 153 884,50)
  const r9 = minBase * r6;
  kroky.push({
    radek: '09',
    vzorec: `Řádek 9 = ${formatHal(minBase)} (minimální měsíční vyměřovací základ ${current.rok}) × ${r6} = ${formatHal(r9)}`,
    hodnota: halToKc(r9),
  });

  // Row 14: 50 % of row 3, at least row 9, rounded up to whole Kč. Compared in half-haléře so that
  // 50 % of an odd number of haléře stays exact: 2 × (50 % × row 3) = row 3.
  const profitHalves = r3;
  const minHalves = r9 * 2n;
  const profitApplies = profitHalves > minHalves;
  const baseHalves = profitApplies ? profitHalves : minHalves;
  const r14Kc = baseHalves <= 0n ? 0n : ceilDiv(baseHalves, 2n * HAL_PER_KC);
  kroky.push({
    radek: '14',
    vzorec: profitApplies
      ? `Řádek 14 = 50 % × ${formatHal(r3)}, zaokrouhleno nahoru na celé koruny = ${formatHal(r14Kc * HAL_PER_KC)} (není méně než řádek 9 = ${formatHal(r9)})`
      : `Řádek 14: 50 % × ${formatHal(r3)} je méně než řádek 9, proto platí řádek 9, zaokrouhleno nahoru na celé koruny = ${formatHal(r14Kc * HAL_PER_KC)}`,
    hodnota: Number(r14Kc),
  });

  // Row 16: 13,5 % × row 14 × row 5 / row 4, rounded up to whole Kč
  const r16Kc = ceilDiv(OSVC_SAZBA_PROMILE * r14Kc * r5, 1000n * r4);
  kroky.push({
    radek: '16',
    vzorec: `Řádek 16 = 13,5 % × ${formatHal(r14Kc * HAL_PER_KC)} × ${r5} / ${r4}, zaokrouhleno nahoru na celé koruny = ${formatHal(r16Kc * HAL_PER_KC)}`,
    hodnota: Number(r16Kc),
  });

  // Settlement: row 41 − row 16
  const settlement = r41 - r16Kc * HAL_PER_KC;
  const kind = settlement > 0n ? 'přeplatek' : settlement < 0n ? 'doplatek' : 'vyrovnáno';
  kroky.push({
    radek: 'vyrovnani',
    vzorec: `Vyrovnání = řádek 41 − řádek 16 = ${formatHal(r41)} − ${formatHal(r16Kc * HAL_PER_KC)} = ${formatHal(settlement)} (${kind})`,
    hodnota: halToKc(settlement),
  });

  // Row 51: 13,5 % × 50 % × row 3 / row 4 (Kč = r3 hal × 675 / (10 000 × 100 × r4)), rounded up; ≥ next year's minimum
  const computed = r3 > 0n ? ceilDiv(r3 * OSVC_SAZBA_PROMILE * OSVC_PODIL_ZAKLADU_PROCENT, 1000n * 100n * HAL_PER_KC * r4) : 0n;
  const minAdvance = BigInt(next.minimalniZaloha);
  const r51Kc = computed > minAdvance ? computed : minAdvance;
  const r51Text = `13,5 % × 50 % × ${formatHal(r3)} / ${r4}, zaokrouhleno nahoru na celé koruny = ${formatHal(computed * HAL_PER_KC)}`;
  kroky.push({
    radek: '51',
    vzorec:
      computed > minAdvance
        ? `Řádek 51 = ${r51Text} (minimální záloha ${next.rok} je ${formatHal(minAdvance * HAL_PER_KC)})`
        : `Řádek 51 = ${r51Text} je méně než minimální záloha ${next.rok}, proto platí ${formatHal(minAdvance * HAL_PER_KC)}`,
    hodnota: Number(r51Kc),
  });

  return {
    radek09: halToKc(r9),
    radek14: Number(r14Kc),
    radek16: Number(r16Kc),
    vyrovnani: halToKc(settlement),
    radek51: Number(r51Kc),
    kroky,
  };
}
