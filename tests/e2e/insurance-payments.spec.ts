import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * My insurance, premium payments and paying by QR (document 1 §2 'Insurance and payments',
 * document 2 §7): the self-employed demo person owes this month's advance, sees it, and pays it
 * with a QR code that a standard reader decodes to the SPAYD text shown beside it.
 */

test('pay one item by QR: the advance not yet due, with its due date; the code decodes to the payment shown as text', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'osvc', '/moje-pojisteni/');
  await expect(page.getByRole('heading', { level: 1, name: 'Moje pojištění' })).toBeVisible();
  await expect(page.getByText('Osoba samostatně výdělečně činná').first()).toBeVisible();
  // This month's advance is owed, not overdue (issue 33): the sentence gives a due date. Which one depends on
  // what else is owed (a settlement of an overview another journey filed is due later), so any date.
  await expect(
    page.getByText(/^Nic nemáte po splatnosti\. [\d\s]+Kč je splatných do \d{1,2}\.\s\d{1,2}\.\s\d{4}\.$/).first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Z čeho se skládá' })).toBeVisible();
  await expectNoAxeViolations(page, 'my insurance at 390 px');

  await page
    .getByRole('link', { name: /^Zaplatit: Záloha OSVČ za / })
    .first()
    .click();
  // 'Zaplatit' at an item opens the payment of that item, with its amount and its due date.
  await expect(page).toHaveURL(/\/moje-pojisteni\/uhrada-pojistneho\/\?polozka=ZALOHA_OSVC/);
  await expect(page.getByRole('heading', { level: 1, name: 'Úhrada pojistného' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Záloha OSVČ za / })).toBeChecked();
  const amount = page.getByRole('textbox', { name: 'Částka' });
  await expect(amount).not.toHaveValue('');
  await expect(page.getByText(/^Splatné do 8\.\s1?\d\.\s\d{4}\.$/).first()).toBeVisible();
  await expectNoAxeViolations(page, 'payment form at 390 px');
  // A wrong amount is refused with the contract's message, and no QR code is shown.
  await amount.fill('0');
  await page.getByRole('button', { name: 'Zobrazit QR platbu' }).click();
  await expect(page.getByText(/Povolené minimum je 0,01/)).toBeVisible();
  await expect(page.getByRole('img', { name: /QR kód pro platbu/ })).toHaveCount(0);

  await amount.fill('1234,50');
  await page.getByRole('button', { name: 'Zobrazit QR platbu' }).click();
  const qr = page.getByRole('img', { name: /QR kód pro platbu/ });
  await expect(qr).toBeVisible();
  await expect(page.getByText('IBAN', { exact: true })).toBeVisible();
  await expect(page.getByText('Variabilní symbol', { exact: true })).toBeVisible();
  // On the phone that shows it (issue 16 §4): the details to copy come first, the code can be saved as a PNG.
  const detailsTop = (await page.getByRole('heading', { level: 3, name: 'Platební údaje' }).boundingBox())!.y;
  expect(detailsTop).toBeLessThan((await qr.boundingBox())!.y);
  await expect(page.getByText(/^Platíte z tohoto telefonu\?/)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Uložit QR' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^qr-platba-\d+\.png$/);
  await expectNoAxeViolations(page, 'QR payment at 390 px');

  // Decode the image with a standard reader (zbarimg): it is a SPAYD payment of the amount.
  const src = await qr.getAttribute('src');
  expect(src).toMatch(/^data:image\/png;base64,/);
  const file = join(mkdtempSync(join(tmpdir(), 'qr-')), 'qr.png');
  writeFileSync(file, Buffer.from(src!.replace(/^data:image\/png;base64,/, ''), 'base64'));
  const decoded = execFileSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8' }).trim();
  expect(decoded).toMatch(/^SPD\*1\.0\*ACC:CZ\d{22}\*/);
  expect(decoded).toContain('*AM:1234.50*');
  expect(decoded).toContain('*CC:CZK');
  // the item's own message names its month
  expect(decoded).toMatch(/MSG:Pojistne \d+ zaloha OSVC \d{1,2}\/\d{4}/);
  const vs = /X-VS:(\d+)/.exec(decoded)?.[1];
  expect(vs).toBeTruthy();
  await expect(page.getByText(vs!, { exact: true }).first()).toBeVisible();
});

test('premium payments by year and type; the employee pays nothing herself', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'osvc', '/moje-pojisteni/platby-pojistneho/OSVC/2024');
  await expect(page.getByRole('heading', { level: 1, name: 'Platby pojistného' })).toBeVisible();
  await expect(page.getByText('Celkem zaplaceno').first()).toBeVisible();
  await expect(page.getByText('leden 2024').first()).toBeVisible();
  await expectNoAxeViolations(page, 'payments at 1280 px');

  await page.goto('/moje-pojisteni/platby-pojistneho/NEZNAMY/2024');
  await expect(page.getByText('Stránka nenalezena!')).toBeVisible();
});

test('my insurance of an employee: periods by year, nothing to pay', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'pojistenec', '/moje-pojisteni/');
  await expect(page.getByText('Vše máte uhrazeno')).toBeVisible();
  await expect(page.getByText('Zaměstnanec').first()).toBeVisible();
  await expectNoAxeViolations(page, 'my insurance at 1280 px');
  await page.goto('/moje-pojisteni/platby-pojistneho/');
  await expect(page.getByText('Pojistné za vás platí zaměstnavatel.')).toBeVisible();
});
