import { randomBytes, createHash } from 'node:crypto';
import { staffRoles, type StaffRole } from '../../contract/enums';
import {
  SignJWT,
  decodeProtectedHeader,
  jwtVerify,
  errors as joseErrors,
  type JWSHeaderParameters,
  type JWTPayload,
  type JWTVerifyOptions,
} from 'jose';
import type { SigningKeySet } from './keys';

export type { SigningKeySet } from './keys';

export const ISSUER = 'zk';
export const ACCESS_AUDIENCE = 'zk-api';
export const REFRESH_AUDIENCE = 'zk-refresh';
const ALG = 'HS256';

/** Random, URL-safe identifier (tickets, session ids, refresh-token ids). */
export function randomId(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);

/** The key a token names in its header (`kid`); a token without one (signed before kids) tries every key. */
function verificationKey(keys: SigningKeySet) {
  return (header: JWSHeaderParameters): Uint8Array => {
    if (header.kid === undefined) return keys.current.key;
    const key = keys.byKid.get(header.kid);
    if (!key) throw new joseErrors.JWKSNoMatchingKey();
    return key;
  };
}

/** Verifies with the key of the token's kid; a token without a kid is tried with every listed key. */
async function verifyWithKeys(token: string, keys: SigningKeySet, options: JWTVerifyOptions) {
  let kid: string | undefined;
  try {
    kid = decodeProtectedHeader(token).kid;
  } catch {
    kid = undefined;
  }
  if (kid !== undefined || keys.byKid.size === 1) return jwtVerify(token, verificationKey(keys), options);
  let last: unknown = null;
  for (const key of keys.byKid.values()) {
    try {
      return await jwtVerify(token, key, options);
    } catch (error) {
      last = error;
      if (!(error instanceof joseErrors.JWSSignatureVerificationFailed)) break;
    }
  }
  throw last;
}

export interface AccessClaims {
  userId: number;
  jl: boolean;
  jp: boolean;
  /** The insurer's staff role (issue 34); absent from the token when null. */
  pr: StaffRole | null;
  sessionId: string;
}

export async function signAccessToken(
  keys: SigningKeySet,
  claims: AccessClaims,
  ttlS: number,
  now = nowSeconds(),
): Promise<{ token: string; exp: number }> {
  const exp = now + ttlS;
  const token = await new SignJWT({
    jl: claims.jl,
    jp: claims.jp,
    ...(claims.pr ? { pr: claims.pr } : {}),
    sid: claims.sessionId,
    typ: 'access',
  })
    .setProtectedHeader({ alg: ALG, typ: 'JWT', kid: keys.current.kid })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(ACCESS_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(keys.current.key);
  return { token, exp };
}

export async function signRefreshToken(
  keys: SigningKeySet,
  claims: { userId: number; sessionId: string; jti: string },
  exp: number,
  now = nowSeconds(),
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId, typ: 'refresh' })
    .setProtectedHeader({ alg: ALG, typ: 'JWT', kid: keys.current.kid })
    .setSubject(String(claims.userId))
    .setJti(claims.jti)
    .setIssuer(ISSUER)
    .setAudience(REFRESH_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(keys.current.key);
}

export interface VerifiedAccess {
  userId: number;
  jl: boolean;
  jp: boolean;
  pr: StaffRole | null;
  sessionId: string;
}

function userIdOf(payload: JWTPayload): number | null {
  if (typeof payload.sub !== 'string' || !/^\d{1,10}$/.test(payload.sub)) return null;
  const id = Number(payload.sub);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Access tokens whose signature and claims were already checked, per key set, until their expiry.
 * The HMAC check through WebCrypto was ~7 % of a cached per-person read's CPU on PGlite (issue 10);
 * a token is only ever presented again unchanged, so the same string passes the same checks until
 * `exp`. Revocation is not decided here: the session lookup after this still runs on every call.
 */
const verifiedAccess = new WeakMap<SigningKeySet, Map<string, { access: VerifiedAccess; exp: number }>>();
const maxVerifiedAccess = 10_000;

/** Verifies an access token (signature, HS256 only, audience, issuer, expiry, typ). Null when any check fails. */
export async function verifyAccessToken(keys: SigningKeySet, token: string): Promise<VerifiedAccess | null> {
  let known = verifiedAccess.get(keys);
  const hit = known?.get(token);
  if (hit) {
    if (hit.exp > nowSeconds()) return hit.access;
    known!.delete(token);
  }
  const access = await verifyAccessTokenOnce(keys, token);
  if (access) {
    if (!known) verifiedAccess.set(keys, (known = new Map()));
    if (known.size >= maxVerifiedAccess) known.clear();
    known.set(token, access);
  }
  return access?.access ?? null;
}

async function verifyAccessTokenOnce(keys: SigningKeySet, token: string): Promise<{ access: VerifiedAccess; exp: number } | null> {
  try {
    const { payload } = await verifyWithKeys(token, keys, {
      algorithms: [ALG],
      audience: ACCESS_AUDIENCE,
      issuer: ISSUER,
      requiredClaims: ['exp', 'sub'],
    });
    if (payload.typ !== 'access') return null;
    const userId = userIdOf(payload);
    if (userId === null || typeof payload.sid !== 'string' || typeof payload.jl !== 'boolean' || typeof payload.jp !== 'boolean')
      return null;
    const pr =
      payload.pr === undefined ? null : (staffRoles as readonly unknown[]).includes(payload.pr) ? (payload.pr as StaffRole) : undefined;
    if (pr === undefined) return null;
    return { access: { userId, jl: payload.jl, jp: payload.jp, pr, sessionId: payload.sid }, exp: payload.exp! };
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
  keys: SigningKeySet,
  token: string,
  options: { allowExpired?: boolean } = {},
): Promise<VerifiedRefresh | null> {
  try {
    const { payload } = await verifyWithKeys(token, keys, {
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
