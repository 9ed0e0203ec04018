import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import type { Zastup } from '../../contract/general';
import { ageOn, isUnder18 } from '../../contract/person';
import {
  clampIndex,
  currentPerson,
  representedPersonMachine,
  representedPersonStatusOf,
  type RepresentedPersonInput,
} from '../../machines/representedPerson/representedPerson.machine';
import { controlledActors, describePath, eventsFor, replayPath } from './path-harness';

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

const events = {
  'person.load': [{ type: 'person.load' }],
  'person.retry': [{ type: 'person.retry' }],
  'person.reset': [{ type: 'person.reset' }],
  'person.select': [
    { type: 'person.select', index: 1 },
    { type: 'person.select', index: 0 },
    { type: 'person.select', index: 7 },
  ],
  'person.setReadOnly': [
    { type: 'person.setReadOnly', readOnly: true },
    { type: 'person.setReadOnly', readOnly: false },
  ],
  'xstate.done.actor.loadRepresentedPersons': [
    { type: 'xstate.done.actor.loadRepresentedPersons', output: persons },
    { type: 'xstate.done.actor.loadRepresentedPersons', output: [] },
  ],
  'xstate.error.actor.loadRepresentedPersons': [
    {
      type: 'xstate.error.actor.loadRepresentedPersons',
      error: { status: 404, kind: 'no-response', message: 'Spojení se serverem je nedostupné.' },
    },
  ],
};

const inputs: Record<string, RepresentedPersonInput> = {
  'nothing stored': { storedIndex: null },
  'index 2 stored': { storedIndex: 2 },
  'index out of range stored': { storedIndex: 9 },
};

type Path = ReturnType<typeof getShortestPaths<typeof representedPersonMachine>>[number];

async function checkPath(path: Path, input: RepresentedPersonInput) {
  const storage = new Map<string, string>();
  if (input.storedIndex !== null) storage.set('zk.zastupIndex', String(input.storedIndex));
  const toasts: string[] = [];
  const control = controlledActors(['loadRepresentedPersons']);
  const machine = representedPersonMachine.provide({
    actors: control.actors as never,
    actions: {
      storeIndex: (_, params) => storage.set('zk.zastupIndex', String(params.index)),
      notifyPersonSwitched: (_, params) => toasts.push(params.text),
    },
  });
  const actor = await replayPath(path, machine, control, input);
  const snapshot = actor.getSnapshot();
  const status = representedPersonStatusOf(snapshot);
  const last = path.steps[path.steps.length - 1];
  const before = path.steps.length > 1 ? path.steps[path.steps.length - 2].state : null;

  switch (status) {
    case 'ready':
      expect(snapshot.context.persons).toEqual(persons);
      expect(currentPerson(snapshot)).toBe(persons[snapshot.context.currentIndex]);
      break;
    case 'empty': // the not-yet-synchronised screen
    case 'idle':
      expect(snapshot.context.persons).toEqual([]);
      expect(currentPerson(snapshot)).toBeNull();
      break;
    case 'failed':
      expect(snapshot.context.error).toMatchObject({ kind: 'no-response' });
      break;
    case 'loading':
      expect(control.calls.loadRepresentedPersons.length).toBeGreaterThan(0);
      break;
  }

  const switchedTo = (index: number) => `Pojištěnec přepnut na ${persons[index].pojistenec.jmeno} ${persons[index].pojistenec.prijmeni}`;
  if (last.event.type === 'person.select' && before) {
    const index = (last.event as { index: number }).index;
    const allowed =
      representedPersonStatusOf(before) === 'ready' &&
      !before.context.readOnly &&
      index < persons.length &&
      index !== before.context.currentIndex;
    if (allowed) {
      // The switch is stored and confirmed by a toast.
      expect(snapshot.context.currentIndex).toBe(index);
      expect(storage.get('zk.zastupIndex')).toBe(String(index));
      expect(toasts.at(-1)).toBe(switchedTo(index));
    } else {
      // Read-only, out of range or the same person: nothing happens.
      expect(snapshot.context.currentIndex).toBe(before.context.currentIndex);
    }
  }
  // Every toast names a person the user switched to; there is one per stored switch.
  const selects = path.steps.filter((step) => step.event.type === 'person.select').length;
  expect(toasts.length).toBeLessThanOrEqual(selects);
  for (const text of toasts) expect(persons.map((_, index) => switchedTo(index))).toContain(text);
  actor.stop();
}

describe('representedPerson machine paths', () => {
  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const paths = getShortestPaths(representedPersonMachine, { input, events: eventsFor(events) as never });
      it('reaches idle, loading, ready, empty and failed', () => {
        const statuses = new Set(paths.map((path) => representedPersonStatusOf(path.state)));
        expect([...statuses].sort()).toEqual(['empty', 'failed', 'idle', 'loading', 'ready']);
      });
      for (const path of paths) it(describePath(path), () => checkPath(path, input));
    });
  }

  describe('simple paths that end with a switch', () => {
    const input = inputs['nothing stored'];
    const paths = getSimplePaths(representedPersonMachine, {
      input,
      events: eventsFor(events) as never,
      toState: (snapshot) => snapshot.matches('ready') && snapshot.context.currentIndex === 1,
    }).filter((path) => path.steps.length <= 6 && path.steps.at(-1)?.event.type === 'person.select');
    it('exist', () => expect(paths.length).toBeGreaterThan(0));
    for (const path of paths) it(describePath(path), () => checkPath(path, input));
  });

  it("switching to index 1 shows 'Pojištěnec přepnut na Jana Dvořáková' and stores the index", async () => {
    const input = inputs['nothing stored'];
    const [path] = getShortestPaths(representedPersonMachine, {
      input,
      events: eventsFor(events) as never,
      toState: (snapshot) => snapshot.matches('ready') && snapshot.context.currentIndex === 1 && !snapshot.context.readOnly,
    });
    const storage: string[] = [];
    const toasts: string[] = [];
    const control = controlledActors(['loadRepresentedPersons']);
    const machine = representedPersonMachine.provide({
      actors: control.actors as never,
      actions: {
        storeIndex: (_, params) => storage.push(`zk.zastupIndex=${params.index}`),
        notifyPersonSwitched: (_, params) => toasts.push(params.text),
      },
    });
    const actor = await replayPath(path, machine, control, input);
    expect(toasts).toEqual(['Pojištěnec přepnut na Jana Dvořáková']);
    expect(storage).toEqual(['zk.zastupIndex=1']);
    actor.stop();
  });

  it('clamps the stored index to the list', () => {
    expect(clampIndex(null, 3)).toBe(0);
    expect(clampIndex(2, 3)).toBe(2);
    expect(clampIndex(9, 3)).toBe(2);
    expect(clampIndex(-1, 3)).toBe(0);
    expect(clampIndex(1.5, 3)).toBe(0);
  });

  it('computes age from the date part of narozen', () => {
    const today = new Date(2025, 5, 5); // 5 June 2025, local
    expect(ageOn('2007-06-05T00:00:00', today)).toBe(18);
    expect(ageOn('2007-06-06T00:00:00', today)).toBe(17);
    expect(ageOn('2007-06-04', today)).toBe(18);
    expect(isUnder18(persons[1], today)).toBe(true);
    expect(isUnder18(persons[0], today)).toBe(false);
    expect(isUnder18({ narozen: 'unknown' }, today)).toBe(true);
  });
});
