import { test, expect, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * Confirming a changed e-mail by a code (issue 35) on Osobní údaje. Tomáš Horák (doctor and
 * insured person): no other journey reads or relies on his e-mail.
 */

const toast = (page: Page, text: string) => page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });

async function openPersonalData(page: Page) {
  await signInAs(page, 'lekar-pojistenec');
  // The account type he chose last is kept: switch to 'Pojištěnec' only when he is on 'Lékař'.
  const doctor = page.getByRole('button', { name: 'Typ účtu: Lékař' });
  const insured = page.getByRole('button', { name: 'Typ účtu: Pojištěnec' });
  await expect(doctor.or(insured)).toBeVisible();
  if (await doctor.isVisible()) {
    await doctor.click();
    await page.getByRole('menuitem', { name: 'Pojištěnec' }).click();
  }
  await expect(insured).toBeVisible();
  await page.goto('/nastaveni/nastaveni-pojistence/osobni-udaje');
  await expect(page.getByRole('heading', { level: 1, name: 'Osobní údaje' })).toBeVisible();
}

test('a changed e-mail is unconfirmed; a code is sent, a wrong one refused in Czech, a new one waits, the right one confirms (390 and 1280 px)', async ({
  page,
}) => {
  const viewport = phone;
  await page.setViewportSize(viewport);
  await openPersonalData(page);
  const contacts = page.getByRole('region', { name: 'E-mail a telefony' });
  const address = `tomas.horak.${Date.now()}@example.cz`;
  await contacts.getByRole('textbox', { name: 'E-mail', exact: true }).fill(address);
  await page.getByRole('form', { name: 'Změnit – E-mail' }).getByRole('button', { name: 'Uložit' }).click();
  await expect(toast(page, 'E-mail: uloženo.')).toBeVisible();
  await expect(contacts.getByText('Nepotvrzeno – upozornění na tuto adresu neposíláme, dokud ji nepotvrdíte')).toBeVisible();

  // Keyboard: the button is reached and pressed with the keyboard.
  const send = contacts.getByRole('button', { name: 'Poslat ověřovací kód' });
  await send.focus();
  await page.keyboard.press('Enter');
  const codeForm = contacts.getByRole('form', { name: 'Ověřovací kód' });
  await expect(codeForm.getByText('Kód jsme poslali na váš e-mail. Platí 15 minut.')).toBeVisible();
  await expect(codeForm.getByRole('button', { name: /Poslat znovu \(za \d+ s\)/ })).toBeDisabled();

  const code = codeForm.getByRole('textbox', { name: 'Ověřovací kód' });
  // The client checks the format with the contract's message.
  await code.fill('12ab');
  await codeForm.getByRole('button', { name: 'Potvrdit' }).click();
  await expect(codeForm.getByText('Zadejte 6místný kód, který vám přišel.')).toBeVisible();
  // A well-formed but wrong code: the server's Czech message next to the field.
  await code.fill('000000');
  await code.press('Enter');
  await expect(codeForm.getByText(/Kód není správný nebo už byl použit\.|Kód byl několikrát zadán chybně\./)).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, 'contact confirmation at 390 px');
  await contacts.screenshot({ path: '/tmp/contact-confirmation-390.png' });
  await page.setViewportSize(desktop);
  await expectNoAxeViolations(page, 'contact confirmation at 1280 px');
  await contacts.screenshot({ path: '/tmp/contact-confirmation-1280.png' });

  // Demo mode sends nothing out: the screen says so and shows the code, which confirms the address.
  const demo = codeForm.getByText(/^Ukázkový režim: zprávy se doopravdy neodesílají\. Váš kód je (\d{6})\.$/);
  await expect(demo).toBeVisible();
  const demoCode = /(\d{6})/.exec((await demo.textContent()) ?? '')?.[1] ?? '';
  await code.fill(demoCode);
  await codeForm.getByRole('button', { name: 'Potvrdit' }).click();
  await expect(toast(page, 'E-mail je potvrzený.')).toBeVisible();
  await expect(contacts.getByText('Potvrzeno', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'a confirmed e-mail at 1280 px');
});
