import { test, expect, type Browser } from '@playwright/test';
import { choosePerson, expectNoAxeViolations, phone, signInAs, typedDay } from './support';

test.use({ viewport: phone });

/** The doctor's patient list, seen in a browser of its own. */
async function doctorSeesJakub(browser: Browser): Promise<boolean> {
  const context = await browser.newContext({ viewport: phone, locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
  const page = await context.newPage();
  await signInAs(page, 'lekar');
  const list = page.locator('[data-list="pacienti"]');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  const seen = (await list.getByRole('button', { name: /Jakub Dvořák/ }).count()) > 0;
  await context.close();
  return seen;
}

test('a parent gives her adult son’s doctor access until a chosen day and takes it away again; the doctor’s list follows at once', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'pojistenec');
  await choosePerson(page, /Jana Dvořáková/, /Jakub Dvořák/);
  await expect(page.getByText('Pojištěnec přepnut na Jakub Dvořák')).toBeVisible();
  await page.goto('/nastaveni/nastaveni-pojistence/zpristupneni-udaju-lekarum');
  await expect(page.getByRole('heading', { level: 1, name: 'Zpřístupnění údajů lékařům' })).toBeVisible();
  const eva = page.getByRole('region', { name: /Eva Malá/ });
  await expect(eva).toContainText('Přístup vypršel');
  await expectNoAxeViolations(page, 'doctor access');
  expect(await doctorSeesJakub(browser)).toBe(false);

  // A day in the past is refused with the Czech message, and nothing changes.
  await eva.getByRole('textbox', { name: /Přístup do/ }).fill('1.1.2020');
  await eva.getByRole('button', { name: 'Povolit přístup' }).click();
  await expect(eva.getByText(/^Datum nesmí být před /).first()).toBeVisible();
  await expect(eva).toContainText('Přístup vypršel');

  await eva.getByRole('textbox', { name: /Přístup do/ }).fill(typedDay(30, { compact: true }));
  await eva.getByRole('button', { name: 'Povolit přístup' }).click();
  await expect(page.getByText('Lékař MUDr. Eva Malá má přístup k vašim údajům.')).toBeVisible();
  await expect(eva).toContainText('Má přístup');
  await expect(eva).toContainText(`do ${typedDay(30)} včetně`);
  expect(await doctorSeesJakub(browser)).toBe(true);

  await eva.getByRole('button', { name: 'Odebrat přístup' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Opravdu chcete lékaři MUDr. Eva Malá odebrat přístup');
  await dialog.getByRole('button', { name: 'Odebrat', exact: true }).click();
  await expect(eva).toContainText('Nemá přístup');
  await eva.getByText('Historie změn').click();
  await expect(eva.getByRole('listitem').first()).toContainText('odebráno');
  expect(await doctorSeesJakub(browser)).toBe(false);
});
