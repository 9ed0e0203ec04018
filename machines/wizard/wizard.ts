import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { callFailureOf, type CallFailure } from '../../contract/error-body';

/**
 * One wizard skeleton (issue 32 §3): every wizard of the portal is a configuration of this machine.
 *
 *   start → <input steps in order> → review → submitting → done
 *                                      ↑          ↓
 *                                      └──── failed (ZKUSIT_ZNOVU)
 *
 * - `wizard.edit` (review, failed) opens one step; its `wizard.next` returns to the review when the
 *   whole draft is right (a server's field message leads to its step the same way, unless
 *   `refusalReturnsToReview` is false);
 *
 * - an input step: `wizard.next` carries the step's values; it goes on only when `check` finds no
 *   message for that step, else the messages show at the fields. `wizard.change` keeps values as
 *   they are typed (unchecked), `wizard.back` returns to the step before (the typed values stay);
 * - `review`: nothing has been sent; `wizard.back` returns to the last step, `wizard.confirm` sends;
 * - `submitting`: the injected `submit` actor makes the call once per confirmation with what
 *   `submitInput` builds from the draft (the same idempotency key every time);
 * - a refusal with field messages returns to the step of the first field (`fields`), any other
 *   failure stays on the review (`failed`) with `wizard.retry`;
 * - `done`: the server's answer is kept for the view.
 *
 * The step also lives in the URL and the draft in session storage (src/app/use-wizard.ts): the
 * browser's Back / Forward send `wizard.goTo`, which opens a step only when every step before it
 * is right; a reload starts with the kept draft and the URL's step (`input.step`) and lands on the
 * first step that is not right yet.
 */

export type WizardValues<Draft> = Partial<Draft>;

export type WizardEvent<Draft, Step extends string> =
  | { type: 'wizard.next'; values?: WizardValues<Draft> }
  | { type: 'wizard.back' }
  /** Values typed but not checked yet (kept for a reload and the browser's Back). */
  | { type: 'wizard.change'; values: WizardValues<Draft> }
  /** The URL's step changed (browser Back / Forward). */
  | { type: 'wizard.goTo'; step: Step | 'review' }
  /** From the review: change one step; its 'Pokračovat' returns to the review when the whole draft is right. */
  | { type: 'wizard.edit'; step: Step }
  | { type: 'wizard.confirm' }
  | { type: 'wizard.retry' };

export interface WizardInput<Fixed, Draft, Step extends string> {
  /** What the wizard works on and does not change (the case, the current name, the schema, the key). */
  fixed: Fixed;
  draft: Draft;
  /** Where to start (the URL's step after a reload); the draft decides whether it may. */
  step?: Step | 'review';
}

export interface WizardContext<Fixed, Draft, Step extends string, Answer> {
  fixed: Fixed;
  draft: Draft;
  /** Messages by field of the step shown ('_form' for the whole). */
  fieldErrors: Record<string, string[]>;
  /** The server's message on the review after a failed send. */
  error: string | null;
  answer: Answer | null;
  resumeAt: Step | 'review';
  /** A step opened from the review ('Upravit'): going on returns to the review. */
  editing: boolean;
}

export interface WizardConfig<Fixed, Draft, Step extends string, SubmitInput> {
  id: string;
  description: string;
  /** The input steps in order, each with its description. */
  steps: Readonly<Record<Step, string>>;
  /** Descriptions of the review, failed and done states. */
  review: string;
  failed: string;
  done: string;
  /** The messages of one step's fields for a draft (none: the step is right). */
  check: (fixed: Fixed, draft: Draft, step: Step) => Record<string, string[]>;
  /**
   * The fields of each step: a step's events change only these, and a server's message for one of
   * them leads back to its step. Without it (one input step) a step takes every value and every
   * field message (not '_form') leads back to it. A field covers its nested names
   * ('prilohy' covers 'prilohy[0].typDokumentKod').
   */
  fields?: Readonly<Record<Step, readonly string[]>>;
  /**
   * A server's field message opens its step as 'Upravit' does, so 'Pokračovat' returns to the
   * review (the default); false: the person goes through the steps after it again.
   */
  refusalReturnsToReview?: boolean;
  /** Fields whose change clears the messages shown (a chosen document answers 'přiložte doklad'). */
  changeClears?: readonly string[];
  /** What `submit` is called with. */
  submitInput: (fixed: Fixed, draft: Draft) => SubmitInput;
}

type Errors = Record<string, string[]>;

export function createWizardMachine<Fixed, Draft extends object, Step extends string, SubmitInput, Answer>(
  config: WizardConfig<Fixed, Draft, Step, SubmitInput>,
) {
  type UrlStep = Step | 'review';
  type Context = WizardContext<Fixed, Draft, Step, Answer>;
  type Event = WizardEvent<Draft, Step>;
  const steps = Object.keys(config.steps) as Step[];
  const order: UrlStep[] = [...steps, 'review'];
  const last = steps[steps.length - 1];

  /** Only the step's own fields of what its view hands over. */
  const valuesOf = (step: Step, event: Event): WizardValues<Draft> => {
    const values = 'values' in event ? (event.values ?? {}) : {};
    if (!config.fields) return values;
    const own = config.fields[step];
    return Object.fromEntries(Object.entries(values).filter(([field]) => own.includes(field))) as WizardValues<Draft>;
  };
  const merge = (draft: Draft, values: WizardValues<Draft>): Draft => ({ ...draft, ...values });
  const stepOk = (context: Pick<Context, 'fixed' | 'draft'>, step: Step) =>
    Object.keys(config.check(context.fixed, context.draft, step)).length === 0;
  const firstOpen = (context: Pick<Context, 'fixed' | 'draft'>): UrlStep => steps.find((step) => !stepOk(context, step)) ?? 'review';
  /** Where a step asked for lands: that step when every step before it is right, else the first that is not. */
  const reachable = (context: Pick<Context, 'fixed' | 'draft'>, wanted: UrlStep): UrlStep => {
    const first = firstOpen(context);
    return order.indexOf(wanted) <= order.indexOf(first) ? wanted : first;
  };
  const covers = (own: readonly string[], name: string) =>
    own.some((field) => name === field || name.startsWith(`${field}.`) || name.startsWith(`${field}[`));
  const stepOfFailure = (failure: CallFailure): Step | null => {
    const fields = Object.keys(failure.chyby ?? {}).filter((field) => field !== '_form');
    if (!config.fields) return fields.length > 0 ? steps[0] : null;
    return steps.find((step) => fields.some((field) => covers(config.fields![step], field))) ?? null;
  };
  /** From the review or its failure: open one step for a change. */
  const edit = steps.map((step) => ({
    guard: { type: 'editsStep' as const, params: { step } },
    target: step,
    actions: ['startEditing' as const, 'clearMessages' as const],
  }));

  /** Back / Forward: every other step the draft allows (the review shows no messages to clear). */
  const goTo = (from: UrlStep, clears = true) =>
    order
      .filter((step) => step !== from)
      .map((step) => ({
        guard: and([
          { type: 'goesTo' as const, params: { step } },
          { type: 'canReach' as const, params: { step } },
        ]),
        target: step,
        actions: clears ? ['clearMessages' as const] : [],
      }));
  const keep = (step: Step) => ({
    type: 'keepValues' as const,
    params: ({ event }: { event: Event }) => ({ values: valuesOf(step, event) }),
  });

  const inputState = (step: Step, index: number) => ({
    description: config.steps[step],
    on: {
      'wizard.next': [
        {
          guard: { type: 'backToReview' as const, params: ({ event }: { event: Event }) => ({ values: valuesOf(step, event) }) },
          target: 'review' as const,
          actions: [keep(step), 'clearMessages' as const],
        },
        {
          guard: { type: 'stepAccepts' as const, params: ({ event }: { event: Event }) => ({ step, values: valuesOf(step, event) }) },
          target: order[index + 1],
          actions: [keep(step), 'clearMessages' as const],
        },
        { actions: [keep(step), { type: 'showStepErrors' as const, params: { step } }] },
      ],
      'wizard.change': { actions: keep(step) },
      ...(index > 0 ? { 'wizard.back': { target: steps[index - 1], actions: 'clearMessages' as const } } : {}),
      'wizard.goTo': goTo(step),
    },
  });

  const failureParams = ({ event }: { event: { error: unknown } }) => ({ failure: callFailureOf(event.error) });

  return setup({
    types: {
      input: {} as WizardInput<Fixed, Draft, Step>,
      context: {} as Context,
      events: {} as Event,
    },
    actors: {
      /** Makes the call; resolves with the server's answer, rejects with a CallFailure. */
      submit: fromPromise<Answer, SubmitInput>(async () => {
        throw new Error('submit is supplied with .provide()');
      }),
    },
    actions: {
      keepValues: assign(({ context }, params: { values: WizardValues<Draft> }) => {
        const draft = merge(context.draft, params.values);
        const clears = Object.keys(params.values).some((field) => config.changeClears?.includes(field));
        return clears ? { draft, fieldErrors: {} } : { draft };
      }),
      clearMessages: assign({ fieldErrors: {}, error: null }),
      startEditing: assign({ editing: true }),
      showStepErrors: assign(({ context }, params: { step: Step }) => ({
        fieldErrors: config.check(context.fixed, context.draft, params.step),
      })),
      keepAnswer: assign((_, params: { answer: Answer }) => ({ answer: params.answer })),
      showFieldErrors: assign((_, params: { failure: CallFailure }) => ({
        fieldErrors: params.failure.chyby ?? {},
        error: null,
        editing: config.refusalReturnsToReview ?? true,
      })),
      showError: assign((_, params: { failure: CallFailure }) => ({
        error: params.failure.chyby?._form?.join(' ') || params.failure.message,
      })),
    },
    guards: {
      stepAccepts: ({ context }, params: { step: Step; values: WizardValues<Draft> }) =>
        stepOk({ fixed: context.fixed, draft: merge(context.draft, params.values) }, params.step),
      backToReview: ({ context }, params: { values: WizardValues<Draft> }) =>
        context.editing && firstOpen({ fixed: context.fixed, draft: merge(context.draft, params.values) }) === 'review',
      editsStep: ({ event }, params: { step: Step }) => event.type === 'wizard.edit' && event.step === params.step,
      goesTo: ({ event }, params: { step: UrlStep }) => event.type === 'wizard.goTo' && event.step === params.step,
      canReach: ({ context }, params: { step: UrlStep }) => reachable(context, params.step) === params.step,
      resumesAt: ({ context }, params: { step: UrlStep }) => reachable(context, context.resumeAt) === params.step,
      failureOfStep: (_, params: { failure: CallFailure; step: Step }) => stepOfFailure(params.failure) === params.step,
    },
  }).createMachine({
    id: config.id,
    description: config.description,
    context: ({ input }) => ({
      fixed: input.fixed,
      draft: input.draft,
      fieldErrors: {} as Errors,
      error: null,
      answer: null,
      resumeAt: input.step ?? steps[0],
      editing: false,
    }),
    initial: 'start',
    states: {
      start: {
        description: "A reload resumes at the URL's step when the kept draft allows it, else at the first step that is not right.",
        always: [
          ...[...order]
            .slice(1)
            .reverse()
            .map((step) => ({ guard: { type: 'resumesAt' as const, params: { step } }, target: step })),
          { target: steps[0] },
        ],
      },
      ...(Object.fromEntries(steps.map((step, index) => [step, inputState(step, index)])) as Record<Step, ReturnType<typeof inputState>>),
      review: {
        description: config.review,
        on: {
          'wizard.back': { target: last },
          'wizard.goTo': goTo('review', false),
          'wizard.confirm': { target: 'submitting' },
          'wizard.edit': edit,
        },
      },
      submitting: {
        description: 'The call runs once; the buttons are disabled.',
        entry: 'clearMessages',
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => config.submitInput(context.fixed, context.draft),
          onDone: {
            target: 'done',
            actions: { type: 'keepAnswer', params: ({ event }: { event: { output: Answer } }) => ({ answer: event.output }) },
          },
          onError: [
            ...steps.map((step) => ({
              guard: {
                type: 'failureOfStep' as const,
                params: ({ event }: { event: { error: unknown } }) => ({ failure: callFailureOf(event.error), step }),
              },
              target: step,
              actions: { type: 'showFieldErrors' as const, params: failureParams },
            })),
            { target: 'failed', actions: { type: 'showError', params: failureParams } },
          ],
        },
      },
      failed: {
        description: config.failed,
        on: {
          'wizard.retry': { target: 'submitting' },
          'wizard.back': { target: last, actions: 'clearMessages' },
          'wizard.goTo': goTo('review'),
          'wizard.edit': edit,
        },
      },
      done: { description: config.done, type: 'final' },
    },
  });
}

export type WizardMachine<Fixed, Draft extends object, Step extends string, SubmitInput, Answer> = ReturnType<
  typeof createWizardMachine<Fixed, Draft, Step, SubmitInput, Answer>
>;
export type WizardSnapshot<Fixed, Draft extends object, Step extends string, SubmitInput, Answer> = SnapshotFrom<
  WizardMachine<Fixed, Draft, Step, SubmitInput, Answer>
>;
/** Every state a view can show: the input steps, the review, and the three after it. */
export type WizardStep<Step extends string> = Step | 'review' | 'submitting' | 'failed' | 'done';

export const wizardStepOf = <Step extends string>(snapshot: { value: unknown }): WizardStep<Step> => snapshot.value as WizardStep<Step>;
