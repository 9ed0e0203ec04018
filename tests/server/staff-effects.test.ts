/**
 * What a decision does (issue 34): for each kind of request, a staff member takes it and approves
 * or refuses it through the staff API, and the person's own calls show the effect — the amount
 * paid in the year's drawn benefits, the child in the person switcher, the new card, the
 * certificate's PDF, the complaint's outcome, the new name, the Vitalitas insurance in force.
 * A refused claim pays nothing.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addDaysIso,
  benefitProgramyRokSchema,
  cardValidUntil,
  cerpanaPeceRok,
  ehicPrukazSchema,
  formatCrowns,
  formatDateCz,
  insurerChangeEffectiveDate,
  messages,
  mojePojistneOdpovedSchema,
  osobniUdajeOdpovedSchema,
  pripadInfoOdpovedSchema,
  proplaceniPeceSchema,
  vitalitasOdpovedSchema,
  zadostDetailSchema,
  zpravaVlozenaSchema,
  type PecePolozkaOdpoved,
  type ZadostDetail,
} from '../../contract/index';
import { apiErrorSchema } from '../../contract/index';
import { pracovisteZadostDetailSchema, type PracovisteZadostDetail } from '../../contract/staff';
import { zastupy as zastupyCall } from '../../contract/general';
import { insurancePeriods, insuredPersons } from '../../server/db/schema';
import { birthNumber } from '../../server/seed/birth-number';
import { personBirthNumber } from '../../server/seed/communication-data';
import { attachmentTransaction } from '../../server/services/attachment-files';
import { todayInPrague } from '../../server/services/clock';
import { insureNewborns } from '../../server/services/communication/registrations';
import { apiOf, personUrl, type Api } from '../support/health';
import { fields, multipart, samplePng, type FormPart } from '../support/multipart';
import { tinyPdf } from '../support/matrix';
import { createTestApp, databaseKindLabel, demoPersons, signInAs, type SignedIn, type TestApp } from '../support/test-app';

const today = todayInPrague();
const year = Number(today.slice(0, 4));
const janaAccount = { cislo: '2108934007', banka: '0800' };
const pdfPart = (name: string, field: string): FormPart => ({
  name: field,
  filename: name,
  content: tinyPdf,
  contentType: 'application/pdf',
});

describe(`the insurer's decisions and what the person sees (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let referent: SignedIn;
  let medicalOfficer: SignedIn;
  let jana: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ accessTtlS: 3600 });
    api = apiOf(t.app);
    [referent, medicalOfficer, jana] = [
      await signInAs(t.app, 'referent'),
      await signInAs(t.app, 'revizni-lekar'),
      await signInAs(t.app, 'pojistenec'),
    ];
  });
  afterAll(() => t.close());

  const step = async (who: SignedIn, id: number, akce: string, poznamka?: string): Promise<PracovisteZadostDetail> => {
    const res = await api.json('POST', `/api/prac/zadosti/${id}/krok`, who, { akce, ...(poznamka === undefined ? {} : { poznamka }) });
    expect(res.statusCode, res.body).toBe(200);
    return pracovisteZadostDetailSchema.parse(res.json());
  };
  /** Taken and approved by `who`; the answer is the staff's detail after the approval. */
  const approve = async (id: number, who: SignedIn = referent, poznamka?: string) => {
    await step(who, id, 'PREVZIT');
    const done = await step(who, id, 'SCHVALIT', poznamka);
    expect(done.zadost.stav).toBe('VYRIZENO');
    return done;
  };
  const refuse = async (id: number, reason: string, who: SignedIn = referent) => {
    await step(who, id, 'PREVZIT');
    const done = await step(who, id, 'ZAMITNOUT', reason);
    expect(done.zadost.stav).toBe('ZAMITNUTO');
    return done;
  };
  const get = async (url: string, who: SignedIn = jana) => {
    const res = await api.json('GET', url, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** The request as the person sees it in 'Moje žádosti'. */
  const ownDetail = async (person: keyof typeof demoPersons, id: number): Promise<ZadostDetail> =>
    zadostDetailSchema.parse(await get(personUrl(person, `mojeZadosti/${id}`)));
  const lastNote = async (person: keyof typeof demoPersons, id: number) => (await ownDetail(person, id)).historie.at(-1)!;

  describe('claims', () => {
    const claimProgramme = async (castkaUctenka: number) => {
      const res = await api.form(
        'PUT',
        personUrl('jana', 'benefitProgramyZadostVlozit'),
        jana,
        multipart([
          ...fields({
            kod: 'OCKKLIST',
            castkaUctenka,
            datumUctenka: today,
            ...janaAccount,
            typDokumentKod: ['UCTENKA'],
            prilohyIndex: [0],
          }),
          { name: 'seznamPriloh[]', filename: 'uctenka.png', content: samplePng, contentType: 'image/png' },
        ]),
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { zadostId: number; castkaNarok: number };
    };
    const yearOf = async () => benefitProgramyRokSchema.parse(await get(personUrl('jana', `benefitProgramyRok/${year}`)));
    const claimIn = (drawn: Awaited<ReturnType<typeof yearOf>>, zadostId: number) =>
      drawn.seznamCerpani.find((c) => c.zadostId === zadostId)!;

    it('an approved programme claim is paid as far as the yearly limit allows, in the year’s drawn programmes; a refused one pays nothing', async () => {
      // The tick-borne encephalitis programme pays at most 1 000 Kč a year; Jana has drawn nothing from it this year.
      const first = await claimProgramme(600);
      const refused = await claimProgramme(300);
      const last = await claimProgramme(700);
      expect([first.castkaNarok, refused.castkaNarok, last.castkaNarok]).toEqual([600, 300, 100]);

      await refuse(refused.zadostId, 'Účtenka není na vaše jméno.');
      expect(await lastNote('jana', refused.zadostId)).toMatchObject({ stav: 'ZAMITNUTO', poznamka: 'Účtenka není na vaše jméno.' });
      let drawn = await yearOf();
      expect(claimIn(drawn, refused.zadostId)).toMatchObject({
        stav: 'ZAMITNUTO',
        castkaSchvalena: 0,
        castkaVyplacena: null,
        datumVyplaty: null,
      });
      expect(drawn.souhrnProgramu.find((p) => p.kod === 'OCKKLIST')).toMatchObject({ vyplaceno: 0, zbyva: 300 });

      await approve(first.zadostId);
      expect((await lastNote('jana', first.zadostId)).poznamka).toBe(
        `Schváleno, vyplatíme vám ${formatCrowns(600)} na účet 2108934007/0800.`,
      );
      // The last claim asked for what was left when it was filed; the refusal freed the limit, which now caps it.
      await approve(last.zadostId);
      expect((await lastNote('jana', last.zadostId)).poznamka).toBe(
        `Schváleno, vyplatíme vám ${formatCrowns(400)} na účet 2108934007/0800 (víc roční limit programu nedovoluje).`,
      );

      drawn = await yearOf();
      expect(claimIn(drawn, first.zadostId)).toMatchObject({
        stav: 'VYRIZENO',
        castkaSchvalena: 600,
        castkaVyplacena: 600,
        datumVyplaty: `${today}T00:00:00`,
      });
      expect(claimIn(drawn, last.zadostId)).toMatchObject({ stav: 'VYRIZENO', castkaUctenka: 700, castkaVyplacena: 400 });
      expect(drawn.souhrnProgramu.find((p) => p.kod === 'OCKKLIST')).toMatchObject({ limitRocni: 1000, vyplaceno: 1000, zbyva: 0 });
      expect(drawn.celkem.vyplaceno).toBe(drawn.seznamCerpani.reduce((sum, c) => sum + (c.castkaVyplacena ?? 0), 0));
    });

    it('an approved care claim records what is paid; a refused one pays nothing', async () => {
      const claim = async (castkaUctenka: number) => {
        const from = addDaysIso(today, -12);
        const res = await api.form(
          'PUT',
          personUrl('jana', 'benefitPeceZadostVlozit'),
          jana,
          multipart([
            ...fields({
              kod: 'JIZDNE',
              castkaUctenka,
              cestaDatumOd: from,
              cestaDatumDo: addDaysIso(from, 1),
              ...janaAccount,
              typDokumentKod: ['JIZDENKA', 'POTVRZENI_POSKYTOVATELE'],
              indexPriloh: [0, 1],
              idempotencniKlic: randomUUID(),
            }),
            { name: 'seznamPriloh[]', filename: 'jizdenky.png', content: samplePng, contentType: 'image/png' },
            pdfPart('potvrzeni.pdf', 'seznamPriloh[]'),
          ]),
        );
        expect(res.statusCode, res.body).toBe(200);
        return proplaceniPeceSchema.parse(res.json());
      };
      const paid = await claim(386);
      const notPaid = await claim(212);
      await approve(paid.zadostId, medicalOfficer);
      await refuse(notPaid.zadostId, 'Cestu předem neschválil revizní lékař.', medicalOfficer);
      expect((await lastNote('jana', paid.zadostId)).poznamka).toBe(
        `Schváleno, vyplatíme vám ${formatCrowns(386)} na účet 2108934007/0800.`,
      );

      const claims = ((await get(personUrl('jana', 'benefitPecePrehled'))).seznamZadosti as unknown[]).map((c) =>
        proplaceniPeceSchema.parse(c),
      );
      expect(claims.find((c) => c.zadostId === paid.zadostId)).toMatchObject({
        stav: 'VYRIZENO',
        castkaSchvalena: 386,
        castkaVyplacena: 386,
        datumVyplaty: `${today}T00:00:00`,
      });
      expect(claims.find((c) => c.zadostId === notPaid.zadostId)).toMatchObject({
        stav: 'ZAMITNUTO',
        castkaSchvalena: 0,
        castkaVyplacena: null,
      });
    });
  });

  describe('registrations', () => {
    const zastupy = async () => zastupyCall.response.parse(await get('/api/uzivatel/zastupy')).seznamZastupu;

    it('an approved newborn registration makes each twin an insured person from birth, in the mother’s person switcher, with a card', async () => {
      const born = addDaysIso(today, -9);
      const rocis = [birthNumber(born, true, 905), birthNumber(born, false, 916)];
      const sent = await api.form(
        'PUT',
        personUrl('jana', 'zadostNovorozenecVlozit'),
        jana,
        multipart([
          ...fields({
            rocisMatka: personBirthNumber('jana'),
            adresaOdeslani: 'MB',
            rocis,
            jmeno: ['Klára', 'Vojtěch'],
            prijmeni: ['Dvořáková', 'Dvořák'],
            prilohyIndex: [0, 1],
          }),
          pdfPart('rodny-list-klara.pdf', 'prilohy[]'),
          pdfPart('rodny-list-vojtech.pdf', 'prilohy[]'),
        ]),
      );
      expect(sent.statusCode, sent.body).toBe(200);
      const requestId = sent.json().zadost.id as number;
      const before = await zastupy();

      await approve(requestId);
      expect((await lastNote('jana', requestId)).poznamka).toBe(
        'Schváleno. Klára Dvořáková a Vojtěch Dvořák jsou u nás pojištěni od narození a najdete je v přepínači osob. ' +
          'Průkazy pojištěnce si vyzvednete na pobočce Mladá Boleslav, Husova 302.',
      );
      const after = await zastupy();
      expect(after.slice(0, before.length)).toEqual(before);
      const children = after.slice(before.length);
      expect(children).toEqual([
        expect.objectContaining({
          pojistenec: { jmeno: 'Klára', prijmeni: 'Dvořáková' },
          typZastupce: 'DITE',
          narozen: `${born}T00:00:00`,
        }),
        expect.objectContaining({ pojistenec: { jmeno: 'Vojtěch', prijmeni: 'Dvořák' }, typZastupce: 'DITE', narozen: `${born}T00:00:00` }),
      ]);
      for (const child of children) {
        const insurance = mojePojistneOdpovedSchema.parse(await get(personUrl(child.pojistenecId, 'mojePojistne')));
        expect(insurance).toMatchObject({ kategorie: 'DITE', pojistenOd: `${born}T00:00:00`, platceTyp: 'STAT' });
        const card = ehicPrukazSchema.parse(await get(personUrl(child.pojistenecId, 'ehicPrukaz')));
        expect(card).toMatchObject({ drzitel: child.pojistenec, platnostDo: `${cardValidUntil(today)}T00:00:00` });
        // The child lives with the mother.
        expect((await get(personUrl(child.pojistenecId, 'adresy'))).TRVALA_ADRESA).toMatchObject({ obec: 'Mladá Boleslav' });
      }
      // The registration is approved once; done again (as a retry would), nothing is created twice.
      const again = await api.json('POST', `/api/prac/zadosti/${requestId}/krok`, referent, { akce: 'SCHVALIT' });
      expect(again.statusCode).toBe(409);
      const retried = await attachmentTransaction(t.db, [], (tx) => insureNewborns(tx, requestId));
      expect(retried?.children.map((c) => Number(c.id))).toEqual(children.map((child) => child.pojistenecId));
      expect(await zastupy()).toEqual(after);
    });

    it('an approved re-registration insures the child from its effective date, represented by the parent who filed it; a refused one does not', async () => {
      const child = (jmeno: string, serial: number) => ({
        jmeno,
        prijmeni: 'Dvořák',
        rocis: birthNumber('2018-04-12', false, serial),
        puvodniZP: '111',
        adresaTrvalaVolba: 'JINA_ADRESA',
        adresaTrvala: { ulice: 'Na Pankráci 1062/58', obec: 'Praha 4', psc: '140 00', stat: 'Česká republika', statKod: 'CZ' },
        adresaKontaktniVolba: 'SHODNA_TRVALA',
        idempotencniKlic: randomUUID(),
      });
      const send = async (body: ReturnType<typeof child>) => {
        const res = await api.json('PUT', personUrl('jana', 'zadostPreregistraceVlozit'), jana, body);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { zadost: { id: number }; ucinnostOd: string };
      };
      const accepted = await send(child('Matyáš', 471));
      const declined = await send(child('Šimon', 482));
      const effective = insurerChangeEffectiveDate(today);
      expect(accepted.ucinnostOd).toBe(`${effective}T00:00:00`);
      const before = await zastupy();

      await refuse(declined.zadost.id, 'Dítě je již pojištěno u jiné pojišťovny.');
      expect(await zastupy()).toEqual(before);

      await approve(accepted.zadost.id);
      expect((await lastNote('jana', accepted.zadost.id)).poznamka).toBe(
        `Schváleno. Matyáš Dvořák bude u nás pojištěn od ${formatDateCz(effective)} a najdete ho v přepínači osob.`,
      );
      const after = await zastupy();
      expect(after).toHaveLength(before.length + 1);
      const matyas = after.at(-1)!;
      expect(matyas).toMatchObject({
        pojistenec: { jmeno: 'Matyáš', prijmeni: 'Dvořák' },
        typZastupce: 'DITE',
        narozen: '2018-04-12T00:00:00',
      });
      // Insured from the effective date (a later half-year): not yet today.
      expect(mojePojistneOdpovedSchema.parse(await get(personUrl(matyas.pojistenecId, 'mojePojistne')))).toMatchObject({ kategorie: null });
      const periods = await t.db
        .select({ datumOd: insurancePeriods.datumOd, datumDo: insurancePeriods.datumDo })
        .from(insurancePeriods)
        .where(eq(insurancePeriods.insuredPersonId, String(matyas.pojistenecId) as never));
      expect(periods).toEqual([{ datumOd: effective, datumDo: null }]);
      expect((await get(personUrl(matyas.pojistenecId, 'adresy'))).TRVALA_ADRESA).toEqual({
        ulice: 'Na Pankráci 1062/58',
        obec: 'Praha 4',
        psc: '140 00',
        stat: 'Česká republika',
      });
      // The request still states the day.
      expect((await ownDetail('jana', accepted.zadost.id)).polozky).toContainEqual({
        nazev: 'Pojištěncem naší pojišťovny od',
        hodnota: formatDateCz(effective),
      });
      const declinedChild = await t.db
        .select()
        .from(insuredPersons)
        .where(eq(insuredPersons.rodneCislo, child('Šimon', 482).rocis));
      expect(declinedChild).toEqual([]);
    });
  });

  describe('cards and certificates', () => {
    const card = async (person: keyof typeof demoPersons = 'jana') => ehicPrukazSchema.parse(await get(personUrl(person, 'ehicPrukaz')));

    it('an approved card request issues a new card, shown on the card screen; so does an approved EHIC request', async () => {
      const old = await card();
      const sent = await api.json('POST', personUrl('jana', 'zadostPrukazVlozit'), jana, {
        prukazDuvodKod: 'POSKOZENI',
        adresaOdeslani: 'TRVALA_ADRESA',
      });
      expect(sent.statusCode, sent.body).toBe(200);
      await approve(sent.json().id);
      const issued = await card();
      expect(issued.cisloKarty).not.toBe(old.cisloKarty);
      expect(issued.cisloKarty).toMatch(/^209\d{17}$/);
      expect(issued.platnostDo).toBe(`${cardValidUntil(today)}T00:00:00`);
      expect((await lastNote('jana', sent.json().id)).poznamka).toBe(
        `Schváleno, vystavili jsme vám nový průkaz pojištěnce č. ${issued.cisloKarty} s platností do ${formatDateCz(cardValidUntil(today))}. Pošleme ho na trvalou adresu.`,
      );

      const ehic = await api.json('POST', personUrl('jana', 'zadostEhicVlozit'), jana, { adresaOdeslani: 'KONTAKTNI_ADRESA' });
      expect(ehic.statusCode, ehic.body).toBe(200);
      await approve(ehic.json().id);
      const withEhic = await card();
      expect(withEhic.cisloKarty).not.toBe(issued.cisloKarty);
      expect(withEhic.posledniZadost?.id).toBe(ehic.json().id);
      expect((await lastNote('jana', ehic.json().id)).poznamka).toContain(
        `evropským průkazem zdravotního pojištění č. ${withEhic.cisloKarty}`,
      );
    });

    it('a refused card request leaves the card as it was', async () => {
      const old = await card();
      const sent = await api.json('POST', personUrl('jana', 'zadostPrukazVlozit'), jana, {
        prukazDuvodKod: 'ZTRATA',
        adresaOdeslani: 'TRVALA_ADRESA',
      });
      await refuse(sent.json().id, 'Průkaz jsme vám vystavili před týdnem.');
      expect(await card()).toEqual(old);
    });

    it('an approved certificate of no arrears is issued as a PDF the person downloads from the request', async () => {
      const sent = await api.json('GET', personUrl('jana', 'bezdluznostZadostVlozit/?adresaOdeslani=TRVALA_ADRESA'), jana);
      expect(sent.statusCode, sent.body).toBe(200);
      const id = sent.json().id as number;
      expect((await ownDetail('jana', id)).prilohy).toEqual([]);
      await approve(id);
      const detail = await ownDetail('jana', id);
      expect(detail.historie.at(-1)?.poznamka).toBe(
        `Schváleno, potvrzení o bezdlužnosti ke dni ${formatDateCz(today)} jsme vystavili. Stáhnete ho v přílohách této žádosti (potvrzeni-o-bezdluznosti.pdf).`,
      );
      expect(detail.prilohy).toEqual([expect.objectContaining({ nazev: 'potvrzeni-o-bezdluznosti.pdf', evidence: 'POTVRZENI' })]);
      const file = await api.json('GET', personUrl('jana', `data/POTVRZENI/${detail.prilohy[0].id}`), jana);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment;/);
      expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // The staff member who issued it sees it among the request's files too.
      const staffFile = await api.json('GET', `/api/prac/zadosti/${id}/prilohy/${detail.prilohy[0].id}`, referent);
      expect(staffFile.rawPayload.equals(file.rawPayload)).toBe(true);
    });
  });

  describe('complaints, names, consultations, Vitalitas', () => {
    it('a complaint is closed with its outcome: upheld when approved, with the staff member’s note', async () => {
      const body = await get(personUrl('jana', `cerpanaPeceRok/${year - 1}`));
      const items = cerpanaPeceRok.response.parse(body).seznamPolozek.filter((i: PecePolozkaOdpoved) => !i.reklamaceOtevrena);
      const file = async (item: PecePolozkaOdpoved) => {
        const res = await api.json('POST', personUrl('jana', 'reklamacePece'), jana, {
          pripadId: item.id,
          anonymita: 'SOUHLAS',
          seznamDetailu: [item.vykony[0].id],
          duvod: 'Toto vyšetření jsem neabsolvovala.',
          kontaktTelefon: '777 123 456',
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { id: number; zadostId: number };
      };
      const upheld = await file(items[0]);
      const dismissed = await file(items[1]);
      await approve(upheld.zadostId, medicalOfficer, 'Poskytovatel výkon vykázal omylem, opravili jsme vyúčtování.');
      await refuse(dismissed.zadostId, 'Výkon je doložen ve zdravotnické dokumentaci.', medicalOfficer);

      const detail = await ownDetail('jana', upheld.zadostId);
      expect(detail.historie.at(-1)).toMatchObject({
        stav: 'VYRIZENO',
        poznamka: 'Reklamaci jsme uznali. Poskytovatel výkon vykázal omylem, opravili jsme vyúčtování.',
        kdo: 'Karel Beneš, revizní lékař',
      });
      expect(detail.polozky).toContainEqual({ nazev: 'Výsledek reklamace', hodnota: 'Reklamace uznána' });
      expect((await ownDetail('jana', dismissed.zadostId)).polozky).toContainEqual({
        nazev: 'Výsledek reklamace',
        hodnota: 'Reklamace neuznána',
      });
      const info = pripadInfoOdpovedSchema.parse(await get(personUrl('jana', `reklamacePecePripadInfo/${items[0].id}`)));
      expect(info.reklamace.find((r) => r.id === upheld.id)).toMatchObject({ stav: 'VYRIZENO', otevrena: false });
    });

    it('an approved name change puts the new name on the personal data; a refused one leaves it', async () => {
      const change = async (prijmeni: string) => {
        const res = await api.form(
          'PUT',
          personUrl('jakub', 'pojistenecOsobniUdaje'),
          jana,
          multipart([...fields({ jmeno: 'Jakub', prijmeni, idempotencniKlic: randomUUID() }), pdfPart('oddaci-list.pdf', 'prilohy[]')]),
        );
        expect(res.statusCode, res.body).toBe(200);
        return res.json().zadost.id as number;
      };
      const data = async () => osobniUdajeOdpovedSchema.parse(await get(personUrl('jakub', 'pojistenecOsobniUdaje')));

      await refuse(await change('Novák'), 'Oddací list není čitelný.');
      expect(await data()).toMatchObject({ jmeno: 'Jakub', prijmeni: 'Dvořák', zmenaJmena: null });

      const id = await change('Dvořák Novák');
      await approve(id);
      expect(await data()).toMatchObject({ jmeno: 'Jakub', prijmeni: 'Dvořák Novák', zmenaJmena: null });
      expect((await lastNote('jakub', id)).poznamka).toBe('Schváleno, vaše jméno v našich záznamech je nyní Jakub Dvořák Novák.');
      expect(zastupyCall.response.parse(await get('/api/uzivatel/zastupy')).seznamZastupu).toContainEqual(
        expect.objectContaining({ pojistenec: { jmeno: 'Jakub', prijmeni: 'Dvořák Novák' } }),
      );
    });

    it('an approved consultation is closed', async () => {
      const sent = await api.form(
        'POST',
        personUrl('jana', 'komunikacePojZpravaVlozit'),
        jana,
        multipart(
          fields({
            druhZpravy: 'KONZULTACE',
            nadpis: 'Bolest v zádech',
            telo: 'Dobrý den, mám po cvičení bolesti v bedrech. Mám jít k lékaři?',
            souhlasDokumentace: 'false',
            upozorneni: 'NEUPOZORNOVAT',
          }),
        ),
      );
      expect(sent.statusCode, sent.body).toBe(200);
      const id = zpravaVlozenaSchema.parse(sent.json()).vlakno.zadostId!;
      // Consultations are the medical officer's: a referent does not even find it.
      expect((await api.json('POST', `/api/prac/zadosti/${id}/krok`, referent, { akce: 'PREVZIT' })).statusCode).toBe(404);
      await approve(id, medicalOfficer);
      expect(await lastNote('jana', id)).toMatchObject({ stav: 'VYRIZENO', poznamka: 'Konzultaci jsme uzavřeli.' });
    });

    it('an approved Vitalitas application is in force; a refused one ends, and the person may apply again', async () => {
      const overview = async (typ: string, person: keyof typeof demoPersons) =>
        vitalitasOdpovedSchema
          .parse(await get(`/api/vitalitas/${typ}?seznamPojistenecId=${demoPersons[person].id}`))
          .seznamPojistencu.find((p) => p.pojistenecId === demoPersons[person].id)!;
      const join = async (person: keyof typeof demoPersons, body: Record<string, unknown>) => {
        const res = await api.json('PUT', personUrl(person, 'vitalitasPrihlaskaVlozit'), jana, body);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { zadostId: number };
      };

      const zvonek = await join('adam', { pojisteniTyp: 'ZV', datumOd: today });
      expect((await overview('ZV', 'adam')).aktivni).toBeNull();
      await approve(zvonek.zadostId);
      const adam = await overview('ZV', 'adam');
      expect(adam.aktivni).toMatchObject({ zadostId: zvonek.zadostId, stav: 'AKTIVNI', stavNazev: 'Sjednáno' });
      expect((await lastNote('adam', zvonek.zadostId)).poznamka).toBe(
        `Schváleno, „Program ZVONEK“ máte sjednáno od ${formatDateCz(adam.aktivni!.datumOd)} do ${formatDateCz(adam.aktivni!.datumDo)}.`,
      );

      const from = addDaysIso(today, 30);
      const trip = { pojisteniTyp: 'CP', datumOd: from, datumDo: addDaysIso(from, 6), uzemi: 'EVROPA' };
      const refused = await join('jana', trip);
      await refuse(refused.zadostId, 'Partnerská pojišťovna cestu nepojistí.');
      const janaTrips = await overview('CP', 'jana');
      expect(janaTrips.sjednani.find((s) => s.zadostId === refused.zadostId)).toMatchObject({ stav: 'UKONCENO' });
      // The refused trip no longer overlaps a new application for the same days.
      await join('jana', trip);
    });
  });

  it('a decision the lifecycle has closed cannot be taken again (409), and nothing of it changes', async () => {
    const sent = await api.json('POST', personUrl('jana', 'zadostPrukazVlozit'), jana, {
      prukazDuvodKod: 'ODCIZENI',
      adresaOdeslani: 'TRVALA_ADRESA',
    });
    const id = sent.json().id as number;
    await approve(id);
    const card = ehicPrukazSchema.parse(await get(personUrl('jana', 'ehicPrukaz')));
    for (const akce of ['SCHVALIT', 'ZAMITNOUT']) {
      const res = await api.json('POST', `/api/prac/zadosti/${id}/krok`, referent, { akce, poznamka: 'Znovu.' });
      expect(res.statusCode).toBe(409);
      expect(apiErrorSchema.parse(res.json())).toMatchObject({ detail: messages.requestStepClosed('Vyřízeno') });
    }
    expect(ehicPrukazSchema.parse(await get(personUrl('jana', 'ehicPrukaz')))).toEqual(card);
  });
});
