import { test, expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, phone, signInWithDemo } from './support';

test.use({ viewport: phone });

const bell = (page: Page, count: number) =>
  page
    .getByRole('link', { name: new RegExp(`Nepřečtené zprávy: ${count}\\b`) })
    .or(page.getByRole('button', { name: new RegExp(`Nepřečtené zprávy: ${count}\\b`) }));

test('a parent reads the answer to her child’s consultation: the bell drops at once and the answer leads to the thread', async ({
  page,
}) => {
  await signInWithDemo(page, 'pojistenec', /Jana Dvořáková/);
  await page.getByRole('button', { name: /Zastupovaná osoba: Jana Dvořáková/ }).click();
  await page.getByRole('menuitem', { name: /Tereza Dvořáková/ }).click();
  await expect(bell(page, 2)).toBeVisible();

  await bell(page, 2).first().click();
  await expect(page).toHaveURL(/\/komunikace\/upozorneni\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Upozornění' })).toBeVisible();
  await expect(page.getByText('Máte 2 nepřečtená upozornění.')).toBeVisible();
  const answer = page.getByRole('link', { name: /Odpověď: Alergie na pyl – jak postupovat/ });
  await expect(answer).toContainText('Nepřečteno');
  await expect(answer).toContainText('Odpověď na konzultaci');
  await expectNoAxeViolations(page, 'notifications list');

  await answer.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Odpověď: Alergie na pyl – jak postupovat' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Otevřít konzultaci' })).toHaveAttribute(
    'href',
    '/komunikace/konzultace-zdravotniho-problemu/K-2026-000187',
  );
  // Read on the server and in the header, without a reload.
  await expect(bell(page, 1)).toBeVisible();
  await expectNoAxeViolations(page, 'notification detail');

  await page.getByRole('link', { name: 'Zpět na upozornění' }).click();
  await expect(page.getByText('Máte 1 nepřečtené upozornění.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Odpověď: Alergie na pyl – jak postupovat/ })).not.toContainText('Nepřečteno');

  // It stays read after a reload (the server stored it).
  await page.reload();
  await expect(page.getByText('Máte 1 nepřečtené upozornění.')).toBeVisible();
});

test('a consultation thread opens from its answer: the text id in the address, the messages oldest first, who wrote them', async ({
  page,
}) => {
  await signInWithDemo(page, 'pojistenec', /Jana Dvořáková/);
  await page.getByRole('button', { name: /Zastupovaná osoba: Jana Dvořáková/ }).click();
  await page.getByRole('menuitem', { name: /Tereza Dvořáková/ }).click();
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
