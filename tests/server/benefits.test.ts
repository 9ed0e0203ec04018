/**
 * Benefits (issue 14) on the real server and the seeded data: the programme catalogue and why a
 * programme cannot be drawn, the detail and the payout preview, programme claims (files, the
 * programme's rules, the yearly limit, idempotent resend, the request in 'Moje žádosti'), the
 * programmes drawn per year, care and travel claims with their modes, and the request detail.
 * Vitalitas and the cafeteria: tests/server/benefits-vitalitas.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageOn } from '../../contract/person';
import { and, count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  addDaysIso,
  benefitProgramyRokSchema,
  benefitProgramySouhrnSchema,
  cerpaniProgramuSchema,
  claimConsentText,
  czechBankCodes,
  druhPeceSchema,
  formatCrowns,
  formatDateMessage,
  messages,
  programDetailSchema,
  programmePolozkaSchema,
  proplaceniPeceSchema,
  zadostSchema,
  type CerpaniProgramu,
  type ProgramPolozka,
  type ProplaceniPece,
  yearsCz,
} from '../../contract/index';
import { bankAccounts, benefitCareClaims, benefitProgrammeClaims, benefitProgrammes, insuranceRequests } from '../../server/db/schema';
import { todayInPrague } from '../../server/services/clock';
import { seedDemoData } from '../../server/seed/index';
import { benefitsRequestDetail } from '../../server/services/benefits/request-detail';
import { changedTables, dbFingerprint } from '../support/matrix';
import { apiOf, expectForbidden, expectNotFound, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { fields, multipart, samplePdf, samplePng, type FormPart } from '../support/multipart';
import { createTestApp, databaseKindLabel, demoPersonId, signInAs, type SignedIn, type TestApp } from '../support/test-app';

const today = todayInPrague();
const year = Number(today.slice(0, 4));
const janaAge = yearsCz(ageOn('1986-03-14', today));
const terezaAge = yearsCz(ageOn('2015-09-02', today));
const janaAccount = { cislo: '2108934007', banka: '0800' };

type Fields = Record<string, string | number | readonly (string | number)[] | undefined>;

/** A programme claim's multipart body: the fields and PNG / PDF files. */
function claimForm(values: Fields, files: Array<{ name: string; content?: Buffer; type?: string }> = []) {
  const parts: FormPart[] = [
    ...fields(values),
    ...files.map((file) => ({
      name: 'seznamPriloh[]',
      filename: file.name,
      content: file.content ?? (file.name.endsWith('.pdf') ? samplePdf : samplePng),
      contentType: file.type ?? (file.name.endsWith('.pdf') ? 'application/pdf' : 'image/png'),
    })),
  ];
  return multipart(parts);
}

const ruleErrorsOf = (res: LightMyRequestResponse) => fieldErrorsOf(res, 422);

describe(`benefits: programmes and care (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;
  let doctor: SignedIn;

  const programmes = async (person: string, query = '', who: SignedIn = jana): Promise<ProgramPolozka[]> => {
    const res = await api.json('GET', personUrl(person, `benefitProgramy${query}`), who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().seznamProgramu.map((item: unknown) => programmePolozkaSchema.parse(item));
  };
  const current = (items: ProgramPolozka[], kod: string) => items.find((item) => item.kod === kod && item.rok === year)!;

  const claimProgramme = (
    person: string,
    values: Fields,
    files: Array<{ name: string; content?: Buffer; type?: string }> = [{ name: 'uctenka.png' }],
    who: SignedIn = jana,
  ) => api.form('PUT', personUrl(person, 'benefitProgramyZadostVlozit'), who, claimForm(values, files));
  const validClaim = (changes: Fields = {}): Fields => ({
    kod: 'OCKKLIST',
    castkaUctenka: '1250.50',
    datumUctenka: today,
    ...janaAccount,
    poznamka: 'Očkování v ordinaci praktického lékaře.',
    typDokumentKod: ['UCTENKA'],
    prilohyIndex: [0],
    ...changes,
  });
  const claimRows = async () => Number((await t.db.select({ n: count() }).from(benefitProgrammeClaims))[0].n);
  const requestRows = async () => Number((await t.db.select({ n: count() }).from(insuranceRequests))[0].n);

  /** The answer is refused and nothing of the database changed. */
  const refusedWithoutTrace = async (send: () => Promise<LightMyRequestResponse>, status: number) => {
    const before = await dbFingerprint(t.db);
    const res = await send();
    const chyby = fieldErrorsOf(res, status);
    expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    return chyby;
  };

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

  describe('the catalogue', () => {
    it('lists the programmes of the current and the previous year with limits, conditions and what the person can draw', async () => {
      const items = await programmes('jana');
      expect(new Set(items.map((item) => item.rok))).toEqual(new Set([year, year - 1]));
      expect(items.filter((item) => item.rok === year).length).toBe(20);
      const tick = current(items, 'OCKKLIST');
      expect(tick).toMatchObject({
        nazev: 'Očkování proti klíšťové encefalitidě',
        kategorie: 'VTK-OCKOVANI',
        kategorieNazev: 'Očkování',
        vekPopis: 'od 1 roku',
        limitRocni: 1000,
        cerpano: 0,
        zbyva: 1000,
        cerpani: 'LZE_CERPAT',
        duvod: null,
        platnostOd: `${year}-01-01T00:00:00`,
        podaniDo: `${year + 1}-03-31T00:00:00`,
      });
      expect(tick.doklady).toEqual([
        { kod: 'UCTENKA', nazev: 'Doklad o zaplacení (účtenka, faktura)', povinny: true },
        { kod: 'OCKOVACI_PRUKAZ', nazev: 'Záznam v očkovacím průkazu', povinny: false },
      ]);
      // The current year's editions come first by default.
      expect(items[0].rok).toBe(year);
    });

    it('says why a programme cannot be drawn: age, sex, the period', async () => {
      const jana40 = await programmes('jana');
      expect(current(jana40, 'ROVNATKA')).toMatchObject({
        cerpani: 'NELZE_CERPAT',
        duvodKod: 'VEK',
        duvod: `Program je určen pojištěncům ve věku od 6 do 18 let. V den dokladu bylo pojištěnci ${janaAge}.`,
      });
      expect(current(jana40, 'NOVOROZ').duvod).toBe(
        `Program je určen pojištěncům ve věku do 1 roku. V den dokladu bylo pojištěnci ${janaAge}.`,
      );
      const jakub = await programmes('jakub');
      expect(current(jakub, 'USGPRSU')).toMatchObject({
        cerpani: 'NELZE_CERPAT',
        duvodKod: 'POHLAVI',
        duvod: messages.programmeOnlyForWomen,
      });
      const adam = await programmes('adam');
      expect(current(adam, 'PLAVANI')).toMatchObject({ cerpani: 'LZE_CERPAT', vekPopis: 'do 3 let' });
      // Last year's editions can be claimed until the end of March.
      const lastYears = jana40.filter((item) => item.rok === year - 1 && item.duvodKod !== 'VEK' && item.duvodKod !== 'POHLAVI');
      const open = today <= `${year}-03-31`;
      for (const item of lastYears) {
        if (open) expect(item.duvodKod, item.kod).not.toBe('OBDOBI');
        else
          expect(item, item.kod).toMatchObject({
            cerpani: 'NELZE_CERPAT',
            duvodKod: 'OBDOBI',
            duvod: messages.claimDeadlinePassed(formatDateMessage(`${year}-03-31`)),
          });
      }
    });

    it('says when the person is not insured long enough', async () => {
      // Adam is insured since his birth a few months ago: a programme asking for 12 months refuses him.
      const [edition] = await t.db
        .select()
        .from(benefitProgrammes)
        .where(and(eq(benefitProgrammes.kod, 'VITAMINY'), eq(benefitProgrammes.rok, year)));
      await t.db.update(benefitProgrammes).set({ pojisteniMesicuMin: 12 }).where(eq(benefitProgrammes.id, edition.id));
      try {
        const item = current(await programmes('adam'), 'VITAMINY');
        expect(item.cerpani).toBe('NELZE_CERPAT');
        expect(item.duvodKod).toBe('POJISTENI');
        expect(item.duvod).toMatch(
          /^Program lze čerpat po 12 měsících pojištění u naší pojišťovny; pojištění trvá od \d{1,2}\. \d{1,2}\. \d{4}\.$/,
        );
      } finally {
        await t.db
          .update(benefitProgrammes)
          .set({ pojisteniMesicuMin: edition.pojisteniMesicuMin })
          .where(eq(benefitProgrammes.id, edition.id));
      }
    });

    it('searches without regard to diacritics, filters by drawing, sorts and cuts the list', async () => {
      const found = await programmes('jana', `?fullText=${encodeURIComponent('klistov')}&rok=${year}`);
      expect(found.map((item) => item.kod)).toEqual(['OCKKLIST']);
      expect((await programmes('jana', `?fullText=${encodeURIComponent('OČKOVÁNÍ chřipce')}&rok=${year}`)).map((i) => i.kod)).toEqual([
        'OCKCHRIPKA',
      ]);
      const drawable = await programmes('jana', '?cerpani=LZE_CERPAT');
      expect(drawable.length).toBeGreaterThan(3);
      expect(drawable.every((item) => item.cerpani === 'LZE_CERPAT')).toBe(true);
      const notDrawable = await programmes('jana', '?cerpani=NELZE_CERPAT');
      expect(notDrawable.every((item) => item.cerpani === 'NELZE_CERPAT' && item.duvod)).toBe(true);
      const byLimit = await programmes('jana', `?razeni=LIMIT&rok=${year}`);
      expect(byLimit[0].kod).toBe('ROVNATKA');
      expect(byLimit.map((item) => item.limitRocni)).toEqual([...byLimit.map((item) => item.limitRocni)].sort((a, b) => b - a));
      const byName = await programmes('jana', `?razeni=NAZEV&rok=${year}`);
      expect(byName[0].nazev).toBe('Brýle a kontaktní čočky pro děti');
      const res = await api.json('GET', personUrl('jana', `benefitProgramy?pocetVysledku=3&rok=${year}`), jana);
      expect(res.json().seznamProgramu).toHaveLength(3);
      expect(res.json().celkem).toBe(20);
      expect(await programmes('jana', `?rok=${year - 5}`)).toEqual([]);
    });

    it('serves the ČNB bank codes as the code list BANKY, without a token', async () => {
      const res = await api.json('GET', '/api/data/ciselnik?ciselnik=BANKY', null);
      expect(res.statusCode, res.body).toBe(200);
      const items: Array<{ kod: string; nazev: string }> = res.json().polozky;
      expect(items.map((item) => item.kod)).toEqual(czechBankCodes.map(([kod]) => kod));
      expect(items.find((item) => item.kod === '0800')).toEqual({ kod: '0800', nazev: 'Česká spořitelna, a.s.' });
    });

    it('answers bad query values with the Czech messages', async () => {
      const res = await api.json('GET', personUrl('jana', 'benefitProgramy?cerpani=MOZNA&pocetVysledku=0&fullText=%3Cb%3Ex'), jana);
      expect(fieldErrorsOf(res)).toEqual({
        cerpani: [messages.allowedValues(['LZE_CERPAT', 'NELZE_CERPAT'])],
        pocetVysledku: [messages.min(1)],
        fullText: [messages.noHtml],
      });
    });

    it('shows an edition with its conditions, the prefilled account and the consent of sending', async () => {
      const res = await api.json('GET', personUrl('jana', 'benefitProgramyDetail?kod=OCKKLIST'), jana);
      expect(res.statusCode, res.body).toBe(200);
      const detail = programDetailSchema.parse(res.json());
      expect(detail).toMatchObject({ kod: 'OCKKLIST', rok: year, ucet: { predcisli: null, ...janaAccount }, souhlas: claimConsentText });
      expect(detail.podminky.length).toBeGreaterThan(0);
      const last = await api.json(
        'GET',
        personUrl('jana', `benefitProgramyDetail?kod=OCKKLIST&kodZps=${detail.kodZps.replace(String(year), String(year - 1))}`),
        jana,
      );
      expect(last.json()).toMatchObject({ rok: year - 1, limitRocni: 1000 });
      // Each person's own stored account prefills the form.
      expect((await api.json('GET', personUrl('jakub', 'benefitProgramyDetail?kod=SPORT'), jana)).json().ucet).toMatchObject({
        cislo: '1987456018',
      });
      expectNotFound(await api.json('GET', personUrl('jana', 'benefitProgramyDetail?kod=NEZNAMY'), jana));
    });
  });

  describe('the payout preview and the claim', () => {
    it('previews the payout capped by what is left of the yearly limit', async () => {
      const res = await api.json(
        'GET',
        personUrl('jana', `benefitProgramyNahled?kod=OCKKLIST&castkaUctenka=1250.5&datumUctenka=${today}`),
        jana,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        kod: 'OCKKLIST',
        kodZps: expect.stringMatching(new RegExp(`^ZPS-${year}-`)),
        rok: year,
        nazev: 'Očkování proti klíšťové encefalitidě',
        castkaUctenka: 1250.5,
        limitRocni: 1000,
        cerpano: 0,
        zbyva: 1000,
        castkaKVyplate: 1000,
        omezenoLimitem: true,
      });
      const small = await api.json(
        'GET',
        personUrl('jana', `benefitProgramyNahled?kod=OCKKLIST&castkaUctenka=450&datumUctenka=${today}`),
        jana,
      );
      expect(small.json()).toMatchObject({ castkaKVyplate: 450, omezenoLimitem: false });
      const young = await api.json(
        'GET',
        personUrl('tereza', `benefitProgramyNahled?kod=PLAVANI&castkaUctenka=450&datumUctenka=${today}`),
        jana,
      );
      expect(ruleErrorsOf(young)).toEqual({
        datumUctenka: [`Program je určen pojištěncům ve věku do 3 let. V den dokladu bylo pojištěnci ${terezaAge}.`],
      });
    });

    it('files a claim with a receipt photo: the claim, its files, the PROGRAM request, the payout capped by the limit', async () => {
      const res = await claimProgramme('jana', validClaim(), [{ name: 'účtenka lékárna.png' }]);
      expect(res.statusCode, res.body).toBe(200);
      const claim = cerpaniProgramuSchema.parse(res.json());
      expect(claim).toMatchObject({
        kod: 'OCKKLIST',
        rok: year,
        datumUctenka: `${today}T00:00:00`,
        castkaUctenka: 1250.5,
        castkaNarok: 1000,
        castkaSchvalena: null,
        castkaVyplacena: null,
        stav: 'PRIJATO',
        stavNazev: 'Přijato',
        ucet: { predcisli: null, ...janaAccount },
        poznamka: 'Očkování v ordinaci praktického lékaře.',
      });
      expect(claim.prilohy).toEqual([
        {
          id: expect.any(Number),
          nazev: 'účtenka lékárna.png',
          velikost: samplePng.length,
          evidence: 'PROGRAM',
          typDokumentKod: 'UCTENKA',
        },
      ]);
      // In 'Moje žádosti' with the claim's request id.
      const requests = await api.json('GET', personUrl('jana', 'mojeZadosti'), jana);
      const request = requests
        .json()
        .seznamZadosti.map((z: unknown) => zadostSchema.parse(z))
        .find((z: { id: number }) => z.id === claim.zadostId);
      expect(request).toMatchObject({
        typ: 'PROGRAM',
        stav: 'PRIJATO',
        popis: `Očkování proti klíšťové encefalitidě – ${formatCrowns(1000)}`,
      });
      // The file downloads for the representative.
      const file = await api.json('GET', personUrl('jana', `data/PROGRAM/${claim.prilohy[0].id}`), jana);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(samplePng)).toBe(true);
      // The limit is taken: the catalogue says so and a further receipt is refused.
      const tick = current(await programmes('jana'), 'OCKKLIST');
      expect(tick).toMatchObject({
        cerpano: 1000,
        zbyva: 0,
        cerpani: 'NELZE_CERPAT',
        duvodKod: 'LIMIT',
        duvod: messages.programmeLimitUsed(formatCrowns(1000)),
      });
      const again = await refusedWithoutTrace(() => claimProgramme('jana', validClaim({ castkaUctenka: 300 })), 422);
      expect(again).toEqual({ castkaUctenka: [messages.programmeLimitUsed(formatCrowns(1000))] });
      // It shows in 'Čerpané programy'.
      const yearRes = await api.json('GET', personUrl('jana', `benefitProgramyRok/${year}`), jana);
      const drawn = benefitProgramyRokSchema.parse(yearRes.json());
      expect(drawn.seznamCerpani[0]).toMatchObject({ id: claim.id, zadostId: claim.zadostId, stav: 'PRIJATO' });
      expect(drawn.souhrnProgramu.find((p) => p.kod === 'OCKKLIST')).toMatchObject({
        limitRocni: 1000,
        zadano: 1000,
        schvaleno: 0,
        vyplaceno: 0,
        zbyva: 0,
        pocet: 1,
      });
    });

    it('pays what is left when a second receipt meets a partly used limit', async () => {
      const first = await claimProgramme('jana', validClaim({ kod: 'OCKCESTY', castkaUctenka: 1100 }));
      expect(first.json()).toMatchObject({ castkaNarok: 1100 });
      const preview = await api.json(
        'GET',
        personUrl('jana', `benefitProgramyNahled?kod=OCKCESTY&castkaUctenka=900&datumUctenka=${today}`),
        jana,
      );
      expect(preview.json()).toMatchObject({ cerpano: 1100, zbyva: 400, castkaKVyplate: 400, omezenoLimitem: true });
      const second = await claimProgramme('jana', validClaim({ kod: 'OCKCESTY', castkaUctenka: 900 }));
      expect(second.json()).toMatchObject({ castkaUctenka: 900, castkaNarok: 400 });
    });

    it('a resend with the same idempotency key answers the first claim and creates nothing', async () => {
      const key = randomUUID();
      const body = validClaim({ kod: 'ZNAMENKA', castkaUctenka: 480, idempotencniKlic: key });
      const [claims, requests] = [await claimRows(), await requestRows()];
      const first = await claimProgramme('jana', body);
      const second = await claimProgramme('jana', body);
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await claimRows()).toBe(claims + 1);
      expect(await requestRows()).toBe(requests + 1);
      // Two at once: still one.
      const key2 = randomUUID();
      const both = await Promise.all(
        [1, 2].map(() =>
          claimProgramme(
            'petr',
            validClaim({ kod: 'ZNAMENKA', castkaUctenka: 300, idempotencniKlic: key2, cislo: '2733104009', banka: '2010' }),
            undefined,
            petr,
          ),
        ),
      );
      expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(both[0].json().id).toBe(both[1].json().id);
      expect(await claimRows()).toBe(claims + 2);
    });

    it('refuses a wrong bank account, a receipt from the future and bad document lists with the Czech messages, storing nothing', async () => {
      expect(
        await refusedWithoutTrace(() => claimProgramme('jana', validClaim({ cislo: '1234567891', predcisli: '124', banka: '0999' })), 400),
      ).toEqual({
        cislo: [messages.bankAccount],
        predcisli: [messages.bankAccount],
        banka: [messages.unknownBankCode],
      });
      expect(
        await refusedWithoutTrace(
          () => claimProgramme('jana', validClaim({ datumUctenka: addDaysIso(today, 1), castkaUctenka: '0' })),
          400,
        ),
      ).toEqual({
        datumUctenka: [messages.dateNotAfter(formatDateMessage(today))],
        castkaUctenka: [messages.min('0,01')],
      });
      expect(
        await refusedWithoutTrace(() => claimProgramme('jana', validClaim({ kod: 'TLAKOMER', typDokumentKod: ['UCTENKA', 'JINY'] })), 422),
      ).toEqual({
        typDokumentKod: [messages.attachmentTypeMissing],
      });
      expect(await refusedWithoutTrace(() => claimProgramme('jana', validClaim({ kod: 'TLAKOMER', prilohyIndex: [3] })), 422)).toEqual({
        'prilohyIndex.0': [messages.attachmentIndexUnknown],
        typDokumentKod: [messages.attachmentTypeMissing],
        seznamPriloh: [messages.attachmentsRequired('Doklad o zaplacení (účtenka, faktura)')],
      });
      expect(
        await refusedWithoutTrace(() => claimProgramme('jana', validClaim({ kod: 'TLAKOMER', typDokumentKod: ['JINY'] })), 422),
      ).toEqual({
        seznamPriloh: [messages.attachmentsRequired('Doklad o zaplacení (účtenka, faktura)')],
      });
      expect(
        await refusedWithoutTrace(
          () =>
            claimProgramme('jana', validClaim(), [
              { name: 'program.exe', content: Buffer.from('MZ...'), type: 'application/octet-stream' },
            ]),
          400,
        ),
      ).toEqual({
        seznamPriloh: [messages.fileWrongFormat('program.exe')],
      });
    });

    it("refuses a receipt outside the programme's period, a child too old, the other sex and an unknown programme, storing nothing", async () => {
      expect(await refusedWithoutTrace(() => claimProgramme('jana', validClaim({ datumUctenka: `${year - 3}-05-05` })), 422)).toEqual({
        datumUctenka: [messages.programmeNotOffered],
      });
      if (today > `${year}-03-31`)
        expect(
          await refusedWithoutTrace(
            () => claimProgramme('jana', validClaim({ kod: 'OCKCHRIPKA', datumUctenka: `${year - 1}-10-10` })),
            422,
          ),
        ).toEqual({
          datumUctenka: [messages.claimDeadlinePassed(formatDateMessage(`${year}-03-31`))],
        });
      expect(await refusedWithoutTrace(() => claimProgramme('tereza', validClaim({ kod: 'PLAVANI' })), 422)).toEqual({
        datumUctenka: [`Program je určen pojištěncům ve věku do 3 let. V den dokladu bylo pojištěnci ${terezaAge}.`],
      });
      expect(await refusedWithoutTrace(() => claimProgramme('jakub', validClaim({ kod: 'USGPRSU' })), 422)).toEqual({
        kod: [messages.programmeOnlyForWomen],
      });
      expect(await refusedWithoutTrace(() => claimProgramme('jana', validClaim({ kod: 'PSA' })), 422)).toEqual({
        kod: [messages.programmeOnlyForMen],
      });
      expect(await refusedWithoutTrace(() => claimProgramme('jana', validClaim({ kod: 'NEZNAMY' })), 422)).toEqual({
        kod: [messages.recordDoesNotExist],
      });
      // Braces need the orthodontist's confirmation too.
      expect(
        await refusedWithoutTrace(
          () => claimProgramme('tereza', validClaim({ kod: 'ROVNATKA', castkaUctenka: 100, datumUctenka: `${year}-01-02` })),
          422,
        ),
      ).toMatchObject({ seznamPriloh: [messages.attachmentsRequired('Potvrzení lékaře')] });
    });

    it('refuses claims of the yearly limit exceeded, storing nothing', async () => {
      const first = await claimProgramme('jakub', validClaim({ kod: 'OCKCHRIPKA', castkaUctenka: 500 }));
      expect(first.json()).toMatchObject({ castkaNarok: 500 });
      expect(await refusedWithoutTrace(() => claimProgramme('jakub', validClaim({ kod: 'OCKCHRIPKA', castkaUctenka: 50 })), 422)).toEqual({
        castkaUctenka: [messages.programmeLimitUsed(formatCrowns(500))],
      });
    });
  });

  describe('programmes drawn per year', () => {
    it('sums the seeded claims of three years per programme with their states, approved and paid amounts', async () => {
      const summary = benefitProgramySouhrnSchema.parse((await api.json('GET', personUrl('jana', 'benefitProgramySouhrn'), jana)).json());
      expect(summary.seznamRoku.map((r) => r.rok)).toEqual(expect.arrayContaining([year - 2, year - 1]));
      expect(summary.celkem.pocet).toBe(summary.seznamRoku.reduce((sum, r) => sum + r.pocet, 0));
      const last = benefitProgramyRokSchema.parse(
        (await api.json('GET', personUrl('jana', `benefitProgramyRok/${year - 1}`), jana)).json(),
      );
      const states = new Set(last.seznamCerpani.map((c) => c.stav));
      expect(states).toEqual(new Set(['VYRIZENO', 'ZAMITNUTO']));
      const refused = last.seznamCerpani.find((c) => c.stav === 'ZAMITNUTO')!;
      expect(refused).toMatchObject({
        kod: 'ZNAMENKA',
        castkaSchvalena: 0,
        castkaVyplacena: null,
        poznamkaZps: 'Doklad nese jméno jiné osoby. Žádost jsme zamítli.',
      });
      const sport = last.souhrnProgramu.find((p) => p.kod === 'SPORT')!;
      expect(sport).toMatchObject({ limitRocni: 1000, zadano: 1000, schvaleno: 1000, vyplaceno: 1000, zbyva: 0 });
      expect(last.celkem.vyplaceno).toBe(last.seznamCerpani.reduce((sum, c) => sum + (c.castkaVyplacena ?? 0), 0));
      const older = benefitProgramyRokSchema.parse(
        (await api.json('GET', personUrl('jana', `benefitProgramyRok/${year - 2}`), jana)).json(),
      );
      // The year before last the sport programme paid at most 800 Kč.
      expect(older.souhrnProgramu.find((p) => p.kod === 'SPORT')).toMatchObject({ limitRocni: 800, vyplaceno: 800 });
      for (const claim of [...older.seznamCerpani, ...last.seznamCerpani]) {
        expect(claim.prilohy.length, claim.nazev).toBeGreaterThan(0);
        if (claim.stav === 'VYRIZENO') expect(claim.datumVyplaty).not.toBeNull();
      }
      const tereza = benefitProgramySouhrnSchema.parse((await api.json('GET', personUrl('tereza', 'benefitProgramySouhrn'), jana)).json());
      expect(tereza.celkem.pocet).toBeGreaterThan(1);
      expect(fieldErrorsOf(await api.json('GET', personUrl('jana', 'benefitProgramyRok/2009'), jana))).toEqual({
        rok: [messages.min(2010)],
      });
    });
  });

  describe('care and travel', () => {
    const careForm = (values: Fields, files: Array<{ name: string }> = []) => claimForm(values, files);
    const claimCare = (person: string, values: Fields, files: Array<{ name: string }> = [], who: SignedIn = jana) =>
      api.form('PUT', personUrl(person, 'benefitPeceZadostVlozit'), who, careForm(values, files));

    it('lists the kinds with their modes and the person’s claims', async () => {
      const res = await api.json('GET', personUrl('jana', 'benefitPecePrehled'), jana);
      expect(res.statusCode, res.body).toBe(200);
      const kinds = res.json().seznamDruhu.map((k: unknown) => druhPeceSchema.parse(k));
      expect(kinds.map((k: { kod: string }) => k.kod)).toEqual(['ZAHRANICI', 'NESMLUVNI', 'DOPLATKY', 'JIZDNE', 'DOPROVOD', 'DARCEKRVE']);
      expect(kinds.find((k: { kod: string }) => k.kod === 'DOPROVOD')).toMatchObject({
        typ: 'CESTA',
        schvalovani: 'BEZSCHVALOVANI',
        rezim: 'VYPOCET',
        sazba: 400,
        dokladyPovinne: true,
        castkaZadava: true,
        maxDni: 90,
      });
      expect(kinds.find((k: { kod: string }) => k.kod === 'DOPLATKY')).toMatchObject({
        schvalovani: 'BEZPODKLADU',
        rezim: 'NENI',
        sazba: null,
        sazbaPopis: 'Částku vypočítá pojišťovna ze svých záznamů',
        dokladyPovinne: false,
        castkaZadava: false,
      });
      const claims: ProplaceniPece[] = res.json().seznamZadosti.map((c: unknown) => proplaceniPeceSchema.parse(c));
      expect(claims.map((c) => c.kod).sort()).toEqual(['JIZDNE', 'NESMLUVNI']);
      expect(claims.find((c) => c.kod === 'NESMLUVNI')).toMatchObject({
        stav: 'CEKA_NA_DOKLADY',
        poznamkaZps: 'Doložte prosím lékařskou zprávu z ošetření.',
      });
      const tereza = await api.json('GET', personUrl('tereza', 'benefitPeceDetail?kod=DOPROVOD'), jana);
      expect(tereza.json().seznamZadosti[0]).toMatchObject({ castkaUctenka: 1350, castkaNarok: 1200, stav: 'VYRIZENO' });
      expect(tereza.json()).toMatchObject({ souhlas: claimConsentText, ucet: janaAccount });
      expectNotFound(await api.json('GET', personUrl('jana', 'benefitPeceDetail?kod=NEZNAMY'), jana));
    });

    it('claims travel costs with the trip dates and documents; ucetAktualizace stores the account', async () => {
      const from = addDaysIso(today, -12);
      const res = await claimCare(
        'jana',
        {
          kod: 'JIZDNE',
          castkaUctenka: 386,
          cestaDatumOd: from,
          cestaDatumDo: addDaysIso(from, 1),
          predcisli: '19',
          cislo: '2000145399',
          banka: '0800',
          ucetAktualizace: 'true',
          typDokumentKod: ['JIZDENKA', 'POTVRZENI_POSKYTOVATELE'],
          indexPriloh: [0, 1],
          idempotencniKlic: randomUUID(),
        },
        [{ name: 'jizdenky.png' }, { name: 'potvrzeni.pdf' }],
      );
      expect(res.statusCode, res.body).toBe(200);
      const claim = proplaceniPeceSchema.parse(res.json());
      expect(claim).toMatchObject({
        kod: 'JIZDNE',
        typ: 'CESTA',
        cestaDatumOd: `${from}T00:00:00`,
        cestaDatumDo: `${addDaysIso(from, 1)}T00:00:00`,
        dokladDatum: null,
        castkaUctenka: 386,
        castkaNarok: 386,
        stav: 'PRIJATO',
        ucetAktualizace: true,
      });
      expect(claim.prilohy.map((p) => p.typDokumentKod)).toEqual(['JIZDENKA', 'POTVRZENI_POSKYTOVATELE']);
      const [stored] = await t.db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.insuredPersonId, demoPersonId('jana')));
      expect(stored).toMatchObject({ predcisli: '19', cislo: '2000145399', banka: '0800' });
      const requests = (await api.json('GET', personUrl('jana', 'mojeZadosti'), jana)).json().seznamZadosti;
      expect(requests.find((z: { id: number }) => z.id === claim.zadostId)).toMatchObject({ typ: 'PROPLACENI_PECE', stav: 'PRIJATO' });
      // Put the account back for the other tests.
      await t.db
        .update(bankAccounts)
        .set({ predcisli: null, ...janaAccount })
        .where(eq(bankAccounts.insuredPersonId, demoPersonId('jana')));
    });

    it('computes VYPOCET from the days and approves BEZSCHVALOVANI at once; NENI pays the fixed sum without documents', async () => {
      const from = addDaysIso(today, -20);
      const stay = await claimCare(
        'tereza',
        {
          kod: 'DOPROVOD',
          castkaUctenka: 2500,
          cestaDatumOd: from,
          cestaDatumDo: addDaysIso(from, 4),
          ...janaAccount,
          typDokumentKod: ['POTVRZENI_POSKYTOVATELE'],
          indexPriloh: [0],
        },
        [{ name: 'potvrzeni-pobytu.pdf' }],
      );
      expect(stay.statusCode, stay.body).toBe(200);
      expect(stay.json()).toMatchObject({
        castkaUctenka: 2500,
        castkaNarok: 2000,
        castkaSchvalena: 2000,
        stav: 'VYRIZUJE_SE',
        ucetAktualizace: false,
      });
      const blood = await claimCare(
        'petr',
        { kod: 'DARCEKRVE', cestaDatumOd: today, cestaDatumDo: today, cislo: '2733104009', banka: '2010' },
        [],
        petr,
      );
      expect(blood.statusCode, blood.body).toBe(200);
      expect(blood.json()).toMatchObject({ castkaUctenka: null, castkaNarok: 200, stav: 'PRIJATO', prilohy: [] });
      const pills = await claimCare('jana', { kod: 'DOPLATKY', dokladDatum: today, ...janaAccount });
      expect(pills.json()).toMatchObject({ castkaNarok: null, typ: 'PECE' });
    });

    it('refuses trips in the future or the wrong way round, missing dates, amount and documents, storing nothing', async () => {
      const base = {
        kod: 'JIZDNE',
        castkaUctenka: 200,
        ...janaAccount,
        typDokumentKod: ['JIZDENKA', 'POTVRZENI_POSKYTOVATELE'],
        indexPriloh: [0, 1],
      };
      const files = [{ name: 'a.png' }, { name: 'b.png' }];
      expect(
        await refusedWithoutTrace(
          () => claimCare('jana', { ...base, cestaDatumOd: today, cestaDatumDo: addDaysIso(today, 2) }, files),
          400,
        ),
      ).toEqual({
        cestaDatumDo: [messages.dateNotAfter(formatDateMessage(today))],
      });
      expect(
        await refusedWithoutTrace(
          () => claimCare('jana', { ...base, cestaDatumOd: today, cestaDatumDo: addDaysIso(today, -2) }, files),
          400,
        ),
      ).toEqual({
        cestaDatumDo: [messages.dateNotBefore(formatDateMessage(today))],
      });
      expect(await refusedWithoutTrace(() => claimCare('jana', { ...base, castkaUctenka: undefined }, files), 422)).toEqual({
        cestaDatumOd: [messages.required],
        cestaDatumDo: [messages.required],
        castkaUctenka: [messages.required],
      });
      expect(
        await refusedWithoutTrace(
          () =>
            claimCare(
              'jana',
              { ...base, cestaDatumOd: addDaysIso(today, -40), cestaDatumDo: today, typDokumentKod: ['JIZDENKA'], indexPriloh: [0] },
              [{ name: 'a.png' }],
            ),
          422,
        ),
      ).toEqual({
        cestaDatumDo: [messages.tripTooLong(30)],
        seznamPriloh: [messages.attachmentsRequired('Potvrzení poskytovatele péče')],
      });
      expect(await refusedWithoutTrace(() => claimCare('jana', { kod: 'ZAHRANICI', castkaUctenka: 900, ...janaAccount }), 422)).toEqual({
        dokladDatum: [messages.required],
        seznamPriloh: [
          messages.attachmentsRequired('Doklad o zaplacení (účtenka, faktura)'),
          messages.attachmentsRequired('Lékařská zpráva'),
        ],
      });
      expect(await refusedWithoutTrace(() => claimCare('jana', { kod: 'JINE', ...janaAccount }), 422)).toEqual({
        kod: [messages.recordDoesNotExist],
      });
    });

    it('a care claim resent with the same key is one claim', async () => {
      const key = randomUUID();
      const body = {
        kod: 'DARCEKRVE',
        cestaDatumOd: today,
        cestaDatumDo: today,
        cislo: '2733104009',
        banka: '2010',
        idempotencniKlic: key,
      };
      const before = Number((await t.db.select({ n: count() }).from(benefitCareClaims))[0].n);
      const [a, b] = [await claimCare('petr', body, [], petr), await claimCare('petr', body, [], petr)];
      expect(b.json()).toEqual(a.json());
      expect(Number((await t.db.select({ n: count() }).from(benefitCareClaims))[0].n)).toBe(before + 1);
    });
  });

  describe('access', () => {
    it('refuses another insured person and doctors, before reading, writing nothing', async () => {
      for (const who of [petr, doctor]) {
        expectForbidden(await api.json('GET', personUrl('jana', 'benefitProgramy'), who));
        expectForbidden(await api.json('GET', personUrl('jana', 'benefitProgramyRok/2025'), who));
        expectForbidden(await api.json('GET', personUrl('jana', 'benefitPecePrehled'), who));
      }
      const before = await dbFingerprint(t.db);
      expectForbidden(await claimProgramme('jana', validClaim(), undefined, petr));
      expectForbidden(await claimProgramme('jana', validClaim(), undefined, doctor));
      expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    });
  });

  describe('the request detail of the benefit kinds', () => {
    it("gives the Czech labels and values of what was sent and the attachments; null for another kind or another person's request", async () => {
      const claim: CerpaniProgramu = (
        await claimProgramme('jana', validClaim({ kod: 'DENTHYG', castkaUctenka: 60, poznamka: 'Hygiena' }))
      ).json();
      const detail = await benefitsRequestDetail(t.db, demoPersonId('jana'), claim.zadostId);
      expect(detail?.prilohy).toEqual([{ id: claim.prilohy[0].id, nazev: 'uctenka.png', velikost: samplePng.length, evidence: 'PROGRAM' }]);
      expect(detail?.polozky).toEqual(
        expect.arrayContaining([
          { nazev: 'Program', hodnota: 'Dentální hygiena' },
          { nazev: 'Datum dokladu', hodnota: expect.stringMatching(/^\d{1,2}\. \d{1,2}\. \d{4}$/) },
          { nazev: 'Částka dokladu', hodnota: formatCrowns(60) },
          { nazev: 'Bankovní účet', hodnota: '2108934007/0800 (Česká spořitelna, a.s.)' },
          { nazev: 'Doklady', hodnota: 'uctenka.png – Doklad o zaplacení (účtenka, faktura)' },
          { nazev: 'Souhlas s podmínkami', hodnota: claimConsentText },
        ]),
      );
      expect(await benefitsRequestDetail(t.db, demoPersonId('tereza'), claim.zadostId)).toBeNull();
      const care = (await api.json('GET', personUrl('tereza', 'benefitPeceDetail?kod=DOPROVOD'), jana)).json().seznamZadosti.at(-1);
      const careDetail = await benefitsRequestDetail(t.db, demoPersonId('tereza'), care.zadostId);
      expect(careDetail?.polozky).toEqual(
        expect.arrayContaining([
          { nazev: 'Druh proplacení', hodnota: 'Doprovod dítěte při léčení mimo bydliště' },
          { nazev: 'Požadovaná náhrada', hodnota: formatCrowns(1200) },
        ]),
      );
      expect(careDetail?.prilohy).toHaveLength(2);
      const [other] = await t.db
        .select()
        .from(insuranceRequests)
        .where(and(eq(insuranceRequests.insuredPersonId, demoPersonId('jana')), eq(insuranceRequests.typ, 'BEZDLUZNOST')));
      expect(await benefitsRequestDetail(t.db, demoPersonId('jana'), other.id)).toBeNull();
    });
  });
});

describe(`benefits seed (${databaseKindLabel})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const benefitTables = [
    'benefit_programme_claims',
    'benefit_care_claims',
    'vitalitas_enrolments',
    'cafeteria_settings',
    'cafeteria_periods',
    'benefit_programmes',
    'benefit_care_kinds',
  ];
  const counts = async () => {
    const out: Record<string, number> = {};
    const rows = async (query: string) =>
      Number(((await t.db.execute(sql.raw(query))) as unknown as { rows: Array<{ n: number }> }).rows[0].n);
    for (const table of benefitTables) out[table] = await rows(`select count(*)::int as n from ${table}`);
    out.files = await rows(`select count(*)::int as n from attachments where evidence in ('PROGRAM', 'PROPLACENI_PECE')`);
    out.requests = await rows(`select count(*)::int as n from insurance_requests where typ in ('PROGRAM', 'PROPLACENI_PECE', 'VITALITAS')`);
    out.banks = await rows(`select count(*)::int as n from code_list_items where ciselnik = 'BANKY'`);
    out.accounts = await rows('select count(*)::int as n from bank_accounts');
    return out;
  };

  it('seeds the benefits into a database seeded before they existed, once, and never twice', async () => {
    const seeded = await counts();
    expect(seeded).toMatchObject({ benefit_programmes: 60, benefit_care_kinds: 6, cafeteria_periods: 2, accounts: 7, banks: 39 });
    expect(seeded.benefit_programme_claims).toBeGreaterThan(15);
    expect(seeded.requests).toBe(seeded.benefit_programme_claims + seeded.benefit_care_claims + 2);
    expect(await seedDemoData(t.db)).toBe(false);
    expect(await counts()).toEqual(seeded);

    await t.db.execute(sql.raw(`delete from attachments where evidence in ('PROGRAM', 'PROPLACENI_PECE')`));
    await t.db.execute(sql.raw(`delete from insurance_requests where typ in ('PROGRAM', 'PROPLACENI_PECE', 'VITALITAS')`));
    for (const table of benefitTables) await t.db.execute(sql.raw(`delete from ${table}`));
    await t.db.execute(sql.raw(`delete from code_list_items where ciselnik = 'BANKY'`));
    expect(await seedDemoData(t.db)).toBe(false);
    expect(await counts()).toEqual(seeded);
    expect(await seedDemoData(t.db)).toBe(false);
    expect(await counts()).toEqual(seeded);
  });

  it('keeps the seeded claims honest: each passes its programme’s rules on its receipt date', async () => {
    const rows = await t.db
      .select({ claim: benefitProgrammeClaims, programme: benefitProgrammes, stav: insuranceRequests.stav })
      .from(benefitProgrammeClaims)
      .innerJoin(benefitProgrammes, eq(benefitProgrammes.id, benefitProgrammeClaims.programmeId))
      .innerJoin(insuranceRequests, eq(insuranceRequests.id, benefitProgrammeClaims.requestId));
    const persons = await t.db.execute(sql.raw('select id::text as id, narozen::text as narozen, rodne_cislo from insured_persons'));
    const byId = new Map(
      (persons as unknown as { rows: Array<{ id: string; narozen: string; rodne_cislo: string }> }).rows.map((p) => [p.id, p]),
    );
    const drawn = new Map<number, number>();
    for (const { claim, programme, stav } of rows.sort((a, b) => a.claim.id - b.claim.id)) {
      const person = byId.get(String(claim.insuredPersonId))!;
      const age = ageOn(person.narozen, claim.datumUctenka);
      expect(age, `${programme.kod} ${claim.datumUctenka}`).toBeGreaterThanOrEqual(programme.vekOd);
      if (programme.vekDo !== null) expect(age, programme.kod).toBeLessThanOrEqual(programme.vekDo);
      const month = Number(person.rodne_cislo.slice(2, 4));
      if (programme.pohlavi === 'Z') expect(month, programme.kod).toBeGreaterThan(50);
      if (programme.pohlavi === 'M') expect(month, programme.kod).toBeLessThan(50);
      expect(claim.datumUctenka >= programme.platnostOd && claim.datumUctenka <= programme.platnostDo).toBe(true);
      expect(claim.datumUctenka <= today).toBe(true);
      expect(claim.castkaNarokHal).toBeGreaterThan(0);
      if (stav !== 'ZAMITNUTO')
        drawn.set(programme.id, (drawn.get(programme.id) ?? 0) + (claim.castkaSchvalenaHal ?? claim.castkaNarokHal));
      expect(drawn.get(programme.id) ?? 0, programme.kod).toBeLessThanOrEqual(programme.limitHal);
      if (stav === 'VYRIZENO') expect(claim.datumVyplaty! <= today).toBe(true);
    }
  });
});
