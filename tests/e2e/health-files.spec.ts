import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * Vaccinations and personal documents with attachments (document 1 §2 'My health', document 2 §7,
 * §9 and "Attachment and form-control behaviour"): add with files, list, download the same bytes,
 * the picker's format and count rules, the form rules, edit with a deleted attachment, delete,
 * and the doctor's read-only view. The server runs on a fresh database; every test adds its own records.
 */

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
const pdfBytes = fixture('ockovaci-prukaz.pdf');
const png1 = fixture('snimek-1.png');
const png2 = fixture('snimek-2.png');

const fileInput = (page: Page) => page.getByTestId('attachment-input');
const toast = (page: Page, text: string) =>
  page
    .getByRole('region', { name: /Oznámení/ })
    .getByText(text, { exact: true })
    .first();

async function fillDate(page: Page, label: string, text: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(text);
  await input.press('Tab');
}

test('a vaccination with a PDF: required fields, save, list, download of the same bytes', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'pojistenec', '/moje-zdravi/ockovani/');
  await expect(page.getByRole('heading', { level: 1, name: 'Očkování' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tetanus' })).toBeVisible();
  await expectNoAxeViolations(page, 'vaccinations at 390 px');

  await page.getByRole('link', { name: 'Přidat očkování' }).click();
  await expect(page).toHaveURL(/\/moje-zdravi\/ockovani\/novy\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nové očkování' })).toBeVisible();

  // Nothing filled: the date and the disease are required.
  await page.getByRole('button', { name: 'Uložit očkování' }).click();
  await expect(page.getByText('Pole je povinné')).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Datum očkování', exact: true })).toBeFocused();
  await expectNoAxeViolations(page, 'new vaccination with errors at 390 px');

  await fillDate(page, 'Datum očkování', '3.2.2025');
  await expect(page.getByRole('textbox', { name: 'Datum očkování', exact: true })).toHaveValue('3. 2. 2025');
  await page.getByRole('textbox', { name: 'Nemoc', exact: true }).fill('Chřipka – test PDF');
  await page.getByRole('textbox', { name: 'Očkovací látka', exact: true }).fill('Vaxigrip Tetra');
  // A next dose before the vaccination clears the field (document 2 §5); the field says why and what to type (issue 16 §8).
  await fillDate(page, 'Další dávka', '1. 1. 2025');
  await expect(page.getByRole('textbox', { name: 'Další dávka', exact: true })).toHaveValue('');
  const cleared = 'Datum 1. 1. 2025 je dřívější, než pole dovoluje, proto jsme ho vymazali. Zadejte 3. 2. 2025 nebo pozdější datum.';
  await expect(page.getByText(cleared)).toBeVisible();
  await fillDate(page, 'Další dávka', '3. 2. 2026');
  await expect(page.getByText(cleared)).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Poskytovatel', exact: true }).fill('Poliklinika Mladá Boleslav');
  await page.getByRole('textbox', { name: 'Poznámka', exact: true }).fill('Sezónní očkování.');
  await expect(page.getByText('17 / 1000')).toBeVisible();

  await fileInput(page).setInputFiles({ name: 'Očkovací průkaz – chřipka.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  await expect(page.locator('[data-new-file="Očkovací průkaz – chřipka.pdf"]')).toBeVisible();
  await expect(page.getByText('Pole je povinné')).toHaveCount(0);

  await page.getByRole('button', { name: 'Uložit očkování' }).click();
  await expect(page).toHaveURL(/\/moje-zdravi\/ockovani\/$/);
  await expect(toast(page, 'Očkování bylo uloženo.')).toBeVisible();
  const card = page.locator('li', { has: page.getByRole('heading', { level: 2, name: 'Chřipka – test PDF' }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('3. 2. 2025', { exact: true })).toBeVisible();
  await expect(card.getByText('3. 2. 2026', { exact: true })).toBeVisible();
  await expect(card.getByText('Poliklinika Mladá Boleslav')).toBeVisible();

  const downloadButton = card.getByRole('button', { name: /Očkovací průkaz – chřipka\.pdf/ });
  const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
  expect(download.suggestedFilename()).toBe('Očkovací průkaz – chřipka.pdf');
  const saved = readFileSync((await download.path())!);
  expect(Buffer.compare(saved, pdfBytes)).toBe(0);
  await expect(toast(page, 'Soubor byl stažen.')).toBeVisible();
  await expectNoAxeViolations(page, 'vaccinations after adding at 390 px');
});

test('the attachment picker refuses a wrong file type and a sixth file', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'pojistenec', '/moje-zdravi/ockovani/novy/');
  await expect(page.getByRole('heading', { level: 1, name: 'Nové očkování' })).toBeVisible();
  await expect(page.getByText('Povolené přípony: jpg, jpeg, webp, png, svg, tif, rtf, txt, pdf')).toBeVisible();
  await expectNoAxeViolations(page, 'new vaccination at 1280 px');

  await fileInput(page).setInputFiles({ name: 'program.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ\x90\x00') });
  await expect(toast(page, 'Soubor program.exe nesplňuje požadovaný formát.')).toBeVisible();
  // An allowed extension with a MIME type that is not allowed is refused too.
  await fileInput(page).setInputFiles({ name: 'zprava.pdf', mimeType: 'application/x-msdownload', buffer: pdfBytes });
  await expect(toast(page, 'Soubor zprava.pdf nesplňuje požadovaný formát.')).toBeVisible();
  await expect(page.locator('[data-new-file]')).toHaveCount(0);

  const six = Array.from({ length: 6 }, (_, index) => ({
    name: `snimek-${index + 1}.png`,
    mimeType: 'image/png',
    buffer: index % 2 ? png2 : png1,
  }));
  await fileInput(page).setInputFiles(six);
  await expect(toast(page, 'Smíte přiložit maximálně 5 souborů.')).toBeVisible();
  await expect(page.locator('[data-new-file]')).toHaveCount(0);

  // Five are fine.
  await fileInput(page).setInputFiles(six.slice(0, 5));
  await expect(page.locator('[data-new-file]')).toHaveCount(5);
  await expectNoAxeViolations(page, 'new vaccination with files at 1280 px');
});

test('a vaccination is edited (its attachment removed) and deleted after confirming', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'pojistenec', '/moje-zdravi/ockovani/novy/');
  await fillDate(page, 'Datum očkování', '10. 3. 2024');
  await page.getByRole('textbox', { name: 'Nemoc', exact: true }).fill('Hepatitida A – test');
  await fileInput(page).setInputFiles({ name: 'snimek-1.png', mimeType: 'image/png', buffer: png1 });
  await page.getByRole('button', { name: 'Uložit očkování' }).click();
  await expect(page).toHaveURL(/\/moje-zdravi\/ockovani\/$/);
  const card = page.locator('li', { has: page.getByRole('heading', { level: 2, name: 'Hepatitida A – test' }) });
  await expect(card.getByRole('button', { name: /snimek-1\.png/ })).toBeVisible();

  await card.getByRole('link', { name: /^Upravit očkování Hepatitida A – test/ }).click();
  await expect(page).toHaveURL(/\?upravit=\d+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upravit očkování' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nemoc', exact: true })).toHaveValue('Hepatitida A – test');
  await expect(page.getByRole('textbox', { name: 'Datum očkování', exact: true })).toHaveValue('10. 3. 2024');
  await expect(page.locator('[data-attachment="snimek-1.png"] img')).toBeVisible();
  await expectNoAxeViolations(page, 'edit vaccination at 1280 px');
  await page.getByRole('button', { name: 'Odebrat soubor snimek-1.png' }).click();
  await expect(page.getByText('Bude odstraněna při uložení')).toBeVisible();
  await page.getByRole('textbox', { name: 'Očkovací látka', exact: true }).fill('Havrix 1440');
  await page.getByRole('button', { name: 'Uložit očkování' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Očkování' })).toBeVisible();
  await expect(page).not.toHaveURL(/upravit/);
  await expect(toast(page, 'Očkování bylo uloženo.')).toBeVisible();
  await expect(card.getByText('Havrix 1440')).toBeVisible();
  await expect(card.getByRole('button', { name: /snimek-1\.png/ })).toHaveCount(0);

  await card.getByRole('button', { name: /^Smazat očkování Hepatitida A – test/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Smazat očkování' });
  await expect(dialog).toContainText('Opravdu chcete smazat očkování Hepatitida A – test ze dne 10. 3. 2024?');
  await expectNoAxeViolations(page, 'delete vaccination dialog');
  await dialog.getByRole('button', { name: 'Zrušit' }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: /^Smazat očkování Hepatitida A – test/ }).click();
  await dialog.getByRole('button', { name: 'Smazat' }).click();
  await expect(toast(page, 'Očkování bylo smazáno.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hepatitida A – test' })).toHaveCount(0);
});

test('a document with two pictures: previews, one removed in its detail, also after a reload', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'pojistenec', '/moje-zdravi/moje-dokumenty/');
  await expect(page.getByRole('heading', { level: 1, name: 'Moje dokumenty' })).toBeVisible();
  await expect(page.getByText('RTG levého hlezna')).toBeVisible();
  await expectNoAxeViolations(page, 'documents at 1280 px');

  await page.getByRole('link', { name: 'Přidat dokument' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nový dokument' })).toBeVisible();
  // Neither a date nor a description: both fields say so.
  await page.getByRole('button', { name: 'Uložit dokument' }).click();
  await expect(page.getByText('Musí být vyplněn datum události nebo popis dokumentu')).toHaveCount(2);
  await expectNoAxeViolations(page, 'new document with errors at 1280 px');

  await page.getByRole('textbox', { name: 'Popis dokumentu', exact: true }).fill('Snímky ruky – test');
  await expect(page.getByText('Musí být vyplněn datum události nebo popis dokumentu')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Zdravotnické zařízení', exact: true }).fill('Radiologie Mladá Boleslav');
  await fileInput(page).setInputFiles([
    { name: 'snimek-1.png', mimeType: 'image/png', buffer: png1 },
    { name: 'snimek-2.png', mimeType: 'image/png', buffer: png2 },
  ]);
  await expect(page.locator('[data-new-file]')).toHaveCount(2);
  await page.getByRole('button', { name: 'Uložit dokument' }).click();

  await expect(page).toHaveURL(/\/moje-zdravi\/moje-dokumenty\/$/);
  await expect(toast(page, 'Dokument byl uložen.')).toBeVisible();
  const row = page.getByRole('link', { name: /Snímky ruky – test/ });
  await expect(row).toContainText('2 přílohy');
  await expect(row).toContainText('Bez data');
  await row.click();

  await expect(page).toHaveURL(/\/moje-zdravi\/moje-dokumenty\/\d+\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Detail dokumentu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Snímky ruky – test' })).toBeVisible();
  // Pictures are previewed from the preview call as blob object URLs.
  await expect(page.getByRole('img', { name: 'snimek-1.png' })).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('img', { name: 'snimek-2.png' })).toHaveAttribute('src', /^blob:/);
  await expectNoAxeViolations(page, 'document detail at 1280 px');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Stáhnout soubor snimek-2.png' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('snimek-2.png');
  expect(Buffer.compare(readFileSync((await download.path())!), png2)).toBe(0);
  await expect(toast(page, 'Soubor byl stažen.')).toBeVisible();

  await page.getByRole('button', { name: /^Upravit dokument/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Upravit dokument' })).toBeVisible();
  await page.getByRole('button', { name: 'Odebrat soubor snimek-1.png' }).click();
  await expect(page.locator('[data-attachment="snimek-1.png"]')).toHaveAttribute('data-deleted', '');
  await expectNoAxeViolations(page, 'edit document at 1280 px');
  await page.getByRole('button', { name: 'Uložit dokument' }).click();

  await expect(toast(page, 'Dokument byl uložen.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Detail dokumentu' })).toBeVisible();
  await expect(page.locator('[data-attachment]')).toHaveCount(1);
  await expect(page.locator('[data-attachment="snimek-2.png"]')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Snímky ruky – test' })).toBeVisible();
  await expect(page.locator('[data-attachment]')).toHaveCount(1);
  await expect(page.locator('[data-attachment="snimek-2.png"]')).toBeVisible();

  await page.getByRole('link', { name: 'Zpět na dokumenty' }).click();
  await expect(page.getByRole('link', { name: /Snímky ruky – test/ })).toContainText('1 příloha');
});

test('a document is deleted from its detail after confirming', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'pojistenec', '/moje-zdravi/moje-dokumenty/novy/');
  await fillDate(page, 'Datum události', '2. 9. 2024');
  await page.getByRole('button', { name: 'Uložit dokument' }).click();
  await expect(page).toHaveURL(/\/moje-zdravi\/moje-dokumenty\/$/);
  const row = page.getByRole('link', { name: /Dokument bez popisu/ });
  await expect(row).toContainText('2. 9. 2024');
  await expect(row).toContainText('Bez příloh');
  await expectNoAxeViolations(page, 'documents at 390 px');
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detail dokumentu' })).toBeVisible();
  await expectNoAxeViolations(page, 'document detail at 390 px');

  await page.getByRole('button', { name: 'Smazat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Smazat dokument' });
  await expect(dialog).toContainText('Opravdu chcete smazat dokument „Dokument bez popisu“?');
  await dialog.getByRole('button', { name: 'Smazat' }).click();
  await expect(page).toHaveURL(/\/moje-zdravi\/moje-dokumenty\/$/);
  await expect(toast(page, 'Dokument byl smazán.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Dokument bez popisu/ })).toHaveCount(0);
});

test('a doctor reads a patient’s vaccinations and documents without changing them, and downloads', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'lekar');
  // The current patient as the patient overview leaves it (session storage, document 1 §4).
  await page.evaluate(() => sessionStorage.setItem('zk.pacientId', '4100001'));
  await page.goto('/moje-zdravi/ockovani/');
  await expect(page.getByRole('heading', { level: 1, name: 'Očkování' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Tetanus' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Přidat očkování' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Upravit/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Smazat/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'doctor: vaccinations');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Očkovací průkaz\.pdf/ }).click()]);
  expect(download.suggestedFilename()).toBe('Očkovací průkaz.pdf');

  await page.goto('/moje-zdravi/moje-dokumenty/');
  await expect(page.getByRole('link', { name: 'Přidat dokument' })).toHaveCount(0);
  await page.getByRole('link', { name: /RTG levého hlezna/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detail dokumentu' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'RTG hlezno AP.png' })).toHaveAttribute('src', /^blob:/);
  await expect(page.getByRole('button', { name: /^Upravit/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Smazat' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Odebrat soubor/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'doctor: document detail');
});
