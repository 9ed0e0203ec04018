import { test, expect, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

const insuredGroups = ['Moje zdraví', 'Benefity', 'Moje pojištění a platby', 'Komunikace se ZPŠ', 'Dokumenty', 'Pojištěnec', 'O aplikaci'];
const insuredItems = [
  'Čerpaná péče',
  'Moje prevence',
  'Očkování',
  'Moje léky',
  'Moji lékaři',
  'Laboratorní výsledky',
  'Mapa smluvních partnerů',
  'Zdravotnické prostředky',
  'Proplacení zdravotní péče',
  'Zdravotní programy',
  'Čerpané programy',
  'Cestovní pojištění',
  'Úrazové pojištění',
  'Moje pojištění',
  'Platby pojistného',
  'Žádost o bezdlužnost',
  'Moje žádosti',
  'Registrace novorozence',
  'Přeregistrace dítěte',
  'Zdravotní konzultace',
  'Kontaktuj ZPŠ',
  'Objednat se na pobočku',
  'Moje dokumenty',
  'Moje anamnéza',
  'Tlak tep výška a váha',
  'Průkaz pojištěnce',
  'Nastavení pojištěnce',
  'Nastavení',
  'Informace o aplikaci',
  'Zabezpečení přihlášení',
  'Odhlásit',
];

function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Hlavní menu' });
}

async function openMenuIfClosed(page: Page) {
  // A narrow window starts with the menu closed. Decide by the width, not by whether the toggle
  // is visible yet: right after sign-in the header may still be rendering.
  // The screen's heading first: the landing after sign-in closes an open menu on a narrow window.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  if ((page.viewportSize()?.width ?? desktop.width) < 1024) await page.getByRole('button', { name: 'Otevřít menu' }).click();
  await expect(menu(page)).toBeVisible();
}

for (const viewport of [phone, desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the insured menu has every group and item, cafeteria for the car-maker employee', async ({ page }) => {
      await signInAs(page, 'pojistenec');
      if (viewport.width >= 1024)
        await expect(menu(page)).toBeVisible(); // open by default on a wide window
      else await expect(menu(page)).toBeHidden();
      await openMenuIfClosed(page);
      for (const group of insuredGroups) await expect(menu(page).getByText(group, { exact: true }).first()).toBeVisible();
      for (const item of insuredItems) await expect(menu(page).getByRole('link', { name: item, exact: true })).toBeVisible();
      await expect(menu(page).getByRole('link', { name: 'Cafeterie' })).toBeVisible();
      await expectNoAxeViolations(page, `insured menu ${viewport.width}`);

      // Every menu screen is built: none says 'Tato funkce není dostupná.'.
      await menu(page).getByRole('link', { name: 'Proplacení zdravotní péče', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Proplacení zdravotní péče' })).toBeVisible();
      await expect(page.getByText('Tato funkce není dostupná.')).toHaveCount(0);
      if (viewport.width < 1024)
        await expect(menu(page)).toBeHidden(); // closed after navigation on a narrow window
      else await expect(menu(page)).toBeVisible();
      await expectNoAxeViolations(page, `care reimbursement ${viewport.width}`);
    });

    test('the self-employed person has no cafeteria item', async ({ page }) => {
      await signInAs(page, 'osvc');
      await openMenuIfClosed(page);
      await expect(menu(page).getByRole('link', { name: 'Nastavení pojištěnce', exact: true })).toBeVisible();
      await expect(menu(page).getByRole('link', { name: 'Cafeterie' })).toHaveCount(0);
    });

    test('the doctor menu has the patients group and the about group only', async ({ page }) => {
      await signInAs(page, 'lekar');
      await openMenuIfClosed(page);
      await expect(menu(page).getByText('Pacienti', { exact: true })).toBeVisible();
      await expect(menu(page).getByRole('link', { name: 'Přehled pacientů' })).toBeVisible();
      await expect(menu(page).getByRole('link', { name: 'Přístupy', exact: true })).toBeVisible();
      await expect(menu(page).getByRole('link', { name: 'Informace o aplikaci' })).toBeVisible();
      await expect(menu(page).getByRole('link', { name: 'Zabezpečení přihlášení' })).toBeVisible();
      await expect(menu(page).getByRole('link', { name: 'Odhlásit' })).toBeVisible();
      await expect(menu(page).getByRole('link')).toHaveCount(5);
      await expectNoAxeViolations(page, `doctor menu ${viewport.width}`);
    });

    test('an insured-only route is not found for the doctor', async ({ page }) => {
      await signInAs(page, 'lekar', '/moje-pojisteni/');
      await expect(page.getByRole('heading', { name: 'Stránka nenalezena!' })).toBeVisible();
    });
  });
}
