import { test, expect } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInWithDemo } from './support';

/**
 * Čerpané programy (issue 14 §3): the years with what was claimed, approved and paid, then one
 * year's programmes with the limit left and each claim's state, linked to 'Moje žádosti'.
 */

test.use({ viewport: phone });

test('programmes drawn: the years, then one year’s programmes and claims with their states', async ({ page }) => {
  await signInWithDemo(page, 'pojistenec', /Jana Dvořáková/);
  await page.goto('/benefity/');
  await expect(page.getByRole('heading', { level: 1, name: 'Čerpané programy' })).toBeVisible();
  const byYear = page.getByRole('region', { name: 'Po letech' });
  await expect(byYear.getByRole('row', { name: /^Celkem/ })).toContainText('Kč');
  await expectNoAxeViolations(page, 'programmes drawn, all years');

  const firstYear = byYear.getByRole('rowheader').first().getByRole('link');
  const year = (await firstYear.textContent())!.trim();
  await firstYear.click();
  await expect(page).toHaveURL(new RegExp(`/benefity/${year}$`));
  await expect(page.getByRole('navigation', { name: 'Rok' }).getByRole('link', { name: year })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: `Programy v roce ${year}` })).toContainText('Zbývá z limitu');
  const claims = page.getByRole('region', { name: `Žádosti z roku ${year}` });
  const claim = claims.getByRole('article').first();
  await expect(claim).toContainText(/Doklad z .* na .*Kč/);
  await expect(claim).toContainText(/Přijato|Vyřizuje se|Čeká na doklady|Vyřízeno|Zamítnuto/);
  await expectNoAxeViolations(page, 'programmes drawn, one year');
  await page.setViewportSize(desktop);
  await expectNoAxeViolations(page, 'programmes drawn at 1280 px');

  await claim.getByRole('link', { name: 'Zobrazit v Mých žádostech' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moje žádosti' })).toBeVisible();
});
