/**
 * Notifications: the Web Push subscription of a device (GET/PUT/DELETE /oznameniPush), delivery
 * of an event (`enqueueNotification`) by the notification worker to a local push endpoint started
 * here (it receives the encrypted request, which the test decrypts with the subscription's private
 * key as a browser would), the e-mail delivery by the person's choice, and what happens to
 * subscriptions that are gone, keep failing, or whose device is removed or signed out.
 * (tests/server/notifications-delivery.test.ts tests the queue, e-mail and SMS themselves.)
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import webpush from 'web-push';
import { messages, oznameniPush, pushZpravaSchema } from '../../contract/index';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, defaultPushHosts, loadServerConfig } from '../../server/config';
import { vapidKeyFile, vapidKeys } from '../../server/services/settings/vapid';
import { TestClock } from 'pg-boss';
import type { PersonId } from '../../contract/ids';
import type { NotificationCategory } from '../../contract/settings';
import { notificationDeliveries, notificationEvents, pushSubscriptions, users } from '../../server/db/schema';
import { createChannels } from '../../server/services/notifications/channels';
import { enqueueNotification } from '../../server/services/notifications/enqueue';
import { kindTexts } from '../../server/services/notifications/texts';
import { NotificationWorker } from '../../server/services/notifications/worker';
import { isAllowedPushEndpoint, MAX_PUSH_FAILURES } from '../../server/services/settings/push';
import { apiOf, expectForbidden, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { createTestApp, databaseKindLabel, demoPersonId, signInAs, testConfig, type SignedIn, type TestApp } from '../support/test-app';

const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: ReturnType<typeof createECDH>; authSecret: string }): Buffer;
};

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A browser's side of a subscription: its key pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

describe(`Web Push and the notification hook (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let server: Server;
  let base: string;
  const received: Received[] = [];
  const vapid = webpush.generateVAPIDKeys();
  let jana: SignedIn;
  let janaPhone: SignedIn;
  let petr: SignedIn;
  let doctor: SignedIn;
  let worker: NotificationWorker;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
        const status = request.url?.includes('/gone') ? 410 : request.url?.includes('/broken') ? 500 : 201;
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ accessTtlS: 3600, vapid, pushHosts: ['127.0.0.1'] });
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec', { instalaceId: 'janaNotebook000000001' });
    // Another device, named differently (the device list merges repeats of one browser and system).
    janaPhone = await signInAs(t.app, 'pojistenec', {
      instalaceId: 'janaTelefon0000000002',
      aplikaceInfo: {
        verzeBrowser: 'Chrome 130 Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36',
        verzeOs: 'Android 14',
      },
    });
    petr = await signInAs(t.app, 'osvc', { instalaceId: 'petrNotebook000000003' });
    doctor = await signInAs(t.app, 'lekar', { instalaceId: 'lekarkaNotebook000004' });
    // Push is off for the shared demo accounts in demo mode (server/services/demo.ts): these stand for real accounts.
    await t.db.update(users).set({ isDemo: false });
    const config = testConfig({ vapid, pushHosts: ['127.0.0.1'] });
    worker = new NotificationWorker({
      database: t.database,
      databaseUrl: t.databaseUrl,
      channels: createChannels(t.db, config),
      portalUrl: 'https://portal.example.cz',
      // 11:00 in Prague: outside quiet hours, whenever the suite runs.
      clock: new TestClock(new Date('2026-12-03T10:00:00Z')),
      polling: false,
    });
    await worker.start();
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const state = async (who: SignedIn) => {
    const res = await api.json('GET', '/api/oznameniPush', who);
    expect(res.statusCode, res.body).toBe(200);
    return oznameniPush.response.parse(res.json());
  };
  const subscribe = (who: SignedIn, endpoint: string, keys = browserKeys()) =>
    api.json('PUT', '/api/oznameniPush', who, { endpoint, klice: { p256dh: keys.p256dh, auth: keys.auth } });
  const setPush = (who: SignedIn, person: 'jana' | 'tereza' | 'petr', push: boolean, email: 'EMAIL' | 'NEUPOZORNOVAT' = 'NEUPOZORNOVAT') =>
    api.json('PUT', personUrl(person, 'nastaveni'), who, {
      klic: 'UPOZORNENI',
      nastaveniData: {
        odpovedi: { upozorneni: email, sms: false, push },
        zadosti: { upozorneni: 'NEUPOZORNOVAT', sms: false, push },
        prevence: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: false },
        vysledky: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: false },
        platby: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: false },
        sdileni: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: false },
      },
    });
  /** Records an event and lets the worker deliver it; answers the outcome of each delivery by channel. */
  const notify = async (person: 'jana' | 'tereza', kategorie: NotificationCategory, odkaz: string) => {
    await enqueueNotification(t.db, { personId: demoPersonId(person) as PersonId, kategorie, odkaz });
    const [{ id }] = await t.db
      .select({ id: notificationEvents.id })
      .from(notificationEvents)
      .orderBy(desc(notificationEvents.id))
      .limit(1);
    await worker.dispatch();
    await worker.deliverDue();
    const rows = await t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.eventId, id));
    return {
      email: rows.filter((row) => row.kanal === 'EMAIL').map((row) => row.cil),
      push: rows.filter((row) => row.kanal === 'PUSH').map((row) => row.stav),
    };
  };

  it('gives the VAPID public key; a device is not subscribed at first', async () => {
    expect(await state(jana)).toEqual({ verejnyKlic: vapid.publicKey, odebirano: false });
  });

  it('subscribes this device only, and the device list says so', async () => {
    const res = await subscribe(jana, `${base}/push/jana-notebook`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ verejnyKlic: vapid.publicKey, odebirano: true });
    expect((await state(janaPhone)).odebirano).toBe(false);
    const devices = (await api.json('GET', '/api/autorizovanaZarizeni', jana)).json().seznamZarizeni as Array<Record<string, unknown>>;
    expect(devices.find((d) => d.instalaceId === 'janaNotebook000000001')).toMatchObject({
      oznameni: true,
      prihlaseno: true,
      aktualni: true,
    });
    expect(devices.find((d) => d.instalaceId === 'janaTelefon0000000002')).toMatchObject({ oznameni: false, prihlaseno: true });
  });

  it('in demo mode a shared demo account cannot subscribe: 409 with the spec’s demo message, nothing stored', async () => {
    await t.db.update(users).set({ isDemo: true }).where(eq(users.login, 'osvc'));
    try {
      const before = await t.db.select().from(pushSubscriptions);
      const refused = await subscribe(petr, `${base}/push/demo`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ detail: messages.notAvailableInDemo });
      expect(await t.db.select().from(pushSubscriptions)).toEqual(before);
    } finally {
      await t.db.update(users).set({ isDemo: false }).where(eq(users.login, 'osvc'));
    }
  });

  it('refuses an endpoint outside the push services (422) and bad keys (400), storing nothing', async () => {
    const before = await t.db.select().from(pushSubscriptions);
    expect(fieldErrorsOf(await subscribe(janaPhone, 'https://utocnik.example.com/push'), 422)).toEqual({
      endpoint: [messages.pushServiceNotAllowed],
    });
    expect(fieldErrorsOf(await subscribe(janaPhone, 'http://10.0.0.1/push'), 422)).toEqual({ endpoint: [messages.pushServiceNotAllowed] });
    const bad = await api.json('PUT', '/api/oznameniPush', janaPhone, { endpoint: 'ftp://x', klice: { p256dh: 'abc', auth: '' } });
    expect(fieldErrorsOf(bad)).toEqual({
      endpoint: [messages.unsupportedFormat],
      'klice.p256dh': [messages.unsupportedFormat],
      'klice.auth': [messages.required],
    });
    expect(await t.db.select().from(pushSubscriptions)).toEqual(before);
  });

  it('the push services allowed by default: https on the browsers’ services, nothing else', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', defaultPushHosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://updates.push.services.mozilla.com/wpush/v2/abc', defaultPushHosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QGx', defaultPushHosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://db5p.notify.windows.com/w/?token=x', defaultPushHosts)).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', defaultPushHosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.cz/x', defaultPushHosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x', defaultPushHosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://localhost/x', defaultPushHosts)).toBe(false);
  });

  it('a new notification reaches the subscribed device, encrypted for it and signed with the VAPID key; an e-mail delivery too', async () => {
    const keys = browserKeys();
    expect((await subscribe(jana, `${base}/push/jana-notebook`, keys)).statusCode).toBe(200);
    expect((await setPush(jana, 'jana', true, 'EMAIL')).statusCode).toBe(200);
    received.length = 0;

    const result = await notify('jana', 'odpovedi', '/komunikace/upozorneni/4100001/1');
    expect(result).toEqual({ email: ['jana.dvorakova@example.cz'], push: ['ODESLANO'] });
    expect(received).toHaveLength(1);
    const [push] = received;
    expect(push.url).toBe('/push/jana-notebook');
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(push.headers.ttl).toBe('86400');
    const authorization = String(push.headers.authorization);
    const [, jwt, publicKey] = /^vapid t=([^,]+), k=(.+)$/.exec(authorization) ?? [];
    expect(publicKey).toBe(vapid.publicKey);
    expect(decodeJwt(jwt)).toMatchObject({ aud: base, sub: 'mailto:podpora@zpskoda.cz' });

    const plain = ece.decrypt(push.body, { version: 'aes128gcm', privateKey: keys.ecdh, authSecret: keys.auth });
    expect(pushZpravaSchema.parse(JSON.parse(plain.toString('utf8')))).toEqual({
      nadpis: kindTexts.odpovedi.predmet,
      text: kindTexts.odpovedi.text,
      odkaz: '/komunikace/upozorneni/4100001/1',
      kategorie: 'odpovedi',
    });
    const [stored] = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `${base}/push/jana-notebook`));
    expect(stored.lastSentAt).not.toBeNull();
  });

  it("a child's notification goes to the devices of the parent who represents the child; nothing when push is off", async () => {
    expect((await setPush(jana, 'tereza', true)).statusCode).toBe(200);
    received.length = 0;
    expect((await notify('tereza', 'zadosti', '/komunikace/moje-zadosti/')).push).toEqual(['ODESLANO']);
    expect(received.map((r) => r.url)).toEqual(['/push/jana-notebook']);

    expect((await setPush(jana, 'tereza', false)).statusCode).toBe(200);
    received.length = 0;
    expect(await notify('tereza', 'zadosti', '/')).toEqual({ email: [], push: [] });
    expect(received).toEqual([]);
    // Another insured person's devices never get Jana's notifications.
    expect((await subscribe(petr, `${base}/push/petr`)).statusCode).toBe(200);
    received.length = 0;
    await notify('jana', 'odpovedi', '/');
    expect(received.map((r) => r.url)).toEqual(['/push/jana-notebook']);
  });

  it('a subscription the push service says is gone is removed; one failing again and again is dropped', async () => {
    expect((await subscribe(janaPhone, `${base}/push/gone`)).statusCode).toBe(200);
    const result = await notify('jana', 'odpovedi', '/');
    expect(result.push.sort()).toEqual(['ODESLANO', 'ZRUSENO']);
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, `${base}/push/gone`)),
    ).toEqual([]);
    expect((await state(janaPhone)).odebirano).toBe(false);

    expect((await subscribe(janaPhone, `${base}/push/broken`)).statusCode).toBe(200);
    for (let i = 1; i <= MAX_PUSH_FAILURES; i += 1) {
      await notify('jana', 'odpovedi', '/');
      const rows = await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, `${base}/push/broken`));
      if (i < MAX_PUSH_FAILURES) expect(rows[0]?.failures).toBe(i);
      else expect(rows).toEqual([]);
    }
  });

  it('the same browser subscription (endpoint and keys) signed in by another user moves to that user (a shared browser)', async () => {
    const sharedBrowser = browserKeys();
    expect((await subscribe(janaPhone, `${base}/push/sdileny`, sharedBrowser)).statusCode).toBe(200);
    expect((await subscribe(petr, `${base}/push/sdileny`, sharedBrowser)).statusCode).toBe(200);
    expect((await state(janaPhone)).odebirano).toBe(false);
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `${base}/push/sdileny`));
    expect(rows).toHaveLength(1);
  });

  it("knowing another user's endpoint is not enough to take the subscription over: refused (422), hers stays", async () => {
    const janasBrowser = browserKeys();
    expect((await subscribe(janaPhone, `${base}/push/jen-jana`, janasBrowser)).statusCode).toBe(200);
    expect(fieldErrorsOf(await subscribe(petr, `${base}/push/jen-jana`), 422)).toEqual({ endpoint: [messages.pushEndpointTaken] });
    expect((await state(janaPhone)).odebirano).toBe(true);
    const rows = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `${base}/push/jen-jana`));
    expect(rows.map((row) => row.p256dh)).toEqual([janasBrowser.p256dh]);
    expect((await api.json('DELETE', '/api/oznameniPush', janaPhone)).statusCode).toBe(200);
  });

  it('unsubscribing, removing the device and signing out all stop the pushes of that device', async () => {
    expect((await subscribe(janaPhone, `${base}/push/jana-telefon`)).statusCode).toBe(200);
    const off = await api.json('DELETE', '/api/oznameniPush', janaPhone);
    expect(off.json()).toEqual({ verejnyKlic: vapid.publicKey, odebirano: false });

    expect((await subscribe(janaPhone, `${base}/push/jana-telefon`)).statusCode).toBe(200);
    const removed = await api.json('DELETE', '/api/autorizovanaZarizeni/janaTelefon0000000002', jana);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, `${base}/push/jana-telefon`)),
    ).toEqual([]);

    // Signed in with the sign-in page's demo button, then standing for a real account again (see beforeAll).
    await t.db.update(users).set({ isDemo: true }).where(eq(users.login, 'pojistenec'));
    const tablet = await signInAs(t.app, 'pojistenec', { instalaceId: 'janaTablet00000000005' });
    await t.db.update(users).set({ isDemo: false }).where(eq(users.login, 'pojistenec'));
    expect((await subscribe(tablet, `${base}/push/jana-tablet`)).statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: '/api/app/logout', headers: { cookie: tablet.refreshCookie } });
    expect(logout.statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.endpoint, `${base}/push/jana-tablet`))),
    ).toEqual([]);
  });

  it('an event takes only a path of the app as the link', async () => {
    const personId = demoPersonId('jana') as PersonId;
    await expect(enqueueNotification(t.db, { personId, kategorie: 'odpovedi', odkaz: 'https://jinde.example.com/' })).rejects.toThrow();
    await expect(enqueueNotification(t.db, { personId, kategorie: 'odpovedi', odkaz: '//jinde.example.com/' })).rejects.toThrow();
  });

  it('is for the insured-person role: a doctor gets 403; without a token 401', async () => {
    expectForbidden(await api.json('GET', '/api/oznameniPush', doctor));
    expectForbidden(await subscribe(doctor, `${base}/push/lekarka`));
    expect((await api.json('GET', '/api/oznameniPush', null)).statusCode).toBe(401);
  });

  describe('VAPID keys', () => {
    it('without configured keys: generated once into the data directory (mode 0600) and read back by every later start', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zk-vapid-'));
      try {
        const first = await vapidKeys({ vapid: null, dataDir });
        expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
        const file = vapidKeyFile(dataDir);
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(first);
        expect(await vapidKeys({ vapid: null, dataDir })).toEqual(first);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('configured keys win and nothing is written', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zk-vapid-'));
      try {
        expect(await vapidKeys({ vapid, dataDir })).toEqual(vapid);
        expect(fs.existsSync(vapidKeyFile(dataDir))).toBe(false);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('reads VAPID_* and PUSH_HOSTS from the environment; one key without the other is refused', () => {
      const config = loadServerConfig({
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        VAPID_SUBJECT: 'mailto:provoz@zps.example.cz',
        PUSH_HOSTS: ' fcm.googleapis.com , push.example.cz ',
      });
      expect(config).toMatchObject({
        vapid,
        vapidSubject: 'mailto:provoz@zps.example.cz',
        pushHosts: ['fcm.googleapis.com', 'push.example.cz'],
      });
      expect(loadServerConfig({})).toMatchObject({ vapid: null, pushHosts: defaultPushHosts });
      expect(() => loadServerConfig({ VAPID_PUBLIC_KEY: vapid.publicKey })).toThrow(ConfigError);
      expect(() => loadServerConfig({ VAPID_SUBJECT: 'podpora' })).toThrow(ConfigError);
    });
  });
});
