import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { apiErrorSchema, formatDateMessage, messages } from '../../contract/index';
import {
  communicationMessages,
  insurerChangeEffectiveDate,
  komunikacePoj,
  komunikaceZps,
  mojeZadostiDetail,
  novorozenecOdpovedSchema,
  preregistraceOdpovedSchema,
  zadostDetailSchema,
  zpravaVlozenaSchema,
} from '../../contract/communication';
import { addDaysIso } from '../../contract/format';
import { addMonthsIso } from '../../contract/communication';
import {
  attachments,
  childReregistrations,
  idempotencyKeys,
  insuranceRequests,
  messageThreads,
  newbornRegistrations,
  threadMessages,
} from '../../server/db/schema';
import { todayInPrague } from '../../server/services/clock';
import { requestDetail } from '../../server/services/communication/request-detail';
import { birthNumber } from '../../server/seed/birth-number';
import { personBirthNumber, seedChildBirthNumbers } from '../../server/seed/communication-data';
import { apiOf, expectForbidden, expectNotFound, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { multipart, type FormPart } from '../support/multipart';
import { tinyPdf, tinyPng } from '../support/matrix';
import { createTestApp, databaseKindLabel, demoPersonId, signInAs, type SignedIn, type TestApp } from '../support/test-app';

const ruleErrorsOf = (res: LightMyRequestResponse) => fieldErrorsOf(res, 422);

describe(`communication and registrations (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;
  let doctor: SignedIn;
  let today: string;

  const rows = async (table: PgTable) => Number((await t.db.select({ n: count() }).from(table))[0].n);
  const snapshot = async () => ({
    threads: await rows(messageThreads),
    messages: await rows(threadMessages),
    requests: await rows(insuranceRequests),
    files: await rows(attachments),
    newborns: await rows(newbornRegistrations),
    reregistrations: await rows(childReregistrations),
    keys: await rows(idempotencyKeys),
  });

  beforeAll(async () => {
    t = await createTestApp({ accessTtlS: 3600 });
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
    petr = await signInAs(t.app, 'osvc');
    doctor = await signInAs(t.app, 'lekar');
    today = todayInPrague();
  });
  afterAll(async () => {
    await t?.close();
  });

  // Notifications -------------------------------------------------------------------------------

  describe('notifications', () => {
    it("lists the person's notifications newest first, answers linked to their threads, with the bell's unread count", async () => {
      const res = await api.json('GET', personUrl('jana', 'komunikaceZps'), jana);
      expect(res.statusCode, res.body).toBe(200);
      const body = komunikaceZps.response.parse(res.json());
      const dates = body.seznamZprav.map((z) => z.datum);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(body.seznamZprav.find((z) => z.vlakno === 'D-2025-004812')).toMatchObject({
        druh: 'ODPOVED_DOTAZ',
        druhVlakna: 'DOTAZ',
        precteno: false,
      });
      expect(body.seznamZprav.find((z) => z.vlakno === 'K-2025-001177')).toMatchObject({
        druh: 'ODPOVED_KONZULTACE',
        druhVlakna: 'KONZULTACE',
      });
      expect(body.seznamZprav.filter((z) => z.druh === 'UPOZORNENI').every((z) => z.vlakno === null)).toBe(true);
      const widget = await api.json('GET', `/api/poj/widgetZpravyNeprectene?pojistenecId=${4100001}`, jana);
      expect(widget.json().prehledZastupu[0].pocet).toBe(body.pocetNeprectenych);
      expect(body.pocetNeprectenych).toBe(body.seznamZprav.filter((z) => !z.precteno).length);
    });

    it('filters by thread', async () => {
      const body = komunikaceZps.response.parse(
        (await api.json('GET', personUrl('jana', 'komunikaceZps?vlakno=K-2025-001177'), jana)).json(),
      );
      expect(body.seznamZprav.map((z) => z.nadpis)).toEqual(['Odpověď: Bolesti zad po dlouhém sezení']);
    });

    it('opening one gives its whole text; marking it read drops the unread count at once, also in the widget; again changes nothing', async () => {
      const list = komunikaceZps.response.parse((await api.json('GET', personUrl('tereza', 'komunikaceZps'), jana)).json());
      const unread = list.seznamZprav.find((z) => !z.precteno)!;
      const detail = await api.json('GET', personUrl('tereza', `komunikaceZpsZpravaDetail/${unread.id}`), jana);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().telo.length).toBeGreaterThanOrEqual(unread.nahled.length - 1);
      expect(detail.json().precteno).toBe(false);

      const read = await api.json('POST', personUrl('tereza', `komunikaceZpravaPrecteno/${unread.id}`), jana);
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json()).toEqual({ id: unread.id, precteno: true, pocetNeprectenych: list.pocetNeprectenych - 1 });
      const widget = await api.json('GET', `/api/poj/widgetZpravyNeprectene?pojistenecId=4100002`, jana);
      expect(widget.json().prehledZastupu[0].pocet).toBe(list.pocetNeprectenych - 1);
      const again = await api.json('POST', personUrl('tereza', `komunikaceZpravaPrecteno/${unread.id}`), jana);
      expect(again.json().pocetNeprectenych).toBe(list.pocetNeprectenych - 1);
    });

    it("someone else's notification is 404 under one's own person and 403 under theirs", async () => {
      const petrs = komunikaceZps.response.parse((await api.json('GET', personUrl('petr', 'komunikaceZps'), petr)).json());
      const id = petrs.seznamZprav[0].id;
      expectNotFound(await api.json('GET', personUrl('jana', `komunikaceZpsZpravaDetail/${id}`), jana));
      expectNotFound(await api.json('POST', personUrl('jana', `komunikaceZpravaPrecteno/${id}`), jana));
      expectForbidden(await api.json('GET', personUrl('petr', `komunikaceZpsZpravaDetail/${id}`), jana));
      expectForbidden(await api.json('GET', personUrl('jana', 'komunikaceZps'), doctor));
      const after = komunikaceZps.response.parse((await api.json('GET', personUrl('petr', 'komunikaceZps'), petr)).json());
      expect(after.pocetNeprectenych).toBe(petrs.pocetNeprectenych);
    });
  });

  // Threads --------------------------------------------------------------------------------------

  describe('threads', () => {
    it('lists the threads behind the seeded notifications, by kind, with their messages and files', async () => {
      const questions = komunikacePoj.response.parse(
        (await api.json('GET', personUrl('jana', 'komunikacePoj?druhZpravy=DOTAZ'), jana)).json(),
      );
      expect(questions.seznamVlaken.map((v) => v.vlakno)).toContain('D-2025-004812');
      expect(questions.seznamVlaken.every((v) => v.druhZpravy === 'DOTAZ')).toBe(true);
      expect(questions.zpravy).toEqual([]);
      const consultations = komunikacePoj.response.parse(
        (await api.json('GET', personUrl('jana', 'komunikacePoj?druhZpravy=KONZULTACE'), jana)).json(),
      );
      expect(consultations.seznamVlaken.map((v) => v.vlakno).sort()).toEqual(['K-2025-001177', 'K-2026-000312']);
      expect(consultations.seznamVlaken.find((v) => v.vlakno === 'K-2026-000312')).toMatchObject({
        stav: 'CEKA_NA_ODPOVED',
        pocetZprav: 1,
      });

      const thread = komunikacePoj.response.parse(
        (await api.json('GET', personUrl('jana', 'komunikacePoj?vlakno=D-2025-004812'), jana)).json(),
      );
      expect(thread.seznamVlaken).toHaveLength(1);
      expect(thread.seznamVlaken[0]).toMatchObject({ stav: 'ODPOVEZENO', pocetZprav: 2, zadostId: null });
      expect(thread.zpravy.map((z) => z.autor)).toEqual(['POJISTENEC', 'POJISTOVNA']);
      expect(thread.zpravy[0].prilohy).toEqual([expect.objectContaining({ nazev: 'uctenka-ockovani.pdf', evidence: 'ZPRAVA' })]);

      const one = await api.json('GET', personUrl('jana', `komunikacePojZpravaDetail/${thread.zpravy[1].id}`), jana);
      expect(one.json()).toMatchObject({ autorNazev: 'Klientské centrum ZPŠ', vlakno: 'D-2025-004812' });
      const file = await api.json('GET', personUrl('jana', `data/ZPRAVA/${thread.zpravy[0].prilohy[0].id}`), jana);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    });

    it("someone else's thread answers exactly like one that does not exist, and a doctor is refused", async () => {
      const other = await api.json('GET', personUrl('jana', 'komunikacePoj?vlakno=D-2025-003950'), jana);
      const none = await api.json('GET', personUrl('jana', 'komunikacePoj?vlakno=D-2099-000001'), jana);
      expectNotFound(other);
      expectNotFound(none);
      const strip = (res: LightMyRequestResponse) => ({ ...apiErrorSchema.parse(res.json()), chybaId: '' });
      expect(strip(other)).toEqual(strip(none));
      const petrsMessages = komunikacePoj.response.parse(
        (await api.json('GET', personUrl('petr', 'komunikacePoj?vlakno=D-2025-003950'), petr)).json(),
      );
      expectNotFound(await api.json('GET', personUrl('jana', `komunikacePojZpravaDetail/${petrsMessages.zpravy[0].id}`), jana));
      expectForbidden(await api.json('GET', personUrl('jana', 'komunikacePoj'), doctor));
      // A reply into someone else's thread stores nothing.
      const before = await snapshot();
      const reply = await api.form(
        'POST',
        personUrl('jana', 'komunikacePojZpravaVlozit'),
        jana,
        multipart(message({ vlakno: 'D-2025-003950' })),
      );
      expectNotFound(reply);
      expect(await snapshot()).toEqual(before);
    });

    const message = (changes: Record<string, string> = {}, files: FormPart[] = []): FormPart[] => [
      ...Object.entries({
        druhZpravy: 'DOTAZ',
        nadpis: 'Změna trvalé adresy',
        telo: 'Dobrý den, přestěhovali jsme se. Stačí změnit adresu v aplikaci?',
        ...changes,
      }).map(([name, value]) => ({ name, value })),
      ...files,
    ];
    const pdfPart = (filename = 'zprava-od-lekare.pdf'): FormPart => ({
      name: 'files',
      filename,
      content: tinyPdf,
      contentType: 'application/pdf',
    });

    it('a new consultation with a file opens a thread and a request KONZULTACE; a reply joins the thread', async () => {
      const sent = await api.form(
        'POST',
        personUrl('jana', 'komunikacePojZpravaVlozit'),
        jana,
        multipart(
          message(
            {
              druhZpravy: 'KONZULTACE',
              nadpis: 'Vyrážka po antibiotikách',
              telo: 'Dobrý den, po třech dnech užívání amoxicilinu mám vyrážku na rukou. Mám lék vysadit?',
              souhlasDokumentace: 'true',
              upozorneni: 'EMAIL',
            },
            [pdfPart()],
          ),
        ),
      );
      expect(sent.statusCode, sent.body).toBe(200);
      const answer = zpravaVlozenaSchema.parse(sent.json());
      expect(answer.vlakno.vlakno).toMatch(/^K-\d{4}-\d{6}$/);
      expect(answer.vlakno).toMatchObject({ druhZpravy: 'KONZULTACE', stav: 'CEKA_NA_ODPOVED', pocetZprav: 1 });
      expect(answer.zprava).toMatchObject({
        autor: 'POJISTENEC',
        autorNazev: 'Jana Dvořáková',
        souhlasDokumentace: true,
        upozorneni: 'EMAIL',
      });
      expect(answer.zprava.prilohy).toEqual([expect.objectContaining({ nazev: 'zprava-od-lekare.pdf', evidence: 'ZPRAVA' })]);
      const requestId = answer.vlakno.zadostId!;
      const list = await api.json('GET', personUrl('jana', 'mojeZadosti'), jana);
      expect(list.json().seznamZadosti[0]).toMatchObject({
        id: requestId,
        typ: 'KONZULTACE',
        stav: 'PRIJATO',
        popis: 'Vyrážka po antibiotikách',
      });
      const detail = zadostDetailSchema.parse(
        (await api.json('GET', personUrl('jana', `mojeZadosti/${requestId}?oblast=KONZULTACE`), jana)).json(),
      );
      expect(detail.vlakno).toBe(answer.vlakno.vlakno);
      expect(detail.prilohy.map((p) => p.nazev)).toEqual(['zprava-od-lekare.pdf']);
      expect(detail.polozky).toContainEqual({ nazev: 'Souhlas s nahlédnutím lékaře do zdravotní dokumentace', hodnota: 'Ano' });
      expect(detail.historie).toEqual([expect.objectContaining({ stav: 'PRIJATO' })]);

      const reply = await api.form(
        'POST',
        personUrl('jana', 'komunikacePojZpravaVlozit'),
        jana,
        multipart(
          message({
            druhZpravy: 'KONZULTACE',
            nadpis: 'Re: Vyrážka po antibiotikách',
            telo: 'Doplňuji: teplotu nemám.',
            vlakno: answer.vlakno.vlakno,
          }),
        ),
      );
      expect(reply.statusCode, reply.body).toBe(200);
      expect(zpravaVlozenaSchema.parse(reply.json()).vlakno.pocetZprav).toBe(2);
      const requests = await t.db.select().from(insuranceRequests).where(eq(insuranceRequests.id, requestId));
      expect(requests).toHaveLength(1);
      // A question in a consultation's thread is refused.
      const wrongKind = await api.form(
        'POST',
        personUrl('jana', 'komunikacePojZpravaVlozit'),
        jana,
        multipart(message({ vlakno: answer.vlakno.vlakno })),
      );
      expect(ruleErrorsOf(wrongKind)).toEqual({ druhZpravy: [communicationMessages.threadKindDiffers] });
    });

    it('two sends with one idempotency key make one thread and one request and answer the same; a refused send keeps the key free', async () => {
      const key = randomUUID();
      const parts = message({ druhZpravy: 'KONZULTACE', nadpis: 'Dvakrát odeslaná konzultace', idempotencniKlic: key }, [
        pdfPart('nalez.pdf'),
      ]);
      const before = await snapshot();
      const first = await api.form('POST', personUrl('petr', 'komunikacePojZpravaVlozit'), petr, multipart(parts));
      const second = await api.form('POST', personUrl('petr', 'komunikacePojZpravaVlozit'), petr, multipart(parts));
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toEqual(first.json());
      const after = await snapshot();
      expect(after.threads - before.threads).toBe(1);
      expect(after.requests - before.requests).toBe(1);
      expect(after.files - before.files).toBe(1);

      const retryKey = randomUUID();
      const refused = await api.form(
        'POST',
        personUrl('petr', 'komunikacePojZpravaVlozit'),
        petr,
        multipart(message({ idempotencniKlic: retryKey, vlakno: 'K-2026-000298' })),
      );
      expect(refused.statusCode).toBe(422);
      const fixed = await api.form(
        'POST',
        personUrl('petr', 'komunikacePojZpravaVlozit'),
        petr,
        multipart(message({ idempotencniKlic: retryKey, druhZpravy: 'KONZULTACE', vlakno: 'K-2026-000298' })),
      );
      expect(fixed.statusCode, fixed.body).toBe(200);
    });

    it('refuses bad input with the Czech messages and stores nothing', async () => {
      const before = await snapshot();
      const bad = await api.form(
        'POST',
        personUrl('jana', 'komunikacePojZpravaVlozit'),
        jana,
        multipart(
          message({ druhZpravy: 'STIZNOST', nadpis: 'x'.repeat(256), telo: ' ', vlakno: 'x'.repeat(37), idempotencniKlic: 'klic' }),
        ),
      );
      expect(fieldErrorsOf(bad)).toEqual({
        druhZpravy: [messages.allowedValues(['DOTAZ', 'KONZULTACE'])],
        nadpis: [messages.tooLong(255)],
        telo: [messages.required],
        vlakno: [messages.tooLong(36)],
        idempotencniKlic: [messages.idempotencyKeyInvalid],
      });
      const html = await api.form(
        'POST',
        personUrl('jana', 'komunikacePojZpravaVlozit'),
        jana,
        multipart(message({ telo: '<script>alert(1)</script>' })),
      );
      expect(fieldErrorsOf(html)).toEqual({ telo: [messages.noHtml] });
      const exe = await api.form(
        'POST',
        personUrl('jana', 'komunikacePojZpravaVlozit'),
        jana,
        multipart(message({}, [{ name: 'files', filename: 'virus.exe', content: tinyPng, contentType: 'application/octet-stream' }])),
      );
      expect(fieldErrorsOf(exe)).toEqual({ files: [messages.fileWrongFormat('virus.exe')] });
      const six = await api.form(
        'POST',
        personUrl('jana', 'komunikacePojZpravaVlozit'),
        jana,
        multipart(
          message(
            {},
            Array.from({ length: 6 }, (_, i) => pdfPart(`soubor-${i}.pdf`)),
          ),
        ),
      );
      expect(six.statusCode).toBe(400);
      expect(six.json().chyby.files).toEqual([messages.tooManyFiles(5)]);
      expect(await snapshot()).toEqual(before);
    });
  });

  // Moje žádosti ------------------------------------------------------------------------------------

  describe('request detail', () => {
    const detailOf = async (person: 'jana' | 'petr', id: number, who: SignedIn, oblast = '') => {
      const res = await api.json('GET', personUrl(person, `mojeZadosti/${id}${oblast ? `?oblast=${oblast}` : ''}`), who);
      expect(res.statusCode, res.body).toBe(200);
      return mojeZadostiDetail.response.parse(res.json());
    };
    const listOf = async (person: 'jana' | 'petr', who: SignedIn) =>
      (await api.json('GET', personUrl(person, 'mojeZadosti'), who)).json().seznamZadosti as Array<{
        id: number;
        typ: string;
        stav: string;
        popis: string | null;
      }>;

    it('seeds requests of this area in every state, each with a history that starts received and ends in its state', async () => {
      const all = [...(await listOf('jana', jana)), ...(await listOf('petr', petr))];
      const ours = all.filter((z) => ['KONZULTACE', 'NOVOROZENEC', 'PREREGISTRACE'].includes(z.typ));
      expect(new Set(ours.map((z) => z.stav))).toEqual(new Set(['PRIJATO', 'VYRIZUJE_SE', 'CEKA_NA_DOKLADY', 'VYRIZENO', 'ZAMITNUTO']));
      for (const request of ours.filter((z) => z.popis !== 'Vyrážka po antibiotikách')) {
        const person = (await listOf('jana', jana)).some((z) => z.id === request.id) ? 'jana' : 'petr';
        const detail = await detailOf(person, request.id, person === 'jana' ? jana : petr);
        expect(detail.historie[0].stav).toBe('PRIJATO');
        expect(detail.historie[detail.historie.length - 1].stav).toBe(request.stav);
        expect(detail.historie.every((h) => h.poznamka.length > 0)).toBe(true);
        expect(detail.polozky.length).toBeGreaterThan(0);
      }
    });

    it('shows the newborn registration with its birth certificate, the re-registration with its addresses and the effective day', async () => {
      const list = await listOf('jana', jana);
      const adam = list.find((z) => z.typ === 'NOVOROZENEC' && z.popis === 'Adam Dvořák')!;
      const newborn = await detailOf('jana', adam.id, jana, 'NOVOROZENEC');
      expect(newborn.zadost.stav).toBe('VYRIZENO');
      expect(newborn.prilohy).toEqual([expect.objectContaining({ nazev: 'rodny-list-adam.pdf', evidence: 'NOVOROZENEC' })]);
      expect(newborn.polozky).toContainEqual({ nazev: 'Rodný list – dítě', hodnota: 'rodny-list-adam.pdf' });
      expect(newborn.polozky).toContainEqual({ nazev: 'Průkaz pojištěnce vyzvednu', hodnota: 'Mladá Boleslav, Husova 302' });
      const tereza = list.find((z) => z.typ === 'PREREGISTRACE')!;
      const reregistration = await detailOf('jana', tereza.id, jana);
      expect(reregistration.polozky).toContainEqual({
        nazev: 'Dosavadní zdravotní pojišťovna',
        hodnota: '111 – Všeobecná zdravotní pojišťovna České republiky',
      });
      expect(reregistration.polozky).toContainEqual({
        nazev: 'Trvalá adresa dítěte',
        hodnota: 'Shodná s adresou zástupce: Jaselská 1123, 293 01 Mladá Boleslav',
      });
    });

    it('shows a request of the insurance area with the common part and a history built from its state', async () => {
      const card = (await listOf('petr', petr)).find((z) => z.typ === 'PRUKAZ')!;
      const detail = await detailOf('petr', card.id, petr);
      expect(detail.polozky).toEqual([
        { nazev: 'Důvod', hodnota: 'Ztráta průkazu' },
        { nazev: 'Doručení', hodnota: 'Na trvalou adresu' },
      ]);
      expect(detail.historie.map((h) => h.stav)).toEqual(['PRIJATO', 'VYRIZENO']);
      expect(detail.vlakno).toBeNull();
    });

    it("shows what the other areas' requests sent: a complaint about care, a programme claim and a care or travel claim", async () => {
      const petrs = await listOf('petr', petr);
      const complaint = petrs.find((z) => z.typ === 'REKLAMACE')!;
      expect((await detailOf('petr', complaint.id, petr, 'REKLAMACE')).polozky.length).toBeGreaterThan(0);
      for (const typ of ['PROGRAM', 'PROPLACENI_PECE']) {
        const claim = (await listOf('jana', jana)).find((z) => z.typ === typ)!;
        const detail = await detailOf('jana', claim.id, jana, typ);
        expect(detail.zadost.typ).toBe(typ);
        expect(detail.polozky.length).toBeGreaterThan(0);
      }
    });

    it('a kind without a provider still shows the common part and the history', async () => {
      const [consultation] = (await listOf('jana', jana)).filter((z) => z.typ === 'KONZULTACE');
      const detail = await requestDetail(t.db, demoPersonId('jana'), String(consultation.id), undefined, {});
      expect(detail.zadost).toMatchObject({ id: consultation.id, typ: 'KONZULTACE' });
      expect(detail.polozky).toEqual([]);
      expect(detail.prilohy).toEqual([]);
      expect(detail.historie.length).toBeGreaterThan(0);
    });

    it("another person's request, an unknown id or another kind than oblast says: 404; a doctor and another insured person: 403", async () => {
      const petrs = (await listOf('petr', petr))[0];
      expectNotFound(await api.json('GET', personUrl('jana', `mojeZadosti/${petrs.id}`), jana));
      expectNotFound(await api.json('GET', personUrl('jana', 'mojeZadosti/999999999'), jana));
      const janas = (await listOf('jana', jana)).find((z) => z.typ === 'NOVOROZENEC')!;
      expectNotFound(await api.json('GET', personUrl('jana', `mojeZadosti/${janas.id}?oblast=EHIC`), jana));
      expect(fieldErrorsOf(await api.json('GET', personUrl('jana', `mojeZadosti/${janas.id}?oblast=NECO`), jana)).oblast).toHaveLength(1);
      expectForbidden(await api.json('GET', personUrl('jana', `mojeZadosti/${janas.id}`), doctor));
      expectForbidden(await api.json('GET', personUrl('jana', `mojeZadosti/${janas.id}`), petr));
    });
  });

  // Newborn registration ------------------------------------------------------------------------------

  describe('newborn registration', () => {
    const bornDaysAgo = (days: number) => addDaysIso(today, -days);
    /** Twin girls born 12 days ago (each test its own serial numbers, so no test sees another's children). */
    let serial = 600;
    const twins = () => {
      const born = bornDaysAgo(12);
      return [birthNumber(born, true, serial), birthNumber(born, true, serial + 11)];
    };
    const certificate = (name: string): FormPart => ({
      name: 'prilohy[]',
      filename: name,
      content: tinyPdf,
      contentType: 'application/pdf',
    });
    const form = (fields: Record<string, string | string[]>, files: FormPart[]): FormPart[] => [
      ...Object.entries(fields).flatMap(([name, value]) =>
        Array.isArray(value) ? value.map((v) => ({ name: `${name}[]`, value: v })) : [{ name, value }],
      ),
      ...files,
    ];
    const registration = (changes: Record<string, string | string[]> = {}, files?: FormPart[]) => {
      const [first, second] = twins();
      return form(
        {
          rocisMatka: personBirthNumber('jana'),
          adresaOdeslani: 'MB',
          rocis: [first, second],
          jmeno: ['Eliška', 'Ema'],
          prijmeni: ['Dvořáková', 'Dvořáková'],
          prilohyIndex: ['0', '1'],
          ...changes,
        },
        files ?? [certificate('rodny-list-eliska.pdf'), certificate('rodny-list-ema.pdf')],
      );
    };
    const send = (parts: FormPart[], person: 'jana' | 'tereza' = 'jana') =>
      api.form('PUT', personUrl(person, 'zadostNovorozenecVlozit'), jana, multipart(parts));

    it('registers twins with two birth certificates; a resend with the same key creates nothing', async () => {
      const key = randomUUID();
      const before = await snapshot();
      const first = await send(registration({ idempotencniKlic: key }));
      expect(first.statusCode, first.body).toBe(200);
      const answer = novorozenecOdpovedSchema.parse(first.json());
      expect(answer.zadost).toMatchObject({ typ: 'NOVOROZENEC', stav: 'PRIJATO', popis: 'Eliška Dvořáková, Ema Dvořáková' });
      expect(answer.deti.map((d) => d.jmeno)).toEqual(['Eliška', 'Ema']);
      expect(answer.deti[0].narozen).toBe(`${bornDaysAgo(12)}T00:00:00`);
      expect(answer.deti[0].zvonekPrihlaskaDo).toBe(`${addDaysIso(addMonthsIso(bornDaysAgo(12), 12), -1)}T00:00:00`);
      expect(answer.pobocka).toEqual({ kod: 'MB', nazev: 'Mladá Boleslav, Husova 302' });
      const again = await send(registration({ idempotencniKlic: key }));
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const after = await snapshot();
      expect(after.newborns - before.newborns).toBe(1);
      expect(after.requests - before.requests).toBe(1);
      expect(after.files - before.files).toBe(2);

      const detail = zadostDetailSchema.parse((await api.json('GET', personUrl('jana', `mojeZadosti/${answer.zadost.id}`), jana)).json());
      expect(detail.polozky).toContainEqual({ nazev: 'Rodný list – dítě 1', hodnota: 'rodny-list-eliska.pdf' });
      expect(detail.polozky).toContainEqual({ nazev: 'Rodný list – dítě 2', hodnota: 'rodny-list-ema.pdf' });
      // The same children again (another key): already registered.
      expect(ruleErrorsOf(await send(registration()))).toEqual({
        'rocis.0': [communicationMessages.childAlreadyInsured],
        'rocis.1': [communicationMessages.childAlreadyInsured],
      });
    });

    it('refuses a mother not insured here, an invalid or repeated child birth number, an old child and a twin without a certificate — storing nothing', async () => {
      serial = 800;
      const before = await snapshot();
      const stranger = birthNumber('1991-05-17', true, 733);
      expect(ruleErrorsOf(await send(registration({ rocisMatka: stranger })))).toEqual({
        rocisMatka: [communicationMessages.motherNotInsured],
      });
      expect(ruleErrorsOf(await send(registration({ rocisMatka: personBirthNumber('petr') })))).toEqual({
        rocisMatka: [communicationMessages.motherNotWoman],
      });
      const [first] = twins();
      expect(fieldErrorsOf(await send(registration({ rocis: [first, '2601011235'] })))).toEqual({
        'rocis.1': [messages.invalidBirthNumber],
      });
      expect(ruleErrorsOf(await send(registration({ rocis: [first, first] })))).toEqual({
        'rocis.1': [communicationMessages.childNumbersRepeat],
      });
      const old = birthNumber(addMonthsIso(today, -13), false, 300);
      expect(ruleErrorsOf(await send(registration({ rocis: [first, old] })))).toEqual({ 'rocis.1': [communicationMessages.newbornTooOld] });
      expect(ruleErrorsOf(await send(registration({ rocis: [first, personBirthNumber('adam')] })))).toEqual({
        'rocis.1': [communicationMessages.childAlreadyInsured],
      });
      expect(ruleErrorsOf(await send(registration({ prilohyIndex: ['0'] }, [certificate('jen-jeden.pdf')])))).toEqual({
        'prilohy.1': [communicationMessages.certificateMissing],
      });
      expect(ruleErrorsOf(await send(registration({ prilohyIndex: ['0', '0'] })))).toEqual({
        'prilohy.1': [communicationMessages.certificateMissing],
      });
      expect(ruleErrorsOf(await send(registration({ prilohyIndex: ['0', '2'] })))).toMatchObject({
        prilohyIndex: [communicationMessages.certificateIndexWrong],
      });
      expect(fieldErrorsOf(await send(registration({ jmeno: ['Eliška'] })))).toEqual({ 'jmeno.1': [messages.required] });
      expect(fieldErrorsOf(await send(registration({ adresaOdeslani: 'DOMU' })))).toEqual({
        adresaOdeslani: [messages.allowedValues(['MB', 'PHA', 'NB', 'VR', 'KV', 'POSTA'])],
      });
      // A child cannot file it (the menu hides it under 18): the whole form is refused.
      expect(ruleErrorsOf(await send(registration(), 'tereza'))).toEqual({ _form: [communicationMessages.filerNotAdult] });
      expect(await snapshot()).toEqual(before);
    });
  });

  // Child re-registration -----------------------------------------------------------------------------

  describe('child re-registration', () => {
    const firstChild = (changes: Record<string, unknown> = {}) => ({
      jmeno: 'Matyáš',
      prijmeni: 'Dvořák',
      rocis: birthNumber('2019-08-07', false, 451),
      puvodniZP: '111',
      adresaTrvalaVolba: 'JINA_ADRESA',
      adresaTrvala: { ulice: 'Na Pankráci 1062/58', obec: 'Praha 4', psc: '140 00', stat: 'Česká republika', statKod: 'CZ' },
      adresaKontaktniVolba: 'SHODNA_TRVALA',
      ...changes,
    });
    const send = (body: unknown, person: 'jana' | 'tereza' = 'jana') =>
      api.json('PUT', personUrl(person, 'zadostPreregistraceVlozit'), jana, body);
    const child = firstChild;

    it('re-registers a child with an address chosen from the suggestions; the server states the day the change takes effect', async () => {
      const suggestions = await api.json('GET', `/api/naseptavacAdres/${encodeURIComponent('Na Pankráci 1062')}`, jana);
      const address = suggestions.json().seznamAdres[0];
      expect(address).toMatchObject({ ulice: 'Na Pankráci 1062/58', obec: 'Praha 4', psc: '140 00' });
      const key = randomUUID();
      const body = child({
        adresaTrvala: { ulice: address.ulice, obec: address.obec, psc: address.psc, kodRuian: address.kodRuian },
        idempotencniKlic: key,
      });
      const before = await snapshot();
      const res = await send(body);
      expect(res.statusCode, res.body).toBe(200);
      const answer = preregistraceOdpovedSchema.parse(res.json());
      expect(answer.ucinnostOd).toBe(`${insurerChangeEffectiveDate(today)}T00:00:00`);
      expect(answer.puvodniPojistovna).toEqual({ kod: '111', nazev: 'Všeobecná zdravotní pojišťovna České republiky' });
      expect(answer.zadost).toMatchObject({ typ: 'PREREGISTRACE', stav: 'PRIJATO', popis: 'Matyáš Dvořák' });
      expect((await send(body)).json()).toEqual(res.json());
      const after = await snapshot();
      expect([after.reregistrations - before.reregistrations, after.requests - before.requests]).toEqual([1, 1]);

      // A second change for the same child within 12 months (another key): refused, nothing stored.
      const second = await send(child({ puvodniZP: '205' }));
      expect(ruleErrorsOf(second)).toEqual({
        rocis: [communicationMessages.insurerChangeTooSoon(formatDateMessage(addMonthsIso(insurerChangeEffectiveDate(today), 12)))],
      });
      expect(await snapshot()).toEqual(after);
    });

    it("takes the representative's permanent address when asked, and refuses what the rules do not allow", async () => {
      const child = (changes: Record<string, unknown> = {}) => firstChild({ rocis: birthNumber('2018-03-03', false, 333), ...changes });
      const before = await snapshot();
      expect(
        ruleErrorsOf(await send(child({ rocis: personBirthNumber('tereza'), adresaTrvalaVolba: 'SHODNA_ZASTUPCE', adresaTrvala: null }))),
      ).toEqual({
        rocis: [communicationMessages.ownInsurer],
      });
      expect(fieldErrorsOf(await send(child({ puvodniZP: '209' })))).toEqual({ puvodniZP: [communicationMessages.ownInsurer] });
      expect(fieldErrorsOf(await send(child({ puvodniZP: '999' })))).toEqual({
        puvodniZP: [messages.allowedValues(['111', '201', '205', '207', '211', '213'])],
      });
      expect(fieldErrorsOf(await send(child({ puvodniZP: '11' })))).toEqual({ puvodniZP: [messages.tooShort(3)] });
      expect(fieldErrorsOf(await send(child({ adresaTrvala: undefined })))).toEqual({ adresaTrvala: [messages.required] });
      expect(fieldErrorsOf(await send(child({ adresaKontaktniVolba: 'JINA_ADRESA' })))).toEqual({ adresaKontaktni: [messages.required] });
      expect(ruleErrorsOf(await send(child({ rocis: personBirthNumber('jakub') })))).toEqual({
        rocis: [communicationMessages.childNotChild],
      });
      expect(ruleErrorsOf(await send(child({ adresaTrvala: { obec: 'Praha 4', kodRuian: '99999999' } })))).toEqual({
        'adresaTrvala.kodRuian': [communicationMessages.unknownRuianAddress],
      });
      // Petr's son: the earlier application was refused (does not count), the pending one does.
      const ondrej = await api.json(
        'PUT',
        personUrl('petr', 'zadostPreregistraceVlozit'),
        petr,
        child({ rocis: seedChildBirthNumbers.ondrej, jmeno: 'Ondřej', prijmeni: 'Novotný' }),
      );
      expect(ruleErrorsOf(ondrej).rocis?.[0]).toMatch(/^Zdravotní pojišťovnu lze změnit jen jednou za 12 měsíců\./);
      expect(ruleErrorsOf(await send(child(), 'tereza'))).toEqual({ _form: [communicationMessages.filerNotAdult] });
      expect(await snapshot()).toEqual(before);

      const own = await send(
        child({ rocis: birthNumber('2017-02-14', true, 222), jmeno: 'Klára', adresaTrvalaVolba: 'SHODNA_ZASTUPCE', adresaTrvala: null }),
      );
      expect(own.statusCode, own.body).toBe(200);
      const detail = zadostDetailSchema.parse(
        (await api.json('GET', personUrl('jana', `mojeZadosti/${own.json().zadost.id}`), jana)).json(),
      );
      expect(detail.polozky).toContainEqual({
        nazev: 'Trvalá adresa dítěte',
        hodnota: 'Shodná s adresou zástupce: Jaselská 1123, 293 01 Mladá Boleslav',
      });
      expect(detail.polozky).toContainEqual({ nazev: 'Kontaktní adresa', hodnota: 'Shodná s trvalou adresou' });
    });
  });

  // Addresses and code lists ---------------------------------------------------------------------------

  describe('address suggestions and code lists', () => {
    const suggest = (text: string, who: SignedIn | null = jana) => api.json('GET', `/api/naseptavacAdres/${encodeURIComponent(text)}`, who);

    it('suggests addresses of the register by street and number, by town, by postcode, without diacritics', async () => {
      const byStreet = (await suggest('Jaselská 112')).json().seznamAdres;
      expect(byStreet[0]).toMatchObject({ ulice: 'Jaselská 1120', obec: 'Mladá Boleslav', psc: '293 01', castObce: null });
      expect(byStreet.map((a: { ulice: string }) => a.ulice)).toContain('Jaselská 1123');
      expect(byStreet.length).toBeLessThanOrEqual(10);
      expect((await suggest('mlada boleslav husova 302')).json().seznamAdres[0]).toMatchObject({
        ulice: 'Husova 302',
        text: 'Husova 302, 293 01 Mladá Boleslav',
      });
      expect((await suggest('husova vrchlabi')).json().seznamAdres[0].obec).toBe('Vrchlabí');
      expect((await suggest('543 01')).json().seznamAdres.every((a: { psc: string }) => a.psc === '543 01')).toBe(true);
      expect((await suggest('Čejetičky 5')).json().seznamAdres[0]).toMatchObject({
        ulice: 'Čejetičky 5',
        obec: 'Mladá Boleslav',
        castObce: 'Čejetičky',
      });
      expect((await suggest('Nusle Na Pankráci 1062')).json().seznamAdres[0].text).toBe('Na Pankráci 1062/58, Nusle, 140 00 Praha 4');
      expect((await suggest('Neexistující 1')).json().seznamAdres).toEqual([]);
      expect(fieldErrorsOf(await suggest('x')).adresa).toEqual([messages.tooShort(2)]);
      expect((await suggest('Husova', null)).statusCode).toBe(401);
    });

    it('serves the insurers, branches, card reasons and document types without a token', async () => {
      const list = async (name: string) =>
        (await api.json('GET', `/api/data/ciselnik?ciselnik=${name}`, null)).json().polozky as Array<{ kod: string }>;
      expect((await list('ZDRAVOTNI_POJISTOVNY')).map((i) => i.kod)).toEqual(['111', '201', '205', '207', '209', '211', '213']);
      expect((await list('POBOCKY')).map((i) => i.kod)).toEqual(['MB', 'PHA', 'NB', 'VR', 'KV', 'POSTA']);
      expect((await list('DUVODY_PRUKAZU')).map((i) => i.kod)).toEqual([
        'ZTRATA',
        'ODCIZENI',
        'POSKOZENI',
        'ZMENA_UDAJU',
        'KONEC_PLATNOSTI',
      ]);
      expect((await list('TYPY_DOKUMENTU')).map((i) => i.kod)).toContain('RODNY_LIST');
    });
  });
});
