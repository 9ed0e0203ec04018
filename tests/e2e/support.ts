import { createRequire } from 'node:module';
import { expect, type Browser, type Page } from '@playwright/test';
import { addDaysIso, formatDateCz, parseIsoDate, todayIso } from '../../contract/format';

const require = createRequire(import.meta.url);
const axePath = require.resolve('axe-core/axe.min.js');

/** Runs axe-core (WCAG 2.1 A/AA rules) on the current page and fails on any violation. */
export async function expectNoAxeViolations(page: Page, context = ''): Promise<void> {
  // The app navigates within one document, so axe stays loaded after the first check: parsing its
  // half a megabyte again for every check is wasted work.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: Array<{ id: string; help: string; nodes: Array<{ target: unknown }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // Only the violations are read: axe then skips collecting every passing node.
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 5) }));
  });
  expect(violations, `axe violations ${context} on ${page.url()}`).toEqual([]);
}

/**
 * The server's own sign-in page has loaded. The app's /prihlaseni shows the same heading while it
 * sends the browser there, so the heading alone could end a test mid-navigation (and closing a
 * context during a cross-document navigation can hang Chromium): wait for the address and the form.
 */
export async function expectServerSignInPage(page: Page, timeout = 10_000): Promise<void> {
  await expect(page).toHaveURL(/\/api\/identita\/prihlaseni/, { timeout });
  await expect(page.getByRole('heading', { name: 'Přihlášení' })).toBeVisible();
  await expect(page.getByLabel('Uživatelské jméno')).toBeVisible();
  await page.waitForLoadState('load');
}

/** Signs in through the server's own sign-in page with a demo account button. */
export async function signInWithDemo(page: Page, login: string, label: RegExp): Promise<void> {
  await page.goto('/');
  await expectServerSignInPage(page); // the app sent the browser to the server's sign-in page
  await page.getByRole('button', { name: label }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/prihlaseni') && !url.pathname.startsWith('/api/'), { timeout: 20_000 });
  void login;
}

/**
 * Signs in with a demo account the quick way, for journeys about something else: the demo button's
 * form is posted by the test (as the button would, with this browser's cookies), and the app opens
 * once, on the ticket's landing address, and goes on to `path` as after any sign-in that was on its way
 * somewhere (src/app/return-after-login.ts). The sign-in page itself is walked through by
 * sign-in.spec.ts and its neighbours; going through it in every journey cost three loads of the app
 * instead of one.
 */
export async function signInAs(page: Page, login: string, path = '/'): Promise<void> {
  const response = await page.request.post('/api/identita/prihlaseni', { form: { demo: login }, maxRedirects: 0 });
  expect(response.status(), `demo sign-in of ${login}`).toBe(303);
  const landing = response.headers()['location'];
  expect(landing).toMatch(/\/prihlaseni\?listek=/);
  if (path !== '/') {
    // Where the app goes after the ticket is kept for the tab, set only on this ticket's landing.
    await page.addInitScript(
      ([ticketAddress, returnTo]) => {
        if (location.href.endsWith(ticketAddress)) sessionStorage.setItem('zk.navratPoPrihlaseni', returnTo);
      },
      [landing, path] as const,
    );
  }
  await page.goto(landing);
  await page.waitForURL((url) => url.pathname !== '/prihlaseni', { timeout: 20_000 });
}

/** A window of its own (a new browser context) at `viewport`, signed in as `login`: two people in one journey. */
export async function signedIn(browser: Browser, login: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signInAs(page, login);
  return page;
}

/**
 * Opens an address inside the running app as one of its links does: the router hears the history
 * change (TanStack's history listens to pushState) and renders the screen without reloading the app.
 * Waits until the app has moved focus into the main region, which both shells do once the new screen
 * has rendered (AppShell, StaffLayout). Answers false, having changed nothing, for the same path with
 * other search parameters (the shells move focus only when the path changes); then load the address.
 * It passes by the app's unsaved-input question, so journeys about that question click real links.
 */
export async function openInApp(page: Page, path: string): Promise<boolean> {
  const current = new URL(page.url());
  if (new URL(path, current).pathname === current.pathname) return false;
  await page.evaluate((href) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const index = Number((history.state as Record<string, unknown> | null)?.['__TSR_index'] ?? 0);
    const key = Math.random().toString(36).slice(2, 10);
    history.pushState({ key, __TSR_key: key, __TSR_index: index + 1 }, '', href);
  }, path);
  const from = current.pathname + current.search;
  await page
    .waitForFunction(() => document.getElementById('obsah')?.contains(document.activeElement) === true, undefined, { timeout: 15_000 })
    .catch(async (error: Error) => {
      const focus = await page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.slice(0, 40)}`);
      throw new Error(`${error.message}: opening ${path} from ${from}, the focus stayed on ${focus}`);
    });
  return true;
}

/** Signs in with user name and password on the server's sign-in page. */
export async function signInWithPassword(page: Page, login: string, password = 'demo'): Promise<void> {
  await page.goto('/');
  await expectServerSignInPage(page);
  await page.getByLabel('Uživatelské jméno').fill(login);
  await page.getByLabel('Heslo').fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/prihlaseni') && !url.pathname.startsWith('/api/'), { timeout: 20_000 });
}

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 900 };

/** Chooses a radio button as a user does, by clicking its label (Ark's control sits over the native input). */
export async function chooseRadio(page: Page, name: string | RegExp): Promise<void> {
  const radio = page.getByRole('radio', { name });
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

/**
 * Opens the represented-person menu of the header and chooses a person. Right after sign-in the
 * screen's focus handling may close a menu opened in the same instant, so the opening is retried
 * until the menu shows.
 */
export async function choosePerson(page: Page, current: RegExp, target: RegExp): Promise<void> {
  const item = page.getByRole('menuitem', { name: target });
  await expect(async () => {
    if (!(await item.isVisible())) await page.getByRole('button', { name: new RegExp(`Zastupovaná osoba: ${current.source}`) }).click();
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await item.click();
}

/**
 * A day counted from today on the insurer's calendar (Prague), as the app and the browser
 * (timezoneId in playwright.config.ts) count it, whatever this machine's zone: between
 * midnight in Prague and midnight UTC the two calendars differ by a day.
 */
export function pragueDay(offsetDays = 0): { day: number; month: number; year: number; iso: string } {
  const iso = addDaysIso(todayIso(), offsetDays);
  return { ...parseIsoDate(iso)!, iso };
}

/** The day as a person types it: '5. 3. 2026' (the app's own format), or '5.3.2026' when `compact`. */
export function typedDay(offsetDays = 0, { compact = false } = {}): string {
  const typed = formatDateCz(pragueDay(offsetDays).iso);
  return compact ? typed.replaceAll(' ', '') : typed;
}

/** Sends a question to the insurer from 'Komunikace se ZPS' and returns its thread id (from the URL it lands on). */
export async function askQuestion(page: Page, subject: string, text: string): Promise<string> {
  await page.goto('/komunikace/komunikace-se-zps/');
  await page.getByRole('button', { name: 'Napsat dotaz' }).click();
  const form = page.getByRole('form', { name: 'Nový dotaz' });
  await form.getByRole('textbox', { name: 'Předmět' }).fill(subject);
  await form.getByRole('textbox', { name: 'Text zprávy' }).fill(text);
  await form.getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const vlakno = /\/komunikace\/komunikace-se-zps\/([A-Za-z0-9_-]+)$/.exec(page.url())?.[1];
  expect(vlakno).toBeTruthy();
  return vlakno as string;
}
