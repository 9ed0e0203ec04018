/**
 * Issue 37 (long lists): devices named by browser and system with repeats merged, "Odhlásit všechna
 * ostatní zařízení", and "Označit vše jako přečtené" — what a caller sees, and who may call them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devicesList, devicesSignOutOthers } from '../../contract/app';
import { komunikaceZps, komunikaceZpravyPrectenoVse } from '../../contract/communication';
import { browserName, deviceLabel, systemName } from '../../server/services/settings/device-name';
import { apiOf, expectForbidden, personUrl, type Api } from '../support/health';
import { createTestApp, databaseKindLabel, signInAs, type SignedIn, type TestApp } from '../support/test-app';
import { aplikaceInfo, devices, refresh, signIn } from './identity-helpers';

describe(`findability: devices and notifications (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;
  let doctor: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ accessTtlS: 3600 });
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
    petr = await signInAs(t.app, 'osvc');
    doctor = await signInAs(t.app, 'lekar');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('device names', () => {
    it('names a device by browser and system as a person knows them', () => {
      const web = (verzeBrowser: string, verzeOs: string) => deviceLabel({ platforma: 'WEB', verzeBrowser, verzeOs });
      expect(web('chrome Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36', 'Android 14')).toBe('Chrome · Android 14');
      expect(web('firefox Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0)', 'Windows 10')).toBe('Firefox · Windows');
      expect(web('safari Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)', 'iOS 17.4')).toBe('Safari · iOS 17');
      expect(web('edge Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 'macOS 10.15.7')).toBe('Edge · macOS');
      expect(web('Chrome 118 Mozilla/5.0 (Linux; Android 11; SM-T505)', 'Android 11')).toBe('Chrome · Android 11');
      expect(web('unknown', 'unknown')).toBe('Neznámé zařízení');
      expect(deviceLabel({ platforma: 'iOS', verzeBrowser: null, verzeOs: 'iOS 18.1' })).toBe('Mobilní aplikace · iOS 18');
      expect(browserName('Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0')).toBe('Firefox');
      expect(systemName('Linux')).toBe('Linux');
    });
  });

  describe('registered devices', () => {
    it('merges repeats of one device into one entry, this device first, and names each', async () => {
      const phone = await signIn(
        t.app,
        'lekar-pojistenec',
        aplikaceInfo({ verzeBrowser: 'chrome Mozilla/5.0 (Linux; Android 14)', verzeOs: 'Android 14' }),
      );
      const phoneAgain = await signIn(
        t.app,
        'lekar-pojistenec',
        aplikaceInfo({ verzeBrowser: 'chrome Mozilla/5.0 (Linux; Android 14)', verzeOs: 'Android 14' }),
      );
      const laptop = await signIn(
        t.app,
        'lekar-pojistenec',
        aplikaceInfo({ verzeBrowser: 'firefox Mozilla/5.0 (Windows NT 10.0)', verzeOs: 'Windows 10' }),
      );

      const res = await devices(t.app, laptop.accessToken);
      expect(res.statusCode).toBe(200);
      const list = devicesList.response.parse(res.json()).seznamZarizeni;
      expect(list.map((d) => d.oznaceni)).toEqual(['Firefox · Windows', 'Chrome · Android 14']);
      expect(list[0]).toMatchObject({ aktualni: true, instalace: [laptop.info.instalaceId] });
      // the most recently used repeat stands for the merged entry
      expect(list[1].instalace).toEqual([phoneAgain.info.instalaceId, phone.info.instalaceId]);
      expect(list[1]).toMatchObject({ instalaceId: phoneAgain.info.instalaceId, prihlaseno: true, aktualni: false });

      const fromPhone = devicesList.response.parse((await devices(t.app, phone.accessToken)).json()).seznamZarizeni;
      expect(fromPhone[0]).toMatchObject({ oznaceni: 'Chrome · Android 14', aktualni: true, instalaceId: phone.info.instalaceId });
    });

    it('"Odhlásit všechna ostatní zařízení" signs out every other device at once; this one stays signed in', async () => {
      const phone = await signIn(
        t.app,
        'osvc',
        aplikaceInfo({ verzeBrowser: 'safari Mozilla/5.0 (iPhone; CPU iPhone OS 17_4)', verzeOs: 'iOS 17.4' }),
      );
      const tablet = await signIn(
        t.app,
        'osvc',
        aplikaceInfo({ verzeBrowser: 'chrome Mozilla/5.0 (Linux; Android 13)', verzeOs: 'Android 13' }),
      );
      const laptop = await signIn(t.app, 'osvc', aplikaceInfo());
      const stranger = await signIn(t.app, 'pojistenec', aplikaceInfo());

      const res = await t.app.inject({
        method: 'POST',
        url: '/api/autorizovanaZarizeni/odhlasitOstatni',
        headers: { authorization: `Bearer ${laptop.accessToken}` },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(devicesSignOutOthers.response.parse(res.json()).odhlaseno).toBeGreaterThanOrEqual(2);

      // the others' access and refresh tokens stop working at once
      expect((await devices(t.app, phone.accessToken)).statusCode).toBe(401);
      expect((await refresh(t.app, phone.cookie, phone.info)).statusCode).toBe(401);
      expect((await refresh(t.app, tablet.cookie, tablet.info)).statusCode).toBe(401);
      // this device stays signed in, and the devices stay listed as signed out
      expect((await refresh(t.app, laptop.cookie, laptop.info)).statusCode).toBe(200);
      const list = devicesList.response.parse((await devices(t.app, laptop.accessToken)).json()).seznamZarizeni;
      expect(list.find((d) => d.aktualni)?.prihlaseno).toBe(true);
      const others = list.filter((d) => d.oznaceni === 'Safari · iOS 17' || d.oznaceni === 'Chrome · Android 13');
      expect(others).toHaveLength(2);
      expect(others.every((d) => !d.prihlaseno)).toBe(true);
      // another user's device is untouched
      expect((await devices(t.app, stranger.accessToken)).statusCode).toBe(200);
      expect((await refresh(t.app, stranger.cookie, stranger.info)).statusCode).toBe(200);
    });

    it('without a valid access token → 401, and nothing is signed out', async () => {
      const other = await signIn(t.app, 'pojistenec', aplikaceInfo());
      for (const headers of [{}, { authorization: 'Bearer x.y.z' }]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/autorizovanaZarizeni/odhlasitOstatni', headers });
        expect(res.statusCode).toBe(401);
      }
      expect((await refresh(t.app, other.cookie, other.info)).statusCode).toBe(200);
    });
  });

  describe('"Kdo viděl moje údaje": others only', () => {
    it('kdo=OSTATNI leaves out my own views and keeps a doctor’s; without it all are listed', async () => {
      const me = await signInAs(t.app, 'pojistenec');
      expect((await api.json('GET', personUrl('jana', 'anamneza'), me)).statusCode).toBe(200);
      expect((await api.json('GET', personUrl('jana', 'anamneza'), doctor)).statusCode).toBe(200);
      await t.app.deps.audit.flush(); // reads are written in batches
      const all = await api.json('GET', personUrl('jana', 'kdoVidelMojeUdaje'), me);
      expect(all.statusCode, all.body).toBe(200);
      const kinds = (res: typeof all) => (res.json().seznamPristupu as Array<{ kdo: { typ: string } }>).map((p) => p.kdo.typ);
      expect(kinds(all)).toContain('VY');
      expect(kinds(all)).toContain('LEKAR');
      const others = await api.json('GET', personUrl('jana', 'kdoVidelMojeUdaje?kdo=OSTATNI'), me);
      expect(others.statusCode, others.body).toBe(200);
      expect(kinds(others)).not.toContain('VY');
      expect(kinds(others)).toContain('LEKAR');
      expect(others.json().celkem).toBeLessThan(all.json().celkem);
      expect((await api.json('GET', personUrl('jana', 'kdoVidelMojeUdaje?kdo=NEKDO'), me)).statusCode).toBe(400);
      expectForbidden(await api.json('GET', personUrl('petr', 'kdoVidelMojeUdaje?kdo=OSTATNI'), me));
    });
  });

  describe('"Označit vše jako přečtené"', () => {
    // fresh sessions: "Odhlásit všechna ostatní zařízení" above signed out the earlier ones of 'osvc'
    beforeAll(async () => {
      jana = await signInAs(t.app, 'pojistenec');
      petr = await signInAs(t.app, 'osvc');
    });

    const unreadOf = async (person: 'jana' | 'petr', who: SignedIn) =>
      komunikaceZps.response.parse((await api.json('GET', personUrl(person, 'komunikaceZps'), who)).json()).pocetNeprectenych;

    it("marks all of the person's notifications read, and nobody else's", async () => {
      const before = await unreadOf('jana', jana);
      expect(before).toBeGreaterThan(0);
      const petrBefore = await unreadOf('petr', petr);

      const res = await api.json('POST', personUrl('jana', 'komunikaceZpravyPrectenoVse'), jana);
      expect(res.statusCode, res.body).toBe(200);
      expect(komunikaceZpravyPrectenoVse.response.parse(res.json())).toEqual({ oznaceno: before, pocetNeprectenych: 0 });
      const list = komunikaceZps.response.parse((await api.json('GET', personUrl('jana', 'komunikaceZps'), jana)).json());
      expect(list.seznamZprav.every((z) => z.precteno)).toBe(true);
      const widget = await api.json('GET', `/api/poj/widgetZpravyNeprectene?pojistenecId=4100001`, jana);
      expect(widget.json().prehledZastupu[0].pocet).toBe(0);
      expect(await unreadOf('petr', petr)).toBe(petrBefore);

      const again = await api.json('POST', personUrl('jana', 'komunikaceZpravyPrectenoVse'), jana);
      expect(again.json()).toEqual({ oznaceno: 0, pocetNeprectenych: 0 });
    });

    it("another person's → 403 and nothing changes; without a token → 401", async () => {
      const petrBefore = await unreadOf('petr', petr);
      expect(petrBefore).toBeGreaterThan(0);
      expectForbidden(await api.json('POST', personUrl('petr', 'komunikaceZpravyPrectenoVse'), jana));
      expectForbidden(await api.json('POST', personUrl('petr', 'komunikaceZpravyPrectenoVse'), doctor));
      expect((await api.json('POST', personUrl('petr', 'komunikaceZpravyPrectenoVse'), null)).statusCode).toBe(401);
      expect(await unreadOf('petr', petr)).toBe(petrBefore);
    });
  });
});
