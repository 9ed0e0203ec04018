/**
 * Complaints about care drawn (reklamace): the case info (which procedures an open complaint
 * already covers) and the complaint itself, written with its REKLAMACE row of 'Moje žádosti' in
 * one transaction. A second complaint about a procedure that an open complaint covers is refused
 * (422 on seznamDetailu); a resend with the same Idempotency-Key answers the first complaint.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { openRequestStates, type PripadInfo, type ReklamaceOdpoved, type ReklamacePece } from '../../../contract/care';
import type { ComplaintAnonymity } from '../../../contract/enums';
import type { PersonId } from '../../../contract/ids';
import type { RequestState } from '../../../contract/enums';
import { messages } from '../../../contract/messages';
import { formatDateCz } from '../../../contract/format';
import type { Database } from '../../db/client';
import { careComplaintProcedures, careComplaints, careItems, careProcedures, insuranceRequests } from '../../db/schema';
import { notFoundError, ruleRefusalError } from '../../plugins/errors';
import { requireRecordId } from '../record-id';
import { itemsOut } from './care';

type Db = Pick<Database, 'select'>;

const isOpen = (stav: string) => (openRequestStates as readonly string[]).includes(stav);

async function caseOf(db: Db, personId: PersonId, pripadId: string) {
  const id = requireRecordId(pripadId);
  const [item] = await db
    .select()
    .from(careItems)
    .where(and(eq(careItems.id, id), eq(careItems.insuredPersonId, personId)));
  if (!item) throw notFoundError();
  return item;
}

/** Complaints of a case with their requests' states, newest first, and the procedures each covers. */
async function complaintsOfCase(db: Db, personId: PersonId, careItemId: number) {
  const complaints = await db
    .select({ id: careComplaints.id, zadostId: careComplaints.requestId, datum: insuranceRequests.datum, stav: insuranceRequests.stav })
    .from(careComplaints)
    .innerJoin(insuranceRequests, eq(insuranceRequests.id, careComplaints.requestId))
    .where(and(eq(careComplaints.insuredPersonId, personId), eq(careComplaints.careItemId, careItemId)))
    .orderBy(desc(insuranceRequests.datum), desc(careComplaints.id));
  const covered = complaints.length
    ? await db
        .select()
        .from(careComplaintProcedures)
        .where(
          inArray(
            careComplaintProcedures.complaintId,
            complaints.map((c) => c.id),
          ),
        )
    : [];
  return { complaints, covered };
}

export async function caseInfo(db: Db, personId: PersonId, pripadId: string): Promise<PripadInfo> {
  const item = await caseOf(db, personId, pripadId);
  const [pripad] = await itemsOut(db, personId, [item]);
  const { complaints, covered } = await complaintsOfCase(db, personId, item.id);
  const openIds = new Set(complaints.filter((c) => isOpen(c.stav)).map((c) => c.id));
  const vykony = pripad.vykony.map((v) => {
    const cover = covered.find((c) => c.procedureId === v.id && openIds.has(c.complaintId));
    return { id: v.id, reklamovano: Boolean(cover), reklamaceId: cover?.complaintId ?? null };
  });
  return {
    pripad,
    vykony,
    reklamace: complaints.map((c) => ({
      id: c.id,
      zadostId: c.zadostId,
      datum: c.datum.toISOString(),
      stav: c.stav as RequestState,
      otevrena: isOpen(c.stav),
    })),
    lzeReklamovat: vykony.some((v) => !v.reklamovano),
  };
}

async function answerOf(db: Db, personId: PersonId, complaintId: number): Promise<ReklamaceOdpoved> {
  const [row] = await db
    .select({
      id: careComplaints.id,
      zadostId: careComplaints.requestId,
      pripadId: careComplaints.careItemId,
      anonymita: careComplaints.anonymita,
      datum: insuranceRequests.datum,
      stav: insuranceRequests.stav,
    })
    .from(careComplaints)
    .innerJoin(insuranceRequests, eq(insuranceRequests.id, careComplaints.requestId))
    .where(and(eq(careComplaints.id, complaintId), eq(careComplaints.insuredPersonId, personId)));
  if (!row) throw notFoundError();
  const procedures = await db
    .select({ id: careComplaintProcedures.procedureId })
    .from(careComplaintProcedures)
    .where(eq(careComplaintProcedures.complaintId, complaintId));
  return {
    id: row.id,
    zadostId: row.zadostId,
    pripadId: row.pripadId,
    datum: row.datum.toISOString(),
    stav: row.stav as RequestState,
    anonymita: row.anonymita as ComplaintAnonymity,
    seznamDetailu: procedures.map((p) => p.id).sort((a, b) => a - b),
  };
}

async function complaintByKey(db: Db, personId: PersonId, key: string): Promise<number | null> {
  const [row] = await db
    .select({ id: careComplaints.id })
    .from(careComplaints)
    .where(and(eq(careComplaints.insuredPersonId, personId), eq(careComplaints.idempotencyKey, key)));
  return row?.id ?? null;
}

export async function fileComplaint(
  db: Database,
  personId: PersonId,
  body: ReklamacePece,
  idempotencyKey: string | null,
): Promise<ReklamaceOdpoved> {
  if (idempotencyKey) {
    const existing = await complaintByKey(db, personId, idempotencyKey);
    if (existing !== null) return answerOf(db, personId, existing);
  }
  const complaintId = await db.transaction(async (tx) => {
    const item = await caseOf(tx, personId, body.pripadId);
    // One complaint at a time per case: concurrent sends about the same case wait here.
    await tx.execute(sql`select id from care_items where id = ${item.id} for update`);
    if (idempotencyKey) {
      const again = await complaintByKey(tx, personId, idempotencyKey);
      if (again !== null) return again;
    }
    const wanted = [...new Set(body.seznamDetailu.map((id) => requireRecordIdOr(id)))];
    const own = await tx
      .select({ id: careProcedures.id })
      .from(careProcedures)
      .where(and(eq(careProcedures.careItemId, item.id), eq(careProcedures.insuredPersonId, personId)));
    const ownIds = new Set(own.map((p) => p.id));
    if (wanted.some((id) => id === null || !ownIds.has(id)))
      throw ruleRefusalError({ seznamDetailu: [messages.complaintProcedureNotInCase] });
    const { complaints, covered } = await complaintsOfCase(tx, personId, item.id);
    const openIds = new Set(complaints.filter((c) => isOpen(c.stav)).map((c) => c.id));
    if (covered.some((c) => openIds.has(c.complaintId) && wanted.includes(c.procedureId)))
      throw ruleRefusalError({ seznamDetailu: [messages.complaintAlreadyOpen] });

    const [request] = await tx
      .insert(insuranceRequests)
      .values({
        insuredPersonId: personId,
        typ: 'REKLAMACE',
        stav: 'PRIJATO',
        adresaOdeslani: null,
        popis: `${item.poskytovatel}, ${formatDateCz(item.datumOd)}`,
      })
      .returning({ id: insuranceRequests.id });
    const [complaint] = await tx
      .insert(careComplaints)
      .values({
        insuredPersonId: personId,
        careItemId: item.id,
        requestId: request.id,
        anonymita: body.anonymita,
        duvod: body.duvod,
        kontaktTelefon: body.kontaktTelefon ?? null,
        kontaktEmail: body.kontaktEmail ?? null,
        idempotencyKey,
      })
      .returning({ id: careComplaints.id });
    await tx
      .insert(careComplaintProcedures)
      .values(wanted.map((procedureId) => ({ complaintId: complaint.id, procedureId: procedureId as number })));
    return complaint.id;
  });
  return answerOf(db, personId, complaintId);
}

/** A procedure id as stored, or null for one no procedure can have. */
function requireRecordIdOr(id: string): number | null {
  try {
    return requireRecordId(id);
  } catch {
    return null;
  }
}
