import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { z } from 'zod';
import type { AttachmentFileLike } from '../attachmentPicker/attachmentPicker.machine';
import { callFailureOf, type CallFailure } from '../../contract/error-body';
import { messages } from '../../contract/messages';
import { fieldErrors } from '../../contract/rules';
import type { ZadostDetail } from '../../contract/communication';
import { dokladyVlozitSchema } from '../../contract/staff';

/** The body of the call as the contract's schema outputs it (a blank note is absent). */
export type DokladyVlozit = z.output<typeof dokladyVlozitSchema>;

/**
 * The person's "Doložit doklady" (issue 34): a request that waits for documents gets them from
 * the detail in 'Moje žádosti' (POST /mojeZadosti/{id}/doklady, multipart with `prilohaVlozit[]`).
 *
 * - `editing`: the files from the attachment picker (`documents.filesChanged`) and an optional note
 *   (`documents.change`). `documents.send` goes on only with at least one file and a note the
 *   contract's schema accepts; otherwise the field messages, nothing sent.
 * - `sending`: the injected `send` actor runs once with the note and the files.
 * - on failure: the server's field messages go back to `editing`; a conflict (409: the request no
 *   longer waits for documents — handled meanwhile, or sent from another tab) ends in `stale` with
 *   the server's message, since sending again cannot help; any other failure stays in `failed`
 *   with 'Zkusit znovu', the files and the note kept.
 * - `sent`: the server's answer is the request's new detail (back with the staff member).
 */

/** The field of the files in the body and in the messages ('prilohaVlozit[]' on the wire). */
export const DOCUMENTS_FIELD = 'prilohaVlozit';

/** A failed send: the Czech message, field messages, and whether the request no longer waits (409). */
export interface DocumentsFailure extends CallFailure {
  conflict?: boolean;
}

export interface DocumentsSendInput {
  body: DokladyVlozit;
  files: readonly AttachmentFileLike[];
}

export interface DocumentsUploadContext {
  poznamka: string;
  files: readonly AttachmentFileLike[];
  body: DokladyVlozit | null;
  fieldErrors: Record<string, string[]>;
  error: string | null;
  answer: ZadostDetail | null;
}

export type DocumentsUploadEvent =
  | { type: 'documents.change'; poznamka: string }
  | { type: 'documents.filesChanged'; files: readonly AttachmentFileLike[] }
  | { type: 'documents.send' }
  | { type: 'documents.retry' }
  | { type: 'documents.edit' };

/** The contract's checks of what the person entered: the note's rules and at least one file. */
function check(context: Pick<DocumentsUploadContext, 'poznamka' | 'files'>) {
  const result = dokladyVlozitSchema.safeParse({ poznamka: context.poznamka });
  const errors: Record<string, string[]> = result.success ? {} : fieldErrors(result.error);
  if (context.files.length === 0) errors[DOCUMENTS_FIELD] = [messages.attachmentAtLeastOne];
  return { body: result.success && context.files.length > 0 ? result.data : null, errors };
}

const hasFieldMessages = (chyby: Record<string, string[]> | undefined) => Object.keys(chyby ?? {}).some((key) => key !== '_form');
const failureOf = (error: unknown): DocumentsFailure => ({
  ...callFailureOf(error),
  conflict: (error as DocumentsFailure | null)?.conflict === true,
});

export const documentsUploadMachine = setup({
  types: {
    context: {} as DocumentsUploadContext,
    events: {} as DocumentsUploadEvent,
  },
  actors: {
    /** Sends the documents; resolves with the request's new detail, rejects with a DocumentsFailure. */
    send: fromPromise<ZadostDetail, DocumentsSendInput>(async () => {
      throw new Error('send is supplied with .provide()');
    }),
  },
  actions: {
    keepNote: assign((_, params: { poznamka: string }) => ({ poznamka: params.poznamka })),
    keepFiles: assign((_, params: { files: readonly AttachmentFileLike[] }) => ({ files: params.files })),
    acceptValues: assign(({ context }) => ({ body: check(context).body, fieldErrors: {}, error: null })),
    rejectValues: assign(({ context }) => ({ fieldErrors: check(context).errors })),
    clearError: assign({ error: null }),
    keepAnswer: assign((_, params: { answer: ZadostDetail }) => ({ answer: params.answer })),
    showFieldErrors: assign((_, params: { failure: DocumentsFailure }) => ({ fieldErrors: params.failure.chyby ?? {}, error: null })),
    showError: assign((_, params: { failure: DocumentsFailure }) => ({
      error: params.failure.chyby?._form?.join(' ') || params.failure.message,
    })),
  },
  guards: {
    valuesAccepted: ({ context }) => check(context).body !== null,
    fieldsRejected: (_, params: { failure: DocumentsFailure }) => hasFieldMessages(params.failure.chyby),
    noLongerWaits: (_, params: { failure: DocumentsFailure }) => params.failure.conflict === true,
  },
}).createMachine({
  id: 'documentsUpload',
  description: [
    "The person's 'Doložit doklady' for a request the insurer asked documents for: choose files and a note → send → sent.",
    'At least one file; a request that no longer waits (409) ends the form with the server’s message.',
  ].join('\n\n'),
  context: { poznamka: '', files: [], body: null, fieldErrors: {}, error: null, answer: null },
  initial: 'editing',
  states: {
    editing: {
      description: "The picker and 'Poznámka'; ODESLAT_DOKLADY checks them with the contract (at least one file).",
      on: {
        'documents.change': { actions: { type: 'keepNote', params: ({ event }) => ({ poznamka: event.poznamka }) } },
        'documents.filesChanged': { actions: { type: 'keepFiles', params: ({ event }) => ({ files: event.files }) } },
        'documents.send': [{ guard: 'valuesAccepted', target: 'sending', actions: 'acceptValues' }, { actions: 'rejectValues' }],
      },
    },
    sending: {
      description: 'The call runs once; the form is disabled.',
      entry: 'clearError',
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ body: context.body!, files: context.files }),
        onDone: { target: 'sent', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          {
            guard: { type: 'noLongerWaits', params: ({ event }) => ({ failure: failureOf(event.error) }) },
            target: 'stale',
            actions: { type: 'showError', params: ({ event }) => ({ failure: failureOf(event.error) }) },
          },
          {
            guard: { type: 'fieldsRejected', params: ({ event }) => ({ failure: failureOf(event.error) }) },
            target: 'editing',
            actions: { type: 'showFieldErrors', params: ({ event }) => ({ failure: failureOf(event.error) }) },
          },
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ failure: failureOf(event.error) }) } },
        ],
      },
    },
    failed: {
      description: "The server's Czech message over the kept files and note: ZKUSIT_ZNOVU sends again; editing is possible.",
      on: {
        'documents.retry': { target: 'sending' },
        'documents.edit': { target: 'editing' },
        'documents.change': { target: 'editing', actions: { type: 'keepNote', params: ({ event }) => ({ poznamka: event.poznamka }) } },
      },
    },
    stale: {
      type: 'final',
      description: "The request no longer waits for documents (409): the server's message; the screen shows the request as it is now.",
    },
    sent: {
      type: 'final',
      description: 'The documents are with the request, which is back with the staff member; the answer is its new detail.',
    },
  },
});

export type DocumentsUploadSnapshot = SnapshotFrom<typeof documentsUploadMachine>;
export type DocumentsUploadStep = 'editing' | 'sending' | 'failed' | 'stale' | 'sent';

export function documentsUploadStepOf(snapshot: DocumentsUploadSnapshot): DocumentsUploadStep {
  return snapshot.value as DocumentsUploadStep;
}
