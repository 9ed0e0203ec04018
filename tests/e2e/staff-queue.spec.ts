import { test, expect, type Page } from '@playwright/test';
import { chooseRadio, desktop, expectNoAxeViolations, phone, signedIn } from './support';

/**
 * The staff queue (issue 34): the referent takes a request, asks for documents with a note and
 * refuses another with a reason; a second window of the referent that still shows the old buttons
 * gets the server's Czech 409 message, and its request is shown anew. The requests are filed here
 * by Petr Novotný (his unread count is checked by no other journey against a fixed number: the
 * steps notify him); what he sees of them is another journey's.
 */

const NOTE = 'Doložte prosím potvrzení finančního úřadu o bezdlužnosti.';
const REASON = 'Potvrzení vydáváme jen na adresu trvalého pobytu.';

/** Petr files a certificate of no arrears through his own screens; the request's number, as the server answered it. */
async function fileCertificateRequest(page: Page): Promise<number> {
  await page.goto('/moje-pojisteni/potvrzeni-bezdluznosti/');
  await chooseRadio(page, /Na trvalou adresu/);
  await page.getByRole('button', { name: 'Pokračovat' }).click();
  await expect(page.getByRole('heading', { name: 'Zkontrolujte žádost' })).toBeVisible();
  const answered = page.waitForResponse((response) => response.url().includes('/bezdluznostZadostVlozit/') && response.ok());
  await page.getByRole('button', { name: 'Odeslat žádost' }).click();
  const zadost = (await (await answered).json()) as { id: number };
  await expect(page.getByRole('heading', { name: 'Žádost byla přijata' })).toBeVisible();
  return zadost.id;
}

const stepButtons = (page: Page) =>
  page.getByRole('region', { name: 'Co můžete udělat' }).getByRole('button', { name: /^(Převzít|Vyžádat doklady|Schválit|Zamítnout)$/ });

test('the referent takes a request, asks for documents, refuses another; a stale window gets the 409 message', async ({ browser }) => {
  const person = await signedIn(browser, 'osvc', desktop);
  const first = await fileCertificateRequest(person);
  const second = await fileCertificateRequest(person);
  // The staff workspace is not the person's: the not-found page.
  await person.goto('/pracoviste/');
  await expect(person.getByRole('heading', { level: 1, name: 'Stránka nenalezena!' })).toBeVisible();

  const desk = await signedIn(browser, 'referent', desktop);
  // The start page of a staff member is the workspace; none of the insured person's menu.
  await expect(desk).toHaveURL(/\/pracoviste\/$/);
  await expect(desk.getByRole('heading', { level: 1, name: 'Žádosti' })).toBeVisible();
  await expect(desk.getByRole('banner')).toContainText('Alena Marková');
  await expect(desk.getByRole('banner')).toContainText('Referent');
  await expect(desk.getByRole('link', { name: 'Moje žádosti' })).toHaveCount(0);
  await desk.goto('/moje-zdravi/ockovani/');
  await expect(desk).toHaveURL(/\/pracoviste\/$/);

  // Nepřevzaté, of this kind: Petr's requests, oldest first, with how long they wait.
  await desk.getByRole('navigation', { name: 'Které žádosti' }).getByRole('link', { name: 'Nepřevzaté' }).click();
  await desk.getByRole('combobox', { name: 'Druh žádosti' }).selectOption({ label: 'Potvrzení o bezdlužnosti' });
  await expect(desk).toHaveURL(/filtr=NEPREVZATE/);
  await expect(desk).toHaveURL(/druh=BEZDLUZNOST/);
  const row = (id: number) => desk.getByRole('row').filter({ hasText: `č. ${id}` });
  await expect(row(first)).toContainText('Petr Novotný');
  await expect(row(first)).toContainText('Přijato');
  await expect(row(first)).toContainText(/čeká (méně než hodinu|\d+ (hodin|hodiny|hodinu|den|dny|dní))/);
  await expect(row(first)).toContainText('Nepřevzato');
  const order = await desk
    .getByRole('row')
    .filter({ hasText: /č\. \d+/ })
    .allTextContents();
  expect(order.findIndex((text) => text.includes(`č. ${first}`))).toBeLessThan(order.findIndex((text) => text.includes(`č. ${second}`)));
  await expectNoAxeViolations(desk, 'staff queue at 1280 px');

  // Převzít: at once, and then the holder's steps.
  await row(first).getByRole('link', { name: 'Potvrzení o bezdlužnosti' }).click();
  await expect(desk.getByRole('heading', { level: 1, name: 'Potvrzení o bezdlužnosti' })).toBeVisible();
  await expect(desk.getByRole('heading', { name: `Žádost č. ${first}` })).toBeVisible();
  await expect(desk.getByText('Petr Novotný')).toBeVisible();
  await expect(stepButtons(desk)).toHaveText(['Převzít']);
  await expectNoAxeViolations(desk, 'staff request at 1280 px');
  await desk.getByRole('button', { name: 'Převzít' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Žádost jste převzali.' })).toBeVisible();
  await expect(stepButtons(desk)).toHaveText(['Vyžádat doklady', 'Schválit', 'Zamítnout']);
  await expect(desk.getByText('Alena Marková (Referent)')).toBeVisible();

  // Vyžádat doklady: the note the person reads is required.
  await desk.getByRole('button', { name: 'Vyžádat doklady' }).click();
  const ask = desk.getByRole('dialog', { name: 'Vyžádat doklady' });
  await ask.getByRole('button', { name: 'Vyžádat doklady' }).click();
  await expect(ask.getByText('Pole je povinné')).toBeVisible();
  await expect(ask.getByRole('textbox', { name: 'Co je potřeba doložit' })).toBeFocused();
  await expectNoAxeViolations(desk, 'asking for documents, refused without a note');
  await ask.getByRole('textbox', { name: 'Co je potřeba doložit' }).fill(NOTE);
  await ask.getByRole('button', { name: 'Vyžádat doklady' }).click();
  await expect(ask).toBeHidden();
  await expect(desk.getByRole('status').filter({ hasText: 'Pojištěnec byl požádán o doklady.' })).toBeVisible();
  const timeline = desk.getByRole('region', { name: 'Průběh' });
  await expect(timeline.getByRole('listitem').last()).toContainText('Čeká na doklady');
  await expect(timeline.getByRole('listitem').last()).toContainText('Vyžádat doklady · Alena Marková');
  await expect(timeline.getByRole('listitem').last()).toContainText(NOTE);
  // Waiting for the person, the holder can only refuse it.
  await expect(stepButtons(desk)).toHaveText(['Zamítnout']);

  // The second request, taken in a second window (a phone); the desk refuses it meanwhile.
  const phoneWindow = await signedIn(browser, 'referent', phone);
  await phoneWindow.goto(`/pracoviste/zadosti/${second}`);
  await phoneWindow.getByRole('button', { name: 'Převzít' }).click();
  await expect(stepButtons(phoneWindow)).toHaveText(['Vyžádat doklady', 'Schválit', 'Zamítnout']);
  await expectNoAxeViolations(phoneWindow, 'staff request at 390 px');

  await desk.goto(`/pracoviste/zadosti/${second}`);
  await desk.getByRole('button', { name: 'Zamítnout' }).click();
  const refuse = desk.getByRole('dialog', { name: 'Zamítnout žádost' });
  await refuse.getByRole('textbox', { name: 'Důvod zamítnutí' }).fill(REASON);
  await refuse.getByRole('button', { name: 'Zamítnout' }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'Žádost byla zamítnuta.' })).toBeVisible();
  await expect(desk.getByText('Žádost je uzavřená.')).toBeVisible();
  await expect(stepButtons(desk)).toHaveCount(0);
  await expect(desk.getByRole('region', { name: 'Průběh' }).getByRole('listitem').last()).toContainText(REASON);

  // The phone still offers 'Schválit': the server refuses it with why, and the request is shown anew.
  await phoneWindow.getByRole('button', { name: 'Schválit' }).click();
  const approve = phoneWindow.getByRole('dialog', { name: 'Schválit žádost' });
  await approve.getByRole('button', { name: 'Schválit' }).click();
  await expect(approve.getByRole('alert')).toHaveText('Žádost je už uzavřena (Zamítnuto). Tento krok už nelze provést.');
  await expect(approve.getByRole('button', { name: 'Zkusit znovu' })).toHaveCount(0);
  await expectNoAxeViolations(phoneWindow, 'a step no longer allowed, at 390 px');
  await approve.getByRole('button', { name: 'Zpět na žádost' }).click();
  await expect(phoneWindow.getByText('Žádost je uzavřená.')).toBeVisible();
  await expect(stepButtons(phoneWindow)).toHaveCount(0);

  // 'Moje': the request waiting for documents is the referent's; the refused one has left the queue.
  await phoneWindow.goto('/pracoviste/?filtr=MOJE&druh=BEZDLUZNOST');
  const mine = phoneWindow.getByRole('list', { name: 'Seznam žádostí, nejstarší první' });
  await expect(mine.getByRole('listitem').filter({ hasText: `č. ${first}` })).toContainText('Čeká na doklady');
  await expect(mine.getByRole('listitem').filter({ hasText: `č. ${second}` })).toHaveCount(0);
  await expectNoAxeViolations(phoneWindow, 'staff queue at 390 px');

  for (const page of [person, desk, phoneWindow]) await page.context().close();
});
