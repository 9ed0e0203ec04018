import { test, expect, type Page } from '@playwright/test';
import { chooseRadio, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * Wizards behave as a person expects (DESIGN §4): the step is in the address (`?krok=`), so the
 * browser's Back goes to the previous step and a reload stays on the same step; what was entered,
 * also what was only typed on the current step, is kept in the tab's session storage. Nothing is
 * sent here: the journeys stop before submitting.
 */

async function fillDate(page: Page, label: string, text: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(text);
  await input.press('Tab');
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('Přehled OSVČ: a reload resumes the step with its values, Back goes to the previous step', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'osvc', '/moje-pojisteni/platby-pojistneho/prehled-osvc/');
  await page.getByRole('button', { name: 'Podat přehled' }).click();
  await expect(stepHeading(page, 'Rok přehledu')).toBeVisible();
  await expect(page).toHaveURL(/[?&]krok=rok$/);

  await chooseRadio(page, '2025');
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(stepHeading(page, 'Daňové přiznání')).toBeVisible();
  await expect(page).toHaveURL(/[?&]krok=priznani$/);
  await chooseRadio(page, 'Podávám daňové přiznání v řádném termínu');
  await fillDate(page, 'Datum podání daňového přiznání', '16. 3. 2026');
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(stepHeading(page, 'Příjmy a měsíce činnosti')).toBeVisible();
  await expect(page).toHaveURL(/[?&]krok=radky$/);
  await expect(page.getByText('Krok 3 ze 6')).toBeVisible();

  // Typed on step 3, not yet sent with 'Pokračovat'.
  const row3 = page.getByLabel(/^Řádek 3 – /);
  await row3.fill('700000');
  await page.getByLabel(/^Řádek 6 – /).fill('2');
  await expect(row3).toHaveValue(/^700\s?000\b/);
  await expectNoAxeViolations(page, 'rows step before the reload');

  await page.reload();
  await expect(stepHeading(page, 'Příjmy a měsíce činnosti')).toBeVisible();
  await expect(page).toHaveURL(/[?&]krok=radky$/);
  await expect(page.getByText('Krok 3 ze 6')).toBeVisible();
  await expect(page.getByLabel(/^Řádek 3 – /)).toHaveValue(/^700\s?000\b/);
  await expect(page.getByLabel(/^Řádek 4 – /)).toHaveValue('12'); // prefilled for 2025 and kept
  await expect(page.getByLabel(/^Řádek 6 – /)).toHaveValue('2');
  await expectNoAxeViolations(page, 'rows step after the reload');

  // The browser's Back: the previous step, with what was entered there.
  await page.goBack();
  await expect(stepHeading(page, 'Daňové přiznání')).toBeVisible();
  await expect(page).toHaveURL(/[?&]krok=priznani$/);
  await expect(page.getByRole('radio', { name: 'Podávám daňové přiznání v řádném termínu' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Datum podání daňového přiznání', exact: true })).toHaveValue(/^16\.\s?0?3\.\s?2026$/);
  await expectNoAxeViolations(page, 'tax-return step after Back');

  // Forward again: step 3 still holds what was typed.
  await page.goForward();
  await expect(stepHeading(page, 'Příjmy a měsíce činnosti')).toBeVisible();
  await expect(page.getByLabel(/^Řádek 3 – /)).toHaveValue(/^700\s?000\b/);

  // Back to the first step, then out of the wizard to the list.
  await page.goBack();
  await page.goBack();
  await expect(stepHeading(page, 'Rok přehledu')).toBeVisible();
  await expect(page.getByRole('radio', { name: '2025' })).toBeChecked();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Podat přehled' })).toBeVisible();
  await expect(page).toHaveURL(/\/prehled-osvc\/$/);
});

test('closing the tab would lose a typed draft (the tab’s storage ends with it): the browser asks first', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'osvc', '/moje-pojisteni/platby-pojistneho/prehled-osvc/');
  await page.getByRole('button', { name: 'Podat přehled' }).click();
  await expect(stepHeading(page, 'Rok přehledu')).toBeVisible();
  await chooseRadio(page, '2025');
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});

test('a request wizard: Back from the review returns to the choice, a reload keeps the review', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'pojistenec', '/moje-zdravi/ehic/novy-prukaz/');
  await expect(page.getByRole('heading', { level: 1, name: 'Žádost o nový průkaz' })).toBeVisible();
  await chooseRadio(page, 'Poškození průkazu');
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page.getByRole('heading', { name: 'Zkontrolujte žádost' })).toBeVisible();
  await expect(page).toHaveURL(/\/novy-prukaz\/\?krok=kontrola$/);
  await expect(page.getByText('Poškození průkazu').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Zkontrolujte žádost' })).toBeVisible();
  await expect(page.getByText('Poškození průkazu').first()).toBeVisible();
  await expectNoAxeViolations(page, 'request review after the reload');

  await page.goBack();
  await expect(page.getByRole('button', { name: 'Pokračovat' })).toBeVisible();
  await expect(page).toHaveURL(/\/novy-prukaz\/$/);
  await expect(page.getByRole('radio', { name: 'Poškození průkazu' })).toBeChecked();
  await expectNoAxeViolations(page, 'request choice after Back');

  // The same step again with the browser's Forward.
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Zkontrolujte žádost' })).toBeVisible();
});
