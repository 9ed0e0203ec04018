import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { reklamacePeceSchema, type ReklamaceOdpoved } from '../../contract/care';
import { callFailureOf, type CallFailure } from '../../contract/error-body';
import { messages } from '../../contract/messages';
import { fieldErrors } from '../../contract/rules';

/**
 * The complaint about a care item (POST /reklamacePece; GET /reklamacePecePripadInfo/{id} gives the
 * case's procedures and which of them an open complaint already covers):
 *
 * procedures (seznamDetailu: at least one, none already complained about) → reason (duvod,
 * 1–1000) → contact (anonymita ANONYMITA / SOUHLAS; phone ≤ 20 or e-mail ≤ 255, at least one
 * unless ANONYMITA) → review → submitting → done. 'Pokračovat' (`complaint.next`) carries the
 * step's values; the wizard goes on only when the contract schema accepts that step's fields.
 * 'Zpět' (`complaint.back`) keeps the values unchecked. Nothing is sent before the review; one
 * confirmation sends once, with the wizard's idempotency key (a resend after a lost answer creates
 * nothing new). A refusal with field messages returns to the step of the first field; any other
 * failure stays on the review (`failed`) with ZKUSIT_ZNOVU (`complaint.retry`).
 *
 * The step lives in the URL and the draft in session storage (phase 2's hook): typed values come
 * with `complaint.change`, Back / Forward send `complaint.goTo`, a reload starts with the kept draft
 * and the URL's step (`input.step`), landing on the first step that is not right yet.
 */

export interface ComplaintDraft {
  seznamDetailu: readonly string[];
  duvod: string;
  /** '' until chosen. */
  anonymita: '' | 'ANONYMITA' | 'SOUHLAS';
  kontaktTelefon: string;
  kontaktEmail: string;
}

export const complaintInputSteps = ['procedures', 'reason', 'contact'] as const;
export type ComplaintInputStep = (typeof complaintInputSteps)[number];
export type ComplaintUrlStep = ComplaintInputStep | 'review';
export type ComplaintStep = ComplaintUrlStep | 'submitting' | 'failed' | 'done';

/** The fields of each step (the field messages of the server lead back to their step). */
export const complaintStepFields: Record<ComplaintInputStep, readonly (keyof ComplaintDraft)[]> = {
  procedures: ['seznamDetailu'],
  reason: ['duvod'],
  contact: ['anonymita', 'kontaktTelefon', 'kontaktEmail'],
};

export const emptyComplaintDraft: ComplaintDraft = { seznamDetailu: [], duvod: '', anonymita: '', kontaktTelefon: '', kontaktEmail: '' };

export interface ComplaintInput {
  /** The care item (případ). */
  pripadId: string;
  /** The case's procedure lines and whether an open complaint covers each (case info). */
  vykony: ReadonlyArray<{ id: number | string; reklamovano: boolean }>;
  /** A client-generated UUID kept with the draft: the send's Idempotency-Key. */
  idempotencyKey: string;
  draft?: Partial<ComplaintDraft>;
  step?: ComplaintUrlStep;
}

export interface ComplaintContext {
  pripadId: string;
  vykony: ReadonlyArray<{ id: string; reklamovano: boolean }>;
  idempotencyKey: string;
  draft: ComplaintDraft;
  /** Messages by field of the current step ('_form' for the whole). */
  fieldErrors: Record<string, string[]>;
  /** The server's message on the review after a failed send. */
  error: string | null;
  answer: ReklamaceOdpoved | null;
  resumeAt: ComplaintUrlStep;
}

export type ComplaintEvent =
  | { type: 'complaint.next'; values: Partial<ComplaintDraft> }
  | { type: 'complaint.back'; values?: Partial<ComplaintDraft> }
  | { type: 'complaint.change'; values: Partial<ComplaintDraft> }
  | { type: 'complaint.goTo'; step: ComplaintUrlStep }
  | { type: 'complaint.confirm' }
  | { type: 'complaint.retry' };

/** What the submit actor sends: the contract schema's output and the key for the Idempotency-Key header. */
export interface ComplaintSubmission {
  body: ReturnType<typeof reklamacePeceSchema.parse>;
  idempotencyKey: string;
}

/** The whole draft as the call's body (blank text as absent). */
export const complaintBodyOf = (pripadId: string, draft: ComplaintDraft) => ({
  pripadId,
  anonymita: draft.anonymita,
  seznamDetailu: [...draft.seznamDetailu],
  duvod: draft.duvod,
  kontaktTelefon: draft.kontaktTelefon,
  kontaktEmail: draft.kontaktEmail,
});

/** The messages of one step's fields for a draft (the contract's schema plus the case's own rule). */
export function complaintStepErrors(
  context: Pick<ComplaintContext, 'pripadId' | 'vykony' | 'draft'>,
  step: ComplaintInputStep,
): Record<string, string[]> {
  const result = reklamacePeceSchema.safeParse(complaintBodyOf(context.pripadId, context.draft));
  const all = result.success ? {} : fieldErrors(result.error);
  const own: Record<string, string[]> = {};
  for (const field of complaintStepFields[step]) if (all[field]) own[field] = all[field];
  if (step === 'procedures' && !own.seznamDetailu) {
    const byId = new Map(context.vykony.map((v) => [v.id, v]));
    const chosen = context.draft.seznamDetailu.map((id) => byId.get(String(id)));
    if (chosen.some((v) => v === undefined)) own.seznamDetailu = [messages.complaintProcedureNotInCase];
    else if (chosen.some((v) => v?.reklamovano)) own.seznamDetailu = [messages.complaintAlreadyOpen];
  }
  return own;
}

const stepOk = (context: Pick<ComplaintContext, 'pripadId' | 'vykony' | 'draft'>, step: ComplaintInputStep) =>
  Object.keys(complaintStepErrors(context, step)).length === 0;

/** The first step that is not right yet, or 'review'. */
export function firstOpenStep(context: Pick<ComplaintContext, 'pripadId' | 'vykony' | 'draft'>): ComplaintUrlStep {
  return complaintInputSteps.find((step) => !stepOk(context, step)) ?? 'review';
}

/** Where a step asked for (URL, Forward) lands: that step when every step before it is right, else the first that is not. */
export function reachableStep(
  context: Pick<ComplaintContext, 'pripadId' | 'vykony' | 'draft'>,
  wanted: ComplaintUrlStep,
): ComplaintUrlStep {
  const order: ComplaintUrlStep[] = [...complaintInputSteps, 'review'];
  const first = firstOpenStep(context);
  return order.indexOf(wanted) <= order.indexOf(first) ? wanted : first;
}

const merge = (draft: ComplaintDraft, values: Partial<ComplaintDraft> | undefined): ComplaintDraft => ({ ...draft, ...(values ?? {}) });

/** Only the step's own fields of what a step's view hands over (a step never changes another step's values). */
export function stepValuesOf(step: ComplaintInputStep, values: Partial<ComplaintDraft> | undefined): Partial<ComplaintDraft> {
  const out: Record<string, unknown> = {};
  for (const field of complaintStepFields[step]) if (values && field in values) out[field] = values[field];
  return out as Partial<ComplaintDraft>;
}

/** The step of the first field a failure names (null when none is a field of a step). */
export function stepOfFailure(failure: CallFailure): ComplaintInputStep | null {
  const fields = Object.keys(failure.chyby ?? {});
  for (const step of complaintInputSteps) if (fields.some((f) => (complaintStepFields[step] as readonly string[]).includes(f))) return step;
  return null;
}

function next(step: ComplaintInputStep): ComplaintUrlStep {
  const index = complaintInputSteps.indexOf(step);
  return complaintInputSteps[index + 1] ?? 'review';
}

/** The transitions of one input step. */
function inputState(step: ComplaintInputStep, description: string) {
  const previous = complaintInputSteps[complaintInputSteps.indexOf(step) - 1];
  return {
    description,
    on: {
      'complaint.next': [
        {
          guard: {
            type: 'stepAccepts' as const,
            params: ({ event }: { event: ComplaintEvent }) => ({ step, values: stepValuesOf(step, valuesOf(event)) }),
          },
          target: next(step),
          actions: [
            {
              type: 'keepValues' as const,
              params: ({ event }: { event: ComplaintEvent }) => ({ values: stepValuesOf(step, valuesOf(event)) }),
            },
            'clearMessages' as const,
          ],
        },
        {
          actions: [
            {
              type: 'keepValues' as const,
              params: ({ event }: { event: ComplaintEvent }) => ({ values: stepValuesOf(step, valuesOf(event)) }),
            },
            { type: 'showStepErrors' as const, params: { step } },
          ],
        },
      ],
      'complaint.change': {
        actions: {
          type: 'keepValues' as const,
          params: ({ event }: { event: ComplaintEvent }) => ({ values: stepValuesOf(step, valuesOf(event)) }),
        },
      },
      ...(previous
        ? {
            'complaint.back': {
              target: previous,
              actions: [
                {
                  type: 'keepValues' as const,
                  params: ({ event }: { event: ComplaintEvent }) => ({ values: stepValuesOf(step, valuesOf(event)) }),
                },
                'clearMessages' as const,
              ],
            },
          }
        : {}),
      'complaint.goTo': goToTransitions(step),
    },
  };
}

function valuesOf(event: ComplaintEvent): Partial<ComplaintDraft> | undefined {
  return 'values' in event ? event.values : undefined;
}

/** Back / Forward: every other step the draft allows. */
function goToTransitions(from: ComplaintUrlStep) {
  return (['procedures', 'reason', 'contact', 'review'] as const)
    .filter((step) => step !== from)
    .map((step) => ({
      guard: and([
        { type: 'goesTo' as const, params: { step } },
        { type: 'canReach' as const, params: { step } },
      ]),
      target: step,
      actions: 'clearMessages' as const,
    }));
}

export const careComplaintMachine = setup({
  types: {
    input: {} as ComplaintInput,
    context: {} as ComplaintContext,
    events: {} as ComplaintEvent,
  },
  actors: {
    /** Sends the complaint; resolves with the created complaint, rejects with a CallFailure. */
    submit: fromPromise<ReklamaceOdpoved, ComplaintSubmission>(async () => {
      throw new Error('submit is supplied with .provide()');
    }),
  },
  actions: {
    keepValues: assign(({ context }, params: { values: Partial<ComplaintDraft> | undefined }) => ({
      draft: merge(context.draft, params.values),
    })),
    clearMessages: assign({ fieldErrors: {}, error: null }),
    showStepErrors: assign(({ context }, params: { step: ComplaintInputStep }) => ({
      fieldErrors: complaintStepErrors(context, params.step),
    })),
    keepAnswer: assign((_, params: { answer: ReklamaceOdpoved }) => ({ answer: params.answer })),
    showFieldErrors: assign((_, params: { failure: CallFailure }) => ({ fieldErrors: params.failure.chyby ?? {}, error: null })),
    showError: assign((_, params: { failure: CallFailure }) => ({
      error: params.failure.chyby?._form?.join(' ') || params.failure.message,
    })),
  },
  guards: {
    stepAccepts: ({ context }, params: { step: ComplaintInputStep; values: Partial<ComplaintDraft> | undefined }) =>
      stepOk({ ...context, draft: merge(context.draft, params.values) }, params.step),
    goesTo: ({ event }, params: { step: ComplaintUrlStep }) => event.type === 'complaint.goTo' && event.step === params.step,
    canReach: ({ context }, params: { step: ComplaintUrlStep }) => reachableStep(context, params.step) === params.step,
    resumesAt: ({ context }, params: { step: ComplaintUrlStep }) => reachableStep(context, context.resumeAt) === params.step,
    failureOfStep: (_, params: { failure: CallFailure; step: ComplaintInputStep }) => stepOfFailure(params.failure) === params.step,
  },
}).createMachine({
  id: 'careComplaint',
  description: [
    'Complaint about a care item: procedures → reason → anonymity and contact → review → send → the created complaint (a REKLAMACE request in Moje žádosti).',
    'Nothing is sent before the review; one confirmation sends once, with the idempotency key. Field messages of the server return to their step; any other failure stays on the review with ZKUSIT_ZNOVU.',
    'The step is also in the URL: Back / Forward send `complaint.goTo`, a reload resumes with the kept draft on the first step that is not right yet.',
  ].join('\n\n'),
  context: ({ input }) => ({
    pripadId: input.pripadId,
    vykony: input.vykony.map((v) => ({ id: String(v.id), reklamovano: v.reklamovano })),
    idempotencyKey: input.idempotencyKey,
    draft: merge(emptyComplaintDraft, input.draft),
    fieldErrors: {},
    error: null,
    answer: null,
    resumeAt: input.step ?? 'procedures',
  }),
  initial: 'start',
  states: {
    start: {
      description: "A reload resumes at the URL's step when the kept draft allows it, else at the first step that is not right.",
      always: [
        { guard: { type: 'resumesAt', params: { step: 'review' } }, target: 'review' },
        { guard: { type: 'resumesAt', params: { step: 'contact' } }, target: 'contact' },
        { guard: { type: 'resumesAt', params: { step: 'reason' } }, target: 'reason' },
        { target: 'procedures' },
      ],
    },
    procedures: inputState('procedures', "The case's procedures; those an open complaint covers cannot be chosen."),
    reason: inputState('reason', 'Why (duvod, 1–1000 characters).'),
    contact: inputState('contact', 'Anonymity (ANONYMITA / SOUHLAS) and the contact; phone or e-mail is required unless ANONYMITA.'),
    review: {
      description: "'Zkontrolujte reklamaci': everything chosen; ZPET returns to the contact, 'Odeslat reklamaci' sends.",
      on: {
        'complaint.back': { target: 'contact', actions: 'clearMessages' },
        'complaint.goTo': goToTransitions('review'),
        'complaint.confirm': { target: 'submitting' },
      },
    },
    submitting: {
      description: 'The call runs once; the buttons are disabled.',
      entry: 'clearMessages',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({
          body: reklamacePeceSchema.parse(complaintBodyOf(context.pripadId, context.draft)),
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: { target: 'done', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          ...complaintInputSteps.map((step) => ({
            guard: {
              type: 'failureOfStep' as const,
              params: ({ event }: { event: { error: unknown } }) => ({ failure: callFailureOf(event.error), step }),
            },
            target: step,
            actions: {
              type: 'showFieldErrors' as const,
              params: ({ event }: { event: { error: unknown } }) => ({ failure: callFailureOf(event.error) }),
            },
          })),
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ failure: callFailureOf(event.error) }) } },
        ],
      },
    },
    failed: {
      description:
        "The review with the server's Czech message: ZKUSIT_ZNOVU sends again (same idempotency key), ZPET returns to the contact.",
      on: {
        'complaint.retry': { target: 'submitting' },
        'complaint.back': { target: 'contact', actions: 'clearMessages' },
        'complaint.goTo': goToTransitions('review'),
      },
    },
    done: {
      description: 'The complaint was filed; the answer (its request in Moje žádosti) is shown.',
      type: 'final',
    },
  },
});

export type CareComplaintSnapshot = SnapshotFrom<typeof careComplaintMachine>;

export function careComplaintStepOf(snapshot: CareComplaintSnapshot): ComplaintStep {
  return snapshot.value as ComplaintStep;
}
