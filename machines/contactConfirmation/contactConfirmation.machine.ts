import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { callFailureOf } from '../../contract/error-body';

/**
 * Confirming the e-mail address or the SMS number by a code (issue 35), one machine per contact.
 * The calls are the injected actors:
 *
 * - `send`: POST …/kontakty/{kontakt}/kod — the server sends a code (refusing with a Czech message
 *   under `kontakt` when asked too soon, too often, or when the contact is missing);
 * - `confirm`: POST …/kontakty/{kontakt}/potvrzeni with the code (a wrong, expired or used-up code
 *   is a Czech message under `kod`).
 *
 * idle → sending → codeSent → confirming → confirmed; a failed sending rests in `error` with
 * `retry` (send again) and `dismiss`; a refused code goes back to `codeSent` with the message next
 * to the field, where the person corrects it or asks for a new code (`resend`).
 */

export interface ContactConfirmationContext {
  /** The message of a failed sending ('error' state) or of a refused new code in codeSent. */
  error: string | null;
  /** The message next to the code field. */
  codeError: string | null;
  /** Whether a code was sent (a dismissed failure goes back to the code field then). */
  wasSent: boolean;
}

export type ContactConfirmationEvent =
  | { type: 'code.send' }
  | { type: 'code.resend' }
  | { type: 'code.confirm'; kod: string }
  | { type: 'code.retry' }
  | { type: 'code.dismiss' };

/** The Czech message a failure shows: the field's own message first, else the call's message. */
const messageOf = (error: unknown, field: 'kod' | 'kontakt') => {
  const failure = callFailureOf(error);
  return failure.chyby?.[field]?.[0] ?? failure.message;
};

export const contactConfirmationMachine = setup({
  types: {
    context: {} as ContactConfirmationContext,
    events: {} as ContactConfirmationEvent,
  },
  actors: {
    send: fromPromise<unknown>(async () => {
      throw new Error('send is supplied with .provide()');
    }),
    confirm: fromPromise<unknown, { kod: string }>(async () => {
      throw new Error('confirm is supplied with .provide()');
    }),
  },
  actions: {
    sent: assign({ error: null, codeError: null, wasSent: true }),
    sendFailed: assign((_, params: { error: unknown }) => ({ error: messageOf(params.error, 'kontakt') })),
    codeRefused: assign((_, params: { error: unknown }) => ({ codeError: messageOf(params.error, 'kod') })),
    clear: assign({ error: null, codeError: null }),
  },
  guards: {
    codeWasSent: ({ context }) => context.wasSent,
  },
}).createMachine({
  id: 'contactConfirmation',
  description: [
    'Confirming one contact (e-mail or SMS number) by a code: send it, enter it, confirmed.',
    'A failed sending shows its Czech message with ZKUSIT_ZNOVU; a refused code shows its message next to the field.',
  ].join('\n\n'),
  context: { error: null, codeError: null, wasSent: false },
  initial: 'idle',
  states: {
    idle: {
      description: 'Not confirmed: POSLAT_KOD sends a code.',
      on: { 'code.send': { target: 'sending', actions: 'clear' } },
    },
    sending: {
      description: 'The server sends the code (once per tap).',
      invoke: {
        id: 'send',
        src: 'send',
        onDone: { target: 'codeSent', actions: 'sent' },
        onError: { target: 'error', actions: { type: 'sendFailed', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    codeSent: {
      description: 'The code field with POTVRDIT; POSLAT_ZNOVU sends a new code (after the wait the server states).',
      on: {
        'code.confirm': { target: 'confirming', actions: 'clear' },
        'code.resend': { target: 'sending', actions: 'clear' },
      },
    },
    confirming: {
      description: 'The server checks the code.',
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ event }) => ({ kod: event.type === 'code.confirm' ? event.kod : '' }),
        onDone: { target: 'confirmed', actions: 'clear' },
        onError: { target: 'codeSent', actions: { type: 'codeRefused', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirmed: {
      description: 'Potvrzeno: notifications may go to this contact.',
      type: 'final',
    },
    error: {
      description: 'The code was not sent: the Czech message, ZKUSIT_ZNOVU sends again, ZAVRIT goes back.',
      on: {
        'code.retry': { target: 'sending', actions: 'clear' },
        'code.dismiss': [
          { guard: 'codeWasSent', target: 'codeSent', actions: 'clear' },
          { target: 'idle', actions: 'clear' },
        ],
      },
    },
  },
});

export type ContactConfirmationSnapshot = SnapshotFrom<typeof contactConfirmationMachine>;
export type ContactConfirmationState = 'idle' | 'sending' | 'codeSent' | 'confirming' | 'confirmed' | 'error';
export const contactConfirmationStateOf = (snapshot: ContactConfirmationSnapshot): ContactConfirmationState =>
  snapshot.value as ContactConfirmationState;
