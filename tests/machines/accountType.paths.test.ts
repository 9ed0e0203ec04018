import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import {
  accountTypeMachine,
  accountTypeOf,
  canSwitchAccountType,
  resolveAccountType,
  type AccountTypeInput,
  type AccountTypeSnapshot,
} from '../../machines/accountType/accountType.machine';
import { controlledActors, describeMachine, type End, type TransitionRow } from './harness';

const switchTo = (to: string) => ({ type: 'accountType.switch', to });
const roles = (jl: boolean, jp: boolean) => ({ type: 'accountType.rolesChanged', jl, jp });

const events = {
  'accountType.switch': [switchTo('POJISTENEC'), switchTo('LEKAR')],
  'accountType.rolesChanged': [roles(true, true), roles(false, true), roles(true, false), roles(false, false)],
};

const inputs: Record<string, AccountTypeInput> = {
  'both roles, nothing stored': { jl: true, jp: true, storedType: null },
  'both roles, POJISTENEC stored': { jl: true, jp: true, storedType: 'POJISTENEC' },
  'both roles, garbage stored': { jl: true, jp: true, storedType: 'ADMIN' },
  'insured person only, LEKAR stored': { jl: false, jp: true, storedType: 'LEKAR' },
  'doctor only': { jl: true, jp: false, storedType: null },
  'no role': { jl: false, jp: false, storedType: null },
};

/** The app's world as the machine sees it: session storage `zk.typUctu` and the navigations. */
function world(machine: AnyStateMachine, input: unknown) {
  const stored = (input as AccountTypeInput).storedType;
  const storage = new Map<string, string>();
  if (stored) storage.set('zk.typUctu', stored);
  const navigations: string[] = [];
  const provided = machine.provide({
    actions: {
      persistType: (_: unknown, params: { type: string }) => storage.set('zk.typUctu', params.type),
      goToStartPage: () => navigations.push('/'),
    },
  } as never);
  return { machine: provided, control: controlledActors([]), storage, navigations };
}
type AccountWorld = ReturnType<typeof world>;
type AccountEnd = End<AccountWorld>;

/**
 * An independent model of document 1 §4: the roles of the last token, the stored choice, and a
 * switch that counts only for a user with both roles and another type than the current one.
 */
function expectedAfter(end: AccountEnd) {
  const input = end.input as AccountTypeInput;
  let { jl, jp } = input;
  let stored = input.storedType;
  const navigations: string[] = [];
  for (const event of end.events) {
    const e = event as { type: string; jl?: boolean; jp?: boolean; to?: string };
    if (e.type === 'accountType.rolesChanged') ({ jl = false, jp = false } = e);
    if (e.type === 'accountType.switch' && jl && jp && e.to !== resolveAccountType(jl, jp, stored)) {
      stored = e.to!;
      navigations.push('/');
    }
  }
  return { type: resolveAccountType(jl, jp, stored), canSwitch: jl && jp, stored, navigations };
}

/** What the header shows (useAccountType: the type and the switcher) and what was stored and navigated. */
function check(end: AccountEnd) {
  const snapshot = end.snapshot as unknown as AccountTypeSnapshot;
  const expected = expectedAfter(end);
  expect(accountTypeOf(snapshot)).toBe(expected.type);
  expect(canSwitchAccountType(snapshot)).toBe(expected.canSwitch);
  expect(end.world.storage.get('zk.typUctu') ?? null).toBe(expected.stored);
  expect(end.world.navigations).toEqual(expected.navigations);
}

const typeOf = (end: AccountEnd) => accountTypeOf(end.snapshot as unknown as AccountTypeSnapshot);
const switcherOf = (end: AccountEnd) => canSwitchAccountType(end.snapshot as unknown as AccountTypeSnapshot);

const transitions: TransitionRow<AccountWorld>[] = [
  {
    from: '(start)',
    input: 'both roles, nothing stored',
    event: { type: 'xstate.init' },
    to: 'lekar',
    expect: (end) => {
      expect(typeOf(end)).toBe('LEKAR');
      expect(switcherOf(end)).toBe(true);
    },
  },
  {
    from: '(start)',
    input: 'both roles, POJISTENEC stored',
    event: { type: 'xstate.init' },
    to: 'pojistenec',
    expect: (end) => expect(typeOf(end)).toBe('POJISTENEC'),
  },
  {
    from: '(start)',
    input: 'both roles, garbage stored',
    event: { type: 'xstate.init' },
    to: 'lekar',
    expect: (end) => expect(typeOf(end)).toBe('LEKAR'),
  },
  {
    from: '(start)',
    input: 'insured person only, LEKAR stored',
    event: { type: 'xstate.init' },
    to: 'pojistenec',
    expect: (end) => {
      expect(typeOf(end)).toBe('POJISTENEC');
      expect(switcherOf(end)).toBe(false);
    },
  },
  {
    from: '(start)',
    input: 'doctor only',
    event: { type: 'xstate.init' },
    to: 'lekar',
    expect: (end) => expect(switcherOf(end)).toBe(false),
  },
  {
    from: '(start)',
    input: 'no role',
    event: { type: 'xstate.init' },
    to: 'neznamy',
    expect: (end) => expect(typeOf(end)).toBe('NEZNAMY'),
  },
  {
    from: 'lekar',
    input: 'both roles, nothing stored',
    event: switchTo('POJISTENEC'),
    to: 'pojistenec',
    expect: (end) => {
      expect(typeOf(end)).toBe('POJISTENEC');
      expect(end.world.storage.get('zk.typUctu')).toBe('POJISTENEC');
      expect(end.world.navigations).toEqual(['/']);
    },
  },
  {
    from: 'pojistenec',
    input: 'both roles, POJISTENEC stored',
    event: switchTo('LEKAR'),
    to: 'lekar',
    expect: (end) => {
      expect(typeOf(end)).toBe('LEKAR');
      expect(end.world.storage.get('zk.typUctu')).toBe('LEKAR');
      expect(end.world.navigations).toEqual(['/']);
    },
  },
  {
    from: 'lekar',
    when: 'already the doctor',
    input: 'both roles, nothing stored',
    event: switchTo('LEKAR'),
    to: 'lekar',
    expect: (end) => {
      expect(end.world.storage.has('zk.typUctu')).toBe(false);
      expect(end.world.navigations).toEqual([]);
    },
  },
  {
    from: 'lekar',
    when: 'only one role',
    input: 'doctor only',
    event: switchTo('POJISTENEC'),
    to: 'lekar',
    expect: (end) => {
      expect(end.world.storage.has('zk.typUctu')).toBe(false);
      expect(end.world.navigations).toEqual([]);
    },
  },
  {
    from: 'neznamy',
    input: 'no role',
    event: roles(true, true),
    to: 'lekar',
    expect: (end) => {
      expect(typeOf(end)).toBe('LEKAR');
      expect(switcherOf(end)).toBe(true);
      expect(end.world.navigations).toEqual([]);
    },
  },
  {
    from: 'lekar',
    when: 'the doctor role is gone',
    input: 'doctor only',
    event: roles(false, true),
    to: 'pojistenec',
    expect: (end) => {
      expect(typeOf(end)).toBe('POJISTENEC');
      expect(switcherOf(end)).toBe(false);
    },
  },
  {
    from: 'pojistenec',
    when: 'both roles now, the choice stored applies',
    input: 'insured person only, LEKAR stored',
    event: roles(true, true),
    to: 'lekar',
    expect: (end) => {
      expect(typeOf(end)).toBe('LEKAR');
      expect(switcherOf(end)).toBe(true);
    },
  },
  {
    from: 'pojistenec',
    when: 'every role is gone',
    input: 'both roles, POJISTENEC stored',
    event: roles(false, false),
    to: 'neznamy',
    expect: (end) => {
      expect(typeOf(end)).toBe('NEZNAMY');
      expect(switcherOf(end)).toBe(false);
    },
  },
];

describeMachine<AccountWorld>({ machine: accountTypeMachine, inputs, events, world, check, transitions });

describe('account type rules', () => {
  it('both roles: the stored type applies, the doctor by default; one role: that one; none: NEZNAMY', () => {
    expect(resolveAccountType(true, true, null)).toBe('LEKAR');
    expect(resolveAccountType(true, true, 'POJISTENEC')).toBe('POJISTENEC');
    expect(resolveAccountType(true, true, 'ADMIN')).toBe('LEKAR');
    expect(resolveAccountType(false, true, 'LEKAR')).toBe('POJISTENEC');
    expect(resolveAccountType(true, false, 'POJISTENEC')).toBe('LEKAR');
    expect(resolveAccountType(false, false, 'LEKAR')).toBe('NEZNAMY');
  });
});
