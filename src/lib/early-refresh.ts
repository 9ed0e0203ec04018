/**
 * The session's renewal that public/boot.js starts before the app's code has loaded, on a reload
 * of a tab with a live session: on a slow link the app's download is then off the path to the
 * first screen's data. boot.js sends the aplikaceInfo the app sent last (kept here, with the
 * browser it describes); the app's first renewal takes the early answer once, through the same
 * checks as any answer (src/app/runtime.ts). With the renewed access token boot.js then asks for
 * the represented persons, which every screen of an insured person waits for.
 */
import type { AplikaceInfo } from '../../contract/app';
import { appRefreshRoute, zastupyRoute } from '../../contract/boot-calls';
import { setStored } from './storage';

/** What boot.js leaves in a global for the app: when it started, and the answer-to-be. */
interface EarlyAnswer {
  /** Date.now() when boot.js started it. */
  at: number;
}

interface EarlyRefresh extends EarlyAnswer {
  /** The API it went to, without a trailing slash (absent: not checked). */
  apiBase?: Promise<string>;
  response: Promise<Response>;
}

/** An early answer older than this is not taken: the app's own call would have come long before. */
const EARLY_ANSWER_MAX_AGE_MS = 60_000;

/** The API's absolute address without a trailing slash, as boot.js builds its requests on it. */
function absoluteApiBase(apiUrl: string): string {
  return new URL(apiUrl.trim().replace(/\/+$/, '') || '/', globalThis.location?.href).href.replace(/\/+$/, '');
}

/**
 * Keeps what a login or a refresh sent and the API it went to, for boot.js to send the same on the
 * next reload without waiting for config.json.
 */
export function keepForEarlyRefresh(aplikaceInfo: AplikaceInfo, apiUrl: string): void {
  setStored('aplikaceInfo', { userAgent: globalThis.navigator?.userAgent ?? '', aplikaceInfo, apiBase: absoluteApiBase(apiUrl) });
}

/**
 * Takes `globalThis[name]` once, when this request is `method` on a path ending with `path` and
 * the early answer is not older than a minute; null otherwise (the request then goes out as usual).
 */
function takeOnce<T extends EarlyAnswer>(
  name: '__zkEarlyRefresh' | '__zkEarlyPersons',
  method: string,
  path: string,
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): { early: T; url: URL } | null {
  const holder = globalThis as Record<string, unknown>;
  const early = holder[name] as T | undefined;
  if (!early || (init?.method ?? 'GET') !== method) return null;
  const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location?.href);
  if (!url.pathname.endsWith(path)) return null;
  delete holder[name];
  return Date.now() - early.at <= EARLY_ANSWER_MAX_AGE_MS ? { early, url } : null;
}

/**
 * The answer of the renewal boot.js started, when this request is a renewal (POST …/app/refresh);
 * taken once, so every later renewal asks the server. When boot.js renewed at another API than
 * this request asks (config.json changed since the last visit), it rejects and the caller asks.
 */
export function takeEarlyRefreshResponse(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | null {
  const taken = takeOnce<EarlyRefresh>('__zkEarlyRefresh', 'POST', appRefreshRoute.path, input, init);
  if (!taken) return null;
  const { early, url } = taken;
  if (!early.apiBase) return early.response;
  return early.apiBase.then((apiBase) => {
    if (`${apiBase}${appRefreshRoute.path}` !== url.href) throw new Error('renewed at another API');
    return early.response;
  });
}

interface EarlyPersons extends EarlyAnswer {
  /** The represented persons' answer and the access token it was asked with. */
  answer: Promise<{ token: string; response: Response }>;
}

/**
 * The answer of GET …/uzivatel/zastupy that boot.js asked for with the early renewal's access
 * token, when this request is that call with that very token (so the same session, the same
 * person); taken once. Any other case, e.g. the app renewed on its own, rejects, and the caller
 * asks the server.
 */
export function takeEarlyPersonsResponse(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | null {
  const taken = takeOnce<EarlyPersons>('__zkEarlyPersons', 'GET', zastupyRoute.path, input, init);
  if (!taken) return null;
  const authorization = new Headers(init?.headers).get('Authorization');
  return taken.early.answer.then(({ token, response }) => {
    if (authorization !== `Bearer ${token}`) throw new Error('asked with another access token');
    return response;
  });
}

/** The answer boot.js fetched early for this request, if any (renewal or represented persons). */
export function takeEarlyResponse(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | null {
  return takeEarlyRefreshResponse(input, init) ?? takeEarlyPersonsResponse(input, init);
}
