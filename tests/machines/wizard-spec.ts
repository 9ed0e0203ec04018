/**
 * The path tests of a wizard on the skeleton (machines/wizard): a MachineSpec for describeMachine
 * built from what the wizard's test states by hand — the order of its steps, where each input
 * starts, values each step accepts and refuses, a failure for the fields of each step, and an
 * oracle of the wizard's checks — with an independent model of the skeleton's behaviour (what the
 * user sees and what was sent after any sequence of events), checked at the end of every path and row.
 */
import { expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { CallFailure } from '../../contract/error-body';
import { controlledActors, type End, type MachineSpec, type TransitionRow } from './harness';

type Draft = object;
type Errors = Record<string, string[]>;

export interface WizardTestInput {
  fixed: unknown;
  draft: Draft;
  step?: string;
}

export interface WizardTest {
  machine: AnyStateMachine;
  /** The input steps in order, as the spec names them. */
  steps: readonly string[];
  /** The fields of each step (a multi-step wizard); without it one step takes every value. */
  fields?: Record<string, readonly string[]>;
  /** Fields whose change clears the messages. */
  changeClears?: readonly string[];
  /** As the wizard's config: false when a server's field message does not lead back to the review. */
  refusalReturnsToReview?: boolean;
  /** Named inputs (the first is the default) and the state each starts in. */
  inputs: Record<string, WizardTestInput>;
  starts: Record<string, string>;
  /** Per input step: values it accepts and values it refuses (the first of each is used by the rows). */
  accepted: Record<string, readonly Draft[]>;
  refused: Record<string, readonly Draft[]>;
  /** Values typed on a step (unchecked); the first is used by the rows. */
  typed: Record<string, readonly Draft[]>;
  /** A server refusal naming a field of each step, and one naming none. */
  fieldFailures: Record<string, CallFailure>;
  failure: CallFailure;
  answer: unknown;
  /** The wizard's rules as the test reads the spec: a step's messages for a draft. */
  errors: (fixed: unknown, draft: Draft, step: string) => Errors;
  /** What the call must be made with. */
  sent: (fixed: unknown, draft: Draft) => unknown;
  /** More rows of the wizard's own. */
  rows?: TransitionRow<WizardWorld>[];
  stateLimit?: number;
}

function world(machine: AnyStateMachine) {
  const control = controlledActors(['submit']);
  return { machine: machine.provide({ actors: control.actors } as never), control };
}
export type WizardWorld = ReturnType<typeof world>;

export interface Seen {
  state: string;
  /** Opened from the review: 'Pokračovat' returns there. */
  editing: boolean;
  draft: Draft;
  fieldErrors: Errors;
  error: string | null;
  answer: unknown;
  sent: unknown[];
}

/** The skeleton's behaviour written out: the state, the draft, the messages and the calls after the events. */
export function model(test: WizardTest, input: WizardTestInput, events: readonly AnyEventObject[]): Seen {
  const order = [...test.steps, 'review'];
  const last = test.steps[test.steps.length - 1];
  let draft: Draft = { ...input.draft };
  const ok = (step: string) => Object.keys(test.errors(input.fixed, draft, step)).length === 0;
  const reachable = (wanted: string) => {
    const first = test.steps.find((step) => !ok(step)) ?? 'review';
    return order.indexOf(wanted) <= order.indexOf(first) ? wanted : first;
  };
  const own = (step: string, values: Draft | undefined): Draft =>
    Object.fromEntries(Object.entries(values ?? {}).filter(([field]) => !test.fields || test.fields[step].includes(field)));
  let state = reachable(input.step ?? test.steps[0]);
  let editing = false;
  let fieldErrors: Errors = {};
  let error: string | null = null;
  let answer: unknown = null;
  const sent: unknown[] = [];
  const clear = () => {
    fieldErrors = {};
    error = null;
  };
  const send = () => {
    state = 'submitting';
    clear();
    sent.push(test.sent(input.fixed, draft));
  };
  for (const event of events) {
    const e = event as { type: string; values?: Draft; step?: string; output?: unknown; error?: CallFailure };
    const index = test.steps.indexOf(state);
    if (e.type === 'wizard.goTo' && ['review', 'failed', ...test.steps].includes(state)) {
      const from = state === 'failed' ? 'review' : state;
      if (e.step !== from && reachable(e.step!) === e.step) [state] = [e.step!, clear()];
    } else if (index >= 0) {
      const values = own(state, e.values);
      if (e.type === 'wizard.change') {
        draft = { ...draft, ...values };
        if (Object.keys(values).some((field) => test.changeClears?.includes(field))) fieldErrors = {};
      } else if (e.type === 'wizard.next') {
        draft = { ...draft, ...values };
        if (editing && test.steps.every(ok)) [state] = ['review', clear()];
        else if (ok(state)) [state] = [order[index + 1], clear()];
        else fieldErrors = test.errors(input.fixed, draft, state);
      } else if (e.type === 'wizard.back' && index > 0) {
        [state] = [test.steps[index - 1], clear()];
      }
    } else if ((state === 'review' || state === 'failed') && e.type === 'wizard.edit') {
      [state, editing] = [e.step!, true];
      clear();
    } else if (state === 'review' && e.type === 'wizard.confirm') send();
    else if (state === 'failed' && e.type === 'wizard.retry') send();
    else if ((state === 'review' || state === 'failed') && e.type === 'wizard.back') [state] = [last, clear()];
    else if (state === 'submitting' && e.type === 'xstate.done.actor.submit') [state, answer] = ['done', e.output];
    else if (state === 'submitting' && e.type === 'xstate.error.actor.submit') {
      const fields = Object.keys(e.error!.chyby ?? {}).filter((field) => field !== '_form');
      const nested = (own: readonly string[], name: string) =>
        own.some((field) => name === field || name.startsWith(field + '.') || name.startsWith(field + '['));
      const step = test.fields
        ? test.steps.find((s) => fields.some((field) => nested(test.fields![s], field)))
        : fields.length
          ? test.steps[0]
          : undefined;
      if (step) [state, fieldErrors, error, editing] = [step, e.error!.chyby!, null, test.refusalReturnsToReview ?? true];
      else [state, error] = ['failed', e.error!.chyby?._form?.join(' ') || e.error!.message];
    }
  }
  return { state, editing, draft, fieldErrors, error, answer, sent };
}

function seen(end: End<WizardWorld>): Seen {
  const context = end.snapshot.context as { draft: Draft; fieldErrors: Errors; error: string | null; answer: unknown; editing: boolean };
  return {
    state: String(end.snapshot.value),
    editing: context.editing,
    draft: context.draft,
    fieldErrors: context.fieldErrors,
    error: context.error,
    answer: context.answer,
    sent: end.world.control.calls.submit,
  };
}

/** The spec of describeMachine for a wizard: the graph's events, the model as the check, and the table. */
export function wizardSpec(test: WizardTest): MachineSpec<WizardWorld> {
  const order = [...test.steps, 'review'];
  const last = test.steps[test.steps.length - 1];
  const next = (values: Draft) => ({ type: 'wizard.next', values });
  const goTo = (step: string) => ({ type: 'wizard.goTo', step });
  const edit = (step: string) => ({ type: 'wizard.edit', step });
  const done = { type: 'xstate.done.actor.submit', output: test.answer };
  const failed = (error: CallFailure) => ({ type: 'xstate.error.actor.submit', error });
  const firstInput = Object.keys(test.inputs)[0];
  const fixed = test.inputs[firstInput].fixed;
  const draftOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as { draft: Draft }).draft;
  const ok = (snapshot: AnyMachineSnapshot, step: string) => Object.keys(test.errors(fixed, draftOf(snapshot), step)).length === 0;
  /** Whether the draft of a snapshot lets the browser open a step. */
  const canReach = (snapshot: AnyMachineSnapshot, step: string) => test.steps.slice(0, order.indexOf(step)).every((s) => ok(snapshot, s));

  const editing = (snapshot: AnyMachineSnapshot) => (snapshot.context as { editing: boolean }).editing;
  const hasMessages = (snapshot: AnyMachineSnapshot) => Object.keys((snapshot.context as { fieldErrors: Errors }).fieldErrors).length > 0;
  const differs = (snapshot: AnyMachineSnapshot, values: Draft) =>
    Object.entries(values).some(
      ([field, value]) => JSON.stringify((draftOf(snapshot) as Record<string, unknown>)[field]) !== JSON.stringify(value),
    );
  const rows: TransitionRow<WizardWorld>[] = Object.entries(test.starts).map(([input, to]) => ({
    from: '(start)',
    input,
    event: { type: 'xstate.init' },
    to,
  }));
  const goToRows = (from: string, source: string) =>
    order
      .filter((step) => step !== source)
      .flatMap((step): TransitionRow<WizardWorld>[] => [
        {
          from,
          when: 'the draft allows it',
          reach: (s) => canReach(s, step) && (from === 'review' || hasMessages(s)),
          event: goTo(step),
          to: step,
        },
        ...(order.indexOf(step) > order.indexOf(source)
          ? [
              {
                from,
                when: `${step}: a step before it is not right`,
                reach: (s: AnyMachineSnapshot) => !canReach(s, step),
                event: goTo(step),
                to: from,
              },
            ]
          : []),
      ]);
  test.steps.forEach((step, index) => {
    rows.push(
      {
        from: step,
        when: 'accepted, messages shown before',
        reach: (s) => hasMessages(s) && !editing(s),
        event: next(test.accepted[step][0]),
        to: order[index + 1],
      },
      {
        from: step,
        when: "accepted, opened with 'Upravit' from the review",
        reach: (s) => editing(s) && test.steps.every((other) => other === step || ok(s, other)),
        event: next(test.accepted[step][0]),
        to: 'review',
      },
      {
        from: step,
        // reached by the server's message for its field, or (when a refusal walks on) by 'Upravit' and a refused 'Pokračovat'
        when: 'accepted after a message for its field, opened from the review',
        reach: (s: AnyMachineSnapshot) => editing(s) && hasMessages(s) && test.steps.every((other) => other === step || ok(s, other)),
        event: next(test.accepted[step][0]),
        to: 'review',
      },
      {
        from: step,
        when: 'refused, other values before',
        reach: (s) => differs(s, test.refused[step][0]),
        event: next(test.refused[step][0]),
        to: step,
      },
      { from: step, event: { type: 'wizard.change', values: test.typed[step][0] }, to: step },
      ...(index > 0
        ? [{ from: step, when: 'messages shown', reach: hasMessages, event: { type: 'wizard.back' }, to: test.steps[index - 1] }]
        : []),
      ...goToRows(step, step),
      {
        from: 'submitting',
        when: `a message for a field of ${step}`,
        event: failed(test.fieldFailures[step]),
        to: step,
        expect: (end) => expect(seen(end).fieldErrors).toEqual(test.fieldFailures[step].chyby),
      },
      { from: 'failed', when: `to ${step}`, reach: (s) => canReach(s, step), event: goTo(step), to: step },
    );
  });
  rows.push(
    { from: 'review', event: { type: 'wizard.back' }, to: last },
    { from: 'review', when: 'its own step', event: goTo('review'), to: 'review' },
    { from: 'failed', when: 'the review, its own step', event: goTo('review'), to: 'failed' },
    ...goToRows('review', 'review').filter((row) => row.event.step !== 'review'),
    {
      from: 'review',
      event: { type: 'wizard.confirm' },
      to: 'submitting',
      expect: (end) => expect(seen(end).sent).toHaveLength(1),
    },
    { from: 'submitting', event: done, to: 'done', expect: (end) => expect(end.snapshot.status).toBe('done') },
    {
      from: 'submitting',
      when: 'a message of the server',
      event: failed(test.failure),
      to: 'failed',
      expect: (end) => expect(seen(end).error).toBe(test.failure.message),
    },
    {
      from: 'failed',
      event: { type: 'wizard.retry' },
      to: 'submitting',
      expect: (end) => {
        expect(seen(end).sent).toHaveLength(2);
        expect(seen(end).error).toBeNull();
      },
    },
    { from: 'failed', event: { type: 'wizard.back' }, to: last, expect: (end) => expect(seen(end).error).toBeNull() },
    ...test.steps.flatMap((step): TransitionRow<WizardWorld>[] => [
      { from: 'review', when: `'Upravit' ${step}`, event: edit(step), to: step },
      { from: 'failed', when: `'Upravit' ${step}`, event: edit(step), to: step, expect: (end) => expect(seen(end).error).toBeNull() },
    ]),
    ...(test.rows ?? []),
  );
  // failed + goTo rows were added per step above; review's goTo rows come from goToRows.

  // A step's values are sent only on that step (the graph stays small; another step's values would be ignored there).
  const stepOf = new Map<AnyEventObject, string>();
  const ofStep = (step: string, event: AnyEventObject) => (stepOf.set(event, step), event);
  const events: Record<string, AnyEventObject[]> = {
    'wizard.next': test.steps.flatMap((step) =>
      [...test.accepted[step], ...test.refused[step]].map((values) => ofStep(step, next(values))),
    ),
    'wizard.change': test.steps.flatMap((step) => test.typed[step].map((values) => ofStep(step, { type: 'wizard.change', values }))),
    'wizard.back': [{ type: 'wizard.back' }],
    'wizard.goTo': order.map(goTo),
    'wizard.confirm': [{ type: 'wizard.confirm' }],
    'wizard.edit': test.steps.map(edit),
    'wizard.retry': [{ type: 'wizard.retry' }],
    'xstate.done.actor.submit': [done],
    'xstate.error.actor.submit': [...test.steps.map((step) => failed(test.fieldFailures[step])), failed(test.failure)],
  };

  return {
    machine: test.machine,
    inputs: test.inputs,
    events,
    world,
    stateLimit: test.stateLimit,
    filterEvents: (event, snapshot) => !stepOf.has(event as AnyEventObject) || stepOf.get(event as AnyEventObject) === snapshot.value,
    check: (end) => expect(seen(end)).toEqual(model(test, end.input as WizardTestInput, end.events as AnyEventObject[])),
    transitions: rows,
  };
}
