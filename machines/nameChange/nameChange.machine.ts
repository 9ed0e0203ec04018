import { and, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { callFailureOf, type CallFailure } from '../../contract/error-body';
import { messages } from '../../contract/messages';
import { fieldErrors } from '../../contract/rules';
import { isNameChange, osobniUdajeZmenaSchema, type OsobniUdajeZmena } from '../../contract/settings';
import type { Zadost } from '../../contract/insurance';

/**
 * The change of name and titles on 'Osobní údaje' (PUT /pojistenecOsobniUdaje, multipart):
 *
 * - `edit`: jméno, příjmení, titles and the document (prilohy[]); `name.next` goes on only when
 *   the contract schema accepts the values, a change of jméno or příjmení has a document attached
 *   ('Ke změně jména nebo příjmení přiložte doklad, například oddací list.') and something changed
 *   ('Údaje se nezměnily.');
 * - `review`: nothing has been sent; a change of name is said to be a request the insurer
 *   completes (the name stays until then), titles alone change at once;
 * - `submitting`: the injected `submit` actor sends the accepted body with the files, once per
 *   confirmation, always with the same idempotency key (a retry after a lost answer creates
 *   nothing new on the server);
 * - `done`: the server's answer (the personal data, and the request in 'Moje žádosti' or null);
 * - a refusal with field messages returns to `edit` with them; any other failure stays on the
 *   review (`failed`) with ZKUSIT_ZNOVU.
 *
 * The step lives in the URL and the typed values in session storage (the screen's hook): typed
 * values arrive with `name.change`, chosen files with `name.files`; Back / Forward send
 * `name.goTo`; a reload starts with the kept values and the URL's step (`input.step`). Files are
 * not kept across a reload, so a change of name resumes on `edit` until the document is chosen again.
 */

/** The form's values ('' for an empty title). */
export interface NameValues {
  jmeno: string;
  prijmeni: string;
  titulPred: string;
  titulZa: string;
}

/** A chosen file as the machine sees it (the screen's hook keeps the File itself). */
export interface NameChangeFile {
  nazev: string;
  velikost: number;
}

export type NameChangeUrlStep = 'edit' | 'review';

export interface NameChangeInput {
  /** The name and titles stored now. */
  current: NameValues;
  /** Values kept from before (session storage); absent = the stored name. */
  values?: NameValues;
  step?: NameChangeUrlStep;
  /** The idempotency key of this send (a UUID made by the hook once per form). */
  idempotencyKey: string;
}

export interface NameChangeAnswer {
  jmeno: string;
  prijmeni: string;
  titulPred: string | null;
  titulZa: string | null;
  zadost: Zadost | null;
}

export interface NameChangeContext {
  current: NameValues;
  values: NameValues;
  files: readonly NameChangeFile[];
  idempotencyKey: string;
  /** The accepted body (the schema's output): what `submit` sends. */
  body: OsobniUdajeZmena | null;
  fieldErrors: Record<string, string[]>;
  error: string | null;
  answer: NameChangeAnswer | null;
  resumeAt: NameChangeUrlStep;
}

export type NameChangeEvent =
  | { type: 'name.change'; values: NameValues }
  | { type: 'name.files'; files: readonly NameChangeFile[] }
  | { type: 'name.next'; values: NameValues }
  | { type: 'name.back' }
  | { type: 'name.confirm' }
  | { type: 'name.retry' }
  | { type: 'name.goTo'; step: NameChangeUrlStep };

export type NameChangeFailure = CallFailure;

/** The checks of 'Pokračovat': the contract schema, the document of a change of name, and that something changed. */
export function checkNameChange(
  current: NameValues,
  values: NameValues,
  files: readonly NameChangeFile[],
  idempotencyKey: string,
): { success: true; body: OsobniUdajeZmena } | { success: false; errors: Record<string, string[]> } {
  const parsed = osobniUdajeZmenaSchema.safeParse({ ...values, idempotencniKlic: idempotencyKey });
  if (!parsed.success) return { success: false, errors: fieldErrors(parsed.error) };
  const body = parsed.data;
  if (isNameChange(current, body)) {
    return files.length > 0 ? { success: true, body } : { success: false, errors: { prilohy: [messages.nameChangeNeedsDocument] } };
  }
  const sameTitles = (body.titulPred ?? '') === current.titulPred.trim() && (body.titulZa ?? '') === current.titulZa.trim();
  return sameTitles ? { success: false, errors: { _form: [messages.nothingChanged] } } : { success: true, body };
}

const hasFieldMessages = (chyby: Record<string, string[]> | undefined) => Object.keys(chyby ?? {}).some((key) => key !== '_form');

export const nameChangeMachine = setup({
  types: {
    input: {} as NameChangeInput,
    context: {} as NameChangeContext,
    events: {} as NameChangeEvent,
  },
  actors: {
    /** Sends the body with the files; resolves with the server's answer, rejects with a CallFailure. */
    submit: fromPromise<NameChangeAnswer, { body: OsobniUdajeZmena; files: readonly NameChangeFile[] }>(async () => {
      throw new Error('submit is supplied with .provide()');
    }),
  },
  actions: {
    keepValues: assign((_, params: { values: NameValues }) => ({ values: params.values })),
    keepFiles: assign((_, params: { files: readonly NameChangeFile[] }) => ({ files: params.files, fieldErrors: {} })),
    accept: assign(({ context }) => {
      const result = checkNameChange(context.current, context.values, context.files, context.idempotencyKey);
      return { body: result.success ? result.body : null, fieldErrors: {}, error: null };
    }),
    reject: assign(({ context }) => {
      const result = checkNameChange(context.current, context.values, context.files, context.idempotencyKey);
      return { fieldErrors: result.success ? {} : result.errors };
    }),
    clearError: assign({ error: null }),
    keepAnswer: assign((_, params: { answer: NameChangeAnswer }) => ({ answer: params.answer })),
    showFieldErrors: assign((_, params: { failure: NameChangeFailure }) => ({ fieldErrors: params.failure.chyby ?? {}, error: null })),
    showError: assign((_, params: { failure: NameChangeFailure }) => ({
      error: params.failure.chyby?._form?.join(' ') || params.failure.message,
    })),
  },
  guards: {
    accepted: ({ context }) => checkNameChange(context.current, context.values, context.files, context.idempotencyKey).success,
    valuesAccepted: ({ context }, params: { values: NameValues }) =>
      checkNameChange(context.current, params.values, context.files, context.idempotencyKey).success,
    resumesAtReview: ({ context }) =>
      context.resumeAt === 'review' && checkNameChange(context.current, context.values, context.files, context.idempotencyKey).success,
    goesTo: ({ event }, params: { step: NameChangeUrlStep }) => event.type === 'name.goTo' && event.step === params.step,
    fieldsRejected: (_, params: { failure: NameChangeFailure }) => hasFieldMessages(params.failure.chyby),
  },
}).createMachine({
  id: 'nameChange',
  description: [
    "The change of name and titles on 'Osobní údaje': edit (with the document for a change of name) → review → send → the answer.",
    'Nothing is sent before the review; each confirmation sends once, always with the same idempotency key. A change of name becomes a request in Moje žádosti; titles alone change at once.',
    'The step is also in the URL (`name.goTo`); a reload resumes on the review only with accepted values (files are not kept across a reload).',
  ].join('\n\n'),
  context: ({ input }) => ({
    current: input.current,
    values: input.values ?? input.current,
    files: [],
    idempotencyKey: input.idempotencyKey,
    body: null,
    fieldErrors: {},
    error: null,
    answer: null,
    resumeAt: input.step ?? 'edit',
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'resumesAtReview', target: 'review', actions: 'accept' }, { target: 'edit' }],
    },
    edit: {
      description: "Jméno, příjmení, titles and the document; 'Pokračovat' checks them.",
      on: {
        'name.change': { actions: { type: 'keepValues', params: ({ event }) => ({ values: event.values }) } },
        'name.files': { actions: { type: 'keepFiles', params: ({ event }) => ({ files: event.files }) } },
        'name.next': [
          {
            guard: { type: 'valuesAccepted', params: ({ event }) => ({ values: event.values }) },
            target: 'review',
            actions: [{ type: 'keepValues', params: ({ event }) => ({ values: event.values }) }, 'accept'],
          },
          { actions: [{ type: 'keepValues', params: ({ event }) => ({ values: event.values }) }, 'reject'] },
        ],
        'name.goTo': {
          guard: and([{ type: 'goesTo', params: { step: 'review' as const } }, 'accepted']),
          target: 'review',
          actions: 'accept',
        },
      },
    },
    review: {
      description: "'Zkontrolujte změnu': the new name (a request the insurer completes) or the titles (at once); ZPET keeps the values.",
      on: {
        'name.back': { target: 'edit' },
        'name.goTo': { guard: { type: 'goesTo', params: { step: 'edit' } }, target: 'edit' },
        'name.confirm': { target: 'submitting' },
      },
    },
    submitting: {
      description: 'The call runs once; the buttons are disabled.',
      entry: 'clearError',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ body: context.body as OsobniUdajeZmena, files: context.files }),
        onDone: { target: 'done', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          {
            guard: { type: 'fieldsRejected', params: ({ event }) => ({ failure: callFailureOf(event.error) }) },
            target: 'edit',
            actions: { type: 'showFieldErrors', params: ({ event }) => ({ failure: callFailureOf(event.error) }) },
          },
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ failure: callFailureOf(event.error) }) } },
        ],
      },
    },
    failed: {
      description: "The review with the server's Czech message: ZKUSIT_ZNOVU sends again with the same key, ZPET returns to the form.",
      on: {
        'name.retry': { target: 'submitting' },
        'name.back': { target: 'edit' },
        'name.goTo': { guard: { type: 'goesTo', params: { step: 'edit' } }, target: 'edit' },
      },
    },
    done: {
      description: "Sent: 'Žádost o změnu jména jsme přijali' with a link to Moje žádosti, or 'Tituly jsou změněné'.",
      type: 'final',
    },
  },
});

export type NameChangeSnapshot = SnapshotFrom<typeof nameChangeMachine>;
export type NameChangeStep = 'edit' | 'review' | 'submitting' | 'failed' | 'done';
export const nameChangeStepOf = (snapshot: NameChangeSnapshot): NameChangeStep => snapshot.value as NameChangeStep;
