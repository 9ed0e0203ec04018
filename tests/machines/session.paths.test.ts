import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionMachine, sessionStatusOf, type SessionInput } from '../../machines/session/session.machine';
import { decodeAccessToken, isRefreshValid, msUntil } from '../../machines/session/tokens';
import { controlledActors, definedStates, describePath, eventsFor, flush, reachedStates, replayPath } from './path-harness';

const T0 = Date.parse('2025-06-05T10:00:00.000Z');
const TOLERANCE_S = 30;
const iso = (ms: number) => new Date(ms).toISOString();

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
function jwt(payload: { sub: string; jl: boolean; jp: boolean; exp: number }): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

// Tokens as login and refresh answer them.
const freshTokens = {
  accessToken: jwt({ sub: 'u1', jl: false, jp: true, exp: (T0 + 5 * 60_000) / 1000 }),
  refreshTokenExpirace: iso(T0 + 30 * 60_000),
};
const staleAccessTokens = {
  accessToken: jwt({ sub: 'u1', jl: true, jp: true, exp: (T0 + 10_000) / 1000 }),
  refreshTokenExpirace: iso(T0 + 20 * 60_000),
};
const refreshedTokens = {
  accessToken: jwt({ sub: 'u1', jl: false, jp: true, exp: (T0 + 10 * 60_000) / 1000 }),
  refreshTokenExpirace: iso(T0 + 40 * 60_000),
};
const emptyTokens = { accessToken: '', refreshTokenExpirace: '' };
const unauthorized = { status: 401, kind: 'http', message: 'HTTP 401' };
const noResponse = { status: 404, kind: 'no-response', message: 'Spojení se serverem je nedostupné.' };

const inputs: Record<string, SessionInput> = {
  'nothing stored': { refreshTokenExpirace: null, toleranceS: TOLERANCE_S },
  'valid expiry stored (reload)': { refreshTokenExpirace: iso(T0 + 15 * 60_000), toleranceS: TOLERANCE_S },
  'expiry within the clock tolerance stored': { refreshTokenExpirace: iso(T0 + 20_000), toleranceS: TOLERANCE_S },
};

const events = {
  'session.tokensReceived': [
    { type: 'session.tokensReceived' as const, ...freshTokens },
    { type: 'session.tokensReceived' as const, ...staleAccessTokens },
    { type: 'session.tokensReceived' as const, ...emptyTokens },
  ],
  'session.tokenNeeded': [{ type: 'session.tokenNeeded' as const }],
  'session.unauthorized': [{ type: 'session.unauthorized' as const }],
  'session.logout': [{ type: 'session.logout' as const }],
  // another tab renewed the shared cookie: a later expiry is followed, an earlier one ignored
  'session.refreshedElsewhere': [
    { type: 'session.refreshedElsewhere' as const, refreshTokenExpirace: iso(T0 + 50 * 60_000) },
    { type: 'session.refreshedElsewhere' as const, refreshTokenExpirace: iso(T0 + 60_000) },
  ],
  'xstate.done.actor.refreshTokens': [{ type: 'xstate.done.actor.refreshTokens', output: refreshedTokens }],
  'xstate.error.actor.refreshTokens': [
    { type: 'xstate.error.actor.refreshTokens', error: unauthorized },
    { type: 'xstate.error.actor.refreshTokens', error: noResponse },
  ],
  'xstate.done.actor.logoutService': [{ type: 'xstate.done.actor.logoutService', output: {} }],
  'xstate.error.actor.logoutService': [{ type: 'xstate.error.actor.logoutService', error: noResponse }],
};

/** The app's outside world as the path sees it. */
function world(stored: string | null) {
  const storage = new Map<string, string>();
  if (stored) storage.set('zk.refreshTokenExpirace', stored);
  storage.set('zk.zastupIndex', '2');
  const log: string[] = [];
  const control = controlledActors(['refreshTokens', 'logoutService']);
  const machine = sessionMachine.provide({
    actors: control.actors as never,
    actions: {
      saveStoredExpiry: (_, params) => {
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
  });
  return { storage, log, control, machine };
}

type Path = ReturnType<typeof getShortestPaths<typeof sessionMachine>>[number];

function pathsFor(input: SessionInput, kind: 'shortest' | 'simple'): Path[] {
  const generate = kind === 'shortest' ? getShortestPaths : getSimplePaths;
  return generate(sessionMachine, { input, events: eventsFor(events) as never });
}

async function checkPath(path: Path, input: SessionInput) {
  const w = world(input.refreshTokenExpirace);
  const actor = await replayPath(path, w.machine, w.control, input);
  const snapshot = actor.getSnapshot();
  const last = path.steps[path.steps.length - 1].event as { type: string };
  const stored = w.storage.get('zk.refreshTokenExpirace');

  // What the user sees / what was sent at the end of the path.
  if (snapshot.matches('expired')) {
    expect(w.log.slice(-2)).toEqual(['alert:Přihlášení vypršelo', 'reload']);
    expect(stored).toBeUndefined();
    expect(sessionStatusOf(snapshot)).toBe('expired');
  } else {
    expect(w.log).not.toContain('reload');
  }
  if (snapshot.matches('anonymous')) {
    expect(stored).toBeUndefined();
    expect(snapshot.context.accessToken).toBeNull();
    expect(sessionStatusOf(snapshot)).toBe('anonymous');
    if (last.type === 'session.unauthorized' || last.type === 'xstate.error.actor.refreshTokens') {
      expect(w.log.at(-1)).toBe('clearStoredTokens');
    }
  }
  if (snapshot.matches('authenticated')) {
    expect(sessionStatusOf(snapshot)).toBe('authenticated');
    expect(stored).toBe(snapshot.context.refreshTokenExpirace);
    expect(isRefreshValid(stored, TOLERANCE_S, Date.now())).toBe(true);
  }
  if (last.type === 'session.refreshedElsewhere' && snapshot.matches('authenticated')) {
    // a later expiry from another tab is held (and stored, checked above); an earlier one is not
    const offered = Date.parse((last as unknown as { refreshTokenExpirace: string }).refreshTokenExpirace);
    expect(Date.parse(snapshot.context.refreshTokenExpirace!)).toBeGreaterThanOrEqual(offered);
  }
  if (snapshot.matches({ authenticated: 'idle' })) {
    const token = snapshot.context.accessToken;
    expect(token).toBeTruthy();
    expect(snapshot.context.payload).toEqual(decodeAccessToken(token));
    expect(snapshot.context.payload).toMatchObject({ sub: 'u1', jp: true });
    if (last.type === 'session.tokensReceived' || last.type === 'xstate.done.actor.refreshTokens') {
      expect(w.log.at(-1)).toBe('saveStoredExpiry');
    }
  }
  if (snapshot.matches({ authenticated: 'refreshing' })) {
    // The refresh call was made (after a reload, or for a caller whose token was about to expire).
    expect(w.control.calls.refreshTokens.length).toBeGreaterThan(0);
  }
  if (snapshot.matches({ authenticated: 'refreshFailed' })) {
    expect(snapshot.context.refreshError).toEqual(noResponse);
    expect(stored).toBeTruthy();
  }
  if (snapshot.matches('loggingOut')) {
    expect(w.control.calls.logoutService).toHaveLength(1);
  }
  if (snapshot.matches('loggedOut')) {
    // POST /app/logout was sent, then the stored index and tokens were cleared.
    expect(w.control.calls.logoutService).toHaveLength(1);
    expect(stored).toBeUndefined();
    expect(w.storage.has('zk.zastupIndex')).toBe(false);
    expect(w.log.slice(-2)).toEqual(['clearStoredTokens', 'clearStoredPersonIndex']);
    expect(sessionStatusOf(snapshot)).toBe('loggedOut');
  }
  actor.stop();
}

describe('session machine paths', () => {
  beforeAll(() => {
    vi.useFakeTimers({ now: T0 });
  });
  afterEach(() => {
    vi.clearAllTimers();
    vi.setSystemTime(T0);
  });

  for (const [name, input] of Object.entries(inputs)) {
    describe(`${name}: shortest paths`, () => {
      vi.useFakeTimers({ now: T0 });
      const paths = pathsFor(input, 'shortest');
      it('reaches every state', () => {
        expect(reachedStates(paths)).toEqual(definedStates(sessionMachine));
      });
      for (const path of paths) {
        it(describePath(path), async () => checkPath(path, input));
      }
    });
  }

  describe('simple paths to the session end and to logout', () => {
    vi.useFakeTimers({ now: T0 });
    const input = inputs['nothing stored'];
    const paths = pathsFor(input, 'simple').filter((path) => path.state.matches('expired') || path.state.matches('loggedOut'));
    it('exist', () => {
      expect(paths.length).toBeGreaterThan(3);
    });
    for (const path of paths) {
      it(describePath(path), async () => checkPath(path, input));
    }
  });
  vi.useRealTimers();
});

describe('session timer and tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('fires the session-end timer exactly at the refresh token expiry', async () => {
    vi.useFakeTimers({ now: T0 });
    const w = world(null);
    const actor = (await import('xstate')).createActor(w.machine, { input: inputs['nothing stored'] }).start();
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
    const w = world(null);
    const actor = (await import('xstate')).createActor(w.machine, { input: inputs['nothing stored'] }).start();
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
    const w = world(null);
    const actor = (await import('xstate')).createActor(w.machine, { input: inputs['nothing stored'] }).start();
    actor.send({ type: 'session.tokensReceived', ...freshTokens }); // expires at T0 + 30 min
    vi.advanceTimersByTime(25 * 60_000);
    actor.send({ type: 'session.refreshedElsewhere', refreshTokenExpirace: iso(T0 + 55 * 60_000) });
    expect(w.storage.get('zk.refreshTokenExpirace')).toBe(iso(T0 + 55 * 60_000));
    vi.advanceTimersByTime(10 * 60_000); // past this tab's own expiry
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
    expect(w.log).not.toContain('alert:Přihlášení vypršelo');
    expect(w.control.calls.refreshTokens).toHaveLength(0);
    expect(actor.getSnapshot().context.accessToken).toBe(freshTokens.accessToken);
    // an older expiry (a late message) changes nothing
    actor.send({ type: 'session.refreshedElsewhere', refreshTokenExpirace: iso(T0 + 40 * 60_000) });
    expect(w.storage.get('zk.refreshTokenExpirace')).toBe(iso(T0 + 55 * 60_000));
    vi.advanceTimersByTime(20 * 60_000);
    expect(actor.getSnapshot().value).toBe('expired');
  });

  it('decodes base64url payloads, including non-ASCII subjects', () => {
    const token = jwt({ sub: 'Dvořáková', jl: true, jp: false, exp: 1 });
    expect(decodeAccessToken(token)).toEqual({ sub: 'Dvořáková', jl: true, jp: false, exp: 1 });
    expect(decodeAccessToken('not-a-token')).toBeNull();
    expect(decodeAccessToken(null)).toBeNull();
  });

  it('judges the refresh token with the clock tolerance', () => {
    expect(isRefreshValid(iso(T0 + 31_000), 30, T0)).toBe(true);
    expect(isRefreshValid(iso(T0 + 30_000), 30, T0)).toBe(false);
    expect(isRefreshValid('', 30, T0)).toBe(false);
    expect(msUntil(iso(T0 - 5), T0)).toBe(0);
  });
});
