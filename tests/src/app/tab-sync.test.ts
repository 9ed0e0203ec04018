import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createAppRuntime, REFRESH_LOCK, type AppRuntime } from '../../../src/app/runtime';
import { singleTab, type TabMessage, type TabSync } from '../../../src/app/tab-sync';

/**
 * Two tabs of one browser: two app runtimes sharing one refresh cookie. The fake server below
 * rotates the cookie on every refresh and, like the real one outside its grace window, ends the
 * session when a cookie comes back a second time.
 */

const NOW = Date.now();
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: Record<string, unknown>) => `${b64({ alg: 'HS256' })}.${b64(payload)}.sig`;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const config = { nazev: 'Zdravotní karta pojištěnce', apiUrl: '/api', toleranceHodinS: 30 };

/** The browser's one cookie jar and a server with single-use refresh cookies. */
function browserAndServer() {
  let cookie = 'c0';
  let issued = 0;
  const used = new Set<string>();
  let revoked = false;
  const refreshes: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${String(input)}`;
    if (key !== 'POST /api/app/refresh') return json({ seznamZastupu: [] });
    const sent = cookie; // the browser attaches the jar's cookie when the request leaves
    refreshes.push(sent);
    await new Promise((resolve) => setTimeout(resolve, 20)); // the network
    if (revoked || used.has(sent)) {
      revoked = true;
      return json({ status: 401, typ: 'NEPRIHLASEN', chybaId: 'x' }, 401);
    }
    used.add(sent);
    cookie = `c${++issued}`;
    const expiry = new Date(NOW + (30 + issued) * 60_000).toISOString();
    return json({
      accessToken: jwt({ sub: 'u1', jl: false, jp: true, exp: Math.floor((NOW + 5 * 60_000) / 1000) }),
      refreshTokenExpirace: expiry,
    });
  }) as typeof fetch;
  return { fetch: fetchFn, refreshes, isRevoked: () => revoked };
}

/** The browser's Web Locks and BroadcastChannel between tabs, in memory. */
function tabBus() {
  let queue: Promise<unknown> = Promise.resolve();
  const tabs: Array<(message: TabMessage) => void> = [];
  return (): TabSync => {
    let mine: ((message: TabMessage) => void) | null = null;
    return {
      exclusive(name, task) {
        expect(name).toBe(REFRESH_LOCK);
        const run = queue.then(task, task);
        queue = run.catch(() => undefined);
        return run;
      },
      announce(message) {
        for (const listener of tabs) if (listener !== mine) listener(message);
      },
      listen(listener) {
        mine = listener;
        tabs.push(listener);
        return () => tabs.splice(tabs.indexOf(listener), 1);
      },
    };
  };
}

const runtimes: AppRuntime[] = [];
function openTab(fetchFn: typeof fetch, tabs: TabSync): AppRuntime {
  const runtime = createAppRuntime({
    config,
    environment: { fetch: fetchFn, alert: () => {}, reload: () => {}, assign: () => {}, navigate: () => {}, notify: () => {}, tabs },
  });
  runtimes.push(runtime);
  return runtime;
}
const settled = (runtime: AppRuntime) =>
  waitFor(runtime.session, (s) => !s.matches({ authenticated: 'refreshing' }) && !s.matches({ authenticated: 'checking' }), {
    timeout: 2000,
  });

afterEach(() => {
  for (const runtime of runtimes.splice(0)) runtime.stop();
  sessionStorage.clear();
});

describe('sessions across tabs', () => {
  it('two tabs reloaded at once refresh one after the other, and both stay signed in', async () => {
    sessionStorage.setItem('zk.refreshTokenExpirace', new Date(NOW + 20 * 60_000).toISOString());
    const { fetch: fetchFn, refreshes, isRevoked } = browserAndServer();
    const bus = tabBus();
    const [first, second] = [openTab(fetchFn, bus()), openTab(fetchFn, bus())];
    first.start();
    second.start();
    const [a, b] = await Promise.all([settled(first), settled(second)]);
    expect(a.matches({ authenticated: 'idle' })).toBe(true);
    expect(b.matches({ authenticated: 'idle' })).toBe(true);
    // each refresh sent the cookie the previous one got
    expect(refreshes).toEqual(['c0', 'c1']);
    expect(isRevoked()).toBe(false);
    // and each tab knows the newest expiry (the one the later refresh set)
    expect(first.session.getSnapshot().context.refreshTokenExpirace).toBe(b.context.refreshTokenExpirace);
    expect(a.context.accessToken).toBeTruthy();
  });

  it('without the coordination the same cookie goes twice and the session ends (what the lock prevents)', async () => {
    sessionStorage.setItem('zk.refreshTokenExpirace', new Date(NOW + 20 * 60_000).toISOString());
    const { fetch: fetchFn, refreshes, isRevoked } = browserAndServer();
    const [first, second] = [openTab(fetchFn, singleTab), openTab(fetchFn, singleTab)];
    first.start();
    second.start();
    const states = await Promise.all([settled(first), settled(second)]);
    expect(refreshes).toEqual(['c0', 'c0']);
    expect(isRevoked()).toBe(true);
    expect(states.some((s) => s.matches('anonymous'))).toBe(true);
  });

  it('a logout in one tab signs the other tabs out', async () => {
    sessionStorage.setItem('zk.refreshTokenExpirace', new Date(NOW + 20 * 60_000).toISOString());
    const { fetch: fetchFn } = browserAndServer();
    const bus = tabBus();
    const [first, second] = [openTab(fetchFn, bus()), openTab(fetchFn, bus())];
    first.start();
    second.start();
    await Promise.all([settled(first), settled(second)]);
    first.session.send({ type: 'session.logout' });
    await waitFor(first.session, (s) => s.matches('loggedOut'), { timeout: 2000 });
    expect(second.session.getSnapshot().matches('anonymous')).toBe(true);
  });
});
