import { test, expect } from '@playwright/test';
import { expectNoAxeViolations, phone, signInWithDemo } from './support';

test.use({ viewport: phone });

test('my prevention: check-ups and screenings by the person’s age with a traffic light in words; details on demand', async ({ page }) => {
  await signInWithDemo(page, 'osvc', /Petr Novotný/);
  await page.goto('/moje-zdravi/moje-prevence/');
  await expect(page.getByRole('heading', { level: 1, name: 'Moje prevence' })).toBeVisible();
  await expect(page.getByText(/^Prohlídky a screeningy, na které máte nárok ve věku \d+ let/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Preventivní prohlídky' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Screeningy a programy časného záchytu' })).toBeVisible();
  const gp = page.getByRole('article', { name: 'Všeobecná preventivní prohlídka u praktického lékaře' });
  await expect(gp).toContainText(/Semafor: (Červená|Žlutá|Zelená|Nespecifikováno)\./);
  await expect(page.getByRole('article', { name: 'Program časného záchytu karcinomu prostaty' })).toBeVisible();
  // A man has no gynaecological check-up.
  await expect(page.getByRole('article', { name: 'Gynekologická preventivní prohlídka' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'prevention');

  await gp.getByText('Podrobnosti').click();
  await expect(gp).toContainText('Jak často');
  await expect(gp).toContainText('Právní základ');
});

test('the doctor reads an allowing patient’s prevention, named', async ({ page }) => {
  await signInWithDemo(page, 'lekar', /Eva Malá/);
  await page
    .locator('[data-list="pacienti"]')
    .getByRole('button', { name: /Jana Dvořáková/ })
    .click();
  await page.goto('/moje-zdravi/moje-prevence/');
  await expect(page.getByRole('heading', { level: 1, name: 'Moje prevence' })).toBeVisible();
  await expect(page.getByText('Pacient: Jana Dvořáková')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Gynekologická preventivní prohlídka' })).toBeVisible();
  await expectNoAxeViolations(page, 'doctor prevention');
});
