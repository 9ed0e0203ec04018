import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAs, choosePerson } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Hlavní menu' });
}

test('switching the represented person shows the toast and hides adult-only items for a child', async ({ page }) => {
  await signInAs(page, 'pojistenec');
  await expect(menu(page).getByRole('link', { name: 'Registrace novorozence' })).toBeVisible();

  await choosePerson(page, /Jana Dvořáková/, /Tereza Dvořáková/);
  await expect(page.getByText('Pojištěnec přepnut na Tereza Dvořáková')).toBeVisible();
  await expect(page.getByRole('button', { name: /Zastupovaná osoba: Tereza Dvořáková/ })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Registrace novorozence' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Přeregistrace dítěte' })).toHaveCount(0);
  // The bell counts the whole family (issue 35): Tereza's 2 and Jakub's 104 among them.
  await expect(page.getByRole('link', { name: /Nepřečtené zprávy: \d{3,} \(za všechny zastupované osoby\)/ })).toBeVisible();
  await expectNoAxeViolations(page, 'after switching to a child');

  // The choice survives a reload (kept in session storage).
  await page.reload();
  await expect(page.getByRole('button', { name: /Zastupovaná osoba: Tereza Dvořáková/ })).toBeVisible();

  // The switcher shows each person's unread messages: Tereza 2, the adult son over a hundred.
  await page.getByRole('button', { name: /Zastupovaná osoba: Tereza Dvořáková/ }).click();
  await expect(page.getByRole('menuitem', { name: /Tereza Dvořáková, 2 nepřečtené zprávy/ })).toBeVisible();
  await page.getByRole('menuitem', { name: /Jakub Dvořák, 104 nepřečtených zpráv/ }).click();
  await expect(page.getByText('Pojištěnec přepnut na Jakub Dvořák')).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Registrace novorozence' })).toBeVisible();
  await expect(page.getByTestId('bell-badge')).toHaveAttribute('data-badge', '99+');
});

test('a user with both roles switches the account type and returns to the start page', async ({ page }) => {
  await signInAs(page, 'lekar-pojistenec');
  await page.getByRole('link', { name: 'Informace o aplikaci' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Informace o aplikaci' })).toBeVisible();

  await page.getByRole('button', { name: 'Typ účtu: Lékař' }).click();
  await page.getByRole('menuitem', { name: 'Pojištěnec' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Dobrý den, Tomáš/ })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Moje pojištění', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'switched to insured');

  // Remembered for the session.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Typ účtu: Pojištěnec' })).toBeVisible();
  await page.getByRole('button', { name: 'Typ účtu: Pojištěnec' }).click();
  await page.getByRole('menuitem', { name: 'Lékař' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Přehled pacientů' })).toBeVisible();
});
