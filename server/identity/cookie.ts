import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The refresh token travels only in this cookie (ADR 0003): HttpOnly (no script reads it),
 * Secure, SameSite=Strict, and scoped to the /api/app calls that need it. A `__Host-` name
 * would force Path=/ and send the token with every request, hence the `__Secure-` prefix.
 */
export const REFRESH_COOKIE = '__Secure-zk-refresh';
export const REFRESH_COOKIE_PATH = '/api/app';

const attributes = { path: REFRESH_COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'strict' } as const;

export function setRefreshCookie(reply: FastifyReply, token: string, maxAgeS: number): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...attributes, maxAge: Math.max(0, Math.floor(maxAgeS)) });
}

/** Removes the cookie (same name, path and attributes, Max-Age=0). */
export function clearRefreshCookie(reply: FastifyReply): void {
  reply.setCookie(REFRESH_COOKIE, '', { ...attributes, maxAge: 0 });
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies?.[REFRESH_COOKIE];
  return typeof value === 'string' && value.length > 0 && value.length < 4096 ? value : null;
}

/**
 * The browser binding of a sign-in (like OAuth's `state`): a random value in an HttpOnly cookie,
 * set by the sign-in page (and by the form post that mints a ticket, if it is missing). A ticket,
 * a second-step challenge and an OpenID Connect request store its SHA-256 and work only from the
 * browser that carries it, so a ticket minted in one browser cannot be redeemed in another.
 *
 * `__Host-` (Secure, no Domain, Path=/) keeps a sibling subdomain from planting its own value;
 * SameSite=Lax lets it come back with the top-level redirect from an OpenID Connect provider.
 */
export const BROWSER_COOKIE = '__Host-zk-prihlaseni';
/** Long enough for a slow sign-in (password, then the authenticator app or a provider's page). */
export const BROWSER_COOKIE_TTL_S = 30 * 60;

const browserAttributes = { path: '/', httpOnly: true, secure: true, sameSite: 'lax' } as const;
const BROWSER_VALUE = /^[A-Za-z0-9_-]{43}$/;

export function readBrowserBinding(request: FastifyRequest): string | null {
  const value = request.cookies?.[BROWSER_COOKIE];
  return typeof value === 'string' && BROWSER_VALUE.test(value) ? value : null;
}

/** The request's binding, or a new one set on the reply; its Max-Age is renewed either way. */
export function ensureBrowserBinding(request: FastifyRequest, reply: FastifyReply): string {
  const value = readBrowserBinding(request) ?? randomBytes(32).toString('base64url');
  reply.setCookie(BROWSER_COOKIE, value, { ...browserAttributes, maxAge: BROWSER_COOKIE_TTL_S });
  return value;
}

export function clearBrowserBinding(reply: FastifyReply): void {
  reply.setCookie(BROWSER_COOKIE, '', { ...browserAttributes, maxAge: 0 });
}
