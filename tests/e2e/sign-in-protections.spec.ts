import { createHmac } from 'node:crypto';
import { test, expect, type Page, type Request } from '@playwright/test';
import { expectNoAxeViolations, signInWithDemo } from './support';

/**
 * Issue 11 in the browser: a sign-in ticket works only in the browser that signed in; two tabs
 * refreshing at once stay signed in; the second factor (TOTP) is turned on in settings and asked
 * for by the server's sign-in page.
 */

/** RFC 6238 (HMAC-SHA1, 30 s, 6 digits), written here independently of the server's code. */
function totp(secretBase32: string, atMs: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secretBase32.replace(/\s/g, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[19] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

test('a sign-in ticket minted in one browser is refused in another, and still works in its own', async ({ browser }) => {
  const mine = await browser.newContext();
  const other = await browser.newContext();
  try {
    const page = await mine.newPage();
    let ticketUrl = '';
    // Take the sign-in's redirect back to the app without following it: the ticket stays unused.
    // (route.fetch shares the context's cookies, so the ticket is bound to this browser.)
    await page.route('**/api/identita/prihlaseni', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch({ maxRedirects: 0 });
      ticketUrl = new URL(response.headers().location ?? '', route.request().url()).toString();
      await route.fulfill({ status: 200, contentType: 'text/plain; charset=utf-8', body: 'zachyceno' });
    });
    await page.goto('/api/identita/prihlaseni');
    await page.getByRole('button', { name: /Jana Dvořáková/ }).click();
    await expect.poll(() => ticketUrl).toMatch(/\/prihlaseni\?listek=[A-Za-z0-9_-]{43}$/);

    // Someone else opens the link (a planted sign-in link): refused with the Czech message.
    const stranger = await other.newPage();
    await stranger.goto(ticketUrl);
    await expect(stranger.getByText('odkaz pro přihlášení patří jinému prohlížeči')).toBeVisible();
    await expect(stranger.getByRole('button', { name: 'Zkusit znovu' })).toBeVisible();
    await expectNoAxeViolations(stranger, 'ticket of another browser');

    // The browser that signed in still redeems it.
    await page.unrouteAll();
    await page.goto(ticketUrl);
    await expect(page.getByRole('heading', { level: 1, name: /Dobrý den, Jana/ })).toBeVisible({ timeout: 20_000 });
  } finally {
    await mine.close();
    await other.close();
  }
});

test('two tabs of one browser refreshing at once both stay signed in (their refreshes take turns)', async ({ context, page }) => {
  test.setTimeout(90_000);
  await signInWithDemo(page, 'pojistenec', /Jana Dvořáková/);
  await expect(page.getByRole('heading', { level: 1, name: /Dobrý den, Jana/ })).toBeVisible();
  // A second tab opened from the first (it inherits the tab's session storage, as a link opened in a new tab does).
  const [second] = await Promise.all([context.waitForEvent('page'), page.evaluate(() => window.open('/', '_blank'))]);
  await expect(second.getByRole('heading', { level: 1, name: /Dobrý den, Jana/ })).toBeVisible({ timeout: 20_000 });

  // Each refresh is held until the other tab's has left too (or 1.5 s pass), so two refreshes
  // that do not take turns meet at the server with the same cookie.
  const waiting: Array<() => void> = [];
  await context.route('**/api/app/refresh', async (route) => {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length >= 2) for (const release of waiting.splice(0)) release();
      else setTimeout(resolve, 1500);
    });
    await route.continue();
  });
  const timeline: string[] = [];
  const statuses: number[] = [];
  const isRefresh = (request: Request) => request.url().endsWith('/api/app/refresh');
  context.on('request', (request) => {
    if (isRefresh(request)) timeline.push('sent');
  });
  context.on('response', (response) => {
    if (!isRefresh(response.request())) return;
    timeline.push('answered');
    statuses.push(response.status());
  });

  // Both tabs reload at once: each has only the cookie and must refresh at once.
  await Promise.all([page.reload(), second.reload()]);
  for (const tab of [page, second]) {
    await expect(tab.getByRole('heading', { level: 1, name: /Dobrý den, Jana/ })).toBeVisible({ timeout: 20_000 });
  }
  await expect.poll(() => statuses.length, { timeout: 20_000 }).toBe(2);
  expect(statuses).toEqual([200, 200]);
  // Web Locks: the second tab's refresh left only after the first one's answer.
  expect(timeline).toEqual(['sent', 'answered', 'sent', 'answered']);

  // The session is alive in both tabs: another round of refreshes works too.
  await context.unrouteAll();
  for (const tab of [second, page]) {
    await tab.reload();
    await expect(tab.getByRole('heading', { level: 1, name: /Dobrý den, Jana/ })).toBeVisible({ timeout: 20_000 });
  }
  expect(statuses.every((status) => status === 200)).toBe(true);
});

async function signInWithPasswordUntil(page: Page, login: string) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/api\/identita\/prihlaseni/);
  await page.getByLabel('Uživatelské jméno').fill(login);
  await page.getByLabel('Heslo').fill('demo');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
}

test('a doctor turns the second factor on, signs in with a code from the app, and turns it off with a recovery code', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithPasswordUntil(page, 'lekar');
  await expect(page.getByRole('heading', { level: 1, name: 'Přehled pacientů' })).toBeVisible({ timeout: 20_000 });

  // Settings → 'Zabezpečení přihlášení' (the about group of the menu, for every account type).
  await page.getByRole('navigation', { name: 'Hlavní menu' }).getByRole('link', { name: 'Zabezpečení přihlášení' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zabezpečení přihlášení' })).toBeVisible();
  await expect(page.getByText('Vypnuto', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'second factor off');
  await page.getByRole('button', { name: 'Zapnout dvoufázové ověření' }).click();

  await expect(page.getByRole('img', { name: 'QR kód pro ověřovací aplikaci' })).toBeVisible();
  const secret = (await page.getByTestId('tajny-klic').textContent()) ?? '';
  expect(secret).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await expectNoAxeViolations(page, 'second factor enrolment');
  // A code with a wrong format is refused on the screen already.
  await page.getByLabel('Ověřovací kód').fill('12345');
  await page.getByRole('button', { name: 'Potvrdit a zapnout' }).click();
  await expect(page.getByText('Zadejte šestimístný kód z ověřovací aplikace.')).toBeVisible();
  const enrolledAt = Date.now();
  await page.getByLabel('Ověřovací kód').fill(totp(secret, enrolledAt));
  await page.getByRole('button', { name: 'Potvrdit a zapnout' }).click();

  await expect(page.getByText('Dvoufázové ověření je zapnuté.', { exact: false })).toBeVisible();
  const codes = await page.getByRole('list', { name: 'Záložní kódy' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await expectNoAxeViolations(page, 'recovery codes');
  await page.getByRole('button', { name: 'Hotovo, kódy mám uložené' }).click();
  await expect(page.getByText('Zapnuto', { exact: true })).toBeVisible();
  await expect(page.getByText('10', { exact: true })).toBeVisible();

  // Sign out, then in again with the password: the page asks for the code.
  await page.getByRole('navigation', { name: 'Hlavní menu' }).getByRole('link', { name: 'Odhlásit' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/uzivatel/odhlasen'));
  await signInWithPasswordUntil(page, 'lekar');
  await expect(page.getByRole('heading', { level: 1, name: 'Ověření přihlášení' })).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in code step');
  await page.getByLabel('Ověřovací kód').fill(totp(secret, enrolledAt) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Ověřit' }).click();
  await expect(page.getByText('Kód není správný nebo už byl použit.')).toBeVisible();
  // the next time step's code (the enrolment used this one; ±1 step is accepted)
  await page.getByLabel('Ověřovací kód').fill(totp(secret, enrolledAt + 30_000));
  await page.getByRole('button', { name: 'Ověřit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Přehled pacientů' })).toBeVisible({ timeout: 20_000 });

  // Turning it off needs a code: a recovery code does it.
  await page.goto('/nastaveni/zabezpeceni-prihlaseni');
  await expect(page.getByText('Zapnuto', { exact: true })).toBeVisible();
  await page.getByLabel('Kód z aplikace nebo záložní kód').fill(codes[0]);
  await page.getByRole('button', { name: 'Vypnout dvoufázové ověření' }).click();
  await expect(page.getByText('Vypnuto', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zapnout dvoufázové ověření' })).toBeVisible();
});
