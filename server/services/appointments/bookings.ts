/**
 * The person's side of appointments (contract/appointments.ts): the free slots of a branch, the
 * person's bookings, and booking, moving and cancelling. The calls that change something run in
 * the transaction the call adapter opened with their audit row (server/routes/register.ts).
 *
 * A slot holds one booking that is not cancelled: the slot's row is locked while it is checked and
 * taken, and a unique index stands behind the lock. Moving changes the booking's slot in one
 * statement, so the old slot is free exactly when the new one is taken.
 */
import { and, asc, count, eq, gt, isNull, lte, notExists } from 'drizzle-orm';
import {
  appointmentLimits,
  appointmentMessages,
  bookingHorizon,
  type AppointmentBranch,
  type Objednavka,
  type ObjednavkaPresunout,
  type ObjednavkaVlozit,
  type Termin,
} from '../../../contract/appointments';
import { todayIso } from '../../../contract/format';
import type { PersonId } from '../../../contract/ids';
import type { Database } from '../../db/client';
import { appointmentBookings, appointmentSlots, insuredPersons } from '../../db/schema';
import { HttpError, notFoundError, ruleRefusalError } from '../../plugins/errors';
import { sendOnce } from '../communication/idempotency';
import { recordIdOf, requireRecordId } from '../record-id';
import { lockFreeSlot, objednavkaOf, slotConflict, terminOf, type Db } from './slots';

const conflict = (message: string) => new HttpError(409, 'KONFLIKT', message);

/** Free slots of a branch from now to four weeks ahead, earliest first. */
export async function freeSlots(db: Db, branch: AppointmentBranch, now: Date = new Date()): Promise<{ terminy: Termin[] }> {
  const rows = await db
    .select()
    .from(appointmentSlots)
    .where(
      and(
        eq(appointmentSlots.branch, branch),
        isNull(appointmentSlots.removedAt),
        gt(appointmentSlots.startsAt, now),
        lte(appointmentSlots.day, bookingHorizon(todayIso(now))),
        notExists(
          db
            .select({ id: appointmentBookings.id })
            .from(appointmentBookings)
            .where(and(eq(appointmentBookings.slotId, appointmentSlots.id), isNull(appointmentBookings.cancelledAt))),
        ),
      ),
    )
    .orderBy(asc(appointmentSlots.startsAt));
  return { terminy: rows.map(terminOf) };
}

/** The person's bookings: upcoming ones earliest first, then past and cancelled ones latest first. */
export async function bookingsOf(db: Db, personId: PersonId, now: Date = new Date()) {
  const rows = await db
    .select({ booking: appointmentBookings, slot: appointmentSlots })
    .from(appointmentBookings)
    .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointmentBookings.slotId))
    .where(eq(appointmentBookings.insuredPersonId, personId))
    .orderBy(asc(appointmentSlots.startsAt), asc(appointmentBookings.id));
  const all = rows.map((row) => objednavkaOf(row.booking, row.slot, now));
  return {
    nadchazejici: all.filter((item) => item.stav === 'OBJEDNANO'),
    minule: all.filter((item) => item.stav !== 'OBJEDNANO').reverse(),
  };
}

async function upcomingCount(tx: Db, personId: PersonId, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(appointmentBookings)
    .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointmentBookings.slotId))
    .where(
      and(eq(appointmentBookings.insuredPersonId, personId), isNull(appointmentBookings.cancelledAt), gt(appointmentSlots.startsAt, now)),
    );
  return Number(row?.n ?? 0);
}

/** The slot id of a body; an id no slot can have is a slot that is gone. */
function slotIdOf(termin: string): number {
  const id = recordIdOf(termin);
  if (id === null) throw slotConflict(appointmentMessages.slotGone);
  return id;
}

/**
 * Books a free slot for the person (the caller is the person or their representative). A resend
 * with the same idempotency key answers the first booking again.
 */
export async function book(db: Database, personId: PersonId, userId: number, body: ObjednavkaVlozit): Promise<Objednavka> {
  return sendOnce(db, personId, body.idempotencniKlic, 'objednavkaVlozit', [], async (tx) => {
    const now = new Date();
    // One booking of this person at a time, so two at once cannot both pass the limit.
    await tx.select({ id: insuredPersons.id }).from(insuredPersons).where(eq(insuredPersons.id, personId)).for('update');
    if ((await upcomingCount(tx, personId, now)) >= appointmentLimits.maxUpcoming) throw conflict(appointmentMessages.tooManyUpcoming);
    const slot = await lockFreeSlot(tx, slotIdOf(body.termin), now);
    const [booking] = await tx
      .insert(appointmentBookings)
      .values({ slotId: slot.id, insuredPersonId: personId, bookedBy: userId, reason: body.duvod })
      .onConflictDoNothing()
      .returning();
    if (!booking) throw slotConflict(appointmentMessages.slotTaken);
    return objednavkaOf(booking, slot, now);
  });
}

/** The person's booking, locked; someone else's or none: 404. */
async function lockOwnBooking(tx: Db, personId: PersonId, id: string) {
  const [row] = await tx
    .select({ booking: appointmentBookings, slot: appointmentSlots })
    .from(appointmentBookings)
    .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointmentBookings.slotId))
    .where(and(eq(appointmentBookings.id, requireRecordId(id)), eq(appointmentBookings.insuredPersonId, personId)))
    .for('update', { of: appointmentBookings });
  if (!row) throw notFoundError();
  return row;
}

/** A booking that can still change: not cancelled and not begun. */
function ensureChangeable(row: { booking: { cancelledAt: Date | null }; slot: { startsAt: Date } }, now: Date): void {
  if (row.booking.cancelledAt) throw conflict(appointmentMessages.alreadyCancelled);
  if (row.slot.startsAt <= now) throw conflict(appointmentMessages.alreadyPast);
}

/** Moves the booking to another free slot; the reason and the booking stay. */
export async function move(db: Database, personId: PersonId, id: string, body: ObjednavkaPresunout): Promise<Objednavka> {
  const now = new Date();
  const row = await lockOwnBooking(db, personId, id);
  ensureChangeable(row, now);
  const slotId = slotIdOf(body.termin);
  if (slotId === row.slot.id) throw ruleRefusalError({ termin: [appointmentMessages.sameSlot] });
  const slot = await lockFreeSlot(db, slotId, now);
  const [moved] = await db
    .update(appointmentBookings)
    .set({ slotId: slot.id, movedAt: now })
    .where(eq(appointmentBookings.id, row.booking.id))
    .returning();
  return objednavkaOf(moved, slot, now);
}

/** Cancels a booking that has not begun; its slot is free again. */
export async function cancel(db: Database, personId: PersonId, id: string): Promise<Objednavka> {
  const now = new Date();
  const row = await lockOwnBooking(db, personId, id);
  ensureChangeable(row, now);
  const [cancelled] = await db
    .update(appointmentBookings)
    .set({ cancelledAt: now })
    .where(eq(appointmentBookings.id, row.booking.id))
    .returning();
  return objednavkaOf(cancelled, row.slot, now);
}
