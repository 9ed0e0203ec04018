import { test, expect } from '@playwright/test';
import { expectNoAxeViolations, phone, signInAs } from './support';

test.use({ viewport: phone });

test('health programmes: searchable, filtered by what can be drawn now, each saying why not', async ({ page }) => {
  await signInAs(page, 'pojistenec', '/benefity/programy/');
  await expect(page.getByRole('heading', { level: 1, name: 'Zdravotní programy' })).toBeVisible();
  await expect(page.getByText(/^Nalezeno programů: \d+$/)).toBeVisible();
  await expectNoAxeViolations(page, 'programmes');

  // An adult cannot draw the children's swimming programme, and is told why (folded with the others that cannot be drawn).
  await page.getByText(/^Nelze čerpat \(\d+\)$/).click();
  const swimming = page.getByRole('article', { name: /^Plavání kojenců a batolat/ }).first();
  await expect(swimming).toContainText('Nelze čerpat');
  await expect(swimming).toContainText('Proč nelze čerpat');

  await page.getByLabel('Čerpání').selectOption({ label: 'Lze čerpat' });
  await page.getByRole('button', { name: 'Zobrazit' }).click();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain('Lze čerpat');

  await page.getByRole('button', { name: 'Zrušit filtr' }).click();
  await page.getByLabel('Hledaný text').fill('klíšťov');
  await page.getByRole('button', { name: 'Zobrazit' }).click();
  await expect(page.getByText(/^Nalezeno programů: \d+$/)).toBeVisible();
  // Whether Jana can still draw it depends on what other journeys of this lane drew: unfold the rest if it is there.
  const folded = page.getByText(/^Nelze čerpat \(\d+\)$/);
  if (await folded.isVisible()) await folded.click();
  await expect(
    page
      .getByRole('main')
      .getByRole('article', { name: /^Očkování proti klíšťové encefalitidě/ })
      .first(),
  ).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text.toLowerCase()).toContain('klíšťov');
});
