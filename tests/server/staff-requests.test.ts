import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiErrorSchema, messages } from '../../contract/index';
import { frontaPolozkaSchema, pracovisteVlaknoSchema, pracovisteZadostDetailSchema, type FrontaPolozka } from '../../contract/staff';
import { zadostDetailSchema } from '../../contract/communication';
import { insuranceRequests } from '../../server/db/schema';
import { apiOf, expectForbidden, expectNotFound, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { multipart } from '../support/multipart';
import { tinyPdf } from '../support/matrix';
import { createTestApp, databaseKindLabel, demoPersonId, signInAs, type SignedIn, type TestApp } from '../support/test-app';
import type { LightMyRequestResponse } from 'fastify';

function expectConflict(res: LightMyRequestResponse, detail: string): void {
  expect(res.statusCode, res.body).toBe(409);
  expect(apiErrorSchema.parse(res.json())).toMatchObject({ typ: 'KONFLIKT', detail });
}

describe(`the insurer's side: requests and their lifecycle (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let referent: SignedIn;
  let medicalOfficer: SignedIn;
  let jana: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiOf(t.app);
    [referent, medicalOfficer, jana] = [
      await signInAs(t.app, 'referent'),
      await signInAs(t.app, 'revizni-lekar'),
      await signInAs(t.app, 'pojistenec'),
    ];
  });
  afterAll(() => t.close());

  const queue = async (who: SignedIn, query = '') => {
    const res = await api.json('GET', `/api/prac/zadosti${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { zadosti: unknown[] }).zadosti.map((item) => frontaPolozkaSchema.parse(item));
  };
  const step = (who: SignedIn, id: number, akce: string, poznamka?: string) =>
    api.json('POST', `/api/prac/zadosti/${id}/krok`, who, { akce, ...(poznamka === undefined ? {} : { poznamka }) });
  const detail = async (who: SignedIn, id: number) => {
    const res = await api.json('GET', `/api/prac/zadosti/${id}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return pracovisteZadostDetailSchema.parse(res.json());
  };
  /** A request of Jana's of this kind that nobody has taken yet. */
  const janasOpen = async (typ: string): Promise<FrontaPolozka> => {
    const items = await queue(referent, `?filtr=NEPREVZATE&druh=${typ}&stav=PRIJATO`);
    const mine = items.find((item) => item.pojistenec === 'Jana Dvořáková');
    if (!mine) throw new Error(`the seed has no open ${typ} request of Jana`);
    return mine;
  };

  it('the queue holds open requests of the kinds a role handles, oldest first, with the person and since when they wait', async () => {
    const items = await queue(referent);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => ['PRIJATO', 'VYRIZUJE_SE', 'CEKA_NA_DOKLADY'].includes(item.zadost.stav))).toBe(true);
    expect(items.some((item) => item.zadost.typ === 'KONZULTACE')).toBe(false);
    // Seeded requests wait since their last step, not since the seed ran.
    expect(items.some((item) => Date.parse(item.posledniZmena) < Date.now() - 86_400_000)).toBe(true);
    const dates = items.map((item) => item.zadost.datum);
    expect([...dates].sort()).toEqual(dates);
    const officer = await queue(medicalOfficer);
    expect(officer.every((item) => ['REKLAMACE', 'KONZULTACE', 'PROGRAM', 'PROPLACENI_PECE'].includes(item.zadost.typ))).toBe(true);
  });

  it('a programme claim: taken, documents asked for, added by the person, approved — and each step the lifecycle does not allow is 409 with why', async () => {
    const item = await janasOpen('PROGRAM');
    const id = item.zadost.id;

    expectConflict(await step(referent, id, 'SCHVALIT'), messages.requestStepNotTaken);

    const taken = pracovisteZadostDetailSchema.parse((await step(referent, id, 'PREVZIT')).json());
    expect(taken.zadost.stav).toBe('VYRIZUJE_SE');
    expect(taken.resitel?.jmeno).toBe('Alena Marková');
    expect(taken.akce).toEqual(['VYZADAT_DOKLADY', 'SCHVALIT', 'ZAMITNOUT']);
    expect(taken.historie.at(-1)).toMatchObject({ stav: 'VYRIZUJE_SE', akce: 'PREVZIT', kdo: 'Alena Marková, referent' });
    expect((await queue(referent, '?filtr=MOJE')).map((i) => i.zadost.id)).toContain(id);
    expect((await queue(referent, '?filtr=NEPREVZATE')).map((i) => i.zadost.id)).not.toContain(id);
    expectConflict(await step(referent, id, 'PREVZIT'), messages.requestStepAlreadyYours);

    // Only the holder decides; a colleague whose role handles the kind may take it over.
    expect((await detail(medicalOfficer, id)).akce).toEqual(['PREVZIT']);
    expectConflict(await step(medicalOfficer, id, 'SCHVALIT'), messages.requestStepOtherHolder('Alena Marková'));

    expect(fieldErrorsOf(await step(referent, id, 'VYZADAT_DOKLADY', '   '))).toEqual({ poznamka: [messages.required] });
    const asked = pracovisteZadostDetailSchema.parse(
      (await step(referent, id, 'VYZADAT_DOKLADY', 'Doložte prosím účtenku za očkování.')).json(),
    );
    expect(asked.zadost.stav).toBe('CEKA_NA_DOKLADY');
    expect(asked.akce).toEqual(['ZAMITNOUT']);
    expectConflict(await step(referent, id, 'SCHVALIT'), messages.requestStepWaitsForPerson);

    // The person reads the note and the bell counts the notice.
    const own = await api.json('GET', personUrl('jana', `mojeZadosti/${id}`), jana);
    const seen = zadostDetailSchema.parse(own.json());
    expect(seen.historie.at(-1)).toMatchObject({
      stav: 'CEKA_NA_DOKLADY',
      poznamka: 'Doložte prosím účtenku za očkování.',
      kdo: 'Alena Marková, referent',
    });

    const documentsUrl = personUrl('jana', `mojeZadosti/${id}/doklady`);
    expect(fieldErrorsOf(await api.form('POST', documentsUrl, jana, multipart([{ name: 'poznamka', value: 'Posílám' }])))).toEqual({
      prilohaVlozit: [messages.attachmentAtLeastOne],
    });
    const added = await api.form(
      'POST',
      documentsUrl,
      jana,
      multipart([
        { name: 'poznamka', value: 'Účtenka z lékárny.' },
        { name: 'prilohaVlozit[]', filename: 'uctenka.pdf', content: tinyPdf, contentType: 'application/pdf' },
      ]),
    );
    expect(added.statusCode, added.body).toBe(200);
    const afterDocuments = zadostDetailSchema.parse(added.json());
    expect(afterDocuments.zadost.stav).toBe('VYRIZUJE_SE');
    expect(afterDocuments.historie.at(-1)).toMatchObject({ akce: 'DOLOZIT_DOKLADY', kdo: 'Jana Dvořáková' });
    expect(afterDocuments.historie.at(-1)?.poznamka).toContain('Účtenka z lékárny.');
    const file = afterDocuments.prilohy.find((p) => p.nazev === 'uctenka.pdf');
    expect(file?.evidence).toBe('ZADOST');
    expectConflict(
      await api.form(
        'POST',
        documentsUrl,
        jana,
        multipart([{ name: 'prilohaVlozit[]', filename: 'znovu.pdf', content: tinyPdf, contentType: 'application/pdf' }]),
      ),
      messages.requestStepNotWaiting,
    );

    // The staff member downloads the file through the request; the same id through another request is 404.
    const download = await api.json('GET', `/api/prac/zadosti/${id}/prilohy/${file!.id}`, referent);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const other = (await queue(referent)).find((i) => i.zadost.id !== id)!;
    expectNotFound(await api.json('GET', `/api/prac/zadosti/${other.zadost.id}/prilohy/${file!.id}`, referent));

    const approved = pracovisteZadostDetailSchema.parse((await step(referent, id, 'SCHVALIT')).json());
    expect(approved.zadost.stav).toBe('VYRIZENO');
    expect(approved.akce).toEqual([]);
    expectConflict(await step(referent, id, 'ZAMITNOUT', 'Pozdě.'), messages.requestStepClosed('Vyřízeno'));

    // Every read and step of the staff is in the person's 'Kdo viděl moje údaje', named, with why.
    const audit = await api.json('GET', personUrl('jana', 'kdoVidelMojeUdaje'), jana);
    const rows = (
      audit.json() as { seznamPristupu: Array<{ kdo: { typ: string; jmeno: string | null }; ucel: string | null; operace: string }> }
    ).seznamPristupu;
    const insurer = rows.filter((row) => row.kdo.typ === 'POJISTOVNA');
    expect(
      insurer.some(
        (row) =>
          row.kdo.jmeno === 'Alena Marková' &&
          row.operace === 'ZAPIS' &&
          row.ucel === `vyřizování žádosti č. ${id} – Čerpání zdravotního programu`,
      ),
    ).toBe(true);
    expect(insurer.some((row) => row.kdo.jmeno === 'Karel Beneš' && row.operace === 'CTENI')).toBe(true);
  });

  it('a refusal needs a reason, which the person reads', async () => {
    const filed = await api.json('POST', personUrl('jana', 'zadostPrukazVlozit'), jana, {
      adresaOdeslani: 'TRVALA_ADRESA',
      prukazDuvodKod: 'ZTRATA',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const id = (filed.json() as { id: number }).id;
    await step(referent, id, 'PREVZIT');
    expect(fieldErrorsOf(await step(referent, id, 'ZAMITNOUT'))).toEqual({ poznamka: [messages.required] });
    const refused = pracovisteZadostDetailSchema.parse(
      (await step(referent, id, 'ZAMITNOUT', 'Průkaz jsme vám vydali před týdnem.')).json(),
    );
    expect(refused.zadost.stav).toBe('ZAMITNUTO');
    expect(refused.historie.at(-1)).toMatchObject({ akce: 'ZAMITNOUT', poznamka: 'Průkaz jsme vám vydali před týdnem.' });
    const own = zadostDetailSchema.parse((await api.json('GET', personUrl('jana', `mojeZadosti/${id}`), jana)).json());
    expect(own.zadost.stav).toBe('ZAMITNUTO');
    expect(own.historie.at(-1)).toMatchObject({ poznamka: 'Průkaz jsme vám vydali před týdnem.', kdo: 'Alena Marková, referent' });
  });

  it('staff reach persons only through requests and threads of their role; nobody else reaches the staff calls', async () => {
    expectForbidden(await api.json('GET', personUrl('jana', 'mojeZadosti'), referent));
    expectForbidden(await api.json('GET', '/api/prac/zadosti', jana));
    expectForbidden(await api.json('GET', '/api/prac/vlakna', jana));
    expect((await api.json('GET', '/api/prac/zadosti', null)).statusCode).toBe(401);
    const [consultation] = await t.db
      .select({ id: insuranceRequests.id })
      .from(insuranceRequests)
      .where(and(eq(insuranceRequests.typ, 'KONZULTACE'), eq(insuranceRequests.insuredPersonId, demoPersonId('jana'))));
    expectNotFound(await api.json('GET', `/api/prac/zadosti/${consultation.id}`, referent));
    expectNotFound(await step(referent, consultation.id, 'PREVZIT'));
    expect((await api.json('GET', `/api/prac/zadosti/${consultation.id}`, medicalOfficer)).statusCode).toBe(200);
  });

  it('a question answered: the person sees the answer in the thread at once, the thread is answered and the bell one higher', async () => {
    const inbox = await api.json('GET', '/api/prac/vlakna', referent);
    const open = (inbox.json() as { vlakna: Array<{ vlakno: string; druhZpravy: string; stav: string }> }).vlakna;
    expect(open.every((v) => v.druhZpravy === 'DOTAZ' && v.stav === 'CEKA_NA_ODPOVED')).toBe(true);
    const sent = await api.form(
      'POST',
      personUrl('jana', 'komunikacePojZpravaVlozit'),
      jana,
      multipart([
        { name: 'druhZpravy', value: 'DOTAZ' },
        { name: 'nadpis', value: 'Příspěvek na brýle' },
        { name: 'telo', value: 'Dobrý den, přispíváte na brýle pro děti?' },
        { name: 'idempotencniKlic', value: crypto.randomUUID() },
      ]),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const vlakno = (sent.json() as { vlakno: { vlakno: string } }).vlakno.vlakno;
    const unreadBefore = ((await api.json('GET', personUrl('jana', 'komunikaceZps'), jana)).json() as { pocetNeprectenych: number })
      .pocetNeprectenych;

    const listed = (await api.json('GET', '/api/prac/vlakna', referent)).json() as {
      vlakna: Array<{ vlakno: string; pojistenec: string }>;
    };
    expect(listed.vlakna.find((v) => v.vlakno === vlakno)?.pojistenec).toBe('Jana Dvořáková');
    expectNotFound(await api.json('GET', `/api/prac/vlakna/${vlakno}`, medicalOfficer));

    expect(fieldErrorsOf(await api.form('POST', `/api/prac/vlakna/${vlakno}/odpoved`, referent, multipart([])))).toHaveProperty('telo');
    const answered = await api.form(
      'POST',
      `/api/prac/vlakna/${vlakno}/odpoved`,
      referent,
      multipart([{ name: 'telo', value: 'Dobrý den, ano: až 1 000 Kč ročně z programu Zdravé oči.' }]),
    );
    expect(answered.statusCode, answered.body).toBe(200);
    const view = pracovisteVlaknoSchema.parse(answered.json());
    expect(view.souhrn.stav).toBe('ODPOVEZENO');
    expect(view.zpravy.at(-1)).toMatchObject({ autor: 'POJISTOVNA', autorNazev: 'Alena Marková, referent' });

    const thread = (await api.json('GET', personUrl('jana', `komunikacePoj?vlakno=${vlakno}`), jana)).json() as {
      seznamVlaken: Array<{ stav: string }>;
      zpravy: Array<{ autor: string; telo: string }>;
    };
    expect(thread.seznamVlaken[0].stav).toBe('ODPOVEZENO');
    expect(thread.zpravy.at(-1)).toMatchObject({ autor: 'POJISTOVNA', telo: 'Dobrý den, ano: až 1 000 Kč ročně z programu Zdravé oči.' });
    const unreadAfter = ((await api.json('GET', personUrl('jana', 'komunikaceZps'), jana)).json() as { pocetNeprectenych: number })
      .pocetNeprectenych;
    expect(unreadAfter).toBe(unreadBefore + 1);
    const after = (await api.json('GET', '/api/prac/vlakna', referent)).json() as { vlakna: Array<{ vlakno: string }> };
    expect(after.vlakna.map((v) => v.vlakno)).not.toContain(vlakno);
  });
});
