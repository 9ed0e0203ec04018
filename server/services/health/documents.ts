/** Personal documents with their attachments. */
import { and, desc, eq } from 'drizzle-orm';
import type { OsobniDokument } from '../../../contract/entities';
import type { DokumentPolozka } from '../../../contract/health';
import type { PersonId } from '../../../contract/ids';
import type { Database, Transaction } from '../../db/client';
import { personalDocuments } from '../../db/schema';
import { notFoundError } from '../../plugins/errors';
import { attachmentTransaction } from '../attachment-files';
import { applyAttachmentChange, attachmentsOf, deleteAttachmentsOf, type CheckedFile } from '../attachments';
import { dateWithZeroTimeOrNull } from '../clock';
import { requireRecordId } from '../record-id';
import { attachmentChange } from './record-files';

type DocumentRow = typeof personalDocuments.$inferSelect;

async function documentItems(db: Database | Transaction, personId: PersonId, rows: DocumentRow[]): Promise<DokumentPolozka[]> {
  const files = await attachmentsOf(
    db,
    personId,
    'DOKUMENT',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    datum: dateWithZeroTimeOrNull(row.datum),
    popis: row.popis,
    nazevZarizeni: row.nazevZarizeni,
    prilohy: files.get(row.id) ?? [],
  }));
}

const documentValues = (body: OsobniDokument) => ({
  datum: body.datum ?? null,
  popis: body.popis ?? null,
  nazevZarizeni: body.nazevZarizeni ?? null,
});

const ownDocument = (personId: PersonId, recordId: number) =>
  and(eq(personalDocuments.id, recordId), eq(personalDocuments.insuredPersonId, personId));

export async function documentsOf(db: Database, personId: PersonId): Promise<{ seznamDokumentu: DokumentPolozka[] }> {
  const rows = await db
    .select()
    .from(personalDocuments)
    .where(eq(personalDocuments.insuredPersonId, personId))
    .orderBy(desc(personalDocuments.datum), desc(personalDocuments.id));
  return { seznamDokumentu: await documentItems(db, personId, rows) };
}

/** One of the person's documents; 404 for any other. */
export async function documentOf(db: Database, personId: PersonId, id: string): Promise<DokumentPolozka> {
  const rows = await db
    .select()
    .from(personalDocuments)
    .where(ownDocument(personId, requireRecordId(id)));
  if (rows.length === 0) throw notFoundError();
  const [item] = await documentItems(db, personId, rows);
  return item;
}

export function addDocument(db: Database, personId: PersonId, body: OsobniDokument, files: CheckedFile[]): Promise<DokumentPolozka> {
  return attachmentTransaction(db, files, async (tx) => {
    const [row] = await tx
      .insert(personalDocuments)
      .values({ insuredPersonId: personId, ...documentValues(body) })
      .returning();
    await applyAttachmentChange(tx, attachmentChange(personId, 'DOKUMENT', row.id, body, files));
    const [item] = await documentItems(tx, personId, [row]);
    return item;
  });
}

export async function changeDocument(
  db: Database,
  personId: PersonId,
  id: string,
  body: OsobniDokument,
  files: CheckedFile[],
): Promise<DokumentPolozka> {
  const recordId = requireRecordId(id);
  return attachmentTransaction(db, files, async (tx) => {
    const own = ownDocument(personId, recordId);
    const [existing] = await tx.select({ id: personalDocuments.id }).from(personalDocuments).where(own).for('update');
    if (!existing) throw notFoundError();
    await applyAttachmentChange(tx, attachmentChange(personId, 'DOKUMENT', recordId, body, files));
    const [row] = await tx.update(personalDocuments).set(documentValues(body)).where(own).returning();
    const [item] = await documentItems(tx, personId, [row]);
    return item;
  });
}

/** Deletes the document with its files; operations and injuries that linked it lose the link (ON DELETE SET NULL). */
export async function removeDocument(db: Database, personId: PersonId, id: string): Promise<void> {
  const recordId = requireRecordId(id);
  await attachmentTransaction(db, [], async (tx) => {
    const deleted = await tx.delete(personalDocuments).where(ownDocument(personId, recordId)).returning({ id: personalDocuments.id });
    if (deleted.length === 0) throw notFoundError();
    await deleteAttachmentsOf(tx, personId, 'DOKUMENT', recordId);
  });
}
