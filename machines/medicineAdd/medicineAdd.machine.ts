import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { callFailureOf, type CallFailure } from '../../contract/error-body';
import { mujLekSchema, type Lek, type UpozorneniLeku } from '../../contract/medicines';
import { fieldErrors } from '../../contract/rules';

/**
 * Adding an own medicine on 'Moje léky' (POST /mojeLekyPridat, then POST /lekyPotvrzeni):
 *
 * editing (the product chosen from the medicines list search, from, until, dosage; `medicine.change`
 * keeps typed values, `medicine.submit` checks them with the contract schema) → submitting (once,
 * with the idempotency key) → when the new medicine brings warnings (an overlap or an interaction
 * with a medicine taken today) `warnings` shows them and waits for 'Beru na vědomí'
 * (`medicine.confirm` → confirming → done) or 'Později' (`medicine.later` → done, the warning stays
 * unconfirmed on the list); without warnings straight to done. A refused send returns to editing
 * with the field messages (or the message, kept with the values); a failed confirmation stays on the
 * warnings with the message and can be confirmed again.
 */

export interface MedicineValues {
  kodSukl: string;
  datumOd: string;
  datumDo: string;
  davkovani: string;
}

export const emptyMedicineValues: MedicineValues = { kodSukl: '', datumOd: '', datumDo: '', davkovani: '' };

export interface MedicineAddInput {
  values?: Partial<MedicineValues>;
  /** A client-generated UUID: the send's Idempotency-Key (a resend after a lost answer adds nothing twice). */
  idempotencyKey: string;
}

export interface MedicineAddContext {
  values: MedicineValues;
  idempotencyKey: string;
  fieldErrors: Record<string, string[]>;
  error: string | null;
  /** The added medicine and the warnings it brought (the server's answer). */
  lek: Lek | null;
  upozorneni: UpozorneniLeku[];
  confirmed: boolean;
}

export type MedicineAddEvent =
  | { type: 'medicine.change'; values: Partial<MedicineValues> }
  | { type: 'medicine.submit'; values?: Partial<MedicineValues> }
  | { type: 'medicine.confirm' }
  | { type: 'medicine.later' };

export interface MedicineAddAnswer {
  lek: Lek;
  upozorneni: UpozorneniLeku[];
}

const merge = (values: MedicineValues, changed: Partial<MedicineValues> | undefined): MedicineValues => ({ ...values, ...(changed ?? {}) });

export const medicineAddMachine = setup({
  types: {
    input: {} as MedicineAddInput,
    context: {} as MedicineAddContext,
    events: {} as MedicineAddEvent,
  },
  actors: {
    /** POST /mojeLekyPridat with the schema's output and the key; resolves with { lek, upozorneni }. */
    add: fromPromise<MedicineAddAnswer, { body: unknown; idempotencyKey: string }>(async () => {
      throw new Error('add is supplied with .provide()');
    }),
    /** POST /lekyPotvrzeni with the new medicine's id. */
    confirm: fromPromise<unknown, { seznamPotvrzeni: number[] }>(async () => {
      throw new Error('confirm is supplied with .provide()');
    }),
  },
  actions: {
    keepValues: assign(({ context }, params: { values: Partial<MedicineValues> | undefined }) => ({
      values: merge(context.values, params.values),
    })),
    showSchemaErrors: assign(({ context }) => {
      const result = mujLekSchema.safeParse(context.values);
      return { fieldErrors: result.success ? {} : fieldErrors(result.error), error: null };
    }),
    clearMessages: assign({ fieldErrors: {}, error: null }),
    keepAnswer: assign((_, params: { answer: MedicineAddAnswer }) => ({ lek: params.answer.lek, upozorneni: params.answer.upozorneni })),
    showFailure: assign((_, params: { failure: CallFailure }) => {
      const fields = Object.fromEntries(Object.entries(params.failure.chyby ?? {}).filter(([key]) => key !== '_form'));
      return {
        fieldErrors: fields,
        error: Object.keys(fields).length > 0 ? null : params.failure.chyby?._form?.join(' ') || params.failure.message,
      };
    }),
    markConfirmed: assign({ confirmed: true, error: null }),
  },
  guards: {
    valuesAccepted: ({ context }, params: { values: Partial<MedicineValues> | undefined }) =>
      mujLekSchema.safeParse(merge(context.values, params.values)).success,
    hasUnconfirmedWarnings: (_, params: { answer: MedicineAddAnswer }) => params.answer.upozorneni.some((w) => !w.potvrzeno),
  },
}).createMachine({
  id: 'medicineAdd',
  description: [
    'Adding an own medicine: choose the product and dates → send once → the warnings it brings (overlap, interaction) → confirm having read them, or later.',
    'Values survive every refusal; a confirmation failure stays on the warnings with the message.',
  ].join('\n\n'),
  context: ({ input }) => ({
    values: merge(emptyMedicineValues, input.values),
    idempotencyKey: input.idempotencyKey,
    fieldErrors: {},
    error: null,
    lek: null,
    upozorneni: [],
    confirmed: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The product from the medicines list, from (not in the future), until, dosage; Přidat checks them with the contract schema.',
      on: {
        'medicine.change': { actions: { type: 'keepValues', params: ({ event }) => ({ values: event.values }) } },
        'medicine.submit': [
          {
            guard: { type: 'valuesAccepted', params: ({ event }) => ({ values: event.values }) },
            target: 'submitting',
            actions: [{ type: 'keepValues', params: ({ event }) => ({ values: event.values }) }, 'clearMessages'],
          },
          { actions: [{ type: 'keepValues', params: ({ event }) => ({ values: event.values }) }, 'showSchemaErrors'] },
        ],
      },
    },
    submitting: {
      description: 'The call runs once; the button is disabled.',
      invoke: {
        id: 'add',
        src: 'add',
        input: ({ context }) => ({ body: mujLekSchema.parse(context.values), idempotencyKey: context.idempotencyKey }),
        onDone: [
          {
            guard: { type: 'hasUnconfirmedWarnings', params: ({ event }) => ({ answer: event.output }) },
            target: 'warnings',
            actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) },
          },
          { target: 'done', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) } },
        ],
        onError: { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ failure: callFailureOf(event.error) }) } },
      },
    },
    warnings: {
      description:
        "The warnings the new medicine brings, with their plain-Czech explanation: 'Beru na vědomí' confirms, 'Později' leaves them unconfirmed.",
      on: {
        'medicine.confirm': { target: 'confirming' },
        'medicine.later': { target: 'done' },
      },
    },
    confirming: {
      description: 'The confirmation runs once.',
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ seznamPotvrzeni: context.lek ? [context.lek.id] : [] }),
        onDone: { target: 'done', actions: 'markConfirmed' },
        onError: { target: 'warnings', actions: { type: 'showFailure', params: ({ event }) => ({ failure: callFailureOf(event.error) }) } },
      },
    },
    done: {
      description: 'The medicine is on the list (the list is reloaded).',
      type: 'final',
    },
  },
});

export type MedicineAddSnapshot = SnapshotFrom<typeof medicineAddMachine>;
export type MedicineAddStep = 'editing' | 'submitting' | 'warnings' | 'confirming' | 'done';
export const medicineAddStepOf = (snapshot: MedicineAddSnapshot): MedicineAddStep => snapshot.value as MedicineAddStep;
