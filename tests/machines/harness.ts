/**
 * The machines' path tests (issue 32): every machine is tested through `describeMachine`, which
 *
 * - generates the shortest path to every state the machine can rest in from its graph
 *   (`getShortestPaths` of xstate/graph), replays each on a real actor and runs the machine's
 *   `check` (what the user sees in the state it ends in);
 * - runs the machine's transition table: each row names a state, an event and the state it must
 *   lead to, with what must be seen or sent afterwards. The row's start is reached by the
 *   shortest path of the graph; the row's own step is written by hand, so a transition that is
 *   retargeted, loses its guard or action, or answers another event fails a row;
 * - checks that the rows together take every transition of the machine.
 *
 * With MUTATION set (scripts/mutation.mjs, `npm run test:mutation`) it tests mutants of the
 * machine instead: each mutant's paths come from the mutant's own graph, as they would after an
 * edit of the source, and the mutant counts as killed when a row or a path check fails.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  createMachine,
  fromPromise,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
} from 'xstate';
import { getShortestPaths, type StatePath } from 'xstate/graph';
import { mutantsOf, type Mutant } from './mutants';

// ---------------------------------------------------------------------------------------------
// Controlled actors
// ---------------------------------------------------------------------------------------------

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface ControlledActors {
  /** `.provide({ actors })` argument: one pending promise actor per id. */
  actors: Record<string, AnyActorLogic>;
  /** Inputs each actor was started with, in order: the calls made. */
  calls: Record<string, unknown[]>;
  resolve(id: string, output: unknown): void;
  reject(id: string, error: unknown): void;
}

/** Promise actors that stay pending until a path's `xstate.done.actor.<id>` / `xstate.error.actor.<id>` step settles them. */
export function controlledActors(ids: readonly string[]): ControlledActors {
  const pending = new Map<string, Pending>();
  const calls: Record<string, unknown[]> = {};
  const actors: Record<string, AnyActorLogic> = {};
  for (const id of ids) {
    calls[id] = [];
    actors[id] = fromPromise(
      ({ input }) =>
        new Promise((resolve, reject) => {
          calls[id].push(input);
          pending.set(id, { resolve, reject });
        }),
    );
  }
  const settle = (id: string) => {
    const entry = pending.get(id);
    if (!entry) throw new Error(`actor ${id} is not running`);
    pending.delete(id);
    return entry;
  };
  return {
    actors,
    calls,
    resolve: (id, output) => settle(id).resolve(output),
    reject: (id, error) => settle(id).reject(error),
  };
}

/** Lets promise callbacks and the actors' mailboxes run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

// ---------------------------------------------------------------------------------------------
// States
// ---------------------------------------------------------------------------------------------

/** A state value as the dotted ids of its atomic states ('authenticated.idle'), sorted. */
export function atomicIdsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value)
    .flatMap(([key, child]) => atomicIdsOf(child).map((id) => `${key}.${id}`))
    .sort();
}

const stateLabel = (value: unknown) => atomicIdsOf(value).join(' + ');

interface ConfigNode {
  type: string;
  path: string[];
  states: Record<string, ConfigNode>;
  always?: unknown[];
}

/** Every atomic or final state a machine can rest in, as dotted ids (states left at once by `always` are not). */
export function restingStates(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: ConfigNode) => {
    const transient = (node.always?.length ?? 0) > 0;
    if ((node.type === 'atomic' || node.type === 'final') && !transient) ids.push(node.path.join('.'));
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root as unknown as ConfigNode);
  return ids.sort();
}

// ---------------------------------------------------------------------------------------------
// Transitions of a machine
// ---------------------------------------------------------------------------------------------

interface TransitionDefinitionLike {
  source: { id: string; transitions: Map<string, TransitionDefinitionLike[]>; always?: TransitionDefinitionLike[] };
  eventType: string;
}

/** A transition's key: source state, event ('' for `always`) and its place among the candidates. */
function transitionKey(t: TransitionDefinitionLike): string {
  const list = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  return `${t.source.id} | ${t.eventType || 'always'} | ${list.indexOf(t)}`;
}

/** The keys of every transition of a machine. */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const walk = (node: {
    id: string;
    transitions: Map<string, TransitionDefinitionLike[]>;
    always?: TransitionDefinitionLike[];
    states: Record<string, unknown>;
  }) => {
    for (const list of node.transitions.values()) for (const t of list) keys.push(transitionKey(t));
    for (const t of node.always ?? []) keys.push(transitionKey(t));
    for (const child of Object.values(node.states)) walk(child as typeof node);
  };
  walk(machine.root as never);
  return keys.sort();
}

// ---------------------------------------------------------------------------------------------
// The spec of a machine's tests
// ---------------------------------------------------------------------------------------------

/** The world a test runs in: the machine with the test's actors and actions provided, and what they record. */
export interface World {
  machine: AnyStateMachine;
  control: ControlledActors;
}

/** The end of a path or a row: the actor's snapshot and the world, for the assertions. */
export interface End<W extends World> {
  snapshot: AnyMachineSnapshot;
  world: W;
  /** The events that led here (without the initial one). */
  events: EventObject[];
  /** The input the actor was started with. */
  input: unknown;
}

export interface TransitionRow<W extends World> {
  /** The state the row starts in (a dotted atomic state id, e.g. 'authenticated.idle'), or '(start)' with the event `xstate.init`. */
  from: string;
  /** Why this row differs from others with the same state and event (part of the test's name). */
  when?: string;
  /** The input to start with (a key of `inputs`; default: the first). */
  input?: string;
  /** A condition on the start (e.g. on the context), met by the shortest path that reaches it. */
  reach?: (snapshot: AnyMachineSnapshot) => boolean;
  /** The event of the row. `xstate.done.actor.<id>` / `xstate.error.actor.<id>` settle that actor; `xstate.after.<delay>.…` lets the time pass. */
  event: AnyEventObject;
  /** The state it must lead to (a dotted atomic state id; several for parallel states, joined with ' + '). */
  to: string;
  /** What must be seen or sent after the step (it may let time pass with vi.advanceTimersByTimeAsync). */
  expect?: (end: End<W>) => void | Promise<void>;
}

export interface MachineSpec<W extends World> {
  machine: AnyStateMachine;
  /** Named inputs; the first one is the default. */
  inputs?: Record<string, unknown>;
  /** Event variants for the graph, by type (a type without variants is sent bare, e.g. `xstate.after.*`). */
  events: Record<string, readonly AnyEventObject[]>;
  /** Narrows the events the graph tries in a snapshot (to keep the graph finite). */
  filterEvents?: (event: EventObject, snapshot: AnyMachineSnapshot) => boolean;
  /** Builds the world around the machine under test (a mutant's, in a mutation run). */
  world: (machine: AnyStateMachine, input: unknown) => W;
  /** What the user sees in the state a path or row ends in: run at the end of each. */
  check?: (end: End<W>) => void;
  transitions: readonly TransitionRow<W>[];
  /** Transitions no row can take, by key (see the coverage test's message), with why. */
  untakeable?: Record<string, string>;
  /** The fake clock's time for every path and row (default 2025-06-05T10:00:00Z). */
  now?: number;
  /** Largest number of states the graph may have (a broken machine may be infinite). */
  stateLimit?: number;
}

const DEFAULT_NOW = Date.parse('2025-06-05T10:00:00.000Z');

type Path = StatePath<AnyMachineSnapshot, EventObject>;

function eventsFor<W extends World>(spec: MachineSpec<W>) {
  return (snapshot: AnyMachineSnapshot): EventObject[] =>
    (ownEventTypes(snapshot) as string[])
      .flatMap((type) => (spec.events[type]?.length ? [...spec.events[type]] : [{ type }]))
      .filter((event) => spec.filterEvents?.(event, snapshot) ?? true);
}

/** The delay of an `xstate.after.<delay>.<stateId>` event, from the machine's implementation. */
function delayOf(machine: AnyStateMachine, eventType: string, snapshot: AnyMachineSnapshot): number {
  const name = eventType.slice('xstate.after.'.length).split('.')[0];
  if (/^\d+$/.test(name)) return Number(name);
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return (delay as (args: unknown) => number)({ context: snapshot.context, event: { type: eventType } });
  throw new Error(`unknown delay ${name}`);
}

/** Sends one step of a path or row to the actor: events, actor answers and the passing of time. */
async function step(world: World, actor: ReturnType<typeof createActor>, event: EventObject): Promise<void> {
  if (event.type.startsWith('xstate.done.actor.')) {
    world.control.resolve(event.type.slice('xstate.done.actor.'.length), (event as { output?: unknown }).output);
  } else if (event.type.startsWith('xstate.error.actor.')) {
    world.control.reject(event.type.slice('xstate.error.actor.'.length), (event as { error?: unknown }).error);
  } else if (event.type.startsWith('xstate.after.')) {
    await vi.advanceTimersByTimeAsync(delayOf(world.machine, event.type, actor.getSnapshot() as AnyMachineSnapshot));
  } else {
    actor.send(event);
  }
  await flush();
}

/** A short readable label of an event for test names. */
export function eventLabel(event: EventObject): string {
  const type = event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.([^.]+)\..*$/, 'after:$1');
  return type;
}

function pathLabel(path: Path): string {
  const events = path.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init');
  return events.length ? events.map(eventLabel).join(' → ') : '(start)';
}

/** The name of a row's test: unique within a machine. */
export function rowName(row: TransitionRow<World>): string {
  return `${row.from} + ${eventLabel(row.event)}${row.when ? ` (${row.when})` : ''}${row.input ? ` [${row.input}]` : ''} → ${row.to}`;
}

// ---------------------------------------------------------------------------------------------
// Running paths and rows
// ---------------------------------------------------------------------------------------------

interface Plan<W extends World> {
  machine: AnyStateMachine;
  spec: MachineSpec<W>;
  inputNames: string[];
  /** Shortest paths per input name. */
  paths: Map<string, Path[]>;
}

function withClock<T>(now: number, run: () => T): T {
  vi.useFakeTimers({ now });
  try {
    return run();
  } finally {
    vi.useRealTimers();
  }
}

function planFor<W extends World>(spec: MachineSpec<W>, machine: AnyStateMachine): Plan<W> {
  const inputNames = spec.inputs ? Object.keys(spec.inputs) : ['(no input)'];
  const paths = new Map<string, Path[]>();
  withClock(spec.now ?? DEFAULT_NOW, () => {
    for (const name of inputNames) {
      const input = spec.inputs?.[name];
      paths.set(
        name,
        getShortestPaths(machine, {
          input,
          events: eventsFor(spec) as never,
          limit: spec.stateLimit ?? 5000,
        } as never) as unknown as Path[],
      );
    }
  });
  return { machine, spec, inputNames, paths };
}

/** Replays a path on a fresh world; after each step the actor must be where the graph said. */
async function replay<W extends World>(plan: Plan<W>, inputName: string, path: Path, recorder?: TransitionRecorder) {
  const input = plan.spec.inputs?.[inputName];
  const world = plan.spec.world(plan.machine, input);
  const actor = createActor(world.machine, { input, inspect: recorder?.observe } as never);
  const events: EventObject[] = [];
  for (const { event, state } of path.steps) {
    if (event.type === 'xstate.init') actor.start();
    else {
      await step(world, actor, event);
      events.push(event);
    }
    expect(stateLabel(actor.getSnapshot().value), `after ${eventLabel(event)}`).toBe(stateLabel(state.value));
  }
  return { world, actor, events, input };
}

async function runPath<W extends World>(plan: Plan<W>, inputName: string, path: Path): Promise<void> {
  await withFakeClock(plan.spec, async () => {
    const { world, actor, events, input } = await replay(plan, inputName, path);
    plan.spec.check?.({ snapshot: actor.getSnapshot() as AnyMachineSnapshot, world, events, input });
    actor.stop();
  });
}

async function withFakeClock<T>(spec: { now?: number }, run: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ now: spec.now ?? DEFAULT_NOW });
  try {
    return await run();
  } finally {
    vi.clearAllTimers();
    vi.useRealTimers();
  }
}

const matchesFrom = (snapshot: AnyMachineSnapshot, from: string) => atomicIdsOf(snapshot.value).includes(from);

/** Runs one row; returns the keys of the transitions its own step took. */
async function runRow<W extends World>(plan: Plan<W>, row: TransitionRow<W>): Promise<string[]> {
  const inputName = row.input ?? plan.inputNames[0];
  if (row.event.type === 'xstate.init') return runStartRow(plan, row, inputName);
  const candidates = (plan.paths.get(inputName) ?? []).filter(
    (path) => matchesFrom(path.state, row.from) && (row.reach?.(path.state) ?? true),
  );
  expect(candidates.length, `no path of the graph reaches ${row.from}${row.reach ? ' with the row’s condition' : ''}`).toBeGreaterThan(0);
  const start = candidates.reduce((best, path) => (path.steps.length < best.steps.length ? path : best));
  return withFakeClock(plan.spec, async () => {
    const recorder = transitionRecorder();
    const { world, actor, events, input } = await replay(plan, inputName, start, recorder);
    recorder.on = true;
    await step(world, actor, row.event);
    recorder.on = false;
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    expect(stateLabel(snapshot.value), `${rowName(row as never)}: the state after the step`).toBe(row.to);
    const end = { snapshot, world, events: [...events, row.event], input };
    plan.spec.check?.(end);
    await row.expect?.(end);
    actor.stop();
    return recorder.taken;
  });
}

/**
 * Records the keys of the transitions an actor takes while `on` is true. It is the actor's
 * `inspect` option, so it also sees the transitions of the actor's start.
 */
interface TransitionRecorder {
  on: boolean;
  taken: string[];
  observe(inspection: unknown): void;
}

function transitionRecorder(): TransitionRecorder {
  const recorder: TransitionRecorder = {
    on: false,
    taken: [],
    observe: (inspection) => {
      const e = inspection as { type: string; _transitions?: TransitionDefinitionLike[]; actorRef: { _parent?: unknown } };
      if (recorder.on && e.type === '@xstate.microstep' && !e.actorRef._parent)
        for (const t of e._transitions ?? []) recorder.taken.push(transitionKey(t));
    },
  };
  return recorder;
}

/** A row whose step is the start of the actor (`from: '(start)'`, event `xstate.init`). */
async function runStartRow<W extends World>(plan: Plan<W>, row: TransitionRow<W>, inputName: string): Promise<string[]> {
  return withFakeClock(plan.spec, async () => {
    const recorder = transitionRecorder();
    recorder.on = true;
    const input = plan.spec.inputs?.[inputName];
    const world = plan.spec.world(plan.machine, input);
    const actor = createActor(world.machine, { input, inspect: recorder.observe } as never);
    actor.start();
    await flush();
    recorder.on = false;
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    expect(stateLabel(snapshot.value), `${rowName(row as never)}: the state after the start`).toBe(row.to);
    const end = { snapshot, world, events: [], input };
    plan.spec.check?.(end);
    await row.expect?.(end);
    actor.stop();
    return recorder.taken;
  });
}

// ---------------------------------------------------------------------------------------------
// describeMachine
// ---------------------------------------------------------------------------------------------

/** The shortest path to each resting state (one per state, the first found), per input. */
function pathsToStates<W extends World>(plan: Plan<W>): Array<{ inputName: string; path: Path; state: string }> {
  const out: Array<{ inputName: string; path: Path; state: string }> = [];
  for (const inputName of plan.inputNames) {
    const byState = new Map<string, Path>();
    for (const path of plan.paths.get(inputName) ?? []) {
      const state = stateLabel(path.state.value);
      const known = byState.get(state);
      if (!known || path.steps.length < known.steps.length) byState.set(state, path);
    }
    for (const [state, path] of [...byState.entries()].sort(([a], [b]) => a.localeCompare(b))) out.push({ inputName, path, state });
  }
  return out;
}

export function describeMachine<W extends World>(spec: MachineSpec<W>): void {
  const id = spec.machine.id;
  const names = spec.transitions.map((row) => rowName(row as never));
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new Error(`${id}: two rows are named "${duplicate}"; say with \`when\` how they differ`);

  if (process.env.MUTATION) {
    describeMutants(spec);
    return;
  }

  describe(`${id} machine`, () => {
    const plan = planFor(spec, spec.machine);
    const multipleInputs = plan.inputNames.length > 1;

    describe('shortest path to every state', () => {
      const all = pathsToStates(plan);
      it('reaches every state the machine can rest in', () => {
        const reached = new Set(all.flatMap(({ path }) => atomicIdsOf(path.state.value)));
        expect([...reached].sort()).toEqual(restingStates(spec.machine));
      });
      for (const { inputName, path, state } of all) {
        it(`${state}${multipleInputs ? ` [${inputName}]` : ''} ← ${pathLabel(path)}`, () => runPath(plan, inputName, path));
      }
    });

    describe('transition table', () => {
      const taken = new Set<string>();
      for (const row of spec.transitions) {
        it(rowName(row as never), async () => {
          for (const key of await runRow(plan, row)) taken.add(key);
        });
      }
      it('the rows take every transition of the machine', () => {
        const untakeable = new Set(Object.keys(spec.untakeable ?? {}));
        const missing = allTransitionKeys(spec.machine).filter((key) => !taken.has(key) && !untakeable.has(key));
        expect(missing, 'transitions no row takes (state | event | candidate)').toEqual([]);
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Mutation runs
// ---------------------------------------------------------------------------------------------

interface MutantResult {
  mutant: string;
  killed: boolean;
  by?: string;
}

/** Which mutants this run tests: MUTATION=all, or sample:<n>:<seed>. */
function chosenMutants(all: Mutant[]): Mutant[] {
  const mode = process.env.MUTATION ?? '';
  if (mode === 'all' || mode === '1') return all;
  const [, n = '5', seedText = '1'] = mode.split(':');
  let seed = Number(seedText) || 1;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pool = [...all];
  const out: Mutant[] = [];
  while (out.length < Number(n) && pool.length > 0) out.push(pool.splice(Math.floor(random() * pool.length), 1)[0]);
  return out;
}

/** Runs every row and path check on a machine; throws at the first failure. */
async function runAll<W extends World>(spec: MachineSpec<W>, machine: AnyStateMachine): Promise<void> {
  const plan = planFor(spec, machine);
  for (const row of spec.transitions) await runRow(plan, row);
  for (const { inputName, path } of pathsToStates(plan)) await runPath(plan, inputName, path);
  const reached = new Set(pathsToStates(plan).flatMap(({ path }) => atomicIdsOf(path.state.value)));
  expect([...reached].sort()).toEqual(restingStates(spec.machine));
}

function describeMutants<W extends World>(spec: MachineSpec<W>): void {
  const id = spec.machine.id;
  const mutants = mutantsOf(spec.machine);
  const chosen = chosenMutants(mutants);
  const results: MutantResult[] = [];
  describe(`${id} mutants`, () => {
    it('the unmutated machine passes every row and path', () => runAll(spec, spec.machine), 60_000);
    for (const mutant of chosen) {
      it(
        mutant.label,
        async () => {
          let machine: AnyStateMachine;
          try {
            // A mutant may loop through eventless transitions for ever: XState stops it after this many microsteps.
            const config = { ...(mutant.config as object), options: { maxIterations: 500 } };
            machine = createMachine(config as never, spec.machine.implementations as never) as unknown as AnyStateMachine;
          } catch (error) {
            results.push({ mutant: mutant.label, killed: true, by: `does not build: ${(error as Error).message.slice(0, 80)}` });
            return;
          }
          try {
            await runAll(spec, machine);
            results.push({ mutant: mutant.label, killed: false });
          } catch (error) {
            results.push({ mutant: mutant.label, killed: true, by: (error as Error).message.split('\n')[0].slice(0, 120) });
          }
        },
        60_000,
      );
    }
    afterAll(() => {
      const dir = process.env.MUTATION_REPORT_DIR ?? '.tmp/mutation';
      mkdirSync(dir, { recursive: true });
      writeFileSync(`${dir}/${id}.json`, JSON.stringify({ machine: id, total: mutants.length, results }, null, 2));
    });
  });
}
