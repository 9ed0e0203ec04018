import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import {
  defaultShareValues,
  emergencyShareMachine,
  emergencyShareStateOf,
  type CreatedShareLink,
  type EmergencyShareSnapshot,
  type ShareValues,
} from '../../machines/emergencyShare/emergencyShare.machine';
import { messages } from '../../contract/messages';
import { SHARE_LINK_MAX_ACTIVE } from '../../contract/settings';
import type { CallFailure } from '../../contract/errors';
import { controlledActors, describeMachine, type End, type TransitionRow } from './harness';

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
const limitMessage = messages.shareLinkLimit(SHARE_LINK_MAX_ACTIVE);
const limit: CallFailure = { message: messages.badRequest, chyby: { _form: [limitMessage] } };
const fieldRefusal: CallFailure = { message: messages.badRequest, chyby: { platnostHodin: [messages.max(168)] } };
const noAnswer: CallFailure = { message: 'Spojení se serverem je nedostupné.' };

const change = (values: ShareValues) => ({ type: 'share.change', values });
const create = { type: 'share.create' };
const created = { type: 'xstate.done.actor.create', output: link };
const refused = (error: CallFailure) => ({ type: 'xstate.error.actor.create', error });

const events = {
  'share.change': [change(week), change(tooLong)],
  'share.create': [create],
  'share.retry': [{ type: 'share.retry' }],
  'share.back': [{ type: 'share.back' }],
  'share.again': [{ type: 'share.again' }],
  'xstate.done.actor.create': [created],
  'xstate.error.actor.create': [refused(limit), refused(fieldRefusal), refused(noAnswer)],
};

function world(machine: AnyStateMachine) {
  const control = controlledActors(['create']);
  return { machine: machine.provide({ actors: control.actors } as never), control };
}
type ShareWorld = ReturnType<typeof world>;
type ShareEnd = End<ShareWorld>;

/** The body each choice travels as, or the messages it gets on the spot (the contract's rules, written out). */
const choices = new Map<ShareValues, { body: object } | { errors: Record<string, string[]> }>([
  [defaultShareValues, { body: { platnostHodin: 24, jazyk: 'CS' } }],
  [week, { body: { platnostHodin: 168, jazyk: 'EN' } }],
  [tooLong, { errors: { platnostHodin: [messages.max(168)] } }],
]);

/** The model: what the share form shows and what was sent after a run of events. */
function expectedAfter(end: ShareEnd) {
  let state = 'choosing';
  let values = defaultShareValues;
  let body: object | null = null;
  let fieldErrors: Record<string, string[]> = {};
  let error: string | null = null;
  let shown: CreatedShareLink | null = null;
  const sent: unknown[] = [];
  for (const event of end.events) {
    const e = event as { type: string; values?: ShareValues; error?: CallFailure; output?: CreatedShareLink };
    if (state === 'choosing' && e.type === 'share.change') values = e.values!;
    else if (state === 'choosing' && e.type === 'share.create') {
      const choice = choices.get(values)!;
      if ('body' in choice) {
        [state, body, fieldErrors, error] = ['creating', choice.body, {}, null];
        sent.push({ body });
      } else fieldErrors = choice.errors;
    } else if (state === 'creating' && e.type === created.type) [state, shown] = ['created', e.output!];
    else if (state === 'creating' && e.type === 'xstate.error.actor.create') {
      const chyby = e.error!.chyby ?? {};
      if (Object.keys(chyby).some((key) => key !== '_form')) [state, fieldErrors, error] = ['choosing', chyby, null];
      else [state, error] = ['failed', chyby._form?.join(' ') || e.error!.message];
    } else if (state === 'failed' && e.type === 'share.retry') {
      state = 'creating';
      sent.push({ body });
    } else if (state === 'failed' && e.type === 'share.back') state = 'choosing';
    else if (state === 'created' && e.type === 'share.again') [state, shown] = ['choosing', null];
  }
  return { state, values, fieldErrors, error, link: shown, sent };
}

/** What useEmergencyShare gives the view, and the calls made. */
function seen(end: ShareEnd) {
  const snapshot = end.snapshot as unknown as EmergencyShareSnapshot;
  const { values, fieldErrors, error, link: shown } = snapshot.context;
  return { state: emergencyShareStateOf(snapshot), values, fieldErrors, error, link: shown, sent: end.world.control.calls.create };
}

function check(end: ShareEnd) {
  expect(seen(end)).toEqual(expectedAfter(end));
}

const choosingValues = (values: ShareValues) => (snapshot: AnyMachineSnapshot) =>
  (snapshot as EmergencyShareSnapshot).context.values === values;

const transitions: TransitionRow<ShareWorld>[] = [
  {
    from: '(start)',
    event: { type: 'xstate.init' },
    to: 'choosing',
    expect: (end) => {
      expect(seen(end).values).toEqual({ platnostHodin: '24', jazyk: 'CS' });
      expect(seen(end).sent).toEqual([]);
    },
  },
  {
    from: 'choosing',
    event: change(week),
    to: 'choosing',
    expect: (end) => expect(seen(end).values).toEqual(week),
  },
  {
    from: 'choosing',
    event: create,
    to: 'creating',
    expect: (end) => expect(seen(end).sent).toEqual([{ body: { platnostHodin: 24, jazyk: 'CS' } }]),
  },
  {
    from: 'choosing',
    when: 'the contract refuses the choice',
    reach: choosingValues(tooLong),
    event: create,
    to: 'choosing',
    expect: (end) => {
      expect(seen(end).fieldErrors).toEqual({ platnostHodin: ['Povolené maximum je 168'] });
      expect(seen(end).sent).toEqual([]);
    },
  },
  {
    from: 'creating',
    when: 'a second tap sends nothing',
    event: create,
    to: 'creating',
    expect: (end) => expect(seen(end).sent).toHaveLength(1),
  },
  {
    from: 'creating',
    event: created,
    to: 'created',
    expect: (end) => expect(seen(end).link).toEqual(link),
  },
  {
    from: 'creating',
    when: 'the server refuses a field',
    event: refused(fieldRefusal),
    to: 'choosing',
    expect: (end) => {
      expect(seen(end).fieldErrors).toEqual({ platnostHodin: ['Povolené maximum je 168'] });
      expect(seen(end).error).toBeNull();
    },
  },
  {
    from: 'creating',
    when: 'too many valid links',
    event: refused(limit),
    to: 'failed',
    expect: (end) => expect(seen(end).error).toBe(limitMessage),
  },
  {
    from: 'creating',
    when: 'no answer',
    event: refused(noAnswer),
    to: 'failed',
    expect: (end) => expect(seen(end).error).toBe('Spojení se serverem je nedostupné.'),
  },
  {
    from: 'failed',
    event: { type: 'share.retry' },
    to: 'creating',
    expect: (end) => {
      const body = { platnostHodin: 24, jazyk: 'CS' };
      expect(seen(end).sent).toEqual([{ body }, { body }]);
    },
  },
  {
    from: 'failed',
    event: { type: 'share.back' },
    to: 'choosing',
    expect: (end) => {
      expect(seen(end).values).toEqual(defaultShareValues);
      expect(seen(end).sent).toHaveLength(1);
    },
  },
  {
    from: 'created',
    event: { type: 'share.again' },
    to: 'choosing',
    expect: (end) => {
      expect(seen(end).link).toBeNull();
      expect(seen(end).sent).toHaveLength(1);
    },
  },
];

describeMachine<ShareWorld>({ machine: emergencyShareMachine, inputs: { 'no values': {} }, events, world, check, transitions });
