import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Zastup } from '../../contract/general';
import { bootMessages } from '../../contract/boot-messages';
import { fullName } from '../../contract/full-name';

/**
 * Represented person (document 1 §4 "Represented person and doctor", §2, §6).
 *
 * - `person.load` (sent by the app once the session has an access token for an insured person)
 *   loads seznamZastupu through `loadRepresentedPersons` (GET /uzivatel/zastupy).
 * - An empty list → `empty`: the view shows the "not yet synchronised" screen with a button back
 *   to login. A failure → `failed` with ZKUSIT_ZNOVU (`person.retry`).
 * - `ready`: the active index comes from session storage (`zk.zastupIndex`), clamped to the list,
 *   0 by default.
 * - `person.select` {index}: unless read-only, stores the index (`storeIndex`) and confirms with
 *   the toast 'Pojištěnec přepnut na {jmeno prijmeni}' (`notifyPersonSwitched`).
 * - `person.setReadOnly` {readOnly}: the read-only flag disables switching.
 * - `person.reset` (logout, 401) forgets the list → `idle`.
 */

export interface RepresentedPersonInput {
  /** Session storage `zk.zastupIndex`, as stored. */
  storedIndex: number | null;
  readOnly?: boolean;
}

export interface RepresentedPersonContext {
  persons: Zastup[];
  currentIndex: number;
  storedIndex: number | null;
  readOnly: boolean;
  error: unknown;
}

export type RepresentedPersonEvent =
  | { type: 'person.load' }
  | { type: 'person.retry' }
  | { type: 'person.reset' }
  | { type: 'person.select'; index: number }
  | { type: 'person.setReadOnly'; readOnly: boolean };

/** The stored index clamped to the list; 0 when absent or not a whole number. */
export function clampIndex(index: number | null | undefined, length: number): number {
  if (length <= 0 || index === null || index === undefined || !Number.isInteger(index)) return 0;
  return Math.min(Math.max(0, index), length - 1);
}

export function personName(person: Zastup): string {
  return fullName(person.pojistenec);
}

/** The confirmation after a switch (document 1 §6): 'Pojištěnec přepnut na {name}'. */
export function personSwitchedText(person: Zastup): string {
  return bootMessages.personSwitched(personName(person));
}

export const representedPersonMachine = setup({
  types: {
    input: {} as RepresentedPersonInput,
    context: {} as RepresentedPersonContext,
    events: {} as RepresentedPersonEvent,
  },
  actors: {
    /** GET /uzivatel/zastupy → seznamZastupu. */
    loadRepresentedPersons: fromPromise<Zastup[]>(async () => {
      throw new Error('loadRepresentedPersons is supplied with .provide()');
    }),
  },
  actions: {
    setPersons: assign(({ context }, params: { persons: Zastup[] }) => ({
      persons: params.persons,
      currentIndex: clampIndex(context.storedIndex, params.persons.length),
      error: null,
    })),
    rememberError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    forgetPersons: assign({ persons: [], currentIndex: 0, error: null }),
    setReadOnly: assign((_, params: { readOnly: boolean }) => ({ readOnly: params.readOnly })),
    selectIndex: assign((_, params: { index: number }) => ({ currentIndex: params.index, storedIndex: params.index })),
    /** Session storage write of `zk.zastupIndex` (supplied by the app). */
    storeIndex: (_, _params: { index: number }) => {},
    /** The toast 'Pojištěnec přepnut na …' (supplied by the app). */
    notifyPersonSwitched: (_, _params: { text: string }) => {},
  },
  guards: {
    listEmpty: (_, params: { persons: Zastup[] }) => params.persons.length === 0,
    canSelect: ({ context }, params: { index: number }) =>
      !context.readOnly &&
      Number.isInteger(params.index) &&
      params.index >= 0 &&
      params.index < context.persons.length &&
      params.index !== context.currentIndex,
  },
}).createMachine({
  id: 'representedPerson',
  description:
    "The app sends `person.load` once the session has an access token of a user with the insured-person role, and `person.reset` when the session ends. The active index is kept in session storage (zk.zastupIndex), clamped to the list. A switch is confirmed by the toast 'Pojištěnec přepnut na {jméno příjmení}'; the read-only flag disables switching.",
  context: ({ input }) => ({
    persons: [],
    currentIndex: 0,
    storedIndex: input.storedIndex,
    readOnly: input.readOnly ?? false,
    error: null,
  }),
  initial: 'idle',
  on: {
    'person.setReadOnly': { actions: { type: 'setReadOnly', params: ({ event }) => ({ readOnly: event.readOnly }) } },
    'person.reset': { target: '.idle', actions: 'forgetPersons' },
  },
  states: {
    idle: {
      description: 'Nothing loaded (not logged in yet, or after logout).',
      on: { 'person.load': { target: 'loading' } },
    },
    loading: {
      description: 'GET /uzivatel/zastupy.',
      invoke: {
        id: 'loadRepresentedPersons',
        src: 'loadRepresentedPersons',
        onDone: [
          {
            guard: { type: 'listEmpty', params: ({ event }) => ({ persons: event.output }) },
            target: 'empty',
            actions: { type: 'setPersons', params: ({ event }) => ({ persons: event.output }) },
          },
          { target: 'ready', actions: { type: 'setPersons', params: ({ event }) => ({ persons: event.output }) } },
        ],
        onError: { target: 'failed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    ready: {
      description: 'The list and the active person; the switcher works unless read-only.',
      on: {
        'person.select': {
          guard: { type: 'canSelect', params: ({ event }) => ({ index: event.index }) },
          actions: [
            { type: 'selectIndex', params: ({ event }) => ({ index: event.index }) },
            { type: 'storeIndex', params: ({ event }) => ({ index: event.index }) },
            { type: 'notifyPersonSwitched', params: ({ context, event }) => ({ text: personSwitchedText(context.persons[event.index]) }) },
          ],
        },
        'person.load': { target: 'loading' },
      },
    },
    empty: {
      description: 'No represented persons: the not-yet-synchronised screen with a button back to login.',
      on: { 'person.retry': { target: 'loading' }, 'person.load': { target: 'loading' } },
    },
    failed: {
      description: 'The error and ZKUSIT_ZNOVU.',
      on: { 'person.retry': { target: 'loading' }, 'person.load': { target: 'loading' } },
    },
  },
});

export type RepresentedPersonSnapshot = SnapshotFrom<typeof representedPersonMachine>;
export type RepresentedPersonStatus = 'idle' | 'loading' | 'ready' | 'empty' | 'failed';

export function representedPersonStatusOf(snapshot: RepresentedPersonSnapshot): RepresentedPersonStatus {
  for (const status of ['loading', 'ready', 'empty', 'failed'] as const) {
    if (snapshot.matches(status)) return status;
  }
  return 'idle';
}

export function currentPerson(snapshot: RepresentedPersonSnapshot): Zastup | null {
  const { persons, currentIndex } = snapshot.context;
  return persons[currentIndex] ?? null;
}
