import { execFileSync } from 'node:child_process';
import { test, expect, type Page } from '@playwright/test';
import { chooseRadio, desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * Přehled OSVČ (document 1 §2, document 2 §5 and §7): the self-employed demo person sees his
 * filed overviews, files the one for 2025 through the wizard — with the year, tax-return date and
 * row rules refusing wrong input in Czech — checks the computed rows on the review, submits, and
 * downloads the PDF of what he filed. The income leaves a settlement to pay, so Petr still has
 * arrears for the payment and certificate journeys that run after this file on the same server.
 */

async function fillDate(page: Page, label: string, text: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(text);
  await input.press('Tab');
}

async function next(page: Page, heading: string) {
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test('file the overview for a past year end to end and download its PDF', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'osvc', '/moje-pojisteni/platby-pojistneho/prehled-osvc/');
  await expect(page.getByRole('heading', { level: 1, name: 'Přehled OSVČ' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Přehled za rok 2024' }).first()).toBeVisible();
  await expect(page.getByText('Opravný').first()).toBeVisible();
  await expect(page.getByText('Nahrazen novějším').first()).toBeVisible();
  await expectNoAxeViolations(page, 'overview list at 390 px');

  await page.getByRole('button', { name: 'Podat přehled' }).click();
  await expect(page.getByRole('heading', { name: 'Rok přehledu' })).toBeVisible();
  // 2021: Petr lived abroad; the year is offered with its reason but cannot be chosen.
  await expect(page.getByRole('radio', { name: '2021 – V daném roce jste nebyl pojištěncem.' })).toBeDisabled();
  await expectNoAxeViolations(page, 'year step');
  await chooseRadio(page, '2025');
  await next(page, 'Daňové přiznání');

  await chooseRadio(page, 'Podávám daňové přiznání v řádném termínu');
  await fillDate(page, 'Datum podání daňového přiznání', '2. 4. 2026');
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page.getByText('Datum nesmí být po 1. 4. 2026')).toBeVisible();
  await fillDate(page, 'Datum podání daňového přiznání', '16. 3. 2026');
  await expectNoAxeViolations(page, 'tax-return step');
  await next(page, 'Příjmy a měsíce činnosti');

  // Rows 4 and 5 come prefilled from the insurer's records (12 months as OSVČ in 2025).
  const row4 = page.getByLabel(/^Řádek 4 – /);
  const row5 = page.getByLabel(/^Řádek 5 – /);
  await expect(row4).toHaveValue('12');
  // Row 6 starts as row 4; the row labels speak to Petr as a man (his birth number), not 'byl(a)'.
  await expect(page.getByLabel(/^Řádek 6 – /)).toHaveValue('12');
  await expect(page.getByText('Řádek 5 – počet měsíců, kdy jste byl pojištěncem jako OSVČ')).toBeVisible();
  await expect(page.getByText('Výsledek se ukáže, až budou vyplněné řádky 3 až 6 a 41.')).toBeVisible();
  await page.getByLabel(/^Řádek 3 – /).fill('700000');
  await row4.fill('10');
  await page.getByLabel(/^Řádek 6 – /).fill('0');
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page.getByText('Hodnota nesmí být větší než hodnota řádku 4')).toBeVisible();
  await expectNoAxeViolations(page, 'rows step with an error');
  await row4.fill('12');
  await expect(row5).toHaveValue('12');
  // The running result follows the rows as they are typed.
  const running = page.getByRole('region', { name: 'Průběžný výsledek' });
  await expect(running.getByText('47 250 Kč')).toBeVisible();
  await expect(running.getByText(/^Nedoplatek /)).toBeVisible();
  await next(page, 'Zálohy a důvody');

  // Each base reason is spelled out; care for a child asks for the children's birth numbers only.
  const childCare = page.getByRole('checkbox', { name: 'C – péče o dítě' });
  await expect(
    page.getByText('Celodenní osobní péče alespoň o jedno dítě do 7 let nebo o dvě děti do 15 let.', { exact: false }),
  ).toBeVisible();
  await page.getByText('A – souběžné zaměstnání').click();
  await expect(page.getByRole('textbox', { name: /^Rodné číslo/ })).toHaveCount(0);
  await page.getByText('C – péče o dítě').click();
  await expect(childCare).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Rodné číslo dítěte' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Rodné číslo druhého dítěte' })).toBeVisible();
  await expectNoAxeViolations(page, 'advances step with reasons open');
  await page.getByText('C – péče o dítě').click();
  await page.getByText('A – souběžné zaměstnání').click();
  await expect(page.getByRole('region', { name: 'Průběžný výsledek' }).getByText('47 250 Kč')).toBeVisible();
  await next(page, 'Vrácení přeplatku');
  // No overpayment: nothing to choose.
  await expect(page.getByText('Podle vyplněných údajů vám přeplatek nevzniká, vrácení volit nemusíte.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Na bankovní účet' })).toHaveCount(0);
  await next(page, 'Kontrola a odeslání');

  // The review shows each computed row with how it was obtained.
  await expect(page.getByText('Řádek 14 – vyměřovací základ')).toBeVisible();
  await expect(page.getByText('Řádek 16 – pojistné')).toBeVisible();
  await expect(page.getByText('Řádek 51 – nová měsíční záloha')).toBeVisible();
  await expect(page.getByText('350 000 Kč').first()).toBeVisible(); // row 14 = 50 % × 700 000
  await expect(page.getByText('47 250 Kč').first()).toBeVisible(); // row 16 = 13,5 % × 350 000
  await expectNoAxeViolations(page, 'review at 390 px');

  await page.getByRole('button', { name: 'Odeslat přehled' }).click();
  await expect(page.getByRole('heading', { name: 'Přehled byl podán' })).toBeVisible();
  await expect(page.getByText('Váš přehled za rok 2025 jsme přijali.')).toBeVisible();
  await expectNoAxeViolations(page, 'confirmation');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stáhnout PDF' }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('prehled-osvc-2025.pdf');
  const text = execFileSync('pdftotext', ['-layout', await download.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain('Přehled o příjmech a výdajích OSVČ');
  expect(text).toContain('Novotný');
  expect(text).toMatch(/700\s000/);
  expect(text).toMatch(/47\s250/);
});

test('a person who is not self-employed is told so', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'pojistenec', '/moje-pojisteni/platby-pojistneho/prehled-osvc/');
  await expect(page.getByText('Nejste evidován jako OSVČ.')).toBeVisible();
  await expectNoAxeViolations(page, 'not self-employed at 1280 px');
});
