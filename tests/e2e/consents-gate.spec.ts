import fs from 'node:fs';
import { test, expect, type APIRequestContext, type Browser } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

/**
 * Consents that gate (issue 35). Jana's rescue-service consent is given again at the end, so the
 * journeys that count her consents (settings-hub) find them as seeded; the employer consent is
 * Tomáš Horák's (a car maker's employee too), whose consents no other journey reads.
 * - The rescue-service consent: a share link opens; withdrawn, the person's screen says why and
 *   leads to Souhlasy, and the public page says in Czech that the data are not available; given
 *   again, the old link stays dead (docs/decisions.md) and sharing is offered again.
 * - The employer consent: the car maker's benefits programme (a machine client made for this
 *   server's database by scripts/e2e-server.mjs) reads Tomáš's check-up dates once he gives it,
 *   and no longer once he withdraws it.
 */

test.use({ viewport: phone });

const EMERGENCY = '/nastaveni/nastaveni-pojistence/emergentni-udaje';
const CONSENTS = '/nastaveni/souhlasy-s-podminkami';
const RESCUE = 'Zpřístupnění emergentních údajů zdravotnické záchranné službě';
const EMPLOYER = 'Předání termínů preventivních prohlídek zaměstnavateli';

async function stranger(browser: Browser) {
  const context = await browser.newContext({ viewport: phone, locale: 'cs-CZ', timezoneId: 'Europe/Prague', bypassCSP: true });
  return { context, page: await context.newPage() };
}

test('withdrawing the rescue-service consent stops a share link, on the person’s screen and on the public page', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'pojistenec', EMERGENCY);
  const sharing = page.getByRole('region', { name: 'Sdílení odkazem' });
  await sharing.getByRole('button', { name: 'Vytvořit odkaz' }).click();
  await expect(sharing.getByRole('heading', { name: 'Odkaz je vytvořený' })).toBeVisible();
  const link = await sharing.getByRole('textbox', { name: 'Odkaz' }).inputValue();

  const other = await stranger(browser);
  await other.page.goto(link);
  await expect(other.page.getByRole('article', { name: 'Emergentní údaje' })).toContainText('Jana Dvořáková');

  // Withdrawn on Souhlasy s podmínkami.
  await page.goto(CONSENTS);
  const rescue = page.getByRole('region', { name: RESCUE });
  await rescue.getByRole('button', { name: 'Odvolat souhlas' }).click();
  await page.getByRole('dialog', { name: 'Odvolat souhlas' }).getByRole('button', { name: 'Odvolat', exact: true }).click();
  await expect(rescue.getByRole('button', { name: 'Udělit souhlas' })).toBeVisible();

  // The person's screen says why, offers no link, and the link made before is revoked.
  await page.goto(EMERGENCY);
  await expect(sharing).toContainText('Souhlas se zpřístupněním emergentních údajů záchranné službě je odvolaný');
  await expect(sharing.getByRole('button', { name: 'Vytvořit odkaz' })).toHaveCount(0);
  await expect(sharing.getByRole('list', { name: 'Vytvořené odkazy' }).getByRole('article').first()).toContainText('Čeština · Zneplatněn');
  await expectNoAxeViolations(page, 'sharing without the consent 390');
  await page.screenshot({ path: '/tmp/consents-gate-person-390.png', fullPage: true });
  await page.setViewportSize(desktop);
  await expectNoAxeViolations(page, 'sharing without the consent 1280');
  await page.screenshot({ path: '/tmp/consents-gate-person-1280.png', fullPage: true });
  await page.setViewportSize(phone);

  // The public page: the reason in Czech, nothing of the card.
  await other.page.goto('about:blank');
  await other.page.goto(link);
  await expect(
    other.page.getByText('Emergentní údaje nejsou přes tento odkaz dostupné, protože pojištěnec odvolal souhlas s jejich zpřístupněním.'),
  ).toBeVisible();
  await expect(other.page.getByText('Jana Dvořáková')).toHaveCount(0);
  await expect(other.page.getByText('Krevní skupina')).toHaveCount(0);
  await expectNoAxeViolations(other.page, 'public page, consent withdrawn 390');
  await other.page.screenshot({ path: '/tmp/consents-gate-public-390.png', fullPage: true });
  await other.page.setViewportSize(desktop);
  await expectNoAxeViolations(other.page, 'public page, consent withdrawn 1280');
  await other.page.screenshot({ path: '/tmp/consents-gate-public-1280.png', fullPage: true });

  // The screen leads to Souhlasy; given again, sharing is offered again, but the old link stays dead.
  await sharing.getByRole('link', { name: 'Přejít na Souhlasy s podmínkami' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Souhlasy s podmínkami' })).toBeVisible();
  await rescue.getByRole('button', { name: 'Udělit souhlas' }).click();
  await expect(rescue.getByRole('button', { name: 'Odvolat souhlas' })).toBeVisible();
  await page.goto(EMERGENCY);
  await expect(sharing.getByRole('button', { name: 'Vytvořit odkaz' })).toBeVisible();
  await other.page.goto('about:blank');
  await other.page.goto(link);
  await expect(other.page.getByText(/protože pojištěnec odvolal souhlas/)).toBeVisible();
  await other.context.close();
});

/** The car maker's programme: its credentials for this server, and the export read with a fresh token. */
async function employerExport(request: APIRequestContext, baseURL: string) {
  const port = new URL(baseURL).port;
  const { client_id, client_secret } = JSON.parse(fs.readFileSync(`.tmp/e2e-employer-client-${port}.json`, 'utf8')) as {
    client_id: string;
    client_secret: string;
  };
  const tokenRes = await request.post('/api/oauth/token', {
    headers: { authorization: `Basic ${Buffer.from(`${client_id}:${client_secret}`).toString('base64')}` },
    form: { grant_type: 'client_credentials' },
  });
  expect(tokenRes.status(), await tokenRes.text()).toBe(200);
  const { access_token } = (await tokenRes.json()) as { access_token: string };
  const res = await request.get('/api/system/zamestnavatel/prohlidky', { headers: { authorization: `Bearer ${access_token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as {
    zamestnavatel: string;
    seznamZamestnancu: Array<{ jmeno: string; prijmeni: string; narozen: string; prohlidky: Array<{ druh: string }> }>;
  };
}

test('the employer consent: given, the benefits programme reads an employee’s check-up dates; withdrawn, it no longer does', async ({
  page,
  request,
  baseURL,
}) => {
  expect(baseURL).toBeTruthy();
  const before = await employerExport(request, baseURL!);
  expect(before.zamestnavatel).toBe('SKODA');
  expect(before.seznamZamestnancu.map((row) => row.prijmeni)).not.toContain('Horák');

  // Tomáš is a doctor and an insured person: as the insured person he gives the consent.
  await page.setViewportSize(desktop);
  await signInAs(page, 'lekar-pojistenec');
  await page.getByRole('button', { name: 'Typ účtu: Lékař' }).click();
  await page.getByRole('menuitem', { name: 'Pojištěnec' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Dobrý den, Tomáš/ })).toBeVisible();
  await page.goto(CONSENTS);
  const employer = page.getByRole('region', { name: EMPLOYER });
  await employer.getByRole('button', { name: 'Udělit souhlas' }).click();
  await expect(employer.getByRole('button', { name: 'Odvolat souhlas' })).toBeVisible();

  const given = await employerExport(request, baseURL!);
  const tomas = given.seznamZamestnancu.find((row) => row.jmeno === 'Tomáš' && row.prijmeni === 'Horák');
  expect(tomas?.narozen).toBe('1979-01-23');
  expect(tomas?.prohlidky.length).toBeGreaterThan(0);

  // His 'Kdo viděl moje údaje' names the programme.
  await page.goto('/nastaveni/nastaveni-pojistence/kdo-videl-moje-udaje');
  await expect(page.getByText('Benefitní program zaměstnavatele SKODA').first()).toBeVisible();

  await page.goto(CONSENTS);
  await employer.getByRole('button', { name: 'Odvolat souhlas' }).click();
  await page.getByRole('dialog', { name: 'Odvolat souhlas' }).getByRole('button', { name: 'Odvolat', exact: true }).click();
  await expect(employer.getByRole('button', { name: 'Udělit souhlas' })).toBeVisible();
  const withdrawn = await employerExport(request, baseURL!);
  expect(withdrawn.seznamZamestnancu.map((row) => row.prijmeni)).not.toContain('Horák');
});
