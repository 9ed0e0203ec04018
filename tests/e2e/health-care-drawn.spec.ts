import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * Čerpaná péče (issue 12 §1): the totals by kind and year, a year with its chart (and the table
 * that is its text alternative), the care items with their procedures in DETAIL and SOUHRN, the
 * year's statement as a real PDF, and the doctor reading an allowing patient's care.
 */

test.use({ viewport: phone });

test('care drawn: all years, one year with its chart, items and procedures, and the PDF statement', async ({ page }) => {
  await signInAs(page, 'pojistenec', '/moje-zdravi/cerpana-pece/');
  await expect(page.getByRole('heading', { level: 1, name: 'Čerpaná péče' })).toBeVisible();
  const years = page.getByRole('navigation', { name: 'Rok' });
  await expect(years.getByRole('link', { name: 'Vše' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'Podle druhu péče' })).toContainText('Praktický lékař');
  await expect(page.getByRole('region', { name: 'Podle druhu péče' })).toContainText(/Pojišťovna uhradila: [\d\s]+(,\d\d)?\sKč/);
  await expectNoAxeViolations(page, 'care drawn, all years');

  const newest = years.getByRole('link').nth(1);
  const year = (await newest.textContent())!.trim();
  await newest.click();
  await expect(page).toHaveURL(new RegExp(`/moje-zdravi/cerpana-pece/${year}$`));
  await expect(page.getByRole('heading', { name: `Za rok ${year}` })).toBeVisible();
  await expect(page.getByRole('img', { name: new RegExp(`^Graf úhrad po měsících v roce ${year}`) })).toBeVisible();
  const chart = page.getByRole('region', { name: 'Úhrady po měsících' });
  await chart.getByText('Zobrazit jako tabulku').click();
  await expect(chart.getByRole('table')).toContainText('leden');
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(13);

  const items = page.getByRole('region', { name: 'Případy péče' });
  const first = items.getByRole('article').first();
  await expect(first).toContainText(/Kč/);
  await first.getByText(/Zobrazit (1 položku|položky)/).click();
  await expect(first.getByRole('table')).toContainText('Kód');
  await expect(items.getByRole('status')).toContainText(/Zobrazeno \d+ z \d+/);
  await expectNoAxeViolations(page, 'care drawn, one year');

  await items.getByRole('radio', { name: 'Souhrn' }).locator('xpath=ancestor::label[1]').click();
  await expect(items.getByRole('article').first()).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Stáhnout výpis (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe(`cerpana-pece-${year}.pdf`);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await page.setViewportSize(desktop);
  await expectNoAxeViolations(page, 'care drawn at 1280 px');
});

test('the doctor reads an allowing patient’s care drawn', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'lekar');
  await page
    .locator('[data-list="pacienti"]')
    .getByRole('button', { name: /Jana Dvořáková/ })
    .click();
  await page.goto('/moje-zdravi/cerpana-pece/');
  await expect(page.getByText(/^Pacient: Jana Dvořáková/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Podle druhu péče' })).toBeVisible();
  await expectNoAxeViolations(page, 'doctor care drawn');
});
