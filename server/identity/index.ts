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
  type AplikaceInfo,
  type Tokens,
} from '../../contract/app';
import { messages } from '../../contract/messages';
import { registerCall, requireCaller } from '../routes/register';
import { HttpError } from '../plugins/errors';
import type { Caller, IdentityConfig, IdentityDb, IdentityDeps } from './types';
import { FailureLimiter } from './limiter';
import { loadSigningKey, nowSeconds, randomId, signAccessToken, signRefreshToken, verifyAccessToken, verifyRefreshToken } from './tokens';
import {
  consumeRefreshToken,
  consumeTicket,
  createSession,
  findSession,
  findUserRoles,
  isSessionLive,
  listDevices,
  pruneExpired,
  removeDevice,
  revokeSession,
  storeRefreshToken,
  touchDevice,
  upsertDevice,
  type SessionRow,
  type UserRoles,
} from './store';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './cookie';
import { registerSignInPage, SIGN_IN_PATH } from './sign-in';
import { deviceExtrasOf } from '../services/settings/devices';
import { removePushOfDevice } from '../services/settings/push';

export type { Caller, IdentityConfig, IdentityDb, IdentityDeps } from './types';
export { REFRESH_COOKIE, REFRESH_COOKIE_PATH } from './cookie';
export { SIGN_IN_PATH, SIGN_IN_CSS_PATH } from './sign-in';

/** Failed ticket exchanges / refreshes allowed per client address and minute. */
export const APP_LOGIN_FAILURE_LIMIT = 30;
export const APP_REFRESH_FAILURE_LIMIT = 30;

/**
 * Signing keys by database: read once at registration (or at the first `authenticateAccess`
 * when that comes first), then shared by every request of that app.
 */
const keys = new WeakMap<object, Promise<Uint8Array>>();

function signingKey(deps: IdentityDeps): Promise<Uint8Array> {
  let key = keys.get(deps.db);
  if (!key) {
    key = loadSigningKey(deps.db, deps.config.jwtSecret);
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
 * (one primary-key lookup). Returns the caller, or null (the adapter answers 401).
 */
export async function authenticateAccess(request: FastifyRequest, deps: IdentityDeps): Promise<Caller | null> {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer[ ]+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)\s*$/.exec(header);
  if (!match) return null;
  const verified = await verifyAccessToken(await signingKey(deps), match[1]);
  if (!verified) return null;
  const session = await findSession(deps.db, verified.sessionId);
  if (!isSessionLive(session) || session.userId !== verified.userId) return null;
  return { userId: verified.userId, jl: verified.jl, jp: verified.jp, sessionId: session.id, instalaceId: session.instalaceId };
}

interface Issued {
  body: Tokens;
  refreshToken: string;
  refreshMaxAgeS: number;
}

/**
 * New access + refresh tokens for a live session. The refresh token's expiry slides by
 * `refreshTtlS` but never passes the session's absolute end. Null when that end has come.
 */
async function issueTokens(deps: IdentityDeps, key: Uint8Array, user: UserRoles, session: SessionRow): Promise<Issued | null> {
  const now = nowSeconds();
  const absoluteEnd = Math.floor(session.absoluteExpiresAt.getTime() / 1000);
  const refreshExp = Math.min(now + deps.config.refreshTtlS, absoluteEnd);
  if (refreshExp <= now) return null;
  const jti = randomId(24);
  await storeRefreshToken(deps.db, jti, session.id, new Date(refreshExp * 1000));
  const refreshToken = await signRefreshToken(key, { userId: user.id, sessionId: session.id, jti }, refreshExp, now);
  const access = await signAccessToken(
    key,
    { userId: user.id, jl: user.jl, jp: user.jp, sessionId: session.id },
    deps.config.accessTtlS,
    now,
  );
  return {
    body: { accessToken: access.token, refreshTokenExpirace: new Date(refreshExp * 1000).toISOString() },
    refreshToken,
    refreshMaxAgeS: refreshExp - now,
  };
}

function unauthorized(reply: FastifyReply, detail: string = messages.unauthorized): HttpError {
  clearRefreshCookie(reply);
  return new HttpError(401, 'NEPRIHLASEN', detail);
}

/** Counts failed (400/401) answers of a call per client address; blocks with 429 `LIMIT` past the limit. */
function limitFailures(app: FastifyInstance, method: string, url: string, max: number): void {
  const limiter = new FailureLimiter(max);
  app.addHook('onRequest', async (request) => {
    if (request.method !== method || request.routeOptions.url !== url) return;
    if (limiter.isBlocked(request.ip)) {
      throw new HttpError(429, 'LIMIT', messages.tooManyRequests, { headers: { 'retry-after': String(limiter.retryAfterS(request.ip)) } });
    }
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== method || request.routeOptions.url !== url) return;
    if (reply.statusCode === 400 || reply.statusCode === 401) limiter.hit(request.ip);
  });
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
    pruneExpired(db).catch((error: unknown) => app.log.warn({ err: error }, 'identity: pruning expired rows failed'));
  };

  await registerSignInPage(app, deps);

  limitFailures(app, 'POST', '/api/app/login', APP_LOGIN_FAILURE_LIMIT);
  limitFailures(app, 'POST', '/api/app/refresh', APP_REFRESH_FAILURE_LIMIT);

  registerCall(app, appLoginUrl, async () => ({ url: publicAddress(config, SIGN_IN_PATH) }));

  registerCall(app, appLogin, async ({ body, reply }) => {
    const { listek, aplikaceInfo } = body;
    const userId = await consumeTicket(db, listek);
    if (userId === null) throw unauthorized(reply, messages.ticketInvalid);
    const user = await findUserRoles(db, userId);
    if (!user) throw unauthorized(reply, messages.ticketInvalid);
    const issued = await db.transaction(async (tx) => {
      const txDeps: IdentityDeps = { db: tx as unknown as IdentityDb, config };
      await upsertDevice(txDeps.db, user.id, aplikaceInfo);
      const session = await createSession(txDeps.db, user.id, aplikaceInfo.instalaceId, config.sessionMaxS);
      return issueTokens(txDeps, key, user, session);
    });
    if (!issued) throw unauthorized(reply, messages.ticketInvalid);
    pruneNowAndThen();
    setRefreshCookie(reply, issued.refreshToken, issued.refreshMaxAgeS);
    return issued.body;
  });

  registerCall(app, appRefresh, async ({ body, request, reply }) => {
    const { aplikaceInfo } = body;
    const token = readRefreshCookie(request);
    if (!token) throw unauthorized(reply, messages.sessionExpired);
    const claims = await verifyRefreshToken(key, token);
    if (!claims) throw unauthorized(reply, messages.sessionExpired);
    const outcome = await consumeRefreshToken(db, claims.jti, claims.sessionId);
    if (outcome === 'reused') {
      // A refresh token works once. A second use means it leaked (or two refreshes raced):
      // end the whole session, so the token issued for the first use stops working too.
      await revokeSession(db, claims.sessionId, 'REUSE');
      request.log.warn({ sessionId: claims.sessionId }, 'identity: refresh token reuse, session revoked');
      throw unauthorized(reply, messages.sessionExpired);
    }
    if (outcome === 'unknown') throw unauthorized(reply, messages.sessionExpired);
    const session = await findSession(db, claims.sessionId);
    if (!isSessionLive(session) || session.userId !== claims.userId) throw unauthorized(reply, messages.sessionExpired);
    const user = await findUserRoles(db, session.userId);
    if (!user) throw unauthorized(reply, messages.sessionExpired);
    const issued = await issueTokens(deps, key, user, session);
    if (!issued) throw unauthorized(reply, messages.sessionExpired);
    await touchDevice(db, user.id, session.instalaceId, aplikaceInfo);
    setRefreshCookie(reply, issued.refreshToken, issued.refreshMaxAgeS);
    return issued.body;
  });

  registerCall(app, appLogout, async ({ request, reply }) => {
    const token = readRefreshCookie(request);
    if (token) {
      // Logout also works with a used or expired (but genuine) refresh token.
      const claims = await verifyRefreshToken(key, token, { allowExpired: true });
      if (claims) {
        await revokeSession(db, claims.sessionId, 'LOGOUT');
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
      seznamZarizeni: rows.map((row) => ({
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
      })),
    };
  });

  registerCall(app, deviceDelete, async (context) => {
    const current = requireCaller(context);
    const removed = await removeDevice(db, current.userId, context.params.instalaceId);
    if (!removed) throw new HttpError(404, 'NENALEZENO', messages.recordDoesNotExist);
    return {};
  });
}
