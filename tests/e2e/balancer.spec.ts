import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { expectNoAxeViolations, phone, signInWithDemo } from './support';

/**
 * The portal behind a load balancer (issue 36): three server processes on one PostgreSQL database
 * behind HAProxy (scripts/cluster.mjs, project `balancer` in playwright.config.ts). Each request may
 * reach another process: the sign-in's ticket, the tokens, the upload and the logout must hold
 * across them.
 */

const pdfBytes = readFileSync(new URL('./fixtures/ockovaci-prukaz.pdf', import.meta.url));

test('through the balancer: sign in, send a consultation with an attachment, sign out', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInWithDemo(page, 'pojistenec', /Jana Dvořáková/);
  await page.goto('/komunikace/konzultace-zdravotniho-problemu/');
  await page.getByRole('button', { name: 'Požádat o konzultaci' }).click();
  const form = page.getByRole('form', { name: 'Nová konzultace' });
  await form.getByRole('textbox', { name: 'Předmět' }).fill('Kašel po nachlazení');
  await form.getByRole('textbox', { name: 'Text zprávy' }).fill('Dobrý den,\nkašel mi trvá třetí týden.');
  await form.getByText('Souhlasím, aby konzultující lékař viděl mou zdravotní dokumentaci').click();
  await form.getByTestId('attachment-input').setInputFiles({ name: 'nalez.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  await form.getByRole('button', { name: 'Odeslat' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Kašel po nachlazení' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('nalez.pdf');
  // A reload goes through the balancer again: the session and the thread are there on every process.
  for (let i = 0; i < 3; i += 1) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Kašel po nachlazení' })).toBeVisible();
  }
  await expectNoAxeViolations(page, 'consultation through the balancer');

  await page.getByRole('banner').getByRole('button', { name: 'Odhlásit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Odhlásit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Byli jste odhlášeni' })).toBeVisible();
  // Signed out on every process: the app asks for a sign-in again.
  await page.goto('/komunikace/konzultace-zdravotniho-problemu/');
  await expect(page).toHaveURL(/\/api\/identita\/prihlaseni/);
});
