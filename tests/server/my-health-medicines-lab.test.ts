/**
 * "My health" (issue 12): medicines with warnings and the protective limit, borrowed aids, my
 * doctors, lab results behind the consent, chronic diseases and the map of contract partners — on
 * the seeded data, with bad input, the rules and who may call.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  apiErrorSchema,
  chronickeNemoci,
  ciselnikLeku,
  formatDateMessage,
  labVysledekDetail,
  labVysledekGrafData,
  labVysledekGrafSeznam,
  labVysledekSeznam,
  labVysledekSouhlas,
  leky,
  mapaPartneru,
  PARTNER_PAGE_SIZE,
  mapaPartneruDetail,
  messages,
  mojeLekyPridat,
  mojiLekari,
  prostredky,
  widgetLekarKontakt,
} from '../../contract/index';
import { consentHistory, personMedicines } from '../../server/db/schema';
import { todayInPrague } from '../../server/services/clock';
import { apiOf, expectForbidden, expectNotFound, fieldErrorsOf, personUrl, tomorrow, type Api } from '../support/health';
import { createTestApp, databaseKindLabel, demoPersonId, signInAs, type SignedIn, type TestApp } from '../support/test-app';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'my-health-lab-'));
function pdfText(res: LightMyRequestResponse): string {
  const file = path.join(tmp, `${randomUUID()}.pdf`);
  fs.writeFileSync(file, res.rawPayload);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

describe(`my health: medicines, aids, doctors, lab results, map (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;
  let doctor: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
    petr = await signInAs(t.app, 'osvc');
    doctor = await signInAs(t.app, 'lekar');
  });
  afterAll(async () => {
    await t?.close();
  });

  const medicinesOf = async (person: 'jana' | 'josef' | 'marie' | 'tereza', who: SignedIn = jana) => {
    const res = await api.json('GET', personUrl(person, 'leky'), who);
    expect(res.statusCode, res.body).toBe(200);
    return leky.response.parse(res.json());
  };
  const search = async (fulltext: string) =>
    ciselnikLeku.response.parse((await api.json('GET', `/api/ciselnikLeku?fulltext=${encodeURIComponent(fulltext)}`, jana)).json());

  // -------------------------------------------------------------------------------------------
  describe('medicines', () => {
    it("lists the current medicines first with the overlap of two pain killers, and Jana's protective limit", async () => {
      const body = await medicinesOf('jana');
      const current = body.seznamLeku.filter((m) => m.aktualni);
      expect(body.seznamLeku.slice(0, current.length)).toEqual(current);
      expect(current.map((m) => m.nazev)).toEqual(expect.arrayContaining(['EUTHYROX', 'IBALGIN', 'NAPROXEN AL']));
      const overlap = body.upozorneni.find((w) => w.typ === 'STEJNA_SKUPINA');
      expect(overlap).toMatchObject({ zavaznost: 'NIZKA', potvrzeno: false });
      expect(overlap?.popis).toContain('ATC M01AE');
      expect(body.ochrannyLimit).toMatchObject({ kategorie: 'OSTATNI', limitKc: 5000, rok: Number(todayInPrague().slice(0, 4)) });
      expect(body.ochrannyLimit.zapocitanoKc + body.ochrannyLimit.zbyvaKc).toBeCloseTo(5000, 2);
      expect(body.ochrannyLimit.zapocitanoKc).toBeGreaterThan(100);
    });

    it('the limit follows age and pension: 1 000 Kč for a child and at 65, 500 Kč from 70 (Josef is over it)', async () => {
      expect((await medicinesOf('tereza')).ochrannyLimit).toMatchObject({ kategorie: 'DITE', limitKc: 1000 });
      expect((await medicinesOf('marie', doctor)).ochrannyLimit).toMatchObject({ kategorie: 'SENIOR_65', limitKc: 1000 });
      const josef = await medicinesOf('josef', doctor);
      expect(josef.ochrannyLimit).toMatchObject({ kategorie: 'SENIOR_70', limitKc: 500, zbyvaKc: 0, procento: 100 });
      expect(josef.ochrannyLimit.prekrocenoKc).toBeGreaterThan(0);
      // Warfarin with ibuprofen: the serious interaction the allowed doctor sees.
      expect(josef.upozorneni.find((w) => w.typ === 'INTERAKCE')).toMatchObject({ zavaznost: 'VYSOKA' });
      expect(josef.upozorneni[0].zavaznost).toBe('VYSOKA');
    });

    it('searches the medicines list by name, substance or code', async () => {
      const byName = await search('euthyrox');
      expect(byName.seznamLeku.length).toBeGreaterThanOrEqual(5);
      expect(byName.seznamLeku.every((m) => m.nazev === 'EUTHYROX' && /^\d{7}$/.test(m.kodSukl) && m.atc === 'H03AA01')).toBe(true);
      expect((await search('levothyrox')).seznamLeku.map((m) => m.nazev)).toContain('LETROX');
      expect((await search(byName.seznamLeku[0].kodSukl)).seznamLeku[0]).toEqual(byName.seznamLeku[0]);
      expect(fieldErrorsOf(await api.json('GET', '/api/ciselnikLeku?fulltext=e', jana)).fulltext).toEqual([messages.tooShort(2)]);
    });

    it('adding calcium to levothyroxine warns of the interaction; the confirmation is remembered; removing it goes with its warnings', async () => {
      const [calcium] = (await search('caltrate')).seznamLeku;
      const key = randomUUID();
      const add = () =>
        t.app.inject({
          method: 'POST',
          url: personUrl('jana', 'mojeLekyPridat'),
          headers: { ...jana.authorization, 'idempotency-key': key },
          payload: { kodSukl: calcium.kodSukl, datumOd: todayInPrague(), davkovani: '1 tableta večer' },
        });
      const countMedicines = async () =>
        Number(
          (
            await t.db
              .select({ n: count() })
              .from(personMedicines)
              .where(eq(personMedicines.insuredPersonId, demoPersonId('jana')))
          )[0].n,
        );
      const before = await countMedicines();
      const first = await add();
      expect(first.statusCode, first.body).toBe(200);
      const added = mojeLekyPridat.response.parse(first.json());
      expect((await add()).json()).toEqual(first.json());
      expect(await countMedicines()).toBe(before + 1);
      expect(added.lek).toMatchObject({ zdroj: 'VLASTNI', nazev: 'CALTRATE PLUS', aktualni: true, davkovani: '1 tableta večer' });
      const interaction = added.upozorneni.find((w) => w.typ === 'INTERAKCE');
      expect(interaction).toMatchObject({ zavaznost: 'STREDNI', potvrzeno: false });
      expect(interaction?.popis).toContain('levothyroxin');

      const confirmed = await api.json('POST', personUrl('jana', 'lekyPotvrzeni'), jana, { seznamPotvrzeni: [added.lek.id] });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(leky.response.parse(confirmed.json()).upozorneni.find((w) => w.klic === interaction?.klic)).toMatchObject({ potvrzeno: true });
      const again = await medicinesOf('jana');
      expect(again.upozorneni.find((w) => w.klic === interaction?.klic)?.potvrzenoDatum).not.toBeNull();
      // The other warning (two pain killers) was not confirmed by this.
      expect(again.upozorneni.find((w) => w.typ === 'STEJNA_SKUPINA')?.potvrzeno).toBe(false);

      expect((await api.json('DELETE', personUrl('jana', `mojeLekySmazat?id=${added.lek.id}`), jana)).statusCode).toBe(200);
      const after = await medicinesOf('jana');
      expect(after.seznamLeku.some((m) => m.id === added.lek.id)).toBe(false);
      expect(after.upozorneni.some((w) => w.klic === interaction?.klic)).toBe(false);
    });

    it('refuses bad input and rule breaches with Czech messages, storing nothing', async () => {
      const before = Number((await t.db.select({ n: count() }).from(personMedicines))[0].n);
      const post = (body: unknown) => api.json('POST', personUrl('jana', 'mojeLekyPridat'), jana, body);
      expect(fieldErrorsOf(await post({ kodSukl: '123', datumOd: tomorrow() }))).toEqual({
        kodSukl: [messages.tooShort(7)],
        datumOd: [messages.dateNotAfter(formatDateMessage(todayInPrague()))],
      });
      expect(fieldErrorsOf(await post({ kodSukl: '0000000', datumOd: '2025-01-10', datumDo: '2025-01-01' })).datumDo).toEqual([
        messages.dateNotBefore('10. 1. 2025'),
      ]);
      expect(fieldErrorsOf(await post({ kodSukl: '9999999', datumOd: '2025-01-10' }), 422)).toEqual({
        kodSukl: [messages.medicineUnknown],
      });
      expect(Number((await t.db.select({ n: count() }).from(personMedicines))[0].n)).toBe(before);

      const dispensed = (await medicinesOf('jana')).seznamLeku.find((m) => m.zdroj === 'PREDPIS');
      expect(fieldErrorsOf(await api.json('DELETE', personUrl('jana', `mojeLekySmazat?id=${dispensed?.id}`), jana), 422)).toEqual({
        id: [messages.medicineNotOwn],
      });
      expectNotFound(await api.json('DELETE', personUrl('jana', 'mojeLekySmazat?id=999999999'), jana));
      expectNotFound(await api.json('POST', personUrl('jana', 'lekyPotvrzeni'), jana, { seznamPotvrzeni: [999999999] }));
      expect(
        fieldErrorsOf(await api.json('POST', personUrl('jana', 'lekyPotvrzeni'), jana, { seznamPotvrzeni: [] })).seznamPotvrzeni,
      ).toEqual([messages.tooFewItems(1)]);
    });

    it('an allowed doctor reads the medicines and cannot change them; others get 403', async () => {
      expect((await api.json('GET', personUrl('jana', 'leky'), doctor)).statusCode).toBe(200);
      expectForbidden(await api.json('POST', personUrl('jana', 'mojeLekyPridat'), doctor, {}));
      expectForbidden(await api.json('DELETE', personUrl('jana', 'mojeLekySmazat?id=1'), doctor));
      expectForbidden(await api.json('POST', personUrl('jana', 'lekyPotvrzeni'), doctor, { seznamPotvrzeni: [1] }));
      expectForbidden(await api.json('GET', personUrl('katerina', 'leky'), doctor));
      expectForbidden(await api.json('GET', personUrl('jana', 'leky'), petr));
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('aids and doctors', () => {
    it('lists borrowed aids newest first with their state; pocetVysledku limits', async () => {
      const adam = prostredky.response.parse((await api.json('GET', personUrl('adam', 'prostredky'), jana)).json());
      expect(adam.seznamProstredku).toHaveLength(1);
      expect(adam.seznamProstredku[0]).toMatchObject({ nazev: 'Monitor dechu pro kojence', stav: 'ZAPUJCEN', datumVraceni: null });
      const tereza = prostredky.response.parse((await api.json('GET', personUrl('tereza', 'prostredky?pocetVysledku=1'), jana)).json());
      expect(tereza).toMatchObject({ pocetCelkem: 1, seznamProstredku: [{ stav: 'VRACEN' }] });
      expect(fieldErrorsOf(await api.json('GET', personUrl('jana', 'prostredky?pocetVysledku=abc'), jana)).pocetVysledku).toEqual([
        messages.notNumber,
      ]);
      expectForbidden(await api.json('GET', personUrl('jana', 'prostredky'), doctor));
    });

    it("lists the registering doctors and the specialists of the last two years; the widget gives the GP (a child's paediatrician)", async () => {
      const body = mojiLekari.response.parse((await api.json('GET', personUrl('jana', 'mojiLekari'), jana)).json());
      expect(body.seznamLekaru.map((d) => d.role).slice(0, 3)).toEqual(['PRAKTICKY_LEKAR', 'ZUBNI_LEKAR', 'GYNEKOLOG']);
      const specialists = body.seznamLekaru.filter((d) => d.role === 'SPECIALISTA');
      expect(specialists.map((d) => d.odbornost.nazev)).toContain('Endokrinologie');
      // The neurologist was seen in 2021 only: more than two years ago.
      expect(specialists.map((d) => d.odbornost.kod)).not.toContain('209');
      expect(body.seznamLekaru[0]).toMatchObject({ lekar: 'MUDr. Alena Horáková', adresa: { obec: 'Mladá Boleslav' } });
      expect(body.seznamLekaru[0].ordinacniHodiny.length).toBe(5);

      const widget = widgetLekarKontakt.response.parse((await api.json('GET', personUrl('jana', 'widgetLekarKontakt'), jana)).json());
      expect(widget.lekar?.id).toBe(body.seznamLekaru[0].id);
      const child = widgetLekarKontakt.response.parse((await api.json('GET', personUrl('tereza', 'widgetLekarKontakt'), jana)).json());
      expect(child.lekar).toMatchObject({ role: 'PRAKTICKY_LEKAR_DETI', lekar: 'MUDr. Petra Nováková' });
      expectForbidden(await api.json('GET', personUrl('jana', 'mojiLekari'), doctor));
      expectForbidden(await api.json('GET', personUrl('jana', 'widgetLekarKontakt'), petr));
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('lab results behind the consent', () => {
    const resultCalls = ['labVysledekSeznam', 'labVysledekGrafSeznam', 'labVysledekGrafData/TSH'];

    it('Jana gave the consent: the results, a result with flags and explanations, its PDF, the charts', async () => {
      const consent = labVysledekSouhlas.response.parse(
        (await api.json('GET', `/api/labVysledekSouhlas?pojistenecId=${demoPersonId('jana')}&ziskatTextSouhlasu=ANO`, jana)).json(),
      );
      expect(consent.stav).toBe('POTVRZENO');
      expect(consent.textSouhlasu).toContain('Souhlas mohu kdykoli');

      const list = labVysledekSeznam.response.parse((await api.json('GET', personUrl('jana', 'labVysledekSeznam'), jana)).json());
      expect(list.seznamVysledku.length).toBeGreaterThanOrEqual(4);
      const first = list.seznamVysledku[list.seznamVysledku.length - 1];
      expect(first.pocetMimoRozmezi).toBeGreaterThan(0);

      const detail = labVysledekDetail.response.parse(
        (await api.json('GET', personUrl('jana', `labVysledekDetail/${first.id}`), jana)).json(),
      );
      const tsh = detail.hodnoty.find((h) => h.kod === 'TSH');
      expect(tsh).toMatchObject({ hodnota: 6.8, jednotka: 'mU/l', referenceOd: 0.27, referenceDo: 4.2, priznak: 'VYSOKA' });
      expect(tsh?.vysvetleni.vysoka).toContain('štítné žlázy');
      expect(tsh?.vysvetleni.poznamka).toContain('proberte ji se svým lékařem');
      expect(detail.poznamka).toContain('levothyroxinu');

      const pdf = await api.json('GET', personUrl('jana', `labVysledekPdf/${first.id}`), jana);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      const text = pdfText(pdf);
      expect(text).toContain('Laboratorní výsledek');
      expect(text).toContain('Tyreotropin (TSH)');
      expect(text.replace(/\s+/g, ' ')).toContain('nad referenčním rozmezím');

      const charts = labVysledekGrafSeznam.response.parse((await api.json('GET', personUrl('jana', 'labVysledekGrafSeznam'), jana)).json());
      expect(charts.seznamGrafu.find((c) => c.kodGrafu === 'TSH')?.pocetHodnot).toBeGreaterThanOrEqual(4);
      const series = labVysledekGrafData.response.parse((await api.json('GET', personUrl('jana', 'labVysledekGrafData/TSH'), jana)).json());
      const dates = series.body.map((b) => b.datum);
      expect([...dates].sort()).toEqual(dates);
      expect(series.body[0]).toMatchObject({ hodnota: 6.8, priznak: 'VYSOKA' });
      expect(series.body[series.body.length - 1].priznak).toBeNull();
      expectNotFound(await api.json('GET', personUrl('jana', 'labVysledekGrafData/NEZNAMY'), jana));
      expect(fieldErrorsOf(await api.json('GET', personUrl('jana', 'labVysledekGrafData/T-S-H'), jana)).kodGrafu).toEqual([
        messages.unsupportedFormat,
      ]);
    });

    it('withdrawing the consent stops every result at once (409, Czech); giving it again shows them; the history keeps both', async () => {
      const list = labVysledekSeznam.response.parse((await api.json('GET', personUrl('jana', 'labVysledekSeznam'), jana)).json());
      const id = list.seznamVysledku[0].id;
      const withdrawn = await api.json('POST', `/api/labVysledekSouhlasOdvolat?pojistenecId=${demoPersonId('jana')}`, jana);
      expect(labVysledekSouhlas.response.parse(withdrawn.json())).toMatchObject({ stav: 'ODVOLANO', textSouhlasu: null });
      for (const call of [...resultCalls, `labVysledekDetail/${id}`, `labVysledekPdf/${id}`]) {
        const res = await api.json('GET', personUrl('jana', call), jana);
        expect(res.statusCode, call).toBe(409);
        expect(apiErrorSchema.parse(res.json())).toMatchObject({ detail: messages.labConsentMissing });
        expect(res.body).not.toContain('TSH');
      }
      const given = await api.json('POST', `/api/labVysledekSouhlasVlozit?pojistenecId=${demoPersonId('jana')}`, jana);
      expect(labVysledekSouhlas.response.parse(given.json()).stav).toBe('POTVRZENO');
      for (const call of resultCalls) expect((await api.json('GET', personUrl('jana', call), jana)).statusCode, call).toBe(200);
      const history = await t.db
        .select({ stav: consentHistory.stav })
        .from(consentHistory)
        .where(and(eq(consentHistory.insuredPersonId, demoPersonId('jana')), eq(consentHistory.kod, 'LABORATORNI_VYSLEDKY')))
        .orderBy(asc(consentHistory.changedAt), asc(consentHistory.id));
      expect(history.map((h) => h.stav)).toEqual(['POTVRZENO', 'ODVOLANO', 'POTVRZENO']);
    });

    it('without a consent ever given (Petr) nothing leaves the server; the consent and results are for representatives only', async () => {
      expect(
        labVysledekSouhlas.response.parse(
          (await api.json('GET', `/api/labVysledekSouhlas?pojistenecId=${demoPersonId('petr')}`, petr)).json(),
        ),
      ).toMatchObject({
        stav: 'NEUVEDENO',
        zmeneno: null,
        textSouhlasu: null,
      });
      for (const call of resultCalls) expect((await api.json('GET', personUrl('petr', call), petr)).statusCode).toBe(409);
      expectForbidden(await api.json('GET', personUrl('jana', 'labVysledekSeznam'), doctor));
      expectForbidden(await api.json('GET', `/api/labVysledekSouhlas?pojistenecId=${demoPersonId('jana')}`, petr));
      expectForbidden(await api.json('POST', `/api/labVysledekSouhlasVlozit?pojistenecId=${demoPersonId('jana')}`, doctor));
      expect(
        fieldErrorsOf(await api.json('GET', `/api/labVysledekSouhlas?pojistenecId=${demoPersonId('jana')}&ziskatTextSouhlasu=X`, jana))
          .ziskatTextSouhlasu,
      ).toEqual([messages.allowedValues(['ANO', 'NE'])]);
    });

    it("another person's lab PDF and chronic conditions are refused (403) and nothing of them is answered", async () => {
      const list = labVysledekSeznam.response.parse((await api.json('GET', personUrl('jana', 'labVysledekSeznam'), jana)).json());
      const id = list.seznamVysledku[0].id;
      for (const who of [petr, doctor]) {
        const pdf = await api.json('GET', personUrl('jana', `labVysledekPdf/${id}`), who);
        expectForbidden(pdf);
        expect(pdf.headers['content-type']).not.toContain('application/pdf');
      }
      const chronic = await api.json('GET', personUrl('jana', 'chronickeNemoci'), petr);
      expectForbidden(chronic);
      expect(chronic.body).not.toContain('E03.9');
    });

    it('chronic diseases come from the care records with Czech names and ICD-10 codes', async () => {
      const body = chronickeNemoci.response.parse((await api.json('GET', personUrl('jana', 'chronickeNemoci'), jana)).json());
      expect(body.seznamNemoci.map((n) => n.kodMkn).sort()).toEqual(['E03.9', 'G43.0']);
      expect(body.seznamNemoci.find((n) => n.kodMkn === 'E03.9')).toMatchObject({
        nazev: 'Hypotyreóza, neurčená',
        odbornost: 'Endokrinologie',
      });
      const josef = await api.json('GET', personUrl('josef', 'chronickeNemoci'), doctor);
      expectForbidden(josef);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('map of contract partners', () => {
    const map = async (query: string) => {
      const res = await api.json('GET', `/api/mapaPartneru${query}`, jana);
      expect(res.statusCode, res.body).toBe(200);
      return mapaPartneru.response.parse(res.json());
    };

    it('has at least 200 partners in the four towns and the insurer’s contact points', async () => {
      const all = await map('?pocetVysledku=500');
      expect(all.pocetCelkem).toBeGreaterThanOrEqual(200);
      const towns = new Set(all.seznamPartneru.map((p) => p.adresa.obec.replace(/^Praha \d+$/, 'Praha')));
      for (const town of ['Mladá Boleslav', 'Nymburk', 'Vrchlabí', 'Praha']) expect(towns).toContain(town);
      for (const p of all.seznamPartneru) {
        expect(p.gps.lat).toBeGreaterThan(49.9);
        expect(p.gps.lat).toBeLessThan(50.7);
        expect(p.gps.lon).toBeGreaterThan(14.2);
        expect(p.gps.lon).toBeLessThan(15.7);
      }
      const points = await map('?druhSubjektu=KONTAKTNI_MISTO');
      expect(points.seznamPartneru.map((p) => p.adresa.obec).sort()).toEqual(['Mladá Boleslav', 'Nymburk', 'Praha 4', 'Vrchlabí']);
    });

    it('filters by specialty and fulltext (ignoring case and diacritics), and orders by distance near me', async () => {
      const gyn = await map('?typPracoviste=603&druhSubjektu=AMBULANCE');
      expect(gyn.seznamPartneru.length).toBeGreaterThan(3);
      expect(gyn.seznamPartneru.every((p) => p.odbornosti.some((o) => o.kod === '603'))).toBe(true);
      const found = await map('?fulltext=VAVROVA');
      expect(found.seznamPartneru.map((p) => p.nazev)).toContain('Gynekologická ambulance MUDr. Lenka Vávrová');
      const near = await map('?lat=50.6270&lon=15.6094&pocetVysledku=5');
      expect(near.seznamPartneru.map((p) => p.vzdalenostKm)).toEqual(
        [...near.seznamPartneru.map((p) => p.vzdalenostKm)].sort((a, b) => (a ?? 0) - (b ?? 0)),
      );
      expect(near.seznamPartneru.every((p) => p.adresa.obec === 'Vrchlabí')).toBe(true);
      expect(fieldErrorsOf(await api.json('GET', '/api/mapaPartneru?lat=50.1', jana)).lon).toEqual([messages.required]);
      expect(fieldErrorsOf(await api.json('GET', '/api/mapaPartneru?lat=40', jana)).lat).toEqual(
        [messages.min('48,5'), messages.required].slice(0, 1),
      );
    });

    it('finds a specialty by everyday words (zubař), keeps only those taking new patients, and answers in pages (issue 37)', async () => {
      const dentists = await map('?typPracoviste=014');
      const byWord = await map(`?fulltext=${encodeURIComponent('zubař')}`);
      expect(byWord.pocetCelkem).toBe(dentists.pocetCelkem);
      expect(byWord.seznamPartneru.every((p) => p.odbornosti.some((o) => o.kod === '014'))).toBe(true);
      const open = await map('?typPracoviste=014&noviPacienti=ANO');
      expect(open.pocetCelkem).toBeGreaterThan(0);
      expect(open.pocetCelkem).toBeLessThan(dentists.pocetCelkem);
      expect(open.seznamPartneru.every((p) => p.noviPacienti)).toBe(true);
      const [first, second] = [await map('?strana=1'), await map('?strana=2')];
      expect(first.seznamPartneru).toHaveLength(PARTNER_PAGE_SIZE);
      expect(second.pocetCelkem).toBe(first.pocetCelkem);
      const ids = new Set(first.seznamPartneru.map((p) => `${p.druhSubjektu}${p.id}`));
      expect(second.seznamPartneru.some((p) => ids.has(`${p.druhSubjektu}${p.id}`))).toBe(false);
    });

    it('opens a partner’s detail by id and kind; the wrong kind is 404; without a token 401', async () => {
      const [gp] = (await map('?fulltext=Alena%20Hor%C3%A1kov%C3%A1')).seznamPartneru;
      const res = await api.json('GET', `/api/mapaPartneruDetail/?id=${gp.id}&druhSubjektu=AMBULANCE`, jana);
      const detail = mapaPartneruDetail.response.parse(res.json());
      expect(detail).toMatchObject({ nazev: 'Praktický lékař MUDr. Alena Horáková', lekari: ['MUDr. Alena Horáková'], noviPacienti: true });
      expect(detail.telefon).toMatch(/^\+420 \d{3} \d{3} \d{3}$/);
      expectNotFound(await api.json('GET', `/api/mapaPartneruDetail/?id=${gp.id}&druhSubjektu=LEKARNA`, jana));
      expect((await api.json('GET', `/api/mapaPartneruDetail/?id=${gp.id}&druhSubjektu=AMBULANCE`, null)).statusCode).toBe(401);
      expect((await api.json('GET', `/api/mapaPartneruDetail/?id=${gp.id}&druhSubjektu=AMBULANCE`, doctor)).statusCode).toBe(200);
    });
  });
});
