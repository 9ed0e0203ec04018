import { test, expect, type Locator, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs, typedDay } from './support';

/**
 * The health record of issue 3 as the users meet it: the insured person's anamnesis (a list kept
 * across a reload, edited and deleted), measurements with charts, emergency data, every message of
 * these forms, and the doctor's read-only view of an allowed patient. axe on every screen visited,
 * at 390 px and 1280 px.
 */

const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** The error under a field (messages show 500 ms after a change, at once after a submit). */
async function expectMessage(scope: Locator, message: string): Promise<void> {
  await expect(scope.getByText(message, { exact: true }).first()).toBeVisible();
}

async function openAnamnesis(page: Page): Promise<void> {
  await page.goto('/moje-zdravi/moje-anamneza/');
  await expect(page.getByRole('heading', { level: 1, name: 'Moje anamnéza' })).toBeVisible();
  await expect(section(page, 'Alergie').getByRole('button', { name: 'Přidat alergii' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
}

test.describe('insured person (pojistenec)', () => {
  test('adds an allergy that survives a reload, edits it and deletes it (390 px)', async ({ page }) => {
    await page.setViewportSize(phone);
    await signInAs(page, 'pojistenec');
    await openAnamnesis(page);
    await expectNoAxeViolations(page, 'anamnesis 390');

    const allergies = section(page, 'Alergie');
    const text = 'Jahody – svědění v ústech';
    await allergies.getByRole('button', { name: 'Přidat alergii' }).click();
    const form = allergies.getByRole('form', { name: 'Nová alergie' });
    await expect(form.getByLabel('Popis')).toBeFocused();
    await form.getByLabel('Popis').fill(text);
    await expectNoAxeViolations(page, 'allergy form 390');
    await form.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText('Záznam byl přidán.')).toBeVisible();
    await expect(allergies.getByRole('form')).toHaveCount(0);
    await expect(allergies.getByText(text, { exact: true })).toBeVisible();

    await page.reload();
    await expect(section(page, 'Alergie').getByText(text, { exact: true })).toBeVisible();

    const changed = 'Jahody a kiwi – svědění v ústech';
    await section(page, 'Alergie')
      .getByRole('button', { name: `Upravit alergii ${text}` })
      .click();
    const editForm = section(page, 'Alergie').getByRole('form', { name: 'Úprava alergie' });
    await expect(editForm.getByLabel('Popis')).toHaveValue(text);
    await editForm.getByLabel('Popis').fill(changed);
    await editForm.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText('Záznam byl uložen.')).toBeVisible();
    await expect(section(page, 'Alergie').getByText(changed, { exact: true })).toBeVisible();
    await expect(section(page, 'Alergie').getByText(text, { exact: true })).toHaveCount(0);

    await section(page, 'Alergie')
      .getByRole('button', { name: `Smazat alergii ${changed}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Smazat alergii?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(changed)).toBeVisible();
    await expectNoAxeViolations(page, 'delete dialog 390');
    await dialog.getByRole('button', { name: 'Smazat' }).click();
    await expect(page.getByText('Záznam byl smazán.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(section(page, 'Alergie').getByText(changed, { exact: true })).toHaveCount(0);
    await page.reload();
    await expect(section(page, 'Alergie').getByText('Nikl – kontaktní ekzém.')).toBeVisible();
    await expect(section(page, 'Alergie').getByText(changed, { exact: true })).toHaveCount(0);
  });

  test('anamnesis forms show the exact messages; an operation links a document (1280 px)', async ({ page }) => {
    await page.setViewportSize(desktop);
    await signInAs(page, 'pojistenec');
    await openAnamnesis(page);
    await expectNoAxeViolations(page, 'anamnesis 1280');

    // An illness: empty, HTML, too long.
    const illnesses = section(page, 'Nemoci');
    await illnesses.getByRole('button', { name: 'Přidat nemoc' }).click();
    const illness = illnesses.getByRole('form', { name: 'Nová nemoc' });
    await illness.getByRole('button', { name: 'Uložit' }).click();
    await expectMessage(illness, 'Pole je povinné');
    await illness.getByLabel('Popis').fill('<b>x</b>');
    await expectMessage(illness, 'Položka nesmí obsahovat html elementy');
    await illness.getByLabel('Popis').fill('a'.repeat(1001));
    await expectMessage(illness, 'Překročena maximální délka (maximálně 1000 znaků)');
    await expect(illness.getByText('1001 / 1000')).toBeVisible();
    await expectNoAxeViolations(page, 'illness form with errors');
    await illness.getByRole('button', { name: 'Zrušit' }).click();
    await expect(illnesses.getByRole('form')).toHaveCount(0);
    await expect(illnesses.getByRole('button', { name: 'Přidat nemoc' })).toBeFocused();

    // A hospital stay: the end before the start.
    const stays = section(page, 'Pobyty v nemocnici');
    await stays.getByRole('button', { name: 'Přidat pobyt v nemocnici' }).click();
    const stay = stays.getByRole('form', { name: 'Nový pobyt v nemocnici' });
    await stay.getByRole('button', { name: 'Uložit' }).click();
    await expect(stay.getByText('Pole je povinné')).toHaveCount(2);
    const from = stay.getByRole('textbox', { name: 'Od', exact: true });
    const to = stay.getByRole('textbox', { name: 'Do', exact: true });
    await from.fill('8.4.2024');
    await to.fill('2.4.2024');
    await stay.getByLabel('Popis').click();
    await expect(from).toHaveValue('8. 4. 2024');
    await expectMessage(stay, 'Datum nesmí být před 8. 4. 2024');
    await to.fill('31.2.2024');
    await stay.getByLabel('Popis').click();
    await expectMessage(stay, 'Pole musí být ve formátu dd.mm.rrrr');
    await stay.getByRole('button', { name: 'Zrušit' }).click();

    // An operation with a linked document, then removed again.
    const operations = section(page, 'Operace');
    await operations.getByRole('button', { name: 'Přidat operaci' }).click();
    const operation = operations.getByRole('form', { name: 'Nová operace' });
    await operation.getByLabel('Datum').fill('3.2.2022');
    await operation.getByLabel('Připojený dokument').selectOption({ label: 'RTG levého hlezna (16. 1. 2021)' });
    await operation.getByLabel('Popis').fill('Artroskopie levého hlezna.');
    await operation.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText('Záznam byl přidán.')).toBeVisible();
    const added = operations.getByRole('listitem').filter({ hasText: 'Artroskopie levého hlezna.' });
    await expect(added.getByText('3. 2. 2022')).toBeVisible();
    await expect(added.getByRole('link', { name: 'RTG levého hlezna (16. 1. 2021)' })).toBeVisible();
    await added.getByRole('button', { name: /^Smazat operaci Artroskopie/ }).click();
    await page.getByRole('dialog', { name: 'Smazat operaci?' }).getByRole('button', { name: 'Smazat' }).click();
    await expect(added).toHaveCount(0);

    // The general history: a text over its limit.
    const general = section(page, 'Obecná anamnéza');
    await expect(general.getByLabel('Alkohol')).toHaveValue('PRILEZITOSTNE');
    await general.getByLabel('Pracovní anamnéza').fill('b'.repeat(1001));
    await expectMessage(general, 'Překročena maximální délka (maximálně 1000 znaků)');
    await general.getByLabel('Pracovní anamnéza').fill('<i>kancelář</i>');
    await expectMessage(general, 'Položka nesmí obsahovat html elementy');
    await general.getByLabel('Pracovní anamnéza').fill('Administrativní pracovnice v automobilce.');
    await general.getByLabel('Kouření').selectOption({ label: 'Bývalý kuřák' });
    await general.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText('Obecná anamnéza byla uložena.')).toBeVisible();
    await page.reload();
    await expect(section(page, 'Obecná anamnéza').getByLabel('Kouření')).toHaveValue('BYVALY_KURAK');
  });

  test('a new measurement changes the charts; the limits have their messages (1280 px)', async ({ page }) => {
    await page.setViewportSize(desktop);
    await signInAs(page, 'pojistenec', '/moje-zdravi/moje-zaznamy/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tlak tep výška a váha' })).toBeVisible();
    const pulseChart = page.locator('svg[data-chart="tep"]');
    await expect(pulseChart).toBeVisible();
    const pointsBefore = await pulseChart.locator('[data-point]').count();
    expect(pointsBefore).toBeGreaterThan(1);
    const labelBefore = await pulseChart.getAttribute('aria-label');
    expect(labelBefore).toMatch(/^Tep: \d+ měření od /);
    await expectNoAxeViolations(page, 'measurements 1280');

    const form = section(page, 'Nové měření');
    const field = (label: string) => form.getByLabel(label);
    await form.getByRole('button', { name: 'Uložit měření' }).click();
    await expectMessage(form, 'Alespoň jedno pole je povinné');

    await field('Tep (tepů/min)').fill('300');
    await expectMessage(form, 'Povolené maximum je 250');
    await field('Tep (tepů/min)').fill('10');
    await expectMessage(form, 'Povolené minimum je 20');
    await field('Systolický tlak (mm Hg)').fill('301');
    await expectMessage(form, 'Povolené maximum je 300');
    await field('Systolický tlak (mm Hg)').fill('49');
    await expectMessage(form, 'Povolené minimum je 50');
    await field('Diastolický tlak (mm Hg)').fill('201');
    await expectMessage(form, 'Povolené maximum je 200');
    await field('Diastolický tlak (mm Hg)').fill('29');
    await expectMessage(form, 'Povolené minimum je 30');
    await field('Váha (kg)').fill('701');
    await expectMessage(form, 'Povolené maximum je 700');
    await field('Váha (kg)').fill('0');
    await expectMessage(form, 'Povolené minimum je 1');
    await field('Výška (cm)').fill('271');
    await expectMessage(form, 'Povolené maximum je 270');
    await field('Výška (cm)').fill('29');
    await expectMessage(form, 'Povolené minimum je 30');
    await field('Výška (cm)').fill('170,5');
    await expectMessage(form, 'Musí být celé číslo');
    await expectNoAxeViolations(page, 'measurement form with errors');

    // Diastolic must stay below systolic (checked once every value is within its limits).
    await field('Tep (tepů/min)').fill('66');
    await field('Váha (kg)').fill('67');
    await field('Výška (cm)').fill('168');
    await field('Systolický tlak (mm Hg)').fill('120');
    await field('Diastolický tlak (mm Hg)').fill('125');
    await expectMessage(form, 'Hodnota musí být menší jak 120');
    await field('Diastolický tlak (mm Hg)').fill('78');
    await expect(form.getByText('Hodnota musí být menší jak 120')).toHaveCount(0);
    await form.getByRole('button', { name: 'Uložit měření' }).click();
    await expect(page.getByText('Měření bylo uloženo.')).toBeVisible();
    await expect(field('Tep (tepů/min)')).toHaveValue('');

    // The chart has one point more and says so.
    await expect(pulseChart.locator('[data-point]')).toHaveCount(pointsBefore + 1);
    await expect(pulseChart).not.toHaveAttribute('aria-label', labelBefore ?? '');
    await expect(pulseChart).toHaveAttribute('aria-label', /Naposledy 66\u00a0tepů\/min/);
    await expect(page.locator('svg[data-chart="tlak"]')).toHaveAttribute(
      'aria-label',
      /systolický tlak 120\u00a0mm Hg, diastolický tlak 78\u00a0mm Hg/,
    );
    await expect(page.locator('svg[data-chart="bmi"]')).toHaveAttribute('aria-label', /Naposledy 23,7\./);

    // The newest measurement leads the list, BMI with a decimal comma.
    const list = section(page, 'Naměřené hodnoty');
    const newest = list.getByRole('listitem').first();
    await expect(newest).toContainText('120/78');
    await expect(newest).toContainText('23,7');

    // The values as a table.
    const pulseBox = page.locator('[data-chart-box="tep"]');
    await pulseBox.getByRole('button', { name: 'Zobrazit jako tabulku' }).click();
    await expect(pulseBox.getByRole('table', { name: 'Tep' })).toBeVisible();
    await expect(pulseBox.getByRole('table').getByRole('row')).toHaveCount(pointsBefore + 2);
    await expectNoAxeViolations(page, 'chart table');

    // Delete it again: the chart is as before.
    await newest.getByRole('button', { name: /^Smazat měření ze dne / }).click();
    await page.getByRole('dialog', { name: 'Smazat měření?' }).getByRole('button', { name: 'Smazat' }).click();
    await expect(page.getByText('Záznam byl smazán.')).toBeVisible();
    await expect(pulseChart.locator('[data-point]')).toHaveCount(pointsBefore);
    await expect(pulseChart).toHaveAttribute('aria-label', labelBefore ?? '');
  });

  test('measurements at 390 px', async ({ page }) => {
    await page.setViewportSize(phone);
    await signInAs(page, 'pojistenec', '/moje-zdravi/moje-zaznamy/');
    await expect(page.locator('svg[data-chart="tlak"] [data-point]').first()).toBeVisible();
    // The chart fits the phone's width.
    const width = await page.locator('svg[data-chart="tlak"]').evaluate((svg) => svg.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390 - 32);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page, 'measurements 390');

    // A reading entered later keeps the day it was taken; a day in the future is refused (issue 16 §11).
    const form = section(page, 'Nové měření');
    const dateField = form.getByRole('textbox', { name: 'Datum měření', exact: true });
    await form.getByLabel('Tep (tepů/min)').fill('59');
    await dateField.fill(typedDay(1));
    await dateField.press('Tab');
    await form.getByRole('button', { name: 'Uložit měření' }).click();
    await expect(form.getByText(/^Datum nesmí být po \d{1,2}\. \d{1,2}\. \d{4}$/)).toBeVisible();
    const earlier = typedDay(-2);
    await dateField.fill(earlier);
    await dateField.press('Tab');
    await form.getByRole('button', { name: 'Uložit měření' }).click();
    await expect(page.getByText('Měření bylo uloženo.')).toBeVisible();
    const entry = section(page, 'Naměřené hodnoty').getByRole('listitem').filter({ hasText: earlier }).filter({ hasText: '59' });
    await expect(entry).toHaveCount(1);
    await entry.getByRole('button', { name: /^Smazat měření ze dne / }).click();
    await page.getByRole('dialog', { name: 'Smazat měření?' }).getByRole('button', { name: 'Smazat' }).click();
    await expect(entry).toHaveCount(0);
  });

  test('emergency data: all empty is refused; the fields have their messages (390 px and 1280 px)', async ({ page }) => {
    await page.setViewportSize(phone);
    await signInAs(page, 'pojistenec', '/nastaveni/nastaveni-pojistence/emergentni-udaje');
    await expect(page.getByRole('heading', { level: 1, name: 'Emergentní údaje' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Emergentní údaje' });
    await expect(form.getByLabel('Kontaktní osoba')).toHaveValue('Martin Dvořák');
    await expect(form.getByLabel('Krevní skupina')).toHaveValue('A');
    await expect(form.getByLabel('Rh faktor')).toHaveValue('RHPlus');
    await expect(form.getByLabel('Poslední očkování proti tetanu')).toHaveValue('10. 5. 2019');
    await expectNoAxeViolations(page, 'emergency 390');

    await form.getByLabel('Telefon').fill('12345');
    await expectMessage(form, 'Nepodporovaný formát');
    await form.getByLabel('Kontaktní osoba').fill('x'.repeat(101));
    await expectMessage(form, 'Překročena maximální délka (maximálně 100 znaků)');
    await form.getByLabel('Vztah').fill('<script>');
    await expectMessage(form, 'Položka nesmí obsahovat html elementy');

    // Everything empty ('Neuvedeno' counts as empty).
    for (const label of ['Kontaktní osoba', 'Telefon', 'Vztah', 'Doplňující informace', 'Poslední očkování proti tetanu'])
      await form.getByLabel(label).fill('');
    await form.getByLabel('Krevní skupina').selectOption('NEUVEDENO');
    await form.getByLabel('Rh faktor').selectOption('NEUVEDENO');
    await form.getByRole('button', { name: 'Uložit' }).click();
    await expectMessage(form, 'Alespoň jedno pole je povinné');
    await expectNoAxeViolations(page, 'emergency all empty');

    await page.setViewportSize(desktop);
    await form.getByLabel('Krevní skupina').selectOption({ label: '0' });
    await form.getByLabel('Rh faktor').selectOption({ label: 'Rh-' });
    await form.getByLabel('Telefon').fill('+420 603 123 456');
    await form.getByRole('button', { name: 'Uložit' }).click();
    await expect(page.getByText('Emergentní údaje byly uloženy.')).toBeVisible();
    await page.reload();
    await expect(form.getByLabel('Krevní skupina')).toHaveValue('NULA');
    await expect(form.getByLabel('Rh faktor')).toHaveValue('RHMinus');
    await expect(form.getByLabel('Kontaktní osoba')).toHaveValue('');
    await expectNoAxeViolations(page, 'emergency 1280');
  });
});

test.describe('doctor (lekar)', () => {
  test('lists the allowed patients, filters them and opens Jana’s record read-only (1280 px)', async ({ page }) => {
    await page.setViewportSize(desktop);
    await signInAs(page, 'lekar');
    await expect(page.getByRole('heading', { level: 1, name: 'Přehled pacientů' })).toBeVisible();
    const list = page.locator('[data-list="pacienti"]');
    await expect(list.getByRole('button', { name: /Jana Dvořáková/ })).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await expect(list).not.toContainText('Kateřina');
    await expectNoAxeViolations(page, 'doctor home 1280');

    // Filters.
    await page.getByLabel('Příjmení').fill('dvo');
    await page.getByRole('button', { name: 'Hledat' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(page).toHaveURL(/prijmeni=dvo/);
    await page.getByLabel('Rodné číslo').fill('86031a');
    await page.getByRole('button', { name: 'Hledat' }).click();
    await expectMessage(page.locator('main'), 'Pole musí být číslo');
    await page.getByLabel('Rodné číslo').fill('');
    await page.getByLabel('Příjmení').fill('Černá');
    await page.getByRole('button', { name: 'Hledat' }).click();
    await expect(page.getByText('Zadání neodpovídá žádný pacient.')).toBeVisible();
    await page.getByRole('button', { name: 'Zrušit filtr' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(5);

    // Choose Jana: her birth number with a slash, the shared pages.
    const jana = list.getByRole('button', { name: /Jana Dvořáková/ });
    await jana.click();
    await expect(jana).toHaveAttribute('aria-expanded', 'true');
    const birthNumber = (await jana.textContent())?.match(/\d{6}\/\d{4}/)?.[0];
    expect(birthNumber).toBeTruthy();
    const pages = page.getByRole('navigation', { name: 'Zdravotní záznamy pacienta Jana Dvořáková' });
    // The doctor's links and titles name the patient's record, not "my" record (issue 16 §10).
    await expect(pages.getByRole('link')).toHaveText(['Anamnéza', 'Tlak tep výška a váha', 'Očkování', 'Dokumenty']);
    await pages.getByRole('link', { name: 'Anamnéza' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Anamnéza – Jana Dvořáková' })).toBeVisible();
    const heading = page.getByRole('heading', { level: 2, name: /Jana Dvořáková/ });
    await expect(heading).toContainText(birthNumber!);
    await expect(page.getByText('Jen pro čtení')).toBeVisible();
    await expect(section(page, 'Alergie').getByText('Nikl – kontaktní ekzém.')).toBeVisible();
    // Allergies come first and are flagged; the header names the signed-in doctor (issue 16 §10).
    await expect(page.locator('[data-section]').first()).toHaveAttribute('data-section', 'alergie');
    await expect(section(page, 'Alergie').getByText(/^Pozor: \d+ alergi/)).toBeVisible();
    await expect(page.getByTestId('prihlaseny-lekar')).toHaveText('Přihlášený lékař: Eva Malá');
    await expect(section(page, 'Obecná anamnéza').getByText('Příležitostně')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Přidat/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Upravit|Smazat)/ })).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoAxeViolations(page, 'doctor anamnesis 1280');

    // The patient is remembered for the tab.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: /Jana Dvořáková/ })).toBeVisible();
  });

  test('sees the patient’s measurements read-only (390 px)', async ({ page }) => {
    await page.setViewportSize(phone);
    await signInAs(page, 'lekar');
    await page.getByRole('button', { name: /Petr Novotný/ }).click();
    await page.getByRole('link', { name: 'Tlak tep výška a váha' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tlak tep výška a váha' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Petr Novotný/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Naměřené hodnoty' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Uložit měření' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Smazat/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'doctor measurements 390');

    await page.goto('/moje-zdravi/moje-anamneza/');
    await expect(page.getByRole('heading', { level: 2, name: /Petr Novotný/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Alergie' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Přidat/ })).toHaveCount(0);
    await expectNoAxeViolations(page, 'doctor anamnesis 390');

    // Not one of the insured person's pages.
    await page.goto('/nastaveni/nastaveni-pojistence/emergentni-udaje');
    await expect(page.getByText('Stránka nenalezena!')).toBeVisible();
  });
});
