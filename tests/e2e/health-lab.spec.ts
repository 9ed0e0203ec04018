import { test, expect } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * Laboratorní výsledky (issue 12, issue 15 "withdraw the lab consent and see the lab screen ask
 * for it"): the results with their values, flags and explanations, one analyte's chart with its
 * table; withdrawing the consent hides them at once and the screen asks for it; giving it shows
 * them again (Jana's consent ends as it started, for the consents journey).
 */

test.use({ viewport: phone });

test('lab results: values with flags, a chart, and the consent withdrawn and given again', async ({ page }) => {
  await signInAs(page, 'pojistenec', '/moje-zdravi/laboratorni-vysledky/');
  await expect(page.getByRole('heading', { level: 1, name: 'Laboratorní výsledky' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Laboratorní výsledky' });
  const first = results.getByRole('article').first();
  await expect(first).toContainText(/\d+ hodnot/);
  await first.getByRole('button', { name: 'Zobrazit hodnoty' }).click();
  await expect(first).toContainText('Referenční rozmezí');
  await first.getByText('Co to znamená').first().click();
  await expectNoAxeViolations(page, 'lab results');

  await page.getByRole('link', { name: 'Grafy ukazatelů' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Grafy laboratorních výsledků' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ukazatel' })).toBeVisible();
  await expect(page.locator('svg[role="img"]').first()).toBeVisible();
  await page.setViewportSize(desktop);
  await expectNoAxeViolations(page, 'lab charts at 1280 px');
  await page.setViewportSize(phone);

  await page.getByRole('link', { name: 'Zpět na výsledky' }).click();
  await page.getByRole('button', { name: 'Odvolat souhlas' }).click();
  await page.getByRole('dialog', { name: 'Odvolat souhlas' }).getByRole('button', { name: 'Odvolat souhlas' }).click();
  await expect(page.getByText('Souhlas byl odvolán.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Souhlas se zobrazením výsledků' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Laboratorní výsledky' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Udělit souhlas' })).toBeVisible();
  await expectNoAxeViolations(page, 'lab consent asked');

  await page.getByRole('button', { name: 'Udělit souhlas' }).click();
  await expect(page.getByRole('list', { name: 'Laboratorní výsledky' }).getByRole('article').first()).toBeVisible();
});

for (const [size, viewport] of [
  ['390', phone],
  ['1280', desktop],
] as const) {
  test(`a lab result's PDF at ${size} px: from the result and from the header; a failed download is told`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'pojistenec', '/moje-zdravi/laboratorni-vysledky/');
    const results = page.getByRole('list', { name: 'Laboratorní výsledky' });
    const first = results.getByRole('article').first();
    await expect(first).toBeVisible();

    // The result's own button: GET /labVysledekPdf/{id}, a real PDF, and the toast.
    const fromResult = page.waitForEvent('download');
    await first.getByRole('button', { name: /^Stáhnout PDF výsledku / }).click();
    const download = await fromResult;
    expect(download.suggestedFilename()).toMatch(/^laboratorni-vysledek-\d{4}-\d{2}-\d{2}\.pdf$/);
    const head = await download
      .createReadStream()
      .then((stream) => new Promise<string>((resolve) => stream.once('data', (chunk) => resolve(String(chunk).slice(0, 5)))));
    expect(head).toBe('%PDF-');
    await expect(page.getByText('Soubor byl stažen.')).toBeVisible();

    // The header's PDF button (document 1 §2) downloads the result whose values were opened last.
    const second = results.getByRole('article').nth(1);
    await second.getByRole('button', { name: 'Zobrazit hodnoty' }).click();
    const secondTitle = (await second.getByRole('heading', { level: 2 }).textContent()) ?? '';
    const header = page.getByRole('banner').getByRole('button', { name: new RegExp(`^Stáhnout PDF výsledku ${secondTitle}`) });
    await expect(header).toBeVisible();
    await expectNoAxeViolations(page, `lab result with the header's PDF at ${size} px`);
    if (process.env.E2E_SHOTS) await page.screenshot({ path: `${process.env.E2E_SHOTS}/lab-pdf-${size}.png` });
    const fromHeader = page.waitForEvent('download');
    await header.click();
    expect((await fromHeader).suggestedFilename()).toMatch(/\.pdf$/);

    // A download that fails says so in the spec's words.
    await page.route('**/labVysledekPdf/**', (route) => route.abort());
    await first.getByRole('button', { name: /^Stáhnout PDF výsledku / }).click();
    await expect(page.getByText('Stažení souboru se nezdařilo.')).toBeVisible();
    await page.unroute('**/labVysledekPdf/**');
  });
}
