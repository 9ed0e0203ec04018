import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  defaultShareValues,
  emergencyShareMachine,
  emergencyShareStateOf,
  type CreatedShareLink,
  type EmergencyShareContext,
  type ShareValues,
} from '../../machines/emergencyShare/emergencyShare.machine';
import { messages } from '../../contract/messages';
import { sdileniOdkazVytvoritSchema, SHARE_LINK_MAX_ACTIVE } from '../../contract/settings';
import type { CallFailure } from '../../contract/errors';
import { controlledActors, definedStates, describePath, eventsFor, reachedStates, replayPath } from './path-harness';

const week: ShareValues = { platnostHodin: '168', jazyk: 'EN' };
const tooLong: ShareValues = { platnostHodin: '200', jazyk: 'CS' };
const link: CreatedShareLink = {
  id: 9,
  jazyk: 'EN',
  vytvoreno: '2026-11-24T10:00:00.000Z',
  platnostDo: '2026-12-01T10:00:00.000Z',
  zruseno: null,
  stav: 'PLATNY',
  pocetOtevreni: 0,
  naposledyOtevreno: null,
  odkaz: 'https://karta.example.cz/nouzove-udaje/#abc',
  token: 'abc',
  qrPng: 'iVBORw0KGgo=',
};
const limit: CallFailure = { message: messages.badRequest, chyby: { _form: [messages.shareLinkLimit(SHARE_LINK_MAX_ACTIVE)] } };
const fieldRefusal: CallFailure = { message: messages.badRequest, chyby: { platnostHodin: [messages.max(168)] } };

const events = {
  'share.change': [
    { type: 'share.change', values: week },
    { type: 'share.change', values: tooLong },
  ],
  'share.create': [{ type: 'share.create' }],
  'share.retry': [{ type: 'share.retry' }],
  'share.back': [{ type: 'share.back' }],
  'share.again': [{ type: 'share.again' }],
  'xstate.done.actor.create': [{ type: 'xstate.done.actor.create', output: link }],
  'xstate.error.actor.create': [
    { type: 'xstate.error.actor.create', error: limit },
    { type: 'xstate.error.actor.create', error: fieldRefusal },
  ],
};
const serializeState = (snapshot: unknown) => {
  const { value, context } = snapshot as { value: unknown; context: EmergencyShareContext };
  return JSON.stringify([value, context.values, context.error, Object.keys(context.fieldErrors), context.link !== null]);
};
const traversal = { input: {}, serializeState, events: eventsFor(events) as never };
type Path = ReturnType<typeof getShortestPaths<typeof emergencyShareMachine>>[number];

function model(path: Path) {
  let state = 'choosing';
  let values = defaultShareValues;
  let body: unknown = null;
  const sent: unknown[] = [];
  for (const { event } of path.steps) {
    const e = event as { type: string; values?: ShareValues; error?: CallFailure };
    if (e.type === 'share.change' && state === 'choosing') values = e.values!;
    else if (e.type === 'share.create' && state === 'choosing') {
      const result = sdileniOdkazVytvoritSchema.safeParse(values);
      if (result.success) {
        body = result.data;
        state = 'creating';
        sent.push({ body });
      }
    } else if (e.type === 'share.retry' && state === 'failed') {
      state = 'creating';
      sent.push({ body });
    } else if (e.type === 'share.back' && state === 'failed') state = 'choosing';
    else if (e.type === 'share.again' && state === 'created') state = 'choosing';
    else if (e.type === 'xstate.done.actor.create') state = 'created';
    else if (e.type === 'xstate.error.actor.create') state = e.error?.chyby?.platnostHodin ? 'choosing' : 'failed';
  }
  return { state, values, sent };
}

async function checkPath(path: Path) {
  const control = controlledActors(['create']);
  const actor = await replayPath(path, emergencyShareMachine.provide({ actors: control.actors as never }), control, {});
  const snapshot = actor.getSnapshot();
  const state = emergencyShareStateOf(snapshot);
  const expected = model(path);
  const last = path.steps[path.steps.length - 1].event;
  // One link per tap at most; nothing for a choice the contract refuses.
  expect(control.calls.create).toEqual(expected.sent);
  expect(state).toBe(expected.state);
  expect(snapshot.context.values).toEqual(expected.values);
  switch (state) {
    case 'choosing':
      if (last.type === 'share.create') expect(snapshot.context.fieldErrors).toEqual({ platnostHodin: [messages.max(168)] });
      expect(snapshot.context.link).toBeNull();
      break;
    case 'creating':
      expect(snapshot.can({ type: 'share.create' })).toBe(false);
      expect(snapshot.can({ type: 'share.retry' })).toBe(false);
      break;
    case 'failed':
      expect(snapshot.context.error).toBe(messages.shareLinkLimit(SHARE_LINK_MAX_ACTIVE));
      break;
    case 'created':
      // The link and its QR code are shown once, as the server made them.
      expect(snapshot.context.link).toEqual(link);
      break;
  }
  actor.stop();
}

describe('emergency share machine paths', () => {
  const paths = [
    ...getShortestPaths(emergencyShareMachine, traversal),
    ...getSimplePaths(emergencyShareMachine, traversal).filter((path) => path.steps.length > 4),
  ];
  it('reaches every state', () => expect(reachedStates(paths)).toEqual(definedStates(emergencyShareMachine)));
  for (const path of paths) it(describePath(path), () => checkPath(path));
});
