import { test, expect, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/** A 1×1 grey PNG: the map's tiles, served by the test itself (no network tiles in tests). */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mN8+/ZtPQAIJwNtxlVSZgAAAABJRU5ErkJggg==', 'base64');
const SHOTS = process.env.MAP_SHOTS_DIR;

/** config.json as served, with the map's tiles replaced (undefined: no map configured). */
async function useTiles(page: Page, tiles: { dlazdiceUrl: string; atribuce: string } | undefined): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    delete config.mapa;
    if (tiles) config.mapa = tiles;
    await route.fulfill({ response, json: config });
  });
  await page.route('**/test-dlazdice/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
}

for (const [label, viewport] of [
  ['390 px', phone],
  ['1280 px', desktop],
] as const) {
  test.describe(`care map at ${label}`, () => {
    test.use({ viewport });

    test('without tiles the list works and says so: specialty in everyday words, new patients, pages, detail and back to the same results', async ({
      page,
    }) => {
      await useTiles(page, undefined);
      await signInAs(page, 'pojistenec', '/moje-zdravi/mapa-smluvnich-partneru/');
      await expect(page.getByRole('heading', { level: 1, name: 'Mapa smluvních partnerů' })).toBeVisible();
      await expect(page.getByText('Mapa není k dispozici. Všechny výsledky najdete v seznamu níže.')).toBeVisible();
      await expect(page.getByText(/^Nalezeno: \d+/)).toBeVisible();
      await expectNoAxeViolations(page, 'map without tiles');

      // An unknown specialty gets the Czech message; 'zubař' means the dentists.
      await page.getByLabel('Odbornost').fill('astrolog');
      await page.getByRole('button', { name: 'Hledat' }).click();
      await expect(page.getByText(/^Tuto odbornost neznáme/).first()).toBeVisible();
      await page.getByLabel('Odbornost').fill('zubař');
      await page.getByLabel('Nové pacienty').selectOption({ label: 'Jen ti, kdo přijímají nové pacienty' });
      await page.getByRole('button', { name: 'Hledat' }).click();
      await expect(page).toHaveURL(/odbornost=014/);
      await expect(page).toHaveURL(/novi=ANO/);
      const results = page.getByRole('main').getByRole('list').last().getByRole('listitem');
      await expect(results.first()).toContainText('Zubní lékařství');
      for (const text of await results.allTextContents()) {
        expect(text).toContain('Zubní lékařství');
        expect(text).toContain('Přijímá nové pacienty');
      }
      // Without the new-patients filter the dentists fill more than one page.
      await page.getByLabel('Nové pacienty').selectOption({ label: 'Nerozhoduje' });
      await page.getByRole('button', { name: 'Hledat' }).click();
      await expect(page).not.toHaveURL(/novi=ANO/);
      const pager = page.getByRole('navigation', { name: 'Stránky výsledků' });
      await expect(pager).toContainText(/Strana 1 z [2-9]/);
      await pager.getByRole('button', { name: 'Další' }).click();
      await expect(page).toHaveURL(/strana=2/);
      await expect(pager).toContainText(/Strana 2 z/);
      await expect(page.getByText(/^Nalezeno: \d+, zobrazeno 21–/)).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/map-list-${viewport.width}.png`, fullPage: true });
      await expectNoAxeViolations(page, 'map, page 2');

      const mapUrl = page.url();
      const first = results.first();
      const name = (await first.locator('span').nth(1).textContent()) ?? '';
      await first.getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const navigate = page.getByRole('link', { name: /Navigovat sem/ });
      await expect(navigate).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=\d+\.\d+,\d+\.\d+$/);
      await expect(navigate).toHaveAttribute('target', '_blank');
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/map-detail-${viewport.width}.png`, fullPage: true });
      await expectNoAxeViolations(page, 'partner detail from the map');

      await page.getByRole('link', { name: 'Zpět na výsledky' }).click();
      await expect(page).toHaveURL(mapUrl);
      await expect(pager).toContainText(/Strana 2 z/);
      await expect(page.getByLabel('Odbornost')).toHaveValue('Zubní lékař');
      await expect(page.getByLabel('Nové pacienty')).toHaveValue('');
    });

    test('"Poblíž mě" asks for the position and sorts by distance; the map draws from the configured tiles and a marker opens the detail', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 50.4113, longitude: 14.9032 });
      await useTiles(page, { dlazdiceUrl: '/test-dlazdice/{z}/{x}/{y}.png', atribuce: 'Testovací dlaždice' });
      await signInAs(page, 'pojistenec', '/moje-zdravi/mapa-smluvnich-partneru/');
      const map = page.getByRole('region', { name: 'Mapa nalezených smluvních partnerů' });
      await expect(map).toBeVisible();
      await expect(map.locator('img.leaflet-tile-loaded').first()).toBeAttached();
      await expect(map.getByText('Testovací dlaždice')).toBeVisible();

      await page.getByLabel('Hledaný text').fill('praktik');
      await page.getByRole('button', { name: 'Hledat' }).click();
      await page.getByRole('button', { name: 'Poblíž mě' }).click();
      await expect(page.getByText('Seřazeno podle vzdálenosti od vaší polohy.')).toBeVisible();
      await expect(page).toHaveURL(/lat=50\.411/);
      const distances = page.getByRole('main').getByText(/^Vzdálenost /);
      await expect(distances.first()).toBeVisible();
      const km = (await distances.allTextContents()).map((text) => {
        const value = Number(
          text
            .replace(/^Vzdálenost /, '')
            .replace(/\s*(km|m)$/, '')
            .replace(',', '.'),
        );
        return text.endsWith(' m') ? value / 1000 : value;
      });
      expect(km.length).toBeGreaterThan(1);
      expect([...km].sort((a, b) => a - b)).toEqual(km);
      expect(km[0]).toBeLessThan(3);
      const markers = map.getByRole('button', { name: /\S/ }).and(map.locator('.leaflet-marker-icon'));
      await expect(markers).toHaveCount(km.length);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/map-near-${viewport.width}.png`, fullPage: true });
      await expectNoAxeViolations(page, 'map near me');

      await page.getByRole('button', { name: 'Neřadit podle vzdálenosti' }).click();
      await expect(page).not.toHaveURL(/lat=/);
      await expect(page.getByText(/^Vzdálenost /)).toHaveCount(0);

      // A marker is a button: focused, Enter opens the partner it names.
      const marker = markers.first();
      const partner = (await marker.getAttribute('title')) ?? '';
      expect(partner).not.toBe('');
      await marker.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/moje-zdravi\/detail\/AMBULANCE\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: partner })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Zpět na výsledky' })).toBeVisible();
    });
  });
}
