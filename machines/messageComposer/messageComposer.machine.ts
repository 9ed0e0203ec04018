import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AttachmentFileLike } from '../attachmentPicker/attachmentPicker.machine';
import { callFailureOf, type CallFailure } from '../../contract/error-body';
import { fieldErrors } from '../../contract/rules';
import { zpravaVlozitSchema, type ZpravaVlozena, type ZpravaVlozit } from '../../contract/communication';
import type { MessageKind } from '../../contract/enums';

/**
 * The message composer of 'Kontaktuj ZPŠ' (DOTAZ) and 'Zdravotní konzultace' (KONZULTACE): a new
 * thread or a reply in one (POST /komunikacePojZpravaVlozit, multipart with `files`).
 *
 * - `editing`: the heading, the text, the consent to show the consulting doctor the health record
 *   (consultations), the e-mail notice and the files. Typing arrives with `composer.change`, the
 *   attachment picker's list with `composer.filesChanged`; nothing is checked until
 *   `composer.send`, which goes on only when the contract's schema accepts the values (field
 *   messages otherwise). The draft (values and the send key) is what the hook keeps in session
 *   storage: `input.draft` resumes it after a reload (the files are not kept: a browser cannot
 *   keep a chosen file across a reload, so they are chosen again).
 * - `sending`: the injected `send` actor runs once per send, with the values, the files and the
 *   draft's idempotency key (made by `input.createKey` at the first send and kept until the message
 *   is sent): a retry — after a failure, a timeout, or a reload of the draft — sends the same key,
 *   so the server stores the message once.
 * - on failure: the server's field messages go back to `editing`; any other message stays in
 *   `failed` with 'Zkusit znovu' (`composer.retry`), the text kept; `composer.edit` returns to it.
 * - `sent`: the server's answer (the message and its thread) is in the context; `composer.new`
 *   starts an empty message in the same thread (a reply) with a new key.
 */

export interface ComposerValues {
  druhZpravy: MessageKind;
  nadpis: string;
  telo: string;
  souhlasDokumentace: boolean;
  upozorneni: 'NEUPOZORNOVAT' | 'EMAIL';
  /** The thread replied to; '' for a new thread. */
  vlakno: string;
}

export interface ComposerDraft {
  values: ComposerValues;
  /** The idempotency key of the intended send (null before the first send). */
  key: string | null;
}

export interface MessageComposerInput {
  druhZpravy: MessageKind;
  /** The thread to reply in (absent: a new thread). */
  vlakno?: string;
  /** A kept draft to resume (after a reload). */
  draft?: ComposerDraft | null;
  /** Makes a new idempotency key (crypto.randomUUID in the app). */
  createKey: () => string;
}

/** What `send` receives: the body as the contract's schema outputs it, the files, the key. */
export interface ComposerSendInput {
  body: ZpravaVlozit;
  files: readonly AttachmentFileLike[];
  key: string;
}

export interface MessageComposerContext {
  values: ComposerValues;
  files: readonly AttachmentFileLike[];
  key: string | null;
  body: ZpravaVlozit | null;
  fieldErrors: Record<string, string[]>;
  error: string | null;
  answer: ZpravaVlozena | null;
  /** 0 before the draft's first send, 1 while or after it, 2 for any repeated send of the same draft (same key). */
  attempts: 0 | 1 | 2;
  createKey: () => string;
}

export type MessageComposerEvent =
  | { type: 'composer.change'; values: Partial<ComposerValues> }
  | { type: 'composer.filesChanged'; files: readonly AttachmentFileLike[] }
  | { type: 'composer.send' }
  | { type: 'composer.retry' }
  | { type: 'composer.edit' }
  | { type: 'composer.new' };

const emptyValues = (druhZpravy: MessageKind, vlakno = ''): ComposerValues => ({
  druhZpravy,
  nadpis: '',
  telo: '',
  souhlasDokumentace: false,
  upozorneni: 'NEUPOZORNOVAT',
  vlakno,
});

/** The values as the contract's schema checks them (an empty thread id is no thread). */
function parse(values: ComposerValues) {
  return zpravaVlozitSchema.safeParse({ ...values, vlakno: values.vlakno || undefined });
}

const hasFieldMessages = (chyby: Record<string, string[]> | undefined) => Object.keys(chyby ?? {}).some((key) => key !== '_form');

export const messageComposerMachine = setup({
  types: {
    input: {} as MessageComposerInput,
    context: {} as MessageComposerContext,
    events: {} as MessageComposerEvent,
  },
  actors: {
    /** Sends the message; resolves with the server's answer, rejects with a CallFailure. */
    send: fromPromise<ZpravaVlozena, ComposerSendInput>(async () => {
      throw new Error('send is supplied with .provide()');
    }),
  },
  actions: {
    keepTyped: assign(({ context }, params: { values: Partial<ComposerValues> }) => ({
      // The kind and the thread belong to the screen, not to the typing.
      values: { ...context.values, ...params.values, druhZpravy: context.values.druhZpravy, vlakno: context.values.vlakno },
    })),
    keepFiles: assign((_, params: { files: readonly AttachmentFileLike[] }) => ({ files: params.files })),
    acceptValues: assign(({ context }) => {
      const result = parse(context.values);
      return { body: result.success ? result.data : null, fieldErrors: {}, error: null, key: context.key ?? context.createKey() };
    }),
    rejectValues: assign(({ context }) => {
      const result = parse(context.values);
      return { fieldErrors: result.success ? {} : fieldErrors(result.error) };
    }),
    startAttempt: assign(({ context }) => ({ error: null, attempts: context.attempts === 0 ? (1 as const) : (2 as const) })),
    keepAnswer: assign((_, params: { answer: ZpravaVlozena }) => ({ answer: params.answer })),
    showFieldErrors: assign((_, params: { failure: CallFailure }) => ({ fieldErrors: params.failure.chyby ?? {}, error: null })),
    showError: assign((_, params: { failure: CallFailure }) => ({
      error: params.failure.chyby?._form?.join(' ') || params.failure.message,
    })),
    startNew: assign(({ context }) => ({
      // A reply goes on in the thread the sent message opened or continued.
      values: emptyValues(context.values.druhZpravy, context.answer?.vlakno.vlakno ?? context.values.vlakno),
      files: [],
      key: null,
      body: null,
      fieldErrors: {},
      error: null,
      answer: null,
      attempts: 0 as const,
    })),
  },
  guards: {
    valuesAccepted: ({ context }) => parse(context.values).success,
    fieldsRejected: (_, params: { failure: CallFailure }) => hasFieldMessages(params.failure.chyby),
  },
}).createMachine({
  id: 'messageComposer',
  description: [
    'A question or a health consultation to the insurer, new or a reply in a thread: write → send → sent.',
    'The draft (text and send key) survives a reload; every send of one draft carries the same idempotency key, so a retry after a failure or a timeout never makes a second message.',
  ].join('\n\n'),
  context: ({ input }) => ({
    values: input.draft ? { ...input.draft.values, druhZpravy: input.druhZpravy } : emptyValues(input.druhZpravy, input.vlakno ?? ''),
    files: [],
    key: input.draft?.key ?? null,
    body: null,
    fieldErrors: {},
    error: null,
    answer: null,
    // A resumed draft with a key was sent before (maybe it even arrived): its next send is a repeat.
    attempts: input.draft?.key ? 1 : 0,
    createKey: input.createKey,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        "The form: 'Předmět', 'Text zprávy', the consent (consultations), the e-mail notice and the files; ODESLAT checks them with the contract schema.",
      on: {
        'composer.change': { actions: { type: 'keepTyped', params: ({ event }) => ({ values: event.values }) } },
        'composer.filesChanged': { actions: { type: 'keepFiles', params: ({ event }) => ({ files: event.files }) } },
        'composer.send': [{ guard: 'valuesAccepted', target: 'sending', actions: 'acceptValues' }, { actions: 'rejectValues' }],
      },
    },
    sending: {
      description: 'The call runs once with the draft’s key; the form is disabled.',
      entry: 'startAttempt',
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ body: context.body!, files: context.files, key: context.key! }),
        onDone: { target: 'sent', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          {
            guard: { type: 'fieldsRejected', params: ({ event }) => ({ failure: callFailureOf(event.error) }) },
            target: 'editing',
            actions: { type: 'showFieldErrors', params: ({ event }) => ({ failure: callFailureOf(event.error) }) },
          },
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ failure: callFailureOf(event.error) }) } },
        ],
      },
    },
    failed: {
      description: "The server's Czech message over the kept text: ZKUSIT_ZNOVU sends again with the same key; editing is possible.",
      on: {
        'composer.retry': { target: 'sending' },
        'composer.edit': { target: 'editing' },
        'composer.change': { target: 'editing', actions: { type: 'keepTyped', params: ({ event }) => ({ values: event.values }) } },
      },
    },
    sent: {
      description: 'The message is in the thread (the answer holds it and the thread); NOVA_ZPRAVA starts a reply with a new key.',
      on: { 'composer.new': { target: 'editing', actions: 'startNew' } },
    },
  },
});

export type MessageComposerSnapshot = SnapshotFrom<typeof messageComposerMachine>;
export type MessageComposerStep = 'editing' | 'sending' | 'failed' | 'sent';

export function messageComposerStepOf(snapshot: MessageComposerSnapshot): MessageComposerStep {
  return snapshot.value as MessageComposerStep;
}

/** What the hook keeps in session storage while the message is not sent (null once it is). */
export function composerDraftOf(snapshot: MessageComposerSnapshot): ComposerDraft | null {
  if (snapshot.value === 'sent') return null;
  return { values: snapshot.context.values, key: snapshot.context.key };
}
