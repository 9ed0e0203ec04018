/**
 * Doctors' access (GET/PUT /nastaveniPristupLekar): which doctors may see the person's
 * documentation, each with an optional last day after which the access lapses by itself. The
 * current state is `doctor_access` (what `canAccessPerson` and the doctor's patient list read, so
 * a change applies to the doctor's next call), every change is kept in `doctor_access_history`.
 *
 * The doctors offered: every user with the doctor role (in this product, the insurer's contract
 * doctors who use the portal) and every doctor the person already decided about, except users who
 * represent the person themselves. Once 'Moji lékaři' exists, phase 2 may narrow the offer to the
 * person's registered doctors (the access rule itself stays).
 */
import { fullName } from '../../../contract/person';
import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { PersonId } from '../../../contract/ids';
import { messages } from '../../../contract/messages';
import type { DoctorAccessState, PristupLekare } from '../../../contract/settings';
import type { Database, Transaction } from '../../db/client';
import { doctorAccess, doctorAccessHistory, doctorProfiles, representations, users } from '../../db/schema';
import { ruleRefusalError } from '../../plugins/errors';
import { dateWithZeroTime, pragueInstant, todayInPrague } from '../clock';
import { invalidateAuthCache } from '../../auth-cache';

type Db = Database | Transaction;

/** The moment a day ends in Prague: midnight at the start of the next day ('2026-03-28' → 2026-03-28T23:00:00Z). */
export function endOfPragueDay(iso: string): Date {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  return pragueInstant(year, month, day + 1, 0);
}

/** The last day of an access that ends at `validUntil` (the Prague day just before that moment). */
export function lastDayOf(validUntil: Date): string {
  return todayInPrague(new Date(validUntil.getTime() - 1));
}

function stateOf(row: { allowed: boolean; validUntil: Date | null } | null, now: Date): DoctorAccessState {
  if (!row || !row.allowed) return 'NEPOVOLENO';
  return row.validUntil && row.validUntil.getTime() <= now.getTime() ? 'VYPRSELO' : 'POVOLENO';
}

/** Users who represent the person (never offered as the person's doctors). */
async function representativesOf(db: Db, personId: PersonId): Promise<Set<number>> {
  const rows = await db
    .select({ userId: representations.userId })
    .from(representations)
    .where(eq(representations.insuredPersonId, personId));
  return new Set(rows.map((row) => row.userId));
}

export async function doctorAccessOf(db: Db, personId: PersonId, now: Date = new Date()): Promise<{ seznamLekaru: PristupLekare[] }> {
  const decided = db.select({ id: doctorAccess.doctorUserId }).from(doctorAccess).where(eq(doctorAccess.insuredPersonId, personId));
  const doctors = await db
    .select({
      id: users.id,
      jmeno: users.jmeno,
      prijmeni: users.prijmeni,
      titulPred: doctorProfiles.titulPred,
      odbornost: doctorProfiles.odbornost,
      pracoviste: doctorProfiles.pracoviste,
      allowed: doctorAccess.allowed,
      validUntil: doctorAccess.validUntil,
      changedAt: doctorAccess.changedAt,
    })
    .from(users)
    .leftJoin(doctorProfiles, eq(doctorProfiles.userId, users.id))
    .leftJoin(doctorAccess, and(eq(doctorAccess.doctorUserId, users.id), eq(doctorAccess.insuredPersonId, personId)))
    .where(or(eq(users.isDoctor, true), inArray(users.id, decided)))
    .orderBy(asc(users.prijmeni), asc(users.jmeno), asc(users.id));
  const representatives = await representativesOf(db, personId);
  const offered = doctors.filter((doctor) => !representatives.has(doctor.id));
  const changedBy = users;
  const history = await db
    .select({
      doctorUserId: doctorAccessHistory.doctorUserId,
      allowed: doctorAccessHistory.allowed,
      validUntil: doctorAccessHistory.validUntil,
      changedAt: doctorAccessHistory.changedAt,
      jmeno: changedBy.jmeno,
      prijmeni: changedBy.prijmeni,
    })
    .from(doctorAccessHistory)
    .leftJoin(changedBy, eq(changedBy.id, doctorAccessHistory.changedByUserId))
    .where(eq(doctorAccessHistory.insuredPersonId, personId))
    .orderBy(desc(doctorAccessHistory.changedAt), desc(doctorAccessHistory.id));
  return {
    seznamLekaru: offered.map((doctor) => {
      const current = doctor.allowed === null ? null : { allowed: doctor.allowed, validUntil: doctor.validUntil };
      return {
        lekarId: doctor.id,
        jmeno: doctor.jmeno,
        prijmeni: doctor.prijmeni,
        titulPred: doctor.titulPred ?? null,
        odbornost: doctor.odbornost ?? null,
        pracoviste: doctor.pracoviste ?? null,
        stav: stateOf(current, now),
        platnostDo: current?.allowed && current.validUntil ? dateWithZeroTime(lastDayOf(current.validUntil)) : null,
        zmeneno: doctor.changedAt?.toISOString() ?? null,
        historie: history
          .filter((row) => row.doctorUserId === doctor.id)
          .map((row) => ({
            povoleno: row.allowed,
            platnostDo: row.allowed && row.validUntil ? dateWithZeroTime(lastDayOf(row.validUntil)) : null,
            zmeneno: row.changedAt.toISOString(),
            zmenil: row.jmeno && row.prijmeni ? fullName({ jmeno: row.jmeno, prijmeni: row.prijmeni }) : null,
          })),
      };
    }),
  };
}

export interface DoctorAccessChange {
  lekarId: string;
  povoleno: boolean;
  platnostDo?: string;
}

/**
 * Applies the changes in one transaction: an unknown doctor (not a user with the doctor role, or
 * the person's own representative) → 422 'Záznam neexistuje.' on that entry, nothing stored. An
 * end date counts only for an allowed access. Each change is written to the history.
 */
export function changeDoctorAccess(
  db: Database,
  personId: PersonId,
  userId: number,
  changes: readonly DoctorAccessChange[],
): Promise<{ seznamLekaru: PristupLekare[] }> {
  return db.transaction(async (tx) => {
    const ids = changes.map((change) => Number(change.lekarId)).filter((id) => Number.isSafeInteger(id) && id <= 2_147_483_647);
    const doctors = ids.length
      ? await tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, ids), eq(users.isDoctor, true)))
      : [];
    const known = new Set(doctors.map((doctor) => doctor.id));
    const representatives = await representativesOf(tx, personId);
    const chyby: Record<string, string[]> = {};
    changes.forEach((change, index) => {
      const id = Number(change.lekarId);
      if (!known.has(id) || representatives.has(id)) chyby[`seznamLekaru.${index}.lekarId`] = [messages.recordDoesNotExist];
    });
    if (Object.keys(chyby).length > 0) throw ruleRefusalError(chyby);

    const at = new Date();
    for (const change of changes) {
      const doctorUserId = Number(change.lekarId);
      const validUntil = change.povoleno && change.platnostDo ? endOfPragueDay(change.platnostDo) : null;
      const values = { allowed: change.povoleno, validUntil, changedAt: at };
      await tx
        .insert(doctorAccess)
        .values({ insuredPersonId: personId, doctorUserId, ...values })
        .onConflictDoUpdate({ target: [doctorAccess.insuredPersonId, doctorAccess.doctorUserId], set: values });
      await tx.insert(doctorAccessHistory).values({ insuredPersonId: personId, doctorUserId, ...values, changedByUserId: userId });
    }
    // A withdrawn access ends at once, also for a doctor whose role is cached (server/auth-cache.ts).
    invalidateAuthCache();
    return doctorAccessOf(tx, personId, at);
  });
}
