/**
 * The staff's side of appointments (contract/appointments.ts): a branch's day with its slots and
 * who booked them, publishing slots within the opening hours, and removing a free slot. A day that
 * names booked persons is a read of each of them, recorded in their audit with why
 * ("objednávka na pobočku Mladá Boleslav").
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  appointmentLimits,
  appointmentMessages,
  branchTown,
  hoursOn,
  minutesOf,
  pragueClock,
  pragueMoment,
  shortTime,
  timeOf,
  weekdayOf,
  type AppointmentBranch,
  type AppointmentReason,
  type PracovistePobockaDen,
  type TerminyVypsat,
} from '../../../contract/appointments';
import { addDaysIso, formatDateMessage, todayIso } from '../../../contract/format';
import { messages } from '../../../contract/messages';
import { fullName } from '../../../contract/person';
import type { AppDeps } from '../../deps';
import { appointmentBookings, appointmentSlots, insuredPersons } from '../../db/schema';
import { HttpError, notFoundError, validationError } from '../../plugins/errors';
import { requireRecordId } from '../record-id';
import { recordStaffReads, type StaffCaller } from '../staff/staff';
import type { Db } from './slots';

export const appointmentPurpose = (branch: AppointmentBranch) => `objednávka na pobočku ${branchTown(branch)}`;

/** 'v pondělí', 've středu' … (the day a branch is closed on). */
const onWeekday = { 1: 'v pondělí', 2: 'v úterý', 3: 've středu', 4: 've čtvrtek', 5: 'v pátek', 6: 'v sobotu', 7: 'v neděli' } as const;

async function dayOf(db: Db, branch: AppointmentBranch, day: string) {
  const rows = await db
    .select({
      slot: appointmentSlots,
      bookingId: appointmentBookings.id,
      reason: appointmentBookings.reason,
      bookedAt: appointmentBookings.createdAt,
      personId: appointmentBookings.insuredPersonId,
      jmeno: insuredPersons.jmeno,
      prijmeni: insuredPersons.prijmeni,
    })
    .from(appointmentSlots)
    .leftJoin(appointmentBookings, and(eq(appointmentBookings.slotId, appointmentSlots.id), isNull(appointmentBookings.cancelledAt)))
    .leftJoin(insuredPersons, eq(insuredPersons.id, appointmentBookings.insuredPersonId))
    .where(and(eq(appointmentSlots.branch, branch), eq(appointmentSlots.day, day), isNull(appointmentSlots.removedAt)))
    .orderBy(asc(appointmentSlots.startsAt));
  const hours = hoursOn(branch, day);
  const answer: PracovistePobockaDen = {
    pobocka: branch,
    den: day,
    oteviraciDoba: hours ? { od: hours.od, do: hours.do } : null,
    terminy: rows.map((row) => ({
      id: row.slot.id,
      zacatek: row.slot.startsAt.toISOString(),
      cas: pragueClock(row.slot.startsAt).cas,
      delka: row.slot.lengthMin,
      objednavka:
        row.bookingId !== null && row.jmeno !== null && row.prijmeni !== null && row.bookedAt !== null
          ? {
              id: row.bookingId,
              pojistenec: fullName({ jmeno: row.jmeno, prijmeni: row.prijmeni }),
              duvod: row.reason as AppointmentReason,
              vytvoreno: row.bookedAt.toISOString(),
            }
          : null,
    })),
  };
  const persons = rows.flatMap((row) => (row.personId ? [row.personId] : []));
  return { answer, persons };
}

/** The day as the staff member sees it; each booked person's read is recorded before the answer leaves. */
async function auditedDay(deps: AppDeps, staff: StaffCaller, callId: string, branch: AppointmentBranch, day: string) {
  const { answer, persons } = await dayOf(deps.db, branch, day);
  await recordStaffReads(deps, staff, persons, callId, appointmentPurpose(branch));
  return answer;
}

export function staffDay(deps: AppDeps, staff: StaffCaller, branch: AppointmentBranch, day: string): Promise<PracovistePobockaDen> {
  return auditedDay(deps, staff, 'pracovistePobockaDen', branch, day);
}

/** The first key of the advisory lock that serialises publishing on one branch ('ZKOB'). */
const PUBLISH_LOCK_NAMESPACE = 0x5a4b4f42;

/** The starts a publication asks for, each checked against the day's hours; refusals as field messages. */
function plannedStarts(branch: AppointmentBranch, day: string, body: TerminyVypsat, today: string): number[] {
  if (day < today) throw validationError({ den: [appointmentMessages.dayPast] });
  const last = addDaysIso(today, appointmentLimits.publishDays);
  if (day > last) throw validationError({ den: [messages.dateNotAfter(formatDateMessage(last))] });
  const hours = hoursOn(branch, day);
  if (!hours) throw validationError({ den: [appointmentMessages.closedDay(onWeekday[weekdayOf(day)])] });
  const [from, to] = [minutesOf(body.od), minutesOf(body.do)];
  if (to <= from) throw validationError({ do: [appointmentMessages.endBeforeStart] });
  const outside = appointmentMessages.outsideHours(`${shortTime(hours.od)}–${shortTime(hours.do)}`);
  const chyby: Record<string, string[]> = {};
  if (from < minutesOf(hours.od)) chyby.od = [outside];
  if (to > minutesOf(hours.do)) chyby.do = [outside];
  if (Object.keys(chyby).length > 0) throw validationError(chyby);
  if (to - from < body.delka) throw validationError({ delka: [appointmentMessages.shorterThanSlot] });
  const starts: number[] = [];
  for (let start = from; start + body.delka <= to; start += body.delka) starts.push(start);
  return starts;
}

/**
 * Publishes slots of `delka` minutes from `od` to `do` on the day. Times already past and times
 * that would overlap a published slot are left out; when nothing is left, nothing is published (409).
 */
export async function publishSlots(
  deps: AppDeps,
  staff: StaffCaller,
  branch: AppointmentBranch,
  day: string,
  body: TerminyVypsat,
): Promise<PracovistePobockaDen & { vypsano: number }> {
  const now = new Date();
  const starts = plannedStarts(branch, day, body, todayIso(now));
  const ahead = starts.map((start) => pragueMoment(day, timeOf(start))).filter((moment) => moment > now);
  if (ahead.length === 0) throw validationError({ od: [appointmentMessages.dayPast] });
  const vypsano = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_NAMESPACE}, hashtext(${`${branch} ${day}`}))`);
    const existing = await tx
      .select({ startsAt: appointmentSlots.startsAt, lengthMin: appointmentSlots.lengthMin })
      .from(appointmentSlots)
      .where(and(eq(appointmentSlots.branch, branch), eq(appointmentSlots.day, day), isNull(appointmentSlots.removedAt)));
    const length = body.delka * 60_000;
    const free = ahead.filter((moment) =>
      existing.every(
        (slot) =>
          moment.getTime() + length <= slot.startsAt.getTime() || slot.startsAt.getTime() + slot.lengthMin * 60_000 <= moment.getTime(),
      ),
    );
    if (free.length === 0) throw new HttpError(409, 'KONFLIKT', appointmentMessages.allTaken);
    const inserted = await tx
      .insert(appointmentSlots)
      .values(free.map((startsAt) => ({ branch, startsAt, day, lengthMin: body.delka, publishedBy: staff.userId })))
      .onConflictDoNothing()
      .returning({ id: appointmentSlots.id });
    return inserted.length;
  });
  const answer = await auditedDay(deps, staff, 'pracovistePobockaTerminyVypsat', branch, day);
  return { ...answer, vypsano };
}

/** Removes a free slot ahead; a booked or past one stays (409). Answers the slot's day. */
export async function removeSlot(deps: AppDeps, staff: StaffCaller, branch: AppointmentBranch, id: string): Promise<PracovistePobockaDen> {
  const slotId = requireRecordId(id);
  const now = new Date();
  const day = await deps.db.transaction(async (tx) => {
    const [slot] = await tx
      .select()
      .from(appointmentSlots)
      .where(and(eq(appointmentSlots.id, slotId), eq(appointmentSlots.branch, branch), isNull(appointmentSlots.removedAt)))
      .for('update');
    if (!slot) throw notFoundError();
    const [holder] = await tx
      .select({ id: appointmentBookings.id })
      .from(appointmentBookings)
      .where(and(eq(appointmentBookings.slotId, slot.id), isNull(appointmentBookings.cancelledAt)));
    if (holder) throw new HttpError(409, 'KONFLIKT', appointmentMessages.slotBooked);
    if (slot.startsAt <= now) throw new HttpError(409, 'KONFLIKT', appointmentMessages.slotPastRemove);
    await tx.update(appointmentSlots).set({ removedAt: now }).where(eq(appointmentSlots.id, slot.id));
    return slot.day;
  });
  return auditedDay(deps, staff, 'pracovistePobockaTerminOdebrat', branch, day);
}
