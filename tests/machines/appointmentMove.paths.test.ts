import { appointmentMessages, type Objednavka } from '../../contract/appointments';
import { messages } from '../../contract/messages';
import type { ChosenSlot } from '../../machines/appointmentBooking/appointmentBooking.machine';
import { appointmentMoveMachine, type MoveDraft } from '../../machines/appointmentBooking/appointmentMove.machine';
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { describeMachine } from './harness';
import { wizardSpec } from './wizard-spec';

const slot = (id: number, pobocka: ChosenSlot['pobocka'], cas: string): ChosenSlot => ({
  id,
  pobocka,
  zacatek: '2026-12-08T08:00:00.000Z',
  den: '2026-12-08',
  cas,
  delka: 30,
});
const current = slot(41, 'KV', '09:00');
const later = slot(42, 'KV', '09:30');
const elsewhere = slot(7, 'MB', '10:30');
const latest = slot(43, 'KV', '10:00');
const draftOf = (s: AnyMachineSnapshot) => (s.context as { draft: MoveDraft }).draft;
const fixed = { booking: { id: 3, pobocka: 'KV' as const, terminId: 41 } };

const moved: Objednavka = {
  ...later,
  id: 3,
  terminId: 42,
  duvod: 'PLATBY',
  stav: 'OBJEDNANO',
  vytvoreno: '2026-12-01T10:00:00.000Z',
  zruseno: null,
};

/** Another slot of the booking's branch; the current one is no move. */
function errors(_: unknown, draft: object): Record<string, string[]> {
  const { termin } = draft as MoveDraft;
  if (!termin || termin.pobocka !== 'KV') return { termin: [appointmentMessages.chooseSlot] };
  return termin.id === 41 ? { termin: [appointmentMessages.sameSlot] } : {};
}

describeMachine(
  wizardSpec({
    machine: appointmentMoveMachine,
    steps: ['termin'],
    inputs: {
      'a booking to move': { fixed, draft: { termin: null } },
      'kept new slot, reload on the review': { fixed, draft: { termin: later }, step: 'review' },
      'kept current slot, reload on the review': { fixed, draft: { termin: current }, step: 'review' },
    },
    starts: {
      'a booking to move': 'termin',
      'kept new slot, reload on the review': 'review',
      'kept current slot, reload on the review': 'termin',
    },
    accepted: { termin: [{ termin: later }] },
    refused: { termin: [{ termin: current }, { termin: elsewhere }] },
    typed: { termin: [{ termin: elsewhere }, { termin: later }] },
    fieldFailures: { termin: { message: appointmentMessages.slotTaken, chyby: { termin: [appointmentMessages.slotTaken] } } },
    failure: { message: messages.noConnection },
    answer: moved,
    errors,
    sent: (_, draft) => ({ id: 3, body: { termin: String((draft as MoveDraft).termin!.id) } }),
    rows: [
      {
        from: 'termin',
        when: "another new slot, opened with 'Upravit' from the review",
        reach: (s) => (s.context as { editing: boolean }).editing && draftOf(s).termin?.id === later.id,
        event: { type: 'wizard.next', values: { termin: latest } },
        to: 'review',
        expect: (end) => expect(draftOf(end.snapshot).termin).toEqual(latest),
      },
    ],
  }),
);
