import { test, expect } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * Chronická onemocnění (issue 37): the screen for GET /chronickeNemoci — reached from the menu,
 * each long-term diagnosis with its Czech name, ICD-10 code, who treats it and since when, and
 * the way to the care it comes from; at 390 and 1280 px with axe.
 */

const shots = process.env.E2E_SHOTS;

for (const [size, viewport] of [
  ['390', phone],
  ['1280', desktop],
] as const) {
  test(`chronic conditions at ${size} px: from the menu, each diagnosis with its code, specialty and dates`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAs(page, 'pojistenec');
    if (viewport === phone) await page.getByRole('button', { name: 'Otevřít menu' }).click();
    await page.getByRole('navigation', { name: 'Hlavní menu' }).getByRole('link', { name: 'Chronická onemocnění' }).click();
    await expect(page).toHaveURL(/\/moje-zdravi\/chronicka-onemocneni\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chronická onemocnění' })).toBeVisible();

    const list = page.getByRole('list', { name: 'Chronická onemocnění' });
    await expect(list.getByRole('article')).toHaveCount(2);
    const thyroid = list.getByRole('article', { name: 'Hypotyreóza, neurčená' });
    await expect(thyroid).toContainText('E03.9');
    await expect(thyroid).toContainText('Endokrinologie');
    await expect(thyroid).toContainText(/Poprvé vykázáno\s*\d{1,2}\.\s\d{1,2}\.\s\d{4}/);
    await expect(thyroid).toContainText(/\d+ záznam/);
    await expect(list.getByRole('article').filter({ hasText: 'G43.0' })).toBeVisible();
    await expect(page.getByText(/Obraťte se na svého praktického lékaře/)).toBeVisible();
    // No PDF on this screen: the header offers none.
    await expect(page.getByRole('banner').getByRole('button', { name: /PDF/ })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page, `chronic conditions at ${size} px`);
    if (shots) await page.screenshot({ path: `${shots}/chronic-${size}.png`, fullPage: true });

    await page.getByRole('link', { name: 'Zobrazit čerpanou péči' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Čerpaná péče' })).toBeVisible();
  });
}
