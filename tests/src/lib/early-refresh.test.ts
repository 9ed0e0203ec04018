import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AplikaceInfo } from '../../../contract/app';
import { keepForEarlyRefresh, takeEarlyRefreshResponse } from '../../../src/lib/early-refresh';
import { storageKeys } from '../../../src/lib/storage';
import { REFRESH_LOCK } from '../../../src/app/runtime';

const bootScript = readFileSync('public/boot.js', 'utf8');
const aplikaceInfo: AplikaceInfo = {
  nazev: 'Zdravotní karta pojištěnce',
  verzeAplikace: '1.15.01',
  verzeBrowser: 'chrome Mozilla/5.0',
  verzeOs: 'Linux',
  instalaceId: 'abcdefghijklmnopqrstu',
  platforma: 'WEB',
};
type Holder = { __zkEarlyRefresh?: { at: number; response: Promise<Response> }; __zkEarlyConfig?: unknown };
const holder = globalThis as Holder;

/** Runs public/boot.js as the browser would, with this fetch. */
function boot(fetchFn: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchFn);
  new Function(bootScript)();
}
const configAnswer = () => new Response(JSON.stringify({ nazev: 'ZK', apiUrl: '/api/' }));

describe('the early session renewal', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    delete holder.__zkEarlyRefresh;
    delete holder.__zkEarlyConfig;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('boot.js renews a live session with what the app sent last, and the app takes that answer once', async () => {
    sessionStorage.setItem(storageKeys.refreshTokenExpirace.key, new Date(Date.now() + 3_600_000).toISOString());
    keepForEarlyRefresh(aplikaceInfo);
    const tokens = new Response(JSON.stringify({ accessToken: 'a' }));
    const fetchFn = vi.fn(async (url: string, _init?: RequestInit) => (String(url).endsWith('config.json') ? configAnswer() : tokens));
    boot(fetchFn);

    const refreshUrl = new URL('/api/app/refresh', location.href).href;
    const early = takeEarlyRefreshResponse(refreshUrl, { method: 'POST' });
    expect(early).not.toBeNull();
    await expect(early).resolves.toBe(tokens);
    expect(fetchFn).toHaveBeenLastCalledWith(refreshUrl, expect.objectContaining({ method: 'POST', credentials: 'same-origin' }));
    expect(JSON.parse(String(fetchFn.mock.lastCall?.[1]?.body))).toEqual({ aplikaceInfo });
    // once: a later renewal asks the server
    expect(takeEarlyRefreshResponse(refreshUrl, { method: 'POST' })).toBeNull();
  });

  it('boot.js does nothing without a live session or for another browser', () => {
    keepForEarlyRefresh(aplikaceInfo);
    const fetchFn = vi.fn(async () => configAnswer());
    boot(fetchFn);
    expect(holder.__zkEarlyRefresh).toBeUndefined();

    sessionStorage.setItem(storageKeys.refreshTokenExpirace.key, new Date(Date.now() - 1000).toISOString());
    boot(fetchFn);
    expect(holder.__zkEarlyRefresh).toBeUndefined();

    sessionStorage.setItem(storageKeys.refreshTokenExpirace.key, new Date(Date.now() + 3_600_000).toISOString());
    localStorage.setItem(storageKeys.aplikaceInfo.key, JSON.stringify({ userAgent: 'another browser', aplikaceInfo }));
    boot(fetchFn);
    expect(holder.__zkEarlyRefresh).toBeUndefined();
  });

  it('the app takes only a renewal, and not an answer older than a minute', () => {
    const response = Promise.resolve(new Response('{}'));
    holder.__zkEarlyRefresh = { at: Date.now(), response };
    expect(takeEarlyRefreshResponse('/api/app/refresh', { method: 'GET' })).toBeNull();
    expect(takeEarlyRefreshResponse('/api/uzivatel/zastupy', { method: 'POST' })).toBeNull();
    expect(takeEarlyRefreshResponse('/api/app/refresh', { method: 'POST' })).toBe(response);
    holder.__zkEarlyRefresh = { at: Date.now() - 61_000, response };
    expect(takeEarlyRefreshResponse('/api/app/refresh', { method: 'POST' })).toBeNull();
    expect(holder.__zkEarlyRefresh).toBeUndefined();
  });

  it('boot.js and the app agree on the names they share', () => {
    expect(bootScript).toContain(`'${REFRESH_LOCK}'`);
    expect(bootScript).toContain(`'${storageKeys.aplikaceInfo.key}'`);
    expect(bootScript).toContain(`'${storageKeys.refreshTokenExpirace.key}'`);
    expect(bootScript).toContain(`'/app/refresh'`);
  });
});
