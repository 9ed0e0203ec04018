import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { messages } from '../../contract/messages';
import { users } from '../../server/db/schema';
import type { OidcConfig } from '../../server/identity/types';
import { createTestApp, databaseKindLabel, type TestApp } from '../support/test-app';
import { aplikaceInfo, browserCookieOf, exchange, ticketOf } from './identity-helpers';

/**
 * OpenID Connect sign-in against a real provider (the `oidc-provider` library, certified by the
 * OpenID Foundation) started in this test on a loopback port. The browser is played by hand: one
 * cookie jar for the provider (real HTTP), the portal through `inject` with its binding cookie.
 */

const PUBLIC_URL = 'http://localhost:3999';
const CLIENT_ID = 'zdravotni-karta';
const CLIENT_SECRET = 'tajemstvi-klienta-0123456789-abcdefghij';

/** What the provider's login screen would decide: who signs in, or that the user cancels. */
let nextLogin: { accountId: string } | { cancel: true } = { accountId: 'nia-pojistenec-001' };

async function startProvider(): Promise<{ issuer: string; close: () => Promise<void> }> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] },
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${PUBLIC_URL}/api/identita/oidc/navrat`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    findAccount: async (_ctx: unknown, id: string) => ({
      accountId: id,
      claims: async () => ({ sub: id, preferred_username: id === 'nia-lekar' ? 'lekar' : `uzivatel-${id}` }),
    }),
    claims: { openid: ['sub'], profile: ['preferred_username'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-key-0123456789'] },
  });
  provider.on('server_error', () => {});

  const callback = provider.callback();
  server.on('request', (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return void callback(req, res);
    // The provider's own login and consent screen, decided by the test.
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      if ('cancel' in nextLogin) {
        return provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'zrušeno' },
          { mergeWithLastSubmission: false },
        );
      }
      const accountId = details.session?.accountId ?? nextLogin.accountId;
      const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      return provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A browser's visit to the provider: follows its redirects (with its cookies) until it sends the browser back to the portal. */
async function throughProvider(start: string, jar: Map<string, string>): Promise<URL> {
  let location = start;
  for (let hop = 0; hop < 10; hop += 1) {
    if (location.startsWith(PUBLIC_URL)) return new URL(location);
    const response = await fetch(location, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const next = response.headers.get('location');
    if (!next) throw new Error(`the provider answered ${response.status} without a redirect: ${await response.text()}`);
    location = new URL(next, location).toString();
  }
  throw new Error('too many redirects');
}

describe(`OpenID Connect sign-in against a real provider (${databaseKindLabel})`, () => {
  let t: TestApp;
  let provider: { issuer: string; close: () => Promise<void> };

  beforeAll(async () => {
    provider = await startProvider();
    const oidc: OidcConfig = {
      issuer: provider.issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      scopes: ['openid', 'profile'],
      claim: 'sub',
      match: 'subject',
      buttonLabel: 'Přihlásit se přes NIA',
      redirectUri: `${PUBLIC_URL}/api/identita/oidc/navrat`,
    };
    t = await createTestApp({ publicUrl: PUBLIC_URL, oidc });
    await t.db.update(users).set({ oidcSubject: 'nia-pojistenec-001' }).where(eq(users.login, 'pojistenec'));
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** The sign-in page, its button, and the portal's redirect to the provider; the browser's binding cookie. */
  async function startSignIn() {
    const page = await t.app.inject({ method: 'GET', url: '/api/identita/prihlaseni' });
    expect(page.body).toContain('<a class="button secondary" href="oidc">Přihlásit se přes NIA</a>');
    const browser = browserCookieOf(page)!;
    const start = await t.app.inject({ method: 'GET', url: '/api/identita/oidc', headers: { cookie: browser } });
    expect(start.statusCode).toBe(303);
    const authorization = new URL(String(start.headers.location));
    expect(`${authorization.origin}`).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorization.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorization.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(authorization.searchParams.get('scope')).toBe('openid profile');
    return { browser, authorization: authorization.toString() };
  }

  const back = (url: URL, browser: string | null) =>
    t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: browser ? { cookie: browser } : {} });

  it('signs in the account linked to the provider’s subject and ends in the same one-time ticket', async () => {
    nextLogin = { accountId: 'nia-pojistenec-001' };
    const { browser, authorization } = await startSignIn();
    const returned = await throughProvider(authorization, new Map());
    expect(returned.pathname).toBe('/api/identita/oidc/navrat');
    expect(returned.searchParams.get('code')).toBeTruthy();

    const landing = await back(returned, browser);
    const listek = ticketOf(landing);
    expect(landing.headers.location).toBe(`${PUBLIC_URL}/prihlaseni?listek=${listek}`);
    const tokens = await exchange(t.app, listek, aplikaceInfo(), browser);
    expect(tokens.statusCode, tokens.body).toBe(200);
    const payload = JSON.parse(Buffer.from(String(tokens.json().accessToken).split('.')[1], 'base64url').toString()) as {
      jp: boolean;
      jl: boolean;
    };
    expect(payload).toMatchObject({ jp: true, jl: false });

    // the return works once
    const replay = await back(returned, browser);
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain(messages.oidcFailed);
  });

  it('a return that reaches another browser (a planted link) is refused, and the right browser can still finish', async () => {
    nextLogin = { accountId: 'nia-pojistenec-001' };
    const { browser, authorization } = await startSignIn();
    const returned = await throughProvider(authorization, new Map());
    const elsewhere = browserCookieOf(await t.app.inject({ method: 'GET', url: '/api/identita/prihlaseni' }))!;
    for (const other of [elsewhere, null]) {
      const refused = await back(returned, other);
      expect(refused.statusCode).toBe(400);
      expect(refused.headers.location).toBeUndefined();
    }
    ticketOf(await back(returned, browser));
  });

  it('an identity without an account, or a cancelled sign-in, gets a Czech message on the sign-in page', async () => {
    nextLogin = { accountId: 'nia-neznamy' };
    const unknown = await startSignIn();
    const noAccount = await back(await throughProvider(unknown.authorization, new Map()), unknown.browser);
    expect(noAccount.statusCode).toBe(401);
    expect(noAccount.body).toContain(messages.oidcNoAccount);
    expect(noAccount.body).toContain('<h1 id="nadpis">Přihlášení</h1>');

    nextLogin = { cancel: true };
    const cancelled = await startSignIn();
    const returned = await throughProvider(cancelled.authorization, new Map());
    expect(returned.searchParams.get('error')).toBe('access_denied');
    const answer = await back(returned, cancelled.browser);
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toContain(messages.oidcCancelled);
  });

  it('a forged code is refused by the provider; the sign-in fails with the Czech message', async () => {
    nextLogin = { accountId: 'nia-pojistenec-001' };
    const { browser, authorization } = await startSignIn();
    const state = new URL(authorization).searchParams.get('state')!;
    const forged = new URL(`${PUBLIC_URL}/api/identita/oidc/navrat?code=vymysleny-kod&state=${state}`);
    const answer = await back(forged, browser);
    expect(answer.statusCode).toBe(401);
    expect(answer.body).toContain(messages.oidcFailed);
  });

  it('OIDC_MATCH=login: a claim holding the user name picks the account', async () => {
    const byLogin = await createTestApp({
      publicUrl: PUBLIC_URL,
      oidc: {
        issuer: provider.issuer,
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        scopes: ['openid', 'profile'],
        claim: 'preferred_username',
        match: 'login',
        buttonLabel: 'Přihlásit se přes IdP',
        redirectUri: `${PUBLIC_URL}/api/identita/oidc/navrat`,
      },
    });
    try {
      nextLogin = { accountId: 'nia-lekar' };
      const page = await byLogin.app.inject({ method: 'GET', url: '/api/identita/prihlaseni' });
      const browser = browserCookieOf(page)!;
      const start = await byLogin.app.inject({ method: 'GET', url: '/api/identita/oidc', headers: { cookie: browser } });
      const returned = await throughProvider(String(start.headers.location), new Map());
      const landing = await byLogin.app.inject({
        method: 'GET',
        url: `${returned.pathname}${returned.search}`,
        headers: { cookie: browser },
      });
      const tokens = await exchange(byLogin.app, ticketOf(landing), aplikaceInfo(), browser);
      expect(tokens.statusCode).toBe(200);
      const payload = JSON.parse(Buffer.from(String(tokens.json().accessToken).split('.')[1], 'base64url').toString()) as { jl: boolean };
      expect(payload.jl).toBe(true);
    } finally {
      await byLogin.close();
    }
  });

  it('without OIDC configured there is no button and no route', async () => {
    const plain = await createTestApp();
    try {
      const page = await plain.app.inject({ method: 'GET', url: '/api/identita/prihlaseni' });
      expect(page.body).not.toContain('href="oidc"');
      expect((await plain.app.inject({ method: 'GET', url: '/api/identita/oidc' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
