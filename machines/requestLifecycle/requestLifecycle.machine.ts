import { assign, setup, transition, type SnapshotFrom } from 'xstate';
import { requestHandlers, type RequestAction, type RequestState, type RequestType, type StaffRole } from '../../contract/enums';

/**
 * The lifecycle of every request after it is sent (issue 34): one machine for every kind, which the
 * server runs to decide whether a step is allowed (409 otherwise) and the screens read.
 *
 *   PRIJATO ──Převzít──▶ VYRIZUJE_SE ──Vyžádat doklady──▶ CEKA_NA_DOKLADY
 *                          │   ▲                                │
 *                          │   └──────Doložit doklady (person)──┘
 *                          ├──Schválit──▶ VYRIZENO (approved, with its effects)
 *                          └──Zamítnout (reason)──▶ ZAMITNUTO  ◀── also from CEKA_NA_DOKLADY
 *
 * A staff member may take a request of a kind their role handles (contract `requestHandlers`),
 * also one that a colleague holds (taking it over); every other staff step is the holder's.
 * Asking for documents and refusing need a note, which the person reads.
 */

export interface StaffActor {
  userId: number;
  role: StaffRole;
}

export interface RequestLifecycleContext {
  typ: RequestType;
  /** The staff member who holds the request; null until someone takes it. */
  assigneeId: number | null;
}

export type RequestLifecycleInput = RequestLifecycleContext;

export type RequestLifecycleEvent =
  | { type: 'zadost.prevzit'; actor: StaffActor }
  | { type: 'zadost.vyzadatDoklady'; actor: StaffActor; poznamka: string }
  | { type: 'zadost.dolozitDoklady' }
  | { type: 'zadost.schvalit'; actor: StaffActor }
  | { type: 'zadost.zamitnout'; actor: StaffActor; poznamka: string };

const hasText = (value: string) => value.trim().length > 0;

export const requestLifecycleMachine = setup({
  types: {
    input: {} as RequestLifecycleInput,
    context: {} as RequestLifecycleContext,
    events: {} as RequestLifecycleEvent,
  },
  actions: {
    takeOver: assign((_, params: { userId: number }) => ({ assigneeId: params.userId })),
  },
  guards: {
    roleHandlesKind: ({ context }, params: { role: StaffRole }) => requestHandlers[context.typ].includes(params.role),
    mayTakeOver: ({ context }, params: { actor: StaffActor }) =>
      requestHandlers[context.typ].includes(params.actor.role) && context.assigneeId !== params.actor.userId,
    isHolder: ({ context }, params: { userId: number }) => context.assigneeId === params.userId,
    isHolderWithNote: ({ context }, params: { userId: number; poznamka: string }) =>
      context.assigneeId === params.userId && hasText(params.poznamka),
  },
}).createMachine({
  id: 'requestLifecycle',
  description:
    'One lifecycle for every request kind. Staff take a request (Převzít), ask for documents with a note (Vyžádat doklady), approve it (Schválit) or refuse it with a reason (Zamítnout); the person adds the documents (Doložit doklady), which returns it to the staff member. Only the holder decides; a colleague whose role handles the kind may take it over.',
  context: ({ input }) => ({ typ: input.typ, assigneeId: input.assigneeId }),
  initial: 'PRIJATO',
  states: {
    PRIJATO: {
      description: 'Received; nobody has taken it yet.',
      on: {
        'zadost.prevzit': {
          guard: { type: 'roleHandlesKind', params: ({ event }) => ({ role: event.actor.role }) },
          target: 'VYRIZUJE_SE',
          actions: { type: 'takeOver', params: ({ event }) => ({ userId: event.actor.userId }) },
        },
      },
    },
    VYRIZUJE_SE: {
      description: 'A staff member works on it.',
      on: {
        'zadost.prevzit': {
          guard: { type: 'mayTakeOver', params: ({ event }) => ({ actor: event.actor }) },
          target: 'VYRIZUJE_SE',
          actions: { type: 'takeOver', params: ({ event }) => ({ userId: event.actor.userId }) },
        },
        'zadost.vyzadatDoklady': {
          guard: {
            type: 'isHolderWithNote',
            params: ({ event }) => ({ userId: event.actor.userId, poznamka: event.poznamka }),
          },
          target: 'CEKA_NA_DOKLADY',
        },
        'zadost.schvalit': {
          guard: { type: 'isHolder', params: ({ event }) => ({ userId: event.actor.userId }) },
          target: 'VYRIZENO',
        },
        'zadost.zamitnout': {
          guard: {
            type: 'isHolderWithNote',
            params: ({ event }) => ({ userId: event.actor.userId, poznamka: event.poznamka }),
          },
          target: 'ZAMITNUTO',
        },
      },
    },
    CEKA_NA_DOKLADY: {
      description: 'Waits for the documents the staff member asked the person for.',
      on: {
        'zadost.dolozitDoklady': { target: 'VYRIZUJE_SE' },
        'zadost.prevzit': {
          guard: { type: 'mayTakeOver', params: ({ event }) => ({ actor: event.actor }) },
          target: 'CEKA_NA_DOKLADY',
          actions: { type: 'takeOver', params: ({ event }) => ({ userId: event.actor.userId }) },
        },
        'zadost.zamitnout': {
          guard: {
            type: 'isHolderWithNote',
            params: ({ event }) => ({ userId: event.actor.userId, poznamka: event.poznamka }),
          },
          target: 'ZAMITNUTO',
        },
      },
    },
    VYRIZENO: { type: 'final', description: 'Approved and done; its effects are applied.' },
    ZAMITNUTO: { type: 'final', description: 'Refused with a reason the person reads.' },
  },
});

export type RequestLifecycleSnapshot = SnapshotFrom<typeof requestLifecycleMachine>;

/** The snapshot of a stored request: its state and who holds it. */
export function lifecycleSnapshotOf(stav: RequestState, context: RequestLifecycleContext): RequestLifecycleSnapshot {
  return requestLifecycleMachine.resolveState({ value: stav, context });
}

/** The event of a step. Notes are passed as they are; the machine refuses a blank one where it is required. */
export function lifecycleEventOf(action: RequestAction, actor: StaffActor | null, poznamka: string): RequestLifecycleEvent | null {
  if (action === 'DOLOZIT_DOKLADY') return { type: 'zadost.dolozitDoklady' };
  if (!actor) return null;
  switch (action) {
    case 'PREVZIT':
      return { type: 'zadost.prevzit', actor };
    case 'VYZADAT_DOKLADY':
      return { type: 'zadost.vyzadatDoklady', actor, poznamka };
    case 'SCHVALIT':
      return { type: 'zadost.schvalit', actor };
    case 'ZAMITNOUT':
      return { type: 'zadost.zamitnout', actor, poznamka };
  }
}

/** A stand-in note for asking whether a step needs only a note to be allowed. */
const ANY_NOTE = 'poznámka';

/** The staff steps this staff member can take now (a note provided where one is needed): the buttons of the staff screen. */
export function staffActionsAllowed(snapshot: RequestLifecycleSnapshot, actor: StaffActor): RequestAction[] {
  const actions: RequestAction[] = ['PREVZIT', 'VYZADAT_DOKLADY', 'SCHVALIT', 'ZAMITNOUT'];
  return actions.filter((action) => snapshot.can(lifecycleEventOf(action, actor, ANY_NOTE)!));
}

/** Whether the person can add documents now ("Doložit doklady"). */
export function waitsForPerson(snapshot: RequestLifecycleSnapshot): boolean {
  return snapshot.can({ type: 'zadost.dolozitDoklady' });
}

/** The state after a step, or null when the lifecycle does not allow it. */
export function lifecycleStep(
  snapshot: RequestLifecycleSnapshot,
  event: RequestLifecycleEvent,
): { stav: RequestState; assigneeId: number | null } | null {
  if (!snapshot.can(event)) return null;
  const [next] = transition(requestLifecycleMachine, snapshot, event);
  return { stav: next.value as RequestState, assigneeId: next.context.assigneeId };
}
