import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { Zastup } from '../../contract/general';
import { ageOn, isUnder18 } from '../../contract/person';
import {
  clampIndex,
  currentPerson,
  representedPersonMachine,
  representedPersonStatusOf,
  type RepresentedPersonInput,
  type RepresentedPersonSnapshot,
} from '../../machines/representedPerson/representedPerson.machine';
import { controlledActors, describeMachine, type End, type TransitionRow } from './harness';

const person = (pojistenecId: number, jmeno: string, prijmeni: string, narozen: string): Zastup => ({
  pojistenecId,
  pojistenec: { jmeno, prijmeni },
  avatarBarva: '#2E7D32',
  zamestnavatel: null,
  narozen,
  typZastupce: pojistenecId === 1 ? 'SAM_NA_SEBE' : 'DITE',
});
const persons = [
  person(1, 'Petr', 'Dvořák', '1985-03-14T00:00:00'),
  person(2, 'Jana', 'Dvořáková', '2012-09-01T00:00:00'),
  person(3, 'Tomáš', 'Dvořák', '2016-01-20T00:00:00'),
];
const noResponse = { status: 404, kind: 'no-response', message: 'Spojení se serverem je nedostupné.' };

const load = { type: 'person.load' };
const retry = { type: 'person.retry' };
const reset = { type: 'person.reset' };
const select = (index: number) => ({ type: 'person.select', index });
const setReadOnly = (readOnly: boolean) => ({ type: 'person.setReadOnly', readOnly });
const loaded = (output: Zastup[]) => ({ type: 'xstate.done.actor.loadRepresentedPersons', output });
const loadFailed = { type: 'xstate.error.actor.loadRepresentedPersons', error: noResponse };

const events = {
  'person.load': [load],
  'person.retry': [retry],
  'person.reset': [reset],
  'person.select': [select(1), select(0), select(7)],
  'person.setReadOnly': [setReadOnly(true), setReadOnly(false)],
  'xstate.done.actor.loadRepresentedPersons': [loaded(persons), loaded([])],
  'xstate.error.actor.loadRepresentedPersons': [loadFailed],
};

const inputs: Record<string, RepresentedPersonInput> = {
  'nothing stored': { storedIndex: null },
  'index 2 stored': { storedIndex: 2 },
  'index out of range stored': { storedIndex: 9 },
};

/** The app's world: session storage `zk.zastupIndex` and the toasts. */
function world(machine: AnyStateMachine, input: unknown) {
  const { storedIndex } = input as RepresentedPersonInput;
  const storage = new Map<string, string>();
  if (storedIndex !== null) storage.set('zk.zastupIndex', String(storedIndex));
  const toasts: string[] = [];
  const control = controlledActors(['loadRepresentedPersons']);
  const provided = machine.provide({
    actors: control.actors,
    actions: {
      storeIndex: (_: unknown, params: { index: number }) => storage.set('zk.zastupIndex', String(params.index)),
      notifyPersonSwitched: (_: unknown, params: { text: string }) => toasts.push(params.text),
    },
  } as never);
  return { machine: provided, control, storage, toasts };
}
type PersonWorld = ReturnType<typeof world>;
type PersonEnd = End<PersonWorld>;

/**
 * The model of document 1 §4: the list loads on `person.load` (and ZKUSIT_ZNOVU), the stored index
 * applies clamped to it, a switch (not read-only, another listed person) is stored and confirmed,
 * a reset forgets the list.
 */
function expectedAfter(end: PersonEnd) {
  const input = end.input as RepresentedPersonInput;
  let status = 'idle';
  let list: Zastup[] = [];
  let index = 0;
  let stored = input.storedIndex;
  let readOnly = input.readOnly ?? false;
  let error: unknown = null;
  let loads = 0;
  const toasts: string[] = [];
  for (const event of end.events) {
    const e = event as { type: string; readOnly?: boolean; index?: number; output?: Zastup[]; error?: unknown };
    if (e.type === 'person.setReadOnly') readOnly = e.readOnly!;
    else if (e.type === 'person.reset') [status, list, index, error] = ['idle', [], 0, null];
    else if (
      (e.type === 'person.load' && status !== 'loading') ||
      (e.type === 'person.retry' && (status === 'empty' || status === 'failed'))
    ) {
      status = 'loading';
      loads += 1;
    } else if (status === 'loading' && e.type === 'xstate.done.actor.loadRepresentedPersons') {
      list = e.output!;
      const last = list.length - 1;
      index = stored === null || !Number.isInteger(stored) || last < 0 ? 0 : stored > last ? last : Math.max(0, stored);
      [status, error] = [list.length ? 'ready' : 'empty', null];
    } else if (status === 'loading' && e.type === 'xstate.error.actor.loadRepresentedPersons') [status, error] = ['failed', e.error];
    else if (status === 'ready' && e.type === 'person.select' && !readOnly && e.index! < list.length && e.index !== index) {
      index = stored = e.index!;
      const { jmeno, prijmeni } = list[index].pojistenec;
      toasts.push(`Pojištěnec přepnut na ${jmeno} ${prijmeni}`);
    }
  }
  return {
    status,
    persons: list,
    currentIndex: index,
    current: list[index] ?? null,
    readOnly,
    error,
    loads,
    stored: stored === null ? undefined : String(stored),
    toasts,
  };
}

/** What useRepresentedPerson (and the layout's error) give the views, and what was stored and shown. */
function seen(end: PersonEnd) {
  const snapshot = end.snapshot as unknown as RepresentedPersonSnapshot;
  const { persons: list, currentIndex, readOnly, error } = snapshot.context;
  return {
    status: representedPersonStatusOf(snapshot),
    persons: list,
    currentIndex,
    current: currentPerson(snapshot),
    readOnly,
    error,
    loads: end.world.control.calls.loadRepresentedPersons.length,
    stored: end.world.storage.get('zk.zastupIndex'),
    toasts: end.world.toasts,
  };
}

function check(end: PersonEnd) {
  expect(seen(end)).toEqual(expectedAfter(end));
}

const context = (snapshot: AnyMachineSnapshot) => (snapshot as RepresentedPersonSnapshot).context;
const holdsList = (snapshot: AnyMachineSnapshot) => context(snapshot).persons.length > 0;
const holdsError = (snapshot: AnyMachineSnapshot) => context(snapshot).error !== null;
const isReadOnly = (snapshot: AnyMachineSnapshot) => context(snapshot).readOnly;
const currentName = (end: PersonEnd) => seen(end).current?.pojistenec.jmeno ?? null;

const transitions: TransitionRow<PersonWorld>[] = [
  {
    from: '(start)',
    event: { type: 'xstate.init' },
    to: 'idle',
    expect: (end) => {
      expect(seen(end).status).toBe('idle');
      expect(seen(end).loads).toBe(0);
    },
  },
  {
    from: 'idle',
    event: load,
    to: 'loading',
    expect: (end) => expect(seen(end).loads).toBe(1),
  },
  {
    from: 'loading',
    when: 'nothing stored: the first person',
    event: loaded(persons),
    to: 'ready',
    expect: (end) => {
      expect(seen(end).persons).toEqual(persons);
      expect(currentName(end)).toBe('Petr');
    },
  },
  {
    from: 'loading',
    when: 'the stored person',
    input: 'index 2 stored',
    event: loaded(persons),
    to: 'ready',
    expect: (end) => expect(currentName(end)).toBe('Tomáš'),
  },
  {
    from: 'loading',
    when: 'the stored index clamped to the list',
    input: 'index out of range stored',
    event: loaded(persons),
    to: 'ready',
    expect: (end) => expect(seen(end).currentIndex).toBe(2),
  },
  {
    from: 'loading',
    when: 'after a failure, without its error',
    reach: holdsError,
    event: loaded(persons),
    to: 'ready',
    expect: (end) => expect(seen(end).error).toBeNull(),
  },
  {
    from: 'loading',
    when: 'no represented persons',
    event: loaded([]),
    to: 'empty',
    expect: (end) => {
      expect(seen(end).status).toBe('empty');
      expect(seen(end).current).toBeNull();
    },
  },
  {
    from: 'loading',
    when: 'an earlier list is replaced by none',
    reach: holdsList,
    event: loaded([]),
    to: 'empty',
    expect: (end) => {
      expect(seen(end).persons).toEqual([]);
      expect(seen(end).current).toBeNull();
    },
  },
  {
    from: 'loading',
    event: loadFailed,
    to: 'failed',
    expect: (end) => expect(seen(end).error).toEqual(noResponse),
  },
  {
    from: 'ready',
    event: select(1),
    to: 'ready',
    expect: (end) => {
      expect(currentName(end)).toBe('Jana');
      expect(end.world.storage.get('zk.zastupIndex')).toBe('1');
      expect(end.world.toasts).toEqual(['Pojištěnec přepnut na Jana Dvořáková']);
    },
  },
  {
    from: 'ready',
    when: 'the same person',
    event: select(0),
    to: 'ready',
    expect: (end) => {
      expect(end.world.toasts).toEqual([]);
      expect(end.world.storage.has('zk.zastupIndex')).toBe(false);
    },
  },
  {
    from: 'ready',
    when: 'not in the list',
    event: select(7),
    to: 'ready',
    expect: (end) => {
      expect(currentName(end)).toBe('Petr');
      expect(end.world.toasts).toEqual([]);
    },
  },
  {
    from: 'ready',
    when: 'read-only',
    reach: isReadOnly,
    event: select(1),
    to: 'ready',
    expect: (end) => {
      expect(currentName(end)).toBe('Petr');
      expect(end.world.toasts).toEqual([]);
    },
  },
  {
    from: 'ready',
    event: setReadOnly(true),
    to: 'ready',
    expect: (end) => {
      expect(seen(end).readOnly).toBe(true);
      expect(currentName(end)).toBe('Petr');
    },
  },
  {
    from: 'ready',
    event: load,
    to: 'loading',
    expect: (end) => {
      expect(seen(end).loads).toBe(2);
      expect(currentName(end)).toBe('Petr');
    },
  },
  {
    from: 'ready',
    when: 'logout',
    event: reset,
    to: 'idle',
    expect: (end) => {
      expect(seen(end).persons).toEqual([]);
      expect(seen(end).current).toBeNull();
    },
  },
  {
    from: 'failed',
    when: 'logout',
    event: reset,
    to: 'idle',
    expect: (end) => expect(seen(end).error).toBeNull(),
  },
  {
    from: 'empty',
    event: retry,
    to: 'loading',
    expect: (end) => expect(seen(end).loads).toBe(2),
  },
  {
    from: 'empty',
    event: load,
    to: 'loading',
    expect: (end) => expect(seen(end).loads).toBe(2),
  },
  {
    from: 'failed',
    event: retry,
    to: 'loading',
    expect: (end) => expect(seen(end).loads).toBe(2),
  },
  {
    from: 'failed',
    event: load,
    to: 'loading',
    expect: (end) => expect(seen(end).loads).toBe(2),
  },
];

describeMachine<PersonWorld>({ machine: representedPersonMachine, inputs, events, world, check, transitions });

describe('represented person rules', () => {
  it('clamps the stored index to the list', () => {
    expect(clampIndex(null, 3)).toBe(0);
    expect(clampIndex(2, 3)).toBe(2);
    expect(clampIndex(9, 3)).toBe(2);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(1.5, 3)).toBe(0);
  });

  // The switcher marks represented children; the rule lives in contract/person (tested here until it has its own test).
  it('computes age from the date part of narozen', () => {
    const today = '2025-06-05';
    expect(ageOn('2007-06-05T00:00:00', today)).toBe(18);
    expect(ageOn('2007-06-06T00:00:00', today)).toBe(17);
    expect(ageOn('2007-06-04', today)).toBe(18);
    expect(isUnder18(persons[1], today)).toBe(true);
    expect(isUnder18(persons[0], today)).toBe(false);
    expect(isUnder18({ narozen: 'unknown' }, today)).toBe(true);
  });
});
