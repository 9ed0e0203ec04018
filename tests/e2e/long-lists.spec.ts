/**
 * Long lists (issue 37), at 390 and 1280 px with axe: health programmes drawable first with the
 * rest folded, "Označit vše jako přečtené", devices named by browser and system with repeats merged
 * and "Odhlásit všechna ostatní zařízení", and 'Kdo viděl moje údaje' showing others by default.
 */
import { test, expect, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, expectServerSignInPage, phone, signInAs } from './support';

function menu(page: Page) {
  return page.getByRole('navigation', { name: 'Hlavní menu' });
}

/** Opens a screen from the side menu, as a person does (the menu starts closed on a phone). */
async function fromMenu(page: Page, item: string) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  if ((page.viewportSize()?.width ?? desktop.width) < 1024) await page.getByRole('button', { name: 'Otevřít menu' }).click();
  await menu(page).getByRole('link', { name: item, exact: true }).click();
}

for (const viewport of [phone, desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('health programmes: what can be drawn first, the rest folded under "Nelze čerpat (N)", each a compact row', async ({ page }) => {
      await signInAs(page, 'pojistenec');
      await fromMenu(page, 'Zdravotní programy');
      await expect(page.getByRole('heading', { level: 1, name: 'Zdravotní programy' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /^Lze čerpat \(\d+\)$/ })).toBeVisible();
      const drawable = page.getByRole('main').getByRole('article');
      await expect(drawable.first()).toBeVisible();
      for (const text of await drawable.allTextContents()) expect(text).toContain('Lze čerpat');
      // conditions open on demand
      await expect(drawable.first().getByText('Příspěvek za rok', { exact: true })).toBeHidden();
      await drawable.first().getByText('Podmínky a popis').click();
      await expect(drawable.first().getByText('Příspěvek za rok', { exact: true })).toBeVisible();

      const folded = page.getByText(/^Nelze čerpat \(\d+\)$/);
      await expect(folded).toBeVisible();
      const swimming = page.getByRole('article', { name: /^Plavání kojenců a batolat/ }).first();
      await expect(swimming).toBeHidden();
      await expectNoAxeViolations(page, 'programmes, folded');
      await folded.click();
      await expect(swimming).toBeVisible();
      await expect(swimming).toContainText('Proč nelze čerpat');
      await page.screenshot({ path: `test-results/long-lists-programmes-${viewport.width}.png`, fullPage: true });
      await expectNoAxeViolations(page, 'programmes, unfolded');
    });

    test('"Označit vše jako přečtené" marks every notification read at once, and the bell drops to none', async ({ page }) => {
      // Petr's notifications: comm-notifications.spec.ts reads one of his; none of the journeys after this one counts them.
      await signInAs(page, 'osvc', '/komunikace/upozorneni/');
      await expect(page.getByRole('heading', { level: 1, name: 'Upozornění' })).toBeVisible();
      const list = page.getByRole('main').getByRole('listitem');
      await expect(list.first()).toBeVisible();
      const markAll = page.getByRole('button', { name: 'Označit vše jako přečtené' });
      if (viewport === phone) {
        await expect(markAll).toBeVisible();
        await expect(page.getByRole('main').getByText('Nepřečteno').first()).toBeVisible();
        await page.screenshot({ path: `test-results/long-lists-notifications-${viewport.width}.png`, fullPage: true });
        await expectNoAxeViolations(page, 'notifications');
        await markAll.click();
        await expect(page.getByText('Všechna upozornění jsou označena jako přečtená.')).toBeVisible();
      }
      // after (or on the second run, already): nothing unread, no button, and it stays so after a reload
      await expect(page.getByRole('main').getByText('Nepřečteno')).toHaveCount(0);
      await expect(markAll).toHaveCount(0);
      await page.reload();
      await expect(list.first()).toBeVisible();
      await expect(page.getByRole('main').getByText('Nepřečteno')).toHaveCount(0);
      await page.screenshot({ path: `test-results/long-lists-notifications-read-${viewport.width}.png`, fullPage: true });
      await expectNoAxeViolations(page, 'notifications, all read');
    });

    test('devices are named by browser and system, a repeat of this device is merged, and every other device is signed out after one question', async ({
      page,
      browser,
    }) => {
      await signInAs(page, 'pojistenec');
      // The same browser again with its storage cleared: a new installation of the same device.
      const other = await browser.newContext({ viewport });
      const otherPage = await other.newPage();
      await signInAs(otherPage, 'pojistenec');

      await page.goto('/nastaveni/nastaveni-pojistence/registrovana-zarizeni');
      await expect(page.getByRole('heading', { level: 1, name: 'Registrovaná zařízení' })).toBeVisible();
      const cards = page.locator('main section');
      const thisDevice = cards.filter({ hasText: 'Toto zařízení' });
      await expect(thisDevice.getByRole('heading', { level: 2 })).toHaveText(/^Chrome · Linux/);
      await expect(thisDevice).toContainText(/se přihlásilo jako nové \d+×, záznamy jsou sloučené/);
      await expect(cards.filter({ hasText: 'Chrome · Android 11' })).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 2, name: /^Mobilní aplikace · iOS 18/ })).toHaveCount(1);
      await page.screenshot({ path: `test-results/long-lists-devices-${viewport.width}.png`, fullPage: true });
      await expectNoAxeViolations(page, 'devices');

      await page.getByRole('button', { name: 'Odhlásit všechna ostatní zařízení' }).click();
      const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
      await expect(dialog).toContainText('Opravdu chcete odhlásit všechna ostatní zařízení?');
      await expectNoAxeViolations(page, 'sign out others dialog');
      await dialog.getByRole('button', { name: 'Odhlásit ostatní' }).click();
      await expect(page.getByText(/^Odhlásili jsme \d+ další/)).toBeVisible();
      await expect(thisDevice).toContainText('Přihlášeno');

      // The other browser has to sign in again; this one stays signed in.
      await otherPage.goto('/nastaveni/');
      await expectServerSignInPage(otherPage);
      await other.close();
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Registrovaná zařízení' })).toBeVisible();
    });

    test('"Kdo viděl moje údaje" shows others’ accesses by default; with "Včetně mých" my own views are grouped by day', async ({
      page,
      browser,
    }) => {
      // Jana's doctor reads her anamnesis: an access by someone else
      const doctorContext = await browser.newContext({ viewport: desktop });
      const doctor = await doctorContext.newPage();
      await signInAs(doctor, 'lekar');
      await doctor
        .locator('[data-list="pacienti"]')
        .getByRole('button', { name: /Jana Dvořáková/ })
        .click();
      await doctor
        .getByRole('navigation', { name: 'Zdravotní záznamy pacienta Jana Dvořáková' })
        .getByRole('link', { name: 'Anamnéza' })
        .click();
      await expect(doctor.getByRole('heading', { level: 1, name: 'Anamnéza – Jana Dvořáková' })).toBeVisible();
      await doctorContext.close();

      await signInAs(page, 'pojistenec');
      // two views of my own record today
      await page.goto('/moje-zdravi/moje-anamneza/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/moje-zdravi/ockovani/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await fromMenu(page, 'Kdo viděl moje údaje');
      await expect(page.getByRole('heading', { level: 1, name: 'Kdo viděl moje údaje' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Jen ostatní' })).toHaveAttribute('aria-pressed', 'true');
      const rows = page.locator('[data-list="pristupy"] > li');
      await expect(rows.first()).toBeVisible();
      await expect(page.locator('[data-accessor="VY"]')).toHaveCount(0);
      await expect(page.locator('[data-accessor="LEKAR"]').first()).toBeVisible();
      await expectNoAxeViolations(page, 'who saw, others');

      await page.getByRole('button', { name: 'Včetně mých' }).click();
      await expect(page.getByRole('button', { name: 'Včetně mých' })).toHaveAttribute('aria-pressed', 'true');
      const mine = page.locator('[data-accessor="VY"]').first();
      await expect(mine).toContainText(/Vy – \d+ přístup/);
      await mine.getByText('Podrobnosti').click();
      await expect(mine.getByRole('listitem').first()).toBeVisible();
      await page.screenshot({ path: `test-results/long-lists-who-saw-${viewport.width}.png`, fullPage: true });
      await expectNoAxeViolations(page, 'who saw, mine grouped');
    });
  });
}
