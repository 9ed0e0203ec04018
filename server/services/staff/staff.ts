/**
 * The insurer's staff (issue 34): who the caller is, how they are named to people, and the audit
 * of what they read and do. Staff reach a person only through a request or a thread; every such
 * read and step is recorded in that person's audit with the staff member and why.
 */
import { eq } from 'drizzle-orm';
import { requestHandlers, staffRoleLabels, staffRoles, type MessageKind, type RequestType, type StaffRole } from '../../../contract/enums';
import { requestTypeLabels } from '../../../contract/enums';
import type { PersonId } from '../../../contract/ids';
import { fullName } from '../../../contract/person';
import type { Pracovnik } from '../../../contract/staff';
import { insurerCoreSystemName } from '../../../contract/core-system';
import type { AccessEvent } from '../../audit/types';
import type { Database, Transaction } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { Caller } from '../../identity/types';
import { machineClients, users } from '../../db/schema';
import { forbiddenError } from '../../plugins/errors';

export interface StaffCaller {
  userId: number;
  role: StaffRole;
  sessionId: string;
  clientAddress: string | null;
  /**
   * Set when the insurer's core system acts through a machine client (contract/core-system.ts): it
   * is named "Informační systém pojišťovny", audited in the role SYSTEM under the call it made.
   */
  system?: { callId: string };
}

/** The signed-in staff member (the route's role check already refused everyone else). */
export function staffCallerOf(caller: Caller | null, clientAddress: string | null): StaffCaller {
  if (!caller?.pr) throw forbiddenError();
  return { userId: caller.userId, role: caller.pr, sessionId: caller.sessionId, clientAddress };
}

export async function staffMember(db: Database | Transaction, userId: number): Promise<Pracovnik | null> {
  const [row] = await db
    .select({
      id: users.id,
      jmeno: users.jmeno,
      prijmeni: users.prijmeni,
      staffRole: users.staffRole,
      clientRole: machineClients.staffRole,
    })
    .from(users)
    .leftJoin(machineClients, eq(machineClients.userId, users.id))
    .where(eq(users.id, userId));
  // A machine client's service account has no role of its own: it acts in its client's.
  const role = (row?.staffRole ?? row?.clientRole) as StaffRole | null | undefined;
  if (!row || !role || !staffRoles.includes(role)) return null;
  return { id: row.id, jmeno: row.clientRole ? insurerCoreSystemName : fullName(row), role };
}

/** How a staff member signs an answer and is named in a request's timeline: "Alena Marková, referent". */
export function staffSignature(staff: Pracovnik): string {
  return `${staff.jmeno}, ${staffRoleLabels[staff.role].toLowerCase()}`;
}

/** The signature of whoever acts: the staff member's, or the core system's own name. */
export function signatureOf(caller: StaffCaller, member: Pracovnik): string {
  return caller.system ? insurerCoreSystemName : staffSignature(member);
}

/** Whether this role handles this kind of request (contract `requestHandlers`). */
export function roleHandles(role: StaffRole, typ: RequestType): boolean {
  return requestHandlers[typ].includes(role);
}

/** The kinds of request a role sees in its queue. */
export function kindsOfRole(role: StaffRole): RequestType[] {
  return (Object.keys(requestHandlers) as RequestType[]).filter((typ) => roleHandles(role, typ));
}

/** Questions are the referent's, health consultations the medical officer's. */
export function threadKindOfRole(role: StaffRole): MessageKind {
  return role === 'REVIZNI_LEKAR' ? 'KONZULTACE' : 'DOTAZ';
}

export const requestPurpose = (id: number, typ: RequestType) => `vyřizování žádosti č. ${id} – ${requestTypeLabels[typ]}`;
export const threadPurpose = (vlakno: string, druh: MessageKind) =>
  `${druh === 'KONZULTACE' ? 'odpověď na zdravotní konzultaci' : 'odpověď na dotaz'} ${vlakno}`;
export const QUEUE_PURPOSE = 'přehled žádostí k vyřízení';
export const INBOX_PURPOSE = 'přehled dotazů a konzultací k zodpovězení';

function accessEvent(
  staff: StaffCaller,
  personId: PersonId,
  callId: string,
  recordId: string | null,
  write: boolean,
  purpose: string,
): AccessEvent {
  return {
    userId: staff.userId,
    sessionId: staff.sessionId,
    role: staff.system ? 'SYSTEM' : 'PRACOVNIK',
    personId,
    callId: staff.system?.callId ?? callId,
    recordId,
    write,
    result: 'POVOLENO',
    clientAddress: staff.clientAddress,
    purpose,
  };
}

/** A staff member's read of one person's data, stored before the answer leaves (as a doctor's). */
export async function recordStaffRead(
  deps: AppDeps,
  staff: StaffCaller,
  personId: PersonId,
  callId: string,
  recordId: string | null,
  purpose: string,
): Promise<void> {
  await deps.audit.recordAccessIn(deps.db, accessEvent(staff, personId, callId, recordId, false, purpose));
}

/** Reads of several persons at once (the queue and the inbox name them): one row per person. */
export async function recordStaffReads(deps: AppDeps, staff: StaffCaller, personIds: PersonId[], callId: string, purpose: string) {
  const unique = [...new Set(personIds)];
  if (unique.length === 0) return;
  await deps.audit.recordAccessesIn(
    deps.db,
    unique.map((personId) => accessEvent(staff, personId, callId, null, false, purpose)),
  );
}

/** A staff member's step, in the step's own transaction. */
export async function recordStaffWrite(
  deps: AppDeps,
  tx: Transaction,
  staff: StaffCaller,
  personId: PersonId,
  callId: string,
  recordId: string,
  purpose: string,
): Promise<void> {
  await deps.audit.recordAccessIn(tx, accessEvent(staff, personId, callId, recordId, true, purpose));
}
