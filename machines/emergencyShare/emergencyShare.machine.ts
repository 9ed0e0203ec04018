import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { z } from 'zod';
import { callFailureOf, type CallFailure } from '../../contract/error-body';
import { fieldErrors } from '../../contract/rules';
import { sdileniOdkazNovySchema, sdileniOdkazVytvoritSchema } from '../../contract/settings';

/**
 * A new share link of the emergency card (POST /emergentniOdkazy): choose how long it is valid
 * (1 hour to 7 days) and the card's language, create it, then show the link with its QR code —
 * once: the server keeps only the link's hash, so leaving the result loses the link (it can be
 * revoked from the list, and a new one made).
 *
 * - `choosing`: `share.change` keeps the values; `share.create` checks them with the contract's
 *   body schema: accepted → `creating`, else the messages and nothing sent;
 * - `creating`: the injected `create` actor makes the link, once per tap;
 * - `created`: the link, its QR and its validity; `share.again` chooses anew (the shown link is
 *   dropped from memory);
 * - failures: the server's field messages back on `choosing`; others `failed` with ZKUSIT_ZNOVU.
 */

/** The choice as the controls hold it (hours as text, '' for nothing chosen). */
export interface ShareValues {
  platnostHodin: string;
  jazyk: string;
}

export type CreatedShareLink = z.infer<typeof sdileniOdkazNovySchema>;

export interface EmergencyShareContext {
  values: ShareValues;
  body: unknown;
  fieldErrors: Record<string, string[]>;
  error: string | null;
  link: CreatedShareLink | null;
}

export type EmergencyShareEvent =
  | { type: 'share.change'; values: ShareValues }
  | { type: 'share.create' }
  | { type: 'share.retry' }
  | { type: 'share.back' }
  | { type: 'share.again' };

/** The usual choices offered: 1 hour, 1 day, 3 days, 7 days. */
export const shareValidityChoices = [1, 24, 72, 168] as const;
export const defaultShareValues: ShareValues = { platnostHodin: '24', jazyk: 'CS' };

const bodySchema = sdileniOdkazVytvoritSchema;
const check = (values: ShareValues) => {
  const result = bodySchema.safeParse(values);
  return result.success
    ? ({ success: true, data: result.data } as const)
    : ({ success: false, errors: fieldErrors(result.error) } as const);
};
const hasFieldMessages = (chyby: Record<string, string[]> | undefined) => Object.keys(chyby ?? {}).some((key) => key !== '_form');

export const emergencyShareMachine = setup({
  types: {
    input: {} as { values?: ShareValues },
    context: {} as EmergencyShareContext,
    events: {} as EmergencyShareEvent,
  },
  actors: {
    create: fromPromise<CreatedShareLink, { body: unknown }>(async () => {
      throw new Error('create is supplied with .provide()');
    }),
  },
  actions: {
    keepValues: assign((_, params: { values: ShareValues }) => ({ values: params.values })),
    accept: assign(({ context }) => {
      const result = check(context.values);
      return { body: result.success ? result.data : null, fieldErrors: {}, error: null };
    }),
    reject: assign(({ context }) => {
      const result = check(context.values);
      return { fieldErrors: result.success ? {} : result.errors };
    }),
    keepLink: assign((_, params: { link: CreatedShareLink }) => ({ link: params.link })),
    forgetLink: assign({ link: null, body: null }),
    showFieldErrors: assign((_, params: { failure: CallFailure }) => ({ fieldErrors: params.failure.chyby ?? {}, error: null })),
    showError: assign((_, params: { failure: CallFailure }) => ({
      error: params.failure.chyby?._form?.join(' ') || params.failure.message,
    })),
  },
  guards: {
    accepted: ({ context }) => check(context.values).success,
    fieldsRejected: (_, params: { failure: CallFailure }) => hasFieldMessages(params.failure.chyby),
  },
}).createMachine({
  id: 'emergencyShare',
  description: [
    'A new time-limited link to the emergency card: choose validity and language → create → the link with its QR code, shown once.',
    'Nothing is sent for a choice the contract refuses; each tap creates at most one link; a failure keeps the choice.',
  ].join('\n\n'),
  context: ({ input }) => ({ values: input.values ?? defaultShareValues, body: null, fieldErrors: {}, error: null, link: null }),
  initial: 'choosing',
  states: {
    choosing: {
      description: 'Validity (1 hour to 7 days) and language of the card; VYTVORIT_ODKAZ checks the choice.',
      on: {
        'share.change': { actions: { type: 'keepValues', params: ({ event }) => ({ values: event.values }) } },
        'share.create': [{ guard: 'accepted', target: 'creating', actions: 'accept' }, { actions: 'reject' }],
      },
    },
    creating: {
      invoke: {
        id: 'create',
        src: 'create',
        input: ({ context }) => ({ body: context.body }),
        onDone: { target: 'created', actions: { type: 'keepLink', params: ({ event }) => ({ link: event.output }) } },
        onError: [
          {
            guard: { type: 'fieldsRejected', params: ({ event }) => ({ failure: callFailureOf(event.error) }) },
            target: 'choosing',
            actions: { type: 'showFieldErrors', params: ({ event }) => ({ failure: callFailureOf(event.error) }) },
          },
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ failure: callFailureOf(event.error) }) } },
        ],
      },
    },
    failed: {
      description: "The server's message (e.g. too many valid links) with ZKUSIT_ZNOVU and ZPET.",
      on: { 'share.retry': { target: 'creating' }, 'share.back': { target: 'choosing' } },
    },
    created: {
      description: 'The link, its QR code and until when it is valid; copy and share; NOVY_ODKAZ starts again.',
      on: { 'share.again': { target: 'choosing', actions: 'forgetLink' } },
    },
  },
});

export type EmergencyShareSnapshot = SnapshotFrom<typeof emergencyShareMachine>;
export type EmergencyShareState = 'choosing' | 'creating' | 'failed' | 'created';
export const emergencyShareStateOf = (snapshot: EmergencyShareSnapshot): EmergencyShareState => snapshot.value as EmergencyShareState;
