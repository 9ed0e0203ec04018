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
import type { StaffRole } from '../../contract/enums';
import { controlledActors, describeMachine, type End, type TransitionRow } from './harness';

const switchTo = (to: string) => ({ type: 'accountType.switch', to });
const roles = (jl: boolean, jp: boolean, pr?: StaffRole) => ({ type: 'accountType.rolesChanged', jl, jp, ...(pr ? { pr } : {}) });

const events = {
  'accountType.switch': [switchTo('POJISTENEC'), switchTo('LEKAR')],
  'accountType.rolesChanged': [
    roles(true, true),
    roles(false, true),
    roles(true, false),
    roles(false, false),
    roles(false, false, 'REFERENT'),
    roles(true, true, 'REVIZNI_LEKAR'),
  ],
};

const inputs: Record<string, AccountTypeInput> = {
  'both roles, nothing stored': { jl: true, jp: true, storedType: null },
  'both roles, POJISTENEC stored': { jl: true, jp: true, storedType: 'POJISTENEC' },
  'both roles, garbage stored': { jl: true, jp: true, storedType: 'ADMIN' },
  'insured person only, LEKAR stored': { jl: false, jp: true, storedType: 'LEKAR' },
  'doctor only': { jl: true, jp: false, storedType: null },
  'no role': { jl: false, jp: false, storedType: null },
  'staff, LEKAR stored': { jl: false, jp: false, pr: 'REFERENT', storedType: 'LEKAR' },
  // jl = jp = false for staff today; a staff role still comes first and allows no switch if that changes
  'staff with both flags': { jl: true, jp: true, pr: 'REVIZNI_LEKAR', storedType: null },
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
 * An independent model of document 1 §4 and issue 34: the roles of the last token, the stored
 * choice, a staff role before everything, and a switch that counts only for a user with both
 * roles, no staff role and another type than the current one.
 */
function expectedAfter(end: AccountEnd) {
  const input = end.input as AccountTypeInput;
  let { jl, jp } = input;
  let pr = input.pr ?? null;
  let stored = input.storedType;
  const navigations: string[] = [];
  const typeNow = () => (pr ? 'PRACOVNIK' : resolveAccountType(jl, jp, stored));
  for (const event of end.events) {
    const e = event as { type: string; jl?: boolean; jp?: boolean; pr?: StaffRole; to?: string };
    if (e.type === 'accountType.rolesChanged') {
      ({ jl = false, jp = false } = e);
      pr = e.pr ?? null;
    }
    if (e.type === 'accountType.switch' && jl && jp && !pr && e.to !== typeNow()) {
      stored = e.to!;
      navigations.push('/');
    }
  }
  return { type: typeNow(), canSwitch: jl && jp && !pr, stored, navigations };
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
  {
    from: '(start)',
    when: 'a staff role comes before a stored type',
    input: 'staff, LEKAR stored',
    event: { type: 'xstate.init' },
    to: 'pracovnik',
    expect: (end) => {
      expect(typeOf(end)).toBe('PRACOVNIK');
      expect(switcherOf(end)).toBe(false);
    },
  },
  {
    from: '(start)',
    when: 'a staff role comes before both flags',
    input: 'staff with both flags',
    event: { type: 'xstate.init' },
    to: 'pracovnik',
    expect: (end) => {
      expect(typeOf(end)).toBe('PRACOVNIK');
      expect(switcherOf(end)).toBe(false);
    },
  },
  {
    from: 'pracovnik',
    when: 'staff never switch',
    input: 'staff with both flags',
    event: switchTo('LEKAR'),
    to: 'pracovnik',
    expect: (end) => {
      expect(typeOf(end)).toBe('PRACOVNIK');
      expect(end.world.storage.has('zk.typUctu')).toBe(false);
      expect(end.world.navigations).toEqual([]);
    },
  },
  {
    from: 'neznamy',
    when: 'a staff token arrives',
    input: 'no role',
    event: roles(false, false, 'REFERENT'),
    to: 'pracovnik',
    expect: (end) => {
      expect(typeOf(end)).toBe('PRACOVNIK');
      expect(switcherOf(end)).toBe(false);
      expect(end.world.navigations).toEqual([]);
    },
  },
  {
    from: 'lekar',
    when: 'a staff role comes with both flags',
    input: 'both roles, nothing stored',
    event: roles(true, true, 'REVIZNI_LEKAR'),
    to: 'pracovnik',
    expect: (end) => {
      expect(typeOf(end)).toBe('PRACOVNIK');
      expect(switcherOf(end)).toBe(false);
    },
  },
  {
    from: 'pracovnik',
    when: 'the staff role is gone',
    input: 'staff, LEKAR stored',
    event: roles(false, true),
    to: 'pojistenec',
    expect: (end) => {
      expect(typeOf(end)).toBe('POJISTENEC');
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

  it('a staff role makes the staff member, whatever the flags and the stored type', () => {
    expect(resolveAccountType(false, false, null, 'REFERENT')).toBe('PRACOVNIK');
    expect(resolveAccountType(true, true, 'POJISTENEC', 'REVIZNI_LEKAR')).toBe('PRACOVNIK');
    expect(resolveAccountType(false, true, null, null)).toBe('POJISTENEC');
  });
});
