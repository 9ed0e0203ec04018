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
