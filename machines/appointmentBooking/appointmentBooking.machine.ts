import {
  appointmentMessages,
  appointmentReasons,
  isAppointmentBranch,
  type AppointmentBranch,
  type Objednavka,
  type ObjednavkaVlozit,
} from '../../contract/appointments';
import { createWizardMachine, wizardStepOf, type WizardSnapshot, type WizardStep } from '../wizard/wizard';

/**
 * 'Objednat se na pobočku' (POST /poj/{pojistenecId}/objednavky), on the wizard skeleton
 * (machines/wizard): the branch (pobocka) → a free slot of it (termin: a day, then a time) → what
 * the person comes with (duvod) → review → send → the booking. A slot chosen at another branch
 * than the one chosen now is no choice (changing the branch asks for a slot again). The free slots
 * are the screen's (server data); the server decides whether the slot is still free: a slot taken
 * meanwhile comes back as the message of `termin` and opens that step. Every send carries the same
 * idempotency key.
 */

/** A slot as chosen (what the review and a reload show of it). */
export interface ChosenSlot {
  id: number;
  pobocka: AppointmentBranch;
  zacatek: string;
  den: string;
  cas: string;
  delka: number;
}

export interface BookingDraft {
  /** '' until chosen. */
  pobocka: string;
  termin: ChosenSlot | null;
  duvod: string;
}

export const emptyBookingDraft: BookingDraft = { pobocka: '', termin: null, duvod: '' };

export const bookingSteps = ['pobocka', 'termin', 'duvod'] as const;
export type BookingInputStep = (typeof bookingSteps)[number];
export type BookingStep = WizardStep<BookingInputStep>;

export interface BookingFixed {
  /** A UUID made once per booking (a resend after a lost answer books nothing new). */
  idempotencyKey: string;
}

export interface BookingSubmission {
  body: ObjednavkaVlozit;
}

/** The messages of one step for a draft. */
export function bookingStepErrors(draft: BookingDraft, step: BookingInputStep): Record<string, string[]> {
  if (step === 'pobocka') return isAppointmentBranch(draft.pobocka) ? {} : { pobocka: [appointmentMessages.chooseBranch] };
  if (step === 'termin') return draft.termin?.pobocka === draft.pobocka ? {} : { termin: [appointmentMessages.chooseSlot] };
  return (appointmentReasons as readonly string[]).includes(draft.duvod) ? {} : { duvod: [appointmentMessages.chooseReason] };
}

export const appointmentBookingMachine = createWizardMachine<BookingFixed, BookingDraft, BookingInputStep, BookingSubmission, Objednavka>({
  id: 'appointmentBooking',
  description: [
    "'Objednat se na pobočku': the branch → a free slot of it → the reason → review → send → the booking in Moje objednávky.",
    'Nothing is sent before the review; one confirmation sends once, with the idempotency key. A slot taken meanwhile (409 with the message of `termin`) opens the slot step with the message; any other failure stays on the review with ZKUSIT_ZNOVU.',
    'The step is also in the URL: Back / Forward send `wizard.goTo`, a reload resumes with the kept draft on the first step that is not right yet.',
  ].join('\n\n'),
  steps: {
    pobocka: 'The branch, with its address and opening hours.',
    termin: 'A day with free slots, then a time; a slot of another branch than the chosen one does not count.',
    duvod: 'What the person comes with (a short list, so the branch can prepare).',
  },
  review: "'Zkontrolujte objednávku': the branch, the day and time, the reason; ZPET returns to the reason, 'Objednat se' sends.",
  failed: "The review with the server's Czech message: ZKUSIT_ZNOVU sends again (same key), ZPET returns to the reason.",
  done: "'Jste objednáni': the booking with its branch, day and time, and a link to Moje objednávky.",
  fields: { pobocka: ['pobocka'], termin: ['termin'], duvod: ['duvod'] },
  check: (_, draft, step) => bookingStepErrors(draft, step),
  submitInput: (fixed, draft) => {
    if (!draft.termin) throw new Error('the review opens only with a slot chosen');
    return {
      body: { termin: String(draft.termin.id), duvod: draft.duvod as ObjednavkaVlozit['duvod'], idempotencniKlic: fixed.idempotencyKey },
    };
  },
});

export type AppointmentBookingSnapshot = WizardSnapshot<BookingFixed, BookingDraft, BookingInputStep, BookingSubmission, Objednavka>;
export const appointmentBookingStepOf = (snapshot: AppointmentBookingSnapshot): BookingStep => wizardStepOf(snapshot);
