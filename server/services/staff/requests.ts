/**
 * The staff's side of requests (issue 34): the queue, one request, and the lifecycle's steps.
 * Whether a step is allowed is the lifecycle machine's answer (machines/requestLifecycle), here
 * for the request as stored; a step it refuses is 409 with the reason in plain Czech. A request
 * of a kind the staff member's role does not handle does not exist for them (404).
 */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import {
  requestStateLabels,
  requestTypeLabels,
  type RequestState,
  type RequestType,
  type StaffRequestAction,
} from '../../../contract/enums';
import { openRequestStates } from '../../../contract/care';
import { messages } from '../../../contract/messages';
import { fullName } from '../../../contract/person';
import type { FrontaPolozka, FrontaQuery, KrokVlozit, PracovisteZadostDetail, Pracovnik } from '../../../contract/staff';
import {
  lifecycleEventOf,
  lifecycleSnapshotOf,
  lifecycleStep,
  staffActionsAllowed,
  type StaffActor,
} from '../../../machines/requestLifecycle/requestLifecycle.machine';
import type { Database, Transaction } from '../../db/client';
import type { AppDeps } from '../../deps';
import { insuranceRequests, insuredPersons, messagesTable, requestHistory } from '../../db/schema';
import { HttpError, notFoundError, validationError } from '../../plugins/errors';
import { attachmentTransaction } from '../attachment-files';
import { enqueueNotification } from '../notifications/enqueue';
import { requestLink } from '../notifications/links';
import { findAttachment } from '../attachments';
import { requestDetail } from '../communication/request-detail';
import { requestItem, stateNotes, type RequestRow } from '../communication/requests';
import { requireRecordId } from '../record-id';
import { applyApproval, applyRefusal } from './effects';
import {
  kindsOfRole,
  QUEUE_PURPOSE,
  recordStaffRead,
  recordStaffReads,
  recordStaffWrite,
  requestPurpose,
  roleHandles,
  staffMember,
  signatureOf,
  type StaffCaller,
} from './staff';

type Db = Database | Transaction;

const conflict = (detail: string) => new HttpError(409, 'KONFLIKT', detail);

async function staffById(db: Db, ids: number[]): Promise<Map<number, Pracovnik>> {
  const map = new Map<number, Pracovnik>();
  for (const id of [...new Set(ids)]) {
    const member = await staffMember(db, id);
    if (member) map.set(id, member);
  }
  return map;
}

/** The queue: open requests of the kinds the role handles, oldest first; Moje / Nepřevzaté; kind and state. */
export async function staffQueue(deps: AppDeps, staff: StaffCaller, query: FrontaQuery): Promise<{ zadosti: FrontaPolozka[] }> {
  const kinds = kindsOfRole(staff.role);
  const typ = query.druh ?? undefined;
  if (typ && !kinds.includes(typ)) return { zadosti: [] };
  const states = query.stav ? [query.stav] : [...openRequestStates];
  const filter = query.filtr ?? 'VSE';
  const rows = await deps.db
    .select({
      request: insuranceRequests,
      jmeno: insuredPersons.jmeno,
      prijmeni: insuredPersons.prijmeni,
      titulPred: insuredPersons.titulPred,
      titulZa: insuredPersons.titulZa,
    })
    .from(insuranceRequests)
    .innerJoin(insuredPersons, eq(insuredPersons.id, insuranceRequests.insuredPersonId))
    .where(
      and(
        inArray(insuranceRequests.typ, typ ? [typ] : kinds),
        inArray(insuranceRequests.stav, states),
        filter === 'MOJE' ? eq(insuranceRequests.assigneeUserId, staff.userId) : undefined,
        filter === 'NEPREVZATE' ? isNull(insuranceRequests.assigneeUserId) : undefined,
      ),
    )
    .orderBy(asc(insuranceRequests.datum), asc(insuranceRequests.id))
    .limit(QUEUE_LIMIT);
  const holders = await staffById(
    deps.db,
    rows.map((row) => row.request.assigneeUserId).filter((id): id is number => id !== null),
  );
  await recordStaffReads(
    deps,
    staff,
    rows.map((row) => row.request.insuredPersonId),
    'pracovisteFronta',
    QUEUE_PURPOSE,
  );
  return {
    zadosti: rows.map((row) => ({
      zadost: requestItem(row.request),
      pojistenec: fullName(row),
      posledniZmena: row.request.stavOd.toISOString(),
      resitel: row.request.assigneeUserId ? (holders.get(row.request.assigneeUserId) ?? null) : null,
    })),
  };
}

/** The queue shows at most this many requests (oldest first); the filters narrow it. */
const QUEUE_LIMIT = 200;

/** The request, if it exists and the role handles its kind; 404 otherwise (nothing about other kinds leaks). */
async function reachableRequest(db: Db, staff: StaffCaller, id: number, forUpdate = false): Promise<RequestRow> {
  const query = db.select().from(insuranceRequests).where(eq(insuranceRequests.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row || !roleHandles(staff.role, row.typ as RequestType)) throw notFoundError();
  return row;
}

const actorOf = (staff: StaffCaller): StaffActor => ({ userId: staff.userId, role: staff.role });

async function detailOf(db: Database, staff: StaffCaller, row: RequestRow): Promise<PracovisteZadostDetail> {
  const detail = await requestDetail(db, row.insuredPersonId, String(row.id), undefined);
  const [person] = await db
    .select({
      jmeno: insuredPersons.jmeno,
      prijmeni: insuredPersons.prijmeni,
      titulPred: insuredPersons.titulPred,
      titulZa: insuredPersons.titulZa,
      narozen: insuredPersons.narozen,
    })
    .from(insuredPersons)
    .where(eq(insuredPersons.id, row.insuredPersonId));
  const snapshot = lifecycleSnapshotOf(row.stav as RequestState, { typ: row.typ as RequestType, assigneeId: row.assigneeUserId });
  return {
    ...detail,
    pojistenec: { jmeno: fullName(person), narozen: `${person.narozen}T00:00:00` },
    resitel: row.assigneeUserId ? await staffMember(db, row.assigneeUserId) : null,
    akce: staffActionsAllowed(snapshot, actorOf(staff)),
  };
}

/** One request for a staff member, its read recorded in the person's audit. */
export async function staffRequestDetail(deps: AppDeps, staff: StaffCaller, id: string): Promise<PracovisteZadostDetail> {
  const row = await reachableRequest(deps.db, staff, requireRecordId(id));
  await recordStaffRead(
    deps,
    staff,
    row.insuredPersonId,
    'pracovisteZadost',
    String(row.id),
    requestPurpose(row.id, row.typ as RequestType),
  );
  return detailOf(deps.db, staff, row);
}

/** Why the lifecycle refuses a staff step, in plain Czech (the 409's detail). */
async function refusalReason(db: Db, staff: StaffCaller, row: RequestRow, action: StaffRequestAction): Promise<string> {
  const stav = row.stav as RequestState;
  if (stav === 'VYRIZENO' || stav === 'ZAMITNUTO') return messages.requestStepClosed(requestStateLabels[stav]);
  if (action === 'PREVZIT') return row.assigneeUserId === staff.userId ? messages.requestStepAlreadyYours : messages.requestStepNotAllowed;
  if (row.assigneeUserId === null) return messages.requestStepNotTaken;
  if (row.assigneeUserId !== staff.userId) {
    const holder = await staffMember(db, row.assigneeUserId);
    return messages.requestStepOtherHolder(holder ? holder.jmeno : 'jiný pracovník');
  }
  if (stav === 'CEKA_NA_DOKLADY') return messages.requestStepWaitsForPerson;
  return messages.requestStepNotAllowed;
}

/** Steps whose note the person must read: what is missing, why it is refused. */
const noteRequired: ReadonlySet<StaffRequestAction> = new Set(['VYZADAT_DOKLADY', 'ZAMITNOUT']);

/** The notice a step leaves in the person's notifications (the bell), or null. */
function noticeOf(action: StaffRequestAction, row: RequestRow): { nadpis: string; telo: string } | null {
  const kind = requestTypeLabels[row.typ as RequestType];
  if (action === 'VYZADAT_DOKLADY')
    return {
      nadpis: 'Žádost čeká na vaše doklady',
      telo: `K žádosti „${kind}“ potřebujeme další doklady. Podrobnosti najdete v Moje žádosti.`,
    };
  if (action === 'SCHVALIT')
    return { nadpis: 'Žádost je vyřízena', telo: `Vaši žádost „${kind}“ jsme vyřídili. Podrobnosti najdete v Moje žádosti.` };
  if (action === 'ZAMITNOUT')
    return { nadpis: 'Žádost byla zamítnuta', telo: `Vaší žádosti „${kind}“ jsme nemohli vyhovět. Důvod najdete v Moje žádosti.` };
  return null;
}

/**
 * A staff step: the lifecycle decides on the stored state (row locked), then the request's new
 * state and holder, the history entry with who and the note, the decision's effects, the person's
 * notification (the bell's notice, and the notification event of a new state) and the audit entry
 * are written in one transaction.
 */
export async function takeStaffStep(deps: AppDeps, staff: StaffCaller, id: string, body: KrokVlozit): Promise<PracovisteZadostDetail> {
  const requestId = requireRecordId(id);
  const note = body.poznamka?.trim() ?? '';
  if (noteRequired.has(body.akce) && note === '') throw validationError({ poznamka: [messages.required] });
  const me = await staffMember(deps.db, staff.userId);
  if (!me) throw notFoundError();
  const row = await attachmentTransaction(deps.db, [], async (tx) => {
    const current = await reachableRequest(tx, staff, requestId, true);
    const snapshot = lifecycleSnapshotOf(current.stav as RequestState, {
      typ: current.typ as RequestType,
      assigneeId: current.assigneeUserId,
    });
    const event = lifecycleEventOf(body.akce, actorOf(staff), note)!;
    const next = lifecycleStep(snapshot, event);
    if (!next) throw conflict(await refusalReason(tx, staff, current, body.akce));
    const now = new Date();
    let poznamka = note;
    if (body.akce === 'SCHVALIT') {
      const effect = await applyApproval({ tx, request: current, staffUserId: staff.userId, now });
      poznamka = [effect, note].filter(Boolean).join(' ') || stateNotes.VYRIZENO;
    } else if (body.akce === 'ZAMITNOUT') {
      await applyRefusal({ tx, request: current, staffUserId: staff.userId, now }, note);
    } else if (body.akce === 'PREVZIT') {
      poznamka = note || stateNotes.VYRIZUJE_SE;
    }
    const [updated] = await tx
      .update(insuranceRequests)
      .set({ stav: next.stav, assigneeUserId: next.assigneeId, stavOd: now })
      .where(eq(insuranceRequests.id, current.id))
      .returning();
    await tx.insert(requestHistory).values({
      requestId: current.id,
      stav: next.stav,
      datum: now,
      poznamka,
      akce: body.akce,
      userId: staff.userId,
      kdo: signatureOf(staff, me),
    });
    const notice = noticeOf(body.akce, current);
    if (notice)
      await tx.insert(messagesTable).values({ insuredPersonId: current.insuredPersonId, druh: 'UPOZORNENI', ...notice, createdAt: now });
    // Issue 35: every new state ('documents needed' included) is news outside the portal too; a step
    // that keeps the state (none today) is not.
    if (next.stav !== current.stav)
      await enqueueNotification(tx, { personId: current.insuredPersonId, kategorie: 'zadosti', odkaz: requestLink(current.id) });
    await recordStaffWrite(
      deps,
      tx,
      staff,
      current.insuredPersonId,
      'pracovisteZadostKrok',
      String(current.id),
      requestPurpose(current.id, current.typ as RequestType),
    );
    return updated;
  });
  return detailOf(deps.db, staff, row);
}

/** A file listed in the request's detail (what was sent, what was added); any other id is 404. */
export async function staffRequestAttachment(deps: AppDeps, staff: StaffCaller, id: string, prilohaId: string) {
  const row = await reachableRequest(deps.db, staff, requireRecordId(id));
  const detail = await requestDetail(deps.db, row.insuredPersonId, String(row.id), undefined);
  const wanted = requireRecordId(prilohaId);
  const listed = detail.prilohy.find((file) => file.id === wanted);
  if (!listed) throw notFoundError();
  const file = await findAttachment(deps.db, row.insuredPersonId, listed.evidence, wanted);
  if (!file) throw notFoundError();
  await recordStaffRead(
    deps,
    staff,
    row.insuredPersonId,
    'pracovistePriloha',
    String(wanted),
    requestPurpose(row.id, row.typ as RequestType),
  );
  return { nazev: file.nazev, mime: file.mime, obsah: file.content };
}
