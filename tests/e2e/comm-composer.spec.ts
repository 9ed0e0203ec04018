import { readFileSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * Writing to the insurer (issue 13 §2): a health consultation with an attachment — refused empty
 * with the contract's messages, its draft kept across a reload — then a reply in its thread, and
 * the consultation in 'Moje žádosti'; a question to the insurer at 1280 px. Jana's own messages
 * change no unread count another journey checks.
 */

const pdfBytes = readFileSync(new URL('./fixtures/ockovaci-prukaz.pdf', import.meta.url));

test('a health consultation with an attachment, a draft kept across a reload, then a reply in its thread', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'pojistenec', '/komunikace/konzultace-zdravotniho-problemu/');
  await expect(page.getByRole('heading', { level: 1, name: 'Zdravotní konzultace' })).toBeVisible();
  await page.getByRole('button', { name: 'Požádat o konzultaci' }).click();
  const form = page.getByRole('form', { name: 'Nová konzultace' });
  await form.getByRole('button', { name: 'Odeslat' }).click();
  await expect(form.getByRole('textbox', { name: 'Předmět' })).toBeFocused();
  await expect(form.getByText('Pole je povinné').first()).toBeVisible();
  await expectNoAxeViolations(page, 'new consultation refused');

  await form.getByRole('textbox', { name: 'Předmět' }).fill('Bolest v krku po očkování');
  await form.getByRole('textbox', { name: 'Text zprávy' }).fill('Dobrý den,\npo očkování mě bolí v krku. Je to normální?');
  await page.reload();
  const kept = page.getByRole('form', { name: 'Nová konzultace' });
  await expect(kept.getByRole('textbox', { name: 'Předmět' })).toHaveValue('Bolest v krku po očkování');
  await kept.getByText('Souhlasím, aby konzultující lékař viděl mou zdravotní dokumentaci').click();
  await kept.getByTestId('attachment-input').setInputFiles({ name: 'zprava-od-lekare.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  await kept.getByRole('button', { name: 'Odeslat' }).click();

  await expect(page).toHaveURL(/\/komunikace\/konzultace-zdravotniho-problemu\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bolest v krku po očkování' })).toBeVisible();
  await expect(page.getByText('Zpráva byla odeslána.')).toBeVisible();
  const messages = page.getByRole('article');
  await expect(messages.first()).toContainText('po očkování mě bolí v krku');
  await expect(messages.first()).toContainText('zprava-od-lekare.pdf');

  const reply = page.getByRole('form', { name: 'Odpovědět' });
  await expect(reply.getByRole('textbox', { name: 'Předmět' })).toHaveValue('Bolest v krku po očkování');
  await reply.getByRole('textbox', { name: 'Text zprávy' }).fill('Doplňuji: teplotu nemám.');
  await reply.getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Doplňuji: teplotu nemám.' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(reply.getByRole('textbox', { name: 'Text zprávy' })).toHaveValue('');
  await expect(reply.getByRole('textbox', { name: 'Předmět' })).toHaveValue('Bolest v krku po očkování');
  await expectNoAxeViolations(page, 'consultation thread');

  await page.goto('/komunikace/moje-zadosti/');
  const request = page
    .getByRole('listitem')
    .filter({ hasText: 'Zdravotní konzultace' })
    .filter({ hasText: 'Bolest v krku po očkování' })
    .first();
  await expect(request).toBeVisible();
  // The request's detail leads back to its thread.
  await request.getByRole('link', { name: /Zobrazit detail/ }).click();
  await expect(page).toHaveURL(/\/komunikace\/moje-zadosti\/\d+$/);
  await page.getByRole('link', { name: 'Otevřít konzultaci' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bolest v krku po očkování' })).toBeVisible();
});

test('a question to the insurer at 1280 px opens its thread', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'pojistenec', '/komunikace/komunikace-se-zps/');
  await page.getByRole('button', { name: 'Napsat dotaz' }).click();
  const form = page.getByRole('form', { name: 'Nový dotaz' });
  await form.getByRole('textbox', { name: 'Předmět' }).fill('Potvrzení o zaplacení pojistného');
  await form.getByRole('textbox', { name: 'Text zprávy' }).fill('Prosím o potvrzení pro zaměstnavatele.');
  await expectNoAxeViolations(page, 'new question at 1280 px');
  await form.getByRole('button', { name: 'Odeslat' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Potvrzení o zaplacení pojistného' })).toBeVisible();
  await page.getByRole('link', { name: 'Zpět na seznam' }).click();
  await expect(page.getByRole('link', { name: /Potvrzení o zaplacení pojistného/ })).toBeVisible();
});
