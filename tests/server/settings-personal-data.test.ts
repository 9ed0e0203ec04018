/**
 * Personal data: GET /pojistenecOsobniUdaje and each part's PUT (name with a document, address,
 * e-mail, phone, SMS phone, bank account) on the seeded data; the name change as a request in
 * 'Moje žádosti' with its attachment and its detail; idempotent sends; bad input with the spec's
 * Czech messages and nothing stored; one part saved leaves the others as they were.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { adresy, messages, osobniUdajeOdpovedSchema, pojistenecOsobniUdajeZmenit } from '../../contract/index';
import { attachments, bankAccounts, insuranceRequests, insuredPersons, nameChanges } from '../../server/db/schema';
import { settingsRequestDetail } from '../../server/services/settings/request-detail';
import { apiOf, expectForbidden, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { changedTables, dbFingerprint, tinyPdf, tinyPng } from '../support/matrix';
import { multipart, type FormPart } from '../support/multipart';
import { createTestApp, databaseKindLabel, demoPersonId, signInAs, type SignedIn, type TestApp } from '../support/test-app';

describe(`personal data (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;
  let doctor: SignedIn;
  let referent: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ accessTtlS: 3600 });
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
    petr = await signInAs(t.app, 'osvc');
    doctor = await signInAs(t.app, 'lekar');
    referent = await signInAs(t.app, 'referent');
  });
  afterAll(async () => {
    await t?.close();
  });

  const dataOf = async (who: SignedIn, person: 'jana' | 'tereza' | 'jakub' | 'petr') => {
    const res = await api.json('GET', personUrl(person, 'pojistenecOsobniUdaje'), who);
    expect(res.statusCode, res.body).toBe(200);
    return osobniUdajeOdpovedSchema.parse(res.json());
  };

  const nameForm = (fields: Record<string, string>, files: Array<{ name: string; content: Buffer; type: string }> = []) =>
    multipart([
      ...Object.entries(fields).map(([name, value]): FormPart => ({ name, value })),
      ...files.map((file): FormPart => ({ name: 'prilohy[]', filename: file.name, content: file.content, contentType: file.type })),
    ]);
  const certificate = { name: 'oddací list.pdf', content: tinyPdf, type: 'application/pdf' };
  /** The insurer decides the name change (issue 34): a referent takes the request and approves or refuses it. */
  const decide = async (requestId: number, akce: 'SCHVALIT' | 'ZAMITNOUT') => {
    for (const body of [{ akce: 'PREVZIT' }, akce === 'SCHVALIT' ? { akce } : { akce, poznamka: 'Doklad je nečitelný.' }]) {
      const res = await api.json('POST', `/api/prac/zadosti/${requestId}/krok`, referent, body);
      expect(res.statusCode, res.body).toBe(200);
    }
  };
  const requestsOf = async (person: 'jana' | 'jakub' | 'tereza') =>
    Number(
      (
        await t.db
          .select({ n: count() })
          .from(insuranceRequests)
          .where(eq(insuranceRequests.insuredPersonId, demoPersonId(person)))
      )[0].n,
    );

  it('GET answers the name, addresses, contacts, account and no change in progress', async () => {
    expect(await dataOf(jana, 'jana')).toEqual({
      jmeno: 'Jana',
      prijmeni: 'Dvořáková',
      titulPred: null,
      titulZa: null,
      narozen: '1986-03-14T00:00:00',
      // A woman's birth number: the month plus 50 (issue 37: the newborn registration fills it in).
      rodneCislo: expect.stringMatching(/^865314\d{4}$/),
      adresaTrvala: {
        ulice: 'Jaselská 1123',
        obec: 'Mladá Boleslav',
        psc: '293 01',
        stat: 'Česká republika',
        statKod: 'CZ',
        kodRuian: null,
      },
      adresaKontaktniVolba: 'JINA_ADRESA',
      adresaKontaktni: {
        ulice: 'Na Celně 312',
        obec: 'Mladá Boleslav',
        psc: '293 01',
        stat: 'Česká republika',
        statKod: 'CZ',
        kodRuian: null,
      },
      email: 'jana.dvorakova@example.cz',
      telefon: '+420 777 123 456',
      telefonSms: '777 123 456',
      ucet: { predcisli: null, cislo: '2108934007', banka: '0800' },
      zmenaJmena: null,
    });
    const child = await dataOf(jana, 'tereza');
    // a child has no contacts of its own; its contributions are paid to the mother's account
    expect(child).toMatchObject({
      email: null,
      telefon: null,
      ucet: { predcisli: null, cislo: '2108934007', banka: '0800' },
      adresaKontaktniVolba: 'SHODNA_TRVALA',
      adresaKontaktni: null,
    });
  });

  describe('PUT …/email, …/telefon, …/telefonSms', () => {
    it('change one contact each, keeping the others', async () => {
      let res = await api.json('PUT', personUrl('jakub', 'pojistenecOsobniUdaje/email'), jana, {
        email: ' jakub.dvorak@skola.example.cz ',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(osobniUdajeOdpovedSchema.parse(res.json())).toMatchObject({ email: 'jakub.dvorak@skola.example.cz', telefon: '603 456 789' });
      res = await api.json('PUT', personUrl('jakub', 'pojistenecOsobniUdaje/telefonSms'), jana, { telefon: '+420 603 456 789' });
      expect(res.json()).toMatchObject({ email: 'jakub.dvorak@skola.example.cz', telefon: '603 456 789', telefonSms: '+420 603 456 789' });
      res = await api.json('PUT', personUrl('jakub', 'pojistenecOsobniUdaje/telefon'), jana, { telefon: '777 000 111' });
      expect(res.json()).toMatchObject({ telefon: '777 000 111', telefonSms: '+420 603 456 789' });
      expect((await dataOf(jana, 'jakub')).email).toBe('jakub.dvorak@skola.example.cz');
    });

    it('refuse a bad e-mail or phone with the spec’s messages and store nothing', async () => {
      const before = await dbFingerprint(t.db);
      const cases: Array<[string, unknown, Record<string, string[]>]> = [
        ['email', { email: 'jana.dvorakova@' }, { email: [messages.email] }],
        ['email', { email: `${'a'.repeat(196)}@x.cz` }, { email: [messages.tooLong(200)] }],
        ['email', { email: '   ' }, { email: [messages.required] }],
        ['email', { email: '<b>jana@x.cz</b>' }, { email: [messages.noHtml] }],
        ['telefon', { telefon: '12345' }, { telefon: [messages.unsupportedFormat] }],
        ['telefon', {}, { telefon: [messages.required] }],
        ['telefonSms', { telefon: '077 123 456' }, { telefon: [messages.unsupportedFormat] }],
      ];
      for (const [part, body, expected] of cases)
        expect(
          fieldErrorsOf(await api.json('PUT', personUrl('jana', `pojistenecOsobniUdaje/${part}`), jana, body)),
          `${part} ${JSON.stringify(body)}`,
        ).toEqual(expected);
      expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    });
  });

  describe('PUT …/ucet', () => {
    it('stores the account the claim forms prefill', async () => {
      const res = await api.json('PUT', personUrl('jana', 'pojistenecOsobniUdaje/ucet'), jana, {
        predcisli: '19',
        cislo: '2000145399',
        banka: '0800',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().ucet).toEqual({ predcisli: '19', cislo: '2000145399', banka: '0800' });
      const [row] = await t.db
        .select()
        .from(bankAccounts)
        .where(eq(bankAccounts.insuredPersonId, demoPersonId('jana')));
      expect(row).toMatchObject({ predcisli: '19', cislo: '2000145399', banka: '0800' });
      // A child gets its first account.
      const child = await api.json('PUT', personUrl('tereza', 'pojistenecOsobniUdaje/ucet'), jana, { cislo: '193746203', banka: '3030' });
      expect(child.json().ucet).toEqual({ predcisli: null, cislo: '193746203', banka: '3030' });
    });

    it("refuses a wrong account with the spec's message and keeps the stored one", async () => {
      const before = await dbFingerprint(t.db);
      for (const body of [
        { cislo: '1234567890', banka: '0800' },
        { cislo: '2000145399', banka: '80' },
        { predcisli: '1234567', cislo: '2000145399', banka: '0800' },
        { predcisli: '18', cislo: '2000145399', banka: '0800' },
        { cislo: '1', banka: '0800' },
      ]) {
        const chyby = fieldErrorsOf(await api.json('PUT', personUrl('jana', 'pojistenecOsobniUdaje/ucet'), jana, body));
        expect(Object.values(chyby).flat(), JSON.stringify(body)).toEqual([messages.bankAccount]);
      }
      expect(fieldErrorsOf(await api.json('PUT', personUrl('jana', 'pojistenecOsobniUdaje/ucet'), jana, { banka: '0800' }))).toEqual({
        cislo: [messages.required],
      });
      expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
      expect((await dataOf(jana, 'jana')).ucet).toEqual({ predcisli: '19', cislo: '2000145399', banka: '0800' });
    });
  });

  describe('PUT …/adresa', () => {
    it('changes the permanent and the contact address; the requests deliver to the same addresses', async () => {
      const res = await api.json('PUT', personUrl('jakub', 'pojistenecOsobniUdaje/adresa'), jana, {
        adresaTrvala: {
          ulice: 'Železná 548/12',
          obec: 'Praha 1',
          psc: '110 00',
          stat: 'Česká republika',
          statKod: 'CZ',
          kodRuian: '21727881',
        },
        adresaKontaktniVolba: 'JINA_ADRESA',
        adresaKontaktni: { ulice: 'Kolejní 2', obec: 'Praha 6', psc: '160 00' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        adresaTrvala: { ulice: 'Železná 548/12', obec: 'Praha 1', kodRuian: '21727881', statKod: 'CZ' },
        adresaKontaktniVolba: 'JINA_ADRESA',
        adresaKontaktni: { ulice: 'Kolejní 2', obec: 'Praha 6', psc: '160 00', stat: null, kodRuian: null },
      });
      const delivery = await api.json('GET', personUrl('jakub', 'adresy'), jana);
      expect(adresy.response.parse(delivery.json())).toEqual({
        TRVALA_ADRESA: { ulice: 'Železná 548/12', obec: 'Praha 1', psc: '110 00', stat: 'Česká republika' },
        KONTAKTNI_ADRESA: { ulice: 'Kolejní 2', obec: 'Praha 6', psc: '160 00', stat: null },
      });
    });

    it('the same contact address as the permanent one removes the separate contact address', async () => {
      const res = await api.json('PUT', personUrl('jakub', 'pojistenecOsobniUdaje/adresa'), jana, {
        adresaTrvala: { ulice: 'Železná 548/12', obec: 'Praha 1', psc: '110 00' },
        adresaKontaktniVolba: 'SHODNA_TRVALA',
      });
      expect(res.json()).toMatchObject({ adresaKontaktniVolba: 'SHODNA_TRVALA', adresaKontaktni: null });
      expect((await api.json('GET', personUrl('jakub', 'adresy'), jana)).json().KONTAKTNI_ADRESA).toBeNull();
    });

    it('refuses bad addresses with the Czech messages and stores nothing', async () => {
      const before = await dbFingerprint(t.db);
      const res = await api.json('PUT', personUrl('jana', 'pojistenecOsobniUdaje/adresa'), jana, {
        adresaTrvala: { ulice: 'x'.repeat(101), psc: '12345678901', statKod: 'CZEE', kodRuian: 'A12' },
        adresaKontaktniVolba: 'JINA_ADRESA',
      });
      expect(fieldErrorsOf(res)).toEqual({
        'adresaTrvala.ulice': [messages.tooLong(100)],
        'adresaTrvala.obec': [messages.required],
        'adresaTrvala.psc': [messages.tooLong(10)],
        'adresaTrvala.statKod': [messages.tooLong(3)],
        'adresaTrvala.kodRuian': [messages.notNumber],
      });
      // Another contact address must be given (checked once the fields themselves are right).
      expect(
        fieldErrorsOf(
          await api.json('PUT', personUrl('jana', 'pojistenecOsobniUdaje/adresa'), jana, {
            adresaTrvala: { obec: 'Praha' },
            adresaKontaktniVolba: 'JINA_ADRESA',
          }),
        ),
      ).toEqual({ adresaKontaktni: [messages.required] });
      expect(
        fieldErrorsOf(
          await api.json('PUT', personUrl('jana', 'pojistenecOsobniUdaje/adresa'), jana, {
            adresaTrvala: { obec: 'Praha' },
            adresaKontaktniVolba: 'DRUHA',
          }),
        ),
      ).toEqual({ adresaKontaktniVolba: [messages.allowedValues(['SHODNA_TRVALA', 'JINA_ADRESA'])] });
      expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    });
  });

  describe('PUT /pojistenecOsobniUdaje (name and titles)', () => {
    it('a change of name is a request with the document; the name stays until the insurer completes it', async () => {
      const key = randomUUID();
      const before = await requestsOf('jakub');
      const res = await api.form(
        'PUT',
        personUrl('jakub', 'pojistenecOsobniUdaje'),
        jana,
        nameForm({ jmeno: 'Jakub', prijmeni: 'Dvořák Novák', titulPred: 'Bc.', idempotencniKlic: key }, [certificate]),
      );
      expect(res.statusCode, res.body).toBe(200);
      const answer = pojistenecOsobniUdajeZmenit.response.parse(res.json());
      expect(answer).toMatchObject({ jmeno: 'Jakub', prijmeni: 'Dvořák', titulPred: null });
      expect(answer.zadost).toMatchObject({
        typ: 'ZMENA_UDAJU',
        stav: 'PRIJATO',
        adresaOdeslani: null,
        popis: 'Změna jména na Jakub Dvořák Novák',
      });
      expect(answer.zmenaJmena).toMatchObject({
        zadostId: answer.zadost!.id,
        jmeno: 'Jakub',
        prijmeni: 'Dvořák Novák',
        titulPred: 'Bc.',
        titulZa: null,
      });
      expect(await requestsOf('jakub')).toBe(before + 1);

      // In 'Moje žádosti' with the others.
      const list = await api.json('GET', personUrl('jakub', 'mojeZadosti'), jana);
      expect(list.json().seznamZadosti[0]).toMatchObject({ id: answer.zadost!.id, typ: 'ZMENA_UDAJU' });

      // Its detail for the request screen: what was sent and the document.
      const detail = await settingsRequestDetail(t.db, demoPersonId('jakub'), answer.zadost!.id);
      expect(detail?.polozky).toEqual([
        { nazev: 'Dosavadní jméno a příjmení', hodnota: 'Jakub Dvořák' },
        { nazev: 'Nové jméno', hodnota: 'Jakub' },
        { nazev: 'Nové příjmení', hodnota: 'Dvořák Novák' },
        { nazev: 'Titul před jménem', hodnota: 'Bc.' },
        { nazev: 'Titul za jménem', hodnota: '—' },
      ]);
      expect(detail?.prilohy).toEqual([
        { id: expect.any(Number), nazev: 'oddací list.pdf', velikost: tinyPdf.length, evidence: 'ZMENA_UDAJU' },
      ]);
      // Another person's id or another kind of request: nothing.
      expect(await settingsRequestDetail(t.db, demoPersonId('jana'), answer.zadost!.id)).toBeNull();
      // The attachment downloads for the representative (files of requests are for representatives only).
      const file = await api.json('GET', personUrl('jakub', `data/ZMENA_UDAJU/${detail!.prilohy[0].id}`), jana);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(tinyPdf)).toBe(true);

      // A second change while this one is in progress is refused, nothing stored.
      const fingerprint = await dbFingerprint(t.db);
      const second = await api.form(
        'PUT',
        personUrl('jakub', 'pojistenecOsobniUdaje'),
        jana,
        nameForm({ jmeno: 'Jakub', prijmeni: 'Novák', idempotencniKlic: randomUUID() }, [certificate]),
      );
      expect(fieldErrorsOf(second, 422)).toEqual({ _form: [messages.nameChangePending] });
      expect(changedTables(fingerprint, await dbFingerprint(t.db))).toEqual([]);

      // Approved by the insurer: the new name and titles apply, and a new change can be sent.
      await decide(answer.zadost!.id, 'SCHVALIT');
      expect(await dataOf(jana, 'jakub')).toMatchObject({ jmeno: 'Jakub', prijmeni: 'Dvořák Novák', titulPred: 'Bc.', zmenaJmena: null });
      expect(await settingsRequestDetail(t.db, demoPersonId('jakub'), answer.zadost!.id)).not.toBeNull();
    });

    it('the same send twice (same key) creates one request, one record and one file, and answers the same', async () => {
      const key = randomUUID();
      const form = () => nameForm({ jmeno: 'Tereza', prijmeni: 'Dvořáková Malá', idempotencniKlic: key }, [certificate]);
      const before = await requestsOf('tereza');
      const first = await api.form('PUT', personUrl('tereza', 'pojistenecOsobniUdaje'), jana, form());
      const second = await api.form('PUT', personUrl('tereza', 'pojistenecOsobniUdaje'), jana, form());
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await requestsOf('tereza')).toBe(before + 1);
      const records = await t.db
        .select()
        .from(nameChanges)
        .where(eq(nameChanges.insuredPersonId, demoPersonId('tereza')));
      expect(records).toHaveLength(1);
      const files = await t.db
        .select({ id: attachments.id })
        .from(attachments)
        .where(and(eq(attachments.insuredPersonId, demoPersonId('tereza')), eq(attachments.evidence, 'ZMENA_UDAJU')));
      expect(files).toHaveLength(1);

      // The same key with other data: refused, nothing stored.
      const fingerprint = await dbFingerprint(t.db);
      const other = await api.form(
        'PUT',
        personUrl('tereza', 'pojistenecOsobniUdaje'),
        jana,
        nameForm({ jmeno: 'Tereza', prijmeni: 'Malá', idempotencniKlic: key }, [certificate]),
      );
      expect(fieldErrorsOf(other, 422)).toEqual({ _form: [messages.idempotencyConflict] });
      expect(changedTables(fingerprint, await dbFingerprint(t.db))).toEqual([]);
      // A refused change of the insurer leaves the name.
      await decide(first.json().zadost.id, 'ZAMITNOUT');
      expect(await dataOf(jana, 'tereza')).toMatchObject({ prijmeni: 'Dvořáková', zmenaJmena: null });
    });

    it('a change of name without a document is refused; titles alone change at once without a request', async () => {
      const before = await dbFingerprint(t.db);
      const refused = await api.form(
        'PUT',
        personUrl('jana', 'pojistenecOsobniUdaje'),
        jana,
        nameForm({ jmeno: 'Jana', prijmeni: 'Svobodová', idempotencniKlic: randomUUID() }),
      );
      expect(fieldErrorsOf(refused, 422)).toEqual({ prilohy: [messages.nameChangeNeedsDocument] });
      expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);

      const requests = await requestsOf('jana');
      const titles = await api.form(
        'PUT',
        personUrl('jana', 'pojistenecOsobniUdaje'),
        jana,
        nameForm({ jmeno: 'Jana', prijmeni: 'Dvořáková', titulPred: 'Ing.', titulZa: 'Ph.D.', idempotencniKlic: randomUUID() }),
      );
      expect(titles.statusCode, titles.body).toBe(200);
      expect(titles.json()).toMatchObject({
        jmeno: 'Jana',
        prijmeni: 'Dvořáková',
        titulPred: 'Ing.',
        titulZa: 'Ph.D.',
        zadost: null,
        zmenaJmena: null,
      });
      expect(await requestsOf('jana')).toBe(requests);
      const [person] = await t.db
        .select()
        .from(insuredPersons)
        .where(eq(insuredPersons.id, demoPersonId('jana')));
      expect(person).toMatchObject({ titulPred: 'Ing.', titulZa: 'Ph.D.' });
    });

    it('refuses bad names, titles, keys and files with the Czech messages, storing nothing', async () => {
      const before = await dbFingerprint(t.db);
      const cases: Array<[Record<string, string>, Record<string, string[]>]> = [
        [{ prijmeni: 'Dvořáková', idempotencniKlic: randomUUID() }, { jmeno: [messages.required] }],
        [
          { jmeno: 'J4na', prijmeni: 'x'.repeat(51), idempotencniKlic: randomUUID() },
          { jmeno: [messages.unsupportedFormat], prijmeni: [messages.tooLong(50)] },
        ],
        [{ jmeno: 'Jana', prijmeni: '<b>Nová</b>', idempotencniKlic: randomUUID() }, { prijmeni: [messages.noHtml] }],
        [
          { jmeno: 'Jana', prijmeni: 'Nová', titulPred: 'x'.repeat(21), idempotencniKlic: randomUUID() },
          { titulPred: [messages.tooLong(20)] },
        ],
        [{ jmeno: 'Jana', prijmeni: 'Nová', idempotencniKlic: 'jedna' }, { idempotencniKlic: [messages.unsupportedFormat] }],
        [{ jmeno: 'Jana', prijmeni: 'Nová' }, { idempotencniKlic: [messages.required] }],
      ];
      for (const [fields, expected] of cases)
        expect(
          fieldErrorsOf(await api.form('PUT', personUrl('jana', 'pojistenecOsobniUdaje'), jana, nameForm(fields, [certificate]))),
          JSON.stringify(fields),
        ).toEqual(expected);
      const exe = await api.form(
        'PUT',
        personUrl('jana', 'pojistenecOsobniUdaje'),
        jana,
        nameForm({ jmeno: 'Jana', prijmeni: 'Nová', idempotencniKlic: randomUUID() }, [
          { name: 'list.exe', content: Buffer.from('MZ'), type: 'application/x-msdownload' },
        ]),
      );
      expect(fieldErrorsOf(exe)).toEqual({ prilohy: [messages.fileWrongFormat('list.exe')] });
      const six = await api.form(
        'PUT',
        personUrl('jana', 'pojistenecOsobniUdaje'),
        jana,
        nameForm(
          { jmeno: 'Jana', prijmeni: 'Nová', idempotencniKlic: randomUUID() },
          Array.from({ length: 6 }, (_, i) => ({ name: `list${i}.png`, content: tinyPng, type: 'image/png' })),
        ),
      );
      expect(six.statusCode).toBeGreaterThanOrEqual(400);
      expect(six.statusCode).toBeLessThan(500);
      expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    });
  });

  describe('who may', () => {
    it('another insured person and doctors get 403 for every part, nothing changes', async () => {
      const before = await dbFingerprint(t.db);
      for (const who of [petr, doctor]) {
        expectForbidden(await api.json('GET', personUrl('jana', 'pojistenecOsobniUdaje'), who));
        expectForbidden(await api.json('PUT', personUrl('jana', 'pojistenecOsobniUdaje/email'), who, { email: 'x@example.cz' }));
        expectForbidden(
          await api.json('PUT', personUrl('jana', 'pojistenecOsobniUdaje/ucet'), who, { cislo: '2000145399', banka: '0800' }),
        );
        expectForbidden(
          await api.form(
            'PUT',
            personUrl('jana', 'pojistenecOsobniUdaje'),
            who,
            nameForm({ jmeno: 'Jana', prijmeni: 'Nová', idempotencniKlic: randomUUID() }, [certificate]),
          ),
        );
      }
      expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    });
  });
});
