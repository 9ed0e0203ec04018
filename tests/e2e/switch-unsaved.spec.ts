import { test, expect } from '@playwright/test';
import { choosePerson, desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * Switching the represented person while a message is being written (issue 37): the dialog asks
 * 'Zahodit rozepsanou zprávu?' first; 'Zrušit' keeps the person and the text; confirming switches
 * and the text is gone for good (switching back does not bring it back).
 */
for (const [label, viewport] of [
  ['390 px', phone],
  ['1280 px', desktop],
] as const) {
  test(`switching the person with a message half written asks first at ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'pojistenec', '/komunikace/komunikace-se-zps/');
    await page.getByRole('button', { name: 'Napsat dotaz' }).click();
    const form = page.getByRole('form', { name: 'Nový dotaz' });
    await form.getByRole('textbox', { name: 'Předmět' }).fill('Dotaz na průkaz');
    await form.getByRole('textbox', { name: 'Text zprávy' }).fill('Dobrý den, kdy mi přijde nový průkaz?');

    await choosePerson(page, /Jana Dvořáková/, /Tereza Dvořáková/);
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog.getByRole('heading', { name: 'Zahodit rozepsanou zprávu?' })).toBeVisible();
    await expect(dialog).toContainText('Máte rozepsaný text, který jste ještě neodeslali. Po přepnutí na Tereza Dvořáková se zahodí.');
    await expectNoAxeViolations(page, `unsaved-input question at ${label}`);
    await page.screenshot({ path: `.tmp/switch-unsaved-${viewport.width}.png` });

    // Zrušit: the same person, the text still there.
    await dialog.getByRole('button', { name: 'Zrušit' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Zastupovaná osoba: Jana Dvořáková/ })).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Text zprávy' })).toHaveValue('Dobrý den, kdy mi přijde nový průkaz?');

    // Confirmed: switched, and the text is discarded.
    await choosePerson(page, /Jana Dvořáková/, /Tereza Dvořáková/);
    await dialog.getByRole('button', { name: 'Zahodit a přepnout' }).click();
    await expect(page.getByText('Pojištěnec přepnut na Tereza Dvořáková')).toBeVisible();
    await expect(page.getByRole('button', { name: /Zastupovaná osoba: Tereza Dvořáková/ })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Nový dotaz' })).toHaveCount(0);

    // Nothing typed: switching does not ask.
    await choosePerson(page, /Tereza Dvořáková/, /Jana Dvořáková/);
    await expect(page.getByText('Pojištěnec přepnut na Jana Dvořáková')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Nový dotaz' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Napsat dotaz' })).toBeVisible();
    await expectNoAxeViolations(page, `after discarding at ${label}`);
  });
}
