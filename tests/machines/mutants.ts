/**
 * Mutants of a machine for the mutation check (scripts/mutation.mjs): its configuration with one
 * transition changed — retargeted to another state, its guard dropped, one of its actions
 * dropped, or the transitions of two events of a state swapped. Built from the machine's own
 * configuration, so every machine gets its mutants without any list to keep.
 */
import type { AnyStateMachine } from 'xstate';

export interface Mutant {
  /** Readable and unique within the machine: where, and what changed. */
  label: string;
  /** The mutated configuration (with the original implementations it builds the mutant). */
  config: unknown;
}

type Json = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;

/** A deep copy of plain objects and arrays; functions and everything else stay shared. */
function clone<T>(value: T): T {
  if (Array.isArray(value)) return value.map(clone) as T;
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, clone(v)])) as T;
  return value;
}

/** One place a transition is configured: a container and a key whose value is a transition config. */
interface Site {
  statePath: string[];
  /** The names of the states a transition here may be retargeted to (siblings of the state). */
  siblings: string[];
  label: string;
  container: Json;
  key: string;
}

type Candidate = Json;

/** The candidates of a transition config, as objects (a string is a target). */
function candidatesOf(value: unknown): Candidate[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => (typeof item === 'string' ? { target: item } : isPlainObject(item) ? item : { target: undefined }));
}

/** Writes candidates back in array form. */
function setCandidates(site: Site, candidates: Candidate[]): void {
  site.container[site.key] = candidates;
}

/** Calls `visit` for every transition site and every state's `on` (for swaps), in a fixed order. */
function walk(
  config: Json,
  visitSite: (site: Site) => void,
  visitOn: (on: Json, statePath: string[]) => void,
  visitInvoke: (invoke: Json, statePath: string[], index: number) => void,
) {
  const visitState = (node: Json, statePath: string[], siblings: string[]) => {
    const name = statePath.join('.') || '(root)';
    const on = node.on;
    if (isPlainObject(on)) {
      for (const key of Object.keys(on)) visitSite({ statePath, siblings, label: `${name} on ${key}`, container: on, key });
      visitOn(on, statePath);
    }
    if (node.always !== undefined) visitSite({ statePath, siblings, label: `${name} always`, container: node, key: 'always' });
    if (isPlainObject(node.after)) {
      for (const key of Object.keys(node.after))
        visitSite({ statePath, siblings, label: `${name} after ${key}`, container: node.after, key });
    }
    if (node.onDone !== undefined) visitSite({ statePath, siblings, label: `${name} onDone`, container: node, key: 'onDone' });
    const invokes = node.invoke === undefined ? [] : Array.isArray(node.invoke) ? node.invoke : [node.invoke];
    invokes.forEach((invoke, index) => {
      if (!isPlainObject(invoke)) return;
      const idText = typeof invoke.id === 'string' ? invoke.id : String(index);
      for (const key of ['onDone', 'onError'])
        if (invoke[key] !== undefined) visitSite({ statePath, siblings, label: `${name} invoke ${idText} ${key}`, container: invoke, key });
      visitInvoke(invoke, statePath, index);
    });
    if (isPlainObject(node.states)) {
      const children = Object.keys(node.states);
      for (const child of children) visitState(node.states[child] as Json, [...statePath, child], children);
    }
  };
  visitState(config, [], []);
}

/** The last name of a target ('#session.anonymous' → 'anonymous', '.idle' → 'idle'). */
const targetName = (target: unknown): string | undefined => {
  const first = Array.isArray(target) ? target[0] : target;
  return typeof first === 'string' ? first.split('.').pop() : undefined;
};

/** Whether the state at a path (siblings: relative to the root's children when `isRoot`) has `always` transitions. */
function isTransient(config: Json, path: string[], isRoot: boolean): boolean {
  let node: Json | undefined = config;
  for (const name of isRoot ? [path.at(-1)!] : path) node = isPlainObject(node?.states) ? (node.states[name] as Json) : undefined;
  return node?.always !== undefined;
}

interface MutationOp {
  label: string;
  apply(config: Json): void;
}

/** Every mutation of a configuration, in a fixed order. */
function operations(config: Json, machineId: string): MutationOp[] {
  const ops: MutationOp[] = [];
  let siteIndex = 0;
  let onIndex = 0;
  let invokeIndex = 0;
  /** Finds the n-th site / on / invoke of a configuration again (on a copy). */
  const nthSite = (target: Json, n: number): Site => {
    let found: Site | undefined;
    let i = 0;
    walk(
      target,
      (site) => {
        if (i++ === n) found = site;
      },
      () => {},
      () => {},
    );
    return found!;
  };
  const nthOn = (target: Json, n: number): Json => {
    let found: Json | undefined;
    let i = 0;
    walk(
      target,
      () => {},
      (on) => {
        if (i++ === n) found = on;
      },
      () => {},
    );
    return found!;
  };
  const nthInvoke = (target: Json, n: number): Json => {
    let found: Json | undefined;
    let i = 0;
    walk(
      target,
      () => {},
      () => {},
      (invoke) => {
        if (i++ === n) found = invoke;
      },
    );
    return found!;
  };

  walk(
    config,
    (site) => {
      const n = siteIndex++;
      const candidates = candidatesOf(site.container[site.key]);
      candidates.forEach((candidate, c) => {
        const where = candidates.length > 1 ? `${site.label} [${c}]` : site.label;
        // Retarget: to the first sibling state that is not where it goes now (targetless: not the state itself).
        const current = targetName(candidate.target) ?? site.statePath.at(-1);
        const isRoot = site.statePath.length === 0;
        const options = isRoot ? Object.keys((config.states as Json) ?? {}) : site.siblings;
        // A state left at once by `always` would often pass on to where the transition went anyway.
        const resting = options.filter((name) => !isTransient(config, [...site.statePath.slice(0, -1), name], isRoot));
        const alternative = [...resting, ...options].find((name) => name !== current);
        if (alternative) {
          const target = isRoot ? `.${alternative}` : `#${machineId}.${[...site.statePath.slice(0, -1), alternative].join('.')}`;
          ops.push({
            label: `${where}: retarget to ${alternative}`,
            apply: (copy) => {
              const s = nthSite(copy, n);
              const list = candidatesOf(s.container[s.key]);
              list[c] = { ...list[c], target, reenter: undefined };
              setCandidates(s, list);
            },
          });
        }
        if (candidate.guard !== undefined) {
          ops.push({
            label: `${where}: drop the guard`,
            apply: (copy) => {
              const s = nthSite(copy, n);
              const list = candidatesOf(s.container[s.key]);
              const { guard: _dropped, ...rest } = list[c];
              list[c] = rest;
              setCandidates(s, list);
            },
          });
        }
        const actions = candidate.actions === undefined ? [] : Array.isArray(candidate.actions) ? candidate.actions : [candidate.actions];
        actions.forEach((action, a) => {
          const name =
            typeof action === 'string' ? action : isPlainObject(action) && typeof action.type === 'string' ? action.type : `action ${a}`;
          ops.push({
            label: `${where}: drop the action ${name}`,
            apply: (copy) => {
              const s = nthSite(copy, n);
              const list = candidatesOf(s.container[s.key]);
              const own = list[c].actions;
              const ownList = own === undefined ? [] : Array.isArray(own) ? own : [own];
              list[c] = { ...list[c], actions: ownList.filter((_, i) => i !== a) };
              setCandidates(s, list);
            },
          });
        });
      });
    },
    (on, statePath) => {
      const n = onIndex++;
      const keys = Object.keys(on);
      for (let i = 0; i + 1 < keys.length; i += 1) {
        ops.push({
          label: `${statePath.join('.') || '(root)'}: swap ${keys[i]} and ${keys[i + 1]}`,
          apply: (copy) => {
            const target = nthOn(copy, n);
            const first = target[keys[i]];
            target[keys[i]] = target[keys[i + 1]];
            target[keys[i + 1]] = first;
          },
        });
      }
    },
    (invoke, statePath) => {
      const n = invokeIndex++;
      if (invoke.onDone === undefined || invoke.onError === undefined) return;
      ops.push({
        label: `${statePath.join('.') || '(root)'} invoke ${String(invoke.id ?? n)}: swap onDone and onError`,
        apply: (copy) => {
          const target = nthInvoke(copy, n);
          const done = target.onDone;
          target.onDone = target.onError;
          target.onError = done;
        },
      });
    },
  );
  return ops;
}

/** Every mutant of a machine. */
export function mutantsOf(machine: AnyStateMachine): Mutant[] {
  const config = machine.config as unknown as Json;
  const seen = new Map<string, number>();
  return operations(config, machine.id).map((op) => {
    const count = (seen.get(op.label) ?? 0) + 1;
    seen.set(op.label, count);
    const copy = clone(config);
    op.apply(copy);
    return { label: count > 1 ? `${op.label} #${count}` : op.label, config: copy };
  });
}
