/**
 * The person's side of a processed request (issue 34): a referent takes one of Jana's requests and
 * asks for a document (through the staff API, as the staff screens do); Jana finds it on the start
 * page's status card, opens it, is told that a file is needed, adds one with a note and sees the
 * request back with the insurer. 'Moje žádosti' puts waiting requests under 'Čeká na vás', and
 * 'Kdo viděl moje údaje' names the referent and why. At 390 and 1280 px, with axe.
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { desktop, expectNoAxeViolations, phone, signInAs } from './support';

const aplikaceInfo = {
  nazev: 'Zdravotní karta',
  verzeAplikace: '1.15.01',
  verzeBrowser: 'Chrome 130 Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36',
  verzeOs: 'Linux',
  instalaceId: 'e2eReferentka01234567',
  platforma: 'WEB',
};

interface QueueItem {
  zadost: { id: number; typ: string; stav: string };
  pojistenec: string;
  resitel: { id: number } | null;
}

/** A staff member signed in through the server's own sign-in page, as an API client with their access token. */
async function staffApi(baseURL: string, login: string): Promise<APIRequestContext> {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  const signIn = await anonymous.post('/api/identita/prihlaseni', { form: { demo: login }, maxRedirects: 0 });
  expect(signIn.status()).toBe(303);
  const listek = new URL(signIn.headers().location, baseURL).searchParams.get('listek');
  // The ticket works only with the browser-binding cookie the sign-in set.
  const binding = signIn
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0])
    .join('; ');
  const exchange = await anonymous.post('/api/app/login', { data: { listek, aplikaceInfo }, headers: { cookie: binding } });
  expect(exchange.status(), await exchange.text()).toBe(200);
  const { accessToken } = (await exchange.json()) as { accessToken: string };
  await anonymous.dispose();
  return playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${accessToken}` } });
}

async function step(staff: APIRequestContext, id: number, akce: string, poznamka?: string) {
  const answer = await staff.post(`/api/prac/zadosti/${id}/krok`, { data: poznamka ? { akce, poznamka } : { akce } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as { zadost: { stav: string }; prilohy: Array<{ nazev: string }> };
}

/**
 * The referent takes one of Jana's open requests (a new one first) and asks for a document; its
 * id. A request the referent already holds is not taken twice (the lifecycle refuses that).
 */
async function askJanaForDocuments(staff: APIRequestContext, note: string): Promise<number> {
  const me = (await (await staff.get('/api/prac/ja')).json()) as { id: number };
  const open: QueueItem[] = [];
  for (const stav of ['PRIJATO', 'VYRIZUJE_SE']) {
    const queue = await staff.get(`/api/prac/zadosti?filtr=VSE&stav=${stav}`);
    expect(queue.status()).toBe(200);
    open.push(...((await queue.json()) as { zadosti: QueueItem[] }).zadosti);
  }
  const item = open.find((entry) => entry.pojistenec === 'Jana Dvořáková' && entry.zadost.typ !== 'KONZULTACE');
  expect(item, 'an open request of Jana in the queue').toBeTruthy();
  const { id } = item!.zadost;
  if (item!.resitel?.id !== me.id) await step(staff, id, 'PREVZIT');
  expect((await step(staff, id, 'VYZADAT_DOKLADY', note)).zadost.stav).toBe('CEKA_NA_DOKLADY');
  return id;
}

/** The start page's status card. */
const statusCard = (page: Page) => page.locator('section[aria-labelledby="stav-nadpis"]');

test('the person adds a document the referent asked for, from the start page, at 390 px', async ({ page, baseURL }) => {
  await page.setViewportSize(phone);
  const staff = await staffApi(baseURL!, 'referent');
  const note = 'Doložte prosím lékařskou zprávu z očkování (e2e 390).';
  const id = await askJanaForDocuments(staff, note);

  await signInAs(page, 'pojistenec');
  const waiting = statusCard(page).locator(`a[href="/komunikace/moje-zadosti/${id}"]`);
  await expect(waiting).toBeVisible();
  await expect(waiting).toHaveAccessibleName(/^Doložit doklady: Čeká na vás: .+ – doložte doklady$/);
  await expectNoAxeViolations(page, 'start page with a request that waits');
  await waiting.click();

  await expect(page).toHaveURL(new RegExp(`/komunikace/moje-zadosti/${id}$`));
  const documents = page.getByRole('region', { name: 'Doložit doklady' });
  await expect(documents.getByText(note)).toBeVisible();
  await expect(documents.getByRole('button', { name: 'Odeslat doklady' })).toBeVisible();
  await expectNoAxeViolations(page, 'request waiting for documents at 390 px');

  // No file: the contract's message at the picker, nothing sent.
  await documents.getByRole('button', { name: 'Odeslat doklady' }).click();
  await expect(documents.getByText('Přiložte alespoň jeden doklad.')).toBeVisible();
  await expectNoAxeViolations(page, 'documents refused without a file');

  await documents.getByTestId('attachment-input').setInputFiles({
    name: 'lekarska-zprava.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(documents.getByText('lekarska-zprava.pdf')).toBeVisible();
  await documents.getByRole('textbox', { name: /Poznámka pro pojišťovnu/ }).fill('Zpráva z 2. prosince.');
  await documents.getByRole('button', { name: 'Odeslat doklady' }).click();

  await expect(documents.getByText('Doklady jsme přijali. Žádost teď znovu vyřizujeme.')).toBeVisible();
  await expect(documents.getByRole('button', { name: 'Odeslat doklady' })).toHaveCount(0);
  const summary = page.locator('section[aria-labelledby="zadost-souhrn"]');
  await expect(summary).toContainText('Vyřizuje se');
  const lastStep = page.getByRole('region', { name: 'Průběh vyřízení' }).getByRole('listitem').last();
  await expect(lastStep).toContainText('Doložit doklady');
  await expect(lastStep).toContainText('Jana Dvořáková');
  await expect(lastStep).toContainText('Zpráva z 2. prosince.');
  await expect(page.getByRole('region', { name: 'Přílohy' }).getByRole('button', { name: 'Stáhnout lekarska-zprava.pdf' })).toBeVisible();
  await expectNoAxeViolations(page, 'documents sent');

  // The referent has the request back, with the file.
  const back = await staff.get(`/api/prac/zadosti/${id}`);
  const detail = (await back.json()) as { zadost: { stav: string }; prilohy: Array<{ nazev: string }> };
  expect(detail.zadost.stav).toBe('VYRIZUJE_SE');
  expect(detail.prilohy.map((file) => file.nazev)).toContain('lekarska-zprava.pdf');

  // It no longer waits: not on the status card any more.
  await page.goto('/');
  await expect(statusCard(page).getByRole('list')).toBeVisible();
  await expect(statusCard(page).locator(`a[href="/komunikace/moje-zadosti/${id}"]`)).toHaveCount(0);
  await staff.dispose();
});

test("'Čeká na vás' in Moje žádosti and the referent in 'Kdo viděl moje údaje', at 1280 px", async ({ page, baseURL }) => {
  await page.setViewportSize(desktop);
  const staff = await staffApi(baseURL!, 'referent');
  const note = 'Doložte prosím účtenku (e2e 1280).';
  const id = await askJanaForDocuments(staff, note);

  await signInAs(page, 'pojistenec');
  // The referent's reads and steps are on Jana's list, newest first (before her own reads of this visit push them down).
  await page.goto('/nastaveni/nastaveni-pojistence/kdo-videl-moje-udaje');
  const staffRow = page.locator('[data-accessor="POJISTOVNA"]').first();
  // Reads are written in batches (server/audit/log.ts): look again until the referent's are in.
  await expect(async () => {
    await page.reload();
    await expect(staffRow).toContainText('Alena Marková, referent pojišťovny', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(staffRow).toContainText(`Proč: vyřizování žádosti č. ${id}`);
  await expectNoAxeViolations(page, "the insurer's rows in 'Kdo viděl moje údaje'");
  await page.goto('/komunikace/moje-zadosti/');
  const waiting = page.getByRole('region', { name: 'Čeká na vás' });
  const item = waiting.locator(`[data-request="${id}"]`);
  await expect(item.getByText(note)).toBeVisible();
  await expect(item.getByRole('link', { name: /^Doložit doklady: / })).toBeVisible();
  await expectNoAxeViolations(page, "'Čeká na vás' at 1280 px");

  await item.getByRole('link', { name: /^Doložit doklady: / }).click();
  const documents = page.getByRole('region', { name: 'Doložit doklady' });
  await expect(documents.getByText(note)).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Průběh vyřízení' }).getByRole('listitem');
  await expect(timeline.filter({ hasText: 'Převzít' }).first()).toContainText('Alena Marková, referent');
  const asked = timeline.filter({ hasText: note });
  await expect(asked).toContainText('Vyžádat doklady');
  await expect(asked).toContainText('Stav: Čeká na doklady');
  await expectNoAxeViolations(page, 'request waiting for documents at 1280 px');

  await staff.dispose();
});
