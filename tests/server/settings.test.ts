/**
 * Settings (GET/PUT /nastaveni), the hubs' summary, the consents screen and the help texts of
 * every screen, on the seeded data: what each call answers, the Czech messages of bad input and of
 * the rules with nothing stored, and who may call them (representatives only: another insured
 * person and every doctor get 403).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  allWidgetsShown,
  consentCodes,
  consentTexts,
  dashboardWidgets,
  helpCodes,
  helpScreens,
  isSafeHelpHtml,
  messages,
  napoveda,
  nastaveni,
  nastaveniPolozkaSchema,
  nastaveniSouhrn,
  settingDefaults,
  souhlasPolozkaSchema,
  souhlasy,
  visibleWidgets,
} from '../../contract/index';
import { consentHistory, helpTexts, personContacts, personSettings, userSettings } from '../../server/db/schema';
import { seedDemoData } from '../../server/seed/index';
import { hasConsent } from '../../server/services/consents';
import { screenHelpTexts } from '../../server/seed/help-texts';
import { apiOf, expectForbidden, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { changedTables, dbFingerprint } from '../support/matrix';
import { createTestApp, databaseKindLabel, demoPersonId, signInAs, type SignedIn, type TestApp } from '../support/test-app';

describe(`settings, summary, consents and help (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;
  let doctor: SignedIn;
  let doctorInsured: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ accessTtlS: 3600 });
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
    petr = await signInAs(t.app, 'osvc');
    doctor = await signInAs(t.app, 'lekar');
    doctorInsured = await signInAs(t.app, 'lekar-pojistenec');
  });
  afterAll(async () => {
    await t?.close();
  });

  const settingsOf = async (who: SignedIn, person: 'jana' | 'tereza' | 'petr' | 'jakub', klic = '') => {
    const res = await api.json('GET', personUrl(person, `nastaveni${klic ? `?klic=${klic}` : ''}`), who);
    expect(res.statusCode, res.body).toBe(200);
    return nastaveni.response.parse(res.json()).seznamNastaveni;
  };

  describe('GET /nastaveni', () => {
    it("answers every key: Jana's stored channels, her dashboard and look", async () => {
      const list = await settingsOf(jana, 'jana');
      expect(list.map((item) => item.klic)).toEqual(['UPOZORNENI', 'NASTENKA', 'ZOBRAZENI']);
      expect(list[0]).toMatchObject({
        vychozi: false,
        nastaveniData: { prevence: { upozorneni: 'EMAIL', sms: true, push: false }, odpovedi: { upozorneni: 'EMAIL' } },
      });
      expect(list[1]).toMatchObject({ vychozi: false, nastaveniData: { pripnute: ['NEPRECTENE_ZPRAVY'], skryte: ['SALDO_POJISTNEHO'] } });
      expect(list[2]).toMatchObject({ nastaveniData: { motiv: 'SYSTEM', vetsiPismo: false } });
      expect(new Date(list[0].zmeneno!).toISOString()).toBe(list[0].zmeneno);
    });

    it('answers one key with klic, and the defaults where nothing is stored', async () => {
      const [item] = await settingsOf(jana, 'tereza', 'UPOZORNENI');
      expect(item).toEqual({ klic: 'UPOZORNENI', nastaveniData: settingDefaults.UPOZORNENI, vychozi: true, zmeneno: null });
      const [board] = await settingsOf(petr, 'petr', 'NASTENKA');
      expect(board).toEqual({ klic: 'NASTENKA', nastaveniData: { pripnute: [], skryte: [] }, vychozi: true, zmeneno: null });
    });

    it('the dashboard and the look belong to the user: the same whichever represented person the call names', async () => {
      const forJana = await settingsOf(jana, 'jana', 'NASTENKA');
      const forTereza = await settingsOf(jana, 'tereza', 'NASTENKA');
      expect(forTereza).toEqual(forJana);
    });

    it('an unknown key is refused with the allowed values', async () => {
      const res = await api.json('GET', personUrl('jana', 'nastaveni?klic=BARVY'), jana);
      expect(fieldErrorsOf(res)).toEqual({ klic: [messages.allowedValues(['UPOZORNENI', 'NASTENKA', 'ZOBRAZENI'])] });
    });
  });

  describe('PUT /nastaveni', () => {
    it("stores the person's channels for that person only", async () => {
      const data = {
        odpovedi: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: true },
        zadosti: { upozorneni: 'EMAIL', sms: true, push: false },
        prevence: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: false },
        vysledky: { upozorneni: 'EMAIL', sms: false, push: true },
        platby: { upozorneni: 'NEUPOZORNOVAT', sms: true, push: false },
        sdileni: { upozorneni: 'EMAIL', sms: true, push: true },
      };
      const res = await api.json('PUT', personUrl('jana', 'nastaveni'), jana, { klic: 'UPOZORNENI', nastaveniData: data });
      expect(res.statusCode, res.body).toBe(200);
      expect(nastaveniPolozkaSchema.parse(res.json())).toMatchObject({ klic: 'UPOZORNENI', nastaveniData: data, vychozi: false });
      expect((await settingsOf(jana, 'jana', 'UPOZORNENI'))[0].nastaveniData).toEqual(data);
      expect((await settingsOf(jana, 'tereza', 'UPOZORNENI'))[0].vychozi).toBe(true);
    });

    it("stores the dashboard for the user: Jana's choice, whoever she acts for, not Petr's", async () => {
      const data = { pripnute: ['PREVENCE', 'NEPRECTENE_ZPRAVY'], skryte: [] };
      const res = await api.json('PUT', personUrl('tereza', 'nastaveni'), jana, { klic: 'NASTENKA', nastaveniData: data });
      expect(res.statusCode, res.body).toBe(200);
      const [stored] = await settingsOf(jana, 'jana', 'NASTENKA');
      expect(stored.nastaveniData).toEqual(data);
      expect((await settingsOf(petr, 'petr', 'NASTENKA'))[0].vychozi).toBe(true);
      const rows = await t.db.select().from(userSettings).where(eq(userSettings.klic, 'NASTENKA'));
      expect(rows).toHaveLength(1);
      // All shown: the start page tells the user so; pinned first, then the rest in their order.
      expect(allWidgetsShown(data as never)).toBe(true);
      expect(visibleWidgets(data as never)).toEqual([
        'PREVENCE',
        'NEPRECTENE_ZPRAVY',
        'PRAKTICKY_LEKAR',
        'SALDO_POJISTNEHO',
        'PRUKAZ_POJISTENCE',
        'AKTUALITY',
      ]);
    });

    it('stores the look (theme and larger text)', async () => {
      const res = await api.json('PUT', personUrl('petr', 'nastaveni'), petr, {
        klic: 'ZOBRAZENI',
        nastaveniData: { motiv: 'TMAVY', vetsiPismo: false },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await settingsOf(petr, 'petr', 'ZOBRAZENI'))[0].nastaveniData).toEqual({ motiv: 'TMAVY', vetsiPismo: false });
    });

    it('refuses bad values with the Czech messages and stores nothing', async () => {
      const before = await dbFingerprint(t.db);
      const cases: Array<[unknown, Record<string, string[]>]> = [
        [
          { klic: 'NASTENKA', nastaveniData: { pripnute: ['PREVENCE'], skryte: ['PREVENCE'] } },
          { 'nastaveniData.skryte': [messages.widgetPinnedAndHidden] },
        ],
        [
          { klic: 'NASTENKA', nastaveniData: { pripnute: ['PREVENCE', 'PREVENCE'], skryte: [] } },
          { 'nastaveniData.pripnute': [messages.listHasDuplicates] },
        ],
        [
          { klic: 'NASTENKA', nastaveniData: { pripnute: ['KALENDAR'], skryte: [] } },
          { 'nastaveniData.pripnute.0': [messages.allowedValues(dashboardWidgets)] },
        ],
        [
          { klic: 'ZOBRAZENI', nastaveniData: { motiv: 'RUZOVY', vetsiPismo: 'ano' } },
          {
            'nastaveniData.motiv': [messages.allowedValues(['SYSTEM', 'SVETLY', 'TMAVY'])],
            'nastaveniData.vetsiPismo': [messages.unsupportedFormat],
          },
        ],
        [
          { klic: 'UPOZORNENI', nastaveniData: { odpovedi: { upozorneni: 'SMS' } } },
          {
            'nastaveniData.odpovedi.upozorneni': [messages.allowedValues(['NEUPOZORNOVAT', 'EMAIL'])],
            'nastaveniData.odpovedi.sms': [messages.required],
            'nastaveniData.odpovedi.push': [messages.required],
            'nastaveniData.zadosti': [messages.required],
            'nastaveniData.prevence': [messages.required],
            'nastaveniData.vysledky': [messages.required],
            'nastaveniData.platby': [messages.required],
            'nastaveniData.sdileni': [messages.required],
          },
        ],
        [{ klic: 'HESLO', nastaveniData: {} }, { klic: [messages.allowedValues(['UPOZORNENI', 'NASTENKA', 'ZOBRAZENI'])] }],
        [{ nastaveniData: {} }, { klic: [messages.required] }],
      ];
      for (const [body, expected] of cases)
        expect(fieldErrorsOf(await api.json('PUT', personUrl('jana', 'nastaveni'), jana, body)), JSON.stringify(body)).toEqual(expected);
      expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    });

    it('refuses e-mail and SMS notifications without the contact (422) and stores nothing', async () => {
      // The messages go to the representing user's own contacts (issue 35): Tereza (a child) has
      // none, and here her mother Jana has none either for a while.
      const [janasContacts] = await t.db
        .select()
        .from(personContacts)
        .where(eq(personContacts.insuredPersonId, demoPersonId('jana')));
      await t.db
        .update(personContacts)
        .set({ email: null, telefonSms: null })
        .where(eq(personContacts.insuredPersonId, demoPersonId('jana')));
      const data = {
        odpovedi: { upozorneni: 'EMAIL', sms: false, push: false },
        zadosti: { upozorneni: 'NEUPOZORNOVAT', sms: true, push: false },
        prevence: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: true },
        vysledky: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: false },
        platby: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: false },
        sdileni: { upozorneni: 'EMAIL', sms: false, push: false },
      };
      try {
        const res = await api.json('PUT', personUrl('tereza', 'nastaveni'), jana, { klic: 'UPOZORNENI', nastaveniData: data });
        expect(fieldErrorsOf(res, 422)).toEqual({
          'nastaveniData.odpovedi.upozorneni': [messages.emailNeededForNotifications],
          'nastaveniData.zadosti.sms': [messages.smsPhoneNeededForNotifications],
          'nastaveniData.sdileni.upozorneni': [messages.emailNeededForNotifications],
        });
        expect(
          await t.db
            .select()
            .from(personSettings)
            .where(eq(personSettings.insuredPersonId, demoPersonId('tereza'))),
        ).toEqual([]);
        // Push alone needs no contact.
        const pushOnly = {
          ...data,
          odpovedi: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: true },
          zadosti: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: false },
          sdileni: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: true },
        };
        expect(
          (await api.json('PUT', personUrl('tereza', 'nastaveni'), jana, { klic: 'UPOZORNENI', nastaveniData: pushOnly })).statusCode,
        ).toBe(200);
      } finally {
        await t.db
          .update(personContacts)
          .set({ email: janasContacts.email, telefonSms: janasContacts.telefonSms })
          .where(eq(personContacts.insuredPersonId, demoPersonId('jana')));
      }
      // With the mother's contacts, e-mail and SMS about the child are allowed (they go to her).
      const res = await api.json('PUT', personUrl('tereza', 'nastaveni'), jana, { klic: 'UPOZORNENI', nastaveniData: data });
      expect(res.statusCode, res.body).toBe(200);
    });

    it('reads a value saved before the later kinds with their defaults, and saves it again whole', async () => {
      // Stored by the version with three kinds (issue 15); the kinds of issue 35 were not in it.
      const old = {
        odpovedi: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: true },
        zadosti: { upozorneni: 'EMAIL', sms: false, push: false },
        prevence: { upozorneni: 'EMAIL', sms: false, push: false },
      };
      await t.db
        .insert(personSettings)
        .values({ insuredPersonId: demoPersonId('jakub'), klic: 'UPOZORNENI', data: old })
        .onConflictDoUpdate({ target: [personSettings.insuredPersonId, personSettings.klic], set: { data: old } });
      const [read] = await settingsOf(jana, 'jakub', 'UPOZORNENI');
      expect(read).toMatchObject({
        vychozi: false,
        nastaveniData: {
          ...old,
          vysledky: settingDefaults.UPOZORNENI.vysledky,
          platby: settingDefaults.UPOZORNENI.platby,
          sdileni: settingDefaults.UPOZORNENI.sdileni,
        },
      });
      const saved = await api.json('PUT', personUrl('jakub', 'nastaveni'), jana, { klic: 'UPOZORNENI', nastaveniData: read.nastaveniData });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await settingsOf(jana, 'jakub', 'UPOZORNENI'))[0].nastaveniData).toEqual(read.nastaveniData);
    });
  });

  describe('GET /nastaveniSouhrn', () => {
    it("gives one Czech line per settings screen of Jana's (the cafeteria line for the car-maker's employee)", async () => {
      const res = await api.json('GET', personUrl('jana', 'nastaveniSouhrn'), jana);
      expect(res.statusCode, res.body).toBe(200);
      const lines = Object.fromEntries(nastaveniSouhrn.response.parse(res.json()).seznamPolozek.map((line) => [line.kod, line]));
      expect(Object.keys(lines)).toEqual([
        'OSOBNI_UDAJE',
        'EMERGENTNI_UDAJE',
        'CAFETERIA',
        'REGISTROVANA_ZARIZENI',
        'ZPRISTUPNENI_UDAJU_LEKARUM',
        'SOUHLASY',
        'NASTAVENI_UPOZORNENI',
        'NASTAVENI_ZOBRAZENI',
      ]);
      expect(lines.OSOBNI_UDAJE).toEqual({
        kod: 'OSOBNI_UDAJE',
        nazev: 'Osobní údaje',
        popis: 'E-mail jana.dvorakova@example.cz, telefon +420 777 123 456',
      });
      expect(lines.EMERGENTNI_UDAJE.popis).toMatch(/^Vyplněno: kontaktní osoba, krevní skupina/);
      // the device of this sign-in, the seeded iPhone and tablet
      expect(lines.REGISTROVANA_ZARIZENI.popis).toBe('3 zařízení');
      expect(lines.ZPRISTUPNENI_UDAJU_LEKARUM.popis).toBe('1 lékař má přístup');
      expect(lines.SOUHLASY.popis).toBe('Udělené souhlasy: 2 ze 3');
      expect(lines.NASTAVENI_ZOBRAZENI.popis).toBe('Motiv podle systému, větší písmo vypnuto');
    });

    it('leaves out the cafeteria for another employer and says what is not filled in', async () => {
      const res = await api.json('GET', personUrl('tereza', 'nastaveniSouhrn'), jana);
      const lines = Object.fromEntries(nastaveniSouhrn.response.parse(res.json()).seznamPolozek.map((line) => [line.kod, line.popis]));
      expect(lines.CAFETERIA).toBeUndefined();
      expect(lines.OSOBNI_UDAJE).toBe('E-mail nevyplněn');
      const petrs = await api.json('GET', personUrl('petr', 'nastaveniSouhrn'), petr);
      const petrLines = Object.fromEntries(
        nastaveniSouhrn.response.parse(petrs.json()).seznamPolozek.map((line) => [line.kod, line.popis]),
      );
      expect(petrLines.CAFETERIA).toBeUndefined();
      expect(petrLines.SOUHLASY).toBe('Udělené souhlasy: 0 ze 3');
      expect(petrLines.NASTAVENI_UPOZORNENI).toBe('Upozorníme vás e-mailem');
    });
  });

  describe('consents', () => {
    it('lists every consent with its state, full text, last change and history', async () => {
      const res = await api.json('GET', personUrl('petr', 'souhlasy'), petr);
      expect(res.statusCode, res.body).toBe(200);
      const list = souhlasy.response.parse(res.json()).seznamSouhlasu;
      expect(list.map((item) => item.kod)).toEqual([...consentCodes]);
      const byCode = Object.fromEntries(list.map((item) => [item.kod, item]));
      expect(byCode.LABORATORNI_VYSLEDKY).toMatchObject({
        stav: 'NEUVEDENO',
        zmeneno: null,
        historie: [],
        text: consentTexts.LABORATORNI_VYSLEDKY,
      });
      expect(byCode.PREVENCE_ZAMESTNAVATEL.stav).toBe('ODVOLANO');
      expect(byCode.PREVENCE_ZAMESTNAVATEL.historie.map((h) => [h.stav, h.zmenil])).toEqual([
        ['ODVOLANO', 'Petr Novotný'],
        ['POTVRZENO', 'Petr Novotný'],
      ]);
      expect(byCode.PREVENCE_ZAMESTNAVATEL.zmeneno).toBe(byCode.PREVENCE_ZAMESTNAVATEL.historie[0].zmeneno);
    });

    it('withdrawing takes effect at once for the gated screens, and giving it back too; the history keeps both', async () => {
      const person = demoPersonId('jana');
      expect(await hasConsent(t.db, person, 'LABORATORNI_VYSLEDKY')).toBe(true);
      const withdrawn = await api.json('PUT', personUrl('jana', 'souhlasy/LABORATORNI_VYSLEDKY'), jana, { stav: 'ODVOLANO' });
      expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      const item = souhlasPolozkaSchema.parse(withdrawn.json());
      expect(item).toMatchObject({ kod: 'LABORATORNI_VYSLEDKY', stav: 'ODVOLANO' });
      expect(item.historie[0]).toMatchObject({ stav: 'ODVOLANO', zmenil: 'Jana Dvořáková' });
      expect(await hasConsent(t.db, person, 'LABORATORNI_VYSLEDKY')).toBe(false);

      // The same state again is not a change.
      await api.json('PUT', personUrl('jana', 'souhlasy/LABORATORNI_VYSLEDKY'), jana, { stav: 'ODVOLANO' });
      const given = await api.json('PUT', personUrl('jana', 'souhlasy/LABORATORNI_VYSLEDKY'), jana, { stav: 'POTVRZENO' });
      expect(given.json().stav).toBe('POTVRZENO');
      expect(await hasConsent(t.db, person, 'LABORATORNI_VYSLEDKY')).toBe(true);
      const history = await t.db
        .select({ stav: consentHistory.stav })
        .from(consentHistory)
        .where(and(eq(consentHistory.insuredPersonId, person), eq(consentHistory.kod, 'LABORATORNI_VYSLEDKY')))
        .orderBy(asc(consentHistory.changedAt), asc(consentHistory.id));
      expect(history.map((row) => row.stav)).toEqual(['POTVRZENO', 'ODVOLANO', 'POTVRZENO']);
    });

    it('a parent changes a consent of a child; the history names the parent', async () => {
      const res = await api.json('PUT', personUrl('tereza', 'souhlasy/EMERGENTNI_UDAJE'), jana, { stav: 'POTVRZENO' });
      expect(res.statusCode).toBe(200);
      expect(res.json().historie[0].zmenil).toBe('Jana Dvořáková');
    });

    it('refuses an unknown consent, NEUVEDENO and a missing state, storing nothing', async () => {
      const before = await dbFingerprint(t.db);
      expect(fieldErrorsOf(await api.json('PUT', personUrl('jana', 'souhlasy/REKLAMA'), jana, { stav: 'POTVRZENO' }))).toEqual({
        kod: [messages.allowedValues(consentCodes)],
      });
      expect(fieldErrorsOf(await api.json('PUT', personUrl('jana', 'souhlasy/EMERGENTNI_UDAJE'), jana, { stav: 'NEUVEDENO' }))).toEqual({
        stav: [messages.allowedValues(['POTVRZENO', 'ODVOLANO'])],
      });
      expect(fieldErrorsOf(await api.json('PUT', personUrl('jana', 'souhlasy/EMERGENTNI_UDAJE'), jana, {}))).toEqual({
        stav: [messages.required],
      });
      expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    });
  });

  describe('who may', () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', 'nastaveni'],
      ['PUT', 'nastaveni', { klic: 'ZOBRAZENI', nastaveniData: { motiv: 'TMAVY', vetsiPismo: true } }],
      ['GET', 'nastaveniSouhrn'],
      ['GET', 'souhlasy'],
      ['PUT', 'souhlasy/LABORATORNI_VYSLEDKY', { stav: 'ODVOLANO' }],
    ];
    it('another insured person gets 403 and changes nothing', async () => {
      const before = await dbFingerprint(t.db);
      for (const [method, path, body] of calls) expectForbidden(await api.json(method as 'GET', personUrl('jana', path), petr, body));
      expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    });
    it('a doctor — even one the person allowed to see the record — gets 403', async () => {
      for (const [method, path, body] of calls) {
        expectForbidden(await api.json(method as 'GET', personUrl('jana', path), doctor, body));
        expectForbidden(await api.json(method as 'GET', personUrl('josef', path), doctorInsured, body));
      }
    });
    it('without a token: 401', async () => {
      expect((await api.json('GET', personUrl('jana', 'nastaveni'), null)).statusCode).toBe(401);
    });
  });

  describe('help on every screen', () => {
    it('every screen code of the contract has a text, and every text is a screen code', () => {
      expect(Object.keys(screenHelpTexts).sort()).toEqual([...helpCodes].sort());
      expect(new Set(helpCodes).size).toBe(helpCodes.length);
    });

    it('every route of document 1 §2 has a help code', () => {
      const routes = helpScreens.flatMap((screen) => [...screen.cesty]);
      for (const route of [
        '/',
        '/prihlaseni',
        '/o-aplikaci',
        '/moje-zdravi/cerpana-pece/{rok?}',
        '/moje-zdravi/laboratorni-vysledky/grafy/',
        '/moje-pojisteni/platby-pojistneho/prehled-osvc/',
        '/pojistne/vitalitas/program-gina-plus/',
        '/nastaveni/nastaveni-pojistence/zpristupneni-udaju-lekarum',
        '/komunikace/konzultace-zdravotniho-problemu/{vlakno?}',
        '/registrace/preregistrace-ditete/',
        '/benefity/zdravotni-pece/{kod}',
        '*',
      ])
        expect(routes, route).toContain(route);
    });

    for (const kod of helpCodes) {
      it(`GET /napoveda?kod=${kod} (no token) answers its text as safe formatted Czech text`, async () => {
        const res = await t.app.inject({ method: 'GET', url: `/api/napoveda?kod=${kod.toLowerCase()}` });
        expect(res.statusCode, res.body).toBe(200);
        const body = napoveda.response.parse(res.json());
        expect(body).toEqual({ kod, ...screenHelpTexts[kod] });
        expect(isSafeHelpHtml(body.popis), body.popis).toBe(true);
        expect(body.popis).toMatch(/^<p>/);
        // Czech text with diacritics, no leftovers of markup as text
        expect(body.popis.replace(/<[^>]+>/g, '')).toMatch(/[áčďéěíňóřšťúůýž]/);
        expect(body.popis.replace(/<[^>]+>/g, '')).not.toMatch(/[<>]/);
      });
    }

    it('isSafeHelpHtml refuses scripts, attributes, unknown tags, unclosed tags and javascript links', () => {
      for (const bad of [
        '<p onclick="x()">a</p>',
        '<script>alert(1)</script>',
        '<p>a',
        '<p><strong>a</p></strong>',
        '<a href="javascript:alert(1)">x</a>',
        '<a href="http://example.cz">x</a>',
        '<img src=x>',
        '<p>a &copy; b</p>',
        '<p>3 < 5</p>',
      ])
        expect(isSafeHelpHtml(bad), bad).toBe(false);
      for (const good of [
        '<p>a</p><ul><li><strong>b</strong></li></ul>',
        '<p>a<br>b</p>',
        '<p><a href="mailto:kontakt@zpskoda.cz">napište</a></p>',
      ])
        expect(isSafeHelpHtml(good), good).toBe(true);
    });
  });

  describe('seed', () => {
    it('restores changed or missing help texts on every start and adds the settings data to a database seeded before them, once', async () => {
      await t.db.update(helpTexts).set({ popis: '<p>stará nápověda</p>' }).where(eq(helpTexts.kod, 'SOUHLASY'));
      await t.db.delete(helpTexts).where(eq(helpTexts.kod, 'NOUZOVA_KARTA'));
      const tables = [
        'person_contacts',
        'person_settings',
        'user_settings',
        'emergency_share_links',
        'doctor_profiles',
        'doctor_access_history',
      ];
      const counts = async () => {
        const result: Record<string, number> = {};
        for (const table of tables)
          result[table] = Number(
            ((await t.db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as { rows: Array<{ n: number | string }> })
              .rows[0].n,
          );
        return result;
      };
      for (const table of tables) await t.db.execute(sql.raw(`delete from ${table}`));
      expect(await seedDemoData(t.db)).toBe(false);
      const seeded = await counts();
      expect(Object.values(seeded).every((n) => n > 0)).toBe(true);
      expect(await seedDemoData(t.db)).toBe(false);
      expect(await counts()).toEqual(seeded);
      const [help] = await t.db.select().from(helpTexts).where(eq(helpTexts.kod, 'SOUHLASY'));
      expect(help.popis).toBe(screenHelpTexts.SOUHLASY.popis);
      expect(await t.db.select().from(helpTexts).where(eq(helpTexts.kod, 'NOUZOVA_KARTA'))).toHaveLength(1);
    });
  });
});
