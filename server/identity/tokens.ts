import { randomBytes, createHash } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { eq } from 'drizzle-orm';
import { serverSettings } from '../db/schema';
import type { IdentityDb } from './types';

export const ISSUER = 'zk';
export const ACCESS_AUDIENCE = 'zk-api';
export const REFRESH_AUDIENCE = 'zk-refresh';
const ALG = 'HS256';
const SETTINGS_KEY = 'jwt_secret';

/** Random, URL-safe identifier (tickets, session ids, refresh-token ids). */
export function randomId(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * The HS256 signing key: `config.jwtSecret` when set, otherwise a 32-byte key generated
 * once and kept in `server_settings` (so tokens survive restarts and all instances of a
 * scaled-out server share it). Insert-if-absent then read back, so two processes starting
 * together agree on one key.
 */
export async function loadSigningKey(db: IdentityDb, jwtSecret?: string | null): Promise<Uint8Array> {
  if (jwtSecret) return new TextEncoder().encode(jwtSecret);
  await db
    .insert(serverSettings)
    .values({ key: SETTINGS_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSettings.key });
  const rows = await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, SETTINGS_KEY));
  const stored = rows[0]?.value;
  if (!stored) throw new Error('Signing key could not be stored in server_settings');
  return new Uint8Array(Buffer.from(stored, 'base64url'));
}

export interface AccessClaims {
  userId: number;
  jl: boolean;
  jp: boolean;
  sessionId: string;
}

export async function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  ttlS: number,
  now = nowSeconds(),
): Promise<{ token: string; exp: number }> {
  const exp = now + ttlS;
  const token = await new SignJWT({ jl: claims.jl, jp: claims.jp, sid: claims.sessionId, typ: 'access' })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key);
  return { token, exp };
}

export async function signRefreshToken(
  key: Uint8Array,
  claims: { userId: number; sessionId: string; jti: string },
  exp: number,
  now = nowSeconds(),
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, typ: 'refresh' })
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setJti(claims.jti)
    .setIssuer(ISSUER)
    .setAudience(REFRESH_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key);
}

export interface VerifiedAccess {
  userId: number;
  jl: boolean;
  jp: boolean;
  sessionId: string;
}

function userIdOf(payload: JWTPayload): number | null {
  if (typeof payload.sub !== 'string' || !/^\d{1,10}$/.test(payload.sub)) return null;
  const id = Number(payload.sub);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Verifies an access token (signature, HS256 only, audience, issuer, expiry, typ). Null when any check fails. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<VerifiedAccess | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALG],
      audience: ACCESS_AUDIENCE,
      issuer: ISSUER,
      requiredClaims: ['exp', 'sub'],
    });
    if (payload.typ !== 'access') return null;
    const userId = userIdOf(payload);
    if (userId === null || typeof payload.sid !== 'string' || typeof payload.jl !== 'boolean' || typeof payload.jp !== 'boolean')
      return null;
    return { userId, jl: payload.jl, jp: payload.jp, sessionId: payload.sid };
  } catch {
    return null;
  }
}

export interface VerifiedRefresh {
  userId: number;
  sessionId: string;
  jti: string;
  exp: number;
}

function refreshClaims(payload: JWTPayload): VerifiedRefresh | null {
  if (payload.typ !== 'refresh') return null;
  const userId = userIdOf(payload);
  if (userId === null || typeof payload.sid !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
  return { userId, sessionId: payload.sid, jti: payload.jti, exp: payload.exp };
}

/**
 * Verifies a refresh token. With `allowExpired` (logout), a token whose only fault is its
 * expiry is still accepted: its signature and other claims have been checked by then.
 */
export async function verifyRefreshToken(
  key: Uint8Array,
  token: string,
  options: { allowExpired?: boolean } = {},
): Promise<VerifiedRefresh | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALG],
      audience: REFRESH_AUDIENCE,
      issuer: ISSUER,
      requiredClaims: ['exp', 'sub', 'jti'],
    });
    return refreshClaims(payload);
  } catch (error) {
    if (options.allowExpired && error instanceof joseErrors.JWTExpired) return refreshClaims(error.payload);
    return null;
  }
}
