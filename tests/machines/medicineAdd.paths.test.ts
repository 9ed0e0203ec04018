import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  medicineAddMachine,
  medicineAddStepOf,
  type MedicineAddAnswer,
  type MedicineAddInput,
  type MedicineValues,
} from '../../machines/medicineAdd/medicineAdd.machine';
import { messages } from '../../contract/messages';
import type { CallFailure } from '../../contract/errors';
import type { Lek, UpozorneniLeku } from '../../contract/medicines';
import { todayIso } from '../../contract/format';
import { controlledActors, definedStates, describePath, eventsFor, flush, reachedStates, replayPath } from './path-harness';

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
const traversal = { input, events: eventsFor(events) as never };
type Path = ReturnType<typeof getShortestPaths<typeof medicineAddMachine>>[number];

/** An independent model: values kept, what each send and confirmation carries, where the flow is. */
function model(path: Path) {
  let values: MedicineValues = { kodSukl: '', datumOd: '', datumDo: '', davkovani: '' };
  let step = 'editing';
  const added: unknown[] = [];
  const confirmed: unknown[] = [];
  let rejected = false;
  const valid = (v: MedicineValues) => /^\d{7}$/.test(v.kodSukl) && v.datumOd !== '' && v.datumOd <= todayIso();
  for (const { event } of path.steps) {
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
    } else if (e.type === 'xstate.done.actor.add') step = e.output?.upozorneni.length ? 'warnings' : 'done';
    else if (e.type === 'xstate.error.actor.add') step = 'editing';
    else if (e.type === 'medicine.confirm' && step === 'warnings') {
      step = 'confirming';
      confirmed.push({ seznamPotvrzeni: [lek.id] });
    } else if (e.type === 'medicine.later' && step === 'warnings') step = 'done';
    else if (e.type === 'xstate.done.actor.confirm') step = 'done';
    else if (e.type === 'xstate.error.actor.confirm') step = 'warnings';
  }
  return { values, step, added, confirmed, rejected };
}

async function checkPath(path: Path) {
  const control = controlledActors(['add', 'confirm']);
  const actor = await replayPath(path, medicineAddMachine.provide({ actors: control.actors as never }), control, input);
  const snapshot = actor.getSnapshot();
  const expected = model(path);
  const last = path.steps[path.steps.length - 1].event as { type: string; error?: CallFailure };
  const strip = (calls: unknown[]) => JSON.parse(JSON.stringify(calls)) as unknown[];

  // One send per accepted 'Přidat' with the same idempotency key; the confirmation names the new medicine only.
  expect(strip(control.calls.add)).toEqual(strip(expected.added));
  expect(control.calls.confirm).toEqual(expected.confirmed);
  expect(medicineAddStepOf(snapshot)).toBe(expected.step);
  expect(snapshot.context.values).toEqual(expected.values);

  switch (expected.step) {
    case 'editing':
      if (expected.rejected) expect(snapshot.context.fieldErrors.kodSukl).toEqual([messages.tooShort(7)]);
      if (last.type === 'xstate.error.actor.add') {
        if (last.error === unknownProduct) expect(snapshot.context.fieldErrors).toEqual({ kodSukl: [messages.medicineUnknown] });
        else expect(snapshot.context.error).toBe(messages.noConnection);
      }
      break;
    case 'warnings':
      // The warning the server returned is shown, unconfirmed.
      expect(snapshot.context.upozorneni).toEqual([warning]);
      expect(snapshot.context.confirmed).toBe(false);
      if (last.type === 'xstate.error.actor.confirm') expect(snapshot.context.error).toBe(messages.noConnection);
      break;
    case 'done':
      expect(snapshot.context.lek).toEqual(lek);
      expect(snapshot.context.confirmed).toBe(last.type === 'xstate.done.actor.confirm');
      expect(snapshot.status).toBe('done');
      break;
    default:
      expect(snapshot.can({ type: 'medicine.submit', values: calcium })).toBe(false);
  }
  actor.stop();
}

describe('medicine add machine paths', () => {
  const paths = [
    ...getShortestPaths(medicineAddMachine, traversal),
    ...getSimplePaths(medicineAddMachine, traversal).filter((path) => path.steps.length > 3 && path.steps.length < 8),
  ];
  it('reaches every state', () => expect(reachedStates(paths)).toEqual(definedStates(medicineAddMachine)));
  for (const path of paths) it(describePath(path), () => checkPath(path));
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
