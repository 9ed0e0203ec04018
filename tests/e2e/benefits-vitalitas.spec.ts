import { test, expect } from '@playwright/test';
import { expectNoAxeViolations, phone, signInAs, typedDay } from './support';

test.use({ viewport: phone });

test('Vitalitas ZVONEK: every represented person at once; the newborn joins, the adults are told why not', async ({ page }) => {
  await signInAs(page, 'pojistenec');
  await page.getByRole('button', { name: 'Otevřít menu' }).click();
  await page.getByRole('navigation', { name: 'Hlavní menu' }).getByRole('link', { name: 'Úrazové pojištění' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Úrazové a cestovní pojištění Vitalitas' })).toBeVisible();
  await page.getByRole('link', { name: 'Program ZVONEK' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Program ZVONEK' })).toBeVisible();
  await expect(page.getByText('480 Kč ročně', { exact: true })).toBeVisible();

  const jana = page.getByRole('region', { name: 'Jana Dvořáková' });
  await expect(jana).toContainText('Nemá nárok');
  const adam = page.getByRole('region', { name: /^Adam Dvořák/ });
  await expect(adam).toContainText('Má nárok');
  await expect(adam).toContainText('První rok je zdarma.');
  await expectNoAxeViolations(page, 'vitalitas zvonek');

  // The start is required, and not in the past.
  await adam.getByRole('button', { name: 'Odeslat přihlášku' }).click();
  await expect(adam.getByText('Pole je povinné').first()).toBeVisible();
  await adam.getByRole('textbox', { name: 'Začátek pojištění' }).fill(typedDay(0, { compact: true }));
  await adam.getByRole('button', { name: 'Odeslat přihlášku' }).click();
  await expect(page.getByText(/^Přihláška pro Adam Dvořák byla odeslána\./)).toBeVisible();
  await expect(adam.getByRole('button', { name: 'Odeslat přihlášku' })).toHaveCount(0);
});

test('travel insurance: prices per day by zone, the trip’s end not before its start', async ({ page }) => {
  await signInAs(page, 'pojistenec', '/pojistne/vitalitas/cestovni-pojisteni/');
  await expect(page.getByRole('heading', { level: 1, name: 'Cestovní pojištění' })).toBeVisible();
  await expect(page.getByText(/Evropa: dospělí 25\sKč, děti do 18 let 15\sKč za den/)).toBeVisible();
  // One form for the whole family (tests/e2e/family-travel.spec.ts sends it).
  const trip = page.getByRole('region', { name: 'Přihláška na cestu' });
  await trip.getByRole('textbox', { name: 'Začátek cesty' }).fill(typedDay(20, { compact: true }));
  await trip.getByRole('textbox', { name: 'Konec cesty' }).fill(typedDay(10, { compact: true }));
  await trip.getByRole('button', { name: 'Odeslat přihlášku' }).click();
  // An end before the start is past the field's minimum: cleared, and the field says why (document 2 §5).
  await expect(
    trip.getByText(/je dřívější, než pole dovoluje, proto jsme ho vymazali\. Zadejte .* nebo pozdější datum\./).first(),
  ).toBeVisible();
  await expect(trip.getByRole('textbox', { name: 'Konec cesty' })).toHaveValue('');
  await expectNoAxeViolations(page, 'vitalitas travel');
});
