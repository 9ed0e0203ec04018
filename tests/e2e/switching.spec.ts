import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInWithDemo, choosePerson } from './support';

test.use({ viewport: { width: 1280, height: 900 } });

function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Hlavní menu' });
}

test('switching the represented person shows the toast and hides adult-only items for a child', async ({ page }) => {
  await signInWithDemo(page, 'pojistenec', /Jana Dvořáková/);
  await expect(menu(page).getByRole('link', { name: 'Registrace novorozence' })).toBeVisible();

  await choosePerson(page, /Jana Dvořáková/, /Tereza Dvořáková/);
  await expect(page.getByText('Pojištěnec přepnut na Tereza Dvořáková')).toBeVisible();
  await expect(page.getByRole('button', { name: /Zastupovaná osoba: Tereza Dvořáková/ })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Registrace novorozence' })).toHaveCount(0);
  await expect(menu(page).getByRole('link', { name: 'Přeregistrace dítěte' })).toHaveCount(0);
  await expect(
    page.getByRole('link', { name: /Nepřečtené zprávy: 2\b/ }).or(page.getByRole('button', { name: /Nepřečtené zprávy: 2\b/ })),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'after switching to a child');

  // The choice survives a reload (kept in session storage).
  await page.reload();
  await expect(page.getByRole('button', { name: /Zastupovaná osoba: Tereza Dvořáková/ })).toBeVisible();

  // The adult son has over a hundred unread notices: the bell says 99+.
  await page.getByRole('button', { name: /Zastupovaná osoba: Tereza Dvořáková/ }).click();
  await page.getByRole('menuitem', { name: /Jakub Dvořák/ }).click();
  await expect(page.getByText('Pojištěnec přepnut na Jakub Dvořák')).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Registrace novorozence' })).toBeVisible();
  const bell = page.getByRole('link', { name: /Nepřečtené zprávy: 104/ }).or(page.getByRole('button', { name: /Nepřečtené zprávy: 104/ }));
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('bell-badge')).toHaveAttribute('data-badge', '99+');
});

test('a user with both roles switches the account type and returns to the start page', async ({ page }) => {
  await signInWithDemo(page, 'lekar-pojistenec', /Tomáš Horák/);
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
