/**
 * Czech bank codes (the four digits after the slash) with the names of the payment-service
 * providers, after the Czech National Bank's "Číselník kódů platebního styku v České republice"
 * (ČKPS). One list for the claim forms' select, the server's validation and the code list
 * `BANKY` (GET /data/ciselnik?ciselnik=BANKY). Codes the ČNB withdrew after mergers (Hypoteční
 * banka 2100, Equa bank 6100, Sberbank CZ 6800, …) are not offered. Checked against the public
 * list as known to the team; docs/decisions.md ("Benefits") says how it is kept current.
 */
import { z } from 'zod';
import { kodBankySchema } from './rules';
import { messages } from './messages';

export const czechBankCodes = [
  ['0100', 'Komerční banka, a.s.'],
  ['0300', 'Československá obchodní banka, a. s.'],
  ['0600', 'MONETA Money Bank, a.s.'],
  ['0710', 'Česká národní banka'],
  ['0800', 'Česká spořitelna, a.s.'],
  ['2010', 'Fio banka, a.s.'],
  ['2060', 'Citfin, spořitelní družstvo'],
  ['2070', 'TRINITY BANK a.s.'],
  ['2220', 'Artesa, spořitelní družstvo'],
  ['2250', 'Banka CREDITAS a.s.'],
  ['2260', 'NEY spořitelní družstvo'],
  ['2600', 'Citibank Europe plc, organizační složka'],
  ['2700', 'UniCredit Bank Czech Republic and Slovakia, a.s.'],
  ['3030', 'Air Bank a.s.'],
  ['3060', 'PKO BP S.A., Czech Branch'],
  ['3500', 'ING Bank N.V.'],
  ['4000', 'Max banka a.s.'],
  ['4300', 'Národní rozvojová banka, a.s.'],
  ['5500', 'Raiffeisenbank a.s.'],
  ['5800', 'J&T BANKA, a.s.'],
  ['6000', 'PPF banka a.s.'],
  ['6200', 'COMMERZBANK Aktiengesellschaft, pobočka Praha'],
  ['6210', 'mBank S.A., organizační složka'],
  ['6300', 'BNP Paribas S.A., pobočka Česká republika'],
  ['6363', 'Partners Banka, a.s.'],
  ['6700', 'Všeobecná úverová banka a.s., pobočka Praha'],
  ['7910', 'Deutsche Bank Aktiengesellschaft Filiale Prag, organizační složka'],
  ['7950', 'Raiffeisen stavební spořitelna a.s.'],
  ['7960', 'ČSOB Stavební spořitelna, a.s.'],
  ['7970', 'MONETA Stavební Spořitelna, a.s.'],
  ['7990', 'Modrá pyramida stavební spořitelna, a.s.'],
  ['8030', 'Volksbank Raiffeisenbank Nordoberpfalz eG pobočka Cheb'],
  ['8040', 'Oberbank AG pobočka Česká republika'],
  ['8060', 'Stavební spořitelna České spořitelny, a.s.'],
  ['8090', 'Česká exportní banka, a.s.'],
  ['8150', 'HSBC Continental Europe, Czech Republic'],
  ['8250', 'Bank of China (CEE) Ltd. Prague Branch'],
  ['8255', 'Bank of Communications Co., Ltd., Prague Branch'],
  ['8265', 'Industrial and Commercial Bank of China Limited, Prague Branch'],
] as const satisfies ReadonlyArray<readonly [string, string]>;

export type CzechBankCode = (typeof czechBankCodes)[number][0];

/** The code list's name (GET /data/ciselnik?ciselnik=BANKY). */
export const BANK_CODE_LIST = 'BANKY';

const knownCodes: ReadonlySet<string> = new Set(czechBankCodes.map(([kod]) => kod));

/** True when the four digits are a bank code of the list. */
export function isKnownBankCode(banka: string): boolean {
  return knownCodes.has(banka.trim());
}

/** The bank's name for a code ('' when unknown). */
export function bankNameOf(banka: string): string {
  return czechBankCodes.find(([kod]) => kod === banka.trim())?.[1] ?? '';
}

/**
 * The bank code of a claim's account: four digits ('Nesplňuje formát čísla bankovního účtu') and a
 * code of the ČNB list ('Neznámý kód banky').
 */
export const kodBankyCnbSchema = (kodBankySchema as z.ZodType<string, string | number | null | undefined>).pipe(
  z.string().refine(isKnownBankCode, { error: messages.unknownBankCode }),
);
