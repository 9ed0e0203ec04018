import { createActor, type AnyStateMachine, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  medicineAddMachine,
  medicineAddStepOf,
  type MedicineAddAnswer,
  type MedicineAddInput,
  type MedicineAddSnapshot,
  type MedicineValues,
} from '../../machines/medicineAdd/medicineAdd.machine';
import { messages } from '../../contract/messages';
import type { CallFailure } from '../../contract/errors';
import type { Lek, UpozorneniLeku } from '../../contract/medicines';
import { todayIso } from '../../contract/format';
import { controlledActors, describeMachine, flush, type End, type TransitionRow } from './harness';

const input: MedicineAddInput = { idempotencyKey: '3f0c3e7a-1b2c-4d5e-8f90-a1b2c3d4e5f6' };
const calcium: MedicineValues = { kodSukl: '0123456', datumOd: '2026-11-01', datumDo: '', davkovani: '1 tableta večer' };
const typedWrong: Partial<MedicineValues> = { kodSukl: '12', datumOd: '' };

const lek: Lek = {
  id: 77,
  kodSukl: '0123456',
  nazev: 'CALTRATE PLUS',
  doplnek: 'TBL FLM 60',
  atc: 'A12AX',
  ucinnaLatka: 'uhličitan vápenatý a kolekalciferol',
  naPredpis: false,
  zdroj: 'VLASTNI',
  datumOd: '2026-11-01T00:00:00',
  datumDo: null,
  aktualni: true,
  pocetBaleni: null,
  davkovani: '1 tableta večer',
  predepsal: null,
  doplatekKc: 0,
  zapocitatelnyDoplatekKc: 0,
};
const warning: UpozorneniLeku = {
  klic: 'INTERAKCE:9:26:77',
  typ: 'INTERAKCE',
  zavaznost: 'STREDNI',
  lekIds: [26, 77],
  nazev: 'EUTHYROX a CALTRATE PLUS: horší vstřebávání hormonu štítné žlázy',
  popis: 'Vápník snižuje vstřebávání levothyroxinu.',
  potvrzeno: false,
  potvrzenoDatum: null,
};
const withWarning: MedicineAddAnswer = { lek, upozorneni: [warning] };
const withoutWarning: MedicineAddAnswer = { lek, upozorneni: [] };
const unknownProduct: CallFailure = { message: messages.badRequest, chyby: { kodSukl: [messages.medicineUnknown] } };
const down: CallFailure = { message: messages.noConnection };

const events = {
  'medicine.submit': [
    { type: 'medicine.submit', values: calcium },
    { type: 'medicine.submit', values: typedWrong },
  ],
  'medicine.change': [{ type: 'medicine.change', values: { davkovani: 'ráno' } }],
  'medicine.confirm': [{ type: 'medicine.confirm' }],
  'medicine.later': [{ type: 'medicine.later' }],
  'xstate.done.actor.add': [
    { type: 'xstate.done.actor.add', output: withWarning },
    { type: 'xstate.done.actor.add', output: withoutWarning },
  ],
  'xstate.error.actor.add': [
    { type: 'xstate.error.actor.add', error: unknownProduct },
    { type: 'xstate.error.actor.add', error: down },
  ],
  'xstate.done.actor.confirm': [{ type: 'xstate.done.actor.confirm', output: {} }],
  'xstate.error.actor.confirm': [{ type: 'xstate.error.actor.confirm', error: down }],
};
/** useMedicineAdd's world: the calls the machine makes. */
function world(machine: AnyStateMachine) {
  const control = controlledActors(['add', 'confirm']);
  return { machine: machine.provide({ actors: control.actors as never }), control };
}
type MedicineWorld = ReturnType<typeof world>;
type MedicineEnd = End<MedicineWorld>;

/** An independent model: values kept, what each send and confirmation carries, where the flow is. */
function model(events: readonly EventObject[]) {
  let values: MedicineValues = { kodSukl: '', datumOd: '', datumDo: '', davkovani: '' };
  let step = 'editing';
  const added: unknown[] = [];
  const confirmed: unknown[] = [];
  let rejected = false;
  const valid = (v: MedicineValues) => /^\d{7}$/.test(v.kodSukl) && v.datumOd !== '' && v.datumOd <= todayIso();
  for (const event of events) {
    const e = event as { type: string; values?: Partial<MedicineValues>; output?: MedicineAddAnswer; error?: CallFailure };
    rejected = false;
    if (e.type === 'medicine.change' && step === 'editing') values = { ...values, ...e.values };
    else if (e.type === 'medicine.submit' && step === 'editing') {
      values = { ...values, ...e.values };
      if (valid(values)) {
        step = 'submitting';
        added.push({
          body: { kodSukl: values.kodSukl, datumOd: values.datumOd, davkovani: values.davkovani || undefined },
          idempotencyKey: input.idempotencyKey,
        });
      } else rejected = true;
    } else if (e.type === 'xstate.done.actor.add' && step === 'submitting') step = e.output?.upozorneni.length ? 'warnings' : 'done';
    else if (e.type === 'xstate.error.actor.add' && step === 'submitting') step = 'editing';
    else if (e.type === 'medicine.confirm' && step === 'warnings') {
      step = 'confirming';
      confirmed.push({ seznamPotvrzeni: [lek.id] });
    } else if (e.type === 'medicine.later' && step === 'warnings') step = 'done';
    else if (e.type === 'xstate.done.actor.confirm' && step === 'confirming') step = 'done';
    else if (e.type === 'xstate.error.actor.confirm' && step === 'confirming') step = 'warnings';
  }
  return { values, step, added, confirmed, rejected };
}

/** What the screen shows after any path: the step, the values kept, the calls made and the messages. */
function check(end: MedicineEnd) {
  const snapshot = end.snapshot as unknown as MedicineAddSnapshot;
  const expected = model(end.events);
  const last = end.events[end.events.length - 1] as { type: string; error?: CallFailure } | undefined;
  const strip = (calls: unknown[]) => JSON.parse(JSON.stringify(calls)) as unknown[];
  // One send per accepted 'Přidat' with the same idempotency key; the confirmation names the new medicine only.
  expect(strip(end.world.control.calls.add)).toEqual(strip(expected.added));
  expect(end.world.control.calls.confirm).toEqual(expected.confirmed);
  expect(medicineAddStepOf(snapshot)).toBe(expected.step);
  expect(snapshot.context.values).toEqual(expected.values);
  if (expected.step === 'editing') {
    if (expected.rejected) expect(snapshot.context.fieldErrors.kodSukl).toEqual([messages.tooShort(7)]);
    if (last?.type === 'xstate.error.actor.add') {
      if (last.error === unknownProduct) expect(snapshot.context.fieldErrors).toEqual({ kodSukl: [messages.medicineUnknown] });
      else expect(snapshot.context.error).toBe(messages.noConnection);
    }
  }
  if (expected.step === 'warnings') {
    expect(snapshot.context.upozorneni).toEqual([warning]);
    expect(snapshot.context.confirmed).toBe(false);
    if (last?.type === 'xstate.error.actor.confirm') expect(snapshot.context.error).toBe(messages.noConnection);
  }
  if (expected.step === 'done') {
    expect(snapshot.context.lek).toEqual(lek);
    expect(snapshot.context.confirmed).toBe(last?.type === 'xstate.done.actor.confirm');
    expect(snapshot.status).toBe('done');
  }
}

const submit = { type: 'medicine.submit', values: calcium };
const transitions: TransitionRow<MedicineWorld>[] = [
  { from: '(start)', event: { type: 'xstate.init' }, to: 'editing', expect: (end) => expect(end.world.control.calls.add).toEqual([]) },
  {
    from: 'editing',
    event: { type: 'medicine.change', values: { davkovani: 'ráno' } },
    to: 'editing',
    expect: (end) => expect((end.snapshot as unknown as MedicineAddSnapshot).context.values.davkovani).toBe('ráno'),
  },
  {
    from: 'editing',
    when: 'the values pass the contract schema',
    event: submit,
    to: 'submitting',
    expect: (end) => expect(end.world.control.calls.add).toHaveLength(1),
  },
  {
    from: 'editing',
    when: 'a value is refused: field messages, nothing sent, what was typed kept',
    event: { type: 'medicine.submit', values: typedWrong },
    to: 'editing',
    expect: (end) => {
      expect((end.snapshot as unknown as MedicineAddSnapshot).context.fieldErrors.kodSukl).toEqual([messages.tooShort(7)]);
      expect(end.world.control.calls.add).toEqual([]);
    },
  },
  {
    from: 'editing',
    when: "after a refused try, the accepted 'Přidat' clears the old messages",
    reach: (snapshot) => Object.keys((snapshot as unknown as MedicineAddSnapshot).context.fieldErrors).length > 0,
    event: submit,
    to: 'submitting',
    expect: (end) => {
      const { context } = end.snapshot as unknown as MedicineAddSnapshot;
      expect(context.fieldErrors).toEqual({});
      expect(context.error).toBeNull();
    },
  },
  {
    from: 'submitting',
    when: 'the new medicine brings a warning',
    event: { type: 'xstate.done.actor.add', output: withWarning },
    to: 'warnings',
    expect: (end) => expect((end.snapshot as unknown as MedicineAddSnapshot).context.upozorneni).toEqual([warning]),
  },
  {
    from: 'submitting',
    when: 'no warning',
    event: { type: 'xstate.done.actor.add', output: withoutWarning },
    to: 'done',
    expect: (end) => expect((end.snapshot as unknown as MedicineAddSnapshot).context.lek).toEqual(lek),
  },
  {
    from: 'submitting',
    when: 'the server refuses the product: its field message, values kept',
    event: { type: 'xstate.error.actor.add', error: unknownProduct },
    to: 'editing',
    expect: (end) =>
      expect((end.snapshot as unknown as MedicineAddSnapshot).context.fieldErrors).toEqual({ kodSukl: [messages.medicineUnknown] }),
  },
  {
    from: 'warnings',
    event: { type: 'medicine.confirm' },
    to: 'confirming',
    expect: (end) => expect(end.world.control.calls.confirm).toEqual([{ seznamPotvrzeni: [lek.id] }]),
  },
  {
    from: 'warnings',
    when: "'Později': the warning stays unconfirmed",
    event: { type: 'medicine.later' },
    to: 'done',
    expect: (end) => expect((end.snapshot as unknown as MedicineAddSnapshot).context.confirmed).toBe(false),
  },
  {
    from: 'confirming',
    event: { type: 'xstate.done.actor.confirm', output: {} },
    to: 'done',
    expect: (end) => expect((end.snapshot as unknown as MedicineAddSnapshot).context.confirmed).toBe(true),
  },
  {
    from: 'confirming',
    when: 'the confirmation fails: the message, the warning still shown',
    event: { type: 'xstate.error.actor.confirm', error: down },
    to: 'warnings',
    expect: (end) => expect((end.snapshot as unknown as MedicineAddSnapshot).context.error).toBe(messages.noConnection),
  },
];

describeMachine<MedicineWorld>({
  machine: medicineAddMachine,
  inputs: { input },
  events,
  world,
  check,
  transitions,
  // the calcium starts on 1 November 2026: a day after it, so its date is not in the future
  now: Date.parse('2026-11-02T10:00:00.000Z'),
});

describe('medicine add machine', () => {
  it('a date in the future is refused with the contract message and nothing is sent', () => {
    const control = controlledActors(['add', 'confirm']);
    const actor = createActor(medicineAddMachine.provide({ actors: control.actors as never }), { input }).start();
    actor.send({ type: 'medicine.submit', values: { ...calcium, datumOd: '2999-01-01' } });
    expect(actor.getSnapshot().context.fieldErrors.datumOd?.[0]).toMatch(/^Datum nesmí být po /);
    expect(control.calls.add).toEqual([]);
  });

  it('after a lost answer the same key is sent again', async () => {
    const control = controlledActors(['add', 'confirm']);
    const actor = createActor(medicineAddMachine.provide({ actors: control.actors as never }), { input }).start();
    actor.send({ type: 'medicine.submit', values: calcium });
    control.reject('add', new Error(messages.noConnection));
    await flush();
    actor.send({ type: 'medicine.submit' });
    expect(control.calls.add).toHaveLength(2);
    expect(control.calls.add[1]).toEqual(control.calls.add[0]);
  });
});
