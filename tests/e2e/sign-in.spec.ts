import { test, expect } from '@playwright/test';
import { expectNoAxeViolations, expectServerSignInPage, signInWithDemo, signInWithPassword } from './support';

test('the server sign-in page is Czech, accessible and rejects wrong credentials', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/api\/identita\/prihlaseni/);
  await expect(page.getByRole('heading', { name: 'Přihlášení' })).toBeVisible();
  await expect(page.getByLabel('Uživatelské jméno')).toBeVisible();
  await expect(page.getByLabel('Heslo')).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in page');

  await page.getByLabel('Uživatelské jméno').fill('pojistenec');
  await page.getByLabel('Heslo').fill('spatne-heslo');
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await expect(page.getByRole('alert')).toContainText('Nesprávné uživatelské jméno nebo heslo.');
  await expect(page.getByLabel('Uživatelské jméno')).toHaveValue('pojistenec');
  await expectNoAxeViolations(page, 'sign-in page with error');
});

test('an insured person signs in with a password and sees her start page', async ({ page }) => {
  await signInWithPassword(page, 'pojistenec');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Dobrý den, Jana/ })).toBeVisible();
  // Her bell: the seed's three unread notices, or more when the insurer's journeys (staff-*.spec.ts) ran first.
  await expect(
    page.getByRole('button', { name: /Nepřečtené zprávy: \d+/ }).or(page.getByRole('link', { name: /Nepřečtené zprávy: \d+/ })),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'insured start page');
});

test('the self-employed account signs in with its demo button', async ({ page }) => {
  await signInWithDemo(page, 'osvc', /Petr Novotný/);
  await expect(page.getByRole('heading', { level: 1, name: /Dobrý den, Petr/ })).toBeVisible();
  await expectNoAxeViolations(page, 'osvc start page');
});

test('the doctor signs in to the patient overview', async ({ page }) => {
  await signInWithDemo(page, 'lekar', /Eva Malá/);
  await expect(page.getByRole('heading', { level: 1, name: 'Přehled pacientů' })).toBeVisible();
  // Only insured persons get the bell and the represented-person switcher.
  await expect(page.getByRole('button', { name: /Nepřečtené zprávy/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Nepřečtené zprávy/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Zastupovaná osoba/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Typ účtu/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'doctor index');
});

test('a user with both roles starts as a doctor and sees the account-type switcher', async ({ page }) => {
  await signInWithDemo(page, 'lekar-pojistenec', /Tomáš Horák/);
  await expect(page.getByRole('heading', { level: 1, name: 'Přehled pacientů' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Typ účtu: Lékař' })).toBeVisible();
  await expectNoAxeViolations(page, 'doctor index with switcher');
});

test('an account with no represented persons sees the not-yet-synchronised screen', async ({ page }) => {
  await signInWithDemo(page, 'nesynchronizovano', /Lucie Veselá/);
  await expect(page.getByText('Váš účet je aktivní, ale vaše údaje zatím nebyly synchronizovány.')).toBeVisible();
  await expect(page.getByText(/do 24 hodin/)).toBeVisible();
  await expectNoAxeViolations(page, 'not synchronised');
  await page
    .getByRole('link', { name: 'Zpět na přihlášení' })
    .or(page.getByRole('button', { name: 'Zpět na přihlášení' }))
    .click();
  await expectServerSignInPage(page);
});

test('a used ticket cannot sign in again and offers a retry', async ({ page }) => {
  await page.goto('/api/identita/prihlaseni');
  await page.getByRole('button', { name: /Jana Dvořáková/ }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // Replaying an old ticket link fails with the retry button ZKUSIT_ZNOVU.
  await page.goto('/prihlaseni?listek=neplatny-listek-0000000000000000000000');
  await expect(page.getByRole('button', { name: 'Zkusit znovu' })).toBeVisible();
  await expectNoAxeViolations(page, 'login exchange failure');
  await page.getByRole('button', { name: 'Zkusit znovu' }).click();
  await expectServerSignInPage(page);
});

test('a reload renews the session and loads the represented persons once each, started before the app has loaded, and stays signed in', async ({
  page,
}) => {
  await signInWithDemo(page, 'pojistenec', /Jana Dvořáková/);
  await expect(page.getByRole('heading', { level: 1, name: /Dobrý den, Jana/ })).toBeVisible();
  // public/boot.js hands its renewal over in window.__zkEarlyRefresh; note that it did
  // and the represented persons in window.__zkEarlyPersons
  await page.addInitScript(() => {
    const noteWhenSet = (name: string, note: string) => {
      let early: unknown;
      Object.defineProperty(window, name, {
        configurable: true,
        get: () => early,
        set: (value) => {
          (window as unknown as Record<string, boolean>)[note] = true;
          early = value;
        },
      });
    };
    noteWhenSet('__zkEarlyRefresh', 'earlyRenewalStarted');
    noteWhenSet('__zkEarlyPersons', 'earlyPersonsStarted');
  });
  const renewals: string[] = [];
  const personRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/app/refresh') renewals.push(request.postData() ?? '');
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/uzivatel/zastupy') personRequests.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Dobrý den, Jana/ })).toBeVisible();
  // the data that needs the renewed session arrived
  await expect(page.getByRole('region', { name: 'Můj praktický lékař' })).toBeVisible();
  expect(await page.evaluate(() => (window as { earlyRenewalStarted?: boolean }).earlyRenewalStarted)).toBe(true);
  expect(renewals).toHaveLength(1);
  expect(JSON.parse(renewals[0]!)).toMatchObject({ aplikaceInfo: { platforma: 'WEB', verzeAplikace: '1.15.01' } });
  // boot.js asked for the represented persons with the renewed token, and the app took that answer
  // instead of asking again
  expect(await page.evaluate(() => (window as { earlyPersonsStarted?: boolean }).earlyPersonsStarted)).toBe(true);
  expect(personRequests).toHaveLength(1);
  await expectNoAxeViolations(page, 'start page after a reload');
});
