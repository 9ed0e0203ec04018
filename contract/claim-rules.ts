/**
 * The rules of the benefit claims that the claim wizards and the server share (contract/benefits.ts
 * re-exports them for the server): the consent of sending, crowns ↔ hellers, which file is which
 * document, and what a kind of care needs and pays. Free of zod and of the call schemas, so a
 * claim screen loads these rules and not the whole benefits contract (a chunk takes a module
 * whole, and a module's unused schemas stay in it).
 */
import { crownsToHellers, hellersToCrowns } from './money';
import { messages } from './messages';
import { formatDateMessage, parseIsoDate } from './format';
import { claimDocumentTypes, type AmountMode, type ApprovalMode, type CareType, type ClaimDocumentType } from './enums';
import type { PozadovanyDoklad } from './benefits';

/**
 * Sending a claim is the consent to the terms (document 2 §5 "Consent to the reimbursement terms
 * is implied by submitting"): the review step says so in these words.
 */
export const claimConsentText =
  'Odesláním žádosti potvrzuji, že uvedené údaje jsou pravdivé, a souhlasím s podmínkami poskytnutí příspěvku. Souhlas je vyjádřen odesláním žádosti.';

/** Whole crowns ↔ hellers: amounts are stored in hellers, never as floats (the conversion lives in money.ts). */
export const toHellers = crownsToHellers;
export const toCrowns = hellersToCrowns;

/**
 * How a list of attachment indexes and document types maps to the files of a claim: entry k says
 * that file `indexes[k]` is of type `types[k]`. Returns the type of every file (in file order) or
 * the field messages: every file needs exactly one type, every index must name a file, and the
 * required documents must be there.
 */
export function documentTypesOfFiles(
  indexes: readonly number[] | undefined,
  types: readonly string[] | undefined,
  fileCount: number,
  required: readonly PozadovanyDoklad[],
  keys: { index: string; type: string; files: string },
): { types: ClaimDocumentType[]; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const add = (key: string, message: string) => {
    const entry = (errors[key] ??= []);
    if (!entry.includes(message)) entry.push(message);
  };
  const list = indexes ?? [];
  const kinds = types ?? [];
  const byFile: Array<ClaimDocumentType | undefined> = Array.from({ length: fileCount }, () => undefined);
  if (list.length !== kinds.length) add(keys.type, messages.attachmentTypeMissing);
  list.forEach((index, k) => {
    if (!Number.isInteger(index) || index < 0 || index >= fileCount) add(`${keys.index}.${k}`, messages.attachmentIndexUnknown);
    else if (byFile[index] !== undefined) add(`${keys.index}.${k}`, messages.attachmentTypeMissing);
    else if ((claimDocumentTypes as readonly string[]).includes(kinds[k] ?? '')) byFile[index] = kinds[k] as ClaimDocumentType;
  });
  if (byFile.some((kind) => kind === undefined) && !errors[keys.type]) add(keys.type, messages.attachmentTypeMissing);
  for (const doc of required) {
    if (doc.povinny && !byFile.includes(doc.kod)) add(keys.files, messages.attachmentsRequired(doc.nazev));
  }
  return { types: byFile.filter((kind): kind is ClaimDocumentType => kind !== undefined), errors };
}

/**
 * A kind of reimbursable care or travel as the rules need it (amounts in hellers). Meaning of the
 * modes (docs/decisions.md "Benefits"):
 * - schvalovani FLOWSCHVALOVANI: documents required; the insurer's staff approve the claim
 *   (PRIJATO → VYRIZUJE_SE → VYRIZENO / ZAMITNUTO); BEZSCHVALOVANI: documents required, approved
 *   automatically when the rules pass (VYRIZUJE_SE with the approved amount at once, then paid);
 *   BEZPODKLADU: no documents, the insurer has the data (a pharmacy's or a transfusion service's
 *   records); files may still be added.
 * - rezim CASTKA: the person types the amount paid, the claim asks for it; VYPOCET: the person
 *   types the amount paid and the insurer pays at most `sazba` per day of the trip or stay
 *   (cestaDatumOd to cestaDatumDo, both days counted); NENI: no amount is typed, the insurer pays
 *   the fixed sum `sazba`, or computes it from its records when `sazba` is null.
 */
export interface ReimbursementKind {
  kod: string;
  nazev: string;
  typ: CareType;
  schvalovani: ApprovalMode;
  rezim: AmountMode;
  /** VYPOCET: the rate per day; NENI: the fixed sum (null = computed by the insurer). Hellers. */
  sazbaHal: number | null;
  /** The longest trip or stay of one claim (days), for CESTA. */
  maxDni: number | null;
  doklady: readonly PozadovanyDoklad[];
}

/** True when the kind needs documents (every mode but BEZPODKLADU). */
export const careNeedsDocuments = (kind: Pick<ReimbursementKind, 'schvalovani'>): boolean => kind.schvalovani !== 'BEZPODKLADU';
/** True when the person types the amount paid (CASTKA and VYPOCET). */
export const careNeedsAmount = (kind: Pick<ReimbursementKind, 'rezim'>): boolean => kind.rezim !== 'NENI';

/** Days of a trip or stay, both ends counted (0 when the dates are not a range). */
export function tripDays(od: string | undefined | null, doDne: string | undefined | null): number {
  const from = parseIsoDate(od);
  const to = parseIsoDate(doDne);
  if (!from || !to) return 0;
  const days = Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000) + 1;
  return Math.max(0, days);
}

/** What a care claim asks to be paid (hellers), or null when the insurer computes it from its records. */
export function carePayout(
  kind: Pick<ReimbursementKind, 'rezim' | 'sazbaHal'>,
  claim: { castkaHal: number | null; cestaDatumOd?: string | null; cestaDatumDo?: string | null },
): number | null {
  if (kind.rezim === 'NENI') return kind.sazbaHal;
  const paid = claim.castkaHal ?? 0;
  if (kind.rezim === 'VYPOCET') return Math.min(paid, tripDays(claim.cestaDatumOd, claim.cestaDatumDo) * (kind.sazbaHal ?? 0));
  return paid;
}

/**
 * What a kind needs beyond the body's field rules, as field messages: the document date (care)
 * or the trip dates (travel: from not after to, the trip's length), the amount (CASTKA, VYPOCET). The documents
 * are checked with `documentTypesOfFiles` where the files are known.
 */
export function careClaimErrors(
  kind: Pick<ReimbursementKind, 'typ' | 'rezim' | 'maxDni'>,
  claim: { castkaUctenka?: number | null; dokladDatum?: string | null; cestaDatumOd?: string | null; cestaDatumDo?: string | null },
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (kind.typ === 'PECE' && !claim.dokladDatum) errors.dokladDatum = [messages.required];
  if (kind.typ === 'CESTA') {
    if (!claim.cestaDatumOd) errors.cestaDatumOd = [messages.required];
    if (!claim.cestaDatumDo) errors.cestaDatumDo = [messages.required];
    const days = tripDays(claim.cestaDatumOd, claim.cestaDatumDo);
    if (claim.cestaDatumOd && claim.cestaDatumDo && claim.cestaDatumDo.slice(0, 10) < claim.cestaDatumOd.slice(0, 10))
      errors.cestaDatumDo = [messages.dateNotBefore(formatDateMessage(claim.cestaDatumOd))];
    else if (kind.maxDni !== null && days > kind.maxDni) errors.cestaDatumDo = [messages.tripTooLong(kind.maxDni)];
  }
  if (careNeedsAmount(kind) && (claim.castkaUctenka === undefined || claim.castkaUctenka === null))
    errors.castkaUctenka = [messages.required];
  return errors;
}
