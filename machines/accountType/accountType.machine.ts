import { assign, setup, type SnapshotFrom } from 'xstate';
import type { AccountType as WireAccountType } from '../../contract/enums';

/**
 * Account type (document 1 §4 "Account type", §6).
 *
 * - Both role flags in the token (jl doctor, jp insured person): the type stored for the session
 *   applies, the doctor (LEKAR) by default.
 * - One flag: that type. None: NEZNAMY (an empty home and not-found only).
 * - A user with both roles can switch (`accountType.switch`): the choice is remembered in
 *   session storage (`persistType`) and the app returns to the start page (`goToStartPage`).
 * - `accountType.rolesChanged` re-resolves when a new access token brings other flags.
 */

/** The contract's two types and the client's third state: no role known (NEZNAMY), which never travels. */
export type AccountType = WireAccountType | 'NEZNAMY';
export type SwitchableAccountType = WireAccountType;

export interface AccountTypeInput {
  jl: boolean;
  jp: boolean;
  /** Session storage `zk.typUctu`, as stored (validated here). */
  storedType: string | null;
}

export interface AccountTypeContext {
  jl: boolean;
  jp: boolean;
  storedType: SwitchableAccountType | null;
}

export type AccountTypeEvent =
  { type: 'accountType.switch'; to: SwitchableAccountType } | { type: 'accountType.rolesChanged'; jl: boolean; jp: boolean };

function asSwitchable(value: string | null | undefined): SwitchableAccountType | null {
  return value === 'POJISTENEC' || value === 'LEKAR' ? value : null;
}

/** The type the rules of document 1 §4 give for these flags and the stored choice. */
export function resolveAccountType(jl: boolean, jp: boolean, storedType: string | null): AccountType {
  if (jl && jp) return asSwitchable(storedType) ?? 'LEKAR';
  if (jl) return 'LEKAR';
  if (jp) return 'POJISTENEC';
  return 'NEZNAMY';
}

export const accountTypeMachine = setup({
  types: {
    input: {} as AccountTypeInput,
    context: {} as AccountTypeContext,
    events: {} as AccountTypeEvent,
  },
  actions: {
    setRoles: assign((_, params: { jl: boolean; jp: boolean }) => ({ jl: params.jl, jp: params.jp })),
    rememberType: assign((_, params: { type: SwitchableAccountType }) => ({ storedType: params.type })),
    /** Session storage write of `zk.typUctu` (supplied by the app). */
    persistType: (_, _params: { type: SwitchableAccountType }) => {},
    /** Navigates to '/' (supplied by the app). */
    goToStartPage: () => {},
  },
  guards: {
    isDoctor: ({ context }) => resolveAccountType(context.jl, context.jp, context.storedType) === 'LEKAR',
    isInsured: ({ context }) => resolveAccountType(context.jl, context.jp, context.storedType) === 'POJISTENEC',
    canSwitchTo: ({ context }, params: { to: string }) =>
      context.jl &&
      context.jp &&
      asSwitchable(params.to) !== null &&
      params.to !== resolveAccountType(context.jl, context.jp, context.storedType),
  },
}).createMachine({
  id: 'accountType',
  description:
    'Both roles in the token: the type stored for the session (zk.typUctu), the doctor by default. One role: that type. None: NEZNAMY. A user with both roles can switch; the choice is stored and the app returns to the start page. The app starts with no roles (NEZNAMY) and sends the roles of every new access token.',
  context: ({ input }) => ({ jl: input.jl, jp: input.jp, storedType: asSwitchable(input.storedType) }),
  initial: 'resolving',
  on: {
    'accountType.rolesChanged': {
      target: '.resolving',
      actions: { type: 'setRoles', params: ({ event }) => ({ jl: event.jl, jp: event.jp }) },
    },
    'accountType.switch': {
      guard: { type: 'canSwitchTo', params: ({ event }) => ({ to: event.to }) },
      target: '.resolving',
      actions: [
        { type: 'rememberType', params: ({ event }) => ({ type: event.to }) },
        { type: 'persistType', params: ({ event }) => ({ type: event.to }) },
        'goToStartPage',
      ],
    },
  },
  states: {
    resolving: {
      description: 'Applies the role flags and the stored type.',
      always: [{ guard: 'isDoctor', target: 'lekar' }, { guard: 'isInsured', target: 'pojistenec' }, { target: 'neznamy' }],
    },
    pojistenec: { description: 'POJISTENEC: the insured-person menu and routes.' },
    lekar: { description: 'LEKAR: the doctor menu and routes.' },
    neznamy: { description: 'NEZNAMY: an empty home and not-found only.' },
  },
});

export type AccountTypeSnapshot = SnapshotFrom<typeof accountTypeMachine>;

export function accountTypeOf(snapshot: AccountTypeSnapshot): AccountType {
  if (snapshot.matches('lekar')) return 'LEKAR';
  if (snapshot.matches('pojistenec')) return 'POJISTENEC';
  return 'NEZNAMY';
}

/** Only a user holding both roles gets the switcher. */
export function canSwitchAccountType(snapshot: AccountTypeSnapshot): boolean {
  return snapshot.context.jl && snapshot.context.jp;
}
