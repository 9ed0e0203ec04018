import { test, expect } from '@playwright/test';
import { expectNoAxeViolations, phone, signInAs } from './support';

test.use({ viewport: phone });

test('my medicines: current ones, the overlap of two pain killers read and confirmed once, the co-payment limit', async ({ page }) => {
  await signInAs(page, 'pojistenec', '/moje-zdravi/moje-leky/');
  await expect(page.getByRole('heading', { level: 1, name: 'Moje léky' })).toBeVisible();
  const current = page.getByRole('region', { name: 'Užívané léky', exact: true });
  for (const name of ['EUTHYROX', 'IBALGIN', 'NAPROXEN AL']) await expect(current.getByRole('article', { name })).toBeVisible();
  const limit = page.getByRole('region', { name: /^Ochranný limit doplatků \d{4}$/ });
  await expect(limit).toContainText(/Započitatelné doplatky: .* z 5\s000\sKč/);
  await expect(limit.getByRole('progressbar', { name: 'Čerpání ochranného limitu' })).toBeVisible();
  await expect(limit).toContainText('Do limitu zbývá');

  const warnings = page.getByRole('region', { name: 'Upozornění k lékům' });
  const overlap = warnings.getByRole('article').filter({ hasText: 'Léky ze stejné skupiny' }).first();
  await expect(overlap).toContainText('Méně závažné');
  await expect(overlap).toContainText('ATC M01AE');
  await expectNoAxeViolations(page, 'medicines');

  await overlap.getByRole('button', { name: 'Beru na vědomí' }).click();
  await expect(page.getByText('Upozornění jste vzali na vědomí.')).toBeVisible();
  await expect(overlap).toContainText(/Vzali jste na vědomí/);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Upozornění k lékům' }).getByRole('article').filter({ hasText: 'Léky ze stejné skupiny' }).first(),
  ).toContainText(/Vzali jste na vědomí/);
});

test('the doctor sees a patient’s serious interaction and the exceeded limit, without changing anything', async ({ page }) => {
  await signInAs(page, 'lekar');
  await page.locator('[data-list="pacienti"]').getByRole('button', { name: /Josef/ }).click();
  await page.goto('/moje-zdravi/moje-leky/');
  await expect(page.getByText(/^Pacient: Josef/)).toBeVisible();
  const interaction = page.getByRole('region', { name: 'Upozornění k lékům' }).getByRole('article').first();
  await expect(interaction).toContainText('Závažné · Vzájemné působení léků');
  await expect(page.getByRole('region', { name: /^Ochranný limit doplatků/ })).toContainText('Limit je překročen o');
  await expect(page.getByRole('button', { name: 'Beru na vědomí' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Smazat lék' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'doctor medicines');
});
