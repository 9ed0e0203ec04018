import { expect, vi } from 'vitest';
import {
  __unsafe_getAllOwnEventDescriptors as ownEventTypes,
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import type { StatePath } from 'xstate/graph';

/**
 * Path-test harness: machines' invoked actors are replaced by promise actors that stay pending
 * until the path's `xstate.done.actor.<id>` / `xstate.error.actor.<id>` step resolves or rejects
 * them; `xstate.after.*` steps advance the fake clock to the pending timer.
 */

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface ControlledActors {
  /** `.provide({ actors })` argument: one pending promise actor per id. */
  actors: Record<string, AnyActorLogic>;
  /** Inputs each actor was started with, in order. */
  calls: Record<string, unknown[]>;
  resolve(id: string, output: unknown): void;
  reject(id: string, error: unknown): void;
}

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

/**
 * The traversal's `events` option: for every event the current state handles, the supplied
 * variants of that event, or a bare `{ type }` (e.g. `xstate.after.<delay>.<state>`) when none
 * were supplied — so no transition of the machine is left out of the graph.
 */
export function eventsFor(supplied: Record<string, readonly EventObject[]>) {
  return (snapshot: AnyMachineSnapshot): EventObject[] =>
    (ownEventTypes(snapshot) as string[]).flatMap((type) => (supplied[type]?.length ? [...supplied[type]] : [{ type }]));
}

/** Lets promise callbacks and the actors' mailboxes run. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** Human-readable name of a path for the test title. */
export function describePath(path: StatePath<AnyMachineSnapshot, EventObject>): string {
  const events = path.steps
    .map((step) => step.event.type)
    .filter((type) => type !== 'xstate.init')
    .map((type) => type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.([^.]+)\..*$/, 'after:$1'));
  return `${JSON.stringify(path.state.value)} ← ${events.length ? events.join(' → ') : '(start)'}`;
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

/**
 * Replays a path on a real actor. After each step the actor must be in the state the graph
 * predicted. Returns the running actor for the final assertions.
 */
export async function replayPath<TMachine extends AnyStateMachine>(
  path: StatePath<SnapshotFrom<TMachine>, EventObject>,
  machine: TMachine,
  control: ControlledActors,
  input?: unknown,
) {
  const actor = createActor(machine, { input } as never);
  for (const step of path.steps) {
    const { event } = step;
    if (event.type === 'xstate.init') {
      actor.start();
    } else if (event.type.startsWith('xstate.done.actor.')) {
      control.resolve(event.type.slice('xstate.done.actor.'.length), (event as { output?: unknown }).output);
    } else if (event.type.startsWith('xstate.error.actor.')) {
      control.reject(event.type.slice('xstate.error.actor.'.length), (event as { error?: unknown }).error);
    } else if (event.type.startsWith('xstate.after.')) {
      await vi.advanceTimersByTimeAsync(delayOf(machine, event.type, actor.getSnapshot() as AnyMachineSnapshot));
    } else {
      actor.send(event as never);
    }
    await flush();
    expect((actor.getSnapshot() as AnyMachineSnapshot).value, `after ${event.type}`).toEqual((step.state as AnyMachineSnapshot).value);
  }
  return actor;
}

/** A state value as the ids of its atomic states ('authenticated.active'), sorted. */
export function atomicIdsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value)
    .flatMap(([key, child]) => atomicIdsOf(child).map((id) => `${key}.${id}`))
    .sort();
}

/** The distinct atomic states that a set of paths ends in, sorted. */
export function reachedStates(paths: readonly { state: AnyMachineSnapshot }[]): string[] {
  return [...new Set(paths.flatMap((path) => atomicIdsOf(path.state.value)))].sort();
}

/**
 * Every atomic or final state a machine can rest in, as dotted ids, sorted. States left at once
 * by an eventless (`always`) transition are never the end of a path, so they are not listed.
 */
export function definedStates(machine: AnyStateMachine): string[] {
  interface Node {
    type: string;
    path: string[];
    states: Record<string, Node>;
    always?: unknown[];
  }
  const ids: string[] = [];
  const walk = (node: Node) => {
    const transient = (node.always?.length ?? 0) > 0;
    if ((node.type === 'atomic' || node.type === 'final') && !transient) ids.push(node.path.join('.'));
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root as unknown as Node);
  return ids.sort();
}
