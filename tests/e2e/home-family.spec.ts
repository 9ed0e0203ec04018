import { test, expect, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * The family on the start page (issue 37): Jana represents Tereza (11), Jakub (22) and Adam (four
 * months; the seed keeps his 4-month check-up due today). Her start page shows, in one page, her
 * own status and a 'Rodina' block with each other person's due items; an item opens already
 * switched to that person. Nothing here changes data (family-bell.spec.ts counts the same unread
 * messages).
 */

const familyOf = (page: Page) => page.getByRole('region', { name: 'Rodina' });
const rowOf = (page: Page, name: string) =>
  familyOf(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name }) });

async function expectFamily(page: Page): Promise<void> {
  const family = familyOf(page);
  await expect(family).toBeVisible();
  // The mother's own items are in her status card above, not here.
  await expect(family.getByRole('heading', { level: 3 })).toHaveText(['Tereza Dvořáková', 'Jakub Dvořák', 'Adam Dvořák']);
  // The 4-month-old's check-up due now, as an action with whom to call.
  await expect(
    rowOf(page, 'Adam Dvořák').getByRole('link', {
      name: /^Adam Dvořák: Čas na preventivní prohlídku – objednejte se u MUDr\. Petra Nováková \(tel\.\s\+420[\d\s]+\)$/,
    }),
  ).toBeVisible();
  // Tereza: a request waiting for documents first, her unread messages too.
  const tereza = rowOf(page, 'Tereza Dvořáková').getByRole('link');
  await expect(tereza.first()).toHaveAccessibleName(/^Tereza Dvořáková: Čeká na vás: .+ – doložte doklady$/);
  await expect(rowOf(page, 'Tereza Dvořáková').getByRole('link', { name: 'Tereza Dvořáková: 2 nepřečtené zprávy' })).toBeVisible();
  await expect(
    rowOf(page, 'Jakub Dvořák').getByRole('link', { name: /^Jakub Dvořák: Čas na preventivní prohlídku u zubního lékaře/ }),
  ).toBeVisible();
  await expect(rowOf(page, 'Jakub Dvořák').getByRole('link', { name: 'Jakub Dvořák: 104 nepřečtených zpráv' })).toBeVisible();

  // Her own status ranks by what can be done now: the GP check-up she can book, not the HPV test of 2031.
  const own = page.getByRole('region', { name: 'Váš přehled' });
  await expect(
    own.getByText(/^Čas na preventivní prohlídku – objednejte se u MUDr\. Alena Horáková \(tel\.\s\+420[\d\s]+\)$/),
  ).toBeVisible();
  await expect(own).not.toContainText('HPV');
  await expect(own).not.toContainText('Termín návštěvy není nastaven');
}

test('on a phone: the mother sees her family’s due items and opens her baby’s check-up already switched to him', async ({ page }) => {
  await page.setViewportSize(phone);
  await signInAs(page, 'pojistenec');
  await expect(page.getByRole('heading', { level: 1, name: 'Dobrý den, Jana Dvořáková' })).toBeVisible();
  await expectFamily(page);
  await expectNoAxeViolations(page, 'start page with the family at 390 px');
  await page.screenshot({ path: '/tmp/home-family-390.png', fullPage: true });

  await rowOf(page, 'Adam Dvořák').getByRole('link').first().click();
  await expect(page.getByText('Pojištěnec přepnut na Adam Dvořák')).toBeVisible();
  await expect(page).toHaveURL(/\/moje-zdravi\/moje-prevence\/4100009\/PRAKTICKY_LEKAR_DETI$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Detail prevence' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Zastupovaná osoba: Adam Dvořák/ })).toBeVisible();
  await expectNoAxeViolations(page, 'the baby’s check-up opened from the family at 390 px');

  // Back on the start page, the baby's status follows the age rules; the family lists his mother.
  await page.goBack();
  const child = page.getByRole('region', { name: 'Přehled: Adam Dvořák' });
  await expect(child.getByText('Pojistné za dítě platí stát')).toBeVisible();
  await expect(child).not.toContainText('Vše máte uhrazeno');
  await expect(child).not.toContainText('Krevní tlak');
  await expect(child.getByText(/^Čas na preventivní prohlídku – objednejte se u MUDr\. Petra Nováková/)).toBeVisible();
  await expect(familyOf(page).getByRole('heading', { level: 3 })).toHaveText(['Jana Dvořáková', 'Tereza Dvořáková', 'Jakub Dvořák']);
  await expectNoAxeViolations(page, 'the baby’s start page at 390 px');
  await page.screenshot({ path: '/tmp/home-family-child-390.png', fullPage: true });
});

test('at 1280 px: the mother opens her daughter’s request that waits for documents, switched to her', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'pojistenec');
  await expectFamily(page);
  await expectNoAxeViolations(page, 'start page with the family at 1280 px');
  await page.screenshot({ path: '/tmp/home-family-1280.png', fullPage: true });

  await rowOf(page, 'Tereza Dvořáková').getByRole('link').first().click();
  await expect(page.getByText('Pojištěnec přepnut na Tereza Dvořáková')).toBeVisible();
  await expect(page).toHaveURL(/\/komunikace\/moje-zadosti\/\d+$/);
  await expect(page.getByRole('button', { name: /Zastupovaná osoba: Tereza Dvořáková/ })).toBeVisible();
  // The request's detail, with what the insurer asked for.
  await expect(page.getByRole('heading', { level: 2, name: 'Doložit doklady' })).toBeVisible();
  await expectNoAxeViolations(page, 'the daughter’s waiting request at 1280 px');
});
