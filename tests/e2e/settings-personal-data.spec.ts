import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * Osobní údaje (issue 15 §3): each part saves on its own and keeps what is typed in another; a
 * wrong account is refused with the spec's message; a change of name needs the document and
 * becomes a request (the name stays until it is done). Petr's personal data: no other journey
 * reads his e-mail, phones, account or requests by count.
 */

const pdfBytes = readFileSync(new URL('./fixtures/ockovaci-prukaz.pdf', import.meta.url));
const toast = (page: Page, text: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });

test.use({ viewport: phone });

test('personal data: save the e-mail while a phone is being typed, a wrong account refused, then a right one kept', async ({ page }) => {
  await signInAs(page, 'osvc', '/nastaveni/nastaveni-pojistence/');
  await page.getByRole('link', { name: /Osobní údaje/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Osobní údaje' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Jméno a tituly' })).toContainText('Petr Novotný');
  await expectNoAxeViolations(page, 'personal data');

  const contacts = page.getByRole('region', { name: 'E-mail a telefony' });
  const sms = contacts.getByRole('textbox', { name: 'Telefon pro SMS upozornění' });
  await sms.fill('+420 777 111 222');
  const email = contacts.getByRole('textbox', { name: 'E-mail', exact: true });
  await email.fill('petr.novotny@');
  await email.blur();
  await expect(contacts.getByText('Chybně zadaný e-mail')).toBeVisible();
  await email.fill('petr.novotny@posta.example.cz');
  await page.getByRole('form', { name: 'Změnit – E-mail' }).getByRole('button', { name: 'Uložit' }).click();
  await expect(toast(page, 'E-mail: uloženo.')).toBeVisible();
  // The SMS phone typed but not saved is still there.
  await expect(sms).toHaveValue('+420 777 111 222');

  const account = page.getByRole('region', { name: 'Bankovní účet' });
  await account.getByRole('textbox', { name: 'Předčíslí' }).fill('');
  await account.getByRole('textbox', { name: 'Číslo účtu' }).fill('123456789');
  await account.getByRole('combobox', { name: 'Banka' }).selectOption('0800');
  await account.getByRole('button', { name: 'Uložit' }).click();
  await expect(account.getByText('Nesplňuje formát čísla bankovního účtu')).toBeVisible();
  await expect(account.getByRole('textbox', { name: 'Číslo účtu' })).toBeFocused();
  await account.getByRole('textbox', { name: 'Číslo účtu' }).fill('2000145399');
  await account.getByRole('textbox', { name: 'Předčíslí' }).fill('19');
  await account.getByRole('button', { name: 'Uložit' }).click();
  await expect(toast(page, 'Bankovní účet: uloženo.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'E-mail a telefony' }).getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(
    'petr.novotny@posta.example.cz',
  );
  await expect(page.getByRole('region', { name: 'Bankovní účet' }).getByRole('textbox', { name: 'Číslo účtu' })).toHaveValue('2000145399');
  // The SMS phone was never saved.
  await expect(page.getByRole('textbox', { name: 'Telefon pro SMS upozornění' })).not.toHaveValue('+420 777 111 222');
});

test('a change of surname needs the document and becomes a request; the name stays until it is done', async ({ page }) => {
  await signInAs(page, 'osvc', '/nastaveni/nastaveni-pojistence/osobni-udaje');
  const name = page.getByRole('region', { name: 'Jméno a tituly' });
  await name.getByRole('button', { name: 'Změnit jméno nebo tituly' }).click();
  await expect(page).toHaveURL(/krok=jmeno/);
  await name.getByRole('textbox', { name: 'Příjmení' }).fill('Novotný Svoboda');
  await name.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(name.getByText('Ke změně jména nebo příjmení přiložte doklad, například oddací list.')).toBeVisible();
  await expectNoAxeViolations(page, 'name change form');

  await name.getByTestId('attachment-input').setInputFiles({ name: 'oddaci-list.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  await name.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(name.getByRole('heading', { name: 'Zkontrolujte změnu' })).toBeFocused();
  await expect(name).toContainText('Petr Novotný Svoboda');
  await expect(name).toContainText('Změnu jména vyřídíme jako žádost');
  await expect(page).toHaveURL(/krok=kontrola-jmena/);
  await expectNoAxeViolations(page, 'name change review');

  await name.getByRole('button', { name: 'Odeslat změnu' }).click();
  await expect(name.getByRole('heading', { name: 'Žádost o změnu jména jsme přijali.' })).toBeVisible();
  await name.getByRole('button', { name: 'Zavřít' }).click();
  await expect(name).toContainText(/Žádost o změnu jména na Petr Novotný Svoboda z .* vyřizujeme\./);
  // Until the insurer completes it, the name is the old one.
  await expect(name.getByRole('definition').first()).toHaveText('Petr Novotný');

  await page.setViewportSize(desktop);
  await expectNoAxeViolations(page, 'personal data at 1280 px');
  await name.getByRole('link', { name: 'Zobrazit v Mých žádostech' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moje žádosti' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Změna osobních údajů' }).first()).toContainText('Změna jména na Petr Novotný Svoboda');
});
