import { test, expect } from '@playwright/test';
import { expectNoAxeViolations, phone, signInAs } from './support';

/**
 * Issue 15 §10, the card in the pocket: after a visit, the insurance card and the emergency data
 * open without a connection (public/sw.js serves the offline page with what the app kept on this
 * device); signing out removes them.
 */

test.use({ serviceWorkers: 'allow', viewport: phone });

test('after a visit the card and the emergency data open offline; sign-out removes them', async ({ page, context }) => {
  await signInAs(page, 'pojistenec');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.goto('/moje-zdravi/ehic/');
  await expect(page.getByRole('heading', { level: 1, name: 'Průkaz pojištěnce' })).toBeVisible();
  await expect(page.getByText(/\d{4} \d{4} \d{4} \d{4}/).first()).toBeVisible();
  await page.goto('/nastaveni/nastaveni-pojistence/emergentni-udaje');
  await expect(page.getByRole('heading', { level: 1, name: 'Emergentní údaje' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('zk-offline-karta')).match('/offline/data.json'))?.json()))
    .toMatchObject({
      osoby: [expect.objectContaining({ karta: expect.objectContaining({ prijmeni: 'Dvořáková' }), emergentniUdaje: expect.anything() })],
    });

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Průkaz pojištěnce offline' })).toBeVisible();
  // The look comes from the same boot script as the app's, kept by the worker for offline use.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const jana = page.getByRole('region', { name: 'Jana Dvořáková' });
  await expect(jana.getByText('Číslo pojištěnce')).toBeVisible();
  await expect(jana.getByText('209 – Zaměstnanecká pojišťovna Škoda')).toBeVisible();
  await expect(jana.getByText('Krevní skupina')).toBeVisible();
  await expect(jana.getByText(/^Naposledy aktualizováno \d{1,2}\. \d{1,2}\. \d{4} \d{1,2}:\d{2}\.$/)).toBeVisible();
  await expectNoAxeViolations(page, 'offline card 390');

  await context.setOffline(false);
  await page.goto('/uzivatel/odhlasit');
  await expect(page).toHaveURL(/\/uzivatel\/odhlasen$/);
  await expect.poll(() => page.evaluate(() => caches.has('zk-offline-karta'))).toBe(false);
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByText(/^V tomto zařízení není uložený žádný průkaz\./)).toBeVisible();
  await context.setOffline(false);
});
