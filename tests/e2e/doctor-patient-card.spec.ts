import { test, expect } from '@playwright/test';
import { DOCTOR_ACCESS_PROMISE, DOCTOR_LAB_CONSENT_MISSING, doctorSections } from '../../contract/doctor-card';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

const SHOTS = process.env.MAP_SHOTS_DIR;

for (const [label, viewport] of [
  ['390 px', phone],
  ['1280 px', desktop],
] as const) {
  test.describe(`doctor's patient card at ${label}`, () => {
    test.use({ viewport });

    test("the doctor gets exactly what the patient was promised, in the doctor's wording; lab results only with the patient's consent", async ({
      page,
    }) => {
      await signInAs(page, 'lekar');
      const list = page.locator('[data-list="pacienti"]');
      await list.getByRole('button', { name: /Jana Dvořáková/ }).click();
      const jana = list.getByRole('listitem').filter({ has: page.getByRole('button', { name: /Jana Dvořáková/ }) });

      // The pages and the sections are the promise's list, in its order.
      const offered = [
        ...(await jana.getByRole('navigation').getByRole('link').allTextContents()),
        ...(await jana.getByRole('heading', { level: 3 }).allTextContents()),
      ];
      expect(offered).toEqual(doctorSections.map((s) => s.nazev));

      await jana.getByRole('button', { name: 'Léky' }).click();
      await expect(jana.getByText(/^Pacientka užívá /).first()).toBeVisible();
      await jana.getByRole('button', { name: 'Laboratorní výsledky' }).click();
      await expect(jana.getByRole('table').first()).toBeVisible();
      await jana.getByRole('button', { name: 'Prevence' }).click();
      await expect(jana.getByText(/Pacientka (byla naposledy|u nás zatím nemá)/).first()).toBeVisible();
      await jana.getByRole('button', { name: 'Čerpaná péče' }).click();
      await expect(jana.getByText(/^Pacientka navštívila /).first()).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/doctor-card-${viewport.width}.png`, fullPage: true });
      await expectNoAxeViolations(page, "doctor's patient card");

      // Petr allowed the doctor but not the lab results: the section says why; the others work.
      await list.getByRole('button', { name: /Petr Novotný/ }).click();
      const petr = list.getByRole('listitem').filter({ has: page.getByRole('button', { name: /Petr Novotný/ }) });
      await petr.getByRole('button', { name: 'Laboratorní výsledky' }).click();
      await expect(petr.getByText(DOCTOR_LAB_CONSENT_MISSING)).toBeVisible();
      await petr.getByRole('button', { name: 'Léky' }).click();
      await expect(petr.getByText(/^Pacient (užívá |podle našich záznamů neužívá)/).first()).toBeVisible();
      await expectNoAxeViolations(page, 'lab results without the consent');
    });

    test("the patient's access screen promises exactly the doctor's card", async ({ page }) => {
      await signInAs(page, 'pojistenec', '/nastaveni/nastaveni-pojistence/zpristupneni-udaju-lekarum');
      await expect(page.getByRole('heading', { level: 1, name: 'Zpřístupnění údajů lékařům' })).toBeVisible();
      await expect(page.getByTestId('slib-lekari')).toHaveText(DOCTOR_ACCESS_PROMISE);
      for (const section of doctorSections) expect(DOCTOR_ACCESS_PROMISE).toContain(section.slib);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/doctor-access-${viewport.width}.png`, fullPage: true });
      await expectNoAxeViolations(page, 'doctor access promise');
    });
  });
}
