import { expect, test, type Browser, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

const WHO_SAW = '/nastaveni/nastaveni-pojistence/kdo-videl-moje-udaje';

async function newPage(
  browser: Browser,
  viewport: { width: number; height: number },
  options: { bypassCSP?: boolean } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'cs-CZ', timezoneId: 'Europe/Prague', ...options });
  return context.newPage();
}

async function openJanasAnamnesisAsDoctor(doctor: Page): Promise<void> {
  const list = doctor.locator('[data-list="pacienti"]');
  const jana = list.getByRole('button', { name: /Jana Dvořáková/ });
  await jana.click();
  const pages = doctor.getByRole('navigation', { name: 'Zdravotní záznamy pacienta Jana Dvořáková' });
  await pages.getByRole('link', { name: 'Anamnéza' }).click();
  await expect(doctor.getByRole('heading', { level: 1, name: 'Anamnéza – Jana Dvořáková' })).toBeVisible();
  await expect(doctor.getByText('Nikl – kontaktní ekzém.')).toBeVisible();
}

test.describe("audit trail: 'Kdo viděl moje údaje' and the doctor's 'Přístupy'", () => {
  test("a doctor's read of Jana's anamnesis is on Jana's list within a second", async ({ browser }) => {
    // Jana is signed in and has the screen open before the doctor reads anything.
    const janaPage = await newPage(browser, desktop);
    await signInAs(janaPage, 'pojistenec');
    await janaPage.goto(WHO_SAW);
    await expect(janaPage.getByRole('heading', { level: 1, name: 'Kdo viděl moje údaje' })).toBeVisible();

    const doctor = await newPage(browser, desktop);
    await signInAs(doctor, 'lekar');
    await expect(doctor.getByRole('heading', { level: 1, name: 'Přehled pacientů' })).toBeVisible();
    await openJanasAnamnesisAsDoctor(doctor);

    // Reload until the doctor's read shows: at most one second of waiting.
    const doctorRow = janaPage.locator('[data-accessor="LEKAR"]').filter({ hasText: 'Anamnéza – zobrazení' });
    const started = Date.now();
    let shown = false;
    while (!shown && Date.now() - started <= 1000) {
      await janaPage.reload();
      await expect(janaPage.getByRole('heading', { level: 1, name: 'Kdo viděl moje údaje' })).toBeVisible();
      await janaPage.locator('[data-list="pristupy"], :text("nikdo nepřistoupil")').first().waitFor();
      shown = (await doctorRow.count()) > 0;
    }
    expect(shown, "the doctor's read is listed within a second").toBe(true);
    await expect(doctorRow.first()).toContainText('Lékař Eva Malá, Praktický lékař pro dospělé, Mladá Boleslav');
    await expectNoAxeViolations(janaPage, 'kdo viděl 1280');

    // The doctor's own overview lists the read too.
    await doctor.goto('/');
    await doctor.getByRole('link', { name: /Přístupy: pacienti se zpřístupněnými údaji/ }).click();
    await expect(doctor.getByRole('heading', { level: 1, name: 'Přístupy' })).toBeVisible();
    const grants = doctor.getByRole('region', { name: 'Pacienti se zpřístupněnými údaji' });
    await expect(grants.getByText('Jana Dvořáková')).toBeVisible();
    await expect(grants).not.toContainText('Kateřina');
    const recent = doctor
      .locator('[data-list="moje-pristupy"] li')
      .filter({ hasText: 'Jana Dvořáková' })
      .filter({ hasText: 'Anamnéza – zobrazení' });
    await expect(recent.first()).toBeVisible();
    await expectNoAxeViolations(doctor, 'přístupy 1280');
    await janaPage.context().close();
    await doctor.context().close();
  });

  test('both screens at 390 px, the period filter, and the menu entries', async ({ browser }) => {
    const jana = await newPage(browser, phone);
    await signInAs(jana, 'pojistenec');
    await jana.goto(WHO_SAW);
    await expect(jana.getByRole('heading', { level: 1, name: 'Kdo viděl moje údaje' })).toBeVisible();
    await jana.getByRole('textbox', { name: 'Od' }).fill('1. 1. 2099');
    await jana.getByRole('button', { name: 'Zobrazit' }).click();
    await expect(jana.getByText('V tomto období k vašim údajům nepřistoupil nikdo jiný než vy.')).toBeVisible();
    await expectNoAxeViolations(jana, 'kdo viděl 390');
    await jana.context().close();

    const doctor = await newPage(browser, phone);
    await signInAs(doctor, 'lekar', '/pristupy');
    await expect(doctor.getByRole('heading', { level: 1, name: 'Přístupy' })).toBeVisible();
    await expectNoAxeViolations(doctor, 'přístupy 390');
    await doctor.goto(WHO_SAW);
    await expect(doctor.getByRole('heading', { name: 'Stránka nenalezena!' })).toBeVisible();
    await doctor.context().close();
  });

  test('the app runs under the real CSP without a single violation', async ({ browser }) => {
    // No bypass here (the other journeys bypass the CSP to inject axe).
    const page = await newPage(browser, desktop, { bypassCSP: false });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`),
      );
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
    });
    const violations = async () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations ?? []);
    const all: string[] = [];

    await signInAs(page, 'pojistenec');
    all.push(...(await violations()));
    for (const path of ['/', '/moje-zdravi/moje-anamneza/', WHO_SAW, '/komunikace/moje-zadosti/']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      all.push(...(await violations()));
    }
    // A popover positioned by Ark UI (the date picker) sets inline styles.
    await page
      .getByRole('button', { name: /kalendář/i })
      .first()
      .click();
    await expect(page.getByRole('dialog').or(page.getByRole('application')).first()).toBeVisible();
    all.push(...(await violations()));
    expect(all).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
