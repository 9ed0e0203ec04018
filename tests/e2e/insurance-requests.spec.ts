import { execFileSync } from 'node:child_process';
import { test, expect, type Download, type Page } from '@playwright/test';
import { chooseRadio, desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * Requests of insurance and payments (document 1 §2, document 2 §7): the EHIC request with its
 * printable interim confirmation, the certificate of no arrears (and its refusal for a person
 * with arrears), and the new insurance card. Requests then appear in 'Moje žádosti'.
 */

const pdfText = async (download: Download): Promise<string> => {
  const path = await download.path();
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
};

async function next(page: Page) {
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page.getByRole('heading', { name: 'Zkontrolujte žádost' })).toBeVisible();
}

test('request a European health card and print the interim confirmation', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'pojistenec', '/moje-zdravi/ehic/');
  await expect(page.getByRole('heading', { level: 1, name: 'Průkaz pojištěnce' })).toBeVisible();
  await expect(page.getByText('Dvořáková').first()).toBeVisible();
  await expect(page.getByText('Zaměstnanecká pojišťovna Škoda').first()).toBeVisible();
  await expectNoAxeViolations(page, 'card at 390 px');

  await page.getByRole('link', { name: 'Požádat o evropský průkaz' }).click();
  await expect(page).toHaveURL(/\/moje-zdravi\/ehic\/zadost\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Žádost o evropský průkaz' })).toBeVisible();
  await chooseRadio(page, /Na trvalou adresu/);
  await expectNoAxeViolations(page, 'EHIC request, address step');
  await next(page);
  await expect(page.getByText('Na trvalou adresu').first()).toBeVisible();
  await expectNoAxeViolations(page, 'EHIC request, review');

  await page.getByRole('button', { name: 'Odeslat žádost' }).click();
  await expect(page).toHaveURL(/\/moje-zdravi\/ehic\/zadost\/potvrzeni\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Žádost o evropský průkaz odeslána' })).toBeVisible();
  await expect(page.getByText(/Žádost jsme přijali dne \d{1,2}\.\s\d{1,2}\.\s\d{4}\./)).toBeVisible();
  await expect(page.getByText(/Potvrzení platí od \d{1,2}\.\s\d{1,2}\.\s\d{4} do \d{1,2}\.\s\d{1,2}\.\s\d{4}\./)).toBeVisible();
  await expectNoAxeViolations(page, 'EHIC confirmation at 390 px');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stáhnout potvrzení (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('potvrzeni-ehic.pdf');
  const text = await pdfText(download);
  expect(text).toContain('Potvrzení');
  expect(text).toContain('Dvořáková');
  expect(text).toContain('Zaměstnanecká pojišťovna Škoda');
  // The header's PDF button (document 1 §2, issue 37) downloads the same confirmation.
  const fromHeader = page.waitForEvent('download');
  await page.getByRole('banner').getByRole('button', { name: 'Stáhnout potvrzení o evropském průkazu (PDF)' }).click();
  expect((await fromHeader).suggestedFilename()).toBe('potvrzeni-ehic.pdf');
  await page.setViewportSize(desktop);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Stáhnout potvrzení o evropském průkazu (PDF)' })).toBeVisible();
  await expectNoAxeViolations(page, 'EHIC confirmation with the header PDF at 1280 px');
  await page.setViewportSize(phone);

  // The confirmation page survives a reload (it reads the newest request from the server).
  await page.reload();
  await expect(page.getByText(/Žádost jsme přijali dne/)).toBeVisible();

  // Back on the card: the request under way and its confirmation, not a second request (issue 16 §9).
  await page.goto('/moje-zdravi/ehic/');
  await expect(page.getByText(/^O evropský průkaz jste požádali \d{1,2}\.\s\d{1,2}\.\s\d{4}\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stáhnout potvrzení (PDF)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Požádat o evropský průkaz' })).toHaveCount(0);
  await expect(page.getByText(/^Průkaz pojištěnce a evropský průkaz jsou jedna karta\./)).toBeVisible();
  await expectNoAxeViolations(page, 'card with a request under way');

  // The request is among the person's requests.
  await page.goto('/komunikace/moje-zadosti/');
  await expect(page.getByText('Evropský průkaz zdravotního pojištění').first()).toBeVisible();
  // On a phone the period filter is folded so the requests come first; it opens on demand.
  const filter = page.getByRole('form', { name: 'Filtr žádostí' });
  await expect(filter).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Filtr žádostí' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(filter).toBeVisible();
  await expect(filter.getByRole('textbox', { name: 'Od', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'my requests at 390 px');
});

test('request a certificate of no arrears; it appears among my requests', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'pojistenec', '/moje-pojisteni/potvrzeni-bezdluznosti/');
  await expect(page.getByRole('heading', { level: 1, name: 'Žádost o bezdlužnost' })).toBeVisible();
  await expectNoAxeViolations(page, 'no-arrears request at 1280 px');
  await chooseRadio(page, /Na kontaktní adresu/);
  await next(page);
  await page.getByRole('button', { name: 'Odeslat žádost' }).click();
  await expect(page.getByRole('heading', { name: 'Žádost byla přijata' })).toBeVisible();
  await expectNoAxeViolations(page, 'no-arrears confirmation');

  await page.getByRole('link', { name: 'Moje žádosti' }).first().click();
  await expect(page).toHaveURL(/\/komunikace\/moje-zadosti\/$/);
  await expect(page.getByText('Potvrzení o bezdlužnosti').first()).toBeVisible();
  await expectNoAxeViolations(page, 'my requests at 1280 px');
});

test('only overdue items block the certificate: an advance not yet due does not, so the form is offered', async ({ page }) => {
  // On any day of the month the seeded self-employed person owes only this month's advance, due
  // by the 8th of the next one (issue 33): nothing is overdue, so nothing is refused.
  await page.setViewportSize(phone);
  await signInAs(page, 'osvc', '/moje-pojisteni/potvrzeni-bezdluznosti/');
  await expect(page.getByRole('heading', { name: 'Kam vám potvrzení pošleme' })).toBeVisible();
  await expect(page.getByText('Potvrzení o bezdlužnosti nelze vydat, evidujeme u vás nedoplatek na pojistném.')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Na trvalou adresu/ })).toBeVisible();
  await expectNoAxeViolations(page, 'certificate offered with an advance not yet due');
});

test('request a new insurance card: the reason is required', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'pojistenec', '/moje-zdravi/ehic/');
  await page.getByRole('link', { name: 'Požádat o nový průkaz' }).click();
  await expect(page).toHaveURL(/\/moje-zdravi\/ehic\/novy-prukaz\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Žádost o nový průkaz' })).toBeVisible();
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page.getByText('Pole je povinné').first()).toBeVisible();
  await expectNoAxeViolations(page, 'new card with errors');
  await chooseRadio(page, 'Ztráta průkazu');
  await next(page);
  await expect(page.getByText('Ztráta průkazu').first()).toBeVisible();
  await page.getByRole('button', { name: 'Odeslat žádost' }).click();
  await expect(page.getByRole('heading', { name: 'Žádost byla přijata' })).toBeVisible();
});
