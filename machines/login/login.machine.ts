import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { SessionTokens } from '../session/tokens';

/**
 * Login (document 1 §4 "Login", document 2 §7 "Authentication and devices").
 *
 * Step 1 — no ticket: `fetchLoginUrl` (GET /app/loginUrl) → `redirectToLogin(url)` sends the
 * browser there (`redirecting`); on failure `urlFailed` offers ZKUSIT_ZNOVU (`login.retry`).
 *
 * Step 2 — the identity page redirects back to `/prihlaseni?listek=<ticket>`: when the
 * login-redirect setting is absent the exchange runs at once; when it is present the screen
 * waits in `awaitingConfirmation` for the button 'Přihlásit se' (`login.confirm`).
 * `exchangeTicket` (POST /app/login with listek + aplikaceInfo) → `deliverTokens` hands the
 * tokens to the session → `done` (the view navigates to '/').
 *
 * On exchange failure `exchangeFailed` offers ZKUSIT_ZNOVU. A ticket is single-use and
 * short-lived, so retrying the same ticket cannot succeed: `login.retry` forgets it and restarts
 * from step 1 (a new login address, a new ticket).
 */

export interface LoginInput {
  /** The `listek` query parameter of `/prihlaseni`, when returning from the identity page. */
  listek?: string;
  /** True when the login-redirect setting is present in the runtime configuration. */
  waitForConfirmation: boolean;
}

export interface LoginContext {
  listek: string | null;
  waitForConfirmation: boolean;
  error: unknown;
}

export type LoginEvent = { type: 'login.retry' } | { type: 'login.confirm' };

export const loginMachine = setup({
  types: {
    input: {} as LoginInput,
    context: {} as LoginContext,
    events: {} as LoginEvent,
  },
  actors: {
    /** GET /app/loginUrl → { url }. */
    fetchLoginUrl: fromPromise<{ url: string }>(async () => {
      throw new Error('fetchLoginUrl is supplied with .provide()');
    }),
    /** POST /app/login { listek, aplikaceInfo } → tokens. */
    exchangeTicket: fromPromise<SessionTokens, { listek: string }>(async () => {
      throw new Error('exchangeTicket is supplied with .provide()');
    }),
  },
  actions: {
    rememberError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    forgetTicket: assign({ listek: null }),
    /** location.assign(url) (supplied by the app). */
    redirectToLogin: (_, _params: { url: string }) => {},
    /** Sends `session.tokensReceived` to the session actor (supplied by the app). */
    deliverTokens: (_, _params: { tokens: SessionTokens }) => {},
  },
  guards: {
    hasTicket: ({ context }) => context.listek !== null,
    confirmationRequired: ({ context }) => context.waitForConfirmation,
  },
}).createMachine({
  id: 'login',
  description: [
    'Step 1 (no ticket): GET /app/loginUrl and send the browser there; on failure ZKUSIT_ZNOVU.',
    "Step 2 (`/prihlaseni?listek=…`): when the login-redirect setting is absent from the runtime configuration the ticket is exchanged at once; when it is present the screen waits for the button 'Přihlásit se'.",
    'A ticket is single-use and short-lived: ZKUSIT_ZNOVU after a failed exchange does not resend it but starts again from step 1 (a new login address and a new ticket). The app keeps one login actor per ticket, so a remount (React StrictMode) never exchanges a ticket twice.',
  ].join('\n\n'),
  context: ({ input }) => ({
    listek: input.listek ? input.listek : null,
    waitForConfirmation: input.waitForConfirmation,
    error: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Step 1 without a ticket, step 2 with one.',
      always: [{ guard: 'hasTicket', target: 'ticket' }, { target: 'fetchingUrl' }],
    },
    ticket: {
      description: 'The login-redirect setting decides whether the exchange waits for the button.',
      always: [{ guard: 'confirmationRequired', target: 'awaitingConfirmation' }, { target: 'exchanging' }],
    },
    fetchingUrl: {
      description: 'GET /app/loginUrl.',
      entry: 'clearError',
      invoke: {
        id: 'fetchLoginUrl',
        src: 'fetchLoginUrl',
        onDone: { target: 'redirecting', actions: { type: 'redirectToLogin', params: ({ event }) => ({ url: event.output.url }) } },
        onError: { target: 'urlFailed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    redirecting: {
      description: 'The browser is leaving for the login address.',
    },
    urlFailed: {
      description: 'The error and the button ZKUSIT_ZNOVU.',
      on: { 'login.retry': { target: 'fetchingUrl' } },
    },
    awaitingConfirmation: {
      description: "The login-redirect setting is present: waits for the button 'Přihlásit se'.",
      on: { 'login.confirm': { target: 'exchanging' } },
    },
    exchanging: {
      description: 'POST /app/login with the ticket and aplikaceInfo.',
      entry: 'clearError',
      invoke: {
        id: 'exchangeTicket',
        src: 'exchangeTicket',
        input: ({ context }) => ({ listek: context.listek ?? '' }),
        onDone: { target: 'done', actions: { type: 'deliverTokens', params: ({ event }) => ({ tokens: event.output }) } },
        onError: { target: 'exchangeFailed', actions: { type: 'rememberError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    exchangeFailed: {
      description: 'The error and ZKUSIT_ZNOVU; a ticket works once, so retry starts again from step 1.',
      on: { 'login.retry': { target: 'fetchingUrl', actions: 'forgetTicket' } },
    },
    done: {
      description: "Tokens delivered to the session; the view navigates to '/'.",
      type: 'final',
    },
  },
});

export type LoginState = 'fetchingUrl' | 'redirecting' | 'urlFailed' | 'awaitingConfirmation' | 'exchanging' | 'exchangeFailed' | 'done';

const loginStates: readonly LoginState[] = [
  'fetchingUrl',
  'redirecting',
  'urlFailed',
  'awaitingConfirmation',
  'exchanging',
  'exchangeFailed',
  'done',
];

/** The state the view shows (the transient `start` / `ticket` states never rest). */
export function loginStateOf(snapshot: SnapshotFrom<typeof loginMachine>): LoginState {
  const value = snapshot.value as string;
  return (loginStates as readonly string[]).includes(value) ? (value as LoginState) : 'fetchingUrl';
}
