import { and, eq } from 'drizzle-orm';
import type { ConsentCode, ConsentState } from '../../contract/enums';
import type { PersonId } from '../../contract/ids';
import type { Database } from '../db/client';
import { consentHistory, consents } from '../db/schema';

type Db = Pick<Database, 'select' | 'insert'>;

export interface ConsentRecord {
  stav: ConsentState;
  /** When it was last given or withdrawn; null while never stated. */
  zmeneno: Date | null;
}

/** A person's consent; never stated = NEUVEDENO. The one reading every gated call uses. */
export async function consentOf(db: Db, personId: PersonId, kod: ConsentCode): Promise<ConsentRecord> {
  const [row] = await db
    .select({ stav: consents.stav, changedAt: consents.changedAt })
    .from(consents)
    .where(and(eq(consents.insuredPersonId, personId), eq(consents.kod, kod)));
  return row ? { stav: row.stav as ConsentState, zmeneno: row.changedAt } : { stav: 'NEUVEDENO', zmeneno: null };
}

/** Is the consent given (POTVRZENO)? */
export async function hasConsent(db: Db, personId: PersonId, kod: ConsentCode): Promise<boolean> {
  return (await consentOf(db, personId, kod)).stav === 'POTVRZENO';
}

/**
 * Gives or withdraws a consent at once and keeps the change in its history. Run it inside the
 * caller's transaction when the change goes with other writes.
 */
export async function setConsent(
  tx: Db,
  change: { personId: PersonId; kod: ConsentCode; stav: Exclude<ConsentState, 'NEUVEDENO'>; userId: number | null; at?: Date },
): Promise<ConsentRecord> {
  const at = change.at ?? new Date();
  await tx
    .insert(consents)
    .values({ insuredPersonId: change.personId, kod: change.kod, stav: change.stav, changedAt: at })
    .onConflictDoUpdate({ target: [consents.insuredPersonId, consents.kod], set: { stav: change.stav, changedAt: at } });
  await tx
    .insert(consentHistory)
    .values({ insuredPersonId: change.personId, kod: change.kod, stav: change.stav, changedAt: at, changedByUserId: change.userId });
  return { stav: change.stav, zmeneno: at };
}
