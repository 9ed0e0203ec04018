/**
 * Pure formatting and parsing helpers shared by the server (PDFs, messages) and the browser
 * (screens, forms). No DOM, no time zone surprises: ISO dates are handled as calendar dates
 * ('YYYY-MM-DD', optionally followed by a zero time 'T00:00:00' as the wire sends them).
 *
 * Spaces: `formatMoney` and `formatNumber` go through Intl cs-CZ, which separates thousands
 * with a NO-BREAK SPACE (U+00A0) and puts one before 'Kč' too ('1 234,50 Kč'), so an amount
 * never wraps. Dates ('5. 6. 2025') use ordinary spaces, letter for letter as the spec's
 * pattern 'd. M. yyyy'.
 */

import { NBSP } from './format-dates';

// the dates part lives apart (format-dates.ts says why); everything of it is here too
export * from './format-dates';

// made on first use, as in format-dates.ts (it says why)
let moneyFormat: Intl.NumberFormat | undefined;

/** 1234.5 → '1 234,50 Kč' (Intl cs-CZ; the spaces are U+00A0 NO-BREAK SPACE). */
export function formatMoney(amount: number): string {
  moneyFormat ??= new Intl.NumberFormat('cs-CZ', { style: 'currency', currency: 'CZK' });
  return moneyFormat.format(amount);
}

/**
 * Crowns as screens and PDFs show them: whole crowns without decimals, otherwise two
 * (3306 → '3 306 Kč', 3306.5 → '3 306,50 Kč'); U+00A0 inside, so an amount never wraps.
 */
export function formatCrowns(amount: number): string {
  const whole = Number.isInteger(amount);
  return `${formatNumber(amount, whole ? { decimals: 0 } : { decimals: 2, minDecimals: 2 })}${NBSP}Kč`;
}

// ---------------------------------------------------------------------------------------------
// Czech counts ('1 lékař', '2 lékaři', '5 lékařů')
// ---------------------------------------------------------------------------------------------

/** The Czech form of a noun after a whole count: 1 → one, 2–4 → few, 0 and 5+ → many. */
export function czechPlural(n: number, one: string, few: string, many: string): string {
  const whole = Math.abs(n);
  return whole === 1 ? one : whole >= 2 && whole <= 4 ? few : many;
}

/** The count and the noun in its form: czechCount(3, 'odkaz', 'odkazy', 'odkazů') → '3 odkazy'. */
export function czechCount(n: number, one: string, few: string, many: string): string {
  return `${n} ${czechPlural(n, one, few, many)}`;
}

/** Czech month names in the nominative, January first ('leden 2025'). */
export const czechMonthNames = [
  'leden',
  'únor',
  'březen',
  'duben',
  'květen',
  'červen',
  'červenec',
  'srpen',
  'září',
  'říjen',
  'listopad',
  'prosinec',
] as const;

/** '2025-01' → 'leden 2025'; anything else unchanged. */
export function formatMonthYear(period: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  const month = match ? Number(match[2]) : 0;
  return match && month >= 1 && month <= 12 ? `${czechMonthNames[month - 1]} ${match[1]}` : period;
}

/**
 * A postal address on one line: 'Boleslavská 48, 293 06 Kosmonosy' (the postcode in two groups,
 * the state only when it is not the Czech Republic).
 */
export function formatAddress(adresa: { ulice?: string | null; obec: string; psc?: string | null; stat?: string | null }): string {
  const psc = adresa.psc && /^\d{5}$/.test(adresa.psc) ? `${adresa.psc.slice(0, 3)} ${adresa.psc.slice(3)}` : adresa.psc;
  const city = [psc, adresa.obec].filter(Boolean).join(' ');
  const state = adresa.stat && !/^(CZ|CZE|Česká republika|Česko)$/i.test(adresa.stat) ? adresa.stat : null;
  return [adresa.ulice, city, state].filter(Boolean).join(', ');
}

/** One formatter per decimals setting (a handful in the whole app). */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number the Czech way through Intl cs-CZ: comma decimals, U+00A0 between thousands ('1 234,5'). */
export function formatNumber(value: number, options: { decimals?: number; minDecimals?: number } = {}): string {
  const maximumFractionDigits = options.decimals ?? 20;
  const minimumFractionDigits = options.minDecimals ?? 0;
  const key = `${maximumFractionDigits}/${minimumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits, minimumFractionDigits });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/**
 * A number as it appears inside a validation message: comma decimals, no thousands
 * grouping ('Povolené minimum je 0,01', 'Povolené maximum je 9999999999,99',
 * 'Povolené minimum je 1900'), so years and limits read as the user types them.
 */
export function formatNumberForMessage(value: number | bigint | string): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string') return value.replace('.', ',');
  if (!Number.isFinite(value)) return String(value);
  const plain = /e/i.test(String(value)) ? value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 }) : String(value);
  return plain.replace('.', ',');
}

/**
 * The raw value an amount field shows while focused: comma decimals, no grouping
 * (1234.5 → '1234,5'). The value passed on uses a dot (a plain number).
 */
export function formatAmountInput(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? formatNumberForMessage(amount) : '';
}

/**
 * What a user typed into an amount field → a number: '1 234,50', '1234.5', '1234,5 Kč' → 1234.5.
 * Null for anything else (empty, letters, two separators).
 */
export function parseAmountInput(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const cleaned = text.replace(/[\s\u00a0\u202f]/g, '').replace(/Kč$/i, '');
  if (!/^-?\d+(?:[.,]\d+)?$/.test(cleaned)) return null;
  return Number(cleaned.replace(',', '.'));
}

/** '8001011234' → '800101/1234' (document 2 §9: shown with a slash after the sixth digit). Other text unchanged. */
export function formatBirthNumber(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const digits = value.trim().replace(/\s*\/\s*/, '');
  return /^\d{9,10}$/.test(digits) ? `${digits.slice(0, 6)}/${digits.slice(6)}` : value;
}

/** { predcisli: '19', cislo: '2000145399', banka: '0800' } → '19-2000145399/0800' (no prefix part when empty or zero). */
export function formatBankAccount(account: { predcisli?: string | null; cislo: string; banka: string }): string {
  const prefix = account.predcisli && /[1-9]/.test(account.predcisli) ? `${account.predcisli.replace(/^0+/, '')}-` : '';
  return `${prefix}${account.cislo}/${account.banka}`;
}

/** '19-2000145399/0800' or '2000145399/0800' → its parts (digits only, not checked for mod 11); null when it does not look like one. */
export function parseBankAccount(text: string | null | undefined): { predcisli?: string; cislo: string; banka: string } | null {
  if (typeof text !== 'string') return null;
  const match = /^(?:(\d{1,6})\s*-\s*)?(\d{1,10})\s*\/\s*(\d{4})$/.exec(text.trim());
  if (!match) return null;
  return match[1] ? { predcisli: match[1], cislo: match[2], banka: match[3] } : { cislo: match[2], banka: match[3] };
}
