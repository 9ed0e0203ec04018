import { test, expect } from '@playwright/test';
import { birthNumber } from '../../server/seed/birth-number';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * Přeregistrace dítěte (issue 13 §5, §6): a child from another insurer, the address chosen from
 * the national register's suggestions, the review, and the day the change takes effect as the
 * server computes it; the request in 'Moje žádosti'.
 */

test.use({ viewport: phone });

test('re-register a child from VZP with an address chosen from the suggestions', async ({ page }) => {
  await signInAs(page, 'pojistenec', '/registrace/preregistrace-ditete/');
  await expect(page.getByRole('heading', { level: 1, name: 'Přeregistrace dítěte' })).toBeVisible();
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page.getByText('Pole je povinné').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Jméno' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Jméno' }).fill('Matěj');
  await page.getByRole('textbox', { name: 'Příjmení' }).fill('Dvořák');
  await page.getByRole('textbox', { name: 'Rodné číslo dítěte' }).fill(birthNumber('2019-04-02', false, 300));
  await expectNoAxeViolations(page, 're-registration: child');
  await page.getByRole('button', { name: 'Pokračovat' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Dosavadní pojišťovna' })).toBeFocused();
  const insurer = page.getByRole('combobox', { name: 'Dosavadní zdravotní pojišťovna' });
  await expect(insurer.locator('option[value="209"]')).toHaveCount(0);
  await insurer.selectOption('111');
  await page.getByRole('button', { name: 'Pokračovat' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Adresa dítěte' })).toBeVisible();
  await page.getByRole('radio', { name: 'Jiná adresa' }).first().locator('xpath=ancestor::label[1]').click();
  const search = page.getByRole('combobox', { name: 'Vyhledat adresu' });
  await search.fill('Jaselská 110');
  const option = page.getByRole('option', { name: /Jaselská 1101.*Mladá Boleslav/ });
  await expect(option).toBeVisible();
  await expectNoAxeViolations(page, 're-registration: suggestions');
  await search.press('ArrowDown');
  await option.click();
  await expect(page.getByRole('textbox', { name: 'Obec' })).toHaveValue('Mladá Boleslav');
  await expect(page.getByRole('textbox', { name: 'PSČ' })).toHaveValue(/293\s?01/);
  await page.getByRole('button', { name: 'Pokračovat' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Zkontrolujte žádost' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Jaselská 1101');
  await expect(page.getByRole('main')).toContainText('111 – Všeobecná zdravotní pojišťovna');
  await page.getByRole('button', { name: 'Odeslat žádost' }).click();
  await expect(page.getByRole('heading', { name: 'Žádost o přeregistraci dítěte jsme přijali' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    /Dítě bude u nás pojištěno od 1\.\s1\.\s\d{4}|Dítě bude u nás pojištěno od 1\.\s7\.\s\d{4}/,
  );
  await page.setViewportSize(desktop);
  await expectNoAxeViolations(page, 're-registration: done at 1280 px');
  await page.getByRole('link', { name: 'Zobrazit v Mých žádostech' }).click();
  const request = page.getByRole('listitem').filter({ hasText: 'Přeregistrace dítěte' }).filter({ hasText: 'Matěj' }).first();
  await expect(request).toBeVisible();
  await request.getByRole('link', { name: /Zobrazit detail/ }).click();
  await expect(page).toHaveURL(/\/komunikace\/moje-zadosti\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Přeregistrace dítěte/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Matěj');
  await expectNoAxeViolations(page, 're-registration: request detail at 1280 px');
});
