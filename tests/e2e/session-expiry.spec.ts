import { test, expect } from '@playwright/test';
import { shortSessionPort } from '../../playwright.config';
import { expectServerSignInPage } from './support';

// This server runs with a 20-second session (REFRESH_TTL_S = SESSION_MAX_S = 20).
test.use({ baseURL: `http://localhost:${shortSessionPort}` });

test('when the refresh token expires the alert "Přihlášení vypršelo" shows and the page reloads to sign-in', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  await page.getByRole('button', { name: /Jana Dvořáková/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Dobrý den, Jana/ })).toBeVisible();

  const alert = page.waitForEvent('dialog', { timeout: 30_000 });
  const dialog = await alert;
  expect(dialog.type()).toBe('alert');
  expect(dialog.message()).toBe('Přihlášení vypršelo');
  await dialog.accept();
  await expectServerSignInPage(page, 20_000);
});
