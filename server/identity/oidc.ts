import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { messages } from '../../contract/messages';
import { oidcRequests, users } from '../db/schema';
import type { IdentityDb, IdentityDeps, OidcConfig } from './types';
import { ensureBrowserBinding, readBrowserBinding } from './cookie';
import { FailureLimiter } from './limiter';
import { randomId, sha256 } from './tokens';
import type { SignInPageKit } from './sign-in';

/**
 * OpenID Connect sign-in (authorization code flow with PKCE S256, `state` and `nonce`), for a
 * provider in front of the portal (BankID, the national identity NIA, the insurer's own IdP).
 *
 * 1. The sign-in page's button leads to GET /api/identita/oidc: a request with random state,
 *    nonce and PKCE verifier is stored, bound to the browser (the binding cookie of cookie.ts),
 *    and the browser goes to the provider's authorization endpoint.
 * 2. The provider sends the browser back to GET /api/identita/oidc/navrat?code&state: the request
 *    is used up (once, only from the browser that started it), the code is exchanged at the token
 *    endpoint with the verifier, and the ID token is validated with `jose` against the provider's
 *    published keys (issuer, audience, expiry, nonce, asymmetric algorithms only).
 * 3. The configured claim names the account (users.oidc_subject, or the user name); the browser
 *    then gets the same one-time ticket redirect as after a password.
 */
export const OIDC_START_PATH = '/api/identita/oidc';
export const OIDC_CALLBACK_PATH = '/api/identita/oidc/navrat';

/** From the start to the return: the provider's sign-in may take a while (a bank app, a code by SMS). */
export const OIDC_REQUEST_TTL_S = 10 * 60;
/** Starts per client address and minute (each stores a row). */
const STARTS_PER_MINUTE = 60;
const HTTP_TIMEOUT_MS = 10_000;
/** Signature algorithms accepted for ID tokens: asymmetric only (never `none`, never a shared secret). */
const ASYMMETRIC = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
  id_token_signing_alg_values_supported?: string[];
  token_endpoint_auth_methods_supported?: string[];
}

function isDiscovery(value: unknown): value is Discovery {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'].every((name) => typeof v[name] === 'string');
}

/** The provider's metadata and keys, read on first use and kept (a failed read is tried again next time). */
export class OidcProvider {
  private discovery: Promise<{ metadata: Discovery; keys: ReturnType<typeof createRemoteJWKSet> }> | null = null;

  constructor(readonly config: OidcConfig) {}

  metadata() {
    this.discovery ??= (async () => {
      const url = `${this.config.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
      const response = await fetch(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS), headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`OIDC discovery answered ${response.status}`);
      const metadata: unknown = await response.json();
      if (!isDiscovery(metadata)) throw new Error('OIDC discovery document is incomplete');
      // OpenID Connect Discovery §4.3: the document must name exactly the issuer we asked.
      if (metadata.issuer !== this.config.issuer) throw new Error('OIDC discovery names another issuer');
      return { metadata, keys: createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: HTTP_TIMEOUT_MS }) };
    })();
    this.discovery.catch(() => {
      this.discovery = null;
    });
    return this.discovery;
  }

  /**
   * Exchanges the code (with the PKCE verifier) and validates the ID token; its claims. When the
   * configured claim is not in the ID token (providers often give profile claims only at the
   * UserInfo endpoint), it is read from UserInfo, whose `sub` must be the ID token's (Core §5.3.2).
   */
  async redeem(code: string, codeVerifier: string, nonce: string): Promise<JWTPayload> {
    const { metadata, keys } = await this.metadata();
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.config.redirectUri,
      code_verifier: codeVerifier,
      client_id: this.config.clientId,
    });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    if (this.config.clientSecret) {
      const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
      if (methods.includes('client_secret_basic')) {
        // RFC 6749 §2.3.1: both parts form-encoded before Basic.
        const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
        headers.authorization = `Basic ${Buffer.from(`${encode(this.config.clientId)}:${encode(this.config.clientSecret)}`).toString('base64')}`;
      } else {
        form.set('client_secret', this.config.clientSecret);
      }
    }
    const response = await fetch(metadata.token_endpoint, {
      method: 'POST',
      headers,
      body: form.toString(),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`OIDC token endpoint answered ${response.status}`);
    const tokens = (await response.json()) as { id_token?: unknown; access_token?: unknown };
    if (typeof tokens.id_token !== 'string') throw new Error('OIDC token answer has no id_token');
    const supported = metadata.id_token_signing_alg_values_supported ?? ['RS256'];
    const algorithms = supported.filter((alg) => ASYMMETRIC.includes(alg));
    const { payload } = await jwtVerify(tokens.id_token, keys, {
      issuer: metadata.issuer,
      audience: this.config.clientId,
      algorithms: algorithms.length > 0 ? algorithms : ['RS256'],
      requiredClaims: ['sub', 'iat', 'exp', 'nonce'],
      clockTolerance: 60,
    });
    if (payload.nonce !== nonce) throw new Error('OIDC nonce mismatch');
    // OpenID Connect Core §3.1.3.7: with several audiences, azp must name us.
    if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== this.config.clientId) {
      throw new Error('OIDC azp mismatch');
    }
    if (payload[this.config.claim] !== undefined || !metadata.userinfo_endpoint || typeof tokens.access_token !== 'string') return payload;
    const info = await fetch(metadata.userinfo_endpoint, {
      headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    if (!info.ok) throw new Error(`OIDC userinfo answered ${info.status}`);
    const claims = (await info.json()) as Record<string, unknown>;
    if (claims.sub !== payload.sub) throw new Error('OIDC userinfo names another subject');
    return { ...claims, ...payload, [this.config.claim]: claims[this.config.claim] };
  }
}

function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

async function storeRequest(db: IdentityDb, browser: string): Promise<{ state: string; nonce: string; verifier: string }> {
  const state = randomId(32);
  const nonce = randomId(32);
  const verifier = randomId(48);
  await db.insert(oidcRequests).values({
    stateHash: sha256(state),
    browserHash: sha256(browser),
    nonce,
    codeVerifier: verifier,
    expiresAt: new Date(Date.now() + OIDC_REQUEST_TTL_S * 1000),
  });
  return { state, nonce, verifier };
}

/** Uses the request up: once, unexpired, only from the browser that started it. */
async function takeRequest(db: IdentityDb, state: string, browser: string): Promise<{ nonce: string; codeVerifier: string } | null> {
  const now = new Date();
  const rows = await db
    .update(oidcRequests)
    .set({ usedAt: now })
    .where(
      and(
        eq(oidcRequests.stateHash, sha256(state)),
        eq(oidcRequests.browserHash, sha256(browser)),
        isNull(oidcRequests.usedAt),
        gt(oidcRequests.expiresAt, now),
      ),
    )
    .returning({ nonce: oidcRequests.nonce, codeVerifier: oidcRequests.codeVerifier });
  return rows[0] ?? null;
}

export async function pruneOidcRequests(db: IdentityDb): Promise<void> {
  await db.delete(oidcRequests).where(lt(oidcRequests.expiresAt, new Date(Date.now() - 60 * 60 * 1000)));
}

/** The account the claim's value names (users.oidc_subject, or the user name case-insensitively). */
async function findAccount(db: IdentityDb, config: OidcConfig, value: string): Promise<number | null> {
  const condition = config.match === 'login' ? sql`lower(${users.login}) = ${value.toLowerCase()}` : eq(users.oidcSubject, value);
  const rows = await db.select({ id: users.id }).from(users).where(condition).limit(1);
  return rows[0]?.id ?? null;
}

function queryValue(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.length <= 2048 ? value : undefined;
}

export function registerOidc(app: FastifyInstance, deps: IdentityDeps, config: OidcConfig, page: SignInPageKit): OidcProvider {
  const { db } = deps;
  const provider = new OidcProvider(config);
  const starts = new FailureLimiter('oidc-start', STARTS_PER_MINUTE, deps.counters);
  const scope = [...new Set(['openid', ...config.scopes])].join(' ');

  const fail = (reply: FastifyReply, status: number, alert: string) => page.render(reply, status, { alert });

  app.get(OIDC_START_PATH, async (request, reply) => {
    const browser = ensureBrowserBinding(request, reply);
    if ((await starts.blockedForS(request.ip)) !== null) return fail(reply.header('retry-after', '60'), 429, messages.tooManyRequests);
    await starts.hit(request.ip);
    let authorizationEndpoint: string;
    try {
      authorizationEndpoint = (await provider.metadata()).metadata.authorization_endpoint;
    } catch (error) {
      request.log.warn({ err: error }, 'identity: OIDC provider unavailable');
      return fail(reply, 503, messages.oidcFailed);
    }
    const { state, nonce, verifier } = await storeRequest(db, browser);
    const target = new URL(authorizationEndpoint);
    target.searchParams.set('response_type', 'code');
    target.searchParams.set('client_id', config.clientId);
    target.searchParams.set('redirect_uri', config.redirectUri);
    target.searchParams.set('scope', scope);
    target.searchParams.set('state', state);
    target.searchParams.set('nonce', nonce);
    target.searchParams.set('code_challenge', pkceChallenge(verifier));
    target.searchParams.set('code_challenge_method', 'S256');
    return reply.status(303).header('cache-control', 'no-store').header('location', target.toString()).send();
  });

  app.get(OIDC_CALLBACK_PATH, async (request, reply) => {
    const browser = readBrowserBinding(request);
    const state = queryValue(request, 'state');
    const pending = browser && state ? await takeRequest(db, state, browser) : null;
    if (!browser || !pending) {
      // No request of this browser: a forged or replayed return, or one finished in another browser.
      request.log.warn('identity: OIDC return without a matching request of this browser');
      return fail(reply, 400, messages.oidcFailed);
    }
    const error = queryValue(request, 'error');
    if (error !== undefined) return fail(reply, 401, error === 'access_denied' ? messages.oidcCancelled : messages.oidcFailed);
    const code = queryValue(request, 'code');
    if (!code) return fail(reply, 400, messages.oidcFailed);

    let claims: JWTPayload;
    try {
      claims = await provider.redeem(code, pending.codeVerifier, pending.nonce);
    } catch (failure) {
      request.log.warn({ err: failure }, 'identity: OIDC sign-in failed');
      return fail(reply, 401, messages.oidcFailed);
    }
    const value = claims[config.claim];
    const userId = typeof value === 'string' && value !== '' ? await findAccount(db, config, value) : null;
    if (userId === null) {
      request.log.info('identity: OIDC identity without an account');
      deps.audit?.recordAuthEvent({ event: 'PRIHLASENI_OIDC', result: 'ODEPRENO', clientAddress: request.ip });
      return fail(reply, 401, messages.oidcNoAccount);
    }
    deps.audit?.recordAuthEvent({ event: 'PRIHLASENI_OIDC', result: 'POVOLENO', userId, clientAddress: request.ip });
    return page.redirectWithTicket(reply, userId, browser);
  });

  return provider;
}
