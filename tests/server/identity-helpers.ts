import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AplikaceInfo } from '../../contract/app';

/** Shared steps of the identity tests: drive the real HTTP flow through `inject`. */

export const COOKIE = '__Secure-zk-refresh';
/** The browser binding of a sign-in (server/identity/cookie.ts): a ticket works only with it. */
export const BROWSER_COOKIE = '__Host-zk-prihlaseni';

/** The binding cookie each ticket was minted with (`name=value`), as the browser that signed in would keep it. */
const browserOfTicket = new Map<string, string>();

/** `name=value` of the binding cookie a response set, if it set one. */
export function browserCookieOf(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((c) => c.name === BROWSER_COOKIE && c.value !== '');
  return cookie ? `${cookie.name}=${cookie.value}` : null;
}

export function newInstalaceId(): string {
  return randomBytes(16).toString('base64url').slice(0, 21);
}

export function aplikaceInfo(overrides: Partial<AplikaceInfo> = {}): AplikaceInfo {
  return {
    nazev: 'Zdravotní karta',
    verzeAplikace: '1.15.01',
    verzeBrowser: 'Chrome Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36',
    verzeOs: 'Linux',
    instalaceId: newInstalaceId(),
    platforma: 'WEB',
    ...overrides,
  };
}

/** Posts the sign-in form; `headers.cookie` plays a browser that already has its binding cookie. */
export function postForm(
  app: FastifyInstance,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    ...(remoteAddress ? { remoteAddress } : {}),
    url: '/api/identita/prihlaseni',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

export function ticketOf(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(303);
  const location = response.headers.location;
  expect(typeof location).toBe('string');
  const url = new URL(location as string, 'http://localhost');
  expect(url.pathname).toBe('/prihlaseni');
  const listek = url.searchParams.get('listek');
  expect(listek).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const browser = browserCookieOf(response);
  if (browser) browserOfTicket.set(listek as string, browser);
  return listek as string;
}

/** The binding cookie of the browser that got this ticket. */
export function browserOf(listek: string): string | undefined {
  return browserOfTicket.get(listek);
}

export async function ticketFor(app: FastifyInstance, login: string, password = 'demo'): Promise<string> {
  return ticketOf(await postForm(app, { uzivatelskeJmeno: login, heslo: password }));
}

/**
 * POST /api/app/login from the browser that got the ticket (its binding cookie), or from another
 * one: `browser` = a `name=value` cookie, or null for a browser without any.
 */
export function exchange(app: FastifyInstance, listek: string, info: AplikaceInfo = aplikaceInfo(), browser?: string | null) {
  const cookie = browser === undefined ? browserOfTicket.get(listek) : browser;
  return app.inject({ method: 'POST', url: '/api/app/login', payload: { listek, aplikaceInfo: info }, headers: cookie ? { cookie } : {} });
}

/** The refresh cookie set by a response: `name=value` for a Cookie header, and its attributes. */
export function refreshCookieOf(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((c) => c.name === COOKIE);
  if (!cookie) return null;
  return {
    pair: `${cookie.name}=${cookie.value}`,
    value: cookie.value,
    cookie,
    raw: ([] as string[]).concat(response.headers['set-cookie'] ?? []).find((h) => h.startsWith(`${COOKIE}=`)) ?? '',
  };
}

export interface Session {
  accessToken: string;
  cookie: string;
  info: AplikaceInfo;
  refreshTokenExpirace: string;
}

/** Password sign-in + ticket exchange on a device of its own (or the given one). */
export async function signIn(app: FastifyInstance, login: string, info: AplikaceInfo = aplikaceInfo()): Promise<Session> {
  const response = await exchange(app, await ticketFor(app, login), info);
  expect(response.statusCode, response.body).toBe(200);
  const cookie = refreshCookieOf(response);
  expect(cookie).not.toBeNull();
  const body = response.json() as { accessToken: string; refreshTokenExpirace: string };
  return { accessToken: body.accessToken, cookie: cookie!.pair, info, refreshTokenExpirace: body.refreshTokenExpirace };
}

export function refresh(app: FastifyInstance, cookie: string | null, info: AplikaceInfo = aplikaceInfo()) {
  return app.inject({ method: 'POST', url: '/api/app/refresh', payload: { aplikaceInfo: info }, headers: cookie ? { cookie } : {} });
}

export function logout(app: FastifyInstance, cookie: string | null) {
  return app.inject({ method: 'POST', url: '/api/app/logout', headers: cookie ? { cookie } : {} });
}

export function devices(app: FastifyInstance, accessToken: string) {
  return app.inject({ method: 'GET', url: '/api/autorizovanaZarizeni', headers: { authorization: `Bearer ${accessToken}` } });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
