import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import {
  appLogin,
  appLoginUrl,
  appLogout,
  appRefresh,
  deviceDelete,
  devicesList,
  devicesSignOutOthers,
  type AplikaceInfo,
  type Tokens,
} from '../../contract/app';
import { messages } from '../../contract/messages';
import { registerCall, requireCaller } from '../routes/register';
import { HttpError } from '../plugins/errors';
import type { Caller, IdentityConfig, IdentityDb, IdentityDeps } from './types';
import { FailureLimiter } from './limiter';
import { loadSigningKeys, type SigningKeySet } from './keys';
import { nowSeconds, randomId, sha256, signAccessToken, signRefreshToken, verifyAccessToken, verifyRefreshToken } from './tokens';
import {
  consumeRefreshToken,
  consumeTicket,
  findUnusedToken,
  linkSuccessor,
  createSession,
  findSession,
  findUserRoles,
  isSessionLive,
  listDevices,
  pruneExpired,
  removeDevice,
  revokeOtherDevices,
  revokeSession,
  storeRefreshToken,
  touchDevice,
  upsertDevice,
  type SessionRow,
  type UserRoles,
} from './store';
import { clearBrowserBinding, clearRefreshCookie, readBrowserBinding, readRefreshCookie, setRefreshCookie } from './cookie';
import { registerSignInPage, SIGN_IN_PATH } from './sign-in';
import { registerSecurityRoutes } from './security-routes';
import { pruneOidcRequests, registerOidc } from './oidc';
import { pruneThrottle } from './throttle';
import { pruneChallenges } from './second-factor';
import { deviceExtrasOf, mergeDeviceRepeats } from '../services/settings/devices';
import { deviceLabel } from '../services/settings/device-name';
import { removePushOfDevice } from '../services/settings/push';
import { cachedAuth } from '../auth-cache';

export type { Caller, IdentityConfig, IdentityDb, IdentityDeps } from './types';
export { REFRESH_COOKIE, REFRESH_COOKIE_PATH, BROWSER_COOKIE } from './cookie';
export { SIGN_IN_PATH, SIGN_IN_CSS_PATH } from './sign-in';

/**
 * Failed ticket exchanges allowed per browser binding and minute, and failed refreshes per session
 * and minute. Neither counts per address: a request without the binding cookie, or without a
 * refresh token we signed, fails at once without any database work and spends nobody's bucket,
 * so bogus calls from one company NAT never block a colleague's sign-in or refresh.
 */
export const APP_LOGIN_FAILURE_LIMIT = 30;
export const APP_REFRESH_FAILURE_LIMIT = 30;
/** Default grace window (s) in which a refresh that lost a race gets the successor already issued. */
export const DEFAULT_REFRESH_GRACE_S = 20;

/**
 * Signing keys by database: the app's key set (`deps.signingKeys`, loaded by server/app.ts), else
 * loaded from the configuration once (server/identity/keys.ts), then shared by every request.
 */
const keys = new WeakMap<object, Promise<SigningKeySet>>();

function signingKey(deps: IdentityDeps): Promise<SigningKeySet> {
  if (deps.signingKeys) return Promise.resolve(deps.signingKeys);
  let key = keys.get(deps.db);
  if (!key) {
    key = Promise.resolve().then(() => loadSigningKeys(deps.config, { test: true }));
    keys.set(deps.db, key);
    key.catch(() => keys.delete(deps.db));
  }
  return key;
}

/** Absolute address when `publicUrl` is set, else the path (relative to the site root). */
export function publicAddress(config: Pick<IdentityConfig, 'publicUrl'>, path: string): string {
  return config.publicUrl ? `${config.publicUrl.replace(/\/+$/, '')}${path}` : path;
}

/**
 * Verifies the bearer access token of a request (HS256 only, audience `zk-api`, issuer,
 * expiry, `typ: 'access'`) and that its session is neither revoked nor past its absolute end
 * (one primary-key lookup, cached on the embedded database: server/auth-cache.ts). Returns the caller, or null (the adapter answers 401).
 */
export async function authenticateAccess(request: FastifyRequest, deps: IdentityDeps): Promise<Caller | null> {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)\s*$/.exec(header);
  if (!match) return null;
  const verified = await verifyAccessToken(await signingKey(deps), match[1]);
  if (!verified) return null;
  const session = await cachedAuth(deps.db, 'sessions', verified.sessionId, () => findSession(deps.db, verified.sessionId));
  if (!isSessionLive(session) || session.userId !== verified.userId) return null;
  return {
    userId: verified.userId,
    jl: verified.jl,
    jp: verified.jp,
    pr: verified.pr,
    sessionId: session.id,
    instalaceId: session.instalaceId,
  };
}

interface Issued {
  body: Tokens;
  refreshToken: string;
  refreshMaxAgeS: number;
  jti: string;
}

/**
 * New access + refresh tokens for a live session. The refresh token's expiry slides by
 * `refreshTtlS` but never passes the session's absolute end. Null when that end has come.
 */
async function issueTokens(deps: IdentityDeps, key: SigningKeySet, user: UserRoles, session: SessionRow): Promise<Issued | null> {
  const now = nowSeconds();
  const absoluteEnd = Math.floor(session.absoluteExpiresAt.getTime() / 1000);
  const refreshExp = Math.min(now + deps.config.refreshTtlS, absoluteEnd);
  if (refreshExp <= now) return null;
  const jti = randomId(24);
  await storeRefreshToken(deps.db, jti, session.id, new Date(refreshExp * 1000));
  const refreshToken = await signRefreshToken(key, { userId: user.id, sessionId: session.id, jti }, refreshExp, now);
  const access = await signAccessToken(
    key,
    { userId: user.id, jl: user.jl, jp: user.jp, pr: user.pr, sessionId: session.id },
    deps.config.accessTtlS,
    now,
  );
  return {
    body: { accessToken: access.token, refreshTokenExpirace: new Date(refreshExp * 1000).toISOString() },
    refreshToken,
    refreshMaxAgeS: refreshExp - now,
    jti,
  };
}

/**
 * The tokens of a successor that was already issued (a refresh that lost a race within the grace
 * window): the same refresh-token id and expiry, signed again, and a fresh access token.
 */
async function reissueSuccessor(
  deps: IdentityDeps,
  key: SigningKeySet,
  user: UserRoles,
  session: SessionRow,
  successor: { jti: string; expiresAt: Date },
): Promise<Issued | null> {
  const now = nowSeconds();
  const refreshExp = Math.floor(successor.expiresAt.getTime() / 1000);
  if (refreshExp <= now) return null;
  const refreshToken = await signRefreshToken(key, { userId: user.id, sessionId: session.id, jti: successor.jti }, refreshExp, now);
  const access = await signAccessToken(
    key,
    { userId: user.id, jl: user.jl, jp: user.jp, pr: user.pr, sessionId: session.id },
    deps.config.accessTtlS,
    now,
  );
  return {
    body: { accessToken: access.token, refreshTokenExpirace: new Date(refreshExp * 1000).toISOString() },
    refreshToken,
    refreshMaxAgeS: refreshExp - now,
    jti: successor.jti,
  };
}

function unauthorized(reply: FastifyReply, detail: string = messages.unauthorized): HttpError {
  clearRefreshCookie(reply);
  return new HttpError(401, 'NEPRIHLASEN', detail);
}

function tooManyRequests(retryAfterS: number): HttpError {
  return new HttpError(429, 'LIMIT', messages.tooManyRequests, { headers: { 'retry-after': String(retryAfterS) } });
}

/**
 * Registers the identity part of the server: the sign-in page and its stylesheet, the
 * `/api/app/*` calls (login URL, ticket exchange, refresh, logout) and the device calls.
 */
export async function registerIdentity(app: FastifyInstance, deps: IdentityDeps): Promise<void> {
  if (!app.hasDecorator('parseCookie')) await app.register(fastifyCookie);
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(fastifyFormbody);

  const key = await signingKey(deps);
  const { db, config } = deps;

  let lastPrune = 0;
  const pruneNowAndThen = (): void => {
    const now = Date.now();
    if (now - lastPrune < 10 * 60 * 1000) return;
    lastPrune = now;
    Promise.all([pruneExpired(db), pruneThrottle(db), pruneChallenges(db), pruneOidcRequests(db)]).catch((error: unknown) =>
      app.log.warn({ err: error }, 'identity: pruning expired rows failed'),
    );
  };

  const oidc = config.oidc ?? null;
  const page = await registerSignInPage(app, deps, { oidcLabel: oidc?.buttonLabel ?? null });
  if (oidc) registerOidc(app, deps, oidc, page);
  registerSecurityRoutes(app, deps);

  const loginFailures = new FailureLimiter('app-login', APP_LOGIN_FAILURE_LIMIT, deps.counters);
  const refreshFailures = new FailureLimiter('app-refresh', APP_REFRESH_FAILURE_LIMIT, deps.counters);
  const graceMs = Math.max(0, config.refreshGraceS ?? DEFAULT_REFRESH_GRACE_S) * 1000;

  registerCall(app, appLoginUrl, async () => ({ url: publicAddress(config, SIGN_IN_PATH) }));

  registerCall(app, appLogin, async ({ body, request, reply }) => {
    const { listek, aplikaceInfo } = body;
    // The ticket works only in the browser that signed in (its binding cookie, cookie.ts).
    const browser = readBrowserBinding(request);
    const bucket = browser ? sha256(browser) : null;
    const loginBlockedS = bucket ? await loginFailures.blockedForS(bucket) : null;
    if (loginBlockedS !== null) throw tooManyRequests(loginBlockedS);
    const outcome = await consumeTicket(db, listek, browser ?? '');
    if (outcome === 'otherBrowser' || outcome === 'invalid') {
      if (bucket) await loginFailures.hit(bucket);
      if (outcome === 'otherBrowser') request.log.warn('identity: ticket presented by another browser');
      deps.audit?.recordAuthEvent({
        event: outcome === 'otherBrowser' ? 'LISTEK_JINY_PROHLIZEC' : 'LISTEK_NEPLATNY',
        result: 'ODEPRENO',
        clientAddress: request.ip,
      });
      throw unauthorized(reply, outcome === 'otherBrowser' ? messages.ticketOtherBrowser : messages.ticketInvalid);
    }
    const user = await findUserRoles(db, outcome.userId);
    if (!user) throw unauthorized(reply, messages.ticketInvalid);
    const issued = await db.transaction(async (tx) => {
      const txDeps: IdentityDeps = { db: tx as unknown as IdentityDb, config };
      await upsertDevice(txDeps.db, user.id, aplikaceInfo);
      const session = await createSession(txDeps.db, user.id, aplikaceInfo.instalaceId, config.sessionMaxS);
      // The new session and its audit row together.
      await deps.audit?.recordAuthEventIn(txDeps.db, {
        event: 'LISTEK_VYMENEN',
        result: 'POVOLENO',
        userId: user.id,
        sessionId: session.id,
        clientAddress: request.ip,
      });
      return issueTokens(txDeps, key, user, session);
    });
    if (!issued) throw unauthorized(reply, messages.ticketInvalid);
    pruneNowAndThen();
    clearBrowserBinding(reply);
    setRefreshCookie(reply, issued.refreshToken, issued.refreshMaxAgeS);
    return issued.body;
  });

  type RefreshResult = { kind: 'issued'; issued: Issued } | { kind: 'grace'; issued: Issued } | { kind: 'reused' } | { kind: 'failed' };

  registerCall(app, appRefresh, async ({ body, request, reply }) => {
    const { aplikaceInfo } = body;
    // No cookie, or a token we did not sign: refused before any database work, counted nowhere.
    const token = readRefreshCookie(request);
    if (!token) throw unauthorized(reply, messages.sessionExpired);
    const claims = await verifyRefreshToken(key, token);
    if (!claims) throw unauthorized(reply, messages.sessionExpired);
    const refreshBlockedS = await refreshFailures.blockedForS(claims.sessionId);
    if (refreshBlockedS !== null) throw tooManyRequests(refreshBlockedS);

    const result = await db.transaction(async (tx): Promise<RefreshResult> => {
      const txDb = tx as unknown as IdentityDb;
      const txDeps: IdentityDeps = { db: txDb, config };
      const consumption = await consumeRefreshToken(txDb, claims.jti, claims.sessionId);
      if (consumption.kind === 'unknown') return { kind: 'failed' };
      const session = await findSession(txDb, claims.sessionId);
      if (!isSessionLive(session) || session.userId !== claims.userId) return { kind: 'failed' };
      const user = await findUserRoles(txDb, session.userId);
      if (!user) return { kind: 'failed' };
      if (consumption.kind === 'reused') {
        // Two tabs (or a retried request) refreshed with the same cookie: within the grace window,
        // from the session's own installation, the loser gets the successor the winner got.
        const inGrace = Date.now() - consumption.usedAt.getTime() <= graceMs && aplikaceInfo.instalaceId === session.instalaceId;
        const successor = inGrace && consumption.successorJti ? await findUnusedToken(txDb, consumption.successorJti, session.id) : null;
        const issued = successor ? await reissueSuccessor(txDeps, key, user, session, successor) : null;
        return issued ? { kind: 'grace', issued } : { kind: 'reused' };
      }
      const issued = await issueTokens(txDeps, key, user, session);
      if (!issued) return { kind: 'failed' };
      await linkSuccessor(txDb, claims.jti, issued.jti);
      await touchDevice(txDb, user.id, session.instalaceId, aplikaceInfo);
      return { kind: 'issued', issued };
    });

    const auditRefresh = (event: 'OBNOVENI' | 'OBNOVENI_ZNOVU_POUZITO' | 'OBNOVENI_SOUBEH', ok: boolean) =>
      deps.audit?.recordAuthEvent({
        event,
        result: ok ? 'POVOLENO' : 'ODEPRENO',
        userId: claims.userId,
        sessionId: claims.sessionId,
        clientAddress: request.ip,
      });
    if (result.kind === 'reused') {
      // A refresh token works once. A second use outside the grace window means it leaked: end
      // the whole session, so the token issued for the first use stops working too.
      await revokeSession(db, claims.sessionId, 'REUSE');
      await refreshFailures.hit(claims.sessionId);
      auditRefresh('OBNOVENI_ZNOVU_POUZITO', false);
      request.log.warn({ sessionId: claims.sessionId }, 'identity: refresh token reuse, session revoked');
      throw unauthorized(reply, messages.sessionExpired);
    }
    if (result.kind === 'failed') {
      await refreshFailures.hit(claims.sessionId);
      auditRefresh('OBNOVENI', false);
      throw unauthorized(reply, messages.sessionExpired);
    }
    if (result.kind === 'grace') request.log.info({ sessionId: claims.sessionId }, 'identity: refresh race within the grace window');
    auditRefresh(result.kind === 'grace' ? 'OBNOVENI_SOUBEH' : 'OBNOVENI', true);
    setRefreshCookie(reply, result.issued.refreshToken, result.issued.refreshMaxAgeS);
    return result.issued.body;
  });

  registerCall(app, appLogout, async ({ request, reply }) => {
    const token = readRefreshCookie(request);
    if (token) {
      // Logout also works with a used or expired (but genuine) refresh token.
      const claims = await verifyRefreshToken(key, token, { allowExpired: true });
      if (claims) {
        await revokeSession(db, claims.sessionId, 'LOGOUT');
        deps.audit?.recordAuthEvent({
          event: 'ODHLASENI',
          result: 'POVOLENO',
          userId: claims.userId,
          sessionId: claims.sessionId,
          clientAddress: request.ip,
        });
        // A shared computer stops getting this user's push notifications when they sign out there.
        const session = await findSession(db, claims.sessionId);
        if (session && session.userId === claims.userId) await removePushOfDevice(db, session.userId, session.instalaceId);
      }
    }
    clearRefreshCookie(reply);
    return {};
  });

  registerCall(app, devicesList, async (context) => {
    const current = requireCaller(context);
    const rows = await listDevices(db, current.userId);
    const extras = await deviceExtrasOf(db, current.userId);
    return {
      seznamZarizeni: mergeDeviceRepeats(
        rows.map((row) => ({
          instalaceId: row.instalaceId,
          nazev: row.nazev,
          platforma: row.platforma as AplikaceInfo['platforma'],
          verzeAplikace: row.verzeAplikace,
          verzeBrowser: row.verzeBrowser,
          verzeOs: row.verzeOs,
          registrovano: row.registeredAt.toISOString(),
          naposledyPouzito: row.lastUsedAt.toISOString(),
          aktualni: row.instalaceId === current.instalaceId,
          prihlaseno: extras.get(row.instalaceId)?.prihlaseno ?? false,
          oznameni: extras.get(row.instalaceId)?.oznameni ?? false,
          oznaceni: deviceLabel(row),
        })),
      ),
    };
  });

  registerCall(app, devicesSignOutOthers, async (context) => {
    const current = requireCaller(context);
    const signedOut = await revokeOtherDevices(db, current.userId, current.instalaceId);
    // Signed out means no more push notifications there either, as a logout on that device does.
    for (const instalaceId of signedOut) await removePushOfDevice(db, current.userId, instalaceId);
    deps.audit?.recordAuthEvent({
      event: 'OSTATNI_ZARIZENI_ODHLASENA',
      result: 'POVOLENO',
      userId: current.userId,
      sessionId: current.sessionId,
      clientAddress: context.request.ip,
    });
    return { odhlaseno: signedOut.length };
  });

  registerCall(app, deviceDelete, async (context) => {
    const current = requireCaller(context);
    const removed = await removeDevice(db, current.userId, context.params.instalaceId);
    if (!removed) throw new HttpError(404, 'NENALEZENO', messages.recordDoesNotExist);
    deps.audit?.recordAuthEvent({
      event: 'ZARIZENI_ODEBRANO',
      result: 'POVOLENO',
      userId: current.userId,
      sessionId: current.sessionId,
      clientAddress: context.request.ip,
    });
    return {};
  });
}
