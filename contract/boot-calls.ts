/**
 * The calls the app makes before its first screen — sign-in, token refresh, sign-out and the
 * represented persons — as zod-free routes, so the first download carries no zod (issue 10:
 * "no response parsing at boot"). contract/app.ts and contract/general.ts define the full calls
 * from these routes with their schemas, and check that the types below are the schemas' types.
 */
import { trustedCall } from './define';
import type { AccessTokenPayload, AplikaceInfo, Tokens } from './app';
import type { ZastupyOdpoved } from './general';

export const appLoginUrlRoute = trustedCall<undefined, { url: string }>({
  id: 'appLoginUrl',
  summary: 'Adresa přihlašovací stránky',
  method: 'GET',
  path: '/app/loginUrl',
  auth: 'none',
});

export const appLoginRoute = trustedCall<{ listek: string; aplikaceInfo: AplikaceInfo }, Tokens>({
  id: 'appLogin',
  summary: 'Výměna lístku za tokeny a registrace zařízení',
  method: 'POST',
  path: '/app/login',
  auth: 'none',
  bodyKind: 'json',
});

export const appRefreshRoute = trustedCall<{ aplikaceInfo: AplikaceInfo }, Tokens>({
  id: 'appRefresh',
  summary: 'Obnovení tokenů (refresh token v HttpOnly cookie)',
  method: 'POST',
  path: '/app/refresh',
  auth: 'refresh',
  bodyKind: 'json',
});

export const appLogoutRoute = trustedCall({
  id: 'appLogout',
  summary: 'Odhlášení: zneplatní relaci',
  method: 'POST',
  path: '/app/logout',
  auth: 'refresh',
});

export const zastupyRoute = trustedCall<undefined, ZastupyOdpoved>({
  id: 'zastupy',
  summary: 'Zastupované osoby přihlášeného uživatele',
  method: 'GET',
  path: '/uzivatel/zastupy',
  auth: 'access',
});

/** The check of `accessTokenPayloadSchema` (contract/app.ts) without zod: the claims the app reads from its access token. */
export function isAccessTokenPayload(value: unknown): value is AccessTokenPayload {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' && typeof claims.jl === 'boolean' && typeof claims.jp === 'boolean' && typeof claims.exp === 'number'
  );
}
