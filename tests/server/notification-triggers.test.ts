/**
 * What causes a notification (issue 35): each trigger records one event — the right person,
 * category and a path of the app that opens it — in the transaction of its change; a repeated
 * sweep records nothing new; a refused or failed change records nothing. The delivery worker
 * (another file) sends what is recorded here.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { pristupSchema } from '../../contract/audit';
import { insurerCoreSystemName } from '../../contract/core-system';
import { mojePojistne } from '../../contract/insurance';
import { messages } from '../../contract/messages';
import type { PersonId } from '../../contract/ids';
import { addMonthsIso } from '../../server/services/my-health/common';
import { addDaysIso } from '../../contract/format';
import { notificationEvents, preventionReports, vaccinations } from '../../server/db/schema';
import { LAB_DELIVERY_PURPOSE } from '../../server/services/core-system/lab-results';
import { openShareLink } from '../../server/services/settings/emergency-share';
import { REMINDER_WINDOW_DAYS, sweepReminders } from '../../server/services/notifications/reminders';
import { todayInPrague } from '../../server/services/clock';
import { apiOf, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { createTestClient, type TestClient } from '../support/machine-client';
import { multipart } from '../support/multipart';
import {
  BROWSER_COOKIE_NAME,
  createTestApp,
  databaseKindLabel,
  demoPersonId,
  signInAs,
  type SignedIn,
  type TestApp,
} from '../support/test-app';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** Noon UTC of a Prague day: the sweep's `now` for that day. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

describe(`notification triggers (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let referent: SignedIn;
  let lab: TestClient;
  let labToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiOf(t.app);
    // The test database's first sign-ins of these accounts: no notice (nothing to compare with).
    jana = await signInAs(t.app, 'pojistenec');
    referent = await signInAs(t.app, 'referent');
    lab = await createTestClient(t.app, t.db, { name: 'laborator', scopes: ['vysledky:zapis'] });
    labToken = await lab.token();
  });
  afterAll(() => t?.close());

  const eventsOf = (personId: PersonId, kategorie?: string) =>
    t.db
      .select({ kategorie: notificationEvents.kategorie, odkaz: notificationEvents.odkaz, klic: notificationEvents.klic })
      .from(notificationEvents)
      .where(and(eq(notificationEvents.insuredPersonId, personId), kategorie ? eq(notificationEvents.kategorie, kategorie) : undefined))
      .orderBy(asc(notificationEvents.id));
  const allEvents = () => t.db.select().from(notificationEvents).orderBy(asc(notificationEvents.id));
  const newSince = async (before: number) => (await allEvents()).slice(before);
  const count = async () => (await allEvents()).length;

  describe('an answer to a question or consultation', () => {
    const ask = async (druhZpravy: 'DOTAZ' | 'KONZULTACE') => {
      const sent = await api.form(
        'POST',
        personUrl('jana', 'komunikacePojZpravaVlozit'),
        jana,
        multipart([
          { name: 'druhZpravy', value: druhZpravy },
          { name: 'nadpis', value: 'Dotaz k platbě' },
          { name: 'telo', value: 'Dobrý den, došla moje platba?' },
          ...(druhZpravy === 'KONZULTACE' ? [{ name: 'souhlasDokumentace', value: 'true' }] : []),
          { name: 'idempotencniKlic', value: crypto.randomUUID() },
        ]),
      );
      expect(sent.statusCode, sent.body).toBe(200);
      return (sent.json() as { vlakno: { vlakno: string } }).vlakno.vlakno;
    };

    it("the staff's answer records one 'odpovedi' event for the person, opening the thread; an empty answer records nothing", async () => {
      const vlakno = await ask('DOTAZ');
      const before = await count();
      // Nothing is recorded when the person asks: only the insurer's answer is news.
      expect(await newSince(before)).toEqual([]);

      const empty = await api.form('POST', `/api/prac/vlakna/${vlakno}/odpoved`, referent, multipart([{ name: 'telo', value: '' }]));
      expect(fieldErrorsOf(empty)).toEqual({ telo: [messages.required] });
      expect(await newSince(before)).toEqual([]);

      const answered = await api.form(
        'POST',
        `/api/prac/vlakna/${vlakno}/odpoved`,
        referent,
        multipart([{ name: 'telo', value: 'Dobrý den, platbu jsme přijali.' }]),
      );
      expect(answered.statusCode, answered.body).toBe(200);
      const events = await newSince(before);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        insuredPersonId: demoPersonId('jana'),
        kategorie: 'odpovedi',
        odkaz: `/komunikace/komunikace-se-zps/${vlakno}`,
        klic: null,
      });
    });

    it("the core system's answer to a consultation opens the consultations' page", async () => {
      const vlakno = await ask('KONZULTACE');
      const core = await createTestClient(t.app, t.db, { name: 'jadro-konzultace', scopes: ['vlakna:odpoved'], role: 'REVIZNI_LEKAR' });
      const before = await count();
      const answer = multipart([{ name: 'telo', value: 'Dobrý den, doporučujeme kontrolu u praktického lékaře.' }]);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/system/vlakna/${vlakno}/odpoved`,
        headers: { ...bearer(await core.token()), ...answer.headers },
        payload: answer.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
      const events = await newSince(before);
      expect(events.map(({ insuredPersonId, kategorie, odkaz }) => ({ insuredPersonId, kategorie, odkaz }))).toEqual([
        { insuredPersonId: demoPersonId('jana'), kategorie: 'odpovedi', odkaz: `/komunikace/konzultace-zdravotniho-problemu/${vlakno}` },
      ]);
    });
  });

  describe("a request's state change", () => {
    it("records one 'zadosti' event per new state (documents needed included), none for a refused or invalid step", async () => {
      const filed = await api.json('POST', personUrl('jana', 'zadostPrukazVlozit'), jana, {
        adresaOdeslani: 'TRVALA_ADRESA',
        prukazDuvodKod: 'ZTRATA',
      });
      expect(filed.statusCode, filed.body).toBe(200);
      const id = (filed.json() as { id: number }).id;
      const step = (akce: string, poznamka?: string) =>
        api.json('POST', `/api/prac/zadosti/${id}/krok`, referent, { akce, ...(poznamka ? { poznamka } : {}) });
      const expected = { insuredPersonId: demoPersonId('jana'), kategorie: 'zadosti', odkaz: `/komunikace/moje-zadosti/${id}`, klic: null };

      let before = await count();
      expect((await step('PREVZIT')).statusCode).toBe(200);
      expect(await newSince(before)).toMatchObject([expected]);

      before = await count();
      // Refused: the note is required; then not allowed by the lifecycle (409).
      expect(fieldErrorsOf(await step('VYZADAT_DOKLADY'))).toEqual({ poznamka: [messages.required] });
      expect((await step('PREVZIT')).statusCode).toBe(409);
      expect(await newSince(before)).toEqual([]);

      expect((await step('VYZADAT_DOKLADY', 'Doložte prosím protokol o ztrátě.')).statusCode).toBe(200);
      expect(await newSince(before)).toMatchObject([expected]);

      before = await count();
      expect((await step('SCHVALIT')).statusCode).toBe(409); // waits for the person's documents
      expect(await newSince(before)).toEqual([]);
    });
  });

  describe('a new lab result from a laboratory', () => {
    const deliver = (person: string | number, body: unknown, token = labToken) =>
      t.app.inject({
        method: 'POST',
        url: `/api/system/pojistenci/${person}/laboratorniVysledky`,
        headers: bearer(token),
        payload: body as object,
      });
    const result = {
      datum: todayInPrague(),
      nazev: 'Glykémie nalačno',
      laborator: 'Laboratoř Mladá Boleslav',
      indikujiciLekar: 'MUDr. Eva Malá',
      hodnoty: [{ kod: 'GLUKOZA', hodnota: 5.4, jednotka: 'mmol/l', referenceOd: 3.9, referenceDo: 5.6 }],
    };

    it("is stored and shown to Jana, who gave the consent, with one 'vysledky' event", async () => {
      const before = await count();
      const res = await deliver(demoPersonId('jana'), result);
      expect(res.statusCode, res.body).toBe(200);
      const { id } = res.json() as { id: number };
      const list = await api.json('GET', personUrl('jana', 'labVysledekSeznam'), jana);
      expect(list.statusCode, list.body).toBe(200);
      expect((list.json() as { seznamVysledku: Array<{ id: number; nazev: string; pocetHodnot: number }> }).seznamVysledku).toContainEqual(
        expect.objectContaining({ id, nazev: 'Glykémie nalačno', pocetHodnot: 1 }),
      );
      expect(await newSince(before)).toMatchObject([
        { insuredPersonId: demoPersonId('jana'), kategorie: 'vysledky', odkaz: '/moje-zdravi/laboratorni-vysledky/', klic: null },
      ]);
      // In Jana's 'Kdo viděl moje údaje' as a write of the insurer's core system, with why (newest first).
      const audit = await api.json('GET', personUrl('jana', 'kdoVidelMojeUdaje?stranka=1'), jana);
      expect(audit.statusCode, audit.body).toBe(200);
      const rows = (audit.json() as { seznamPristupu: unknown[] }).seznamPristupu.map((row) => pristupSchema.parse(row));
      expect(rows).toContainEqual(
        expect.objectContaining({
          operace: 'ZAPIS',
          oblast: 'LABORATOR',
          ucel: LAB_DELIVERY_PURPOSE,
          kdo: expect.objectContaining({ typ: 'POJISTOVNA', jmeno: insurerCoreSystemName }),
        }),
      );
    });

    it('is stored without an event for Petr, who did not give the consent', async () => {
      const before = await count();
      const res = await deliver(demoPersonId('petr'), result);
      expect(res.statusCode, res.body).toBe(200);
      expect(await newSince(before)).toEqual([]);
    });

    it('refuses a bad result, an unknown person and a client without the scope, recording nothing', async () => {
      const before = await count();
      const bad = await deliver(demoPersonId('jana'), {
        ...result,
        datum: addDaysIso(todayInPrague(), 1),
        hodnoty: [{ kod: 'glukoza', hodnota: 'hodně', jednotka: 'mmol/l', referenceOd: 6, referenceDo: 4 }],
      });
      expect(fieldErrorsOf(bad)).toMatchObject({
        datum: [expect.stringContaining('Datum nesmí být po')],
        'hodnoty.0.kod': [messages.unsupportedFormat],
        'hodnoty.0.hodnota': [messages.notNumber],
      });
      expect(fieldErrorsOf(await deliver(demoPersonId('jana'), { ...result, hodnoty: [] }))).toEqual({
        hodnoty: [messages.tooFewItems(1)],
      });
      expect((await deliver('999999999', result)).statusCode).toBe(404);
      const other = await createTestClient(t.app, t.db, { name: 'jen-cteni', scopes: ['podani:cist'] });
      expect((await deliver(demoPersonId('jana'), result, await other.token())).statusCode).toBe(403);
      expect(await newSince(before)).toEqual([]);
    });
  });

  describe('a share link of emergency data opened', () => {
    it("records one 'sdileni' event per link and hour; a wrong token records nothing", async () => {
      const created = await api.json('POST', personUrl('jana', 'emergentniOdkazy'), jana, { platnostHodin: 24 });
      expect(created.statusCode, created.body).toBe(200);
      const { token } = created.json() as { token: string; id: number };
      const before = await count();

      const opened = await t.app.inject({ method: 'GET', url: `/api/nouzoveUdaje/${token}` });
      expect(opened.statusCode, opened.body).toBe(200);
      const events = await newSince(before);
      expect(events).toMatchObject([
        { insuredPersonId: demoPersonId('jana'), kategorie: 'sdileni', odkaz: '/nastaveni/nastaveni-pojistence/emergentni-udaje' },
      ]);

      // The same link reopened within the hour: no second message; in a later hour: one more.
      const hour = new Date(Date.now() + 2 * 3_600_000);
      hour.setUTCMinutes(5, 0, 0);
      await openShareLink(t.db, token, undefined, undefined, hour);
      await openShareLink(t.db, token, undefined, undefined, new Date(hour.getTime() + 40 * 60_000));
      expect(await newSince(before)).toHaveLength(2);

      const wrong = await t.app.inject({ method: 'GET', url: `/api/nouzoveUdaje/${'A'.repeat(43)}` });
      expect(wrong.statusCode).toBe(404);
      expect(await newSince(before)).toHaveLength(2);
    });
  });

  describe('a sign-in from a new device', () => {
    const signInForm = (login: string, cookie?: string, password?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/identita/prihlaseni',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
        payload: new URLSearchParams(password === undefined ? { demo: login } : { uzivatelskeJmeno: login, heslo: password }).toString(),
      });

    it("records a 'bezpecnost' notice for the account's own person; not for a known browser, a failed sign-in or a staff account", async () => {
      const janaId = demoPersonId('jana');
      const before = await count();
      // A new browser (signInAs gets a fresh binding cookie), not the account's first.
      const first = await signInForm('pojistenec');
      expect(first.statusCode).toBe(303);
      const events = await newSince(before);
      expect(events).toMatchObject([{ insuredPersonId: janaId, kategorie: 'bezpecnost', odkaz: '/nastaveni/zabezpeceni-prihlaseni' }]);

      // The same browser again: known.
      const browser = first.cookies.find((cookie) => cookie.name === BROWSER_COOKIE_NAME)!;
      const again = await signInForm('pojistenec', `${browser.name}=${browser.value}`);
      expect(again.statusCode).toBe(303);
      // A wrong password from a new browser: no sign-in, no notice.
      expect((await signInForm('pojistenec', undefined, 'spatne-heslo')).statusCode).toBe(401);
      // The insurer's staff have no insured person of their own.
      await signInAs(t.app, 'referent');
      expect(await newSince(before)).toHaveLength(1);
    });

    it("not on an account's very first sign-in", async () => {
      // Petr has not signed in to this database before.
      const before = await count();
      await signInAs(t.app, 'osvc');
      expect(await newSince(before)).toEqual([]);
      await signInAs(t.app, 'osvc');
      expect(await newSince(before)).toMatchObject([{ insuredPersonId: demoPersonId('petr'), kategorie: 'bezpecnost' }]);
    });
  });

  describe('the reminder sweep', () => {
    const today = todayInPrague();

    it('a check-up that becomes due is told once, on the day it became due; not when it fell due before the window', async () => {
      const janaId = demoPersonId('jana');
      // Jana's general check-up today: the next one is possible 23 months later (docs/prevention-rules.md).
      await t.db
        .insert(preventionReports)
        .values({ insuredPersonId: janaId, kodPrevence: 'PRAKTICKY_LEKAR', datum: today, smluvniPartnerNazev: 'MUDr. Test' });
      const next = addMonthsIso(today, 23);
      const key = `prevence:${janaId}:PRAKTICKY_LEKAR:${next}`;
      const gpEvents = async () => (await eventsOf(janaId, 'prevence')).filter((event) => event.klic?.includes(':PRAKTICKY_LEKAR:'));

      // A day before it is possible: nothing.
      await sweepReminders(t.db, noonOf(addDaysIso(next, -1)));
      expect(await gpEvents()).toEqual([]);
      // Long after (the sweep did not run for weeks): nothing either.
      await sweepReminders(t.db, noonOf(addDaysIso(next, REMINDER_WINDOW_DAYS + 5)));
      expect(await gpEvents()).toEqual([]);
      // Three days after: once, however often the sweep runs.
      await sweepReminders(t.db, noonOf(addDaysIso(next, 3)));
      const recordedAgain = await sweepReminders(t.db, noonOf(addDaysIso(next, 3)));
      await sweepReminders(t.db, noonOf(addDaysIso(next, 6)));
      expect(recordedAgain).toBe(0);
      expect(await gpEvents()).toEqual([{ kategorie: 'prevence', odkaz: '/moje-zdravi/moje-prevence/', klic: key }]);
    });

    it("a vaccine's next dose is told once, from 14 days before it; a shot answered by a later one is not", async () => {
      const janaId = demoPersonId('jana');
      const due = addMonthsIso(today, 6);
      const [older] = await t.db
        .insert(vaccinations)
        .values({ insuredPersonId: janaId, nemoc: 'Klíšťová encefalitida (test)', datum: addDaysIso(today, -30), datumDalsi: due })
        .returning({ id: vaccinations.id });
      const [newest] = await t.db
        .insert(vaccinations)
        .values({ insuredPersonId: janaId, nemoc: 'Klíšťová encefalitida (test)', datum: today, datumDalsi: addDaysIso(due, 3) })
        .returning({ id: vaccinations.id });
      const doses = async () => (await eventsOf(janaId, 'prevence')).filter((event) => event.klic?.startsWith('ockovani:'));

      await sweepReminders(t.db, noonOf(addDaysIso(due, -20)));
      expect(await doses()).toEqual([]);
      await sweepReminders(t.db, noonOf(addDaysIso(due, -10)));
      await sweepReminders(t.db, noonOf(addDaysIso(due, -9)));
      expect(await doses()).toEqual([
        { kategorie: 'prevence', odkaz: '/moje-zdravi/ockovani/', klic: `ockovani:${newest.id}:${addDaysIso(due, 3)}` },
      ]);
      expect((await doses()).some((event) => event.klic?.startsWith(`ockovani:${older.id}:`))).toBe(false);
    });

    it('an advance still owed is told 5 days before its due day and once when overdue; a repeated sweep records nothing', async () => {
      const petr = await signInAs(t.app, 'osvc');
      const petrId = demoPersonId('petr');
      const res = await api.json('GET', personUrl('petr', 'mojePojistne'), petr);
      expect(res.statusCode, res.body).toBe(200);
      const owed = mojePojistne.response
        .parse(res.json())
        .polozky.filter((item) => item.stav === 'SPLATNE' && item.zbyva > 0)
        .sort((a, b) => a.splatnost.localeCompare(b.splatnost))[0];
      expect(owed, 'Petr owes an advance not yet due').toBeDefined();
      const dueDay = owed.splatnost.slice(0, 10);
      const forItem = async () => (await eventsOf(petrId, 'platby')).filter((event) => event.klic?.includes(`:${owed.id}:`));

      await sweepReminders(t.db, noonOf(addDaysIso(dueDay, -6)));
      expect(await forItem()).toEqual([]);
      await sweepReminders(t.db, noonOf(addDaysIso(dueDay, -5)));
      expect(await sweepReminders(t.db, noonOf(addDaysIso(dueDay, -4)))).toBeGreaterThanOrEqual(0);
      expect(await forItem()).toEqual([
        { kategorie: 'platby', odkaz: '/moje-pojisteni/platby-pojistneho/', klic: `platby:splatnost:${petrId}:${owed.id}:${dueDay}` },
      ]);
      await sweepReminders(t.db, noonOf(addDaysIso(dueDay, 2)));
      await sweepReminders(t.db, noonOf(addDaysIso(dueDay, 3)));
      expect((await forItem()).map((event) => event.klic)).toEqual([
        `platby:splatnost:${petrId}:${owed.id}:${dueDay}`,
        `platby:po-splatnosti:${petrId}:${owed.id}:${dueDay}`,
      ]);
    });

    it('on the data as seeded, a second sweep of the same moment records nothing', async () => {
      const now = new Date();
      await sweepReminders(t.db, now);
      expect(await sweepReminders(t.db, now)).toBe(0);
    });
  });

  it('every event recorded above opens a screen of the app (a route of src/routes, with its parameters filled)', async () => {
    const tree = readFileSync(new URL('../../src/routeTree.gen.ts', import.meta.url), 'utf8');
    // TanStack Router matches with or without the trailing slash.
    const routes = [...new Set([...tree.matchAll(/fullPath: '([^']*)'/g)].map((match) => match[1]))].map((path) => {
      const pattern = path
        .replace(/\/\{-\$[A-Za-z]+\}/g, '(?:/[^/]+)?')
        .replace(/\$[A-Za-z]+/g, '[^/]+')
        .replace(/\/$/, '');
      return new RegExp(`^${pattern}/?$`);
    });
    const odkazy = [...new Set((await allEvents()).map((event) => event.odkaz))];
    // answers (both pages), requests, lab results, share links, sign-ins, check-ups, vaccines, payments
    expect(odkazy.length).toBeGreaterThanOrEqual(9);
    for (const odkaz of odkazy)
      expect(
        routes.some((route) => route.test(odkaz)),
        odkaz,
      ).toBe(true);
  });
});
