import { test, expect } from '@playwright/test';
import { askQuestion, desktop, expectNoAxeViolations, expectServerSignInPage, phone, signInAs } from './support';

/**
 * An answer is told by e-mail (issue 35): Petr Novotný asks, the referent answers, the notification
 * worker sends the e-mail to the local SMTP receiver of demo mode, the staff page 'Odeslaná
 * upozornění' shows it delivered with its text and link, and the link, opened in a signed-out
 * browser, leads through the sign-in straight to the thread.
 */

const SUBJECT = 'Potvrzení o bezdlužnosti';
const QUESTION = 'Dobrý den, potřebuji potvrzení o bezdlužnosti pro banku.';
const ANSWER = 'Dobrý den, potvrzení vám pošleme datovou schránkou do tří dnů.';

test('a staff answer reaches the person by e-mail, and its link opens the thread after signing in', async ({ browser }) => {
  const person = await (await browser.newContext({ viewport: phone })).newPage();
  await signInAs(person, 'osvc');
  const vlakno = await askQuestion(person, SUBJECT, QUESTION);
  await person.context().close();

  const desk = await (await browser.newContext({ viewport: desktop })).newPage();
  await signInAs(desk, 'referent', '/pracoviste/zpravy/');
  await desk.getByRole('row').filter({ hasText: vlakno }).getByRole('link', { name: SUBJECT }).click();
  const reply = desk.getByRole('form', { name: 'Odpovědět' });
  await reply.getByRole('textbox', { name: 'Text odpovědi' }).fill(ANSWER);
  await reply.getByRole('button', { name: 'Odeslat odpověď' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Odpověď byla odeslána.' })).toBeVisible();

  // The worker sends within seconds; the staff page lists the e-mail as sent, with what arrived.
  await desk.getByRole('navigation', { name: 'Pracoviště pojišťovny' }).getByRole('link', { name: 'Upozornění' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Odeslaná upozornění' })).toBeVisible();
  const link = `/komunikace/komunikace-se-zps/${vlakno}`;
  const item = desk
    .getByRole('listitem')
    .filter({ hasText: 'E-mail' })
    .filter({ has: desk.locator(`a[href$="${link}"]`) });
  await expect(async () => {
    await desk.reload();
    await expect(item.first()).toContainText('Odesláno', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await item
    .first()
    .getByText(/Přijatá zpráva/)
    .click();
  await expect(item.first()).toContainText('Na dotaz nebo konzultaci přišla odpověď.');
  await expect(item.first()).not.toContainText(ANSWER);
  await expectNoAxeViolations(desk, 'sent notifications at 1280 px');
  const href = await item.first().locator('a[data-odkaz]').getAttribute('href');
  expect(href).toMatch(new RegExp(`${link}$`));

  // The link in a fresh browser: the sign-in first, then the thread with the answer.
  const reader = await (await browser.newContext({ viewport: phone })).newPage();
  await reader.goto(href!);
  await expectServerSignInPage(reader);
  await reader.getByRole('button', { name: /Petr Novotný/ }).click();
  // The sign-in returns to the link it interrupted: the thread, not the start page.
  await expect(reader).toHaveURL(new RegExp(`${link}$`), { timeout: 20_000 });
  await expect(reader.getByRole('article').filter({ hasText: ANSWER })).toBeVisible();
  await expectNoAxeViolations(reader, 'the thread opened from the e-mail at 390 px');
});
