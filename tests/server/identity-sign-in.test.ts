import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '../../contract/messages';
import { loginTickets, signInThrottle } from '../../server/db/schema';
import { createTestApp, databaseKindLabel, demoAccounts, type TestApp } from '../support/test-app';
import {
  BROWSER_COOKIE,
  aplikaceInfo,
  browserCookieOf,
  browserOf,
  exchange,
  postForm,
  refreshCookieOf,
  sleep,
  ticketFor,
  ticketOf,
} from './identity-helpers';

const require = createRequire(import.meta.url);
// jsdom ships no type declarations (the component tests get it through vitest's environment).
type DomWindow = Window & typeof globalThis & { eval(code: string): unknown; close(): void };
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string, options?: Record<string, unknown>) => { window: DomWindow } };
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

function parse(html: string): Document {
  return new JSDOM(html).window.document;
}

async function axeViolations(html: string) {
  const dom = new JSDOM(html, { runScripts: 'outside-only', pretendToBeVisual: true });
  dom.window.eval(axeSource);
  const axe = (
    dom.window as unknown as {
      axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> };
    }
  ).axe;
  // Colour contrast needs layout, which jsdom lacks; the e2e suite checks it in Chromium.
  const result = await axe.run(dom.window.document, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  dom.window.close();
  return result.violations.map((v) => v.id);
}

describe(`identity: sign-in page and tickets (${databaseKindLabel})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demoMode: true, loginRateLimit: 3 });
  });
  afterAll(async () => t?.close());

  describe('the page', () => {
    it('renders a Czech, accessible sign-in form with demo buttons', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/identita/prihlaseni' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
      const doc = parse(response.body);
      expect(doc.documentElement.lang).toBe('cs');
      expect(doc.title).toMatch(/Přihlášení/);
      expect(doc.querySelector('main h1')?.textContent).toBe('Přihlášení');
      const labels = [...doc.querySelectorAll('label')].map((l) => [l.textContent, l.getAttribute('for')]);
      expect(labels).toEqual([
        ['Uživatelské jméno', 'uzivatelskeJmeno'],
        ['Heslo', 'heslo'],
      ]);
      expect(doc.querySelector('#heslo')?.getAttribute('type')).toBe('password');
      expect([...doc.querySelectorAll('button[type=submit]:not([name])')].map((b) => b.textContent)).toEqual(['Přihlásit se']);
      expect(doc.querySelector('script')).toBeNull();
      expect(doc.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe('prihlaseni.css');
      // The product's icon, so the browser does not ask for a missing /favicon.ico (a console error).
      expect(doc.querySelector('link[rel=icon]')?.getAttribute('href')).toBe('/favicon.svg');

      const demo = doc.querySelector('section[aria-labelledby="demo-nadpis"]');
      expect(demo?.querySelector('h2')?.textContent).toBe('Demo účty');
      const buttons = [...(demo?.querySelectorAll('button[name=demo]') ?? [])].map((b) => [b.getAttribute('value'), b.textContent]);
      const expected = [...demoAccounts].sort((a, b) => a.order - b.order).map((a) => [a.login, a.label]);
      expect(buttons).toEqual(expected);
      expect(demo?.querySelector('form')?.getAttribute('method')).toBe('post');

      expect(await axeViolations(response.body)).toEqual([]);
    });

    it('serves its stylesheet', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/identita/prihlaseni.css' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/css/);
      expect(response.body).toContain('#00703c');
    });

    it('is under the strict CSP (no inline script allowed)', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/identita/prihlaseni' });
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    });

    it('offers no demo buttons while demo mode is off, and refuses the demo accounts even with their password', async () => {
      const off = await createTestApp({ demoMode: false });
      try {
        const page = await off.app.inject({ method: 'GET', url: '/api/identita/prihlaseni' });
        expect(page.statusCode).toBe(200);
        expect(page.body).not.toContain('Demo účty');
        expect(parse(page.body).querySelectorAll('button[name=demo]')).toHaveLength(0);
        const demo = await postForm(off.app, { demo: 'pojistenec' });
        expect(demo.statusCode).toBe(401);
        expect(demo.headers.location).toBeUndefined();
        // A database once seeded in demo mode keeps its demo accounts; without demo mode they are
        // refused like a wrong password, so 'lekar'/'demo' never opens real data (issue 36).
        const withPassword = await postForm(off.app, { uzivatelskeJmeno: 'lekar', heslo: 'demo' });
        expect(withPassword.statusCode).toBe(401);
        expect(withPassword.headers.location).toBeUndefined();
        expect(parse(withPassword.body).querySelector('[role=alert]')?.textContent?.trim()).toBe(messages.wrongCredentials);
      } finally {
        await off.close();
      }
    });
  });

  describe('signing in', () => {
    it('a wrong password re-renders the page with 401, the Czech message and the typed name', async () => {
      const response = await postForm(t.app, { uzivatelskeJmeno: 'osvc', heslo: 'spatne' });
      expect(response.statusCode).toBe(401);
      const doc = parse(response.body);
      expect(doc.querySelector('[role=alert]')?.textContent?.trim()).toBe(messages.wrongCredentials);
      expect(doc.querySelector<HTMLInputElement>('#uzivatelskeJmeno')?.value).toBe('osvc');
      expect(doc.querySelector<HTMLInputElement>('#heslo')?.value).toBe('');
      expect(await axeViolations(response.body)).toEqual([]);
    });

    it('an unknown user gets the same answer', async () => {
      const response = await postForm(t.app, { uzivatelskeJmeno: 'nikdo', heslo: 'demo' });
      expect(response.statusCode).toBe(401);
      expect(parse(response.body).querySelector('[role=alert]')?.textContent?.trim()).toBe(messages.wrongCredentials);
    });

    it('blank fields say "Pole je povinné" under each field', async () => {
      const response = await postForm(t.app, { uzivatelskeJmeno: '   ', heslo: '' });
      expect(response.statusCode).toBe(400);
      const doc = parse(response.body);
      for (const id of ['uzivatelskeJmeno', 'heslo']) {
        const input = doc.getElementById(id);
        expect(input?.getAttribute('aria-invalid')).toBe('true');
        const describedBy = input?.getAttribute('aria-describedby');
        expect(doc.getElementById(describedBy ?? '')?.textContent).toBe(messages.required);
      }
      const onlyPassword = parse((await postForm(t.app, { uzivatelskeJmeno: 'pojistenec' })).body);
      expect(onlyPassword.getElementById('uzivatelskeJmeno')?.getAttribute('aria-invalid')).toBeNull();
      expect(onlyPassword.getElementById('heslo-chyba')?.textContent).toBe(messages.required);
      expect(await axeViolations((await postForm(t.app, {})).body)).toEqual([]);
    });

    it('escapes what was typed', async () => {
      const response = await postForm(t.app, { uzivatelskeJmeno: '"><script>alert(1)</script>', heslo: 'x' });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('<script>');
      expect(parse(response.body).querySelector<HTMLInputElement>('#uzivatelskeJmeno')?.value).toBe('"><script>alert(1)</script>');
    });

    it('limits failed attempts per user name with a growing wait, whatever address they come from (429 page)', async () => {
      // five free failures, each from another address (a botnet)
      for (let i = 0; i < 5; i += 1) {
        expect((await postForm(t.app, { uzivatelskeJmeno: 'lekar', heslo: `spatne${i}` }, {}, `198.51.100.${i + 1}`)).statusCode).toBe(401);
      }
      const sixth = await postForm(t.app, { uzivatelskeJmeno: 'LEKAR', heslo: 'spatne5' }, {}, '198.51.100.6');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.headers['retry-after']).toBe('15');
      expect(parse(sixth.body).querySelector('[role=alert]')?.textContent?.trim()).toBe(messages.signInBackoff(15));
      expect(messages.signInBackoff(15)).toBe(
        'Příliš mnoho neúspěšných pokusů o přihlášení k tomuto účtu. Zkuste to prosím znovu za 15 sekund.',
      );
      // While the account waits, even the right password from a fresh address is not checked.
      const waiting = await postForm(t.app, { uzivatelskeJmeno: 'lekar', heslo: 'demo' }, {}, '203.0.113.50');
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers.location).toBeUndefined();
      // Other accounts sign in from the very addresses that failed.
      ticketOf(await postForm(t.app, { uzivatelskeJmeno: 'osvc', heslo: 'demo' }, {}, '198.51.100.6'));

      // The next failure after the wait doubles it.
      const key = `name:${createHash('sha256').update('lekar').digest('hex')}`;
      await t.db
        .update(signInThrottle)
        .set({ blockedUntil: new Date(Date.now() - 1000) })
        .where(eq(signInThrottle.key, key));
      const seventh = await postForm(t.app, { uzivatelskeJmeno: 'lekar', heslo: 'spatne6' }, {}, '198.51.100.7');
      expect(seventh.statusCode).toBe(429);
      expect(seventh.headers['retry-after']).toBe('30');
      // After the wait the right password works and clears the count.
      await t.db
        .update(signInThrottle)
        .set({ blockedUntil: new Date(Date.now() - 1000) })
        .where(eq(signInThrottle.key, key));
      ticketOf(await postForm(t.app, { uzivatelskeJmeno: 'lekar', heslo: 'demo' }, {}, '198.51.100.8'));
      expect(await t.db.select().from(signInThrottle).where(eq(signInThrottle.key, key))).toEqual([]);
    });

    it('a burst of wrong passwords at once gets no more checks than one by one, and the right one after it waits', async () => {
      const burst = await Promise.all(
        Array.from({ length: 19 }, (_, i) =>
          postForm(t.app, { uzivatelskeJmeno: 'nesynchronizovano', heslo: `spatne${i}` }, {}, `198.51.101.${i + 1}`),
        ),
      );
      const statuses = burst.map((response) => response.statusCode);
      // five free failures answered 401; every other attempt of the burst waits (429)
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(14);
      const right = await postForm(t.app, { uzivatelskeJmeno: 'nesynchronizovano', heslo: 'demo' }, {}, '198.51.101.99');
      expect(right.statusCode).toBe(429);
      expect(right.headers.location).toBeUndefined();
      const [row] = await t.db
        .select()
        .from(signInThrottle)
        .where(eq(signInThrottle.key, `name:${createHash('sha256').update('nesynchronizovano').digest('hex')}`));
      // counted once per checked password: five free and the one that started the wait
      expect(row.failures).toBe(6);
    });

    it("a stranger's wrong guesses do not lock the owner out: a browser that signed in to the account before keeps its own count", async () => {
      const ownBrowser = `${BROWSER_COOKIE}=${'o'.repeat(43)}`;
      ticketOf(await postForm(t.app, { uzivatelskeJmeno: 'lekar-pojistenec', heslo: 'demo' }, { cookie: ownBrowser }, '192.0.2.10'));
      // the stranger spends the account's free failures and starts its wait
      for (let i = 0; i < 6; i += 1)
        await postForm(t.app, { uzivatelskeJmeno: 'lekar-pojistenec', heslo: `hadam${i}` }, {}, `198.51.102.${i + 1}`);
      expect((await postForm(t.app, { uzivatelskeJmeno: 'lekar-pojistenec', heslo: 'demo' }, {}, '198.51.102.50')).statusCode).toBe(429);
      // the owner's own browser still signs in with the right password
      ticketOf(await postForm(t.app, { uzivatelskeJmeno: 'lekar-pojistenec', heslo: 'demo' }, { cookie: ownBrowser }, '192.0.2.10'));
      // and its own wrong passwords are limited as strictly as anyone's
      const own: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        own.push(
          (
            await postForm(
              t.app,
              { uzivatelskeJmeno: 'lekar-pojistenec', heslo: `preklep${i}` },
              { cookie: ownBrowser },
              `192.0.2.${20 + i}`,
            )
          ).statusCode,
        );
      }
      expect(own).toEqual([401, 401, 401, 401, 401, 429]);
    });

    it('unknown user names wait the same way (the answer does not tell which names exist)', async () => {
      for (let i = 0; i < 5; i += 1) {
        expect((await postForm(t.app, { uzivatelskeJmeno: 'nikdo-takovy', heslo: 'x' }, {}, `198.51.100.${20 + i}`)).statusCode).toBe(401);
      }
      const blocked = await postForm(t.app, { uzivatelskeJmeno: 'nikdo-takovy', heslo: 'x' }, {}, '198.51.100.30');
      expect(blocked.statusCode).toBe(429);
      expect(parse(blocked.body).querySelector('[role=alert]')?.textContent?.trim()).toBe(messages.signInBackoff(15));
      // the user name is not stored as typed
      const keys = (await t.db.select({ key: signInThrottle.key }).from(signInThrottle)).map((row) => row.key);
      expect(keys.some((key) => key.includes('nikdo'))).toBe(false);
    });

    it('one address spraying many user names is stopped by its own limit, and blocks no account', async () => {
      const address = '198.51.100.40';
      // loginRateLimit 3 → 15 failures a minute per address, one per name (no account waits)
      for (let i = 0; i < 15; i += 1) {
        expect((await postForm(t.app, { uzivatelskeJmeno: `jmeno${i}`, heslo: 'x' }, {}, address)).statusCode).toBe(401);
      }
      const blocked = await postForm(t.app, { uzivatelskeJmeno: 'pojistenec', heslo: 'demo' }, {}, address);
      expect(blocked.statusCode).toBe(429);
      expect(parse(blocked.body).querySelector('[role=alert]')?.textContent?.trim()).toBe(messages.tooManyRequests);
      // the accounts themselves are not locked: from elsewhere they sign in
      ticketOf(await postForm(t.app, { uzivatelskeJmeno: 'pojistenec', heslo: 'demo' }, {}, '198.51.100.41'));
    });

    it('password sign-in answers 303 to /prihlaseni?listek=… and stores only the ticket hash', async () => {
      const response = await postForm(t.app, { uzivatelskeJmeno: 'Pojistenec ', heslo: 'demo' });
      const listek = ticketOf(response);
      expect(response.headers.location).toBe(`/prihlaseni?listek=${listek}`);
      const stored = await t.db
        .select()
        .from(loginTickets)
        .where(eq(loginTickets.ticketHash, createHash('sha256').update(listek).digest('hex')));
      expect(stored).toHaveLength(1);
      expect(stored[0].usedAt).toBeNull();
      const ttl = (stored[0].expiresAt.getTime() - Date.now()) / 1000;
      expect(ttl).toBeGreaterThan(100);
      expect(ttl).toBeLessThanOrEqual(120);
      const all = await t.db.select({ hash: loginTickets.ticketHash }).from(loginTickets);
      expect(all.some((row) => row.hash === listek)).toBe(false);
    });

    it('a demo button signs in while demo mode is on', async () => {
      ticketOf(await postForm(t.app, { demo: 'lekar-pojistenec' }));
      expect((await postForm(t.app, { demo: 'neexistuje' })).statusCode).toBe(401);
    });

    it('refuses a cross-site form post', async () => {
      const evil = await postForm(t.app, { demo: 'pojistenec' }, { origin: 'https://evil.example' });
      expect(evil.statusCode).toBe(403);
      expect(evil.headers.location).toBeUndefined();
      const fetchSite = await postForm(t.app, { demo: 'pojistenec' }, { 'sec-fetch-site': 'cross-site' });
      expect(fetchSite.statusCode).toBe(403);
      const nullOrigin = await postForm(t.app, { demo: 'pojistenec' }, { origin: 'null' });
      expect(nullOrigin.statusCode).toBe(403);
      const badReferer = await postForm(t.app, { demo: 'pojistenec' }, { referer: 'https://evil.example/x' });
      expect(badReferer.statusCode).toBe(403);
      // Same origin (as a browser sends it) is fine.
      ticketOf(await postForm(t.app, { demo: 'pojistenec' }, { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' }));
      ticketOf(await postForm(t.app, { demo: 'pojistenec' }, { referer: 'http://localhost/api/identita/prihlaseni' }));
    });

    it('GET /api/app/loginUrl points at the sign-in page', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/app/loginUrl' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ url: '/api/identita/prihlaseni' });
    });
  });

  describe('the ticket', () => {
    it('the sign-in page sets the browser-binding cookie (HttpOnly, Secure, SameSite=Lax, __Host-) and keeps an existing one', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/api/identita/prihlaseni' });
      const raw = ([] as string[]).concat(page.headers['set-cookie'] ?? []).find((h) => h.startsWith(`${BROWSER_COOKIE}=`)) ?? '';
      expect(raw).toMatch(/^__Host-zk-prihlaseni=[A-Za-z0-9_-]{43}; Max-Age=1800; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
      const browser = browserCookieOf(page)!;
      const again = await t.app.inject({ method: 'GET', url: '/api/identita/prihlaseni', headers: { cookie: browser } });
      expect(browserCookieOf(again)).toBe(browser);
      // the form post of that page binds the ticket to it
      const listek = ticketOf(await postForm(t.app, { demo: 'pojistenec' }, { cookie: browser }));
      expect(browserOf(listek)).toBe(browser);
      const response = await exchange(t.app, listek, aplikaceInfo(), browser);
      expect(response.statusCode).toBe(200);
      // signed in: the binding has done its job and goes
      expect(([] as string[]).concat(response.headers['set-cookie'] ?? []).some((h) => h.startsWith(`${BROWSER_COOKIE}=; Max-Age=0`))).toBe(
        true,
      );
    });

    it('a ticket minted in one browser is refused in another, and still works in its own', async () => {
      const listek = await ticketFor(t.app, 'pojistenec');
      const elsewhere = browserCookieOf(await t.app.inject({ method: 'GET', url: '/api/identita/prihlaseni' }))!;
      for (const other of [elsewhere, null]) {
        const refused = await exchange(t.app, listek, aplikaceInfo(), other);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toMatchObject({ status: 401, typ: 'NEPRIHLASEN', detail: messages.ticketOtherBrowser });
        expect(refreshCookieOf(refused)?.value ?? '').toBe('');
      }
      expect((await exchange(t.app, listek)).statusCode).toBe(200);
    });

    it('works once', async () => {
      const listek = await ticketFor(t.app, 'pojistenec');
      const first = await exchange(t.app, listek);
      expect(first.statusCode).toBe(200);
      const second = await exchange(t.app, listek);
      expect(second.statusCode).toBe(401);
      expect(second.json()).toMatchObject({ status: 401, typ: 'NEPRIHLASEN', detail: messages.ticketInvalid });
      expect(refreshCookieOf(second)?.value ?? '').toBe('');
    });

    it('two exchanges of one ticket at once: exactly one wins', async () => {
      const listek = await ticketFor(t.app, 'pojistenec');
      const results = await Promise.all([exchange(t.app, listek), exchange(t.app, listek), exchange(t.app, listek)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
    });

    it('an unknown ticket fails', async () => {
      const response = await exchange(t.app, 'x'.repeat(43));
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe(messages.ticketInvalid);
    });

    it('an invalid aplikaceInfo is a 400 and leaves the ticket unused', async () => {
      const listek = await ticketFor(t.app, 'pojistenec');
      const bad = await exchange(t.app, listek, aplikaceInfo({ instalaceId: 'kratke' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().chyby).toHaveProperty(['aplikaceInfo.instalaceId']);
      expect((await exchange(t.app, listek)).statusCode).toBe(200);
    });
  });
});

describe(`identity: ticket expiry and public URL (${databaseKindLabel})`, () => {
  it('an expired ticket fails', async () => {
    const t = await createTestApp({ ticketTtlS: 1 });
    try {
      const listek = await ticketFor(t.app, 'pojistenec');
      await sleep(1100);
      const response = await exchange(t.app, listek);
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe(messages.ticketInvalid);
    } finally {
      await t.close();
    }
  });

  it('with publicUrl, the redirect and the login URL are absolute', async () => {
    const t = await createTestApp({ publicUrl: 'https://portal.example.cz' });
    try {
      const response = await postForm(t.app, { uzivatelskeJmeno: 'pojistenec', heslo: 'demo' }, { origin: 'https://portal.example.cz' });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/^https:\/\/portal\.example\.cz\/prihlaseni\?listek=[A-Za-z0-9_-]{43}$/);
      const loginUrl = await t.app.inject({ method: 'GET', url: '/api/app/loginUrl' });
      expect(loginUrl.json()).toEqual({ url: 'https://portal.example.cz/api/identita/prihlaseni' });
    } finally {
      await t.close();
    }
  });
});
