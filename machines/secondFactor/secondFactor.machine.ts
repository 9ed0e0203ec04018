import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { callFailureOf, type CallFailure } from '../../contract/error-body';
import { fieldErrors } from '../../contract/rules';
import { totpConfirmBodySchema, totpDisableBodySchema, type SecurityStatus, type TotpEnrolment } from '../../contract/security';

/**
 * 'Zabezpečení přihlášení' (issue 11): turning the second factor (TOTP) on and off.
 *
 * - `loading`: the account's state (`loadStatus`, GET /uzivatel/zabezpeceni) → `off` or `on`;
 *   a failure shows the message with ZKUSIT_ZNOVU (`security.retry`).
 * - `off` → `security.start` → `starting` (`startEnrolment`: a new secret, its QR code) →
 *   `enrolling`: the QR code and the secret as text; `security.confirm` with the first code from
 *   the app (checked with the contract's schema first) → `confirming` → `showingCodes`: the ten
 *   recovery codes, shown this once; `security.done` → `loading` (the new state). A wrong code
 *   returns to `enrolling` with the message under the field; `security.cancel` leaves the
 *   enrolment unconfirmed (the server forgets it) → `off`.
 * - `on` → `security.disable` with a code (or a recovery code) → `disabling` → `loading`; a wrong
 *   code returns to `on` with the message under the field.
 * Messages other than a field's (a limit, a lost connection) show above the form.
 */

export interface SecondFactorContext {
  status: SecurityStatus | null;
  enrolment: TotpEnrolment | null;
  /** Shown once, right after the second factor was turned on. */
  recoveryCodes: string[] | null;
  /** Messages by field ('kod'), from the schema or the server. */
  fieldErrors: Record<string, string[]>;
  /** A message for the whole step. */
  error: string | null;
  /** The accepted code being sent. */
  code: string;
}

export type SecondFactorEvent =
  | { type: 'security.retry' }
  | { type: 'security.start' }
  | { type: 'security.cancel' }
  | { type: 'security.confirm'; kod: string }
  | { type: 'security.done' }
  | { type: 'security.disable'; kod: string };

export type SecondFactorStep =
  'loading' | 'loadFailed' | 'off' | 'starting' | 'enrolling' | 'confirming' | 'showingCodes' | 'on' | 'disabling';

const empty = { fieldErrors: {}, error: null } as const;

function messagesOf(schema: typeof totpConfirmBodySchema | typeof totpDisableBodySchema, kod: string): Record<string, string[]> | null {
  const result = schema.safeParse({ kod });
  return result.success ? null : fieldErrors(result.error);
}

const hasFieldMessages = (failure: CallFailure) => Object.keys(failure.chyby ?? {}).some((key) => key !== '_form');
const generalMessage = (failure: CallFailure) => failure.chyby?._form?.join(' ') || failure.message;

export const secondFactorMachine = setup({
  types: {
    context: {} as SecondFactorContext,
    events: {} as SecondFactorEvent,
  },
  actors: {
    /** GET /uzivatel/zabezpeceni. */
    loadStatus: fromPromise<SecurityStatus>(async () => {
      throw new Error('loadStatus is supplied with .provide()');
    }),
    /** POST /uzivatel/zabezpeceni/totp. */
    startEnrolment: fromPromise<TotpEnrolment>(async () => {
      throw new Error('startEnrolment is supplied with .provide()');
    }),
    /** POST /uzivatel/zabezpeceni/totp/potvrzeni { kod } → the recovery codes. */
    confirmEnrolment: fromPromise<{ zalozniKody: string[] }, { kod: string }>(async () => {
      throw new Error('confirmEnrolment is supplied with .provide()');
    }),
    /** POST /uzivatel/zabezpeceni/totp/vypnuti { kod }. */
    disable: fromPromise<unknown, { kod: string }>(async () => {
      throw new Error('disable is supplied with .provide()');
    }),
  },
  actions: {
    keepStatus: assign((_, params: { status: SecurityStatus }) => ({ status: params.status, ...empty })),
    keepEnrolment: assign((_, params: { enrolment: TotpEnrolment }) => ({ enrolment: params.enrolment, ...empty })),
    keepRecoveryCodes: assign((_, params: { codes: string[] }) => ({ recoveryCodes: params.codes, enrolment: null, ...empty })),
    forgetEnrolment: assign({ enrolment: null, recoveryCodes: null, fieldErrors: {}, error: null }),
    acceptCode: assign((_, params: { kod: string }) => ({ code: params.kod.trim(), ...empty })),
    rejectConfirmCode: assign((_, params: { kod: string }) => ({
      fieldErrors: messagesOf(totpConfirmBodySchema, params.kod) ?? {},
      error: null,
    })),
    rejectDisableCode: assign((_, params: { kod: string }) => ({
      fieldErrors: messagesOf(totpDisableBodySchema, params.kod) ?? {},
      error: null,
    })),
    showFailure: assign((_, params: { failure: CallFailure }) =>
      hasFieldMessages(params.failure)
        ? { fieldErrors: params.failure.chyby ?? {}, error: null }
        : { fieldErrors: {}, error: generalMessage(params.failure) },
    ),
    clearMessages: assign({ ...empty }),
  },
  guards: {
    isOn: (_, params: { status: SecurityStatus }) => params.status.dvoufazoveOvereni,
    confirmCodeValid: (_, params: { kod: string }) => messagesOf(totpConfirmBodySchema, params.kod) === null,
    disableCodeValid: (_, params: { kod: string }) => messagesOf(totpDisableBodySchema, params.kod) === null,
  },
}).createMachine({
  id: 'secondFactor',
  description: [
    "'Zabezpečení přihlášení': the second factor (TOTP) of the signed-in account, for insured persons and doctors alike.",
    'Turning it on: a new secret with its QR code → the first code from the authenticator app confirms it → the ten recovery codes, shown once. Cancelling leaves the secret unconfirmed (the sign-in does not ask for codes).',
    'Turning it off needs a code from the app or a recovery code. Codes are checked with the contract schema before they are sent; wrong codes come back under the field, other messages above the form.',
  ].join('\n\n'),
  context: { status: null, enrolment: null, recoveryCodes: null, fieldErrors: {}, error: null, code: '' },
  initial: 'loading',
  states: {
    loading: {
      description: 'GET /uzivatel/zabezpeceni.',
      invoke: {
        id: 'loadStatus',
        src: 'loadStatus',
        onDone: [
          {
            guard: { type: 'isOn', params: ({ event }) => ({ status: event.output }) },
            target: 'on',
            actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) },
          },
          { target: 'off', actions: { type: 'keepStatus', params: ({ event }) => ({ status: event.output }) } },
        ],
        onError: {
          target: 'loadFailed',
          actions: { type: 'showFailure', params: ({ event }) => ({ failure: callFailureOf(event.error) }) },
        },
      },
    },
    loadFailed: {
      description: 'The message and ZKUSIT_ZNOVU.',
      on: { 'security.retry': { target: 'loading', actions: 'clearMessages' } },
    },
    off: {
      description: "Off: the button 'Zapnout dvoufázové ověření'.",
      on: { 'security.start': { target: 'starting' } },
    },
    starting: {
      description: 'POST /uzivatel/zabezpeceni/totp: a new secret.',
      entry: 'clearMessages',
      invoke: {
        id: 'startEnrolment',
        src: 'startEnrolment',
        onDone: { target: 'enrolling', actions: { type: 'keepEnrolment', params: ({ event }) => ({ enrolment: event.output }) } },
        onError: { target: 'off', actions: { type: 'showFailure', params: ({ event }) => ({ failure: callFailureOf(event.error) }) } },
      },
    },
    enrolling: {
      description: 'The QR code, the secret as text and the field for the first code.',
      on: {
        'security.confirm': [
          {
            guard: { type: 'confirmCodeValid', params: ({ event }) => ({ kod: event.kod }) },
            target: 'confirming',
            actions: { type: 'acceptCode', params: ({ event }) => ({ kod: event.kod }) },
          },
          { actions: { type: 'rejectConfirmCode', params: ({ event }) => ({ kod: event.kod }) } },
        ],
        'security.cancel': { target: 'off', actions: 'forgetEnrolment' },
      },
    },
    confirming: {
      description: 'POST /uzivatel/zabezpeceni/totp/potvrzeni with the first code.',
      invoke: {
        id: 'confirmEnrolment',
        src: 'confirmEnrolment',
        input: ({ context }) => ({ kod: context.code }),
        onDone: {
          target: 'showingCodes',
          actions: { type: 'keepRecoveryCodes', params: ({ event }) => ({ codes: event.output.zalozniKody }) },
        },
        onError: {
          target: 'enrolling',
          actions: { type: 'showFailure', params: ({ event }) => ({ failure: callFailureOf(event.error) }) },
        },
      },
    },
    showingCodes: {
      description: "On: the ten recovery codes, shown this once; 'Hotovo' goes on.",
      on: { 'security.done': { target: 'loading', actions: 'forgetEnrolment' } },
    },
    on: {
      description: 'On since …, with the recovery codes left; turning it off needs a code.',
      on: {
        'security.disable': [
          {
            guard: { type: 'disableCodeValid', params: ({ event }) => ({ kod: event.kod }) },
            target: 'disabling',
            actions: { type: 'acceptCode', params: ({ event }) => ({ kod: event.kod }) },
          },
          { actions: { type: 'rejectDisableCode', params: ({ event }) => ({ kod: event.kod }) } },
        ],
      },
    },
    disabling: {
      description: 'POST /uzivatel/zabezpeceni/totp/vypnuti with the code.',
      invoke: {
        id: 'disable',
        src: 'disable',
        input: ({ context }) => ({ kod: context.code }),
        onDone: { target: 'loading' },
        onError: { target: 'on', actions: { type: 'showFailure', params: ({ event }) => ({ failure: callFailureOf(event.error) }) } },
      },
    },
  },
});

export type SecondFactorSnapshot = SnapshotFrom<typeof secondFactorMachine>;

export function secondFactorStepOf(snapshot: SecondFactorSnapshot): SecondFactorStep {
  return snapshot.value as SecondFactorStep;
}
