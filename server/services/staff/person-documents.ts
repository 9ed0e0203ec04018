/**
 * The person's step of the lifecycle (issue 34): "Doložit doklady" — the files the staff member
 * asked for, added to the request (evidence ZADOST), which returns it to the staff member. The
 * lifecycle machine decides on the stored state; a request that no longer waits is 409.
 */
import { and, eq } from 'drizzle-orm';
import type { RequestState, RequestType } from '../../../contract/enums';
import type { PersonId } from '../../../contract/ids';
import { czechCount } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { fullName } from '../../../contract/person';
import type { ZadostDetail } from '../../../contract/communication';
import { dokladyFiles } from '../../../contract/staff';
import { lifecycleSnapshotOf, lifecycleStep } from '../../../machines/requestLifecycle/requestLifecycle.machine';
import type { Database } from '../../db/client';
import { insuranceRequests, requestHistory, users } from '../../db/schema';
import { HttpError, notFoundError, validationError } from '../../plugins/errors';
import { attachmentTransaction } from '../attachment-files';
import { applyAttachmentChange, fieldKey, type CheckedFile } from '../attachments';
import { requestDetail } from '../communication/request-detail';
import { requireRecordId } from '../record-id';

const documentsNote = (count: number) => `Doklady doloženy (${czechCount(count, 'soubor', 'soubory', 'souborů')}).`;

export async function addRequestDocuments(
  db: Database,
  personId: PersonId,
  userId: number,
  id: string,
  body: { poznamka?: string | null },
  files: CheckedFile[],
): Promise<ZadostDetail> {
  const requestId = requireRecordId(id);
  if (files.length === 0) throw validationError({ [fieldKey(dokladyFiles.field)]: [messages.attachmentAtLeastOne] });
  await attachmentTransaction(db, files, async (tx) => {
    const [row] = await tx
      .select()
      .from(insuranceRequests)
      .where(and(eq(insuranceRequests.id, requestId), eq(insuranceRequests.insuredPersonId, personId)))
      .for('update');
    if (!row) throw notFoundError();
    const snapshot = lifecycleSnapshotOf(row.stav as RequestState, { typ: row.typ as RequestType, assigneeId: row.assigneeUserId });
    const next = lifecycleStep(snapshot, { type: 'zadost.dolozitDoklady' });
    if (!next) throw new HttpError(409, 'KONFLIKT', messages.requestStepNotWaiting);
    await applyAttachmentChange(tx, { personId, evidence: 'ZADOST', recordId: row.id, delete: [], add: files, limits: dokladyFiles });
    const now = new Date();
    await tx
      .update(insuranceRequests)
      .set({ stav: next.stav, assigneeUserId: next.assigneeId, stavOd: now })
      .where(eq(insuranceRequests.id, row.id));
    const [user] = await tx.select({ jmeno: users.jmeno, prijmeni: users.prijmeni }).from(users).where(eq(users.id, userId));
    const note = body.poznamka?.trim();
    await tx.insert(requestHistory).values({
      requestId: row.id,
      stav: next.stav,
      datum: now,
      poznamka: note ? `${documentsNote(files.length)} ${note}` : documentsNote(files.length),
      akce: 'DOLOZIT_DOKLADY',
      userId,
      kdo: user ? fullName(user) : null,
    });
  });
  return requestDetail(db, personId, String(requestId), undefined);
}
