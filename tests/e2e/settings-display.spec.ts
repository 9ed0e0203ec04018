import { test, expect, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, openInApp, phone, signInAs } from './support';

/**
 * Issue 15 §10: the dark theme and larger text — chosen in 'Vzhled aplikace', applied at once,
 * kept across a reload before the first paint — and the dark theme by the system's setting, with
 * the screens meeting WCAG AA contrast (axe) in it.
 */

const root = (page: Page) => page.locator('html');

test('choose the dark theme and larger text; they apply at once and survive a reload (1280 px)', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'pojistenec');
  await expect(root(page)).toHaveAttribute('data-theme', 'light');
  await page.goto('/nastaveni/');
  await page.getByRole('link', { name: /^Vzhled aplikace/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vzhled aplikace' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Podle systému' })).toBeChecked();
  await expectNoAxeViolations(page, 'display settings light');

  await page.getByText('Tmavý', { exact: true }).click();
  await page.getByText('Větší písmo', { exact: true }).click();
  await page.getByRole('button', { name: 'Uložit vzhled' }).click();
  await expect(page.getByText('Vzhled aplikace byl uložen.')).toBeVisible();
  await expect(root(page)).toHaveAttribute('data-theme', 'dark');
  await expect(root(page)).toHaveAttribute('data-text', 'large');
  const fontSize = await root(page).evaluate((html) => getComputedStyle(html).fontSize);
  expect(fontSize).toBe('18px');
  await expectNoAxeViolations(page, 'display settings dark, larger text');

  await page.reload();
  await expect(root(page)).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('radio', { name: 'Tmavý' })).toBeChecked();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'home dark, larger text');

  // Back to the system's look (and the other journeys' light theme).
  await page.goto('/nastaveni/vzhled');
  await page.getByText('Podle systému', { exact: true }).click();
  await page.getByText('Větší písmo', { exact: true }).click();
  await page.getByRole('button', { name: 'Uložit vzhled' }).click();
  await expect(page.getByText('Vzhled aplikace byl uložen.')).toBeVisible();
  await expect(root(page)).toHaveAttribute('data-theme', 'light');
  await expect(root(page)).not.toHaveAttribute('data-text', 'large');
});

/** The screens of the settings and the insured person's main pages: each checked in the dark. */
const darkScreens = [
  ['/moje-zdravi/ockovani/', 'Očkování'],
  ['/moje-zdravi/moje-anamneza/', 'Moje anamnéza'],
  ['/moje-zdravi/ehic/', 'Průkaz pojištěnce'],
  ['/moje-zdravi/laboratorni-vysledky/', 'Laboratorní výsledky'],
  ['/moje-pojisteni/uhrada-pojistneho/', 'Úhrada pojistného'],
  ['/komunikace/moje-zadosti/', 'Moje žádosti'],
  ['/nastaveni/', 'Nastavení'],
  ['/nastaveni/souhlasy-s-podminkami/', 'Souhlasy s podmínkami'],
  ['/nastaveni/nastaveni-pojistence/osobni-udaje', 'Osobní údaje'],
  ['/nastaveni/nastaveni-pojistence/emergentni-udaje', 'Emergentní údaje'],
  ['/nastaveni/nastaveni-pojistence/registrovana-zarizeni', 'Registrovaná zařízení'],
  ['/nastaveni/nastaveni-pojistence/zpristupneni-udaju-lekarum', 'Zpřístupnění údajů lékařům'],
  ['/nastaveni/nastaveni-pojistence/upozorneni', 'Upozornění'],
] as const;

async function checkDarkScreens(page: Page, width: string) {
  for (const [path, heading] of darkScreens) {
    if (!(await openInApp(page, path))) await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, `${path} dark ${width}`);
  }
}

test.describe('the system’s dark scheme at 1280 px', () => {
  test.use({ colorScheme: 'dark', viewport: desktop });

  test('the settings and main screens keep their contrast', async ({ page }) => {
    await signInAs(page, 'pojistenec');
    await expect(root(page)).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page, 'home dark 1280');
    await checkDarkScreens(page, '1280');
  });
});

test.describe('the system’s dark scheme (390 px)', () => {
  test.use({ colorScheme: 'dark', viewport: phone });

  test('the screens follow it and keep their contrast', async ({ page }) => {
    await signInAs(page, 'osvc');
    await expect(root(page)).toHaveAttribute('data-theme', 'dark');
    await expectNoAxeViolations(page, 'home dark 390');
    await checkDarkScreens(page, '390');
    // A form's messages in the dark.
    await page.goto('/moje-zdravi/moje-zaznamy/');
    await page.getByRole('button', { name: 'Uložit měření' }).click();
    await expect(page.getByText('Alespoň jedno pole je povinné').first()).toBeVisible();
    await expectNoAxeViolations(page, 'measurement form errors dark 390');
  });
});
