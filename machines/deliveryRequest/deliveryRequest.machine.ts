import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { z } from 'zod';
import { callFailureOf, type CallFailure } from '../../contract/error-body';
import { fieldErrors } from '../../contract/rules';
import type { Zadost } from '../../contract/insurance';

/**
 * A "send me something" request (document 2 §7 "Communication and requests"): the certificate of
 * no arrears (GET /bezdluznostZadostVlozit/), the European health card (POST /zadostEhicVlozit)
 * and the new insurance card (POST /zadostPrukazVlozit). One flow for all three:
 *
 * - `choose`: the address choice (adresaOdeslani) plus the request's own fields (the card reason);
 *   `request.next` with the values goes on only when the request's contract schema accepts them;
 * - `review` ('Zkontrolujte žádost'): nothing has been sent yet; `request.back` returns to
 *   `choose` with the values kept, `request.confirm` sends;
 * - `submitting`: the injected `submit` actor makes the call, once per confirmation;
 * - `done`: the server's answer is kept in the context (the view shows it);
 * - on failure: field messages (`chyby`) go back to `choose` next to the fields; any other
 *   message stays on the review (`failed`) with 'Zkusit znovu' (`request.retry`).
 *
 * The step also lives in the URL and the values in session storage
 * (src/features/requests/use-delivery-request.ts): values typed on `choose` arrive with
 * `request.change`; the browser's Back / Forward send `request.goTo`; a reload starts with the
 * stored values and the URL's step (`input.step`). The review opens only for accepted values.
 */

/** The values of the controls ('' for nothing chosen). */
export type DeliveryRequestValues = Readonly<Record<string, string>>;

/** What the submit actor rejects with: the server's Czech message and its field messages. */
export type DeliveryRequestFailure = CallFailure;

/** The steps the URL can name. */
export type DeliveryRequestUrlStep = 'choose' | 'review';

export interface DeliveryRequestInput {
  /** Starting values of the controls. */
  values: DeliveryRequestValues;
  /** The request's contract schema (the one the server validates the call with). */
  schema: z.ZodType;
  /** Where to start (the URL's step after a reload): the review only when the values are accepted. */
  step?: DeliveryRequestUrlStep;
}

export interface DeliveryRequestContext {
  values: DeliveryRequestValues;
  /** The schema's output of the accepted values: what `submit` sends. */
  body: unknown;
  /** Messages by field for the `choose` step (the schema's or the server's). */
  fieldErrors: Record<string, string[]>;
  /** The server's message shown on the review after a failed send. */
  error: string | null;
  /** The created request, as the server returned it. */
  answer: Zadost | null;
  /** The step asked for at the start. */
  resumeAt: DeliveryRequestUrlStep;
  /** The schema check (a function, so the context stays plain data when serialised). */
  validate: (values: DeliveryRequestValues) => { success: true; data: unknown } | { success: false; errors: Record<string, string[]> };
}

export type DeliveryRequestEvent =
  | { type: 'request.next'; values: DeliveryRequestValues }
  | { type: 'request.back' }
  | { type: 'request.confirm' }
  | { type: 'request.retry' }
  /** A value of the choice changed (kept unchecked until 'Pokračovat'). */
  | { type: 'request.change'; values: DeliveryRequestValues }
  /** The URL's step changed (browser Back / Forward). */
  | { type: 'request.goTo'; step: DeliveryRequestUrlStep };

function validatorOf(schema: z.ZodType): DeliveryRequestContext['validate'] {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? { success: true, data: result.data } : { success: false, errors: fieldErrors(result.error) };
  };
}

const hasFieldMessages = (chyby: Record<string, string[]> | undefined) => Object.keys(chyby ?? {}).some((key) => key !== '_form');

export const deliveryRequestMachine = setup({
  types: {
    input: {} as DeliveryRequestInput,
    context: {} as DeliveryRequestContext,
    events: {} as DeliveryRequestEvent,
  },
  actors: {
    /** Sends the request with the accepted body; resolves with the created request, rejects with a DeliveryRequestFailure. */
    submit: fromPromise<Zadost, { body: unknown }>(async () => {
      throw new Error('submit is supplied with .provide()');
    }),
  },
  actions: {
    acceptValues: assign(({ context }, params: { values: DeliveryRequestValues }) => {
      const result = context.validate(params.values);
      return { values: params.values, body: result.success ? result.data : null, fieldErrors: {}, error: null };
    }),
    rejectValues: assign(({ context }, params: { values: DeliveryRequestValues }) => {
      const result = context.validate(params.values);
      return { values: params.values, fieldErrors: result.success ? {} : result.errors };
    }),
    clearError: assign({ error: null }),
    keepTyped: assign((_, params: { values: DeliveryRequestValues }) => ({ values: params.values })),
    keepAnswer: assign((_, params: { answer: Zadost }) => ({ answer: params.answer })),
    showFieldErrors: assign((_, params: { failure: DeliveryRequestFailure }) => ({ fieldErrors: params.failure.chyby ?? {}, error: null })),
    showError: assign((_, params: { failure: DeliveryRequestFailure }) => {
      const general = params.failure.chyby?._form?.join(' ');
      return { error: general || params.failure.message };
    }),
  },
  guards: {
    valuesAccepted: ({ context }, params: { values: DeliveryRequestValues }) => context.validate(params.values).success,
    fieldsRejected: (_, params: { failure: DeliveryRequestFailure }) => hasFieldMessages(params.failure.chyby),
    resumesAtReview: ({ context }) => context.resumeAt === 'review' && context.validate(context.values).success,
    typedValuesAccepted: ({ context }) => context.validate(context.values).success,
    goesTo: ({ event }, params: { step: DeliveryRequestUrlStep }) => event.type === 'request.goTo' && event.step === params.step,
  },
}).createMachine({
  id: 'deliveryRequest',
  description: [
    'The certificate of no arrears, the European health card and the new insurance card: choose the delivery address (and the card reason) → review → send → the created request.',
    'Nothing is sent before the review. The values survive going back and every error; field messages of the server return to the choose step, any other message stays on the review with ZKUSIT_ZNOVU.',
    "The step is also in the URL: Back / Forward send `request.goTo`, and a reload on the review's URL starts there when the kept values are accepted.",
  ].join('\n\n'),
  context: ({ input }) => ({
    values: input.values,
    body: null,
    fieldErrors: {},
    error: null,
    answer: null,
    resumeAt: input.step ?? 'choose',
    validate: validatorOf(input.schema),
  }),
  initial: 'start',
  states: {
    start: {
      description: "A reload on the review's URL opens the review again when the kept values are accepted; otherwise the choice.",
      always: [
        {
          guard: 'resumesAtReview',
          target: 'review',
          actions: { type: 'acceptValues', params: ({ context }) => ({ values: context.values }) },
        },
        { target: 'choose' },
      ],
    },
    choose: {
      description: 'The address choice and the extra fields, with their messages; POKRACOVAT checks them with the contract schema.',
      on: {
        'request.next': [
          {
            guard: { type: 'valuesAccepted', params: ({ event }) => ({ values: event.values }) },
            target: 'review',
            actions: { type: 'acceptValues', params: ({ event }) => ({ values: event.values }) },
          },
          { actions: { type: 'rejectValues', params: ({ event }) => ({ values: event.values }) } },
        ],
        'request.change': { actions: { type: 'keepTyped', params: ({ event }) => ({ values: event.values }) } },
        // Forward in the browser: the review opens only for values the schema accepts.
        'request.goTo': {
          guard: and([{ type: 'goesTo', params: { step: 'review' as const } }, 'typedValuesAccepted']),
          target: 'review',
          actions: { type: 'acceptValues', params: ({ context }) => ({ values: context.values }) },
        },
      },
    },
    review: {
      description: "'Zkontrolujte žádost': the chosen values; ZPET returns with them kept, 'Odeslat žádost' sends.",
      on: {
        'request.back': { target: 'choose' },
        'request.goTo': { guard: { type: 'goesTo', params: { step: 'choose' } }, target: 'choose' },
        'request.confirm': { target: 'submitting' },
      },
    },
    submitting: {
      description: 'The call runs once; the buttons are disabled.',
      entry: 'clearError',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ body: context.body }),
        onDone: { target: 'done', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          {
            guard: { type: 'fieldsRejected', params: ({ event }) => ({ failure: callFailureOf(event.error) }) },
            target: 'choose',
            actions: { type: 'showFieldErrors', params: ({ event }) => ({ failure: callFailureOf(event.error) }) },
          },
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ failure: callFailureOf(event.error) }) } },
        ],
      },
    },
    failed: {
      description: "The review with the server's Czech message: ZKUSIT_ZNOVU sends again, ZPET returns to the choice.",
      on: {
        'request.retry': { target: 'submitting' },
        'request.back': { target: 'choose' },
        'request.goTo': { guard: { type: 'goesTo', params: { step: 'choose' } }, target: 'choose' },
      },
    },
    done: {
      description: 'The request was accepted; the answer (date, address) is shown with a link to Moje žádosti.',
      type: 'final',
    },
  },
});

export type DeliveryRequestSnapshot = SnapshotFrom<typeof deliveryRequestMachine>;
export type DeliveryRequestStep = 'choose' | 'review' | 'submitting' | 'failed' | 'done';

export function deliveryRequestStepOf(snapshot: DeliveryRequestSnapshot): DeliveryRequestStep {
  return snapshot.value as DeliveryRequestStep;
}
