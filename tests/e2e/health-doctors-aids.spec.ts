import { test, expect } from '@playwright/test';
import { expectNoAxeViolations, phone, signInAs, choosePerson } from './support';

test.use({ viewport: phone });

test('my doctors: the GP with contacts and opening hours, on to the provider’s detail', async ({ page }) => {
  await signInAs(page, 'pojistenec', '/moje-zdravi/moji-lekari/');
  await expect(page.getByRole('heading', { level: 1, name: 'Moji lékaři' })).toBeVisible();
  const gp = page.getByRole('link', { name: /^Praktický lékař/ }).first();
  await expect(gp).toContainText('Registrace od');
  await expectNoAxeViolations(page, 'my doctors');

  const doctorName = (await gp.locator('span').nth(1).textContent()) ?? '';
  await gp.click();
  await expect(page.getByRole('heading', { level: 1, name: doctorName })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ordinační hodiny' })).toContainText('pondělí');
  await expectNoAxeViolations(page, 'doctor detail');

  await page.getByRole('link', { name: 'Detail poskytovatele' }).click();
  await expect(page).toHaveURL(/\/moje-zdravi\/detail\/AMBULANCE\/\d+$/);
  await expect(page.getByText(/Přijímá nové pacienty|Nové pacienty nepřijímá/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ordinační hodiny' })).toBeVisible();
  await expectNoAxeViolations(page, 'provider detail');
});

test('borrowed medical aids: a child’s orthosis, returned, reached from the menu', async ({ page }) => {
  await signInAs(page, 'pojistenec');
  await choosePerson(page, /Jana Dvořáková/, /Tereza Dvořáková/);
  await expect(page.getByText('Pojištěnec přepnut na Tereza Dvořáková')).toBeVisible();
  await page.getByRole('button', { name: 'Otevřít menu' }).click();
  await page.getByRole('navigation', { name: 'Hlavní menu' }).getByRole('link', { name: 'Zdravotnické prostředky' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zdravotnické prostředky' })).toBeVisible();
  const orthosis = page.getByRole('region', { name: 'Ortéza zápěstí a předloktí, dětská' });
  await expect(orthosis).toContainText('Vráceno');
  await expect(orthosis).toContainText('25. 7. 2022');
  await expectNoAxeViolations(page, 'borrowed aids');
});

test('the map of contract partners: search by kind and text, a too-short text gets the Czech message, on to a detail', async ({ page }) => {
  await signInAs(page, 'pojistenec', '/moje-zdravi/mapa-smluvnich-partneru/');
  await expect(page.getByRole('heading', { level: 1, name: 'Mapa smluvních partnerů' })).toBeVisible();
  await expect(page.getByText(/^Nalezeno: \d+|^Zobrazeno \d+ z \d+/)).toBeVisible();
  await expectNoAxeViolations(page, 'partner map');

  await page.getByLabel('Hledaný text').fill('x');
  await page.getByRole('button', { name: 'Hledat' }).click();
  await expect(page.getByText('Nedostatečná délka (minimálně 2 znaků)').first()).toBeVisible();

  await page.getByLabel('Druh').selectOption({ label: 'Lékárny' });
  await page.getByLabel('Hledaný text').fill('Mladá Boleslav');
  await page.getByRole('button', { name: 'Hledat' }).click();
  const results = page.getByRole('main').getByRole('listitem');
  await expect(results.first()).toContainText('Lékárny');
  for (const text of await results.allTextContents()) expect(text).toContain('Lékárny');
  await results.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/moje-zdravi\/detail\/LEKARNA\/\d+$/);
  await expect(page.getByRole('table', { name: 'Ordinační hodiny' })).toBeVisible();
});
