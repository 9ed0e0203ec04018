/**
 * Demo appointments at the branches (issue 34): slots for the next 14 working days at every branch
 * within its opening hours (relative to the seed's `now`), a few of them already booked by other
 * persons, and a past visit of Jana's, so both lists of 'Moje objednávky' have something to show.
 */
import { count, eq } from 'drizzle-orm';
import {
  appointmentBranches,
  hoursOn,
  minutesOf,
  pragueMoment,
  timeOf,
  weekdayOf,
  type AppointmentBranch,
  type AppointmentReason,
} from '../../contract/appointments';
import { addDaysIso, todayIso } from '../../contract/format';
import type { Database, Transaction } from '../db/client';
import { appointmentBookings, appointmentSlots, users } from '../db/schema';
import { demoPersonId, type PersonKey } from './demo-data';

type Tx = Database | Transaction;

/** Demo slots last half an hour, from 9:00 (or the opening) to 15:00 (or the closing), without the lunch hour. */
const SLOT_MINUTES = 30;
const FIRST = minutesOf('09:00');
const LAST = minutesOf('15:00');
const LUNCH = [minutesOf('12:00'), minutesOf('13:00')] as const;
const WORKING_DAYS = 14;

/** Bookings of other persons: the branch, the working day (1 = the first after the seed), the time and why. */
const demoBookings: ReadonlyArray<{
  person: PersonKey;
  branch: AppointmentBranch;
  workingDay: number;
  time: string;
  reason: AppointmentReason;
}> = [
  { person: 'katerina', branch: 'MB', workingDay: 1, time: '10:30', reason: 'ZADOST' },
  { person: 'marie', branch: 'MB', workingDay: 2, time: '09:00', reason: 'PRUKAZ' },
  { person: 'josef', branch: 'PHA', workingDay: 3, time: '10:00', reason: 'PLATBY' },
];

export async function hasAppointmentsData(db: Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(appointmentSlots);
  return Number(row?.n ?? 0) > 0;
}

/** The next working days (Monday to Friday) after the seed's day. */
function workingDaysAfter(today: string, howMany: number): string[] {
  const days: string[] = [];
  for (let offset = 1; days.length < howMany; offset += 1) {
    const day = addDaysIso(today, offset);
    if (weekdayOf(day) <= 5) days.push(day);
  }
  return days;
}

function demoStarts(branch: AppointmentBranch, day: string): string[] {
  const hours = hoursOn(branch, day);
  if (!hours) return [];
  const starts: string[] = [];
  const from = Math.max(FIRST, minutesOf(hours.od));
  const to = Math.min(LAST, minutesOf(hours.do));
  for (let start = from; start + SLOT_MINUTES <= to; start += SLOT_MINUTES) {
    if (start + SLOT_MINUTES > LUNCH[0] && start < LUNCH[1]) continue;
    starts.push(timeOf(start));
  }
  return starts;
}

export async function insertDemoAppointments(tx: Tx, now: Date): Promise<void> {
  const userOf = async (login: string) => (await tx.select({ id: users.id }).from(users).where(eq(users.login, login)))[0]?.id ?? null;
  const publishedBy = await userOf('referent');
  const today = todayIso(now);
  const days = workingDaysAfter(today, WORKING_DAYS);
  const slots = appointmentBranches.flatMap((branch) =>
    days.flatMap((day) =>
      demoStarts(branch, day).map((time) => ({ branch, day, startsAt: pragueMoment(day, time), lengthMin: SLOT_MINUTES, publishedBy })),
    ),
  );
  // Jana's visit three weeks ago (a Monday or later, at the Mladá Boleslav branch).
  let pastDay = addDaysIso(today, -21);
  while (weekdayOf(pastDay) > 5) pastDay = addDaysIso(pastDay, 1);
  const past = { branch: 'MB' as const, day: pastDay, startsAt: pragueMoment(pastDay, '10:00'), lengthMin: SLOT_MINUTES, publishedBy };

  const inserted = await tx
    .insert(appointmentSlots)
    .values([...slots, past])
    .returning({ id: appointmentSlots.id, branch: appointmentSlots.branch, startsAt: appointmentSlots.startsAt });
  const slotAt = (branch: AppointmentBranch, day: string, time: string) => {
    const moment = pragueMoment(day, time).getTime();
    const slot = inserted.find((row) => row.branch === branch && row.startsAt.getTime() === moment);
    if (!slot) throw new Error(`seed: no demo slot ${branch} ${day} ${time}`);
    return slot.id;
  };

  await tx.insert(appointmentBookings).values([
    ...demoBookings.map((booking) => ({
      slotId: slotAt(booking.branch, days[booking.workingDay - 1], booking.time),
      insuredPersonId: demoPersonId(booking.person),
      // booked at the counter or by phone: no account of theirs
      bookedBy: null,
      reason: booking.reason,
      createdAt: new Date(now.getTime() - booking.workingDay * 86_400_000),
    })),
    {
      slotId: slotAt('MB', pastDay, '10:00'),
      insuredPersonId: demoPersonId('jana'),
      bookedBy: await userOf('pojistenec'),
      reason: 'PRUKAZ',
      createdAt: new Date(past.startsAt.getTime() - 5 * 86_400_000),
    },
  ]);
}
