import { test, expect, type Page } from '@playwright/test';
import { choosePerson, chooseRadio, desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * The complaint about a care item (issue 12 §2): from a care item of 'Čerpaná péče' through the
 * procedures, the reason and the contact to the review; the draft survives a reload; the sent
 * complaint is in 'Moje žádosti' and its procedure cannot be complained about twice.
 */

const next = (page: Page) => page.getByRole('button', { name: 'Pokračovat' }).click();
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

test('file a complaint about a care item and find it in Moje žádosti', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'osvc', '/moje-zdravi/cerpana-pece/');
  const years = page.getByRole('navigation', { name: 'Rok' });
  await years.getByRole('link').nth(1).click();
  const items = page.getByRole('region', { name: 'Případy péče' });
  const complain = items.getByRole('link', { name: /^Reklamovat péči: / }).first();
  const provider = (await complain.getAttribute('aria-label'))!.replace('Reklamovat péči: ', '');
  await complain.click();

  await expect(page).toHaveURL(/\/moje-zdravi\/cerpana-pece\/reklamace\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reklamace péče' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Případ' })).toContainText(provider);
  await expect(stepHeading(page, 'Které položky reklamujete')).toBeVisible();
  await expectNoAxeViolations(page, 'complaint procedures at 390 px');

  // Nothing chosen: the contract's message, and the focus on the first procedure. (A case with a
  // single procedure that can be complained about starts with it ticked, issue 37: untick it.)
  const enabledLines = page.getByRole('checkbox', { disabled: false });
  if ((await enabledLines.count()) === 1 && (await enabledLines.first().isChecked()))
    await enabledLines.first().locator('xpath=ancestor::label[1]').click();
  await next(page);
  await expect(page.getByRole('alert')).toBeVisible();
  const firstLine = page.getByRole('checkbox').first();
  await expect(firstLine).toBeFocused();
  await firstLine.locator('xpath=ancestor::label[1]').click();
  await expect(firstLine).toBeChecked();
  await next(page);

  await expect(page).toHaveURL(/krok=duvod/);
  await expect(stepHeading(page, 'Důvod reklamace')).toBeVisible();
  await next(page);
  await expect(page.getByRole('textbox', { name: 'Co je podle vás špatně' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Co je podle vás špatně' }).fill('Tento výkon mi nebyl proveden, v ten den jsem u lékaře nebyl.');

  // A reload keeps the step and what was typed.
  await page.reload();
  await expect(stepHeading(page, 'Důvod reklamace')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Co je podle vás špatně' })).toHaveValue(/v ten den jsem u lékaře nebyl/);
  await next(page);

  await expect(stepHeading(page, 'Kontakt')).toBeVisible();
  await chooseRadio(page, 'Souhlasím se sdělením své totožnosti');
  // The phone and e-mail of 'Osobní údaje' are filled in (issue 37); emptied, one of them is needed.
  await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue('602 111 222');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('petr.novotny@example.cz');
  await page.getByRole('textbox', { name: 'Telefon' }).fill('');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('');
  // Without anonymity a phone or an e-mail is needed.
  await next(page);
  await expect(page.getByText('Vyplňte telefon nebo e-mail, abychom vás mohli kontaktovat.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Telefon' })).toBeFocused();
  await page.getByRole('textbox', { name: 'E-mail' }).fill('petr.novotny@example.cz');
  await expectNoAxeViolations(page, 'complaint contact at 390 px');
  await next(page);

  await expect(stepHeading(page, 'Zkontrolujte reklamaci')).toBeVisible();
  await expect(page.getByText('petr.novotny@example.cz')).toBeVisible();
  // Back keeps the values.
  await page.goBack();
  await expect(stepHeading(page, 'Kontakt')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('petr.novotny@example.cz');
  await page.goForward();
  await expect(stepHeading(page, 'Zkontrolujte reklamaci')).toBeVisible();
  await page.getByRole('button', { name: 'Odeslat reklamaci' }).click();

  await expect(stepHeading(page, 'Reklamace byla odeslána')).toBeVisible();
  await expectNoAxeViolations(page, 'complaint sent at 390 px');
  await page.getByRole('link', { name: 'Zobrazit žádost' }).click();
  await expect(page).toHaveURL(/\/komunikace\/moje-zadosti\/\d+$/);
  await expect(page.getByRole('main')).toContainText(/Reklamace/);

  // The same procedure cannot be complained about again: it is disabled with a note.
  await page.goBack();
  await page.goBack();
  await page.goto('/moje-zdravi/cerpana-pece/');
  await years.getByRole('link').nth(1).click();
  const again = items.getByRole('article', { name: provider }).first();
  await expect(again).toContainText('Reklamace se vyřizuje');
  await again.getByRole('link', { name: /^Reklamovat péči: / }).click();
  const claimed = page.getByText('Reklamace této položky se už vyřizuje.');
  const whole = page.getByText('K tomuto případu už nelze nic reklamovat');
  await expect(claimed.or(whole).first()).toBeVisible();

  await page.setViewportSize(desktop);
  await expectNoAxeViolations(page, 'complaint at 1280 px');
});

test('a complaint for a child without contacts starts with the parent’s phone and e-mail, and says so', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'pojistenec');
  await choosePerson(page, /Jana Dvořáková/, /Tereza Dvořáková/);
  await page.goto('/moje-zdravi/cerpana-pece/');
  const years = page.getByRole('navigation', { name: 'Rok' });
  await years.getByRole('link').nth(1).click();
  await page
    .getByRole('region', { name: 'Případy péče' })
    .getByRole('link', { name: /^Reklamovat péči: / })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reklamace péče' })).toBeVisible();

  const firstLine = page.getByRole('checkbox', { disabled: false }).first();
  if (!(await firstLine.isChecked())) await firstLine.locator('xpath=ancestor::label[1]').click();
  await next(page);
  await expect(stepHeading(page, 'Důvod reklamace')).toBeVisible();
  await page.getByRole('textbox', { name: 'Co je podle vás špatně' }).fill('Dcera u lékaře v ten den nebyla.');
  await next(page);

  await expect(stepHeading(page, 'Kontakt')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue('+420 777 123 456');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue('jana.dvorakova@example.cz');
  await expect(page.getByText('Zastupovaná osoba nemá vlastní telefon ani e-mail, proto jsme předvyplnili vaše.')).toBeVisible();
  await expectNoAxeViolations(page, 'a child’s complaint, contact at 1280 px');
});
