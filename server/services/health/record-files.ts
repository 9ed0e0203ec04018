/** The attachments of vaccinations and personal documents: changing them with their record, and downloading one. */
import { prilohaVlozitFiles, type AttachmentEvidence } from '../../../contract/health';
import type { PersonId } from '../../../contract/ids';
import type { Database } from '../../db/client';
import { notFoundError } from '../../plugins/errors';
import { findAttachment, type AttachmentChange, type CheckedFile } from '../attachments';
import { requireRecordId } from '../record-id';

/** What a record's form asks of its files: delete the listed ones (prilohaSmazat), add the new ones. */
export function attachmentChange(
  personId: PersonId,
  evidence: AttachmentEvidence,
  recordId: number,
  body: { prilohaSmazat?: string[] },
  files: CheckedFile[],
): AttachmentChange {
  return { personId, evidence, recordId, delete: body.prilohaSmazat ?? [], add: files, limits: prilohaVlozitFiles };
}

/** One attachment of the person with its bytes, as a file answer; 404 when there is none. */
export async function attachmentFile(db: Database, personId: PersonId, evidence: AttachmentEvidence, id: string) {
  const file = await findAttachment(db, personId, evidence, requireRecordId(id));
  if (!file) throw notFoundError();
  return { nazev: file.nazev, mime: file.mime, obsah: file.content };
}
