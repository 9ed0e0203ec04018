/**
 * Pure helpers of the insurance screens: amounts, months, dates, the balance sentence and the
 * choice of type and year on 'Platby pojistného'. No React, no fetch.
 */
import { formatCrowns } from '../../../contract/format';
import { premiumBalanceSentence } from '../../../contract/money';
import { dayIsoOf, formatDay } from '../../lib/display-dates';
import { paymentPersonTypes, type PayerType, type PaymentPersonType } from '../../../contract/enums';
import { insuranceTexts } from './texts';

/** A wire date ('2025-01-15T00:00:00') → '15. 1. 2025'. */
export function displayDate(wire: string | null | undefined): string {
  return formatDay(wire);
}

/** A wire date → 'YYYY-MM-DD' for <time dateTime> (a moment on its Prague day, like the text beside it). */
export function isoOf(wire: string): string {
  return dayIsoOf(wire);
}

export type BalanceKind = 'settled' | 'arrears' | 'due' | 'overpaid';

export interface BalanceState {
  saldo: number;
  poSplatnosti: number;
  splatne: number;
  nejblizsiSplatnost: string | null;
}

/**
 * The balance as a sentence: only what is past due is arrears ('Po splatnosti máte …'); what is
 * owed and not due yet comes with its due date ('… je splatných do 8. 1. 2027'). A year's balance
 * (no due dates) says 'Zbývá uhradit 3 306 Kč', in no warning colour: whether any of it is overdue
 * is the account's line above it to say, and a December advance due in January is not a debt.
 */
export function balanceOf(state: BalanceState): { kind: BalanceKind; text: string } {
  const sentence = premiumBalanceSentence(state);
  if (sentence.tone === 'overdue') return { kind: 'arrears', text: sentence.text };
  if (sentence.tone === 'due') return { kind: 'due', text: sentence.text };
  // Amounts below half a heller are rounding noise, not a debt.
  if (Math.abs(state.saldo) < 0.005) return { kind: 'settled', text: insuranceTexts.VSE_UHRAZENO };
  if (state.saldo < 0) return { kind: 'due', text: insuranceTexts.ZBYVA_UHRADIT(formatCrowns(-state.saldo)) };
  return { kind: 'overpaid', text: insuranceTexts.PREPLATEK(formatCrowns(state.saldo)) };
}

/** Who pays when the person pays nothing themselves (the empty state of 'Platby pojistného'). */
export function othersPaySentence(platceTyp: PayerType | null): string {
  if (platceTyp === 'ZAMESTNAVATEL') return insuranceTexts.PLATI_ZAMESTNAVATEL;
  if (platceTyp === 'STAT') return insuranceTexts.PLATI_STAT;
  return insuranceTexts.ZADNE_PLATBY;
}

/** 'CZ6508000000192000145399' → 'CZ65 0800 0000 1920 0014 5399' (easier to read and retype). */
export function groupIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

export interface PaymentSummaryRow {
  rok: number;
  typOsoby: PaymentPersonType;
}

export interface PaymentSelection {
  /** The types the person has, in the contract's order. */
  types: PaymentPersonType[];
  typ: PaymentPersonType;
  /** Years of the chosen type, newest first (with the chosen year even when it has no payments). */
  years: number[];
  /** null when the chosen type has no year with payments and the URL names none. */
  rok: number | null;
}

/**
 * Type and year of 'Platby pojistného' from the URL and the person's summary: missing values
 * default to the newest year (and its type); null when the person has no payments at all
 * and the URL names nothing.
 */
export function paymentSelection(
  rows: readonly PaymentSummaryRow[],
  typParam: PaymentPersonType | undefined,
  rokParam: number | undefined,
): PaymentSelection | null {
  const types = paymentPersonTypes.filter((type) => rows.some((row) => row.typOsoby === type));
  const newest = [...rows].sort((a, b) => b.rok - a.rok);
  const typ = typParam ?? newest.find((row) => rokParam === undefined || row.rok === rokParam)?.typOsoby ?? newest[0]?.typOsoby;
  if (!typ) return null;
  const yearsOfType = [...new Set(newest.filter((row) => row.typOsoby === typ).map((row) => row.rok))];
  const rok = rokParam ?? yearsOfType[0];
  // A type named in the URL that the person does not have still shows (empty), with its option.
  const shownTypes = types.includes(typ) ? types : paymentPersonTypes.filter((type) => type === typ || types.includes(type));
  if (rok === undefined) return { types: shownTypes, typ, years: [], rok: null };
  const years = yearsOfType.includes(rok) ? yearsOfType : [...yearsOfType, rok].sort((a, b) => b - a);
  return { types: shownTypes, typ, years, rok };
}
