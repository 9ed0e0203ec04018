import { test, expect } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInWithDemo } from './support';

/**
 * Cafeterie (issue 14 §5): the employee splits the year's points; a sum other than 100 % is
 * refused with the contract's message and nothing is saved; a right split is kept with the points
 * each share gives. No other journey reads Jana's split.
 */

test.use({ viewport: phone });

test('cafeteria: a split that does not sum to 100 % refused, a right one saved with its points', async ({ page }) => {
  await signInWithDemo(page, 'pojistenec', /Jana Dvořáková/);
  await page.goto('/nastaveni/nastaveni-pojistence/');
  await page.getByRole('link', { name: /Cafeterie/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cafeterie' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Rozdělení bodů' });
  await expect(form.getByRole('status')).toHaveText('Součet: 100 %');
  await expectNoAxeViolations(page, 'cafeteria');

  const dental = form.getByRole('textbox', { name: 'Zubní péče a péče o zrak (%)' });
  const freeTime = form.getByRole('textbox', { name: 'Volný čas (%)' });
  const before = Number((await dental.inputValue()).replace(',', '.'));
  await dental.fill(String(before + 10));
  await expect(form.getByRole('status')).toHaveText('Součet: 110 %');
  await form.getByRole('button', { name: 'Uložit' }).click();
  await expect(form.getByRole('alert')).toHaveText('Součet podílů musí být 100 %, nyní je 110 %.');
  await freeTime.fill(String(Number((await freeTime.inputValue()).replace(',', '.')) - 10));
  await expect(form.getByRole('status')).toHaveText('Součet: 100 %');
  await form.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Rozdělení cafeterie je uložené.')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);

  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Rozdělení bodů' }).getByRole('textbox', { name: 'Zubní péče a péče o zrak (%)' }),
  ).toHaveValue(String(before + 10));
  await expect(page.getByText(`${((before + 10) * 60).toLocaleString('cs-CZ')} bodů`)).toBeVisible();
  await page.setViewportSize(desktop);
  await expectNoAxeViolations(page, 'cafeteria at 1280 px');
});
