import { test, expect, type Browser, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * The start page's widget layout follows the person to another device (issue 37): it is kept on
 * the server as the NASTENKA setting, with local storage as its cache. One browser context per
 * device: hidden on a phone, hidden on the desktop too; shown again there, shown on the phone.
 */

async function device(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInAs(page, 'osvc');
  await expect(page.getByRole('heading', { level: 1, name: /^Dobrý den/ })).toBeVisible();
  return page;
}

const saved = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/nastaveni') && response.request().method() === 'PUT' && response.ok());

test('the widget layout saved on one device shows on another', async ({ browser }) => {
  const onPhone = await device(browser, phone);
  await expect(onPhone.getByRole('region', { name: 'Aktuality' })).toBeVisible();
  await onPhone.getByRole('button', { name: 'Upravit nástěnku' }).click();
  const hiding = saved(onPhone);
  await onPhone.getByRole('button', { name: 'Skrýt widget Aktuality' }).click();
  await hiding;
  await onPhone.getByRole('button', { name: 'Hotovo' }).click();
  await expect(onPhone.getByRole('region', { name: 'Aktuality' })).toHaveCount(0);

  // Another device, nothing in its local storage: the server's layout.
  const onDesktop = await device(browser, desktop);
  await expect(onDesktop.getByRole('region', { name: 'Aktuality' })).toHaveCount(0);
  await onDesktop.getByRole('button', { name: 'Upravit nástěnku' }).click();
  await expect(onDesktop.getByRole('button', { name: 'Zobrazit widget Aktuality' })).toBeVisible();
  await expectNoAxeViolations(onDesktop, 'start page editing with a widget hidden elsewhere, 1280 px');
  if (process.env.E2E_SHOTS) await onDesktop.screenshot({ path: `${process.env.E2E_SHOTS}/home-sync-1280.png` });
  expect(await onDesktop.evaluate(() => localStorage.getItem('zk.widgety'))).toContain('aktuality');
  const showing = saved(onDesktop);
  await onDesktop.getByRole('button', { name: 'Zobrazit widget Aktuality' }).click();
  await showing;
  await onDesktop.getByRole('button', { name: 'Hotovo' }).click();
  await expect(onDesktop.getByRole('region', { name: 'Aktuality' })).toBeVisible();

  // Back on the phone: the next visit shows the layout saved on the desktop.
  await onPhone.reload();
  await expect(onPhone.getByRole('region', { name: 'Aktuality' })).toBeVisible();
  await expectNoAxeViolations(onPhone, 'start page at 390 px after the change elsewhere');

  await onPhone.context().close();
  await onDesktop.context().close();
});
