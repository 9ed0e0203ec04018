import { assign, setup, type SnapshotFrom } from 'xstate';
import type { StaffRole, AccountType as WireAccountType } from '../../contract/enums';

/**
 * Account type (document 1 §4 "Account type", §6; the insurer's staff: issue 34).
 *
 * - A staff role in the token (`pr`): PRACOVNIK — the staff workspace under /pracoviste only.
 * - Both role flags in the token (jl doctor, jp insured person): the type stored for the session
 *   applies, the doctor (LEKAR) by default.
 * - One flag: that type. None: NEZNAMY (an empty home and not-found only).
 * - A user with both roles (and no staff role) can switch (`accountType.switch`): the choice is
 *   remembered in session storage (`persistType`) and the app returns to the start page (`goToStartPage`).
 * - `accountType.rolesChanged` re-resolves when a new access token brings other roles.
 */

/** The contract's two types and the client's own: the staff member (PRACOVNIK) and no role known (NEZNAMY); these two never travel. */
export type AccountType = WireAccountType | 'PRACOVNIK' | 'NEZNAMY';
export type SwitchableAccountType = WireAccountType;

export interface AccountTypeInput {
  jl: boolean;
  jp: boolean;
  /** The staff role of the token (`pr`); absent or null for everyone else. */
  pr?: StaffRole | null;
  /** Session storage `zk.typUctu`, as stored (validated here). */
  storedType: string | null;
}

export interface AccountTypeContext {
  jl: boolean;
  jp: boolean;
  pr: StaffRole | null;
  storedType: SwitchableAccountType | null;
}

export type AccountTypeEvent =
  | { type: 'accountType.switch'; to: SwitchableAccountType }
  | { type: 'accountType.rolesChanged'; jl: boolean; jp: boolean; pr?: StaffRole | null };

function asSwitchable(value: string | null | undefined): SwitchableAccountType | null {
  return value === 'POJISTENEC' || value === 'LEKAR' ? value : null;
}

/** The type the rules of document 1 §4 give for these flags and the stored choice; a staff role comes first. */
export function resolveAccountType(jl: boolean, jp: boolean, storedType: string | null, pr: StaffRole | null = null): AccountType {
  if (pr) return 'PRACOVNIK';
  if (jl && jp) return asSwitchable(storedType) ?? 'LEKAR';
  if (jl) return 'LEKAR';
  if (jp) return 'POJISTENEC';
  return 'NEZNAMY';
}

const typeOf = (context: AccountTypeContext) => resolveAccountType(context.jl, context.jp, context.storedType, context.pr);

export const accountTypeMachine = setup({
  types: {
    input: {} as AccountTypeInput,
    context: {} as AccountTypeContext,
    events: {} as AccountTypeEvent,
  },
  actions: {
    setRoles: assign((_, params: { jl: boolean; jp: boolean; pr: StaffRole | null }) => ({ jl: params.jl, jp: params.jp, pr: params.pr })),
    rememberType: assign((_, params: { type: SwitchableAccountType }) => ({ storedType: params.type })),
    /** Session storage write of `zk.typUctu` (supplied by the app). */
    persistType: (_, _params: { type: SwitchableAccountType }) => {},
    /** Navigates to '/' (supplied by the app). */
    goToStartPage: () => {},
  },
  guards: {
    isStaff: ({ context }) => typeOf(context) === 'PRACOVNIK',
    isDoctor: ({ context }) => typeOf(context) === 'LEKAR',
    isInsured: ({ context }) => typeOf(context) === 'POJISTENEC',
    canSwitchTo: ({ context }, params: { to: string }) =>
      context.jl && context.jp && context.pr === null && asSwitchable(params.to) !== null && params.to !== typeOf(context),
  },
}).createMachine({
  id: 'accountType',
  description:
    'A staff role in the token: PRACOVNIK (the staff workspace). Both roles: the type stored for the session (zk.typUctu), the doctor by default. One role: that type. None: NEZNAMY. A user with both roles can switch; the choice is stored and the app returns to the start page. The app starts with no roles (NEZNAMY) and sends the roles of every new access token.',
  context: ({ input }) => ({ jl: input.jl, jp: input.jp, pr: input.pr ?? null, storedType: asSwitchable(input.storedType) }),
  initial: 'resolving',
  on: {
    'accountType.rolesChanged': {
      target: '.resolving',
      actions: { type: 'setRoles', params: ({ event }) => ({ jl: event.jl, jp: event.jp, pr: event.pr ?? null }) },
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
      description: 'Applies the roles and the stored type.',
      always: [
        { guard: 'isStaff', target: 'pracovnik' },
        { guard: 'isDoctor', target: 'lekar' },
        { guard: 'isInsured', target: 'pojistenec' },
        { target: 'neznamy' },
      ],
    },
    pojistenec: { description: 'POJISTENEC: the insured-person menu and routes.' },
    lekar: { description: 'LEKAR: the doctor menu and routes.' },
    pracovnik: { description: 'PRACOVNIK: the staff workspace (/pracoviste) only; every other screen leads there.' },
    neznamy: { description: 'NEZNAMY: an empty home and not-found only.' },
  },
});

export type AccountTypeSnapshot = SnapshotFrom<typeof accountTypeMachine>;

export function accountTypeOf(snapshot: AccountTypeSnapshot): AccountType {
  if (snapshot.matches('pracovnik')) return 'PRACOVNIK';
  if (snapshot.matches('lekar')) return 'LEKAR';
  if (snapshot.matches('pojistenec')) return 'POJISTENEC';
  return 'NEZNAMY';
}

/** Only a user holding both roles (and no staff role) gets the switcher. */
export function canSwitchAccountType(snapshot: AccountTypeSnapshot): boolean {
  return snapshot.context.jl && snapshot.context.jp && snapshot.context.pr === null;
}
