/**
 * The emergency card in Czech and English and its time-limited share link: create (with a QR code
 * of the link), list, revoke; the public call opens only the emergency data without a token,
 * counts each opening and tells the listeners; an expired, revoked or unknown link answers the
 * same 404; bad input with Czech messages; representatives only.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  emergencyCardOf,
  emergentniKarta,
  emergentniOdkazVytvorit,
  emergentniOdkazy,
  messages,
  kdoVidelMojeUdaje,
  nouzoveUdaje,
  SHARE_LINK_MAX_ACTIVE,
  SHARE_PAGE_PATH,
} from '../../contract/index';
import { emergencyShareLinks } from '../../server/db/schema';
import { apiOf, expectForbidden, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { changedTables, dbFingerprint } from '../support/matrix';
import { createTestApp, databaseKindLabel, signInAs, type SignedIn, type TestApp } from '../support/test-app';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'settings-emergency-'));
function qrText(base64: string): string {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.png`);
  fs.writeFileSync(file, Buffer.from(base64, 'base64'));
  return execFileSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

describe(`emergency card and its share link (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;
  let doctor: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ accessTtlS: 3600, publicUrl: 'https://karta.zps.example.cz' });
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
    petr = await signInAs(t.app, 'osvc');
    doctor = await signInAs(t.app, 'lekar');
    // Links need the rescue-service consent (consents-gate.test.ts): Jana gave hers, Tereza and Petr give it here.
    for (const [person, who] of [
      ['tereza', jana],
      ['petr', petr],
    ] as const) {
      const res = await api.json('PUT', personUrl(person, 'souhlasy/EMERGENTNI_UDAJE'), who, { stav: 'POTVRZENO' });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (person: 'jana' | 'tereza' | 'petr', body: unknown, who: SignedIn = jana) => {
    const res = await api.json('POST', personUrl(person, 'emergentniOdkazy'), who, body);
    expect(res.statusCode, res.body).toBe(200);
    return emergentniOdkazVytvorit.response.parse(res.json());
  };
  const open = (token: string, query = '') => t.app.inject({ method: 'GET', url: `/api/nouzoveUdaje/${token}${query}` });

  it("gives Jana's card in Czech and in English with the filled fields only", async () => {
    const cs = emergentniKarta.response.parse((await api.json('GET', personUrl('jana', 'emergentniKarta'), jana)).json());
    expect(cs).toMatchObject({
      jazyk: 'CS',
      nadpis: 'Emergentní údaje',
      pojistenec: { jmeno: 'Jana', prijmeni: 'Dvořáková', narozenText: '14. 3. 1986' },
    });
    expect(cs.polozky.map((item) => item.nazev)).toContain('Krevní skupina');
    const en = emergentniKarta.response.parse((await api.json('GET', personUrl('jana', 'emergentniKarta?jazyk=EN'), jana)).json());
    expect(en).toMatchObject({
      jazyk: 'EN',
      nadpis: 'Emergency information',
      pojistenec: { narozenText: '14 March 1986', narozenPopis: 'Date of birth' },
    });
    expect(en.polozky.find((item) => item.kod === 'rhFaktor')?.nazev).toBe('Rh factor');
    expect(en.polozky.map((item) => item.kod)).toEqual(cs.polozky.map((item) => item.kod));
    expect(fieldErrorsOf(await api.json('GET', personUrl('jana', 'emergentniKarta?jazyk=DE'), jana))).toEqual({
      jazyk: [messages.allowedValues(['CS', 'EN'])],
    });
  });

  it('builds the card the same way for the offline card: labels, values, nothing for empty fields', () => {
    const card = emergencyCardOf(
      { jmeno: 'Adam', prijmeni: 'Dvořák', narozen: '2026-07-24' },
      {
        osoba: null,
        telefon: null,
        vztah: null,
        skupina: 'NULA',
        rhFaktor: 'RHMinus',
        doplnujiciInformace: null,
        posledniOckovaniTetanus: '2026-10-01T00:00:00',
      },
      'EN',
    );
    expect(card.polozky).toEqual([
      { kod: 'skupina', nazev: 'Blood group', hodnota: '0' },
      { kod: 'rhFaktor', nazev: 'Rh factor', hodnota: 'Rh negative' },
      { kod: 'posledniOckovaniTetanus', nazev: 'Last tetanus vaccination', hodnota: '1 October 2026' },
    ]);
    expect(card.prazdna).toBeNull();
    const empty = emergencyCardOf(
      { jmeno: 'Adam', prijmeni: 'Dvořák', narozen: '2026-07-24' },
      {
        osoba: null,
        telefon: null,
        vztah: null,
        skupina: 'NEUVEDENO',
        rhFaktor: null,
        doplnujiciInformace: null,
        posledniOckovaniTetanus: null,
      },
      'CS',
    );
    expect(empty).toMatchObject({ polozky: [], prazdna: 'Pojištěnec zatím nevyplnil žádné emergentní údaje.' });
  });

  it('a new link is valid for the hours chosen, shown once with a QR code of the address; the list keeps it without the token', async () => {
    const before = Date.now();
    const link = await create('jana', { platnostHodin: 24, jazyk: 'EN' });
    expect(link).toMatchObject({ stav: 'PLATNY', jazyk: 'EN', pocetOtevreni: 0, naposledyOtevreno: null, zruseno: null });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.odkaz).toBe(`https://karta.zps.example.cz${SHARE_PAGE_PATH}#${link.token}`);
    expect(qrText(link.qrPng)).toBe(link.odkaz);
    const hours = (new Date(link.platnostDo).getTime() - new Date(link.vytvoreno).getTime()) / 3_600_000;
    expect(hours).toBe(24);
    expect(new Date(link.vytvoreno).getTime()).toBeGreaterThanOrEqual(before - 1000);

    const list = emergentniOdkazy.response.parse((await api.json('GET', personUrl('jana', 'emergentniOdkazy'), jana)).json()).seznamOdkazu;
    expect(list[0]).toEqual({
      id: link.id,
      jazyk: 'EN',
      vytvoreno: link.vytvoreno,
      platnostDo: link.platnostDo,
      zruseno: null,
      stav: 'PLATNY',
      pocetOtevreni: 0,
      naposledyOtevreno: null,
    });
    expect(JSON.stringify(list)).not.toContain(link.token);
    // Only the hash is stored.
    const rows = await t.db.select().from(emergencyShareLinks).where(eq(emergencyShareLinks.id, link.id));
    expect(JSON.stringify(rows)).not.toContain(link.token);
    // the seeded ones: expired after two openings, revoked
    expect(list.slice(1).map((item) => [item.stav, item.pocetOtevreni])).toEqual([
      ['ZRUSEN', 0],
      ['VYPRSEL', 2],
    ]);
  });

  it('whoever opens the link without signing in sees only the emergency card; each opening is counted and reported', async () => {
    {
      const link = await create('jana', { platnostHodin: 1 });
      const first = await open(link.token);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(first.headers['cache-control']).toMatch(/no-store/);
      const card = nouzoveUdaje.response.parse(first.json());
      expect(Object.keys(first.json()).sort()).toEqual(['jazyk', 'nadpis', 'platnostDo', 'pojistenec', 'polozky', 'poznamka', 'prazdna']);
      expect(card).toMatchObject({ jazyk: 'CS', pojistenec: { jmeno: 'Jana', prijmeni: 'Dvořáková' }, platnostDo: link.platnostDo });
      // nothing but the card: no birth number, no address, no contacts of the person
      expect(first.body).not.toMatch(/rodneCislo|adresa|email|Jaselská/);
      const english = nouzoveUdaje.response.parse((await open(link.token, '?jazyk=EN')).json());
      expect(english.nadpis).toBe('Emergency information');

      const list = emergentniOdkazy.response.parse(
        (await api.json('GET', personUrl('jana', 'emergentniOdkazy'), jana)).json(),
      ).seznamOdkazu;
      const stored = list.find((item) => item.id === link.id)!;
      expect(stored.pocetOtevreni).toBe(2);
      expect(stored.naposledyOtevreno).not.toBeNull();
      // both openings are accesses to Jana's data, written with the opening and listed on 'Kdo viděl moje údaje'
      const seen = kdoVidelMojeUdaje.response.parse((await api.json('GET', personUrl('jana', 'kdoVidelMojeUdaje'), jana)).json());
      const byLink = seen.seznamPristupu.filter((access) => access.kdo.typ === 'ODKAZ');
      expect(byLink).toHaveLength(2);
      expect(byLink[0]).toMatchObject({
        kdo: { typ: 'ODKAZ', jmeno: null, pracoviste: null },
        oblast: 'EMERGENTNI_UDAJE',
        operace: 'CTENI',
      });
    }
  });

  it('a revoked, an expired and an unknown link all answer the same 404, and count nothing', async () => {
    const link = await create('tereza', { platnostHodin: 2 });
    expect((await open(link.token)).statusCode).toBe(200);
    const revoked = await api.json('DELETE', personUrl('tereza', `emergentniOdkazy/${link.id}`), jana);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ id: link.id, stav: 'ZRUSEN', pocetOtevreni: 1 });
    // Revoking again changes nothing.
    expect((await api.json('DELETE', personUrl('tereza', `emergentniOdkazy/${link.id}`), jana)).json().zruseno).toBe(
      revoked.json().zruseno,
    );

    const expired = await create('tereza', { platnostHodin: 1 });
    await t.db
      .update(emergencyShareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emergencyShareLinks.id, expired.id));
    const answers = [await open(link.token), await open(expired.token), await open('A'.repeat(43))];
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ typ: 'NENALEZENO', detail: messages.shareLinkInvalid });
    }
    expect(new Set(answers.map((res) => res.body.replace(/"chybaId":"[^"]+"/, '')))).toHaveProperty('size', 1);
    const list = emergentniOdkazy.response.parse(
      (await api.json('GET', personUrl('tereza', 'emergentniOdkazy'), jana)).json(),
    ).seznamOdkazu;
    expect(list.find((item) => item.id === expired.id)).toMatchObject({ stav: 'VYPRSEL', pocetOtevreni: 0 });
    expect(list.find((item) => item.id === link.id)).toMatchObject({ stav: 'ZRUSEN', pocetOtevreni: 1 });
  });

  it('refuses bad input with the Czech messages; more valid links than allowed with 422; nothing stored', async () => {
    const before = await dbFingerprint(t.db);
    const post = (body: unknown) => api.json('POST', personUrl('jana', 'emergentniOdkazy'), jana, body);
    expect(fieldErrorsOf(await post({ platnostHodin: 0 }))).toEqual({ platnostHodin: [messages.min(1)] });
    expect(fieldErrorsOf(await post({ platnostHodin: 169 }))).toEqual({ platnostHodin: [messages.max(168)] });
    expect(fieldErrorsOf(await post({ platnostHodin: 1.5, jazyk: 'DE' }))).toEqual({
      platnostHodin: [messages.integer],
      jazyk: [messages.allowedValues(['CS', 'EN'])],
    });
    expect(fieldErrorsOf(await post({}))).toEqual({ platnostHodin: [messages.required] });
    const badToken = await open('kratky');
    expect(fieldErrorsOf(badToken)).toEqual({ token: [messages.unsupportedFormat] });
    expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);

    // Petr has none yet: up to the limit, then refused.
    for (let i = 0; i < SHARE_LINK_MAX_ACTIVE; i += 1) await create('petr', { platnostHodin: 1 }, petr);
    const fingerprint = await dbFingerprint(t.db);
    const over = await api.json('POST', personUrl('petr', 'emergentniOdkazy'), petr, { platnostHodin: 1 });
    expect(fieldErrorsOf(over, 422)).toEqual({ _form: [messages.shareLinkLimit(SHARE_LINK_MAX_ACTIVE)] });
    expect(changedTables(fingerprint, await dbFingerprint(t.db))).toEqual([]);
  });

  it('another person’s link cannot be revoked through one’s own id (404) and stays valid', async () => {
    const link = await create('jana', { platnostHodin: 3 });
    const res = await api.json('DELETE', personUrl('petr', `emergentniOdkazy/${link.id}`), petr);
    expect(res.statusCode).toBe(404);
    expect((await open(link.token)).statusCode).toBe(200);
  });

  it('only representatives: another insured person and doctors get 403 for the card and the links', async () => {
    for (const who of [petr, doctor]) {
      expectForbidden(await api.json('GET', personUrl('jana', 'emergentniKarta'), who));
      expectForbidden(await api.json('GET', personUrl('jana', 'emergentniOdkazy'), who));
      expectForbidden(await api.json('POST', personUrl('jana', 'emergentniOdkazy'), who, { platnostHodin: 1 }));
      expectForbidden(await api.json('DELETE', personUrl('jana', 'emergentniOdkazy/1'), who));
    }
  });
});
