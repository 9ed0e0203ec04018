/**
 * Idempotent final sends (contract/communication.ts `idempotencniKlic`): the first send with a key
 * does its work and stores its answer in the same transaction; a resend with the same key gets the
 * stored answer and creates nothing. A send that fails (a refusal, an error) rolls the key back
 * with everything else, so a corrected resend with the same key works.
 *
 * Two sends racing with one key: the second insert of the key waits for the first transaction
 * (primary key), then finds the key taken, and answers with what the first one stored.
 */
import { and, eq } from 'drizzle-orm';
import type { PersonId } from '../../../contract/ids';
import { communicationMessages } from '../../../contract/communication';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { HttpError, ruleRefusalError } from '../../plugins/errors';
import { attachmentTransaction, type AttachmentTransaction } from '../attachment-files';

class KeyTaken extends Error {}

export async function sendOnce<T>(
  db: Database,
  personId: PersonId,
  key: string | undefined,
  druh: string,
  /** The send's checked files: written before the transaction, removed again if it fails (ADR 0008). */
  files: ReadonlyArray<{ content: Buffer }>,
  work: (tx: AttachmentTransaction) => Promise<T>,
): Promise<T> {
  if (!key) return attachmentTransaction(db, files, work);
  try {
    return await attachmentTransaction(db, files, async (tx) => {
      const inserted = await tx
        .insert(idempotencyKeys)
        .values({ insuredPersonId: personId, klic: key, druh })
        .onConflictDoNothing()
        .returning({ klic: idempotencyKeys.klic });
      if (inserted.length === 0) throw new KeyTaken();
      const answer = await work(tx);
      await tx
        .update(idempotencyKeys)
        .set({ odpoved: answer as unknown })
        .where(and(eq(idempotencyKeys.insuredPersonId, personId), eq(idempotencyKeys.klic, key)));
      return answer;
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
  }
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.insuredPersonId, personId), eq(idempotencyKeys.klic, key)));
  if (!stored || stored.odpoved === null || stored.odpoved === undefined)
    throw new HttpError(409, 'CHYBA', communicationMessages.idempotencyKeyReused);
  if (stored.druh !== druh) throw ruleRefusalError({ idempotencniKlic: [communicationMessages.idempotencyKeyReused] });
  return stored.odpoved as T;
}
