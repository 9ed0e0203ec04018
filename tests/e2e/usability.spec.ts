import { test, expect, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs, choosePerson } from './support';

/**
 * Issue 16 §2 and §7: whose data is shown while acting for a child (a strip under the header on
 * every page, the greeting for the signed-in user), and one calm toast at a time that never sits
 * over a dialog.
 */

test.use({ viewport: phone });

const strip = (page: Page) => page.getByRole('region', { name: 'Čí údaje zobrazujete' });
const openToasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"][data-state="open"]');

test('acting for a child: the strip names her on every page, the greeting stays the parent’s, Změnit switches back', async ({ page }) => {
  await signInAs(page, 'pojistenec');
  await expect(strip(page)).toHaveCount(0);
  await choosePerson(page, /Jana Dvořáková/, /Tereza Dvořáková/);
  await expect(page.getByText('Pojištěnec přepnut na Tereza Dvořáková')).toBeVisible();
  await expect(strip(page)).toHaveText(/Zobrazujete údaje: Tereza Dvořáková/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dobrý den, Jana Dvořáková' })).toBeVisible();
  await expectNoAxeViolations(page, 'home acting for a child');

  await page.goto('/moje-zdravi/ockovani/');
  await expect(page.getByRole('heading', { level: 1, name: 'Očkování' })).toBeVisible();
  await expect(strip(page)).toHaveText(/Zobrazujete údaje: Tereza Dvořáková/);
  await page.setViewportSize(desktop);
  await expectNoAxeViolations(page, 'vaccinations acting for a child at 1280 px');
  // Form titles name the child the data is entered for.
  await page.goto('/moje-zdravi/ockovani/novy/');
  await expect(page.getByRole('heading', { level: 1, name: 'Nové očkování – Tereza', exact: true })).toBeVisible();
  await page.goto('/moje-zdravi/moje-zaznamy/');
  await expect(page.getByRole('heading', { level: 2, name: 'Nové měření – Tereza', exact: true })).toBeVisible();

  await strip(page).getByRole('button', { name: 'Změnit' }).click();
  await page.getByRole('menuitem', { name: /Jana Dvořáková/ }).click();
  await expect(page.getByText('Pojištěnec přepnut na Jana Dvořáková')).toBeVisible();
  await expect(strip(page)).toHaveCount(0);
});

test('one toast at a time, and none over a dialog', async ({ page }) => {
  await signInAs(page, 'osvc', '/nastaveni/nastaveni-pojistence/osobni-udaje');
  await page.getByRole('form', { name: 'Změnit – E-mail' }).getByRole('button', { name: 'Uložit' }).click();
  await expect(openToasts(page).filter({ hasText: 'E-mail: uloženo.' })).toBeVisible();
  await page.getByRole('form', { name: 'Změnit – Telefon', exact: true }).getByRole('button', { name: 'Uložit' }).click();
  await expect(openToasts(page).filter({ hasText: 'Telefon: uloženo.' })).toBeVisible();
  await expect(openToasts(page)).toHaveCount(1);

  await page.getByRole('form', { name: 'Změnit – E-mail' }).getByRole('button', { name: 'Uložit' }).click();
  await expect(openToasts(page)).toHaveCount(1);
  await page.getByRole('banner').getByRole('button', { name: 'Nápověda' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(openToasts(page)).toHaveCount(0);
});
