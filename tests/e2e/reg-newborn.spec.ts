import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { birthNumber } from '../../server/seed/birth-number';
import { personBirthNumber } from '../../server/seed/communication-data';
import { desktop, expectNoAxeViolations, phone, pragueDay, signInAs } from './support';

/**
 * Registrace novorozence (issue 13 §4): twins with two birth certificates — the step rules on the
 * way, a mother the insurer does not know sent back to her step with the server's message, one
 * request after sending, the ZVONEK pointer, and the request in 'Moje žádosti'.
 */

const pdfBytes = readFileSync(new URL('./fixtures/ockovaci-prukaz.pdf', import.meta.url));
const isoDaysAgo = (days: number) => pragueDay(-days).iso;
const step = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });
const next = (page: Page) => page.getByRole('button', { name: 'Pokračovat' }).click();

test.use({ viewport: phone });

test('register twins with two certificates; an unknown mother is sent back to her step', async ({ page }) => {
  const born = isoDaysAgo(10);
  const [first, second] = [birthNumber(born, true, 700), birthNumber(born, true, 711)];
  await signInAs(page, 'pojistenec', '/registrace/registrace-novorozence/');
  await expect(page.getByRole('heading', { level: 1, name: 'Registrace novorozence' })).toBeVisible();
  await expect(step(page, 'Matka')).toBeVisible();
  // The signed-in mother's birth number is filled in and can be changed (issue 37).
  await expect(page.getByRole('textbox', { name: 'Rodné číslo matky' })).toHaveValue(personBirthNumber('jana'));
  await expect(page.getByText('Vyplnili jsme vaše rodné číslo. Registrujete-li dítě jiné matky, přepište ho.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Rodné číslo matky' }).fill('');
  await next(page);
  await expect(page.getByText('Pole je povinné')).toBeVisible();
  await expectNoAxeViolations(page, 'newborn: mother refused');
  // A woman's valid birth number the insurer does not know: accepted here, refused by the server at the end.
  await page.getByRole('textbox', { name: 'Rodné číslo matky' }).fill(birthNumber('1990-05-05', true, 900));
  await next(page);

  await expect(step(page, 'Dítě')).toBeFocused();
  await page.getByRole('textbox', { name: 'Rodné číslo dítěte' }).fill(first);
  await page.getByRole('textbox', { name: 'Jméno' }).fill('Eliška');
  await page.getByRole('textbox', { name: 'Příjmení' }).fill('Dvořáková');
  await page.getByRole('button', { name: 'Přidat další dítě (dvojčata)' }).click();
  const twin = page.getByRole('group', { name: '2. dítě' });
  await twin.getByRole('textbox', { name: 'Rodné číslo dítěte' }).fill(first);
  await twin.getByRole('textbox', { name: 'Jméno' }).fill('Ema');
  await twin.getByRole('textbox', { name: 'Příjmení' }).fill('Dvořáková');
  await next(page);
  await expect(twin.getByText('Rodná čísla dětí se nesmí opakovat.')).toBeVisible();
  await expect(step(page, 'Dítě')).toBeVisible();
  await twin.getByRole('textbox', { name: 'Rodné číslo dítěte' }).fill(second);
  await expectNoAxeViolations(page, 'newborn: twins');
  await next(page);

  await expect(step(page, 'Rodné listy')).toBeVisible();
  await next(page);
  await expect(page.getByText('Přiložte rodný list dítěte.')).toHaveCount(2);
  const pickers = page.getByTestId('attachment-input');
  await pickers.nth(0).setInputFiles({ name: 'rodny-list-eliska.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  await pickers.nth(1).setInputFiles({ name: 'rodny-list-ema.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  await next(page);

  await expect(step(page, 'Průkaz pojištěnce')).toBeVisible();
  await page
    .getByRole('radio', { name: /Mladá Boleslav/ })
    .locator('xpath=ancestor::label[1]')
    .click();
  await next(page);
  await expect(step(page, 'Zkontrolujte žádost')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Eliška Dvořáková');
  await expect(page.getByRole('main')).toContainText('Ema Dvořáková');
  await expectNoAxeViolations(page, 'newborn: review');
  await page.getByRole('button', { name: 'Odeslat žádost' }).click();

  // The server does not know this mother: back on her step, with its message at the field.
  await expect(step(page, 'Matka')).toBeVisible();
  const mother = page.getByRole('textbox', { name: 'Rodné číslo matky' });
  await expect(mother).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Matka dítěte není pojištěncem Zaměstnanecké pojišťovny Škoda.', { exact: false })).toBeVisible();
  await mother.fill(personBirthNumber('jana'));
  for (const heading of ['Dítě', 'Rodné listy', 'Průkaz pojištěnce']) {
    await next(page);
    await expect(step(page, heading)).toBeVisible();
  }
  await next(page);
  await page.getByRole('button', { name: 'Odeslat žádost' }).click();
  await expect(page.getByRole('heading', { name: 'Žádost o registraci novorozence jsme přijali' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(/Eliška Dvořáková – do programu ZVONEK můžete dítě přihlásit do/);
  await page.setViewportSize(desktop);
  await expectNoAxeViolations(page, 'newborn: done at 1280 px');
  await page.getByRole('link', { name: 'Zobrazit v Mých žádostech' }).click();
  const request = page.getByRole('listitem').filter({ hasText: 'Eliška Dvořáková, Ema Dvořáková' }).first();
  await expect(request).toBeVisible();

  // Its detail: what was sent, both certificates, and the first state of its history.
  await request.getByRole('link', { name: /Zobrazit detail/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Eliška Dvořáková, Ema Dvořáková' })).toBeVisible();
  const files = page.getByRole('region', { name: 'Přílohy' });
  await expect(files.getByRole('button', { name: 'Stáhnout rodny-list-eliska.pdf' })).toBeVisible();
  await expect(files.getByRole('button', { name: 'Stáhnout rodny-list-ema.pdf' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Průběh vyřízení' })).toContainText('Přijato');
  await expectNoAxeViolations(page, 'request detail at 1280 px');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    files.getByRole('button', { name: 'Stáhnout rodny-list-ema.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('rodny-list-ema.pdf');
});
