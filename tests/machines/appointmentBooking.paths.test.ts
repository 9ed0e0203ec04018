import { appointmentMessages, type Objednavka } from '../../contract/appointments';
import { messages } from '../../contract/messages';
import {
  appointmentBookingMachine,
  emptyBookingDraft,
  type BookingDraft,
  type ChosenSlot,
} from '../../machines/appointmentBooking/appointmentBooking.machine';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { describeMachine } from './harness';
import { wizardSpec } from './wizard-spec';

const key = '9a1c2e3f-4b5d-4e6f-8a7b-1c2d3e4f5a6b';
const fixed = { idempotencyKey: key };
const atKvasiny: ChosenSlot = { id: 41, pobocka: 'KV', zacatek: '2026-12-08T08:00:00.000Z', den: '2026-12-08', cas: '09:00', delka: 30 };
const atBoleslav: ChosenSlot = { id: 7, pobocka: 'MB', zacatek: '2026-12-07T09:30:00.000Z', den: '2026-12-07', cas: '10:30', delka: 30 };
const laterAtKvasiny: ChosenSlot = { ...atKvasiny, id: 42, zacatek: '2026-12-08T08:30:00.000Z', cas: '09:30' };
const complete: BookingDraft = { pobocka: 'KV', termin: atKvasiny, duvod: 'PRUKAZ' };

const booked: Objednavka = {
  ...atKvasiny,
  id: 3,
  terminId: 41,
  duvod: 'PRUKAZ',
  stav: 'OBJEDNANO',
  vytvoreno: '2026-12-01T10:00:00.000Z',
  zruseno: null,
};

const draftOf = (s: AnyMachineSnapshot) => (s.context as { draft: BookingDraft }).draft;
const editing = (s: AnyMachineSnapshot) => (s.context as { editing: boolean }).editing;

/** The rules as the test reads them: a real branch, a slot of that branch, a reason of the list. */
function errors(_: unknown, draft: object, step: string): Record<string, string[]> {
  const d = draft as BookingDraft;
  if (step === 'pobocka') return ['MB', 'PHA', 'NB', 'VR', 'KV'].includes(d.pobocka) ? {} : { pobocka: [appointmentMessages.chooseBranch] };
  if (step === 'termin') return d.termin && d.termin.pobocka === d.pobocka ? {} : { termin: [appointmentMessages.chooseSlot] };
  return ['PRUKAZ', 'ZADOST', 'PLATBY', 'JINE'].includes(d.duvod) ? {} : { duvod: [appointmentMessages.chooseReason] };
}

describeMachine(
  wizardSpec({
    machine: appointmentBookingMachine,
    steps: ['pobocka', 'termin', 'duvod'],
    fields: { pobocka: ['pobocka'], termin: ['termin'], duvod: ['duvod'] },
    inputs: {
      'a new booking': { fixed, draft: emptyBookingDraft },
      'kept and complete, reload on the review': { fixed, draft: complete, step: 'review' },
      'kept with a slot of another branch, reload on the review': { fixed, draft: { ...complete, termin: atBoleslav }, step: 'review' },
      'kept branch only, reload on the reason': { fixed, draft: { ...emptyBookingDraft, pobocka: 'KV' }, step: 'duvod' },
      'kept branch and slot, reload on the review': { fixed, draft: { ...complete, duvod: '' }, step: 'review' },
    },
    starts: {
      'a new booking': 'pobocka',
      'kept and complete, reload on the review': 'review',
      'kept with a slot of another branch, reload on the review': 'termin',
      'kept branch only, reload on the reason': 'termin',
      'kept branch and slot, reload on the review': 'duvod',
    },
    accepted: { pobocka: [{ pobocka: 'KV' }], termin: [{ termin: atKvasiny }], duvod: [{ duvod: 'PRUKAZ' }] },
    refused: {
      // POSTA is a way of delivery, not a branch
      pobocka: [{ pobocka: 'POSTA' }],
      // a slot of another branch than the one chosen
      termin: [{ termin: atBoleslav }],
      duvod: [{ duvod: '' }],
    },
    typed: { pobocka: [{ pobocka: 'MB' }], termin: [{ termin: atBoleslav }], duvod: [{ duvod: 'JINE' }] },
    fieldFailures: {
      pobocka: { message: messages.badRequest, chyby: { pobocka: [messages.required] } },
      termin: { message: appointmentMessages.slotTaken, chyby: { termin: [appointmentMessages.slotTaken] } },
      duvod: { message: messages.badRequest, chyby: { duvod: [messages.required] } },
    },
    failure: { message: appointmentMessages.tooManyUpcoming },
    answer: booked,
    errors,
    sent: (_, draft) => {
      const d = draft as BookingDraft;
      return { body: { termin: String(d.termin!.id), duvod: d.duvod, idempotencniKlic: key } };
    },
    rows: [
      {
        from: 'termin',
        when: "another slot, opened with 'Upravit' from the review",
        reach: (s) => editing(s) && draftOf(s).duvod !== '' && draftOf(s).termin?.id === atKvasiny.id,
        event: { type: 'wizard.next', values: { termin: laterAtKvasiny } },
        to: 'review',
        expect: (end) => expect(draftOf(end.snapshot).termin).toEqual(laterAtKvasiny),
      },
      {
        from: 'duvod',
        when: "another reason, opened with 'Upravit' from the review",
        reach: (s) => editing(s) && draftOf(s).duvod === 'PRUKAZ',
        event: { type: 'wizard.next', values: { duvod: 'PLATBY' } },
        to: 'review',
        expect: (end) => expect(draftOf(end.snapshot).duvod).toBe('PLATBY'),
      },
    ],
  }),
);
