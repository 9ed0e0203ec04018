import { test, expect } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

test.use({ viewport: phone });

test('the settings hubs lead to every settings screen with its state; a consent is given in one tap and withdrawn after one question', async ({
  page,
}) => {
  await signInAs(page, 'pojistenec', '/nastaveni/');
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeVisible();
  const consentsLink = page.getByRole('link', { name: /Souhlasy s podmínkami/ });
  await expect(consentsLink).toContainText('Udělené souhlasy: 2 ze 3');
  await expect(page.getByRole('link', { name: /Zabezpečení přihlášení/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Kdo viděl moje údaje/ })).toBeVisible();
  await expectNoAxeViolations(page, 'settings hub');

  await page.getByRole('link', { name: /^Nastavení pojištěnce/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nastavení pojištěnce' })).toBeVisible();
  for (const name of ['Osobní údaje', 'Emergentní údaje', 'Cafeterie', 'Registrovaná zařízení', 'Zpřístupnění údajů lékařům']) {
    await expect(page.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }
  await expectNoAxeViolations(page, 'insured person settings hub');

  await page.goto('/nastaveni/');
  await consentsLink.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Souhlasy s podmínkami' })).toBeVisible();
  const employer = page.getByRole('region', { name: 'Předání termínů preventivních prohlídek zaměstnavateli' });
  await expect(employer).toContainText('Neuvedeno');
  await expect(employer).toContainText('Zatím jste se nevyjádřili.');
  await expectNoAxeViolations(page, 'consents');

  await employer.getByRole('button', { name: 'Udělit souhlas' }).click();
  await expect(page.getByText('Souhlas „Předání termínů preventivních prohlídek zaměstnavateli“ byl udělen.')).toBeVisible();
  await expect(employer).toContainText('Potvrzeno');

  await employer.getByRole('button', { name: 'Odvolat souhlas' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog).toContainText('Opravdu chcete odvolat souhlas „Předání termínů preventivních prohlídek zaměstnavateli“?');
  await dialog.getByRole('button', { name: 'Odvolat' }).click();
  await expect(employer).toContainText('Odvoláno');
  // By keyboard: the toast at the bottom of a phone may cover the summary for a few seconds.
  await employer.locator('summary', { hasText: 'Historie změn' }).focus();
  await page.keyboard.press('Enter');
  await expect(employer.getByRole('listitem')).toHaveCount(2);

  // Stored on the server: a reload shows the same, and the hub counts it.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Předání termínů preventivních prohlídek zaměstnavateli' })).toContainText('Odvoláno');
  await page.goto('/nastaveni/');
  await expect(page.getByRole('link', { name: /Souhlasy s podmínkami/ })).toContainText('Udělené souhlasy: 2 ze 3');
});

for (const viewport of [phone, desktop]) {
  test(`at ${viewport.width} px "Nastavení" is in the menu; its hub leads to "Vzhled aplikace" and "Souhlasy", and "Nastavení pojištěnce" back to it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'pojistenec');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    if (viewport.width < 1024) await page.getByRole('button', { name: 'Otevřít menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Hlavní menu' });
    await menu.getByRole('link', { name: 'Nastavení', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Vzhled aplikace/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Souhlasy s podmínkami/ })).toBeVisible();
    await page.screenshot({ path: `test-results/settings-hub-${viewport.width}.png`, fullPage: true });
    await expectNoAxeViolations(page, 'settings hub from the menu');

    await page.getByRole('link', { name: /^Vzhled aplikace/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vzhled aplikace' })).toBeVisible();
    await page.goBack();
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Nastavení pojištěnce/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nastavení pojištěnce' })).toBeVisible();
    await page.screenshot({ path: `test-results/settings-sub-hub-${viewport.width}.png`, fullPage: true });
    await expectNoAxeViolations(page, 'insured person settings hub');
    await page.getByRole('link', { name: 'Zpět na Nastavení' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nastavení' })).toBeVisible();
  });
}
