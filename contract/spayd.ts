/**
 * QR Platba — the Czech QR payment string (Short Payment Descriptor, SPAYD, version 1.0, the
 * Czech Banking Association standard): 'SPD*1.0*ACC:…*AM:…*CC:CZK*X-VS:…*MSG:…'.
 *
 * - ACC is an IBAN. A Czech account (prefix-number/bank code) becomes
 *   CZ + 2 check digits + bank code (4) + prefix (6, zero-padded) + number (10, zero-padded),
 *   the check digits being 98 − (BBAN + 'CZ00' with letters as numbers C=12, Z=35) mod 97.
 * - AM: amount with a dot and two decimals ('1234.50'), 0.01 to 9 999 999.99.
 * - Values must not contain '*', the field separator: it is written as '%2A'.
 * - X-VS and X-SS up to 10 digits, X-KS up to 4 digits, MSG up to 60 characters.
 * Errors are thrown as SpaydError with Czech messages (contract/messages.ts).
 */
import { isValidBankAccount } from './bank-account';
import { formatNumber } from './format';
import { exactHellers, hellersToDecimalText } from './money';
import { messages } from './messages';

export class SpaydError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SpaydError';
  }
}

export interface CzechAccount {
  predcisli?: string | null;
  cislo: string;
  banka: string;
}

/** Remainder of a long decimal string mod 97 (ISO 13616 / ISO 7064 MOD 97-10). */
function mod97(numeric: string): number {
  let remainder = 0;
  for (const ch of numeric) remainder = (remainder * 10 + Number(ch)) % 97;
  return remainder;
}

/** Letters → numbers as IBAN does (A=10 … Z=35). */
function ibanNumeric(text: string): string {
  return text.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
}

/** True when an IBAN (spaces allowed) has valid check digits. */
export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(compact)) return false;
  return mod97(ibanNumeric(compact.slice(4) + compact.slice(0, 4))) === 1;
}

/**
 * { predcisli: '19', cislo: '2000145399', banka: '0800' } → 'CZ6508000000192000145399'.
 * The prefix and the number must pass the Czech mod 11 check (vyhláška č. 169/2011 Sb.).
 */
export function czechAccountToIban(account: CzechAccount): string {
  const prefix = (account.predcisli ?? '').trim();
  const number = account.cislo.trim();
  const bank = account.banka.trim();
  if (!isValidBankAccount({ predcisli: prefix, cislo: number, banka: bank })) throw new SpaydError(messages.bankAccount);
  const prefix6 = prefix.padStart(6, '0');
  const number10 = number.padStart(10, '0');
  const bban = `${bank}${prefix6}${number10}`;
  const check = 98 - mod97(ibanNumeric(`${bban}CZ00`));
  return `CZ${String(check).padStart(2, '0')}${bban}`;
}

export interface SpaydPayment {
  /** IBAN of the recipient (spaces allowed, they are removed). */
  iban: string;
  /** Amount in crowns, 0.01 to 9 999 999.99, at most 2 decimals. */
  castka: number;
  mena?: 'CZK';
  /** Variable symbol, 1–10 digits. */
  vs?: string;
  /** Specific symbol, 1–10 digits. */
  ss?: string;
  /** Constant symbol, 1–4 digits. */
  ks?: string;
  /** Message for the recipient, at most 60 characters. */
  zprava?: string;
}

export const SPAYD_MAX_AMOUNT = 9_999_999.99;
export const SPAYD_MSG_MAX = 60;

/** A value inside the SPAYD string: the separator '*' becomes '%2A'. */
export function escapeSpaydValue(value: string): string {
  return value.replace(/\*/g, '%2A');
}

/** 1234.5 → '1234.50' through integer haléře (no float drift); throws outside 0.01–9 999 999.99. */
export function formatSpaydAmount(amount: number): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) throw new SpaydError(messages.notNumber);
  if (amount < 0.01) throw new SpaydError(messages.min(formatNumber(0.01)));
  if (amount > SPAYD_MAX_AMOUNT) throw new SpaydError(messages.max(formatNumber(SPAYD_MAX_AMOUNT)));
  const hal = exactHellers(amount);
  if (hal === null) throw new SpaydError(messages.decimalPlaces(2));
  return hellersToDecimalText(hal);
}

function symbol(value: string | undefined, max: number, key: string): string | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (!/^\d+$/.test(trimmed)) throw new SpaydError(`${key}: Pole musí obsahovat pouze číslice`);
  if (trimmed.length > max) throw new SpaydError(`${key}: ${messages.tooLong(max)}`);
  return trimmed;
}

/** The SPAYD string for a payment: 'SPD*1.0*ACC:CZ…*AM:1234.50*CC:CZK*X-VS:…*X-SS:…*X-KS:…*MSG:…'. */
export function buildSpayd(payment: SpaydPayment): string {
  const iban = payment.iban.replace(/\s+/g, '').toUpperCase();
  if (!isValidIban(iban)) throw new SpaydError(messages.bankAccount);
  const mena = payment.mena ?? 'CZK';
  if (mena !== 'CZK') throw new SpaydError(messages.allowedValues(['CZK']));
  const parts = ['SPD', '1.0', `ACC:${iban}`, `AM:${formatSpaydAmount(payment.castka)}`, `CC:${mena}`];
  const vs = symbol(payment.vs, 10, 'X-VS');
  const ss = symbol(payment.ss, 10, 'X-SS');
  const ks = symbol(payment.ks, 4, 'X-KS');
  if (vs) parts.push(`X-VS:${vs}`);
  if (ss) parts.push(`X-SS:${ss}`);
  if (ks) parts.push(`X-KS:${ks}`);
  if (payment.zprava !== undefined && payment.zprava.trim() !== '') {
    const message = payment.zprava.trim();
    if ([...message].length > SPAYD_MSG_MAX) throw new SpaydError(`MSG: ${messages.tooLong(SPAYD_MSG_MAX)}`);
    parts.push(`MSG:${escapeSpaydValue(message)}`);
  }
  return parts.join('*');
}
