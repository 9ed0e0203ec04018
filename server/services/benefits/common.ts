/**
 * What the benefit services share: the person as the rules see them (birth date, sex from the
 * birth number, the insurance that covers a date), the stored bank account, the request row of
 * 'Moje žádosti' that every claim and application writes, and the idempotent send.
 */
import { isFemaleBirthNumber } from '../../../contract/rules';
import { asc, eq } from 'drizzle-orm';
import { claimDocumentTypeLabels, type ClaimDocumentType } from '../../../contract/enums';
import { addDaysIso } from '../../../contract/format';
import type { PersonId } from '../../../contract/ids';
import type { RequestState, RequestType } from '../../../contract/enums';
import { requestStateLabels } from '../../../contract/enums';
import type { PozadovanyDoklad, PrilohaDokladu } from '../../../contract/benefits';
import type { Database, Transaction } from '../../db/client';
import { bankAccounts, insurancePeriods, insuranceRequests, insuredPersons } from '../../db/schema';
import { notFoundError } from '../../plugins/errors';

export type Db = Database | Transaction;

export interface BenefitPerson {
  id: PersonId;
  jmeno: string;
  prijmeni: string;
  narozen: string;
  female: boolean;
  zamestnavatel: string | null;
  periods: Array<{ datumOd: string; datumDo: string | null }>;
}

/** The person with their insurance periods (404 when there is no such person). */
export async function benefitPersonOf(db: Db, personId: PersonId): Promise<BenefitPerson> {
  const [person] = await db.select().from(insuredPersons).where(eq(insuredPersons.id, personId));
  if (!person) throw notFoundError();
  const periods = await db
    .select({ datumOd: insurancePeriods.datumOd, datumDo: insurancePeriods.datumDo })
    .from(insurancePeriods)
    .where(eq(insurancePeriods.insuredPersonId, personId))
    .orderBy(asc(insurancePeriods.datumOd));
  return {
    id: person.id,
    jmeno: person.jmeno,
    prijmeni: person.prijmeni,
    narozen: person.narozen,
    female: isFemaleBirthNumber(person.rodneCislo),
    zamestnavatel: person.zamestnavatel,
    periods,
  };
}

/**
 * The start of the uninterrupted insurance with this insurer that covers `date` (periods that
 * follow each other or overlap count as one), or null when the person was not insured that day.
 */
export function insuredSinceOn(periods: BenefitPerson['periods'], date: string): string | null {
  const covering = periods.find((p) => p.datumOd <= date && (p.datumDo === null || p.datumDo >= date));
  if (!covering) return null;
  let since = covering.datumOd;
  let moved = true;
  while (moved) {
    moved = false;
    for (const period of periods) {
      if (period.datumOd < since && (period.datumDo === null || addDaysIso(period.datumDo, 1) >= since)) {
        since = period.datumOd;
        moved = true;
      }
    }
  }
  return since;
}

export interface StoredAccount {
  predcisli: string | null;
  cislo: string;
  banka: string;
}

/** The person's stored bank account (the claim forms prefill it), or null. */
export async function storedAccountOf(db: Db, personId: PersonId): Promise<StoredAccount | null> {
  const [row] = await db
    .select({ predcisli: bankAccounts.predcisli, cislo: bankAccounts.cislo, banka: bankAccounts.banka })
    .from(bankAccounts)
    .where(eq(bankAccounts.insuredPersonId, personId));
  return row ?? null;
}

/** The account of a claim body (the contract's schema requires cislo and banka). */
export function accountOfBody(body: { predcisli?: string; cislo?: string; banka: string }): StoredAccount {
  return { predcisli: body.predcisli ?? null, cislo: body.cislo ?? '', banka: body.banka };
}

/** Stores the account as the person's account (a claim's `ucetAktualizace`), in the claim's transaction. */
export async function storeAccount(tx: Transaction, personId: PersonId, account: StoredAccount) {
  const values = { ...account, changedAt: new Date() };
  await tx
    .insert(bankAccounts)
    .values({ insuredPersonId: personId, ...values })
    .onConflictDoUpdate({ target: bankAccounts.insuredPersonId, set: values });
}

/** Writes the claim's or application's row of 'Moje žádosti' (in the caller's transaction) and returns its id. */
export async function insertRequest(
  tx: Transaction,
  personId: PersonId,
  typ: RequestType,
  stav: RequestState,
  popis: string,
  datum?: Date,
): Promise<{ id: number; datum: Date; stav: string }> {
  const [row] = await tx
    .insert(insuranceRequests)
    .values({ insuredPersonId: personId, typ, stav, popis, adresaOdeslani: null, ...(datum ? { datum } : {}) })
    .returning({ id: insuranceRequests.id, datum: insuranceRequests.datum, stav: insuranceRequests.stav });
  return row;
}

export const stateLabel = (stav: string): string => requestStateLabels[stav as RequestState] ?? stav;

/** Stored hellers (bigint as number) → Kč on the wire. */
export { hellersToCrowns as kc, hellersToCrownsOrNull as kcOrNull } from '../../../contract/money';

/** The documents a programme or a kind asks for, with their Czech names. */
export function requiredDocuments(doklady: ReadonlyArray<{ kod: string; povinny: boolean }>): PozadovanyDoklad[] {
  return doklady.map((doc) => ({
    kod: doc.kod as ClaimDocumentType,
    nazev: claimDocumentTypeLabels[doc.kod as ClaimDocumentType] ?? doc.kod,
    povinny: doc.povinny,
  }));
}

/** Attachments with the document type given to each (types in upload order, attachments by id). */
export function withDocumentTypes(
  files: ReadonlyArray<{ id: number; nazev: string; velikost: number; evidence: PrilohaDokladu['evidence'] }>,
  types: readonly string[],
): PrilohaDokladu[] {
  return files.map((file, index) => ({ ...file, typDokumentKod: (types[index] as ClaimDocumentType | undefined) ?? null }));
}

/** True for a unique violation (a concurrent send with the same idempotency key), however the driver wraps it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | null, depth = 0; current && depth < 5; depth += 1) {
    if (current.code === '23505') return true;
    current = current.cause as { code?: unknown; cause?: unknown } | null;
  }
  return false;
}

/**
 * An idempotent send: answers the record already made with this key (`existing`), else makes it
 * (`create`, one transaction). Two concurrent sends with one key: the loser's insert breaks the
 * unique index, and it answers the winner's record.
 */
export async function idempotentSend<T>(key: string | undefined, existing: () => Promise<T | null>, create: () => Promise<T>): Promise<T> {
  if (key) {
    const found = await existing();
    if (found) return found;
  }
  try {
    return await create();
  } catch (error) {
    if (key && isUniqueViolation(error)) {
      const found = await existing();
      if (found) return found;
    }
    throw error;
  }
}
