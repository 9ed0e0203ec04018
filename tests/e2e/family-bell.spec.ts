import { test, expect } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * The family's bell (issue 35): a parent's bell counts the unread messages of everyone she
 * represents, and her start page names the child with unread messages and opens them in one tap.
 * Jana's children as seeded: Tereza 2 unread, Jakub 104 (switching.spec.ts counts them too, so
 * nothing here is read).
 */

test.use({ viewport: phone });

test('the bell shows a child’s unread messages on the parent’s start page, and one tap opens them', async ({ page }) => {
  await signInAs(page, 'pojistenec');
  await expect(page.getByRole('heading', { level: 1, name: /Dobrý den, Jana Dvořáková/ })).toBeVisible();

  // The start page's 'Rodina' block (issue 37) names each other person's unread messages.
  const family = page.getByRole('region', { name: 'Rodina' });
  await expect(family.getByRole('link', { name: 'Tereza Dvořáková: 2 nepřečtené zprávy' })).toBeVisible();
  await expect(family.getByRole('link', { name: 'Jakub Dvořák: 104 nepřečtených zpráv' })).toBeVisible();
  // Jana herself is not listed here: her own messages are in her widget.
  await expect(family).not.toContainText('Jana Dvořáková');

  // The bell's number is the family's total.
  const bell = page.getByRole('link', { name: /Nepřečtené zprávy: \d+ \(za všechny zastupované osoby\)/ });
  await expect(bell).toBeVisible();
  const total = Number(/Nepřečtené zprávy: (\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1]);
  expect(total).toBeGreaterThanOrEqual(2 + 104);
  await expect(page.getByTestId('bell-badge')).toHaveAttribute('data-badge', '99+');

  await expectNoAxeViolations(page, 'start page with a child’s unread messages 390');
  await page.screenshot({ path: '/tmp/family-bell-home-390.png', fullPage: true });
  await page.setViewportSize(desktop);
  await expectNoAxeViolations(page, 'start page with a child’s unread messages 1280');
  await page.screenshot({ path: '/tmp/family-bell-home-1280.png', fullPage: true });

  // The switcher shows each person's count.
  await page.getByRole('button', { name: /Zastupovaná osoba: Jana Dvořáková/ }).click();
  await expect(page.getByRole('menuitem', { name: /Tereza Dvořáková, 2 nepřečtené zprávy/ })).toBeVisible();
  await expectNoAxeViolations(page, 'person switcher with counts');
  await page.screenshot({ path: '/tmp/family-bell-switcher-1280.png' });
  await page.keyboard.press('Escape');

  // One tap: Tereza's messages.
  await family.getByRole('link', { name: 'Tereza Dvořáková: 2 nepřečtené zprávy' }).click();
  await expect(page.getByText('Pojištěnec přepnut na Tereza Dvořáková')).toBeVisible();
  await expect(page).toHaveURL(/\/komunikace\/upozorneni\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upozornění' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Nepřečteno/ }).first()).toBeVisible();
  // The bell still counts the whole family.
  await expect(page.getByRole('link', { name: `Nepřečtené zprávy: ${total} (za všechny zastupované osoby)` })).toBeVisible();
});
