/**
 * The one home for money: amounts are stored and summed in whole haléře (integers, never floats)
 * and sent and shown in koruny. Every conversion between the two goes through here; a lint test
 * (tests/lint/money-home.test.ts) fails when a second copy appears elsewhere.
 */
import { formatCrowns, formatDateCz } from './format';

export { formatCrowns };

/** Koruny → whole haléře: 12.34 → 1234 (rounded to the nearest haléř). */
export function crownsToHellers(amount: number): number {
  return Math.round(amount * 100);
}

/** Haléře → koruny with at most two decimals: 1234 → 12.34. */
export function hellersToCrowns(hellers: number): number {
  return Math.round(hellers) / 100;
}

/** Haléře or null → koruny or null (an optional amount on the wire). */
export function hellersToCrownsOrNull(hellers: number | null): number | null {
  return hellers === null ? null : hellersToCrowns(hellers);
}

/**
 * Koruny with at most two decimals → exact haléře; null when the amount has more decimals
 * (12.345) or is not a finite number, so a caller can refuse it with its own message.
 */
export function exactHellers(amount: number): number | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  const scaled = amount * 100;
  const rounded = Math.round(scaled);
  return Math.abs(scaled - rounded) > 1e-6 ? null : rounded;
}

/** Haléře → text as screens and PDFs show it: 330600 → '3 306 Kč', 15388450n → '153 884,50 Kč'. */
export function formatHellers(hellers: number | bigint): string {
  return formatCrowns(hellersToCrowns(Number(hellers)));
}

/** Non-negative haléře → a decimal with a dot and two places, as payment orders want it: 123450 → '1234.50'. */
export function hellersToDecimalText(hellers: number): string {
  const whole = Math.round(hellers);
  return `${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Koruny rounded to whole haléře: 12.345 → 12.35, 0.1 + 0.2 → 0.3. */
export function roundCrowns(amount: number): number {
  return hellersToCrowns(crownsToHellers(amount));
}

export type BalanceTone = 'ok' | 'due' | 'overdue';

/**
 * The state of the premium account in one sentence, for the start page and Moje pojištění, with
 * the nearest due date: 'Po splatnosti máte 3 306 Kč. Dalších 3 657 Kč je splatných do 8. 1. 2027.'
 */
export function premiumBalanceSentence(state: {
  poSplatnosti: number;
  splatne: number;
  nejblizsiSplatnost: string | null;
  saldo: number;
}): { tone: BalanceTone; text: string } {
  const due = state.nejblizsiSplatnost ? formatDateCz(state.nejblizsiSplatnost.slice(0, 10)) : '';
  const upcoming = state.splatne > 0.005 && due ? `${formatCrowns(state.splatne)} je splatných do ${due}.` : '';
  if (state.poSplatnosti > 0.005)
    return {
      tone: 'overdue',
      text: `Po splatnosti máte ${formatCrowns(state.poSplatnosti)}, uhraďte je prosím co nejdříve.${upcoming ? ` Dalších ${upcoming}` : ''}`,
    };
  if (upcoming) return { tone: 'due', text: `Nic nemáte po splatnosti. ${upcoming.charAt(0).toUpperCase()}${upcoming.slice(1)}` };
  if (state.saldo > 0.005) return { tone: 'ok', text: `Evidujeme přeplatek ${formatCrowns(state.saldo)}` };
  return { tone: 'ok', text: 'Vše máte uhrazeno' };
}
