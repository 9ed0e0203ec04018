import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyStateMachine } from 'xstate';
import { sessionMachine, sessionStatusOf, type SessionInput, type SessionSnapshot } from '../../machines/session/session.machine';
import { decodeAccessToken, isRefreshValid, msUntil } from '../../machines/session/tokens';
import { controlledActors, describeMachine, flush, type End, type TransitionRow } from './harness';

const T0 = Date.parse('2025-06-05T10:00:00.000Z');
const TOLERANCE_S = 30;
const iso = (ms: number) => new Date(ms).toISOString();

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
function jwt(payload: { sub: string; jl: boolean; jp: boolean; pr?: string; exp: number }): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

// Tokens as login and refresh answer them.
const freshTokens = {
  accessToken: jwt({ sub: 'u1', jl: false, jp: true, exp: (T0 + 5 * 60_000) / 1000 }),
  refreshTokenExpirace: iso(T0 + 30 * 60_000),
};
const laterTokens = {
  accessToken: jwt({ sub: 'u1', jl: false, jp: true, exp: (T0 + 6 * 60_000) / 1000 }),
  refreshTokenExpirace: iso(T0 + 35 * 60_000),
};
const staleAccessTokens = {
  accessToken: jwt({ sub: 'u1', jl: true, jp: true, exp: (T0 + 10_000) / 1000 }),
  refreshTokenExpirace: iso(T0 + 20 * 60_000),
};
const refreshedTokens = {
  accessToken: jwt({ sub: 'u1', jl: false, jp: true, exp: (T0 + 10 * 60_000) / 1000 }),
  refreshTokenExpirace: iso(T0 + 40 * 60_000),
};
const expiredTokens = { accessToken: refreshedTokens.accessToken, refreshTokenExpirace: iso(T0 - 60_000) };
const emptyTokens = { accessToken: '', refreshTokenExpirace: '' };
const unauthorized = { status: 401, kind: 'http', message: 'HTTP 401' };
const noResponse = { status: 404, kind: 'no-response', message: 'Spojení se serverem je nedostupné.' };
const laterElsewhere = iso(T0 + 50 * 60_000);
const earlierElsewhere = iso(T0 + 60_000);

const inputs: Record<string, SessionInput> = {
  'nothing stored': { refreshTokenExpirace: null, toleranceS: TOLERANCE_S },
  'valid expiry stored': { refreshTokenExpirace: iso(T0 + 15 * 60_000), toleranceS: TOLERANCE_S },
  'expiry within the clock tolerance stored': { refreshTokenExpirace: iso(T0 + 20_000), toleranceS: TOLERANCE_S },
};

const received = (tokens: { accessToken: string; refreshTokenExpirace: string }) => ({ type: 'session.tokensReceived', ...tokens });

const events = {
  'session.tokensReceived': [received(freshTokens), received(staleAccessTokens), received(emptyTokens)],
  'session.tokenNeeded': [{ type: 'session.tokenNeeded' }],
  'session.unauthorized': [{ type: 'session.unauthorized' }],
  'session.logout': [{ type: 'session.logout' }],
  // another tab renewed the shared cookie: a later expiry is followed, an earlier one ignored
  'session.refreshedElsewhere': [
    { type: 'session.refreshedElsewhere', refreshTokenExpirace: laterElsewhere },
    { type: 'session.refreshedElsewhere', refreshTokenExpirace: earlierElsewhere },
  ],
  'xstate.done.actor.refreshTokens': [{ type: 'xstate.done.actor.refreshTokens', output: refreshedTokens }],
  'xstate.error.actor.refreshTokens': [
    { type: 'xstate.error.actor.refreshTokens', error: unauthorized },
    { type: 'xstate.error.actor.refreshTokens', error: noResponse },
  ],
  'xstate.done.actor.logoutService': [{ type: 'xstate.done.actor.logoutService', output: {} }],
  'xstate.error.actor.logoutService': [{ type: 'xstate.error.actor.logoutService', error: noResponse }],
};

/** The app's outside world as the machine sees it: session storage and what the browser was told to do. */
function world(machine: AnyStateMachine, input: unknown) {
  const stored = (input as SessionInput).refreshTokenExpirace;
  const storage = new Map<string, string>();
  if (stored) storage.set('zk.refreshTokenExpirace', stored);
  storage.set('zk.zastupIndex', '2');
  const log: string[] = [];
  const control = controlledActors(['refreshTokens', 'logoutService']);
  const provided = machine.provide({
    actors: control.actors,
    actions: {
      saveStoredExpiry: (_: unknown, params: { refreshTokenExpirace: string }) => {
        log.push('saveStoredExpiry');
        storage.set('zk.refreshTokenExpirace', params.refreshTokenExpirace);
      },
      clearStoredTokens: () => {
        log.push('clearStoredTokens');
        storage.delete('zk.refreshTokenExpirace');
      },
      clearStoredPersonIndex: () => {
        log.push('clearStoredPersonIndex');
        storage.delete('zk.zastupIndex');
      },
      alertSessionExpired: () => log.push('alert:Přihlášení vypršelo'),
      reloadPage: () => log.push('reload'),
    },
  } as never);
  return { machine: provided, control, storage, log };
}

type SessionWorld = ReturnType<typeof world>;
type SessionEnd = End<SessionWorld>;
const snapshotOf = (end: SessionEnd) => end.snapshot as unknown as SessionSnapshot;
const storedExpiry = (end: SessionEnd) => end.world.storage.get('zk.refreshTokenExpirace');

/** What the user sees in each state, whatever led there. */
function check(end: SessionEnd) {
  const snapshot = snapshotOf(end);
  const stored = storedExpiry(end);
  if (snapshot.matches('expired')) {
    expect(end.world.log.slice(-2)).toEqual(['alert:Přihlášení vypršelo', 'reload']);
    expect(stored).toBeUndefined();
  } else {
    expect(end.world.log).not.toContain('reload');
  }
  if (snapshot.matches('anonymous') || snapshot.matches('loggedOut') || snapshot.matches('expired')) {
    // nothing of the session is held any more
    expect(stored).toBeUndefined();
    expect(snapshot.context).toMatchObject({ accessToken: null, payload: null, refreshTokenExpirace: null });
  }
  if (snapshot.matches('authenticated')) {
    expect(stored).toBe(snapshot.context.refreshTokenExpirace);
    expect(isRefreshValid(stored, TOLERANCE_S, Date.now())).toBe(true);
  }
  if (snapshot.matches({ authenticated: 'idle' })) {
    expect(snapshot.context.payload).toEqual(decodeAccessToken(snapshot.context.accessToken));
    expect(snapshot.context.payload).toMatchObject({ sub: 'u1', jp: true });
  }
  if (snapshot.matches('loggedOut')) {
    expect(end.world.control.calls.logoutService).toHaveLength(1);
    expect(stored).toBeUndefined();
    expect(end.world.storage.has('zk.zastupIndex')).toBe(false);
  }
  const status = sessionStatusOf(snapshot);
  if (snapshot.matches('authenticated')) expect(status).toBe('authenticated');
  else if (snapshot.matches('loggingOut')) expect(status).toBe(snapshot.context.refreshTokenExpirace ? 'authenticated' : 'anonymous');
  else expect(status).toBe(typeof snapshot.value === 'string' ? snapshot.value : 'unknown');
}

const refreshCalls = (end: SessionEnd) => end.world.control.calls.refreshTokens.length;

/** The session-end timer runs to `expiry`: still signed in just before it, expired at it. */
async function expectSessionEndAt(end: SessionEnd, expiry: string) {
  await vi.advanceTimersByTimeAsync(Date.parse(expiry) - Date.now() - 1);
  expect(end.world.log, 'the session ended before its expiry').not.toContain('reload');
  await vi.advanceTimersByTimeAsync(1);
  expect(end.world.log.slice(-2), 'the session did not end at its expiry').toEqual(['alert:Přihlášení vypršelo', 'reload']);
}
const holdsAccessToken = (snapshot: { context: unknown }) => (snapshot.context as { accessToken: string | null }).accessToken !== null;
const holds = (tokens: { accessToken: string }) => (snapshot: { context: unknown }) =>
  (snapshot.context as { accessToken: string | null }).accessToken === tokens.accessToken;

const transitions: TransitionRow<SessionWorld>[] = [
  {
    from: '(start)',
    input: 'valid expiry stored',
    event: { type: 'xstate.init' },
    to: 'authenticated.refreshing',
    expect: (end) => {
      expect(refreshCalls(end)).toBe(1);
      expect(storedExpiry(end)).toBe(inputs['valid expiry stored'].refreshTokenExpirace);
    },
  },
  {
    from: '(start)',
    input: 'expiry within the clock tolerance stored',
    event: { type: 'xstate.init' },
    to: 'anonymous',
    expect: (end) => expect(end.world.log).toEqual(['clearStoredTokens']),
  },
  {
    from: 'anonymous',
    when: 'valid tokens from the login',
    event: received(freshTokens),
    to: 'authenticated.idle',
    expect: (end) => {
      expect(storedExpiry(end)).toBe(freshTokens.refreshTokenExpirace);
      expect(snapshotOf(end).context.accessToken).toBe(freshTokens.accessToken);
      expect(refreshCalls(end)).toBe(0);
    },
  },
  {
    from: 'anonymous',
    when: 'empty tokens',
    event: received(emptyTokens),
    to: 'anonymous',
    expect: (end) => expect(end.world.log).toEqual(['clearStoredTokens', 'clearStoredTokens']),
  },
  {
    from: 'anonymous',
    event: { type: 'session.logout' },
    to: 'loggingOut',
    expect: (end) => {
      expect(end.world.control.calls.logoutService).toHaveLength(1);
      expect(sessionStatusOf(snapshotOf(end))).toBe('anonymous');
    },
  },
  {
    from: 'authenticated.idle',
    when: 'new valid tokens',
    event: received(laterTokens),
    to: 'authenticated.idle',
    expect: (end) => {
      expect(storedExpiry(end)).toBe(laterTokens.refreshTokenExpirace);
      expect(snapshotOf(end).context.accessToken).toBe(laterTokens.accessToken);
    },
  },
  {
    from: 'authenticated.idle',
    when: 'empty tokens',
    event: received(emptyTokens),
    to: 'anonymous',
    expect: (end) => expect(end.world.log.at(-1)).toBe('clearStoredTokens'),
  },
  {
    from: 'authenticated.idle',
    when: 'an HTTP 401',
    event: { type: 'session.unauthorized' },
    to: 'anonymous',
    expect: (end) => expect(end.world.log.at(-1)).toBe('clearStoredTokens'),
  },
  {
    from: 'authenticated.idle',
    event: { type: 'session.logout' },
    to: 'loggingOut',
    expect: (end) => {
      expect(end.world.control.calls.logoutService).toHaveLength(1);
      expect(sessionStatusOf(snapshotOf(end))).toBe('authenticated');
    },
  },
  {
    from: 'authenticated.idle',
    when: 'the refresh token expires',
    reach: holds(freshTokens),
    event: { type: 'xstate.after.sessionEnd.session.authenticated' },
    to: 'expired',
    expect: () => expect(Date.now()).toBe(Date.parse(freshTokens.refreshTokenExpirace)),
  },
  {
    from: 'authenticated.idle',
    when: 'the access token is about to expire',
    reach: holds(staleAccessTokens),
    event: { type: 'session.tokenNeeded' },
    to: 'authenticated.refreshing',
    expect: (end) => expect(refreshCalls(end)).toBe(1),
  },
  {
    from: 'authenticated.idle',
    when: 'the access token is fresh',
    reach: holds(freshTokens),
    event: { type: 'session.tokenNeeded' },
    to: 'authenticated.idle',
    expect: (end) => expect(refreshCalls(end)).toBe(0),
  },
  {
    from: 'authenticated.idle',
    when: 'another tab renewed to a later expiry',
    reach: holds(freshTokens),
    event: { type: 'session.refreshedElsewhere', refreshTokenExpirace: laterElsewhere },
    to: 'authenticated.idle',
    expect: async (end) => {
      expect(storedExpiry(end)).toBe(laterElsewhere);
      expect(snapshotOf(end).context.accessToken).toBe(freshTokens.accessToken);
      expect(refreshCalls(end)).toBe(0);
      await expectSessionEndAt(end, laterElsewhere);
    },
  },
  {
    from: 'authenticated.idle',
    when: 'another tab sent an earlier expiry',
    reach: holds(freshTokens),
    event: { type: 'session.refreshedElsewhere', refreshTokenExpirace: earlierElsewhere },
    to: 'authenticated.idle',
    expect: (end) => expect(storedExpiry(end)).toBe(freshTokens.refreshTokenExpirace),
  },
  {
    from: 'authenticated.refreshing',
    when: 'new valid tokens',
    event: { type: 'xstate.done.actor.refreshTokens', output: refreshedTokens },
    to: 'authenticated.idle',
    expect: async (end) => {
      expect(storedExpiry(end)).toBe(refreshedTokens.refreshTokenExpirace);
      expect(snapshotOf(end).context.accessToken).toBe(refreshedTokens.accessToken);
      await expectSessionEndAt(end, refreshedTokens.refreshTokenExpirace);
    },
  },
  {
    from: 'authenticated.refreshing',
    when: 'tokens already expired',
    event: { type: 'xstate.done.actor.refreshTokens', output: expiredTokens },
    to: 'anonymous',
    expect: (end) => expect(end.world.log.at(-1)).toBe('clearStoredTokens'),
  },
  {
    from: 'authenticated.refreshing',
    when: 'an HTTP 401',
    event: { type: 'xstate.error.actor.refreshTokens', error: unauthorized },
    to: 'anonymous',
    expect: (end) => expect(end.world.log.at(-1)).toBe('clearStoredTokens'),
  },
  {
    from: 'authenticated.refreshing',
    when: 'no answer',
    event: { type: 'xstate.error.actor.refreshTokens', error: noResponse },
    to: 'authenticated.refreshFailed',
    expect: (end) => {
      expect(snapshotOf(end).context.refreshError).toEqual(noResponse);
      expect(storedExpiry(end)).toBeTruthy();
    },
  },
  {
    from: 'authenticated.refreshFailed',
    when: 'a caller needs a token',
    event: { type: 'session.tokenNeeded' },
    to: 'authenticated.refreshing',
    expect: (end) => expect(refreshCalls(end)).toBe(2),
  },
  {
    from: 'authenticated.refreshFailed',
    when: 'the retry pause passes',
    event: { type: 'xstate.after.refreshRetry.session.authenticated.refreshFailed' },
    to: 'authenticated.refreshing',
    expect: (end) => expect(refreshCalls(end)).toBe(2),
  },
  {
    from: 'authenticated.refreshFailed',
    when: 'another tab renewed, an access token held',
    reach: holdsAccessToken,
    event: { type: 'session.refreshedElsewhere', refreshTokenExpirace: laterElsewhere },
    to: 'authenticated.idle',
    expect: async (end) => {
      expect(storedExpiry(end)).toBe(laterElsewhere);
      expect(refreshCalls(end)).toBe(1);
      await expectSessionEndAt(end, laterElsewhere);
    },
  },
  {
    from: 'authenticated.refreshFailed',
    when: 'another tab sent an earlier expiry',
    reach: holdsAccessToken,
    event: { type: 'session.refreshedElsewhere', refreshTokenExpirace: earlierElsewhere },
    to: 'authenticated.refreshFailed',
    expect: (end) => expect(storedExpiry(end)).not.toBe(earlierElsewhere),
  },
  {
    from: 'loggingOut',
    when: 'the server answered',
    reach: (snapshot) => (snapshot.context as { refreshTokenExpirace: string | null }).refreshTokenExpirace !== null,
    event: { type: 'xstate.done.actor.logoutService', output: {} },
    to: 'loggedOut',
    expect: (end) => expect(end.world.log.slice(-2)).toEqual(['clearStoredTokens', 'clearStoredPersonIndex']),
  },
  {
    from: 'loggingOut',
    when: 'the call failed',
    reach: (snapshot) => (snapshot.context as { refreshTokenExpirace: string | null }).refreshTokenExpirace !== null,
    event: { type: 'xstate.error.actor.logoutService', error: noResponse },
    to: 'loggedOut',
    expect: (end) => expect(end.world.log.slice(-2)).toEqual(['clearStoredTokens', 'clearStoredPersonIndex']),
  },
  {
    from: 'loggedOut',
    when: 'signed in again',
    event: received(freshTokens),
    to: 'authenticated.idle',
    expect: (end) => expect(storedExpiry(end)).toBe(freshTokens.refreshTokenExpirace),
  },
  {
    from: 'loggedOut',
    when: 'empty tokens',
    event: received(emptyTokens),
    to: 'loggedOut',
    expect: (end) => expect(storedExpiry(end)).toBeUndefined(),
  },
];

describeMachine<SessionWorld>({ machine: sessionMachine, inputs, events, world, check, transitions, now: T0 });

describe('session timer and tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires the session-end timer exactly at the refresh token expiry', async () => {
    vi.useFakeTimers({ now: T0 });
    const w = world(sessionMachine, inputs['nothing stored']);
    const actor = createActor(w.machine, { input: inputs['nothing stored'] }).start();
    actor.send({ type: 'session.tokensReceived', ...freshTokens });
    await flush();
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
    vi.advanceTimersByTime(30 * 60_000 - 1);
    expect(w.log).not.toContain('reload');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('expired');
    expect(w.log.slice(-2)).toEqual(['alert:Přihlášení vypršelo', 'reload']);
  });

  it('re-arms the timer when a refresh slides the expiry', async () => {
    vi.useFakeTimers({ now: T0 });
    const w = world(sessionMachine, inputs['nothing stored']);
    const actor = createActor(w.machine, { input: inputs['nothing stored'] }).start();
    actor.send({ type: 'session.tokensReceived', ...staleAccessTokens });
    actor.send({ type: 'session.tokenNeeded' });
    expect(actor.getSnapshot().matches({ authenticated: 'refreshing' })).toBe(true);
    w.control.resolve('refreshTokens', refreshedTokens);
    await flush();
    vi.advanceTimersByTime(20 * 60_000); // the old expiry passes
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
    vi.advanceTimersByTime(20 * 60_000); // the new one
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('another tab’s renewal moves an idle tab’s expiry and timer along, without a refresh of its own', async () => {
    vi.useFakeTimers({ now: T0 });
    const w = world(sessionMachine, inputs['nothing stored']);
    const actor = createActor(w.machine, { input: inputs['nothing stored'] }).start();
    actor.send({ type: 'session.tokensReceived', ...freshTokens }); // expires at T0 + 30 min
    vi.advanceTimersByTime(25 * 60_000);
    actor.send({ type: 'session.refreshedElsewhere', refreshTokenExpirace: iso(T0 + 55 * 60_000) });
    expect(w.storage.get('zk.refreshTokenExpirace')).toBe(iso(T0 + 55 * 60_000));
    vi.advanceTimersByTime(10 * 60_000); // past this tab's own expiry
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
    expect(w.log).not.toContain('alert:Přihlášení vypršelo');
    expect(w.control.calls.refreshTokens).toHaveLength(0);
    vi.advanceTimersByTime(20 * 60_000);
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('decodes base64url payloads, including non-ASCII subjects', () => {
    const token = jwt({ sub: 'Dvořáková', jl: true, jp: false, exp: 1 });
    expect(decodeAccessToken(token)).toEqual({ sub: 'Dvořáková', jl: true, jp: false, exp: 1 });
    expect(decodeAccessToken('not-a-token')).toBeNull();
    expect(decodeAccessToken(null)).toBeNull();
  });

  it('reads the staff role (pr) when it is one the app knows, and ignores any other', () => {
    expect(decodeAccessToken(jwt({ sub: '7', jl: false, jp: false, pr: 'REFERENT', exp: 1 }))).toEqual({
      sub: '7',
      jl: false,
      jp: false,
      pr: 'REFERENT',
      exp: 1,
    });
    expect(decodeAccessToken(jwt({ sub: '7', jl: false, jp: false, pr: 'SPRAVCE', exp: 1 }))).toEqual({
      sub: '7',
      jl: false,
      jp: false,
      exp: 1,
    });
  });

  it('judges the refresh token with the clock tolerance', () => {
    expect(isRefreshValid(iso(T0 + 31_000), 30, T0)).toBe(true);
    expect(isRefreshValid(iso(T0 + 30_000), 30, T0)).toBe(false);
    expect(isRefreshValid('', 30, T0)).toBe(false);
    expect(msUntil(iso(T0 - 5), T0)).toBe(0);
  });
});
