import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AccessTokenPayload } from '../../contract/app';
import { decodeAccessToken, isAccessTokenFresh, isRefreshValid, msUntil, type SessionTokens } from './tokens';

export * from './tokens';

/**
 * Session (document 1 §4 "Session" and "Logout", document 2 §4 and §8).
 *
 * - Starts `unknown`; the stored refresh-token expiry comes in as input (the app reads session
 *   storage before creating the actor) and is kept only while still valid
 *   (expiry − clock tolerance > now) → `authenticated`, otherwise → `anonymous`.
 * - Tokens (`session.tokensReceived` from the login flow, or the `refreshTokens` actor) are kept
 *   in memory; the refresh token's expiry is saved to session storage (`saveStoredExpiry`), or
 *   removed when empty (`clearStoredTokens`).
 * - A session-end timer (`sessionEnd` = expiry − now) is armed on every entry to `authenticated`;
 *   when it fires → `expired`: alert 'Přihlášení vypršelo', then reload.
 * - The access token is renewed by `refreshTokens` when it is missing (after a reload) and when a
 *   caller asks for a token that is about to expire (`session.tokenNeeded`).
 * - `session.unauthorized` (an HTTP 401) clears the stored tokens → `anonymous`.
 * - `session.logout` calls `logoutService`, then clears the stored represented-person index and
 *   the tokens → `loggedOut` (also when the call fails: the user asked to leave).
 * - Other tabs of the browser share the refresh cookie (issue 11): when one of them renewed it,
 *   `session.refreshedElsewhere` brings the new expiry, which is saved and re-arms the timer (an
 *   idle tab does not expire while the session lives on). The app runs the refreshes of all tabs
 *   one at a time (src/app/tab-sync.ts), so two tabs never send the same cookie.
 */

export interface SessionInput {
  /** The refresh token's expiry as stored in session storage (`zk.refreshTokenExpirace`). */
  refreshTokenExpirace: string | null;
  /** Clock tolerance in seconds (runtime configuration `toleranceHodinS`). */
  toleranceS: number;
}

export interface SessionContext {
  toleranceS: number;
  refreshTokenExpirace: string | null;
  accessToken: string | null;
  payload: AccessTokenPayload | null;
  /** Why the last renewal failed (not a 401); callers waiting for a token receive it. */
  refreshError: unknown;
}

export type SessionEvent =
  | ({ type: 'session.tokensReceived' } & SessionTokens)
  | { type: 'session.tokenNeeded' }
  | { type: 'session.unauthorized' }
  | { type: 'session.logout' }
  /** Another tab renewed the shared refresh cookie: its new expiry. */
  | { type: 'session.refreshedElsewhere'; refreshTokenExpirace: string };

export type SessionStatus = 'unknown' | 'anonymous' | 'authenticated' | 'expired' | 'loggedOut';

/** Pause before a failed renewal (no answer, 5xx) is tried again. */
export const REFRESH_RETRY_MS = 10_000;

const cleared = { refreshTokenExpirace: null, accessToken: null, payload: null, refreshError: null } as const;

/** Another tab's renewal: keep its later expiry and re-enter `authenticated` (the timer re-arms; the access token stays). */
const followOtherTab = {
  guard: {
    type: 'extendsExpiry',
    params: ({ event }: { event: SessionEvent }) => ({
      refreshTokenExpirace: event.type === 'session.refreshedElsewhere' ? event.refreshTokenExpirace : '',
    }),
  },
  target: '#session.authenticated',
  reenter: true,
  actions: [
    {
      type: 'keepExpiry',
      params: ({ event }: { event: SessionEvent }) => ({
        refreshTokenExpirace: event.type === 'session.refreshedElsewhere' ? event.refreshTokenExpirace : '',
      }),
    },
    {
      type: 'saveStoredExpiry',
      params: ({ event }: { event: SessionEvent }) => ({
        refreshTokenExpirace: event.type === 'session.refreshedElsewhere' ? event.refreshTokenExpirace : '',
      }),
    },
  ],
} as const;

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    /** POST /app/refresh (refresh token in the HttpOnly cookie); answers new tokens. */
    refreshTokens: fromPromise<SessionTokens>(async () => {
      throw new Error('refreshTokens is supplied with .provide()');
    }),
    /** POST /app/logout. */
    logoutService: fromPromise<unknown>(async () => {
      throw new Error('logoutService is supplied with .provide()');
    }),
  },
  actions: {
    acceptTokens: assign((_, params: { tokens: SessionTokens }) => ({
      refreshTokenExpirace: params.tokens.refreshTokenExpirace,
      accessToken: params.tokens.accessToken || null,
      payload: decodeAccessToken(params.tokens.accessToken),
      refreshError: null,
    })),
    forgetTokens: assign(() => ({ ...cleared })),
    keepExpiry: assign((_, params: { refreshTokenExpirace: string }) => ({ refreshTokenExpirace: params.refreshTokenExpirace })),
    rememberRefreshError: assign((_, params: { error: unknown }) => ({ refreshError: params.error })),
    /** Session storage write of `zk.refreshTokenExpirace` (supplied by the app). */
    saveStoredExpiry: (_, _params: { refreshTokenExpirace: string }) => {},
    /** Session storage removal of `zk.refreshTokenExpirace` (supplied by the app). */
    clearStoredTokens: () => {},
    /** Session storage removal of `zk.zastupIndex` (supplied by the app). */
    clearStoredPersonIndex: () => {},
    /** window.alert('Přihlášení vypršelo') (supplied by the app). */
    alertSessionExpired: () => {},
    /** location.reload() (supplied by the app). */
    reloadPage: () => {},
  },
  guards: {
    storedRefreshValid: ({ context }) => isRefreshValid(context.refreshTokenExpirace, context.toleranceS, Date.now()),
    receivedRefreshValid: ({ context }, params: { refreshTokenExpirace: string | null | undefined }) =>
      isRefreshValid(params.refreshTokenExpirace, context.toleranceS, Date.now()),
    hasAccessToken: ({ context }) => context.accessToken !== null,
    /** A valid expiry later than the one held (another tab's renewal). */
    extendsExpiry: ({ context }, params: { refreshTokenExpirace: string }) =>
      isRefreshValid(params.refreshTokenExpirace, context.toleranceS, Date.now()) &&
      Date.parse(params.refreshTokenExpirace) > Date.parse(context.refreshTokenExpirace ?? ''),
    accessTokenStale: ({ context }) => !isAccessTokenFresh(context.payload, context.toleranceS, Date.now()),
    isUnauthorizedError: (_, params: { error: unknown }) =>
      typeof params.error === 'object' && params.error !== null && (params.error as { status?: unknown }).status === 401,
  },
  delays: {
    /** The session-end timer: the refresh token's expiry − now. */
    sessionEnd: ({ context }) => msUntil(context.refreshTokenExpirace, Date.now()),
    /** A renewal that got no answer is tried again after this pause. */
    refreshRetry: REFRESH_RETRY_MS,
  },
}).createMachine({
  id: 'session',
  description: [
    'The session starts `unknown`; the refresh-token expiry stored in session storage is kept only while still valid (expiry − clock tolerance > now).',
    "The refresh token itself lives in an HttpOnly cookie; the client keeps the access token in memory and only the refresh token's expiry in session storage.",
    "The access token is renewed lazily: at once after a reload (the roles jl/jp come from it), and when a caller needs a token that is about to expire. A user who makes no calls is therefore not kept alive: the session-end timer fires at the refresh token's expiry, re-armed on every renewal (sliding expiry).",
    'A renewal answered with 401 ends the session like any 401; a renewal without an answer (or a 5xx) leaves the session on (`refreshFailed`): it is retried after 10 s, or at once when a caller needs a token.',
    'Logout ends in `loggedOut` also when the logout call fails: the user asked to leave. While the call runs, the status counts as `authenticated` if a refresh token was held.',
    "The tabs of one browser share the refresh cookie: the app runs their renewals one at a time, and a renewal in another tab (`session.refreshedElsewhere`) moves this tab's expiry and session-end timer along.",
  ].join('\n\n'),
  context: ({ input }) => ({
    toleranceS: input.toleranceS,
    refreshTokenExpirace: input.refreshTokenExpirace,
    accessToken: null,
    payload: null,
    refreshError: null,
  }),
  initial: 'unknown',
  states: {
    unknown: {
      description: 'Reads the stored refresh-token expiry; kept only while still valid.',
      always: [
        { guard: 'storedRefreshValid', target: 'authenticated' },
        { target: 'anonymous', actions: ['forgetTokens', 'clearStoredTokens'] },
      ],
    },
    anonymous: {
      description: 'No valid refresh token: the route guard sends the user to login.',
      on: {
        'session.tokensReceived': [
          {
            guard: { type: 'receivedRefreshValid', params: ({ event }) => ({ refreshTokenExpirace: event.refreshTokenExpirace }) },
            target: 'authenticated',
            actions: [
              { type: 'acceptTokens', params: ({ event }) => ({ tokens: event }) },
              { type: 'saveStoredExpiry', params: ({ event }) => ({ refreshTokenExpirace: event.refreshTokenExpirace }) },
            ],
          },
          { actions: ['forgetTokens', 'clearStoredTokens'] },
        ],
        'session.logout': { target: 'loggingOut' },
      },
    },
    authenticated: {
      description: 'A valid refresh token exists; the session-end timer runs to its expiry.',
      initial: 'checking',
      after: { sessionEnd: { target: 'expired' } },
      on: {
        'session.tokensReceived': [
          {
            guard: { type: 'receivedRefreshValid', params: ({ event }) => ({ refreshTokenExpirace: event.refreshTokenExpirace }) },
            target: 'authenticated',
            reenter: true,
            actions: [
              { type: 'acceptTokens', params: ({ event }) => ({ tokens: event }) },
              { type: 'saveStoredExpiry', params: ({ event }) => ({ refreshTokenExpirace: event.refreshTokenExpirace }) },
            ],
          },
          { target: 'anonymous', actions: ['forgetTokens', 'clearStoredTokens'] },
        ],
        'session.unauthorized': { target: 'anonymous', actions: ['forgetTokens', 'clearStoredTokens'] },
        'session.logout': { target: 'loggingOut' },
      },
      states: {
        checking: {
          description: 'After a reload only the refresh token exists: renew the access token at once.',
          always: [{ guard: 'hasAccessToken', target: 'idle' }, { target: 'refreshing' }],
        },
        idle: {
          description: 'An access token is in memory.',
          on: {
            'session.tokenNeeded': { guard: 'accessTokenStale', target: 'refreshing' },
            'session.refreshedElsewhere': { ...followOtherTab },
          },
        },
        refreshing: {
          description: 'POST /app/refresh; callers of getAccessToken wait here.',
          invoke: {
            id: 'refreshTokens',
            src: 'refreshTokens',
            onDone: [
              {
                guard: {
                  type: 'receivedRefreshValid',
                  params: ({ event }) => ({ refreshTokenExpirace: event.output.refreshTokenExpirace }),
                },
                target: '#session.authenticated',
                reenter: true,
                actions: [
                  { type: 'acceptTokens', params: ({ event }) => ({ tokens: event.output }) },
                  { type: 'saveStoredExpiry', params: ({ event }) => ({ refreshTokenExpirace: event.output.refreshTokenExpirace }) },
                ],
              },
              { target: '#session.anonymous', actions: ['forgetTokens', 'clearStoredTokens'] },
            ],
            onError: [
              {
                guard: { type: 'isUnauthorizedError', params: ({ event }) => ({ error: event.error }) },
                target: '#session.anonymous',
                actions: ['forgetTokens', 'clearStoredTokens'],
              },
              { target: 'refreshFailed', actions: { type: 'rememberRefreshError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        refreshFailed: {
          description: 'Renewal failed without a 401 (e.g. no connection): retried after a pause, or at once when a caller needs a token.',
          after: { refreshRetry: { target: 'refreshing' } },
          on: { 'session.tokenNeeded': { target: 'refreshing' }, 'session.refreshedElsewhere': { ...followOtherTab } },
        },
      },
    },
    loggingOut: {
      description: 'POST /app/logout; the session counts as live until the server answers.',
      invoke: {
        id: 'logoutService',
        src: 'logoutService',
        onDone: { target: 'loggedOut', actions: ['forgetTokens', 'clearStoredTokens', 'clearStoredPersonIndex'] },
        onError: { target: 'loggedOut', actions: ['forgetTokens', 'clearStoredTokens', 'clearStoredPersonIndex'] },
      },
    },
    loggedOut: {
      description: "The view goes to '/uzivatel/odhlasen' or to the configured demo logout address.",
      on: {
        'session.tokensReceived': [
          {
            guard: { type: 'receivedRefreshValid', params: ({ event }) => ({ refreshTokenExpirace: event.refreshTokenExpirace }) },
            target: 'authenticated',
            actions: [
              { type: 'acceptTokens', params: ({ event }) => ({ tokens: event }) },
              { type: 'saveStoredExpiry', params: ({ event }) => ({ refreshTokenExpirace: event.refreshTokenExpirace }) },
            ],
          },
        ],
      },
    },
    expired: {
      description: "The session-end timer fired: alert 'Přihlášení vypršelo', then reload.",
      entry: ['forgetTokens', 'clearStoredTokens', 'alertSessionExpired', 'reloadPage'],
    },
  },
});

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/**
 * The status views read. `loggingOut` counts as authenticated while a refresh token was held
 * (the server still has the session until it answers), otherwise as anonymous.
 */
export function sessionStatusOf(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('authenticated')) return 'authenticated';
  if (snapshot.matches('anonymous')) return 'anonymous';
  if (snapshot.matches('expired')) return 'expired';
  if (snapshot.matches('loggedOut')) return 'loggedOut';
  if (snapshot.matches('loggingOut')) return snapshot.context.refreshTokenExpirace ? 'authenticated' : 'anonymous';
  return 'unknown';
}
