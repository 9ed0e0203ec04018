import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  settingsSectionMachine,
  settingsSectionStateOf,
  type SectionFailure,
  type SectionValues,
  type SettingsSectionContext,
} from '../../machines/settingsSection/settingsSection.machine';
import { messages } from '../../contract/messages';
import { pojistenecEmailZmenit, pojistenecUcetZmenit } from '../../contract/settings';
import { controlledActors, definedStates, describePath, eventsFor, flush, reachedStates, replayPath } from './path-harness';

// The e-mail part of 'Osobní údaje', checked by the contract's schema of PUT …/email.
const schema = pojistenecEmailZmenit.body!;
const stored = { email: 'jana.dvorakova@example.cz' };
const typed = { email: 'jana.nova@example.cz' };
const bad = { email: 'jana.nova@' };
const elsewhere = { email: 'jana@jinde.example.cz' };

const savedAnswer = { answer: { email: typed.email }, stored: typed };
const refused: SectionFailure = { message: messages.badRequest, chyby: { email: [messages.email] } };
const offline: SectionFailure = { message: messages.noConnection };

const events = {
  'section.change': [
    { type: 'section.change', values: typed },
    { type: 'section.change', values: bad },
    { type: 'section.change', values: stored },
  ],
  'section.save': [{ type: 'section.save' }],
  'section.retry': [{ type: 'section.retry' }],
  'section.reset': [{ type: 'section.reset' }],
  'section.stored': [{ type: 'section.stored', values: elsewhere }],
  'xstate.done.actor.save': [{ type: 'xstate.done.actor.save', output: savedAnswer }],
  'xstate.error.actor.save': [
    { type: 'xstate.error.actor.save', error: refused },
    { type: 'xstate.error.actor.save', error: offline },
  ],
};

const input = { stored, schema };
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as { value: unknown; context: SettingsSectionContext };
  return JSON.stringify([value, context.values, context.stored, context.error, Object.keys(context.fieldErrors)]);
};
const traversal = { input, serializeState, events: eventsFor(events) as never };
const longTraversal = {
  input,
  serializeState,
  events: ((snapshot: never) =>
    eventsFor({ ...events, 'section.change': [events['section.change'][0]] })(snapshot).filter(
      (event) => event.type !== 'section.stored' && event.type !== 'section.reset',
    )) as never,
};
type Path = ReturnType<typeof getShortestPaths<typeof settingsSectionMachine>>[number];

const same = (a: SectionValues, b: SectionValues) => JSON.stringify(a) === JSON.stringify(b);

/** An independent model of the part: what is stored, what is typed, and what each save sends. */
function model(path: Path) {
  let state = 'clean';
  let storedValues: SectionValues = stored;
  let values: SectionValues = stored;
  let body: unknown = null;
  const sent: unknown[] = [];
  for (const { event } of path.steps) {
    const e = event as { type: string; values?: SectionValues; error?: SectionFailure; output?: typeof savedAnswer };
    if (e.type === 'section.stored') {
      storedValues = e.values!;
      if (state === 'clean' || state === 'saved') values = e.values!;
    } else if (e.type === 'section.change') {
      if ((state === 'clean' || state === 'saved') && !same(e.values!, storedValues)) {
        values = e.values!;
        state = 'dirty';
      } else if (state === 'dirty' || state === 'failed') {
        values = e.values!;
        state = 'dirty';
      }
    } else if (e.type === 'section.save' && state === 'dirty') {
      const result = schema.safeParse(values);
      if (result.success) {
        body = result.data;
        state = 'saving';
        sent.push({ body });
      }
    } else if (e.type === 'section.retry' && state === 'failed') {
      state = 'saving';
      sent.push({ body });
    } else if (e.type === 'section.reset' && (state === 'dirty' || state === 'failed')) {
      values = storedValues;
      state = 'clean';
    } else if (e.type === 'xstate.done.actor.save') {
      storedValues = e.output!.stored;
      values = e.output!.stored;
      state = 'saved';
    } else if (e.type === 'xstate.error.actor.save') state = e.error?.chyby ? 'dirty' : 'failed';
  }
  return { state, stored: storedValues, values, sent };
}

async function checkPath(path: Path) {
  const control = controlledActors(['save']);
  const actor = await replayPath(path, settingsSectionMachine.provide({ actors: control.actors as never }), control, input);
  const snapshot = actor.getSnapshot();
  const state = settingsSectionStateOf(snapshot);
  const expected = model(path);
  const last = path.steps[path.steps.length - 1].event as { type: string; values?: SectionValues };

  // Nothing sent for values the schema refuses; one call per save or retry, with the accepted body.
  expect(control.calls.save).toEqual(expected.sent);
  expect(state).toBe(expected.state);
  // What the user typed survives failures and data stored elsewhere; clean parts follow the server.
  expect(snapshot.context.values).toEqual(expected.values);
  expect(snapshot.context.stored).toEqual(expected.stored);

  switch (state) {
    case 'dirty':
      if (last.type === 'xstate.error.actor.save') expect(snapshot.context.fieldErrors).toEqual(refused.chyby);
      if (last.type === 'section.save') expect(snapshot.context.fieldErrors).toEqual({ email: [messages.email] });
      expect(snapshot.context.error).toBeNull();
      break;
    case 'saving':
      expect(snapshot.can({ type: 'section.save' })).toBe(false);
      expect(snapshot.can({ type: 'section.retry' })).toBe(false);
      break;
    case 'saved':
      expect(snapshot.context.answer).toEqual(savedAnswer.answer);
      expect(snapshot.context.fieldErrors).toEqual({});
      break;
    case 'failed':
      expect(snapshot.context.error).toBe(messages.noConnection);
      break;
    case 'clean':
      expect(snapshot.can({ type: 'section.save' })).toBe(false);
      break;
  }
  actor.stop();
}

describe('settings section machine paths', () => {
  const paths = [
    ...getShortestPaths(settingsSectionMachine, traversal),
    ...getSimplePaths(settingsSectionMachine, longTraversal).filter((path) => path.steps.length > 4),
  ];
  it('reaches every state', () => expect(reachedStates(paths)).toEqual(definedStates(settingsSectionMachine)));
  for (const path of paths) it(describePath(path), () => checkPath(path));
});

describe('settings section machine', () => {
  it('the bank account part: a wrong account is refused before anything is sent, with the spec’s message', () => {
    const control = controlledActors(['save']);
    const actor = createActor(settingsSectionMachine.provide({ actors: control.actors as never }), {
      input: { stored: { predcisli: '', cislo: '271603102', banka: '0800' }, schema: pojistenecUcetZmenit.body! },
    }).start();
    actor.send({ type: 'section.change', values: { predcisli: '', cislo: '1234567890', banka: '0800' } });
    actor.send({ type: 'section.save' });
    expect(settingsSectionStateOf(actor.getSnapshot())).toBe('dirty');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ cislo: [messages.bankAccount] });
    expect(control.calls.save).toEqual([]);
    actor.send({ type: 'section.change', values: { predcisli: '', cislo: '2000145399', banka: '0800' } });
    actor.send({ type: 'section.save' });
    expect(control.calls.save).toEqual([{ body: { cislo: '2000145399', banka: '0800' } }]);
  });

  it('two parts are two actors: saving one leaves what is typed in the other', async () => {
    const email = controlledActors(['save']);
    const phone = controlledActors(['save']);
    const emailActor = createActor(settingsSectionMachine.provide({ actors: email.actors as never }), { input }).start();
    const phoneActor = createActor(settingsSectionMachine.provide({ actors: phone.actors as never }), {
      input: { stored: { telefon: '777123456' }, schema },
    }).start();
    phoneActor.send({ type: 'section.change', values: { telefon: '602 000 111' } });
    emailActor.send({ type: 'section.change', values: typed });
    emailActor.send({ type: 'section.save' });
    email.resolve('save', savedAnswer);
    await flush();
    // The screen hands the new personal data to every part; the typed phone stays.
    phoneActor.send({ type: 'section.stored', values: { telefon: '777123456' } });
    expect(phoneActor.getSnapshot().context.values).toEqual({ telefon: '602 000 111' });
    expect(settingsSectionStateOf(emailActor.getSnapshot())).toBe('saved');
  });
});
