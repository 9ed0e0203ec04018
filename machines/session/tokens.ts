import type { AccessTokenPayload } from '../../contract/app';
import { isAccessTokenPayload } from '../../contract/boot-calls';
import { staffRoles, type StaffRole } from '../../contract/boot-enums';

/** What login and refresh answer (contract `tokensSchema`). */
export interface SessionTokens {
  accessToken: string;
  refreshTokenExpirace: string;
}

/** Longest delay a JS timer can hold (2^31 − 1 ms); longer timers would fire at once. */
export const MAX_TIMER_MS = 2_147_483_647;

/** Parses an ISO instant; null when absent or not a date. */
export function parseInstant(value: string | null | undefined): number | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * Document 1 §4: the user counts as logged in while a valid refresh token exists; validity is
 * judged from its expiry against the configured clock tolerance (expiry − tolerance > now).
 */
export function isRefreshValid(refreshTokenExpirace: string | null | undefined, toleranceS: number, now: number): boolean {
  const expiry = parseInstant(refreshTokenExpirace);
  return expiry !== null && expiry - toleranceS * 1000 > now;
}

/** The access token is usable while its exp (seconds) minus the clock tolerance is still ahead. */
export function isAccessTokenFresh(payload: AccessTokenPayload | null, toleranceS: number, now: number): boolean {
  return payload !== null && payload.exp * 1000 - toleranceS * 1000 > now;
}

/** Milliseconds until the session-end timer fires: the refresh token's expiry − now (≥ 0, within timer range). */
export function msUntil(refreshTokenExpirace: string | null | undefined, now: number): number {
  const expiry = parseInstant(refreshTokenExpirace);
  if (expiry === null) return 0;
  return Math.min(Math.max(0, expiry - now), MAX_TIMER_MS);
}

function base64UrlToText(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** A staff role the client knows; anything else (a role of a newer server) counts as none: the server decides on every call. */
function staffRoleOf(value: unknown): StaffRole | undefined {
  return (staffRoles as readonly unknown[]).includes(value) ? (value as StaffRole) : undefined;
}

/**
 * Reads the claims of a JWT access token (base64url JSON of the middle segment). The client does
 * not verify the signature — the server does on every call; the client only needs jl, jp, exp and
 * the staff role `pr` (issue 34; absent for insured persons and doctors).
 */
export function decodeAccessToken(token: string | null | undefined): AccessTokenPayload | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length < 2) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlToText(parts[1]));
    if (!isAccessTokenPayload(claims)) return null;
    const pr = staffRoleOf((claims as { pr?: unknown }).pr);
    return { sub: claims.sub, jl: claims.jl, jp: claims.jp, ...(pr ? { pr } : {}), exp: claims.exp };
  } catch {
    return null;
  }
}
