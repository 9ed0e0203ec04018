import { test, expect } from '@playwright/test';
import { mainPort } from '../../playwright.config';
import { desktop, expectNoAxeViolations, expectServerSignInPage, phone, signInAs } from './support';

test('the help dialog shows the text fetched for the screen and closes with Escape', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'pojistenec');
  await page.getByRole('button', { name: 'Nápověda' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toBeVisible();
  await expect(dialog.locator('p').first()).not.toBeEmpty();
  await expectNoAxeViolations(page, 'help dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the browser’s Back closes the help instead of leaving the page (issue 16 §5)', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'pojistenec', '/moje-zdravi/ockovani/');
  await expect(page.getByRole('heading', { level: 1, name: 'Očkování' })).toBeVisible();
  // One product name and one separator in every title (issue 16 §11).
  await expect(page).toHaveTitle('Očkování – Zdravotní karta pojištěnce');
  const dialog = page.getByRole('dialog');

  await page.getByRole('button', { name: 'Nápověda' }).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/moje-zdravi\/ockovani\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Očkování' })).toBeVisible();

  // Closed by its button, the help leaves no extra step behind: Back then leaves the page.
  await page.getByRole('button', { name: 'Nápověda' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Zavřít' }).click();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/moje-zdravi\/ockovani\/$/);
});

test('logout ends the session and shows the farewell screen', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'pojistenec');
  // The header's button asks first (issue 16 §11); 'Zrušit' keeps the session.
  await page.getByRole('banner').getByRole('button', { name: 'Odhlásit' }).click();
  await expect(page.getByRole('dialog')).toContainText('Opravdu se chcete odhlásit?');
  await page.getByRole('dialog').getByRole('button', { name: 'Zrušit' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Odhlásit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Odhlásit' }).click();
  await expect(page).toHaveURL(/\/uzivatel\/odhlasen$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Byli jste odhlášeni' })).toBeVisible();
  await expect(page.locator('main p')).toHaveCount(3);
  const contact = page.locator('main a[href^="mailto:"]');
  await expect(contact).toHaveAttribute('href', /^mailto:[^?]+\?subject=KMS$/);
  await expect(page.getByRole('navigation', { name: 'Hlavní menu' })).toBeHidden();
  await expectNoAxeViolations(page, 'logged out');
  const stored = await page.evaluate(() => ({ ...sessionStorage }));
  expect(stored['zk.refreshTokenExpirace']).toBeUndefined();
  expect(stored['zk.zastupIndex']).toBeUndefined();

  // The revoked session cannot come back: the start page asks for sign-in again.
  await page.goto('/');
  // wait for the redirect to the server's sign-in page to finish before navigating again
  await expectServerSignInPage(page);
  await page.goto('/uzivatel/odhlasen');
  await page
    .getByRole('link', { name: 'Přihlásit se znovu' })
    .or(page.getByRole('button', { name: 'Přihlásit se znovu' }))
    .click();
  await expectServerSignInPage(page);
});

test('an unknown address shows the not-found screen with a way home', async ({ page }) => {
  await page.goto('/tato-stranka-neexistuje');
  await expect(page.getByRole('heading', { name: 'Stránka nenalezena!' })).toBeVisible();
  await expectNoAxeViolations(page, 'not found');
  await page.getByRole('link', { name: 'Zpět na úvod' }).click();
  await expectServerSignInPage(page);
});

test('the about page shows the version, the installation id and the statements', async ({ page }) => {
  await signInAs(page, 'pojistenec', '/o-aplikaci');
  await expect(page.getByRole('heading', { level: 1, name: 'Informace o aplikaci' })).toBeVisible();
  await expect(page.getByText('1.15.01')).toBeVisible();
  const installationId = await page.evaluate(() => localStorage.getItem('zk.instalaceId'));
  expect(installationId).toMatch(/^[A-Za-z0-9_-]{21}$/);
  await expect(page.getByText(installationId!)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ochrana osobních údajů' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prohlášení o přístupnosti' })).toBeVisible();
  await expect(page.getByText(/5\. 6\. 2025|5\. června 2025/).first()).toBeVisible();
  await expect(page.getByText(/WCAG\)? 2\.1/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'about');
});

test('the style pages render, the coupon demo only on localhost', async ({ page }) => {
  await page.goto('/stylyButtony');
  await expect(page.getByText('VTK-ZUBYZRAK')).toBeVisible();
  await expectNoAxeViolations(page, 'style buttons');
  await page.goto(`http://zk.test:${mainPort}/stylyButtony`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('VTK-ZUBYZRAK')).toHaveCount(0);
});

test('a screen opened from the menu takes the focus on its heading, also one that shows a spinner before its form', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'osvc', '/moje-pojisteni/');
  await expect(page.getByRole('heading', { level: 1, name: 'Moje pojištění' })).toBeVisible();
  // The newborn registration first waits for the person's data over a spinner, then shows the wizard under a new h1.
  await page.getByRole('navigation', { name: 'Hlavní menu' }).getByRole('link', { name: 'Registrace novorozence' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Matka' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrace novorozence' })).toBeFocused();
});
