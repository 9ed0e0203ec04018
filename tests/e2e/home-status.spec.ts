import { test, expect } from '@playwright/test';
import { choosePerson, desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * The start page as a status (issue 16 §1): the selected person's balance, overview, check-up,
 * vaccination, blood pressure and card first, with the one action each calls for; quick actions;
 * the widgets below, editing them a secondary action.
 */

test('the self-employed man: the status says what is owed and by when in one sentence, and Zaplatit opens the payment', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'osvc');
  await expect(page.getByRole('heading', { level: 1, name: 'Dobrý den, Petr Novotný' })).toBeVisible();
  const status = page.getByRole('region', { name: 'Váš přehled' });
  await expect(status.getByText(/^Nic nemáte po splatnosti\. [\d\s]+Kč je splatných do 8\.\s1?\d\.\s\d{4}\.$/)).toBeVisible();
  await expect(status.getByText(/^Přehled OSVČ za rok \d{4} zatím není podaný$/)).toBeVisible();
  await expect(status.getByText(/^Průkaz pojištěnce platí (jen )?do \d{1,2}\.\s\d{1,2}\.\s\d{4}$/)).toBeVisible();
  // The status is above the fold of a phone; the widget editing is not the main control.
  const box = await status.boundingBox();
  expect(box!.y).toBeLessThan(844);
  await expect(page.getByRole('navigation', { name: 'Rychlé akce' }).getByRole('link', { name: 'Průkaz pojištěnce' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Můj praktický lékař' })).toBeVisible();
  await expectNoAxeViolations(page, 'home with arrears at 390 px');

  await status.getByRole('link', { name: 'Zaplatit pojistné' }).click();
  await expect(page).toHaveURL(/\/moje-pojisteni\/uhrada-pojistneho\/$/);
  await expect(page.getByRole('radio', { name: /^Záloha OSVČ za / })).toBeChecked();
});

test('a parent acting for her child at 1280 px: greeted herself, the child’s status named; widgets can be hidden and shown', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'pojistenec');
  const own = page.getByRole('region', { name: 'Váš přehled' });
  await expect(own.getByText('Vše máte uhrazeno')).toBeVisible();
  await expectNoAxeViolations(page, 'employee home at 1280 px');

  await choosePerson(page, /Jana Dvořáková/, /Tereza Dvořáková/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dobrý den, Jana Dvořáková' })).toBeVisible();
  const child = page.getByRole('region', { name: 'Přehled: Tereza Dvořáková' });
  // The state pays for a child (issue 37): said so, rather than 'Vše máte uhrazeno'.
  await expect(child.getByText('Pojistné za dítě platí stát')).toBeVisible();
  await expectNoAxeViolations(page, 'child home at 1280 px');

  // The child's most urgent check-up (the seed keeps one due soon) leads to its detail.
  await child
    .getByRole('link', { name: /^Zobrazit: .*prohlídk/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detail prevence' })).toBeVisible();
  await page.goBack();

  await page.getByRole('button', { name: 'Upravit nástěnku' }).click();
  await page.getByRole('button', { name: 'Skrýt widget Aktuality' }).click();
  await expect(page.getByRole('region', { name: 'Aktuality' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Zobrazit widget Aktuality' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Zobrazeny jsou všechny widgety.' })).toBeVisible();
  await page.getByRole('button', { name: 'Hotovo' }).click();
  await expect(page.getByRole('region', { name: 'Aktuality' })).toBeVisible();
});
