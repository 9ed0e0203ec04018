/**
 * The appointment wizards for the views (machines/appointmentBooking on the wizard skeleton, wired
 * by useWizard): the step in the URL (`?krok=`), the draft in session storage per person (a new
 * booking: with its idempotency key; a move: per booking).
 */
import type { Objednavka } from '../../../contract/appointments';
import {
  appointmentBookingMachine,
  emptyBookingDraft,
  type BookingDraft,
  type BookingFixed,
  type BookingSubmission,
  type ChosenSlot,
} from '../../../machines/appointmentBooking/appointmentBooking.machine';
import { appointmentMoveMachine, type MoveFixed, type MoveSubmission } from '../../../machines/appointmentBooking/appointmentMove.machine';
import { useWizard } from '../../app/use-wizard';
import { bookingDoneSlug, bookingSlugs, bookingStep, moveDoneSlug, moveSlugs, moveStep } from './wizard-url';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A kept slot, when it has the shape of one. */
function slotOf(value: unknown): ChosenSlot | null {
  if (!isRecord(value)) return null;
  const { id, pobocka, zacatek, den, cas, delka } = value;
  return typeof id === 'number' &&
    typeof pobocka === 'string' &&
    typeof zacatek === 'string' &&
    typeof den === 'string' &&
    typeof cas === 'string' &&
    typeof delka === 'number'
    ? (value as unknown as ChosenSlot)
    : null;
}

interface StoredBooking {
  draft: BookingDraft;
  idempotencyKey: string;
}

function parseStoredBooking(stored: unknown): StoredBooking | null {
  if (!isRecord(stored) || !isRecord(stored.draft) || typeof stored.idempotencyKey !== 'string') return null;
  const { pobocka, duvod, termin } = stored.draft;
  if (typeof pobocka !== 'string' || typeof duvod !== 'string') return null;
  return { draft: { pobocka, duvod, termin: slotOf(termin) }, idempotencyKey: stored.idempotencyKey };
}

export function useAppointmentBooking({
  pojistenecId,
  submit,
  onRestart,
}: {
  pojistenecId: string;
  submit: (input: BookingSubmission) => Promise<Objednavka>;
  onRestart: () => void;
}) {
  return useWizard({
    machine: appointmentBookingMachine,
    flow: 'objednavka',
    pojistenecId,
    parseStored: parseStoredBooking,
    toStored: (context: { fixed: BookingFixed; draft: BookingDraft }): StoredBooking => ({
      draft: context.draft,
      idempotencyKey: context.fixed.idempotencyKey,
    }),
    readSlug: bookingStep,
    slugs: bookingSlugs,
    doneSlug: bookingDoneSlug,
    input: (stored, urlStep) => ({
      fixed: { idempotencyKey: stored?.idempotencyKey ?? crypto.randomUUID() },
      draft: stored?.draft ?? emptyBookingDraft,
      step: urlStep,
    }),
    submit,
    onRestart,
  });
}

export function useAppointmentMove({
  pojistenecId,
  booking,
  submit,
  onRestart,
}: {
  pojistenecId: string;
  booking: Objednavka;
  submit: (input: MoveSubmission) => Promise<Objednavka>;
  onRestart: () => void;
}) {
  return useWizard({
    machine: appointmentMoveMachine,
    flow: `presun-${booking.id}`,
    pojistenecId,
    parseStored: (stored: unknown) => (isRecord(stored) ? { termin: slotOf(stored.termin) } : null),
    toStored: (context: { draft: { termin: ChosenSlot | null } }) => context.draft,
    readSlug: moveStep,
    slugs: moveSlugs,
    doneSlug: moveDoneSlug,
    input: (stored, urlStep) => ({
      fixed: { booking: { id: booking.id, pobocka: booking.pobocka, terminId: booking.terminId } } satisfies MoveFixed,
      draft: stored ?? { termin: null },
      step: urlStep,
    }),
    submit,
    onRestart,
  });
}
