import { test, expect, type Page } from '@playwright/test';
import { choosePerson, desktop, expectNoAxeViolations, phone, signInAs } from './support';

async function fillDate(page: Page, label: string, text: string) {
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(text);
  await input.press('Tab');
}

test.use({ viewport: phone });

test('a man over 50: check-ups and screenings by his age with a traffic light in words; the detail and a reported visit', async ({
  page,
}) => {
  await signInAs(page, 'osvc', '/moje-zdravi/moje-prevence/');
  await expect(page.getByRole('heading', { level: 1, name: 'Moje prevence' })).toBeVisible();
  await expect(page.getByText(/^Prohlídky a screeningy, na které máte nárok ve věku \d+ let/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Preventivní prohlídky' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Screeningy a programy časného záchytu' })).toBeVisible();
  const gp = page.getByRole('article', { name: 'Všeobecná preventivní prohlídka u praktického lékaře' });
  await expect(gp).toContainText(/Semafor: (Červená|Žlutá|Zelená|Nespecifikováno)\./);
  await expect(page.getByRole('article', { name: 'Program časného záchytu karcinomu prostaty' })).toBeVisible();
  // A man has no gynaecological check-up.
  await expect(page.getByRole('article', { name: 'Gynekologická preventivní prohlídka' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'prevention');

  // Over 50: the colorectal screening applies.
  await expect(page.getByRole('article', { name: 'Screening kolorektálního karcinomu' })).toBeVisible();

  await gp.getByRole('link', { name: /^Podrobnosti/ }).click();
  await expect(page).toHaveURL(/\/moje-zdravi\/moje-prevence\/\d+\/PRAKTICKY_LEKAR$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Detail prevence' })).toBeVisible();
  const detail = page.getByRole('article', { name: 'Všeobecná preventivní prohlídka u praktického lékaře' });
  await expect(detail).toContainText('Jak často');
  await expect(detail).toContainText('Právní základ');
  await expect(detail.getByRole('heading', { level: 3, name: 'Historie' })).toBeVisible();
  // The care the doctors billed for this check-up (GET /cerpanaPecePrevence, issue 37).
  await expect(page.getByRole('region', { name: 'Vykázaná péče' })).toContainText(/Za tuto prohlídku nám zatím|Uhradili jsme/);
  await expectNoAxeViolations(page, 'prevention detail');

  // Reporting a visit: nothing filled is refused at the fields, a filled one shows in the history at once.
  const report = page.getByRole('form', { name: 'Nahlásit absolvovanou prohlídku' });
  await report.getByRole('button', { name: 'Nahlásit prohlídku' }).click();
  await expect(report.getByText('Pole je povinné')).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Datum prohlídky', exact: true })).toBeFocused();
  await expectNoAxeViolations(page, 'prevention report with errors');
  await fillDate(page, 'Datum prohlídky', '4. 11. 2026');
  await report.getByRole('textbox', { name: 'Lékař nebo zdravotnické zařízení' }).fill('MUDr. Jan Kolář, Mladá Boleslav');
  await report.getByRole('textbox', { name: 'Poznámka' }).fill('Odběr krve nalačno');
  await report.getByRole('button', { name: 'Nahlásit prohlídku' }).click();
  await expect(page.getByText('Prohlídka byla nahlášena.')).toBeVisible();
  const history = detail.getByRole('list', { name: 'Historie' });
  await expect(history).toContainText('4. 11. 2026, MUDr. Jan Kolář, Mladá Boleslav (zadali jste sami)');
  await expect(report.getByRole('textbox', { name: 'Lékař nebo zdravotnické zařízení' })).toHaveValue('');
  // What was reported, read from GET /prevenceKontrolaInfo when unfolded: the note and when it was reported.
  const reported = history.getByRole('listitem').filter({ hasText: 'MUDr. Jan Kolář' });
  await reported.getByText('Co jste nahlásili').click();
  await expect(reported).toContainText('Odběr krve nalačno');
  await expect(reported).toContainText(/Nahlášeno\s*\d{1,2}\.\s\d{1,2}\.\s\d{4}\s\d{1,2}:\d{2}/);
  await expectNoAxeViolations(page, 'prevention, a reported check-up unfolded');

  // A code the person has no entitlement to (a man and the gynaecological check-up) is told, not shown.
  await page.goto(page.url().replace('PRAKTICKY_LEKAR', 'GYNEKOLOGIE'));
  await expect(page.getByText('Tuto prohlídku nebo screening v přehledu nemáte')).toBeVisible();
  await page.getByRole('link', { name: 'Zpět na přehled prevence' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Moje prevence' })).toBeVisible();
});

test('an adult woman and her child at 1280 px: the woman’s gynaecology, the child’s paediatric check-ups only', async ({ page }) => {
  await page.setViewportSize(desktop);
  await signInAs(page, 'pojistenec', '/moje-zdravi/moje-prevence/');
  await expect(page.getByRole('article', { name: 'Gynekologická preventivní prohlídka' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Screening karcinomu děložního hrdla (cytologie)' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Program časného záchytu karcinomu prostaty' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'woman prevention at 1280 px');

  await choosePerson(page, /Jana Dvořáková/, /Tereza Dvořáková/);
  await expect(page.getByText(/^Prohlídky a screeningy, na které máte nárok ve věku 11 let/)).toBeVisible();
  await expect(page.getByRole('article', { name: 'Preventivní prohlídka dítěte u praktického lékaře pro děti a dorost' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Screening karcinomu prsu (mamografie)' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Všeobecná preventivní prohlídka u praktického lékaře' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Podrobnosti: Preventivní prohlídka dítěte u praktického lékaře pro děti a dorost' }).click();
  await expect(page.getByRole('article', { name: 'Preventivní prohlídka dítěte u praktického lékaře pro děti a dorost' })).toContainText(
    'Kdo provádí',
  );
  await expect(page.getByRole('form', { name: 'Nahlásit absolvovanou prohlídku' })).toBeVisible();
  await expectNoAxeViolations(page, 'child prevention detail at 1280 px');
});

test('the doctor reads an allowing patient’s prevention, named', async ({ page }) => {
  await signInAs(page, 'lekar');
  await page
    .locator('[data-list="pacienti"]')
    .getByRole('button', { name: /Jana Dvořáková/ })
    .click();
  await page.goto('/moje-zdravi/moje-prevence/');
  await expect(page.getByRole('heading', { level: 1, name: 'Prevence – Jana Dvořáková' })).toBeVisible();
  await expect(page.getByText('Pacient: Jana Dvořáková')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Gynekologická preventivní prohlídka' })).toBeVisible();
  await expectNoAxeViolations(page, 'doctor prevention');
  // The doctor reads the detail but reports nothing.
  await page.getByRole('link', { name: 'Podrobnosti: Gynekologická preventivní prohlídka' }).click();
  await expect(page.getByRole('article', { name: 'Gynekologická preventivní prohlídka' })).toContainText('Historie');
  await expect(page.getByRole('form', { name: 'Nahlásit absolvovanou prohlídku' })).toHaveCount(0);
});
