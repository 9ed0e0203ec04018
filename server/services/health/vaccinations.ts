/** Vaccinations: the insurer's records and the person's own (`vlastni`, the only ones the person may change), with attachments. */
import { and, desc, eq } from 'drizzle-orm';
import type { Ockovani } from '../../../contract/entities';
import type { OckovaniPolozka } from '../../../contract/health';
import type { PersonId } from '../../../contract/ids';
import type { Database, Transaction } from '../../db/client';
import { vaccinations } from '../../db/schema';
import { notFoundError } from '../../plugins/errors';
import { attachmentTransaction } from '../attachment-files';
import { applyAttachmentChange, attachmentsOf, deleteAttachmentsOf, type CheckedFile } from '../attachments';
import { dateWithZeroTime, dateWithZeroTimeOrNull } from '../clock';
import { requireRecordId } from '../record-id';
import { attachmentChange } from './record-files';

type VaccinationRow = typeof vaccinations.$inferSelect;

async function vaccinationItems(db: Database | Transaction, personId: PersonId, rows: VaccinationRow[]): Promise<OckovaniPolozka[]> {
  const files = await attachmentsOf(
    db,
    personId,
    'OCKOVANI',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    datum: dateWithZeroTime(row.datum),
    datumDalsi: dateWithZeroTimeOrNull(row.datumDalsi),
    nemoc: row.nemoc,
    ockovaciLatka: row.ockovaciLatka,
    poznamka: row.poznamka,
    smluvniPartnerNazev: row.smluvniPartnerNazev,
    vlastni: row.vlastni,
    prilohy: files.get(row.id) ?? [],
  }));
}

const vaccinationValues = (body: Ockovani) => ({
  datum: body.datum,
  datumDalsi: body.datumDalsi ?? null,
  nemoc: body.nemoc,
  ockovaciLatka: body.ockovaciLatka ?? null,
  poznamka: body.poznamka ?? null,
  smluvniPartnerNazev: body.smluvniPartnerNazev ?? null,
});

export async function vaccinationsOf(db: Database, personId: PersonId): Promise<{ seznamOckovani: OckovaniPolozka[] }> {
  const rows = await db
    .select()
    .from(vaccinations)
    .where(eq(vaccinations.insuredPersonId, personId))
    .orderBy(desc(vaccinations.datum), desc(vaccinations.id));
  return { seznamOckovani: await vaccinationItems(db, personId, rows) };
}

export function addVaccination(db: Database, personId: PersonId, body: Ockovani, files: CheckedFile[]): Promise<OckovaniPolozka> {
  return attachmentTransaction(db, files, async (tx) => {
    const [row] = await tx
      .insert(vaccinations)
      .values({ insuredPersonId: personId, vlastni: true, ...vaccinationValues(body) })
      .returning();
    await applyAttachmentChange(tx, attachmentChange(personId, 'OCKOVANI', row.id, body, files));
    const [item] = await vaccinationItems(tx, personId, [row]);
    return item;
  });
}

/** Changes one of the person's own vaccinations and its files; 404 for any other. */
export async function changeVaccination(
  db: Database,
  personId: PersonId,
  id: string,
  body: Ockovani,
  files: CheckedFile[],
): Promise<OckovaniPolozka> {
  const recordId = requireRecordId(id);
  return attachmentTransaction(db, files, async (tx) => {
    const own = and(eq(vaccinations.id, recordId), eq(vaccinations.insuredPersonId, personId), eq(vaccinations.vlastni, true));
    const [existing] = await tx.select({ id: vaccinations.id }).from(vaccinations).where(own).for('update');
    if (!existing) throw notFoundError();
    await applyAttachmentChange(tx, attachmentChange(personId, 'OCKOVANI', recordId, body, files));
    const [row] = await tx.update(vaccinations).set(vaccinationValues(body)).where(own).returning();
    const [item] = await vaccinationItems(tx, personId, [row]);
    return item;
  });
}

/** Deletes one of the person's own vaccinations with its files; 404 for any other. */
export async function removeVaccination(db: Database, personId: PersonId, id: string): Promise<void> {
  const recordId = requireRecordId(id);
  await attachmentTransaction(db, [], async (tx) => {
    const deleted = await tx
      .delete(vaccinations)
      .where(and(eq(vaccinations.id, recordId), eq(vaccinations.insuredPersonId, personId), eq(vaccinations.vlastni, true)))
      .returning({ id: vaccinations.id });
    if (deleted.length === 0) throw notFoundError();
    await deleteAttachmentsOf(tx, personId, 'OCKOVANI', recordId);
  });
}
