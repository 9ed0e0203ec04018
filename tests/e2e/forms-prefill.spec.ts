import { test, expect } from '@playwright/test';
import { personBirthNumber } from '../../server/seed/communication-data';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * Forms that know what the app knows (issue 37): the newborn registration starts with the signed-in
 * mother's birth number (shown, changeable); the address in 'Osobní údaje' is searched in the
 * national register like the child re-registration's, and the chosen address fills the fields.
 * ('Užívám od' = today: health-medicines-add.spec.ts; the complaint's contact and single procedure:
 * health-care-complaint.spec.ts.)
 */
for (const [label, viewport] of [
  ['390 px', phone],
  ['1280 px', desktop],
] as const) {
  test(`the newborn registration fills in the mother's birth number at ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'pojistenec', '/registrace/registrace-novorozence/');
    await expect(page.getByRole('heading', { level: 2, name: 'Matka' })).toBeVisible();
    const mother = page.getByRole('textbox', { name: 'Rodné číslo matky' });
    await expect(mother).toHaveValue(personBirthNumber('jana'));
    await expect(page.getByText('Vyplnili jsme vaše rodné číslo. Registrujete-li dítě jiné matky, přepište ho.')).toBeVisible();
    await expectNoAxeViolations(page, `newborn prefilled at ${label}`);
    await page.screenshot({ path: `.tmp/prefill-newborn-${viewport.width}.png` });
    // Changeable: another mother's number replaces it and the note goes.
    await mother.fill('9055051234');
    await expect(page.getByText('Vyplnili jsme vaše rodné číslo.', { exact: false })).toHaveCount(0);
  });

  test(`the address in Osobní údaje is chosen from the register's suggestions at ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'pojistenec', '/nastaveni/nastaveni-pojistence/osobni-udaje');
    await expect(page.getByRole('heading', { level: 1, name: 'Osobní údaje' })).toBeVisible();
    const addresses = page.getByRole('region', { name: 'Adresy' });
    const permanent = addresses.getByRole('group', { name: 'Trvalá adresa' });
    const search = permanent.getByRole('combobox', { name: 'Vyhledat adresu' });
    await search.fill('Jaselská 110');
    const option = page.getByRole('option', { name: /Jaselská 1101.*Mladá Boleslav/ });
    await expect(option).toBeVisible();
    await expectNoAxeViolations(page, `personal data: address suggestions at ${label}`);
    await page.screenshot({ path: `.tmp/prefill-address-${viewport.width}.png` });
    await option.click();
    await expect(permanent.getByRole('textbox', { name: 'Ulice a číslo domu' })).toHaveValue(/^Jaselská 1101/);
    await expect(permanent.getByRole('textbox', { name: 'Obec' })).toHaveValue('Mladá Boleslav');
    await expect(permanent.getByRole('textbox', { name: 'PSČ' })).toHaveValue(/^293\s?01$/);
    await expect(permanent.getByRole('textbox', { name: 'Stát' })).toHaveValue('Česká republika');
    await expectNoAxeViolations(page, `personal data: address chosen at ${label}`);
  });
}
