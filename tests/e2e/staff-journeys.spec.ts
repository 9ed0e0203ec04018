/**
 * Issue 34's journeys across both sides, two browser contexts each: the person (Jana) and the
 * insurer's referent. What the person sends is filed through her own API here (the forms have
 * journeys of their own); every step of the insurer's and what the person then sees is done
 * through the screens, at 390 px (the person's phone) and 1280 px (the referent's desk), with axe.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { addDaysIso, todayIso } from '../../contract/format';
import { birthNumber } from '../../server/seed/birth-number';
import { personBirthNumber } from '../../server/seed/communication-data';
import { fields, multipart, samplePdf, samplePng } from '../support/multipart';
import { desktop, expectNoAxeViolations, phone, signedIn } from './support';

const aplikaceInfo = (instalaceId: string) => ({
  nazev: 'Zdravotní karta',
  verzeAplikace: '1.15.01',
  verzeBrowser: 'Chrome 130 Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36',
  verzeOs: 'Linux',
  instalaceId,
  platforma: 'WEB',
});

/** A demo account signed in through the server's own sign-in page, as an API client with its access token. */
async function apiAs(baseURL: string, login: string): Promise<APIRequestContext> {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const signIn = await anonymous.post('/api/identita/prihlaseni', { form: { demo: login }, maxRedirects: 0 });
  expect(signIn.status()).toBe(303);
  const listek = new URL(signIn.headers().location, baseURL).searchParams.get('listek');
  const binding = signIn
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0])
    .join('; ');
  const exchange = await anonymous.post('/api/app/login', {
    data: {
      listek,
      aplikaceInfo: aplikaceInfo(
        `e2eJourney${login}`
          .replace(/[^A-Za-z]/g, '')
          .padEnd(21, 'x')
          .slice(0, 21),
      ),
    },
    headers: { cookie: binding },
  });
  expect(exchange.status(), await exchange.text()).toBe(200);
  const { accessToken } = (await exchange.json()) as { accessToken: string };
  await anonymous.dispose();
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${accessToken}` } });
}

async function janasId(jana: APIRequestContext): Promise<string> {
  const answer = await jana.get('/api/uzivatel/zastupy');
  const { seznamZastupu } = (await answer.json()) as { seznamZastupu: Array<{ pojistenecId: string | number; typZastupce: string }> };
  return String(seznamZastupu.find((zastup) => zastup.typZastupce === 'SAM_NA_SEBE')!.pojistenecId);
}

/**
 * Jana claims a programme for a receipt of this amount; the request's id. Each journey here claims a programme that
 * no other journey draws (dental hygiene, the flu vaccination), so the limit left does not depend on which journeys
 * ran before in the lane.
 */
async function claimProgramme(jana: APIRequestContext, kod: 'DENTHYG' | 'OCKCHRIPKA', castkaUctenka: number): Promise<number> {
  const body = multipart([
    ...fields({
      kod,
      castkaUctenka,
      datumUctenka: todayIso(),
      cislo: '2108934007',
      banka: '0800',
      typDokumentKod: ['UCTENKA'],
      prilohyIndex: [0],
    }),
    { name: 'seznamPriloh[]', filename: 'uctenka-lekarna.png', content: samplePng, contentType: 'image/png' },
  ]);
  const answer = await jana.put(`/api/poj/${await janasId(jana)}/benefitProgramyZadostVlozit`, {
    data: body.payload,
    headers: body.headers,
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { zadostId: number }).zadostId;
}

const stepButtons = (page: Page) =>
  page.getByRole('region', { name: 'Co můžete udělat' }).getByRole('button', { name: /^(Převzít|Vyžádat doklady|Schválit|Zamítnout)$/ });

async function take(desk: Page, id: number): Promise<void> {
  await desk.goto(`/pracoviste/zadosti/${id}`);
  await expect(desk.getByRole('heading', { name: `Žádost č. ${id}` })).toBeVisible();
  await desk.getByRole('button', { name: 'Převzít' }).click();
  await expect(stepButtons(desk)).toHaveText(['Vyžádat doklady', 'Schválit', 'Zamítnout']);
}

async function approve(desk: Page): Promise<void> {
  await desk.getByRole('button', { name: 'Schválit' }).click();
  const dialog = desk.getByRole('dialog', { name: 'Schválit žádost' });
  await dialog.getByRole('button', { name: 'Schválit' }).click();
  await expect(dialog).toBeHidden();
  await expect(desk.getByText('Žádost je uzavřená.')).toBeVisible();
}

test('a programme claim: taken, documents asked for, a receipt added from the start page, approved — paid in the year’s drawn programmes', async ({
  browser,
  baseURL,
}) => {
  const janaApi = await apiAs(baseURL!, 'pojistenec');
  const id = await claimProgramme(janaApi, 'DENTHYG', 250);
  const note = 'Doložte prosím také potvrzení o očkování (e2e programu).';

  const desk = await signedIn(browser, 'referent', desktop);
  await take(desk, id);
  await desk.getByRole('button', { name: 'Vyžádat doklady' }).click();
  const ask = desk.getByRole('dialog', { name: 'Vyžádat doklady' });
  await ask.getByRole('textbox', { name: 'Co je potřeba doložit' }).fill(note);
  await ask.getByRole('button', { name: 'Vyžádat doklady' }).click();
  await expect(ask).toBeHidden();
  await expect(stepButtons(desk)).toHaveText(['Zamítnout']);

  // Jana, on her phone: the start page says what waits for her and leads to the request.
  const person = await signedIn(browser, 'pojistenec', phone);
  const waiting = person.locator('section[aria-labelledby="stav-nadpis"]').locator(`a[href="/komunikace/moje-zadosti/${id}"]`);
  await expect(waiting).toBeVisible();
  await waiting.click();
  const documents = person.getByRole('region', { name: 'Doložit doklady' });
  await expect(documents.getByText(note)).toBeVisible();
  await documents
    .getByTestId('attachment-input')
    .setInputFiles({ name: 'potvrzeni-ockovani.pdf', mimeType: 'application/pdf', buffer: samplePdf });
  await documents.getByRole('button', { name: 'Odeslat doklady' }).click();
  await expect(documents.getByText('Doklady jsme přijali. Žádost teď znovu vyřizujeme.')).toBeVisible();
  await expectNoAxeViolations(person, 'documents added, at 390 px');

  // The referent has it back with the file, and approves it.
  await desk.reload();
  await expect(desk.getByRole('button', { name: 'Stáhnout potvrzeni-ockovani.pdf' })).toBeVisible();
  await approve(desk);
  const decision = desk.getByRole('region', { name: 'Průběh' }).getByRole('listitem').last();
  await expect(decision).toContainText('Schválit · Alena Marková');
  const paidText = (await decision.textContent())!.match(/vyplatíme vám (\d[\d\s]*\sKč)/)?.[1];
  expect(paidText, 'the approval says what is paid').toBeTruthy();
  await expectNoAxeViolations(desk, 'approved request at 1280 px');

  // Jana reads the decision and finds the paid amount among the year's drawn programmes.
  await person.goto(`/komunikace/moje-zadosti/${id}`);
  await expect(person.getByRole('region', { name: 'Průběh vyřízení' }).getByRole('listitem').last()).toContainText(
    `vyplatíme vám ${paidText}`,
  );
  await person.goto('/benefity/');
  const claim = person.locator('article').filter({ has: person.locator(`a[href="/komunikace/moje-zadosti/${id}"]`) });
  await expect(claim).toContainText('Vyřízeno');
  await expect(claim).toContainText('Vyplaceno');
  await expect(claim).toContainText(paidText!);
  await expectNoAxeViolations(person, 'drawn programmes with the paid claim, at 390 px');

  await janaApi.dispose();
  for (const page of [desk, person]) await page.context().close();
});

test('a claim refused with a reason, which the person reads', async ({ browser, baseURL }) => {
  const janaApi = await apiAs(baseURL!, 'pojistenec');
  const id = await claimProgramme(janaApi, 'OCKCHRIPKA', 120);
  const reason = 'Účtenka je z doby, kdy jste u nás ještě nebyla pojištěna (e2e).';

  const desk = await signedIn(browser, 'referent', phone);
  await take(desk, id);
  await desk.getByRole('button', { name: 'Zamítnout' }).click();
  const refuse = desk.getByRole('dialog', { name: 'Zamítnout žádost' });
  await refuse.getByRole('button', { name: 'Zamítnout' }).click();
  await expect(refuse.getByText('Pole je povinné')).toBeVisible();
  await refuse.getByRole('textbox', { name: 'Důvod zamítnutí' }).fill(reason);
  await refuse.getByRole('button', { name: 'Zamítnout' }).click();
  await expect(desk.getByText('Žádost je uzavřená.')).toBeVisible();
  await expectNoAxeViolations(desk, 'refused request at 390 px');

  const person = await signedIn(browser, 'pojistenec', desktop);
  await person.goto(`/komunikace/moje-zadosti/${id}`);
  await expect(person.locator('section[aria-labelledby="zadost-souhrn"]')).toContainText('Zamítnuto');
  const last = person.getByRole('region', { name: 'Průběh vyřízení' }).getByRole('listitem').last();
  await expect(last).toContainText(reason);
  await expect(last).toContainText('Alena Marková, referent');
  await expectNoAxeViolations(person, 'a refused claim, at 1280 px');

  await janaApi.dispose();
  for (const page of [desk, person]) await page.context().close();
});

test('a newborn registration approved: the child is in the mother’s person switcher', async ({ browser, baseURL }) => {
  const janaApi = await apiAs(baseURL!, 'pojistenec');
  const born = addDaysIso(todayIso(), -12);
  const body = multipart([
    ...fields({
      rocisMatka: personBirthNumber('jana'),
      adresaOdeslani: 'MB',
      rocis: [birthNumber(born, true, 941)],
      jmeno: ['Eliška'],
      prijmeni: ['Dvořáková'],
      prilohyIndex: [0],
      idempotencniKlic: crypto.randomUUID(),
    }),
    { name: 'prilohy[]', filename: 'rodny-list-eliska.pdf', content: samplePdf, contentType: 'application/pdf' },
  ]);
  const filed = await janaApi.put(`/api/poj/${await janasId(janaApi)}/zadostNovorozenecVlozit`, {
    data: body.payload,
    headers: body.headers,
  });
  expect(filed.status(), await filed.text()).toBe(200);
  const id = ((await filed.json()) as { zadost: { id: number } }).zadost.id;

  const desk = await signedIn(browser, 'referent', desktop);
  await take(desk, id);
  await expect(desk.getByRole('button', { name: 'Stáhnout rodny-list-eliska.pdf' })).toBeVisible();
  await approve(desk);

  const person = await signedIn(browser, 'pojistenec', phone);
  await person.getByRole('button', { name: /Zastupovaná osoba: Jana Dvořáková/ }).click();
  await expect(person.getByRole('menuitem', { name: /Eliška Dvořáková/ })).toBeVisible();
  await expectNoAxeViolations(person, 'the person switcher with the newborn, at 390 px');
  await person.getByRole('menuitem', { name: /Eliška Dvořáková/ }).click();
  await expect(person.getByText('Pojištěnec přepnut na Eliška Dvořáková')).toBeVisible();

  await janaApi.dispose();
  for (const page of [desk, person]) await page.context().close();
});
