import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import { askQuestion, desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * A question answered (issue 34): Petr Novotný asks the insurer (Komunikace), the referent answers
 * it in 'Zprávy' with an attachment, Petr's thread shows the answer and his bell counts one more.
 * Petr's unread count is checked by no other journey against a fixed number.
 */

const pdfBytes = readFileSync(new URL('./fixtures/ockovaci-prukaz.pdf', import.meta.url));
const SUBJECT = 'Zálohy po změně příjmu';
const QUESTION = 'Dobrý den, od března mám nižší příjem. Mohu si snížit zálohy?';
const ANSWER = 'Dobrý den, ano: pošlete nám prosím přehled za minulý rok, zálohy přepočítáme.';

/** The unread count the header's bell announces. */
async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByRole('link', { name: /Nepřečtené zprávy: \d+/ }).or(page.getByRole('button', { name: /Nepřečtené zprávy: \d+/ }));
  await expect(bell.first()).toBeVisible();
  return Number(/Nepřečtené zprávy: (\d+)/.exec((await bell.first().getAttribute('aria-label')) ?? '')?.[1] ?? NaN);
}

test('a question answered in Zprávy: the person reads the answer in the thread and the bell counts one more', async ({ browser }) => {
  const person = await (await browser.newContext({ viewport: phone })).newPage();
  await signInAs(person, 'osvc');
  const before = await unreadCount(person);
  const vlakno = await askQuestion(person, SUBJECT, QUESTION);

  const desk = await (await browser.newContext({ viewport: desktop })).newPage();
  await signInAs(desk, 'referent');
  await desk.getByRole('navigation', { name: 'Pracoviště pojišťovny' }).getByRole('link', { name: 'Zprávy' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Zprávy' })).toBeVisible();
  const row = desk.getByRole('row').filter({ hasText: vlakno });
  await expect(row).toContainText(SUBJECT);
  await expect(row).toContainText('Petr Novotný');
  await expect(row).toContainText('Dotaz');
  await expect(row).toContainText('Čeká na odpověď');
  await expect(row).toContainText(/čeká (méně než hodinu|\d+ (hodin|hodiny|hodinu|den|dny|dní))/);
  await expectNoAxeViolations(desk, 'staff inbox at 1280 px');

  await row.getByRole('link', { name: SUBJECT }).click();
  await expect(desk.getByRole('heading', { level: 1, name: SUBJECT })).toBeVisible();
  await expect(desk.getByRole('article').first()).toContainText(QUESTION);
  const reply = desk.getByRole('form', { name: 'Odpovědět' });
  await reply.getByRole('button', { name: 'Odeslat odpověď' }).click();
  await expect(reply.getByText('Pole je povinné')).toBeVisible();
  await expect(reply.getByRole('textbox', { name: 'Text odpovědi' })).toBeFocused();
  await reply.getByRole('textbox', { name: 'Text odpovědi' }).fill(ANSWER);
  await reply.getByTestId('attachment-input').setInputFiles({ name: 'prehled-osvc.pdf', mimeType: 'application/pdf', buffer: pdfBytes });
  await expectNoAxeViolations(desk, 'staff thread with an answer written');
  await reply.getByRole('button', { name: 'Odeslat odpověď' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Odpověď byla odeslána.' })).toBeVisible();
  await expect(desk.getByRole('article')).toHaveCount(2);
  await expect(desk.getByRole('article').last()).toContainText(ANSWER);
  await expect(desk.getByRole('article').last().getByRole('button', { name: 'Stáhnout prehled-osvc.pdf' })).toBeVisible();
  await expect(desk.getByText('Zodpovězeno')).toBeVisible();
  await expect(reply.getByRole('textbox', { name: 'Text odpovědi' })).toHaveValue('');

  // Answered: gone from 'Nezodpovězené', among 'Všechny'.
  await desk.getByRole('link', { name: 'Zpět na zprávy' }).click();
  await expect(desk.getByRole('row').filter({ hasText: vlakno })).toHaveCount(0);
  await desk.getByRole('navigation', { name: 'Které zprávy' }).getByRole('link', { name: 'Všechny' }).click();
  await expect(desk.getByRole('row').filter({ hasText: vlakno })).toContainText('Zodpovězeno');

  // Petr: the answer in his thread, and one more unread in the bell.
  await person.reload();
  await expect(person.getByRole('article').filter({ hasText: ANSWER })).toBeVisible();
  await expect(person.getByRole('article').filter({ hasText: ANSWER })).toContainText('prehled-osvc.pdf');
  await expect(person.getByText('Zodpovězeno').first()).toBeVisible();
  expect(await unreadCount(person)).toBe(before + 1);

  // The inbox and the thread at a phone's width.
  await desk.setViewportSize(phone);
  await expect(
    desk.getByRole('list', { name: 'Seznam zpráv, nezodpovězené a nejstarší první' }).getByRole('link', { name: new RegExp(SUBJECT) }),
  ).toBeVisible();
  await expectNoAxeViolations(desk, 'staff inbox at 390 px');
  await desk
    .getByRole('list', { name: 'Seznam zpráv, nezodpovězené a nejstarší první' })
    .getByRole('link', { name: new RegExp(SUBJECT) })
    .click();
  await expect(desk.getByRole('form', { name: 'Odpovědět' })).toBeVisible();
  await expectNoAxeViolations(desk, 'staff thread at 390 px');

  for (const page of [person, desk]) await page.context().close();
});
