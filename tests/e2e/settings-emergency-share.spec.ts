import { test, expect } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * The emergency card in English and its share link (issue 15 §7): a link made with a QR code,
 * opened in a fresh browser without an account shows only the emergency data, the opening is
 * counted and listed in 'Kdo viděl moje údaje', and a revoked link shows the server's message.
 * Petr's emergency data, consents and audit list: no other journey reads them. He never gave the
 * rescue-service consent, so the screen first leads him to give it (consents-gate.spec.ts withdraws one).
 */

test.use({ viewport: phone });

test('share the emergency card: open the link without an account, see the opening, revoke it', async ({ page, browser }) => {
  await signInAs(page, 'osvc', '/nastaveni/nastaveni-pojistence/emergentni-udaje');
  const form = page.getByRole('form', { name: 'Emergentní údaje' });
  await form.getByLabel('Kontaktní osoba').fill('Marie Novotná');
  await form.getByLabel('Vztah').fill('manželka');
  await form.getByLabel('Krevní skupina').selectOption({ label: 'B' });
  await form.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Emergentní údaje byly uloženy.')).toBeVisible();

  const travel = page.getByRole('region', { name: 'Karta pro cesty do zahraničí' });
  await travel.getByText('Zobrazit kartu v angličtině').click();
  const english = travel.getByRole('article', { name: 'Emergency information' });
  await expect(english).toContainText('Emergency contact');
  await expect(english).toContainText('Marie Novotná');
  await expect(english).toContainText('Blood group');

  const sharing = page.getByRole('region', { name: 'Sdílení odkazem' });
  await expect(sharing).toContainText('Zatím jste žádný odkaz nevytvořili.');
  // Petr never gave the rescue-service consent: the screen says so and leads to it (issue 35).
  await expect(sharing).toContainText('Odkaz pro sdílení lze vytvořit až po udělení souhlasu');
  await expect(sharing.getByRole('button', { name: 'Vytvořit odkaz' })).toHaveCount(0);
  await sharing.getByRole('link', { name: 'Přejít na Souhlasy s podmínkami' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Souhlasy s podmínkami' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Zpřístupnění emergentních údajů zdravotnické záchranné službě' })
    .getByRole('button', { name: 'Udělit souhlas' })
    .click();
  await expect(
    page
      .getByRole('region', { name: 'Zpřístupnění emergentních údajů zdravotnické záchranné službě' })
      .getByRole('button', { name: 'Odvolat souhlas' }),
  ).toBeVisible();
  await page.goto('/nastaveni/nastaveni-pojistence/emergentni-udaje');
  await expect(sharing.getByRole('button', { name: 'Vytvořit odkaz' })).toBeVisible();
  await expectNoAxeViolations(page, 'emergency sharing');
  await sharing.getByRole('radio', { name: '1 den' }).locator('xpath=ancestor::label[1]').click();
  await sharing.getByRole('radio', { name: 'English' }).locator('xpath=ancestor::label[1]').click();
  await sharing.getByRole('button', { name: 'Vytvořit odkaz' }).click();
  await expect(sharing.getByRole('heading', { name: 'Odkaz je vytvořený' })).toBeVisible();
  await expect(sharing.getByRole('img', { name: 'QR kód odkazu na emergentní údaje' })).toBeVisible();
  const link = await sharing.getByRole('textbox', { name: 'Odkaz' }).inputValue();
  expect(link).toMatch(/\/nouzove-udaje\/#[A-Za-z0-9_-]{43}$/);
  await expect(sharing.getByRole('list', { name: 'Vytvořené odkazy' }).getByRole('article')).toHaveCount(1);
  await expect(sharing.getByRole('list', { name: 'Vytvořené odkazy' })).toContainText('English · Platný');
  await expectNoAxeViolations(page, 'link created');

  // Someone without an account opens the link: only the card, in English, with a switch to Czech.
  const stranger = await browser.newContext({ viewport: phone, locale: 'cs-CZ', timezoneId: 'Europe/Prague', bypassCSP: true });
  const other = await stranger.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name: 'Emergentní údaje' })).toBeVisible();
  const card = other.getByRole('article', { name: 'Emergency information' });
  await expect(card).toContainText('Petr Novotný');
  await expect(card).toContainText('Marie Novotná');
  await expect(other.getByText(/^Platí do /)).toBeVisible();
  await expect(other.getByRole('navigation')).toHaveCount(0);
  await expectNoAxeViolations(other, 'public card');
  await other.getByRole('button', { name: 'Čeština' }).click();
  await expect(other.getByRole('article', { name: 'Emergentní údaje' })).toContainText('Kontaktní osoba');
  await other.setViewportSize(desktop);
  await expectNoAxeViolations(other, 'public card 1280');

  // The owner sees the openings, and who saw the data.
  await page.reload();
  const list = page.getByRole('region', { name: 'Sdílení odkazem' }).getByRole('list', { name: 'Vytvořené odkazy' });
  await expect(list).toContainText(/Otevřen 2×/);
  await page.goto('/nastaveni/nastaveni-pojistence/kdo-videl-moje-udaje');
  await expect(page.getByText('Kdokoli s odkazem na emergentní údaje').first()).toBeVisible();

  // Revoked: the link no longer opens.
  await page.goto('/nastaveni/nastaveni-pojistence/emergentni-udaje');
  await page.getByRole('region', { name: 'Sdílení odkazem' }).getByRole('button', { name: 'Zneplatnit odkaz' }).click();
  await page.getByRole('dialog', { name: 'Zneplatnit odkaz' }).getByRole('button', { name: 'Zneplatnit', exact: true }).click();
  await expect(page.getByText('Odkaz byl zneplatněn.')).toBeVisible();
  await expect(list).toContainText('English · Zneplatněn');
  await expect(list.getByRole('button', { name: 'Zneplatnit odkaz' })).toHaveCount(0);
  await other.goto('about:blank');
  await other.goto(link);
  await expect(other.getByText('Odkaz neexistuje nebo už neplatí.')).toBeVisible();
  await expect(other.getByText('Marie Novotná')).toHaveCount(0);
  await stranger.close();
});
