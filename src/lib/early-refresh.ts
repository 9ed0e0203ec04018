/**
 * The session's renewal that public/boot.js starts before the app's code has loaded, on a reload
 * of a tab with a live session: on a slow link the app's download is then off the path to the
 * first screen's data. boot.js sends the aplikaceInfo the app sent last (kept here, with the
 * browser it describes); the app's first renewal takes the early answer once, through the same
 * checks as any answer (src/app/runtime.ts).
 */
import type { AplikaceInfo } from '../../contract/app';
import { appRefreshRoute } from '../../contract/boot-calls';
import { setStored } from './storage';

interface EarlyRefresh {
  /** Date.now() when boot.js started it. */
  at: number;
  response: Promise<Response>;
}

/** An early answer older than this is not taken: the app's first renewal would have come long before. */
const EARLY_REFRESH_MAX_AGE_MS = 60_000;

/** Keeps what a login or a refresh sent, for boot.js to send the same on the next reload. */
export function keepForEarlyRefresh(aplikaceInfo: AplikaceInfo): void {
  setStored('aplikaceInfo', { userAgent: globalThis.navigator?.userAgent ?? '', aplikaceInfo });
}

/**
 * The answer of the renewal boot.js started, when this request is a renewal (POST …/app/refresh);
 * taken once, so every later renewal asks the server.
 */
export function takeEarlyRefreshResponse(input: RequestInfo | URL, init?: RequestInit): Promise<Response> | null {
  const holder = globalThis as { __zkEarlyRefresh?: EarlyRefresh };
  const early = holder.__zkEarlyRefresh;
  if (!early || init?.method !== 'POST') return null;
  const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location?.href);
  if (!url.pathname.endsWith(appRefreshRoute.path)) return null;
  delete holder.__zkEarlyRefresh;
  return Date.now() - early.at <= EARLY_REFRESH_MAX_AGE_MS ? early.response : null;
}
