import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  accountTypeMachine,
  accountTypeOf,
  canSwitchAccountType,
  resolveAccountType,
  type AccountTypeInput,
} from '../../machines/accountType/accountType.machine';
import { controlledActors, definedStates, describePath, eventsFor, reachedStates, replayPath } from './path-harness';

const events = {
  'accountType.switch': [
    { type: 'accountType.switch', to: 'POJISTENEC' },
    { type: 'accountType.switch', to: 'LEKAR' },
  ],
  'accountType.rolesChanged': [
    { type: 'accountType.rolesChanged', jl: true, jp: true },
    { type: 'accountType.rolesChanged', jl: false, jp: true },
    { type: 'accountType.rolesChanged', jl: true, jp: false },
    { type: 'accountType.rolesChanged', jl: false, jp: false },
  ],
};

const inputs: Record<string, AccountTypeInput> = {
  'both roles, nothing stored': { jl: true, jp: true, storedType: null },
  'both roles, POJISTENEC stored': { jl: true, jp: true, storedType: 'POJISTENEC' },
  'both roles, garbage stored': { jl: true, jp: true, storedType: 'ADMIN' },
  'insured person only': { jl: false, jp: true, storedType: 'LEKAR' },
  'doctor only': { jl: true, jp: false, storedType: null },
  'no role': { jl: false, jp: false, storedType: null },
};

type Path = ReturnType<typeof getShortestPaths<typeof accountTypeMachine>>[number];

async function checkPath(path: Path, input: AccountTypeInput) {
  const storage = new Map<string, string>();
  if (input.storedType) storage.set('zk.typUctu', input.storedType);
  const navigations: string[] = [];
  const control = controlledActors([]);
  const machine = accountTypeMachine.provide({
    actions: {
      persistType: (_, params) => storage.set('zk.typUctu', params.type),
      goToStartPage: () => navigations.push('/'),
    },
  });
  const actor = await replayPath(path, machine, control, input);
  const snapshot = actor.getSnapshot();
  const { jl, jp } = snapshot.context;
  const type = accountTypeOf(snapshot);

  // The rules of document 1 §4 hold at the end of every path.
  expect(type).toBe(resolveAccountType(jl, jp, storage.get('zk.typUctu') ?? null));
  expect(canSwitchAccountType(snapshot)).toBe(jl && jp);

  const switches = path.steps.filter((step) => step.event.type === 'accountType.switch');
  // Every effective switch persisted the type and went to the start page; a refused one did nothing.
  expect(navigations.length).toBeLessThanOrEqual(switches.length);
  const last = path.steps[path.steps.length - 1];
  if (last.event.type === 'accountType.switch') {
    const to = (last.event as { to: string }).to;
    const previous = path.steps[path.steps.length - 2].state;
    if (previous.context.jl && previous.context.jp && accountTypeOf(previous) !== to) {
      expect(type).toBe(to);
      expect(storage.get('zk.typUctu')).toBe(to);
      expect(navigations.at(-1)).toBe('/');
    }
  }
  actor.stop();
}

describe('accountType machine paths', () => {
  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const paths = [
        ...getShortestPaths(accountTypeMachine, { input, events: eventsFor(events) as never }),
        ...getSimplePaths(accountTypeMachine, {
          input,
          events: eventsFor(events) as never,
          toState: (snapshot) => accountTypeOf(snapshot) !== resolveAccountType(input.jl, input.jp, input.storedType),
        }).filter((path) => path.steps.length <= 3),
      ];
      it('reaches every state', () => expect(reachedStates(paths)).toEqual(definedStates(accountTypeMachine)));
      for (const path of paths) it(describePath(path), () => checkPath(path, input));
    });
  }

  it('both roles: the stored type applies, the doctor by default', () => {
    expect(resolveAccountType(true, true, null)).toBe('LEKAR');
    expect(resolveAccountType(true, true, 'POJISTENEC')).toBe('POJISTENEC');
    expect(resolveAccountType(false, true, 'LEKAR')).toBe('POJISTENEC');
    expect(resolveAccountType(true, false, 'POJISTENEC')).toBe('LEKAR');
    expect(resolveAccountType(false, false, 'LEKAR')).toBe('NEZNAMY');
  });

  it('a switch by a user with both roles persists the type and returns to the start page', async () => {
    const input = inputs['both roles, nothing stored'];
    const [path] = getShortestPaths(accountTypeMachine, {
      input,
      events: eventsFor(events) as never,
      toState: (snapshot) => accountTypeOf(snapshot) === 'POJISTENEC' && snapshot.context.jl && snapshot.context.jp,
    });
    expect(path.steps.at(-1)?.event).toEqual({ type: 'accountType.switch', to: 'POJISTENEC' });
    await checkPath(path, input);
  });
});
