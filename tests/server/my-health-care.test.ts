/**
 * "My health" (issue 12), care drawn, complaints and prevention on the seeded data: every call,
 * bad input with the Czech messages and nothing stored, the business rules, and who may call
 * (representatives; an allowed doctor reads, never writes; other callers 403).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  apiErrorSchema,
  cerpanaPecePrevence,
  cerpanaPeceRok,
  cerpanaPeceSouhrn,
  formatDateMessage,
  messages,
  prevence,
  prevenceKontrolaOdpovedSchema,
  pripadInfoOdpovedSchema,
  reklamaceOdpovedSchema,
  type PecePolozkaOdpoved,
} from '../../contract/index';
import { careComplaints, careItems, insuranceRequests, preventionReports } from '../../server/db/schema';
import { seedDemoData } from '../../server/seed/index';
import { myHealthRequestDetail } from '../../server/services/my-health/request-detail';
import { todayInPrague } from '../../server/services/clock';
import { apiOf, expectForbidden, expectNotFound, fieldErrorsOf, personUrl, tomorrow, type Api } from '../support/health';
import { createTestApp, databaseKindLabel, demoPersonId, demoPersons, signInAs, type SignedIn, type TestApp } from '../support/test-app';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'my-health-care-'));
function pdfText(res: LightMyRequestResponse): string {
  const file = path.join(tmp, `${randomUUID()}.pdf`);
  fs.writeFileSync(file, res.rawPayload);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

const year = Number(todayInPrague().slice(0, 4));

describe(`my health: care drawn, complaints, prevention (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;
  let doctor: SignedIn;

  const countOf = async (table: typeof careComplaints | typeof insuranceRequests | typeof preventionReports) =>
    Number((await t.db.select({ n: count() }).from(table))[0].n);

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

  // -------------------------------------------------------------------------------------------
  describe('care drawn', () => {
    it('sums every year and kind of care, newest year first, from 2020 to this year', async () => {
      const res = await api.json('GET', personUrl('jana', 'cerpanaPeceSouhrn'), jana);
      expect(res.statusCode, res.body).toBe(200);
      const body = cerpanaPeceSouhrn.response.parse(res.json());
      expect(body.seznamRoku.map((r) => r.rok)).toEqual(Array.from({ length: year - 2019 }, (_, i) => year - i));
      expect(body.celkem.druhy.map((d) => d.druh)).toEqual([
        'PRAKTICKY_LEKAR',
        'SPECIALISTA',
        'NEMOCNICE',
        'ZUBNI_LEKAR',
        'LEKY',
        'POMUCKY',
        'DOPRAVA',
      ]);
      const total = body.seznamRoku.reduce((s, r) => s + r.sumaKc, 0);
      expect(body.celkem.sumaKc).toBeCloseTo(total, 2);
      for (const y of body.seznamRoku) expect(y.druhy.reduce((s, d) => s + d.sumaKc, 0)).toBeCloseTo(y.sumaKc, 2);
      expect(body.celkem.druhy.find((d) => d.druh === 'LEKY')?.pocet).toBeGreaterThan(10);
    });

    it('one year: the chart by month adds up, the newest items first, pocetVysledku limits the list only', async () => {
      const res = await api.json('GET', personUrl('jana', `cerpanaPeceRok/${year - 1}?pocetVysledku=3`), jana);
      expect(res.statusCode, res.body).toBe(200);
      const body = cerpanaPeceRok.response.parse(res.json());
      expect(body.mesice).toHaveLength(12);
      expect(body.mesice.reduce((s, m) => s + m.sumaKc, 0)).toBeCloseTo(body.sumaKc, 2);
      expect(body.seznamPolozek).toHaveLength(3);
      expect(body.pocetCelkem).toBeGreaterThan(3);
      const dates = body.seznamPolozek.map((i) => i.datumOd);
      expect([...dates].sort().reverse()).toEqual(dates);
      for (const item of body.seznamPolozek) {
        expect(item.vykony.reduce((s, v) => s + v.cena, 0)).toBeCloseTo(item.sumaKc, 2);
        for (const v of item.vykony) expect(v.kod).toMatch(/^[0-9A-Z]{5,7}$/);
      }
    });

    it('typ CESTA lists the travel of the year only; SOUHRN adds up the lines of a code', async () => {
      const travel = cerpanaPeceRok.response.parse(
        (await api.json('GET', personUrl('jana', `cerpanaPeceRok/2023?typ=CESTA`), jana)).json(),
      );
      expect(travel.seznamPolozek).toEqual([]);
      const doctorView = await api.json('GET', personUrl('marie', 'cerpanaPeceRok/2023?typ=CESTA'), doctor);
      const marie = cerpanaPeceRok.response.parse(doctorView.json());
      expect(marie.seznamPolozek.length).toBe(2);
      expect(marie.seznamPolozek.every((i) => i.typ === 'CESTA' && i.druh === 'DOPRAVA')).toBe(true);

      const detail = cerpanaPeceRok.response.parse(
        (await api.json('GET', personUrl('jana', `cerpanaPeceRok/${year}?zobrazeni=DETAIL`), jana)).json(),
      );
      const summary = cerpanaPeceRok.response.parse(
        (await api.json('GET', personUrl('jana', `cerpanaPeceRok/${year}?zobrazeni=SOUHRN`), jana)).json(),
      );
      expect(summary.zobrazeni).toBe('SOUHRN');
      for (const item of summary.seznamPolozek) {
        const same = detail.seznamPolozek.find((i) => i.id === item.id) as PecePolozkaOdpoved;
        expect(new Set(item.vykony.map((v) => `${v.kod}|${v.druh}`)).size).toBe(item.vykony.length);
        expect(item.vykony.reduce((s, v) => s + v.cena, 0)).toBeCloseTo(
          same.vykony.reduce((s, v) => s + v.cena, 0),
          2,
        );
      }
    });

    it('the year statement is a real PDF with Czech glyphs', async () => {
      const res = await api.json('GET', personUrl('jana', `cerpanaPecePdf/${year - 1}`), jana);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.headers['content-disposition']).toContain(`cerpana-pece-${year - 1}.pdf`);
      const text = pdfText(res);
      expect(text).toContain(`Výpis čerpané zdravotní péče za rok ${year - 1}`);
      expect(text).toContain('Jana Dvořáková');
      expect(text).toContain('Praktický lékař MUDr. Alena Horáková');
      expect(text).toContain('Léky na recept');
    });

    it('the care of one kind of prevention', async () => {
      const res = await api.json('GET', personUrl('jana', 'cerpanaPecePrevence/GYNEKOLOGIE'), jana);
      const body = cerpanaPecePrevence.response.parse(res.json());
      expect(body.nazev).toBe('Gynekologická preventivní prohlídka');
      expect(body.seznamPolozek.length).toBeGreaterThan(4);
      expect(body.seznamPolozek.every((i) => i.vykony.some((v) => v.kod === '63050'))).toBe(true);
    });

    it('refuses bad input with the Czech messages', async () => {
      expect(fieldErrorsOf(await api.json('GET', personUrl('jana', 'cerpanaPeceRok/2009'), jana)).rok).toEqual([messages.min(2010)]);
      expect(fieldErrorsOf(await api.json('GET', personUrl('jana', 'cerpanaPeceRok/2024?pocetVysledku=0'), jana)).pocetVysledku).toEqual([
        messages.min(1),
      ]);
      expect(fieldErrorsOf(await api.json('GET', personUrl('jana', 'cerpanaPeceRok/2024?typ=VLAK'), jana)).typ).toEqual([
        messages.allowedValues(['PECE', 'CESTA']),
      ]);
      expect(fieldErrorsOf(await api.json('GET', personUrl('jana', 'cerpanaPecePrevence/ZUBAR'), jana)).typPrevence?.[0]).toMatch(
        /^Povoleny jsou pouze tyto hodnoty: PRAKTICKY_LEKAR/,
      );
    });

    it('an allowed doctor reads the care, a doctor not allowed gets 403', async () => {
      expect((await api.json('GET', personUrl('jana', 'cerpanaPeceSouhrn'), doctor)).statusCode).toBe(200);
      expect((await api.json('GET', personUrl('jana', `cerpanaPecePdf/${year}`), doctor)).statusCode).toBe(200);
      expectForbidden(await api.json('GET', personUrl('katerina', 'cerpanaPeceSouhrn'), doctor));
      expectForbidden(await api.json('GET', personUrl('petr', 'cerpanaPeceSouhrn'), jana));
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('complaints', () => {
    /** A care item of Jana's with a procedure no complaint covers. */
    const janaCase = async (druh: PecePolozkaOdpoved['druh'] = 'ZUBNI_LEKAR') => {
      const body = cerpanaPeceRok.response.parse((await api.json('GET', personUrl('jana', `cerpanaPeceRok/${year - 1}`), jana)).json());
      const item = body.seznamPolozek.find((i) => i.druh === druh && !i.reklamaceOtevrena) as PecePolozkaOdpoved;
      expect(item).toBeDefined();
      return item;
    };

    it('the case info lists the procedures and which an open complaint covers', async () => {
      const [row] = await t.db
        .select({ id: careComplaints.careItemId })
        .from(careComplaints)
        .where(eq(careComplaints.insuredPersonId, demoPersonId('petr')));
      const res = await api.json('GET', personUrl('petr', `reklamacePecePripadInfo/${row.id}`), petr);
      const info = pripadInfoOdpovedSchema.parse(res.json());
      expect(info.reklamace[0]).toMatchObject({ stav: 'VYRIZUJE_SE', otevrena: true });
      expect(info.vykony.filter((v) => v.reklamovano)).toHaveLength(1);
    });

    it('files a complaint as a REKLAMACE request; a second one about the same procedure is refused and stores nothing', async () => {
      const item = await janaCase();
      const procedure = item.vykony[0];
      const body = {
        pripadId: item.id,
        anonymita: 'SOUHLAS',
        seznamDetailu: [procedure.id],
        duvod: 'Tuto prohlídku jsem neabsolvovala.',
        kontaktTelefon: '777 123 456',
      };
      const res = await api.json('POST', personUrl('jana', 'reklamacePece'), jana, body);
      expect(res.statusCode, res.body).toBe(200);
      const answer = reklamaceOdpovedSchema.parse(res.json());
      expect(answer).toMatchObject({ pripadId: item.id, stav: 'PRIJATO', seznamDetailu: [procedure.id] });

      const requests = await api.json('GET', personUrl('jana', 'mojeZadosti'), jana);
      const request = (requests.json() as { seznamZadosti: Array<{ id: number; typ: string; popis: string }> }).seznamZadosti.find(
        (z) => z.id === answer.zadostId,
      );
      expect(request).toMatchObject({ typ: 'REKLAMACE' });
      expect(request?.popis).toContain(item.nazev);

      const detail = await myHealthRequestDetail(t.db, demoPersonId('jana'), answer.zadostId);
      expect(detail?.polozky).toEqual(
        expect.arrayContaining([
          { nazev: 'Poskytovatel', hodnota: item.nazev },
          { nazev: 'Důvod reklamace', hodnota: 'Tuto prohlídku jsem neabsolvovala.' },
          { nazev: 'Anonymita', hodnota: 'Souhlasím se sdělením své totožnosti' },
          { nazev: 'Telefon', hodnota: '777 123 456' },
        ]),
      );
      expect(detail?.prilohy).toEqual([]);
      expect(await myHealthRequestDetail(t.db, demoPersonId('petr'), answer.zadostId)).toBeNull();

      const info = pripadInfoOdpovedSchema.parse(
        (await api.json('GET', personUrl('jana', `reklamacePecePripadInfo/${item.id}`), jana)).json(),
      );
      expect(info.vykony.find((v) => v.id === procedure.id)).toMatchObject({ reklamovano: true, reklamaceId: answer.id });

      const before = [await countOf(careComplaints), await countOf(insuranceRequests)];
      const again = await api.json('POST', personUrl('jana', 'reklamacePece'), jana, { ...body, duvod: 'Znovu.' });
      expect(fieldErrorsOf(again, 422)).toEqual({ seznamDetailu: [messages.complaintAlreadyOpen] });
      expect([await countOf(careComplaints), await countOf(insuranceRequests)]).toEqual(before);
    });

    it('a resend with the same Idempotency-Key answers the first complaint and creates nothing new', async () => {
      const item = await janaCase('LEKY');
      const key = randomUUID();
      const body = {
        pripadId: item.id,
        anonymita: 'ANONYMITA',
        seznamDetailu: [item.vykony[item.vykony.length - 1].id],
        duvod: 'Nesouhlasím.',
      };
      const send = () =>
        t.app.inject({
          method: 'POST',
          url: personUrl('jana', 'reklamacePece'),
          headers: { ...jana.authorization, 'idempotency-key': key },
          payload: body,
        });
      const before = [await countOf(careComplaints), await countOf(insuranceRequests)];
      const first = await send();
      const second = await send();
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect([await countOf(careComplaints), await countOf(insuranceRequests)]).toEqual([before[0] + 1, before[1] + 1]);

      const bad = await t.app.inject({
        method: 'POST',
        url: personUrl('jana', 'reklamacePece'),
        headers: { ...jana.authorization, 'idempotency-key': 'nejaky-klic' },
        payload: body,
      });
      expect(fieldErrorsOf(bad)).toEqual({ 'Idempotency-Key': [messages.idempotencyKeyInvalid] });
    });

    it('refuses bad input with the Czech messages and stores nothing', async () => {
      const item = await janaCase('SPECIALISTA');
      const before = await countOf(careComplaints);
      const post = (body: unknown) => api.json('POST', personUrl('jana', 'reklamacePece'), jana, body);
      const base = { pripadId: item.id, anonymita: 'SOUHLAS', seznamDetailu: [item.vykony[0].id], duvod: 'Důvod.' };
      expect(fieldErrorsOf(await post(base))).toEqual({
        kontaktTelefon: [messages.complaintContactRequired],
        kontaktEmail: [messages.complaintContactRequired],
      });
      expect(
        fieldErrorsOf(
          await post({
            ...base,
            duvod: 'x'.repeat(1001),
            kontaktEmail: `${'a'.repeat(251)}@x.cz`,
            kontaktTelefon: '12345678901234567890123',
            seznamDetailu: [],
          }),
        ),
      ).toEqual({
        duvod: [messages.tooLong(1000)],
        kontaktEmail: [messages.tooLong(255)],
        kontaktTelefon: [messages.tooLong(20), messages.unsupportedFormat],
        seznamDetailu: [messages.tooFewItems(1)],
      });
      expect(fieldErrorsOf(await post({ ...base, anonymita: 'ANONYM' })).anonymita).toEqual([
        messages.allowedValues(['ANONYMITA', 'SOUHLAS']),
      ]);
      expect(fieldErrorsOf(await post({ ...base, kontaktEmail: 'jana@example.cz', seznamDetailu: [999999999] }), 422)).toEqual({
        seznamDetailu: [messages.complaintProcedureNotInCase],
      });
      const [petrItem] = await t.db
        .select({ id: careItems.id })
        .from(careItems)
        .where(eq(careItems.insuredPersonId, demoPersonId('petr')))
        .limit(1);
      expectNotFound(await post({ ...base, kontaktEmail: 'jana@example.cz', pripadId: petrItem.id }));
      expect(await countOf(careComplaints)).toBe(before);
    });

    it('the person sees which care items have an open complaint; a doctor reading the record does not learn of complaints', async () => {
      const [row] = await t.db
        .select({ id: careComplaints.careItemId, datum: careItems.datumOd })
        .from(careComplaints)
        .innerJoin(careItems, eq(careItems.id, careComplaints.careItemId))
        .where(eq(careComplaints.insuredPersonId, demoPersonId('petr')));
      const url = personUrl('petr', `cerpanaPeceRok/${row.datum.slice(0, 4)}`);
      const own = cerpanaPeceRok.response.parse((await api.json('GET', url, petr)).json());
      expect(own.seznamPolozek.find((i) => i.id === row.id)?.reklamaceOtevrena).toBe(true);
      const read = cerpanaPeceRok.response.parse((await api.json('GET', url, doctor)).json());
      expect(read.seznamPolozek.find((i) => i.id === row.id)?.reklamaceOtevrena).toBe(false);
      const prevention = cerpanaPecePrevence.response.parse(
        (await api.json('GET', personUrl('petr', 'cerpanaPecePrevence/ZUBNI'), doctor)).json(),
      );
      expect(prevention.seznamPolozek.every((i) => !i.reklamaceOtevrena)).toBe(true);
    });

    it('a doctor may not complain nor see the case info; another insured person gets 403', async () => {
      const item = await janaCase('SPECIALISTA');
      expectForbidden(await api.json('POST', personUrl('jana', 'reklamacePece'), doctor, { pripadId: item.id }));
      expectForbidden(await api.json('GET', personUrl('jana', `reklamacePecePripadInfo/${item.id}`), doctor));
      expectForbidden(await api.json('GET', personUrl('jana', `reklamacePecePripadInfo/${item.id}`), petr));
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('prevention', () => {
    const list = async (person: keyof typeof demoPersons, who: SignedIn = jana, query = '') => {
      const res = await api.json('GET', personUrl(person, `prevence${query}`), who);
      expect(res.statusCode, res.body).toBe(200);
      return prevence.response.parse(res.json());
    };

    it('an adult woman (Jana, 40): GP due soon, gynaecology valid, the HPV test at 35 missed; no mammography or prostate', async () => {
      const body = await list('jana');
      expect(body).toMatchObject({ pohlavi: 'Z' });
      expect(body.vek).toBeGreaterThanOrEqual(40);
      const byId = Object.fromEntries(body.seznamPrevenci.map((p) => [p.id, p]));
      expect(Object.keys(byId).sort()).toEqual(['CERVIX', 'GYNEKOLOGIE', 'HPV', 'PRAKTICKY_LEKAR', 'ZUBNI'].sort());
      expect(byId.PRAKTICKY_LEKAR).toMatchObject({ stav: 'PLATNA', semafor: 'ZLUTA' });
      expect(byId.PRAKTICKY_LEKAR.stavPopis).toMatch(/^Platná do \d{1,2}\. \d{1,2}\. \d{4}$/);
      expect(byId.PRAKTICKY_LEKAR.posledniNavsteva).toMatchObject({
        poskytovatel: 'Praktický lékař MUDr. Alena Horáková',
        zdroj: 'POJISTOVNA',
      });
      expect(byId.GYNEKOLOGIE).toMatchObject({ stav: 'PLATNA', semafor: 'ZELENA', coChybi: null });
      expect(byId.CERVIX.posledniNavsteva?.datum).toBe(byId.GYNEKOLOGIE.posledniNavsteva?.datum);
      expect(byId.HPV).toMatchObject({ stav: 'NEPROVEDENA', semafor: 'CERVENA' });
      expect(byId.HPV.coChybi).toContain('ve 45 letech');
      expect(byId.ZUBNI).toMatchObject({ frekvence: 'jednou v kalendářním roce' });
      expect(byId.PRAKTICKY_LEKAR.obsah).toContain('EKG od 40 let');
      expect(byId.PRAKTICKY_LEKAR.historie.length).toBeGreaterThanOrEqual(3);
    });

    it('a man over 50 (Petr): GP check-up expired, colorectal screening valid, prostate programme not started; nothing for women', async () => {
      const body = await list('petr', petr);
      expect(body.pohlavi).toBe('M');
      const byId = Object.fromEntries(body.seznamPrevenci.map((p) => [p.id, p]));
      expect(Object.keys(byId).sort()).toEqual(['KOLOREKTALNI', 'PRAKTICKY_LEKAR', 'PROSTATA', 'ZUBNI']);
      expect(byId.PRAKTICKY_LEKAR).toMatchObject({ stav: 'NEPLATNA', semafor: 'CERVENA' });
      expect(byId.KOLOREKTALNI).toMatchObject({ stav: 'PLATNA', semafor: 'ZELENA' });
      expect(byId.PROSTATA).toMatchObject({ stav: 'TERMIN_NENASTAVEN', semafor: 'ZLUTA', posledniNavsteva: null });
    });

    it('a child (Tereza, 11): the paediatric check-up at 11 done, the dentist twice a year; no gynaecology, no screening', async () => {
      const body = await list('tereza');
      const byId = Object.fromEntries(body.seznamPrevenci.map((p) => [p.id, p]));
      expect(Object.keys(byId).sort()).toEqual(['PRAKTICKY_LEKAR_DETI', 'ZUBNI']);
      expect(byId.PRAKTICKY_LEKAR_DETI).toMatchObject({ stav: 'PROVEDENA', semafor: 'ZELENA' });
      expect(byId.PRAKTICKY_LEKAR_DETI.stavPopis).toMatch(/^Prohlídka ve? \d+ letech provedena \d{1,2}\. \d{1,2}\. \d{4}$/);
      expect(byId.PRAKTICKY_LEKAR_DETI.dalsiTermin?.slice(5, 10)).toBe(demoPersons.tereza.narozen.slice(5));
      expect(byId.ZUBNI).toMatchObject({ frekvence: 'dvakrát v kalendářním roce' });
    });

    it('older people get the programmes of their age (Marie: mammography, colonoscopy for 10 years; Josef: aorta)', async () => {
      const marie = Object.fromEntries((await list('marie', doctor)).seznamPrevenci.map((p) => [p.id, p]));
      expect(marie.MAMOGRAFIE).toMatchObject({ stav: 'PLATNA' });
      expect(marie.KOLOREKTALNI).toMatchObject({ stav: 'PLATNA', semafor: 'ZELENA' });
      expect(marie.GYNEKOLOGIE).toMatchObject({ stav: 'NEPLATNA', semafor: 'CERVENA' });
      expect(marie.PROSTATA).toBeUndefined();
      const josef = Object.fromEntries((await list('josef', doctor)).seznamPrevenci.map((p) => [p.id, p]));
      expect(josef.AORTA).toMatchObject({ stav: 'TERMIN_NENASTAVEN' });
      expect(josef.PROSTATA).toBeUndefined();
      expect(josef.KOLOREKTALNI).toMatchObject({ stav: 'NEPLATNA', semafor: 'CERVENA' });
    });

    it('filters by id, section and group', async () => {
      expect((await list('jana', jana, '?id=HPV')).seznamPrevenci.map((p) => p.id)).toEqual(['HPV']);
      expect((await list('jana', jana, '?sekce=SCREENINGY')).seznamPrevenci.map((p) => p.id)).toEqual(['CERVIX', 'HPV']);
      expect((await list('jana', jana, '?skupina=GYNEKOLOG')).seznamPrevenci.map((p) => p.id)).toEqual(['GYNEKOLOGIE', 'CERVIX', 'HPV']);
      expect(fieldErrorsOf(await api.json('GET', personUrl('jana', 'prevence?sekce=JINE'), jana)).sekce).toEqual([
        messages.allowedValues(['PROHLIDKY', 'SCREENINGY']),
      ]);
    });

    it('a reported check-up counts in the state; dates in the future or before birth and check-ups that do not apply are refused', async () => {
      const before = await countOf(preventionReports);
      const post = (person: keyof typeof demoPersons, who: SignedIn, body: unknown, headers: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url: personUrl(person, 'prevenceKontrola'),
          headers: { ...who.authorization, ...headers },
          payload: body as object,
        });
      expect(
        fieldErrorsOf(await post('petr', petr, { kodPrevence: 'PRAKTICKY_LEKAR', datum: tomorrow(), smluvniPartnerNazev: 'MUDr. Beneš' }))
          .datum,
      ).toEqual([messages.dateNotAfter(formatDateMessage(todayInPrague()))]);
      expect(
        fieldErrorsOf(
          await post('tereza', jana, { kodPrevence: 'ZUBNI', datum: '2014-05-01', smluvniPartnerNazev: 'Zubní ordinace' }),
          422,
        ),
      ).toEqual({
        datum: [messages.dateNotBefore(formatDateMessage(demoPersons.tereza.narozen))],
      });
      expect(
        fieldErrorsOf(
          await post('petr', petr, { kodPrevence: 'GYNEKOLOGIE', datum: '2026-01-05', smluvniPartnerNazev: 'Gynekologie' }),
          422,
        ),
      ).toEqual({
        kodPrevence: [messages.preventionNotApplicable],
      });
      expect(
        fieldErrorsOf(await post('petr', petr, { kodPrevence: 'PRAKTICKY_LEKAR', datum: '2026-01-05', smluvniPartnerNazev: '<b>x</b>' }))
          .smluvniPartnerNazev,
      ).toEqual([messages.noHtml]);
      expect(await countOf(preventionReports)).toBe(before);

      const key = randomUUID();
      const datum = addDays(todayInPrague(), -10);
      const body = { kodPrevence: 'PRAKTICKY_LEKAR', datum, smluvniPartnerNazev: 'MUDr. Karel Beneš, Kosmonosy' };
      const first = await post('petr', petr, body, { 'idempotency-key': key });
      const second = await post('petr', petr, body, { 'idempotency-key': key });
      expect(first.statusCode, first.body).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await countOf(preventionReports)).toBe(before + 1);
      const report = prevenceKontrolaOdpovedSchema.parse(first.json());

      const gp = (await list('petr', petr, '?id=PRAKTICKY_LEKAR')).seznamPrevenci[0];
      expect(gp).toMatchObject({ stav: 'PLATNA', semafor: 'ZELENA' });
      expect(gp.posledniNavsteva).toMatchObject({ datum: `${datum}T00:00:00`, zdroj: 'POJISTENEC', kontrolaId: report.id });

      const info = await api.json('GET', personUrl('petr', `prevenceKontrolaInfo/${report.id}`), petr);
      expect(prevenceKontrolaOdpovedSchema.parse(info.json())).toEqual(report);
      expectNotFound(await api.json('GET', personUrl('jana', `prevenceKontrolaInfo/${report.id}`), jana));
      expect((await api.json('GET', personUrl('petr', `prevenceKontrolaInfo/${report.id}`), doctor)).statusCode).toBe(200);
    });

    it('an allowed doctor reads the prevention but cannot report; others get 403', async () => {
      expect((await api.json('GET', personUrl('tereza', 'prevence'), doctor)).statusCode).toBe(200);
      expectForbidden(await api.json('POST', personUrl('jana', 'prevenceKontrola'), doctor, { kodPrevence: 'ZUBNI' }));
      expectForbidden(await api.json('GET', personUrl('katerina', 'prevence'), doctor));
      expectForbidden(await api.json('GET', personUrl('jana', 'prevence'), petr));
    });
  });

  it('seeding again adds nothing (the seed is idempotent)', async () => {
    const counts = async () =>
      Promise.all(
        [careItems, careComplaints, preventionReports, insuranceRequests].map(async (table) =>
          Number((await t.db.select({ n: count() }).from(table))[0].n),
        ),
      );
    const before = await counts();
    expect(await seedDemoData(t.db)).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('stores no complaint of one person under another (the REKLAMACE rows belong to their person)', async () => {
    const rows = await t.db
      .select({ person: careComplaints.insuredPersonId, requestPerson: insuranceRequests.insuredPersonId })
      .from(careComplaints)
      .innerJoin(insuranceRequests, and(eq(insuranceRequests.id, careComplaints.requestId)));
    expect(rows.every((r) => r.person === r.requestPerson)).toBe(true);
    expect(apiErrorSchema).toBeDefined();
  });
});

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
