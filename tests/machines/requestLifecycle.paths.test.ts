/**
 * The request lifecycle (issue 34) on the harness: the shortest path to every state and a
 * transition table for each kind of staff member — one whose role handles the kind, a colleague
 * of the same role, one whose role does not — with notes given and blank. At the end of each path
 * and row an independent model of the lifecycle says where the request is, who holds it, which
 * buttons each staff member gets (`staffActionsAllowed`), whether the person may add documents
 * (`waitsForPerson`) and what every further step would do (`lifecycleStep`), also from the
 * stored state as the server resolves it (`lifecycleSnapshotOf`).
 */
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import type { RequestAction, RequestState, RequestType } from '../../contract/enums';
import {
  lifecycleEventOf,
  lifecycleSnapshotOf,
  lifecycleStep,
  requestLifecycleMachine,
  staffActionsAllowed,
  waitsForPerson,
  type RequestLifecycleEvent,
  type RequestLifecycleInput,
  type RequestLifecycleSnapshot,
  type StaffActor,
} from '../../machines/requestLifecycle/requestLifecycle.machine';
import { controlledActors, describeMachine, type End, type TransitionRow } from './harness';

// Two referents and a medical officer (revizní lékař).
const alena: StaffActor = { userId: 11, role: 'REFERENT' };
const bohdana: StaffActor = { userId: 12, role: 'REFERENT' };
const karel: StaffActor = { userId: 21, role: 'REVIZNI_LEKAR' };
const staff = [alena, bohdana, karel];

const NOTE = 'Doložte prosím účtenku.';
const BLANK = '   ';

const take = (actor: StaffActor): RequestLifecycleEvent => ({ type: 'zadost.prevzit', actor });
const askFor = (actor: StaffActor, poznamka = NOTE): RequestLifecycleEvent => ({ type: 'zadost.vyzadatDoklady', actor, poznamka });
const documentsAdded: RequestLifecycleEvent = { type: 'zadost.dolozitDoklady' };
const approve = (actor: StaffActor): RequestLifecycleEvent => ({ type: 'zadost.schvalit', actor });
const refuse = (actor: StaffActor, poznamka = NOTE): RequestLifecycleEvent => ({ type: 'zadost.zamitnout', actor, poznamka });

const events = {
  'zadost.prevzit': staff.map(take),
  'zadost.vyzadatDoklady': staff.flatMap((actor) => [askFor(actor), askFor(actor, BLANK)]),
  'zadost.dolozitDoklady': [documentsAdded],
  'zadost.schvalit': staff.map(approve),
  'zadost.zamitnout': staff.flatMap((actor) => [refuse(actor), refuse(actor, BLANK)]),
};
const allEvents = Object.values(events).flat();

const inputs: Record<string, RequestLifecycleInput> = {
  // Both roles handle claims.
  'programme claim': { typ: 'PROGRAM', assigneeId: null },
  // Only the medical officer handles consultations, only referents cards.
  consultation: { typ: 'KONZULTACE', assigneeId: null },
  'card request': { typ: 'PRUKAZ', assigneeId: null },
};

function world(machine: AnyStateMachine) {
  return { machine, control: controlledActors([]) };
}
type LifecycleWorld = ReturnType<typeof world>;
type LifecycleEnd = End<LifecycleWorld>;

// The independent model --------------------------------------------------------------------------

/** Who handles which kind, written out for the kinds above (issue 34: "Who"). */
const handles: Partial<Record<RequestType, Array<StaffActor['role']>>> = {
  PROGRAM: ['REFERENT', 'REVIZNI_LEKAR'],
  KONZULTACE: ['REVIZNI_LEKAR'],
  PRUKAZ: ['REFERENT'],
};

interface Model {
  stav: RequestState;
  holder: number | null;
}

/** One step of the lifecycle as issue 34 states it; `null` when the step is refused (409). */
function modelStep(typ: RequestType, at: Model, event: EventObject): Model | null {
  const e = event as { type: string; actor?: StaffActor; poznamka?: string };
  const mayTake = e.actor !== undefined && handles[typ]!.includes(e.actor.role);
  const isHolder = e.actor !== undefined && at.holder === e.actor.userId;
  const noted = (e.poznamka ?? '').trim() !== '';
  switch (at.stav) {
    case 'PRIJATO':
      return e.type === 'zadost.prevzit' && mayTake ? { stav: 'VYRIZUJE_SE', holder: e.actor!.userId } : null;
    case 'VYRIZUJE_SE':
      if (e.type === 'zadost.prevzit') return mayTake && !isHolder ? { stav: 'VYRIZUJE_SE', holder: e.actor!.userId } : null;
      if (e.type === 'zadost.vyzadatDoklady') return isHolder && noted ? { ...at, stav: 'CEKA_NA_DOKLADY' } : null;
      if (e.type === 'zadost.schvalit') return isHolder ? { ...at, stav: 'VYRIZENO' } : null;
      if (e.type === 'zadost.zamitnout') return isHolder && noted ? { ...at, stav: 'ZAMITNUTO' } : null;
      return null;
    case 'CEKA_NA_DOKLADY':
      if (e.type === 'zadost.dolozitDoklady') return { ...at, stav: 'VYRIZUJE_SE' };
      if (e.type === 'zadost.prevzit') return mayTake && !isHolder ? { stav: 'CEKA_NA_DOKLADY', holder: e.actor!.userId } : null;
      if (e.type === 'zadost.zamitnout') return isHolder && noted ? { ...at, stav: 'ZAMITNUTO' } : null;
      return null;
    default:
      // VYRIZENO and ZAMITNUTO are the end: nothing moves them.
      return null;
  }
}

function modelAfter(end: LifecycleEnd): Model {
  const input = end.input as RequestLifecycleInput;
  let at: Model = { stav: 'PRIJATO', holder: input.assigneeId };
  for (const event of end.events) at = modelStep(input.typ, at, event) ?? at;
  return at;
}

/** The buttons the model gives a staff member: each staff step that would be allowed (with a note where one is needed). */
function modelActions(typ: RequestType, at: Model, actor: StaffActor): RequestAction[] {
  const steps: Array<[RequestAction, RequestLifecycleEvent]> = [
    ['PREVZIT', take(actor)],
    ['VYZADAT_DOKLADY', askFor(actor)],
    ['SCHVALIT', approve(actor)],
    ['ZAMITNOUT', refuse(actor)],
  ];
  return steps.filter(([, event]) => modelStep(typ, at, event) !== null).map(([action]) => action);
}

const snapshotOf = (end: LifecycleEnd) => end.snapshot as unknown as RequestLifecycleSnapshot;

/** What the staff screen, the person's screen and the server read from the snapshot, against the model. */
function expectLikeModel(snapshot: RequestLifecycleSnapshot, typ: RequestType, model: Model) {
  expect(snapshot.value).toBe(model.stav);
  expect(snapshot.context).toEqual({ typ, assigneeId: model.holder });
  expect(snapshot.status).toBe(model.stav === 'VYRIZENO' || model.stav === 'ZAMITNUTO' ? 'done' : 'active');
  for (const actor of staff)
    expect(staffActionsAllowed(snapshot, actor), `${actor.role} ${actor.userId}`).toEqual(modelActions(typ, model, actor));
  expect(waitsForPerson(snapshot)).toBe(model.stav === 'CEKA_NA_DOKLADY');
  for (const event of allEvents) {
    const next = modelStep(typ, model, event);
    expect(lifecycleStep(snapshot, event), JSON.stringify(event)).toEqual(next && { stav: next.stav, assigneeId: next.holder });
  }
}

function check(end: LifecycleEnd) {
  const { typ } = end.input as RequestLifecycleInput;
  const model = modelAfter(end);
  expectLikeModel(snapshotOf(end), typ, model);
  // The server resolves the stored state and holder: the same answers.
  expectLikeModel(lifecycleSnapshotOf(model.stav, { typ, assigneeId: model.holder }), typ, model);
}

// The transition table ------------------------------------------------------------------------------

const held = (userId: number) => (snapshot: AnyMachineSnapshot) => snapshot.context.assigneeId === userId;
const holderIs = (userId: number | null) => (end: LifecycleEnd) => expect(snapshotOf(end).context.assigneeId).toBe(userId);

const transitions: TransitionRow<LifecycleWorld>[] = [
  // Received: a staff member whose role handles the kind takes it.
  { from: '(start)', event: { type: 'xstate.init' }, to: 'PRIJATO', expect: holderIs(null) },
  { from: 'PRIJATO', when: 'a referent takes a claim', event: take(alena), to: 'VYRIZUJE_SE', expect: holderIs(alena.userId) },
  {
    from: 'PRIJATO',
    when: 'the medical officer takes a consultation',
    input: 'consultation',
    event: take(karel),
    to: 'VYRIZUJE_SE',
    expect: holderIs(karel.userId),
  },
  { from: 'PRIJATO', when: 'a referent may not take a consultation', input: 'consultation', event: take(alena), to: 'PRIJATO' },
  { from: 'PRIJATO', when: 'the medical officer may not take a card request', input: 'card request', event: take(karel), to: 'PRIJATO' },
  { from: 'PRIJATO', when: 'nobody holds it to decide', event: approve(alena), to: 'PRIJATO', expect: holderIs(null) },
  { from: 'PRIJATO', when: 'nothing was asked for', event: documentsAdded, to: 'PRIJATO' },

  // Being handled: a colleague takes it over; only the holder decides.
  {
    from: 'VYRIZUJE_SE',
    when: 'a colleague takes it over',
    reach: held(alena.userId),
    event: take(bohdana),
    to: 'VYRIZUJE_SE',
    expect: holderIs(bohdana.userId),
  },
  {
    from: 'VYRIZUJE_SE',
    when: 'the medical officer takes over a claim',
    reach: held(alena.userId),
    event: take(karel),
    to: 'VYRIZUJE_SE',
    expect: holderIs(karel.userId),
  },
  {
    from: 'VYRIZUJE_SE',
    when: 'the holder cannot take it again',
    reach: held(alena.userId),
    event: take(alena),
    to: 'VYRIZUJE_SE',
    expect: holderIs(alena.userId),
  },
  {
    from: 'VYRIZUJE_SE',
    when: 'a referent may not take over a consultation',
    input: 'consultation',
    reach: held(karel.userId),
    event: take(alena),
    to: 'VYRIZUJE_SE',
    expect: holderIs(karel.userId),
  },
  { from: 'VYRIZUJE_SE', when: 'the holder asks with a note', reach: held(alena.userId), event: askFor(alena), to: 'CEKA_NA_DOKLADY' },
  { from: 'VYRIZUJE_SE', when: 'a blank note', reach: held(alena.userId), event: askFor(alena, BLANK), to: 'VYRIZUJE_SE' },
  { from: 'VYRIZUJE_SE', when: 'not the holder asks', reach: held(alena.userId), event: askFor(bohdana), to: 'VYRIZUJE_SE' },
  { from: 'VYRIZUJE_SE', when: 'the holder approves', reach: held(alena.userId), event: approve(alena), to: 'VYRIZENO' },
  {
    from: 'VYRIZUJE_SE',
    when: 'not the holder approves',
    reach: held(alena.userId),
    event: approve(karel),
    to: 'VYRIZUJE_SE',
    expect: holderIs(alena.userId),
  },
  { from: 'VYRIZUJE_SE', when: 'the holder refuses with a reason', reach: held(alena.userId), event: refuse(alena), to: 'ZAMITNUTO' },
  { from: 'VYRIZUJE_SE', when: 'a refusal without a reason', reach: held(alena.userId), event: refuse(alena, BLANK), to: 'VYRIZUJE_SE' },
  { from: 'VYRIZUJE_SE', when: 'not the holder refuses', reach: held(alena.userId), event: refuse(bohdana), to: 'VYRIZUJE_SE' },
  { from: 'VYRIZUJE_SE', when: 'nothing was asked for', reach: held(alena.userId), event: documentsAdded, to: 'VYRIZUJE_SE' },

  // Waiting for the person: the documents return it to the holder; the holder may still refuse.
  {
    from: 'CEKA_NA_DOKLADY',
    when: 'the person adds the documents',
    reach: held(alena.userId),
    event: documentsAdded,
    to: 'VYRIZUJE_SE',
    expect: holderIs(alena.userId),
  },
  {
    from: 'CEKA_NA_DOKLADY',
    when: 'a colleague takes it over',
    reach: held(alena.userId),
    event: take(bohdana),
    to: 'CEKA_NA_DOKLADY',
    expect: holderIs(bohdana.userId),
  },
  {
    from: 'CEKA_NA_DOKLADY',
    when: 'the holder cannot take it again',
    reach: held(alena.userId),
    event: take(alena),
    to: 'CEKA_NA_DOKLADY',
  },
  {
    from: 'CEKA_NA_DOKLADY',
    when: 'a role that does not handle cards',
    input: 'card request',
    reach: held(alena.userId),
    event: take(karel),
    to: 'CEKA_NA_DOKLADY',
    expect: holderIs(alena.userId),
  },
  { from: 'CEKA_NA_DOKLADY', when: 'the holder refuses with a reason', reach: held(alena.userId), event: refuse(alena), to: 'ZAMITNUTO' },
  {
    from: 'CEKA_NA_DOKLADY',
    when: 'a refusal without a reason',
    reach: held(alena.userId),
    event: refuse(alena, BLANK),
    to: 'CEKA_NA_DOKLADY',
  },
  { from: 'CEKA_NA_DOKLADY', when: 'not the holder refuses', reach: held(alena.userId), event: refuse(karel), to: 'CEKA_NA_DOKLADY' },
  {
    from: 'CEKA_NA_DOKLADY',
    when: 'approval waits for the documents',
    reach: held(alena.userId),
    event: approve(alena),
    to: 'CEKA_NA_DOKLADY',
  },
  { from: 'CEKA_NA_DOKLADY', when: 'asked already', reach: held(alena.userId), event: askFor(alena), to: 'CEKA_NA_DOKLADY' },

  // VYRIZENO and ZAMITNUTO are final: the actor stops there, so no row sends to it; `check` at the end of
  // their paths asserts that no step (lifecycleStep) and no button (staffActionsAllowed) is left.
];

describeMachine<LifecycleWorld>({ machine: requestLifecycleMachine, inputs, events, world, check, transitions });

describe('the steps as the server names them', () => {
  it('maps each action to its event; a staff action without a staff member has none, the person’s needs none', () => {
    expect(lifecycleEventOf('PREVZIT', alena, '')).toEqual(take(alena));
    expect(lifecycleEventOf('VYZADAT_DOKLADY', alena, NOTE)).toEqual(askFor(alena));
    expect(lifecycleEventOf('SCHVALIT', alena, NOTE)).toEqual(approve(alena));
    expect(lifecycleEventOf('ZAMITNOUT', alena, BLANK)).toEqual(refuse(alena, BLANK));
    expect(lifecycleEventOf('DOLOZIT_DOKLADY', null, '')).toEqual(documentsAdded);
    for (const action of ['PREVZIT', 'VYZADAT_DOKLADY', 'SCHVALIT', 'ZAMITNOUT'] as const)
      expect(lifecycleEventOf(action, null, NOTE)).toBeNull();
  });

  it('a stored request that a colleague holds offers the others only to take it over', () => {
    const snapshot = lifecycleSnapshotOf('CEKA_NA_DOKLADY', { typ: 'PROGRAM', assigneeId: karel.userId });
    expect(staffActionsAllowed(snapshot, karel)).toEqual(['ZAMITNOUT']);
    expect(staffActionsAllowed(snapshot, alena)).toEqual(['PREVZIT']);
    expect(waitsForPerson(snapshot)).toBe(true);
  });
});
