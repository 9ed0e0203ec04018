import { test, expect } from '@playwright/test';
import { choosePerson, desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * Issue 15 §4 and issue 35: how a person is told about answers, requests, check-ups, lab results,
 * payments and opened share links — e-mail and SMS per kind, saved on the server, which refuses a
 * channel without its contact in Czech.
 */

const kind = (page: import('@playwright/test').Page, name: string) => page.getByRole('group', { name });

test('choose SMS for requests from the settings hub; it is kept after a reload (390 px)', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'pojistenec', '/nastaveni/nastaveni-pojistence/');
  await page.getByRole('link', { name: /^Upozornění/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upozornění' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Upozornění' });
  await expect(form.getByRole('group')).toHaveText([
    /^Odpovědi na dotazy a konzultace/,
    /^Stav mých žádostí/,
    /^Blížící se preventivní prohlídky a očkování/,
    /^Nové laboratorní výsledky/,
    /^Splatnost a nedoplatky pojistného/,
    /^Otevření odkazu na mé emergentní údaje/,
  ]);
  // Jana's stored choice for the opened share links: e-mail and SMS.
  const shares = kind(page, 'Otevření odkazu na mé emergentní údaje');
  await expect(shares.getByRole('radio', { name: 'Upozornit e-mailem' })).toBeChecked();
  await expect(shares.getByRole('checkbox', { name: 'Také SMS zprávou' })).toBeChecked();
  const requests = kind(page, 'Stav mých žádostí');
  await expect(requests.getByRole('radio', { name: 'Upozornit e-mailem' })).toBeChecked();
  const sms = requests.getByRole('checkbox', { name: 'Také SMS zprávou' });
  await expect(sms).not.toBeChecked();
  await expect(requests.getByRole('checkbox', { name: 'Také oznámením v prohlížeči' })).not.toBeChecked();
  // Without a service worker (blocked in these journeys) the browser's notifications cannot be switched on.
  await expect(page.getByRole('region', { name: 'Oznámení v prohlížeči' })).toContainText(
    'V tomto prohlížeči oznámení zapnout nelze. Použijte e-mail nebo SMS.',
  );
  await expectNoAxeViolations(page, 'notification settings 390');

  await requests.getByText('Také SMS zprávou').click();
  await page.getByRole('button', { name: 'Uložit upozornění' }).click();
  await expect(page.getByText('Nastavení upozornění bylo uloženo.')).toBeVisible();
  await page.reload();
  await expect(kind(page, 'Stav mých žádostí').getByRole('checkbox', { name: 'Také SMS zprávou' })).toBeChecked();

  // The hub's line follows.
  await page.goto('/nastaveni/nastaveni-pojistence/');
  await expect(page.getByRole('link', { name: /^Upozornění/ })).toContainText('SMS');
  await page.getByRole('link', { name: /^Upozornění/ }).click();
  await kind(page, 'Stav mých žádostí').getByText('Také SMS zprávou').click();
  await page.getByRole('button', { name: 'Uložit upozornění' }).click();
  await expect(page.getByText('Nastavení upozornění bylo uloženo.')).toBeVisible();
});

test("a child's e-mail notifications go to the parent's address: chosen for a child without an e-mail, they are saved (1280 px)", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'pojistenec');
  await choosePerson(page, /Jana Dvořáková/, /Tereza Dvořáková/);
  await page.goto('/nastaveni/nastaveni-pojistence/upozorneni');
  await expect(page.getByRole('heading', { level: 1, name: 'Upozornění' })).toBeVisible();
  // Nothing is stored for Tereza: a payment due is by e-mail by default.
  await expect(kind(page, 'Splatnost a nedoplatky pojistného').getByRole('radio', { name: 'Upozornit e-mailem' })).toBeChecked();
  const answers = kind(page, 'Odpovědi na dotazy a konzultace');
  await answers.getByText('Upozornit e-mailem').click();
  await page.getByRole('button', { name: 'Uložit upozornění' }).click();
  // Tereza has no e-mail of her own; the messages about her go to her mother's (issue 35).
  await expect(page.getByText('Nastavení upozornění bylo uloženo.')).toBeVisible();
  await expect(answers.getByText('Pro upozornění e-mailem nejprve vyplňte e-mail v osobních údajích.')).toHaveCount(0);
  await expectNoAxeViolations(page, 'notification settings of a child 1280');
});

test.describe('notifications in the browser', () => {
  test.use({ serviceWorkers: 'allow', viewport: phone });

  test('switching them on asks the browser; without a push service the reason is said and it can be tried again', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications']);
    await signInAs(page, 'pojistenec');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.goto('/nastaveni/nastaveni-pojistence/upozorneni');
    const push = page.getByRole('region', { name: 'Oznámení v prohlížeči' });
    await expect(push.getByText('Na tomto zařízení oznámení nedostáváte.')).toBeVisible();
    await push.getByRole('button', { name: 'Zapnout oznámení na tomto zařízení' }).click();
    // This sandbox's Chromium has no push service to subscribe with.
    await expect(push.getByRole('alert')).toHaveText(
      'Oznámení se nepodařilo zapnout. Prohlížeč nemá spojení se službou oznámení; zkuste to později.',
    );
    await expectNoAxeViolations(page, 'push failed 390');
    await push.getByRole('button', { name: 'Zavřít' }).click();
    await expect(push.getByText('Na tomto zařízení oznámení nedostáváte.')).toBeVisible();
  });
});
