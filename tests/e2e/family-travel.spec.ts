import { test, expect, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs, typedDay } from './support';

/**
 * Travel insurance for a family trip (issue 37): one form with a checkbox per represented person,
 * each ticked person's price and the total while ticking, and one send that files an application
 * for everyone — not four forms.
 */

const tick = async (page: Page, name: RegExp) => {
  const box = page.getByRole('region', { name: 'Přihláška na cestu' }).getByRole('checkbox', { name });
  await box.locator('xpath=ancestor::label[1]').click();
  return box;
};

for (const [label, viewport] of [
  ['390 px', phone],
  ['1280 px', desktop],
] as const) {
  test(`the whole family on one trip with one form at ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'pojistenec', '/pojistne/vitalitas/cestovni-pojisteni/');
    await expect(page.getByRole('heading', { level: 1, name: 'Cestovní pojištění' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Přihláška na cestu' });
    // One form, not one per person: the person cards have no send button of their own.
    await expect(page.getByRole('button', { name: 'Odeslat přihlášku' })).toHaveCount(1);
    // The person whose data is shown is ticked; the others not yet.
    await expect(form.getByRole('checkbox', { name: /^Jana Dvořáková/ })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: /^Tereza Dvořáková/ })).not.toBeChecked();
    await expect(form).toContainText('Cenu spočítáme, až zadáte začátek a konec cesty.');

    // A trip far enough ahead that each run (390 and 1280 px) takes its own dates.
    const offset = label === '390 px' ? 150 : 200;
    await form.getByRole('textbox', { name: 'Začátek cesty' }).fill(typedDay(offset, { compact: true }));
    await form.getByRole('textbox', { name: 'Konec cesty' }).fill(typedDay(offset + 6, { compact: true }));
    await form.getByRole('textbox', { name: 'Konec cesty' }).press('Tab');
    await expect(form.getByRole('checkbox', { name: /^Jana Dvořáková – 175\sKč za cestu$/ })).toBeChecked();
    await expect(form.getByText(/^Cena celkem: 175\sKč$/)).toBeVisible();

    // Nobody ticked: the contract's message at the list.
    await tick(page, /^Jana Dvořáková/);
    await form.getByRole('button', { name: 'Odeslat přihlášku' }).click();
    await expect(form.getByText('Vyberte alespoň jednu osobu, kterou chcete pojistit.').first()).toBeVisible();

    for (const name of [/^Jana Dvořáková/, /^Tereza Dvořáková/, /^Jakub Dvořák/, /^Adam Dvořák/])
      await expect(await tick(page, name)).toBeChecked();
    await expect(form.getByText('Vyberte alespoň jednu osobu, kterou chcete pojistit.')).toHaveCount(0);
    // 7 days in Europe: adults 25 Kč a day, children under 18 15 Kč a day.
    await expect(form.getByRole('checkbox', { name: /^Tereza Dvořáková – 105\sKč za cestu$/ })).toBeChecked();
    await expect(form.getByText(/^Cena celkem: 560\sKč$/)).toBeVisible();
    await expectNoAxeViolations(page, `family travel form at ${label}`);
    await page.screenshot({ path: `.tmp/family-travel-${viewport.width}.png`, fullPage: true });

    await form.getByRole('button', { name: 'Odeslat přihlášku' }).click();
    await expect(
      page.getByText(/^Přihláška cestovního pojištění pro 4 osoby byla odeslána \(celkem 560\sKč\)\. Najdete ji v části Moje žádosti\.$/),
    ).toBeVisible();

    // The form starts again with the person whose data is shown; a second trip overlapping the
    // first is refused as a whole, naming who already has it.
    await expect(form.getByRole('checkbox', { name: /^Jana Dvořáková/ })).toBeChecked();
    await tick(page, /^Tereza Dvořáková/);
    await form.getByRole('textbox', { name: 'Začátek cesty' }).fill(typedDay(offset + 2, { compact: true }));
    await form.getByRole('textbox', { name: 'Konec cesty' }).fill(typedDay(offset + 3, { compact: true }));
    await form.getByRole('button', { name: 'Odeslat přihlášku' }).click();
    await expect(form.getByText(/Jana Dvořáková: Na zvolené období už má pojištěnec sjednané cestovní pojištění\./).first()).toBeVisible();
    await expect(
      form.getByText(/Tereza Dvořáková: Na zvolené období už má pojištěnec sjednané cestovní pojištění\./).first(),
    ).toBeVisible();
    await expectNoAxeViolations(page, `family travel refusal at ${label}`);
  });
}
