import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, banery, ciselnik, messages, napoveda, widgetZpravyNeprectene, zastupy } from '../../contract/index';
import { CAR_MAKER_EMPLOYER_CODE, demoHelpTexts } from '../../server/seed/demo-data';
import {
  createTestApp,
  databaseKindLabel,
  demoAccounts,
  demoPersons,
  signInAs,
  type DemoLogin,
  type SignedIn,
  type TestApp,
} from '../support/test-app';

describe(`general calls (${databaseKindLabel})`, () => {
  let t: TestApp;
  const tokens = {} as Record<DemoLogin, SignedIn>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const account of demoAccounts) tokens[account.login] = await signInAs(t.app, account.login);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, login?: DemoLogin) => t.app.inject({ method: 'GET', url, headers: login ? tokens[login].authorization : {} });

  describe('GET /uzivatel/zastupy', () => {
    const zastupyOf = async (login: DemoLogin) => {
      const res = await get('/api/uzivatel/zastupy', login);
      expect(res.statusCode).toBe(200);
      return zastupy.response.parse(res.json()).seznamZastupu;
    };

    it('lists Jana, her child, her adult child and her newborn, in order', async () => {
      const list = await zastupyOf('pojistenec');
      expect(list.map((z) => [z.pojistenecId, z.typZastupce])).toEqual([
        [demoPersons.jana.id, 'SAM_NA_SEBE'],
        [demoPersons.tereza.id, 'DITE'],
        [demoPersons.jakub.id, 'DOSPELY_PM'],
        [demoPersons.adam.id, 'DITE'],
      ]);
      expect(list[0]).toEqual({
        pojistenecId: demoPersons.jana.id,
        pojistenec: { jmeno: 'Jana', prijmeni: 'Dvořáková' },
        avatarBarva: demoPersons.jana.avatarBarva,
        zamestnavatel: CAR_MAKER_EMPLOYER_CODE,
        narozen: '1986-03-14T00:00:00',
        typZastupce: 'SAM_NA_SEBE',
      });
      const child = list[1];
      expect(child.narozen).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
      const ageOf = (narozen: string) => (Date.now() - new Date(narozen).getTime()) / (365.25 * 86_400_000);
      expect(ageOf(child.narozen)).toBeLessThan(18);
      expect(ageOf(list[2].narozen)).toBeGreaterThanOrEqual(18);
      expect(ageOf(list[3].narozen)).toBeLessThan(1);
    });

    it('lists the self-employed man himself, with an employer other than the car-maker', async () => {
      const list = await zastupyOf('osvc');
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        pojistenecId: demoPersons.petr.id,
        pojistenec: { jmeno: 'Petr', prijmeni: 'Novotný' },
        typZastupce: 'SAM_NA_SEBE',
      });
      expect(list[0].zamestnavatel).not.toBe(CAR_MAKER_EMPLOYER_CODE);
    });

    it('lists nobody for the doctor and for the not yet synchronised account', async () => {
      expect(await zastupyOf('lekar')).toEqual([]);
      expect(await zastupyOf('nesynchronizovano')).toEqual([]);
    });

    it("names the signed-in user: the doctor's own name for the header", async () => {
      const res = await get('/api/uzivatel/zastupy', 'lekar');
      expect(zastupy.response.parse(res.json()).uzivatel).toEqual({ jmeno: 'Eva', prijmeni: 'Malá' });
    });

    it('lists the doctor who is also insured himself', async () => {
      const list = await zastupyOf('lekar-pojistenec');
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        pojistenecId: demoPersons.tomas.id,
        zamestnavatel: CAR_MAKER_EMPLOYER_CODE,
        typZastupce: 'SAM_NA_SEBE',
      });
    });
  });

  describe('GET /napoveda (no token)', () => {
    it('has the codes the screens ask for', () => {
      const codes = demoHelpTexts.map((h) => h.kod);
      for (const kod of ['UVOD', 'PRIHLASENI', 'O_APLIKACI', 'MOJE_POJISTENI', 'DEFAULT', 'ZPRAVY', 'VITALITAS', 'OCKOVANI'])
        expect(codes).toContain(kod);
    });

    for (const kod of demoHelpTexts.map((h) => h.kod)) {
      it(`returns the help text ${kod} as safe HTML`, async () => {
        const res = await get(`/api/napoveda?kod=${kod}`);
        expect(res.statusCode).toBe(200);
        const body = napoveda.response.parse(res.json());
        expect(body.kod).toBe(kod);
        expect(body.nadpis.length).toBeGreaterThan(0);
        expect(body.popis).toMatch(/^<p>/);
        const tags = [...body.popis.matchAll(/<\/?([a-z]+)[^>]*>/g)].map((m) => m[1]);
        expect(new Set(tags)).toSatisfy((set: Set<string>) => [...set].every((tag) => ['p', 'ul', 'li', 'strong'].includes(tag)));
        expect(body.popis).not.toMatch(/<[a-z]+\s/); // no attributes
      });
    }

    it('finds a code whatever its case', async () => {
      const res = await get('/api/napoveda?kod=uvod');
      expect(res.statusCode).toBe(200);
      expect(res.json().kod).toBe('UVOD');
    });

    it('answers 404 "Záznam neexistuje." for an unknown code', async () => {
      const res = await get('/api/napoveda?kod=NEEXISTUJE');
      expect(res.statusCode).toBe(404);
      const body = apiErrorSchema.parse(res.json());
      expect(body).toMatchObject({ typ: 'NENALEZENO', detail: messages.recordDoesNotExist });
    });

    it('answers 400 for a missing or malformed code', async () => {
      expect((await get('/api/napoveda')).statusCode).toBe(400);
      const res = await get('/api/napoveda?kod=%3Cscript%3E');
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).chyby).toHaveProperty('kod');
    });
  });

  describe('GET /data/ciselnik (no token)', () => {
    it('returns the alcohol, smoking, relationship and category lists', async () => {
      for (const name of ['ALKOHOL', 'KOURENI', 'VZTAH', 'KATEGORIE_POJISTENCE']) {
        const res = await get(`/api/data/ciselnik?ciselnik=${name}`);
        expect(res.statusCode, name).toBe(200);
        const body = ciselnik.response.parse(res.json());
        expect(body.ciselnik).toBe(name);
        expect(body.polozky.length).toBeGreaterThan(2);
      }
      const alkohol = ciselnik.response.parse((await get('/api/data/ciselnik?ciselnik=ALKOHOL')).json());
      expect(alkohol.polozky[0]).toEqual({ kod: 'NEPIJE', nazev: 'Nepije' });
      const kategorie = ciselnik.response.parse((await get('/api/data/ciselnik?ciselnik=KATEGORIE_POJISTENCE')).json());
      expect(kategorie.polozky.map((p) => p.kod).sort()).toEqual(
        [
          'OSVC',
          'OBZP',
          'ZAMESTNANEC',
          'DITE',
          'STUDENT',
          'DUCHODCE',
          'INVDUCHDCE',
          'MATERRODIC',
          'PECOVATEL',
          'URADPRACE',
          'OSTATNI',
        ].sort(),
      );
    });

    it('answers 404 for an unknown list', async () => {
      const res = await get('/api/data/ciselnik?ciselnik=NIC');
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).typ).toBe('NENALEZENO');
    });
  });

  describe('GET /banery', () => {
    it('returns the active banners in order, without the expired one', async () => {
      const res = await get('/api/banery', 'pojistenec');
      expect(res.statusCode).toBe(200);
      const { seznamBaneru } = banery.response.parse(res.json());
      expect(seznamBaneru.map((b) => b.nadpis)).toEqual(['Očkování proti chřipce', 'Program Vitalitas']);
      expect(seznamBaneru[1].odkazUrl).toBe('/pojistne/vitalitas/');
    });
  });

  describe('GET /poj/widgetZpravyNeprectene', () => {
    const count = async (login: DemoLogin, id: number) => {
      const res = await get(`/api/poj/widgetZpravyNeprectene?pojistenecId=${id}`, login);
      expect(res.statusCode).toBe(200);
      return widgetZpravyNeprectene.response.parse(res.json()).prehledZastupu;
    };

    it('counts the unread messages of the person', async () => {
      expect(await count('pojistenec', demoPersons.jana.id)).toEqual([{ pojistenecId: demoPersons.jana.id, pocet: 3 }]);
      // Tereza: a reminder and the unread answer to her consultation (server/seed/communication-data.ts).
      expect(await count('pojistenec', demoPersons.tereza.id)).toEqual([{ pojistenecId: demoPersons.tereza.id, pocet: 2 }]);
      expect(await count('pojistenec', demoPersons.jakub.id)).toEqual([{ pojistenecId: demoPersons.jakub.id, pocet: 104 }]);
      expect(await count('lekar-pojistenec', demoPersons.tomas.id)).toEqual([{ pojistenecId: demoPersons.tomas.id, pocet: 0 }]);
    });

    it('with pozadavekDetail=ANO lists every represented person', async () => {
      const res = await get(`/api/poj/widgetZpravyNeprectene?pojistenecId=${demoPersons.tereza.id}&pozadavekDetail=ANO`, 'pojistenec');
      expect(res.statusCode).toBe(200);
      expect(res.json().prehledZastupu).toEqual([
        { pojistenecId: demoPersons.jana.id, pocet: 3 },
        { pojistenecId: demoPersons.tereza.id, pocet: 2 },
        { pojistenecId: demoPersons.jakub.id, pocet: 104 },
        { pojistenecId: demoPersons.adam.id, pocet: 0 },
      ]);
    });

    it('with pozadavekDetail=ANO shows a doctor only the patient', async () => {
      const res = await get(`/api/poj/widgetZpravyNeprectene?pojistenecId=${demoPersons.josef.id}&pozadavekDetail=ANO`, 'lekar-pojistenec');
      expect(res.statusCode).toBe(200);
      expect(res.json().prehledZastupu).toEqual([{ pojistenecId: demoPersons.josef.id, pocet: 0 }]);
    });
  });
});
