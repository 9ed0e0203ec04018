import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AplikaceInfo } from '../../../contract/app';
import { keepForEarlyRefresh, takeEarlyRefreshResponse, takeEarlyResponse } from '../../../src/lib/early-refresh';
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
/** A promise and its resolve (Node 20 has no Promise.withResolvers). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
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
    keepForEarlyRefresh(aplikaceInfo, '/api/');
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

  it('boot.js renews at the API the app used last without waiting for config.json; before the app kept one, where config.json says', async () => {
    sessionStorage.setItem(storageKeys.refreshTokenExpirace.key, new Date(Date.now() + 3_600_000).toISOString());
    keepForEarlyRefresh(aplikaceInfo, '/api/');
    const config = deferred<Response>();
    const fetchFn = vi.fn((url: string) => (String(url).endsWith('config.json') ? config.promise : Promise.resolve(new Response('{}'))));
    boot(fetchFn);
    await vi.waitFor(() => expect(fetchFn).toHaveBeenCalledWith(new URL('/api/app/refresh', location.href).href, expect.anything()));

    // an older app kept no API: the renewal waits for config.json and goes where it says
    localStorage.setItem(storageKeys.aplikaceInfo.key, JSON.stringify({ userAgent: navigator.userAgent, aplikaceInfo }));
    const laterConfig = deferred<Response>();
    const laterFetch = vi.fn((url: string) =>
      String(url).endsWith('config.json') ? laterConfig.promise : Promise.resolve(new Response('{}')),
    );
    boot(laterFetch);
    await Promise.resolve();
    expect(laterFetch).toHaveBeenCalledTimes(1);
    laterConfig.resolve(new Response(JSON.stringify({ nazev: 'ZK', apiUrl: '/jina-api' })));
    await vi.waitFor(() =>
      expect(laterFetch).toHaveBeenLastCalledWith(new URL('/jina-api/app/refresh', location.href).href, expect.anything()),
    );
    config.resolve(configAnswer());
  });

  it('the app does not take a renewal that went to another API than the one it asks', async () => {
    sessionStorage.setItem(storageKeys.refreshTokenExpirace.key, new Date(Date.now() + 3_600_000).toISOString());
    keepForEarlyRefresh(aplikaceInfo, '/stara-api');
    boot(vi.fn(async (url: string) => (String(url).endsWith('config.json') ? configAnswer() : new Response('{}'))));
    const early = takeEarlyRefreshResponse(new URL('/api/app/refresh', location.href).href, { method: 'POST' });
    await expect(early).rejects.toThrow();
  });

  it('boot.js does nothing without a live session or for another browser', () => {
    keepForEarlyRefresh(aplikaceInfo, '/api/');
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
    expect(bootScript).toContain(`'/uzivatel/zastupy'`);
  });
});

describe('the early represented persons', () => {
  type PersonsHolder = { __zkEarlyPersons?: { at: number; answer: Promise<{ token: string; response: Response }> } };
  const personsHolder = globalThis as PersonsHolder;
  /** An unsigned token with these claims: boot.js reads only its payload (the server checks the signature). */
  const tokenWith = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
  const zastupyUrl = new URL('/api/uzivatel/zastupy', location.href).href;

  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    delete holder.__zkEarlyRefresh;
    delete holder.__zkEarlyConfig;
    delete personsHolder.__zkEarlyPersons;
    sessionStorage.setItem(storageKeys.refreshTokenExpirace.key, new Date(Date.now() + 3_600_000).toISOString());
    keepForEarlyRefresh(aplikaceInfo, '/api/');
  });
  afterEach(() => vi.unstubAllGlobals());

  /** boot.js with a server that renews with `token`; returns the fetch mock. */
  function bootWithToken(token: string) {
    const persons = new Response(JSON.stringify({ seznamZastupu: [] }));
    const fetchFn = vi.fn(async (url: string, _init?: RequestInit) => {
      if (String(url).endsWith('config.json')) return configAnswer();
      if (String(url).endsWith('/app/refresh')) return new Response(JSON.stringify({ accessToken: token }));
      return persons;
    });
    boot(fetchFn);
    return { fetchFn, persons };
  }

  it('boot.js asks with the renewed token; the app takes that answer once, for the same call with the same token', async () => {
    const token = tokenWith({ sub: 'u1', jl: false, jp: true, exp: 2_000_000_000 });
    const { fetchFn, persons } = bootWithToken(token);
    // the app's renewal takes its answer first, as the session does
    const renewal = await takeEarlyResponse(new URL('/api/app/refresh', location.href).href, { method: 'POST' });
    expect(await renewal?.json()).toEqual({ accessToken: token });

    const taken = takeEarlyResponse(zastupyUrl, { method: 'GET', headers: { Authorization: `Bearer ${token}` } });
    await expect(taken).resolves.toBe(persons);
    expect(fetchFn).toHaveBeenLastCalledWith(
      zastupyUrl,
      expect.objectContaining({ method: 'GET', headers: expect.objectContaining({ Authorization: `Bearer ${token}` }) }),
    );
    expect(takeEarlyResponse(zastupyUrl, { method: 'GET', headers: { Authorization: `Bearer ${token}` } })).toBeNull();
  });

  it('the app does not take the answer for another token: its own request goes out', async () => {
    const token = tokenWith({ sub: 'u1', jl: false, jp: true, exp: 2_000_000_000 });
    bootWithToken(token);
    const taken = takeEarlyResponse(zastupyUrl, { method: 'GET', headers: { Authorization: 'Bearer another' } });
    await expect(taken).rejects.toThrow();
  });

  it('boot.js does not ask for a doctor without the insured role', async () => {
    const { fetchFn } = bootWithToken(tokenWith({ sub: 'd1', jl: true, jp: false, exp: 2_000_000_000 }));
    const taken = takeEarlyResponse(zastupyUrl, { method: 'GET', headers: { Authorization: 'Bearer x' } });
    await expect(taken).rejects.toThrow();
    expect(fetchFn.mock.calls.map(([url]) => String(url)).filter((url) => url.endsWith('/uzivatel/zastupy'))).toEqual([]);
  });

  it('the app takes only the represented persons, and not an answer older than a minute', () => {
    const answer = Promise.resolve({ token: 't', response: new Response('{}') });
    personsHolder.__zkEarlyPersons = { at: Date.now(), answer };
    expect(takeEarlyResponse('/api/uzivatel/zastupy', { method: 'POST' })).toBeNull();
    expect(takeEarlyResponse('/api/banery', { method: 'GET' })).toBeNull();
    personsHolder.__zkEarlyPersons = { at: Date.now() - 61_000, answer };
    expect(takeEarlyResponse('/api/uzivatel/zastupy', { method: 'GET' })).toBeNull();
    expect(personsHolder.__zkEarlyPersons).toBeUndefined();
  });
});
