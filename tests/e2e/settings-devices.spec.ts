import { test, expect } from '@playwright/test';
import { expectNoAxeViolations, expectServerSignInPage, phone, signInAs } from './support';

test.use({ viewport: phone });

test('registered devices: another device is removed after one question; removing this one signs out here (back to sign-in)', async ({
  page,
}) => {
  await signInAs(page, 'pojistenec', '/nastaveni/nastaveni-pojistence/');
  await page.getByRole('link', { name: /Registrovaná zařízení/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrovaná zařízení' })).toBeVisible();

  const cards = page.locator('main section');
  const thisDevice = cards.filter({ hasText: 'Toto zařízení' });
  await expect(thisDevice).toHaveCount(1);
  const iphone = cards.filter({ hasText: 'Mobilní aplikace · iOS 18' });
  await expect(iphone).toContainText('Registrováno');
  const before = await cards.count();
  expect(before).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page, 'devices');

  await iphone.getByRole('button', { name: 'Odebrat zařízení' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Bude okamžitě odhlášeno.');
  await expectNoAxeViolations(page, 'remove device dialog');
  await dialog.getByRole('button', { name: 'Odebrat', exact: true }).click();
  await expect(page.getByText('Zařízení „Mobilní aplikace · iOS 18“ bylo odebráno.')).toBeVisible();
  await expect(cards).toHaveCount(before - 1);
  await expect(cards.filter({ hasText: 'Mobilní aplikace · iOS 18' })).toHaveCount(0);

  await thisDevice.getByRole('button', { name: 'Odebrat zařízení' }).click();
  await expect(dialog).toContainText('Budete zde hned odhlášeni');
  await dialog.getByRole('button', { name: 'Odebrat', exact: true }).click();
  // Signed out here: the server's sign-in page, and the portal does not open without signing in again.
  await expectServerSignInPage(page);
  await page.goto('/nastaveni/nastaveni-pojistence/registrovana-zarizeni');
  await expect(page).toHaveURL(/\/api\/identita\/prihlaseni/);
});
