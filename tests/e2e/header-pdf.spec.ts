import { test, expect, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * The header's PDF button (document 1 §2, issue 37) on the screens that have a PDF: care drawn for
 * a year and the self-employed overview (the lab result and the EHIC confirmation are checked in
 * their own journeys). A screen without a PDF shows none; 390 and 1280 px with axe.
 */

const headerPdf = (page: Page, name: RegExp) => page.getByRole('banner').getByRole('button', { name });
const shots = process.env.E2E_SHOTS;

for (const [size, viewport] of [
  ['390', phone],
  ['1280', desktop],
] as const) {
  test(`care drawn at ${size} px: the header offers the shown year's statement, 'Vše' offers none`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'pojistenec', '/moje-zdravi/cerpana-pece/');
    await expect(page.getByRole('heading', { level: 1, name: 'Čerpaná péče' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Podle druhu péče' })).toBeVisible();
    await expect(headerPdf(page, /PDF/)).toHaveCount(0);

    const newest = page.getByRole('navigation', { name: 'Rok' }).getByRole('link').nth(1);
    const year = (await newest.textContent())!.trim();
    await newest.click();
    await expect(page.getByRole('heading', { name: `Za rok ${year}` })).toBeVisible();
    const button = headerPdf(page, new RegExp(`^Stáhnout výpis za rok ${year} \\(PDF\\)$`));
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page, `care year with the header PDF at ${size} px`);
    if (shots) await page.screenshot({ path: `${shots}/care-header-pdf-${size}.png` });
    const downloading = page.waitForEvent('download');
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`cerpana-pece-${year}.pdf`);
    await expect(page.getByText('Soubor byl stažen.')).toBeVisible();

    // Leaving the screen takes its PDF away.
    await page.goto('/moje-zdravi/ockovani/');
    await expect(page.getByRole('heading', { level: 1, name: 'Očkování' })).toBeVisible();
    await expect(headerPdf(page, /PDF/)).toHaveCount(0);
  });

  test(`self-employed overview at ${size} px: the header downloads the overview in force for the latest year`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'osvc', '/moje-pojisteni/platby-pojistneho/prehled-osvc/');
    const button = headerPdf(page, /^Stáhnout PDF přehledu za rok \d{4} podaného /);
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page, `self-employed overview with the header PDF at ${size} px`);
    if (shots) await page.screenshot({ path: `${shots}/osvc-header-pdf-${size}.png` });
    const downloading = page.waitForEvent('download');
    await button.click();
    expect((await downloading).suggestedFilename()).toMatch(/^prehled-osvc-\d{4}\.pdf$/);
  });
}
