/**
 * What the person's and the staff's sides of appointments share: the rows as the wire shows them,
 * and the checks of a slot someone wants to book (contract/appointments.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import {
  appointmentMessages,
  pragueClock,
  type AppointmentBranch,
  type AppointmentReason,
  type Objednavka,
  type Termin,
} from '../../../contract/appointments';
import type { Database, Transaction } from '../../db/client';
import { appointmentBookings, appointmentSlots } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

export type Db = Database | Transaction;
export type SlotRow = typeof appointmentSlots.$inferSelect;
export type BookingRow = typeof appointmentBookings.$inferSelect;

export function terminOf(slot: SlotRow): Termin {
  return {
    id: slot.id,
    pobocka: slot.branch as AppointmentBranch,
    zacatek: slot.startsAt.toISOString(),
    ...pragueClock(slot.startsAt),
    delka: slot.lengthMin,
  };
}

export function objednavkaOf(booking: BookingRow, slot: SlotRow, now: Date): Objednavka {
  const termin = terminOf(slot);
  return {
    ...termin,
    id: booking.id,
    terminId: slot.id,
    duvod: booking.reason as AppointmentReason,
    stav: booking.cancelledAt ? 'ZRUSENO' : slot.startsAt <= now ? 'PROBEHLO' : 'OBJEDNANO',
    vytvoreno: booking.createdAt.toISOString(),
    zruseno: booking.cancelledAt?.toISOString() ?? null,
  };
}

/** A refusal about the chosen slot: 409 with the message at the field `termin`, so the form shows it there. */
export function slotConflict(message: string): HttpError {
  return new HttpError(409, 'KONFLIKT', message, { chyby: { termin: [message] } });
}

/**
 * The slot a person wants, locked for the rest of the transaction (two people choosing the same
 * slot at once are served one after the other): it must exist, be published, lie ahead and be free.
 */
export async function lockFreeSlot(tx: Db, slotId: number, now: Date): Promise<SlotRow> {
  const [slot] = await tx.select().from(appointmentSlots).where(eq(appointmentSlots.id, slotId)).for('update');
  if (!slot || slot.removedAt) throw slotConflict(appointmentMessages.slotGone);
  if (slot.startsAt <= now) throw slotConflict(appointmentMessages.slotPast);
  const [holder] = await tx
    .select({ id: appointmentBookings.id })
    .from(appointmentBookings)
    .where(and(eq(appointmentBookings.slotId, slot.id), isNull(appointmentBookings.cancelledAt)));
  if (holder) throw slotConflict(appointmentMessages.slotTaken);
  return slot;
}
