import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { z } from 'zod';
import { callFailureOf, type CallFailure } from '../../contract/error-body';
import { fieldErrors } from '../../contract/rules';

/**
 * One part of a settings screen that is saved on its own (issue 15 §3: "each part is its own form
 * with its own save and Czech messages; nothing typed in one part is lost when another is
 * saved"): the address, the e-mail, the phone, the SMS phone and the bank account of 'Osobní
 * údaje', the notification channels, the look, the dashboard, a doctor's access. Each part runs
 * its own actor, so saving one never touches what is typed in another.
 *
 * - `clean`: the values are the stored ones; typing (`section.change`) makes them `dirty`;
 * - `dirty`: `section.save` checks the values with the part's contract schema (the one the server
 *   validates with): accepted → `saving`, else the messages stay next to the fields and nothing is
 *   sent; `section.reset` returns to the stored values;
 * - `saving`: the injected `save` actor sends the accepted body once; the answer becomes the new
 *   stored values (`saved`, a short 'Uloženo'); field messages of the server (400 / 422) return to
 *   `dirty` with the typed values kept; any other failure → `failed` with ZKUSIT_ZNOVU;
 * - `section.stored`: the server's data changed elsewhere (another part saved, a refetch): the
 *   stored values follow; the values follow too unless the user has typed (`dirty`, `failed`).
 */

export type SectionValues = Readonly<Record<string, unknown>>;

export interface SettingsSectionInput {
  /** The stored values, as the form shows them. */
  stored: SectionValues;
  /** The part's contract schema (the body of its PUT). */
  schema: z.ZodType;
}

export interface SettingsSectionContext {
  stored: SectionValues;
  values: SectionValues;
  /** What `save` sends: the schema's output of the accepted values. */
  body: unknown;
  fieldErrors: Record<string, string[]>;
  error: string | null;
  /** The server's answer of the last save (the screen puts it into its query cache). */
  answer: unknown;
  validate: (values: SectionValues) => { success: true; data: unknown } | { success: false; errors: Record<string, string[]> };
}

export type SettingsSectionEvent =
  | { type: 'section.change'; values: SectionValues }
  | { type: 'section.save' }
  | { type: 'section.retry' }
  | { type: 'section.reset' }
  | { type: 'section.stored'; values: SectionValues };

export type SectionFailure = CallFailure;

const same = (a: SectionValues, b: SectionValues) => JSON.stringify(a) === JSON.stringify(b);
const hasFieldMessages = (chyby: Record<string, string[]> | undefined) => Object.keys(chyby ?? {}).some((key) => key !== '_form');

function validatorOf(schema: z.ZodType): SettingsSectionContext['validate'] {
  return (values) => {
    const result = schema.safeParse(values);
    return result.success ? { success: true, data: result.data } : { success: false, errors: fieldErrors(result.error) };
  };
}

export const settingsSectionMachine = setup({
  types: {
    input: {} as SettingsSectionInput,
    context: {} as SettingsSectionContext,
    events: {} as SettingsSectionEvent,
  },
  actors: {
    /** Saves the accepted body; resolves with the server's answer and the values to store, rejects with a CallFailure. */
    save: fromPromise<{ answer: unknown; stored: SectionValues }, { body: unknown }>(async () => {
      throw new Error('save is supplied with .provide()');
    }),
  },
  actions: {
    keepValues: assign((_, params: { values: SectionValues }) => ({ values: params.values, error: null })),
    accept: assign(({ context }) => {
      const result = context.validate(context.values);
      return { body: result.success ? result.data : null, fieldErrors: {}, error: null };
    }),
    reject: assign(({ context }) => {
      const result = context.validate(context.values);
      return { fieldErrors: result.success ? {} : result.errors };
    }),
    reset: assign(({ context }) => ({ values: context.stored, fieldErrors: {}, error: null })),
    keepSaved: assign((_, params: { answer: unknown; stored: SectionValues }) => ({
      answer: params.answer,
      stored: params.stored,
      values: params.stored,
      fieldErrors: {},
      error: null,
    })),
    followStored: assign((_, params: { values: SectionValues }) => ({ stored: params.values, values: params.values })),
    keepStored: assign((_, params: { values: SectionValues }) => ({ stored: params.values })),
    showFieldErrors: assign((_, params: { failure: SectionFailure }) => ({ fieldErrors: params.failure.chyby ?? {}, error: null })),
    showError: assign((_, params: { failure: SectionFailure }) => ({
      error: params.failure.chyby?._form?.join(' ') || params.failure.message,
    })),
  },
  guards: {
    differs: ({ context }, params: { values: SectionValues }) => !same(params.values, context.stored),
    accepted: ({ context }) => context.validate(context.values).success,
    fieldsRejected: (_, params: { failure: SectionFailure }) => hasFieldMessages(params.failure.chyby),
  },
}).createMachine({
  id: 'settingsSection',
  description: [
    "One part of a settings screen with its own save (address, e-mail, phone, SMS phone, account, channels, look, a doctor's access).",
    'Nothing is sent for values the contract schema refuses; each save sends once; the values typed survive every failure; another part saved elsewhere never overwrites what is typed here.',
  ].join('\n\n'),
  context: ({ input }) => ({
    stored: input.stored,
    values: input.stored,
    body: null,
    fieldErrors: {},
    error: null,
    answer: null,
    validate: validatorOf(input.schema),
  }),
  initial: 'clean',
  states: {
    clean: {
      description: 'The stored values; nothing to save.',
      on: {
        'section.change': {
          guard: { type: 'differs', params: ({ event }) => ({ values: event.values }) },
          target: 'dirty',
          actions: { type: 'keepValues', params: ({ event }) => ({ values: event.values }) },
        },
        'section.stored': { actions: { type: 'followStored', params: ({ event }) => ({ values: event.values }) } },
      },
    },
    dirty: {
      description: "Typed values; ULOZIT checks them with the part's schema, ZRUSIT returns to the stored ones.",
      on: {
        'section.change': { actions: { type: 'keepValues', params: ({ event }) => ({ values: event.values }) } },
        'section.save': [{ guard: 'accepted', target: 'saving', actions: 'accept' }, { actions: 'reject' }],
        'section.reset': { target: 'clean', actions: 'reset' },
        'section.stored': { actions: { type: 'keepStored', params: ({ event }) => ({ values: event.values }) } },
      },
    },
    saving: {
      description: 'The save runs once; the part is disabled.',
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ body: context.body }),
        onDone: { target: 'saved', actions: { type: 'keepSaved', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'fieldsRejected', params: ({ event }) => ({ failure: callFailureOf(event.error) }) },
            target: 'dirty',
            actions: { type: 'showFieldErrors', params: ({ event }) => ({ failure: callFailureOf(event.error) }) },
          },
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ failure: callFailureOf(event.error) }) } },
        ],
      },
    },
    saved: {
      description: "'Uloženo': the answer is the new stored value; typing starts a new change.",
      on: {
        'section.change': {
          guard: { type: 'differs', params: ({ event }) => ({ values: event.values }) },
          target: 'dirty',
          actions: { type: 'keepValues', params: ({ event }) => ({ values: event.values }) },
        },
        'section.stored': { actions: { type: 'followStored', params: ({ event }) => ({ values: event.values }) } },
      },
    },
    failed: {
      description: "The server's Czech message with ZKUSIT_ZNOVU; the typed values are kept.",
      on: {
        'section.retry': { target: 'saving' },
        'section.change': { target: 'dirty', actions: { type: 'keepValues', params: ({ event }) => ({ values: event.values }) } },
        'section.reset': { target: 'clean', actions: 'reset' },
        'section.stored': { actions: { type: 'keepStored', params: ({ event }) => ({ values: event.values }) } },
      },
    },
  },
});

export type SettingsSectionSnapshot = SnapshotFrom<typeof settingsSectionMachine>;
export type SettingsSectionState = 'clean' | 'dirty' | 'saving' | 'saved' | 'failed';
export const settingsSectionStateOf = (snapshot: SettingsSectionSnapshot): SettingsSectionState => snapshot.value as SettingsSectionState;
