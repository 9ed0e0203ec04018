import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AttachmentFileLike } from '../attachmentPicker/attachmentPicker.machine';
import { callFailureOf, type CallFailure } from '../../contract/error-body';
import { fieldErrors } from '../../contract/rules';
import { odpovedVlozitSchema, type PracovisteVlakno } from '../../contract/staff';

/**
 * The insurer's answer in a thread (issue 34): 'Odpovědět' on the staff thread, text and
 * attachments, POST /prac/vlakna/{vlakno}/odpoved (multipart, files under `files`).
 *
 * - `editing`: the text arrives with `reply.change`, the attachment picker's files with
 *   `reply.filesChanged`; `reply.send` goes on only when the contract's schema
 *   (odpovedVlozitSchema) accepts the text, field messages otherwise.
 * - `sending`: the injected `sendReply` actor runs once per send. Its answer is the thread with the
 *   answer in it; `showThread` (supplied) puts it on the screen, and the form is empty again for
 *   the next answer (`editing`, with `sent` telling the screen that one went out).
 * - On failure: the server's field messages go back to the form; any other message stays in
 *   `failed` with 'Zkusit znovu' (`reply.retry`), the text kept; typing returns to the form.
 */

export interface StaffReplyContext {
  telo: string;
  files: readonly AttachmentFileLike[];
  fieldErrors: Record<string, string[]>;
  error: string | null;
  /** An answer has just gone out (the status line 'Odpověď byla odeslána.'), until the next typing. */
  sent: boolean;
}

export type StaffReplyEvent =
  | { type: 'reply.change'; telo: string }
  | { type: 'reply.filesChanged'; files: readonly AttachmentFileLike[] }
  | { type: 'reply.send' }
  | { type: 'reply.retry' };

/** What `sendReply` receives: the text as the schema outputs it, and the files. */
export interface StaffReplySendInput {
  telo: string;
  files: readonly AttachmentFileLike[];
}

const parse = (telo: string) => odpovedVlozitSchema.safeParse({ telo });
const hasFieldMessages = (chyby: Record<string, string[]> | undefined) => Object.keys(chyby ?? {}).some((key) => key !== '_form');

export const staffReplyMachine = setup({
  types: {
    context: {} as StaffReplyContext,
    events: {} as StaffReplyEvent,
  },
  actors: {
    /** Sends the answer; resolves with the thread as it is now, rejects with a CallFailure. */
    sendReply: fromPromise<PracovisteVlakno, StaffReplySendInput>(async () => {
      throw new Error('sendReply is supplied with .provide()');
    }),
  },
  actions: {
    keepText: assign((_, params: { telo: string }) => ({ telo: params.telo, sent: false })),
    // the picker reports its reset after a send too: only typing ends the 'sent' line
    keepFiles: assign((_, params: { files: readonly AttachmentFileLike[] }) => ({ files: params.files })),
    rejectText: assign(({ context }) => {
      const result = parse(context.telo);
      return { fieldErrors: result.success ? {} : fieldErrors(result.error) };
    }),
    clearMessages: assign({ fieldErrors: {}, error: null }),
    startOver: assign({ telo: '', files: [], fieldErrors: {}, error: null, sent: true }),
    showFieldErrors: assign((_, params: { failure: CallFailure }) => ({ fieldErrors: params.failure.chyby ?? {}, error: null })),
    showError: assign((_, params: { failure: CallFailure }) => ({
      error: params.failure.chyby?._form?.join(' ') || params.failure.message,
    })),
    /** Shows the thread the server answered (supplied by the app: the thread's cache and the inbox). */
    showThread: (_, _params: { thread: PracovisteVlakno }) => {},
  },
  guards: {
    textAccepted: ({ context }) => parse(context.telo).success,
    fieldsRejected: (_, params: { failure: CallFailure }) => hasFieldMessages(params.failure.chyby),
  },
}).createMachine({
  id: 'staffReply',
  description: [
    'The insurer’s answer in a thread: write → send → the thread shows it and the form is empty for the next one.',
    'The contract’s schema checks the text first; a failure keeps the text, with Zkusit znovu unless the server named a field.',
  ].join('\n\n'),
  context: { telo: '', files: [], fieldErrors: {}, error: null, sent: false },
  initial: 'editing',
  states: {
    editing: {
      description: "The form: 'Text odpovědi' and the attachments; ODESLAT checks the text with the contract schema.",
      on: {
        'reply.change': { actions: { type: 'keepText', params: ({ event }) => ({ telo: event.telo }) } },
        'reply.filesChanged': { actions: { type: 'keepFiles', params: ({ event }) => ({ files: event.files }) } },
        'reply.send': [{ guard: 'textAccepted', target: 'sending', actions: 'clearMessages' }, { actions: 'rejectText' }],
      },
    },
    sending: {
      description: 'The answer is sent once; the form is disabled.',
      invoke: {
        id: 'sendReply',
        src: 'sendReply',
        input: ({ context }) => ({ telo: parse(context.telo).data!.telo, files: context.files }),
        onDone: {
          target: 'editing',
          actions: [{ type: 'showThread', params: ({ event }) => ({ thread: event.output }) }, 'startOver'],
        },
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
      description: "The server's Czech message over the kept text: ZKUSIT_ZNOVU sends it again; typing returns to the form.",
      on: {
        'reply.retry': { target: 'sending', actions: 'clearMessages' },
        'reply.change': { target: 'editing', actions: { type: 'keepText', params: ({ event }) => ({ telo: event.telo }) } },
      },
    },
  },
});

export type StaffReplySnapshot = SnapshotFrom<typeof staffReplyMachine>;
export type StaffReplyStep = 'editing' | 'sending' | 'failed';

export function staffReplyStepOf(snapshot: StaffReplySnapshot): StaffReplyStep {
  return snapshot.value as StaffReplyStep;
}
