import { appointmentMessages, type Objednavka } from '../../contract/appointments';
import { createWizardMachine, wizardStepOf, type WizardSnapshot, type WizardStep } from '../wizard/wizard';
import type { ChosenSlot } from './appointmentBooking.machine';

/**
 * 'Přesunout' a booking (POST /poj/{pojistenecId}/objednavky/{id}/presunuti), on the wizard skeleton
 * (machines/wizard): another free slot of the same branch (termin) → review (the old and the new
 * time) → send → the moved booking. The server moves it at once: the old slot is given up only when
 * the new one is taken; a slot taken meanwhile comes back as the message of `termin`.
 */

export interface MoveDraft {
  termin: ChosenSlot | null;
}

export interface MoveFixed {
  /** The booking being moved (its branch, its slot and its reason stay). */
  booking: Pick<Objednavka, 'id' | 'pobocka' | 'terminId'>;
}

export interface MoveSubmission {
  id: number;
  body: { termin: string };
}

/** The slot must be another one of the booking's branch. */
export function moveErrors({ booking }: MoveFixed, draft: MoveDraft): Record<string, string[]> {
  if (draft.termin?.pobocka !== booking.pobocka) return { termin: [appointmentMessages.chooseSlot] };
  return draft.termin.id === booking.terminId ? { termin: [appointmentMessages.sameSlot] } : {};
}

export const appointmentMoveMachine = createWizardMachine<MoveFixed, MoveDraft, 'termin', MoveSubmission, Objednavka>({
  id: 'appointmentMove',
  description: [
    "'Přesunout objednávku': another free slot of the same branch → review → send → the booking at its new time.",
    'Nothing is sent before the review; a slot taken meanwhile (409 with the message of `termin`) opens the slot step with the message; any other failure stays on the review with ZKUSIT_ZNOVU.',
  ].join('\n\n'),
  steps: { termin: 'A day with free slots, then a time; the current slot is no choice.' },
  review: "'Zkontrolujte přesun': the time now and the new one; ZPET returns to the slots, 'Přesunout' sends.",
  failed: "The review with the server's Czech message: ZKUSIT_ZNOVU sends again, ZPET returns to the slots.",
  done: "'Objednávka je přesunutá': the new day and time, and a link to Moje objednávky.",
  check: moveErrors,
  submitInput: ({ booking }, draft) => {
    if (!draft.termin) throw new Error('the review opens only with a slot chosen');
    return { id: booking.id, body: { termin: String(draft.termin.id) } };
  },
});

export type AppointmentMoveSnapshot = WizardSnapshot<MoveFixed, MoveDraft, 'termin', MoveSubmission, Objednavka>;
export type AppointmentMoveStep = WizardStep<'termin'>;
export const appointmentMoveStepOf = (snapshot: AppointmentMoveSnapshot): AppointmentMoveStep => wizardStepOf(snapshot);
