/**
 * The Czech bank account rule (document 2 §5 "Bank account rule"; ČNB decree 169/2011 Sb.): the
 * one home of the mod-11 check, used by the form and call schemas (rules.ts) and by the payment
 * QR codes (spayd.ts). No zod here, so the QR code's module stays light.
 */

const accountWeights = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1];
const prefixWeights = [10, 5, 8, 4, 2, 1];

function weightedSumDivisibleBy11(digits: string, weights: readonly number[]): boolean {
  const padded = digits.padStart(weights.length, '0');
  let sum = 0;
  for (let i = 0; i < weights.length; i += 1) sum += Number(padded[i]) * weights[i];
  return sum % 11 === 0;
}

/** Prefix (předčíslí): at most 6 digits; padded to 6, weights 10 5 8 4 2 1, sum divisible by 11. */
export function isValidAccountPrefix(predcisli: string): boolean {
  return /^\d{1,6}$/.test(predcisli) && weightedSumDivisibleBy11(predcisli, prefixWeights);
}

/**
 * Account number (základní část): 2 to 10 digits with at least two non-zero digits (ČNB decree
 * 169/2011), padded to 10, weights 6 3 7 9 10 5 8 4 2 1, sum divisible by 11.
 */
export function isValidAccountBase(cislo: string): boolean {
  return /^\d{2,10}$/.test(cislo) && (cislo.match(/[1-9]/g)?.length ?? 0) >= 2 && weightedSumDivisibleBy11(cislo, accountWeights);
}

/** True when the account number (and the prefix, if given and not blank) pass the mod-11 rule. */
export function isValidAccountNumber(cislo: string, predcisli?: string | null): boolean {
  const prefix = predcisli?.trim() ?? '';
  return isValidAccountBase(cislo.trim()) && (prefix === '' || isValidAccountPrefix(prefix));
}

/** Bank code: exactly 4 digits. */
export function isValidBankCode(banka: string): boolean {
  return /^\d{4}$/.test(banka);
}

/** The whole account: prefix (optional), number and bank code. */
export function isValidBankAccount(account: { predcisli?: string | null; cislo: string; banka: string }): boolean {
  return isValidAccountNumber(account.cislo, account.predcisli) && isValidBankCode(account.banka.trim());
}
