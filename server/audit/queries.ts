/**
 * What the audit log shows to people: 'Kdo viděl moje údaje' (the accesses to one person's data)
 * and the doctor's 'Přístupy' (their patients and their own recent accesses). Read-only.
 */
import { fullName } from '../../contract/person';
import { and, count, desc, eq, gt, gte, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  auditAreaOf,
  auditPageSize,
  doctorRecentAccessCount,
  type KdoVidelFiltr,
  type LekarPacient,
  type LekarPristup,
  type Pristup,
} from '../../contract/audit';
import { staffRoleLabels, type AuditOperation, type StaffRole } from '../../contract/enums';
import { insurerCoreSystemName } from '../../contract/core-system';
import { personIdToWire, type PersonId } from '../../contract/ids';
import type { Database } from '../db/client';
import { auditLog, doctorAccess, doctorPractices, insuredPersons, users } from '../db/schema';

/** The time zone the portal's calendar dates are in. */
const TIME_ZONE = 'Europe/Prague';

/** Views of the list itself are recorded, but not listed (they would crowd out everything else). */
const NOT_LISTED = 'kdoVidelMojeUdaje';

/** Roles in which an access is never "you", even from the viewer's own account (see `you` below). */
const notYouRoles = ['LEKAR', 'ODKAZ', 'PRACOVNIK', 'SYSTEM', 'ZAMESTNAVATEL'];

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/** Who accessed this person's data (allowed accesses only), newest first, one page. */
export async function accessesOfPerson(
  db: Database,
  viewerUserId: number,
  personId: PersonId,
  filter: KdoVidelFiltr,
): Promise<{ seznamPristupu: Pristup[]; stranka: number; velikostStranky: number; celkem: number }> {
  const page = filter.stranka ?? 1;
  const conditions = [
    eq(auditLog.insuredPersonId, personId),
    eq(auditLog.kind, 'PRISTUP'),
    eq(auditLog.result, 'POVOLENO'),
    ne(auditLog.action, NOT_LISTED),
  ];
  // 'Jen ostatní': leave out the person's own views (their own user, not acting as a doctor or for the insurer)
  if (filter.kdo === 'OSTATNI')
    conditions.push(or(isNull(auditLog.userId), ne(auditLog.userId, viewerUserId), inArray(auditLog.role, notYouRoles))!);
  if (filter.od) conditions.push(gte(auditLog.at, sql`(${filter.od}::date::timestamp at time zone ${TIME_ZONE})`));
  if (filter.do) conditions.push(lt(auditLog.at, sql`((${filter.do}::date + 1)::timestamp at time zone ${TIME_ZONE})`));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      operation: auditLog.operation,
      role: auditLog.role,
      userId: auditLog.userId,
      jmeno: users.jmeno,
      prijmeni: users.prijmeni,
      staffRole: users.staffRole,
      purpose: auditLog.purpose,
      practice: doctorPractices.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(doctorPractices, eq(doctorPractices.userId, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(auditPageSize)
    .offset((page - 1) * auditPageSize);
  return {
    seznamPristupu: rows.map((row) => {
      const doctor = row.role === 'LEKAR';
      const link = row.role === 'ODKAZ';
      const insurer = row.role === 'PRACOVNIK' || row.role === 'SYSTEM';
      const employer = row.role === 'ZAMESTNAVATEL';
      const you = !doctor && !link && !insurer && !employer && row.userId === viewerUserId;
      const name = row.jmeno !== null && row.prijmeni !== null ? fullName({ jmeno: row.jmeno, prijmeni: row.prijmeni }) : null;
      const staffRole = row.staffRole as StaffRole | null;
      return {
        kdy: iso(row.at),
        kdo: {
          typ: doctor ? 'LEKAR' : link ? 'ODKAZ' : insurer ? 'POJISTOVNA' : employer ? 'ZAMESTNAVATEL' : you ? 'VY' : 'ZASTUPCE',
          jmeno: you || link ? null : row.role === 'SYSTEM' ? insurerCoreSystemName : name,
          pracoviste: doctor ? row.practice : row.role === 'PRACOVNIK' && staffRole ? staffRoleLabels[staffRole] : null,
        },
        ucel: insurer || employer ? row.purpose : null,
        oblast: auditAreaOf(row.action),
        operace: (row.operation === 'ZAPIS' ? 'ZAPIS' : 'CTENI') as AuditOperation,
      };
    }),
    stranka: page,
    velikostStranky: auditPageSize,
    celkem: Number(total?.n ?? 0),
  };
}

/** The doctor's patients who allow them now (since when, until when) and the doctor's own recent accesses. */
export async function doctorAccessOverview(
  db: Database,
  doctorUserId: number,
): Promise<{ seznamPacientu: LekarPacient[]; posledniPristupy: LekarPristup[] }> {
  const patients = await db
    .select({
      pojistenecId: insuredPersons.id,
      jmeno: insuredPersons.jmeno,
      prijmeni: insuredPersons.prijmeni,
      since: doctorAccess.changedAt,
      until: doctorAccess.validUntil,
    })
    .from(doctorAccess)
    .innerJoin(insuredPersons, eq(insuredPersons.id, doctorAccess.insuredPersonId))
    .where(
      and(
        eq(doctorAccess.doctorUserId, doctorUserId),
        eq(doctorAccess.allowed, true),
        or(isNull(doctorAccess.validUntil), gt(doctorAccess.validUntil, sql`now()`)),
      ),
    );
  const collator = new Intl.Collator('cs');
  const recent = await db
    .select({
      at: auditLog.at,
      action: auditLog.action,
      operation: auditLog.operation,
      result: auditLog.result,
      pojistenecId: auditLog.insuredPersonId,
      jmeno: insuredPersons.jmeno,
      prijmeni: insuredPersons.prijmeni,
    })
    .from(auditLog)
    .innerJoin(insuredPersons, eq(insuredPersons.id, auditLog.insuredPersonId))
    .where(and(eq(auditLog.userId, doctorUserId), eq(auditLog.kind, 'PRISTUP'), eq(auditLog.role, 'LEKAR')))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(doctorRecentAccessCount);
  return {
    seznamPacientu: patients
      .sort((a, b) => collator.compare(a.prijmeni, b.prijmeni) || collator.compare(a.jmeno, b.jmeno))
      .map((row) => ({
        pojistenecId: personIdToWire(row.pojistenecId),
        jmeno: row.jmeno,
        prijmeni: row.prijmeni,
        platnostOd: iso(row.since),
        platnostDo: row.until ? iso(row.until) : null,
      })),
    posledniPristupy: recent.map((row) => ({
      kdy: iso(row.at),
      pojistenecId: personIdToWire(row.pojistenecId!),
      jmeno: row.jmeno,
      prijmeni: row.prijmeni,
      oblast: auditAreaOf(row.action),
      operace: row.operation === 'ZAPIS' ? 'ZAPIS' : 'CTENI',
      povoleno: row.result === 'POVOLENO',
    })),
  };
}
