import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  checkNameChange,
  nameChangeMachine,
  nameChangeStepOf,
  type NameChangeAnswer,
  type NameChangeContext,
  type NameChangeFailure,
  type NameChangeFile,
  type NameChangeInput,
  type NameValues,
} from '../../machines/nameChange/nameChange.machine';
import { messages } from '../../contract/messages';
import { controlledActors, definedStates, describePath, eventsFor, flush, reachedStates, replayPath } from './path-harness';

const key = '5b0c8d2e-4f1a-4c3b-9e7d-1a2b3c4d5e6f';
const current: NameValues = { jmeno: 'Jana', prijmeni: 'Dvořáková', titulPred: '', titulZa: '' };
const married: NameValues = { jmeno: 'Jana', prijmeni: 'Nováková', titulPred: '', titulZa: '' };
const titles: NameValues = { jmeno: 'Jana', prijmeni: 'Dvořáková', titulPred: 'Ing.', titulZa: '' };
const wrong: NameValues = { jmeno: '', prijmeni: 'Nov4ková', titulPred: '', titulZa: '' };
const certificate: NameChangeFile[] = [{ nazev: 'oddaci-list.pdf', velikost: 48213 }];

const sent: NameChangeAnswer = {
  jmeno: 'Jana',
  prijmeni: 'Dvořáková',
  titulPred: null,
  titulZa: null,
  zadost: {
    id: 77,
    typ: 'ZMENA_UDAJU',
    datum: '2026-11-24T10:00:00.000Z',
    stav: 'PRIJATO',
    adresaOdeslani: null,
    popis: 'Změna jména na Jana Nováková',
  },
};
const noDocument: NameChangeFailure = { message: messages.badRequest, chyby: { prilohy: [messages.nameChangeNeedsDocument] } };
const offline: NameChangeFailure = { message: messages.noConnection };

const events = {
  'name.next': [
    { type: 'name.next', values: married },
    { type: 'name.next', values: titles },
    { type: 'name.next', values: wrong },
  ],
  'name.change': [{ type: 'name.change', values: married }],
  'name.files': [
    { type: 'name.files', files: certificate },
    { type: 'name.files', files: [] },
  ],
  'name.back': [{ type: 'name.back' }],
  'name.goTo': [
    { type: 'name.goTo', step: 'review' },
    { type: 'name.goTo', step: 'edit' },
  ],
  'name.confirm': [{ type: 'name.confirm' }],
  'name.retry': [{ type: 'name.retry' }],
  'xstate.done.actor.submit': [{ type: 'xstate.done.actor.submit', output: sent }],
  'xstate.error.actor.submit': [
    { type: 'xstate.error.actor.submit', error: noDocument },
    { type: 'xstate.error.actor.submit', error: offline },
  ],
};

const input: NameChangeInput = { current, idempotencyKey: key };
/**
 * States by what the user can see: the step, the values, whether a document is chosen, whether a
 * body was accepted, a message shown and which fields carry messages (the whole snapshot would
 * make every combination of earlier answers a state of its own).
 */
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as { value: unknown; context: NameChangeContext };
  return JSON.stringify([
    value,
    context.values,
    context.files.length,
    context.body !== null,
    context.error,
    Object.keys(context.fieldErrors).sort(),
  ]);
};
const traversal = { input, serializeState, events: eventsFor(events) as never };
/** The long ways through sending, failing and retrying: one change of name with its document, both failures. */
const sendingEvents = { ...events, 'name.next': [events['name.next'][0]], 'name.files': [events['name.files'][0]] };
const sendingTraversal = {
  input,
  serializeState,
  events: ((snapshot: never) =>
    eventsFor(sendingEvents)(snapshot).filter((event) => event.type !== 'name.change' && event.type !== 'name.goTo')) as never,
};
type Path = ReturnType<typeof getShortestPaths<typeof nameChangeMachine>>[number];

/** An independent model: the values and files the user left, the step, and what each confirmation sends. */
function model(path: Path) {
  let values = current;
  let files: readonly NameChangeFile[] = [];
  let body: unknown = null;
  let step = 'edit';
  const sentBodies: unknown[] = [];
  const accept = () => {
    const result = checkNameChange(current, values, files, key);
    if (!result.success) return false;
    body = result.body;
    step = 'review';
    return true;
  };
  for (const { event } of path.steps) {
    const e = event as { type: string; values?: NameValues; files?: NameChangeFile[]; step?: string; error?: NameChangeFailure };
    if (step === 'edit' && e.type === 'name.next') {
      values = e.values!;
      accept();
    } else if (step === 'edit' && e.type === 'name.change') values = e.values!;
    else if (step === 'edit' && e.type === 'name.files') files = e.files!;
    else if (step === 'edit' && e.type === 'name.goTo' && e.step === 'review') accept();
    else if ((step === 'review' || step === 'failed') && (e.type === 'name.back' || (e.type === 'name.goTo' && e.step === 'edit')))
      step = 'edit';
    else if ((step === 'review' && e.type === 'name.confirm') || (step === 'failed' && e.type === 'name.retry')) {
      step = 'submitting';
      sentBodies.push({ body, files });
    } else if (e.type === 'xstate.done.actor.submit') step = 'done';
    else if (e.type === 'xstate.error.actor.submit') step = e.error?.chyby ? 'edit' : 'failed';
  }
  return { values, files, step, sent: sentBodies };
}

async function checkPath(path: Path) {
  const control = controlledActors(['submit']);
  const actor = await replayPath(path, nameChangeMachine.provide({ actors: control.actors as never }), control, input);
  const snapshot = actor.getSnapshot();
  const step = nameChangeStepOf(snapshot);
  const expected = model(path);
  const last = path.steps[path.steps.length - 1].event as { type: string; values?: NameValues };

  // Nothing before the review; each confirmation (or retry) sends once, the accepted body with the
  // files, and always the same idempotency key.
  expect(control.calls.submit).toEqual(expected.sent);
  for (const call of control.calls.submit as Array<{ body: { idempotencniKlic: string } }>) expect(call.body.idempotencniKlic).toBe(key);
  expect(step).toBe(expected.step);
  // What was typed and chosen survives going back and every failure.
  expect(snapshot.context.values).toEqual(expected.values);
  expect(snapshot.context.files).toEqual(expected.files);

  switch (step) {
    case 'edit':
      if (last.type === 'xstate.error.actor.submit') expect(snapshot.context.fieldErrors).toEqual(noDocument.chyby);
      else if (last.type === 'name.next' && last.values === wrong)
        expect(snapshot.context.fieldErrors).toMatchObject({ jmeno: [messages.required], prijmeni: [messages.unsupportedFormat] });
      else if (last.type === 'name.next' && last.values === married && expected.files.length === 0)
        expect(snapshot.context.fieldErrors).toEqual({ prilohy: [messages.nameChangeNeedsDocument] });
      expect(snapshot.can({ type: 'name.confirm' })).toBe(false);
      break;
    case 'review':
      expect(checkNameChange(current, expected.values, expected.files, key).success).toBe(true);
      expect(snapshot.context.error).toBeNull();
      break;
    case 'submitting':
      expect(snapshot.can({ type: 'name.confirm' })).toBe(false);
      expect(snapshot.can({ type: 'name.retry' })).toBe(false);
      break;
    case 'failed':
      expect(snapshot.context.error).toBe(messages.noConnection);
      expect(snapshot.can({ type: 'name.retry' })).toBe(true);
      break;
    case 'done':
      expect(snapshot.context.answer).toEqual(sent);
      expect(snapshot.status).toBe('done');
      break;
  }
  actor.stop();
}

describe('name change machine paths', () => {
  const paths = [
    ...getShortestPaths(nameChangeMachine, traversal),
    ...getSimplePaths(nameChangeMachine, sendingTraversal).filter((path) => path.steps.length > 4),
  ];
  it('has paths to every step', () => {
    expect([...new Set(paths.map((path) => nameChangeStepOf(path.state)))].sort()).toEqual([
      'done',
      'edit',
      'failed',
      'review',
      'submitting',
    ]);
  });
  it('reaches every state', () => expect(reachedStates(paths)).toEqual(definedStates(nameChangeMachine)));
  for (const path of paths) it(describePath(path), () => checkPath(path));
});

describe('name change machine', () => {
  const start = (extra: Partial<NameChangeInput> = {}) => {
    const control = controlledActors(['submit']);
    const actor = createActor(nameChangeMachine.provide({ actors: control.actors as never }), { input: { ...input, ...extra } }).start();
    return { control, actor };
  };

  it('nothing changed: stays on the form with "Údaje se nezměnily."', () => {
    const { actor, control } = start();
    actor.send({ type: 'name.next', values: current });
    expect(nameChangeStepOf(actor.getSnapshot())).toBe('edit');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ _form: [messages.nothingChanged] });
    expect(control.calls.submit).toEqual([]);
  });

  it('titles alone need no document and go to the review', () => {
    const { actor } = start();
    actor.send({ type: 'name.next', values: titles });
    expect(nameChangeStepOf(actor.getSnapshot())).toBe('review');
    expect(actor.getSnapshot().context.body).toEqual({ jmeno: 'Jana', prijmeni: 'Dvořáková', titulPred: 'Ing.', idempotencniKlic: key });
  });

  it('a reload on the review resumes there for accepted titles, but a change of name needs its document chosen again', () => {
    expect(nameChangeStepOf(start({ values: titles, step: 'review' }).actor.getSnapshot())).toBe('review');
    expect(nameChangeStepOf(start({ values: married, step: 'review' }).actor.getSnapshot())).toBe('edit');
  });

  it('a double tap on confirm sends once; a retry after a lost answer sends the same key again', async () => {
    const { actor, control } = start();
    actor.send({ type: 'name.files', files: certificate });
    actor.send({ type: 'name.next', values: married });
    actor.send({ type: 'name.confirm' });
    actor.send({ type: 'name.confirm' });
    expect(control.calls.submit).toHaveLength(1);
    control.reject('submit', offline);
    await flush();
    actor.send({ type: 'name.retry' });
    expect(control.calls.submit).toHaveLength(2);
    expect(control.calls.submit[0]).toEqual(control.calls.submit[1]);
    control.resolve('submit', sent);
    await flush();
    expect(actor.getSnapshot().context.answer?.zadost?.typ).toBe('ZMENA_UDAJU');
  });
});
