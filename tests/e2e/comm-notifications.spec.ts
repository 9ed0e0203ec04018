import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, phone, signInAs, choosePerson } from './support';

test.use({ viewport: phone });

const bell = (page: Page, count: number) =>
  page
    .getByRole('link', { name: new RegExp(`Nepřečtené zprávy: ${count}\\b`) })
    .or(page.getByRole('button', { name: new RegExp(`Nepřečtené zprávy: ${count}\\b`) }));

/** The unread count the header's bell announces. */
async function unreadCount(page: Page): Promise<number> {
  const link = page.getByRole('link', { name: /Nepřečtené zprávy: \d+/ }).or(page.getByRole('button', { name: /Nepřečtené zprávy: \d+/ }));
  const name = (await link.first().getAttribute('aria-label')) ?? '';
  return Number(/Nepřečtené zprávy: (\d+)/.exec(name)?.[1] ?? NaN);
}

// Petr's notifications: no other journey counts his unread messages, so reading one here changes nothing they check.
test('reading the insurer’s answer marks it read: the bell drops at once, without a reload, and the answer leads to its thread', async ({
  page,
}) => {
  await signInAs(page, 'osvc');
  await expect(
    page
      .getByRole('link', { name: /Nepřečtené zprávy: \d+/ })
      .or(page.getByRole('button', { name: /Nepřečtené zprávy: \d+/ }))
      .first(),
  ).toBeVisible();
  const before = await unreadCount(page);
  expect(before).toBeGreaterThan(0);

  await bell(page, before).first().click();
  await expect(page).toHaveURL(/\/komunikace\/upozorneni\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upozornění' })).toBeVisible();
  const answer = page.getByRole('link', { name: /Odpověď: Výše záloh OSVČ od ledna/ });
  await expect(answer).toContainText('Nepřečteno');
  await expect(answer).toContainText('Odpověď na dotaz');
  await expectNoAxeViolations(page, 'notifications list');

  await answer.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Odpověď: Výše záloh OSVČ od ledna' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Otevřít dotaz' })).toHaveAttribute('href', '/komunikace/komunikace-se-zps/D-2026-000744');
  // Read on the server and in the header, without a reload.
  await expect(bell(page, before - 1)).toBeVisible();
  await expectNoAxeViolations(page, 'notification detail');

  await page.getByRole('link', { name: 'Zpět na upozornění' }).click();
  await expect(page.getByRole('link', { name: /Odpověď: Výše záloh OSVČ od ledna/ })).not.toContainText('Nepřečteno');

  // It stays read after a reload (the server stored it), and the answer opens its thread.
  await page.reload();
  await expect(page.getByRole('link', { name: /Odpověď: Výše záloh OSVČ od ledna/ })).not.toContainText('Nepřečteno');
  await expect(bell(page, before - 1)).toBeVisible();
  await page.getByRole('link', { name: /Odpověď: Výše záloh OSVČ od ledna/ }).click();
  await page.getByRole('link', { name: 'Otevřít dotaz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Výše záloh OSVČ od ledna' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
});

test('a consultation thread opens from its answer: the text id in the address, the messages oldest first, who wrote them', async ({
  page,
}) => {
  await signInAs(page, 'pojistenec');
  await choosePerson(page, /Jana Dvořáková/, /Tereza Dvořáková/);
  await expect(page.getByText('Pojištěnec přepnut na Tereza Dvořáková')).toBeVisible();
  await page.getByRole('button', { name: 'Otevřít menu' }).click();
  await page.getByRole('navigation', { name: 'Hlavní menu' }).getByRole('link', { name: 'Zdravotní konzultace' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Zdravotní konzultace' })).toBeVisible();
  const thread = page.getByRole('link', { name: /Alergie na pyl – jak postupovat/ });
  await expect(thread).toContainText('K-2026-000187');
  await expect(thread).toContainText('Zodpovězeno');
  await expectNoAxeViolations(page, 'consultations');

  await thread.click();
  await expect(page).toHaveURL(/\/komunikace\/konzultace-zdravotniho-problemu\/K-2026-000187$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alergie na pyl – jak postupovat' })).toBeVisible();
  const messages = page.getByRole('main').getByRole('article');
  await expect(messages).toHaveCount(2);
  await expect(messages.first()).toContainText('Máme jít k alergologovi');
  await expect(messages.last()).toContainText('z programu GINA');
  await expect(messages.last()).toContainText('lékařka pojišťovny');
  await expectNoAxeViolations(page, 'consultation thread');

  // A thread id of another shape is not a page.
  await page.goto('/komunikace/konzultace-zdravotniho-problemu/K 2026');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Alergie na pyl – jak postupovat');
});
