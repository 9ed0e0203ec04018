/**
 * Delivering notifications (issue 35, docs/adr/0011-notification-queue.md): an event recorded by
 * `enqueueNotification` goes through the queue (pg-boss on this suite's database) to a real SMTP
 * server (smtp-server), an SMS gateway endpoint and a push endpoint started here. Time is pg-boss's
 * TestClock, which the database's job clock follows too, so quiet hours and back-off are tested
 * without waiting.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import webpush from 'web-push';
import type { PersonId } from '../../contract/ids';
import { openDatabase } from '../../server/db/client';
import { notificationDeliveries, notificationEvents, personContacts, users } from '../../server/db/schema';
import { createChannels } from '../../server/services/notifications/channels';
import { enqueueNotification } from '../../server/services/notifications/enqueue';
import type { NotificationKind } from '../../server/services/notifications/kinds';
import { LocalReceivers } from '../../server/services/notifications/local-receivers';
import { kindTexts } from '../../server/services/notifications/texts';
import { NotificationWorker } from '../../server/services/notifications/worker';
import { apiOf, personUrl, type Api } from '../support/health';
import {
  createTestApp,
  databaseKindLabel,
  demoPersonId,
  signInAs,
  testConfig,
  testDatabaseKind,
  type SignedIn,
  type TestApp,
} from '../support/test-app';

const PORTAL = 'https://portal.example.cz';
/** 11:00 in Prague (winter time). */
const DAY = new Date('2026-12-03T10:00:00Z');
/** 22:30 in Prague. */
const NIGHT = new Date('2026-12-03T21:30:00Z');
/** 7:00 in Prague the next morning. */
const MORNING = new Date('2026-12-04T06:00:00Z');

type Channel = { upozorneni: 'EMAIL' | 'NEUPOZORNOVAT'; sms: boolean; push: boolean };
const off: Channel = { upozorneni: 'NEUPOZORNOVAT', sms: false, push: false };

describe(`Delivering notifications (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  const receivers = new LocalReceivers();
  let pushServer: Server;
  const pushed: string[] = [];
  let clock: TestClock;
  let worker: NotificationWorker;
  const vapid = webpush.generateVAPIDKeys();

  const config = () =>
    testConfig({ vapid, pushHosts: ['127.0.0.1'], publicUrl: PORTAL, smtpUrl: receivers.smtpUrl, smsGateway: receivers.smsGateway });

  const newWorker = (db = t.database, url = t.databaseUrl) =>
    new NotificationWorker({
      database: db,
      databaseUrl: url,
      channels: createChannels(db.db, config()),
      portalUrl: PORTAL,
      clock,
      polling: false,
      retry: { limit: 2, delaySeconds: 60, maxDelaySeconds: 3600 },
    });

  beforeAll(async () => {
    await receivers.start();
    pushServer = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        pushed.push(request.url ?? '');
        response.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({ accessTtlS: 3600, vapid, pushHosts: ['127.0.0.1'] });
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec', { instalaceId: 'janaNotebook000000001' });
    // Push is off for the shared demo accounts in demo mode (server/services/demo.ts): these stand for real accounts.
    await t.db.update(users).set({ isDemo: false });
    const pushBase = `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;
    const keys = webpush.generateVAPIDKeys();
    const subscribed = await api.json('PUT', '/api/oznameniPush', jana, {
      endpoint: `${pushBase}/push/jana-notebook`,
      klice: { p256dh: keys.publicKey, auth: 'AAAAAAAAAAAAAAAAAAAAAA' },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    clock = new TestClock(DAY);
    worker = newWorker();
    await worker.start();
  }, 60_000);

  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await receivers.stop();
    await new Promise<void>((resolve) => pushServer?.close(() => resolve()));
  });

  beforeEach(async () => {
    receivers.messages.length = 0;
    pushed.length = 0;
    await clock.setTime(DAY);
  });

  const settle = async (person: 'jana' | 'tereza', odpovedi: Channel) => {
    const res = await api.json('PUT', personUrl(person, 'nastaveni'), jana, {
      klic: 'UPOZORNENI',
      nastaveniData: { odpovedi, zadosti: off, prevence: off, vysledky: off, platby: off, sdileni: off },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const record = (person: 'jana' | 'tereza', kategorie: NotificationKind = 'odpovedi', odkaz = '/komunikace/dotazy/17') =>
    enqueueNotification(t.db, { personId: demoPersonId(person) as PersonId, kategorie, odkaz });
  const deliveriesOf = async (eventId: number) =>
    t.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.eventId, eventId)).orderBy(notificationDeliveries.id);
  const lastEventId = async () =>
    (await t.db.select({ id: sql<number>`max(${notificationEvents.id})::int` }).from(notificationEvents))[0].id;
  const run = async () => {
    await worker.dispatch();
    return worker.deliverDue();
  };

  it('one event goes once on each chosen channel: an e-mail with the link, an SMS, a push; running again sends nothing more', async () => {
    await settle('jana', { upozorneni: 'EMAIL', sms: true, push: true });
    await record('jana');
    expect(await run()).toBe(3);

    const email = receivers.messages.filter((m) => m.kanal === 'EMAIL');
    expect(email).toHaveLength(1);
    expect(email[0]).toMatchObject({ adresat: 'jana.dvorakova@example.cz', predmet: kindTexts.odpovedi.predmet });
    expect(email[0].text).toContain(kindTexts.odpovedi.text);
    expect(email[0].text).toContain(`${PORTAL}/komunikace/dotazy/17`);
    expect(email[0].text).not.toContain('Týká se');
    expect(email[0].html).toContain(`href="${PORTAL}/komunikace/dotazy/17"`);
    const sms = receivers.messages.filter((m) => m.kanal === 'SMS');
    expect(sms).toEqual([expect.objectContaining({ adresat: '777 123 456' })]);
    expect(sms[0].text).toContain(`${PORTAL}/komunikace/dotazy/17`);
    expect(sms[0].text.length).toBeLessThanOrEqual(160);
    expect(pushed).toEqual(['/push/jana-notebook']);

    const rows = await deliveriesOf(await lastEventId());
    expect(rows.map((r) => [r.kanal, r.stav, r.pokusy, r.posledniChyba])).toEqual([
      ['EMAIL', 'ODESLANO', 1, null],
      ['SMS', 'ODESLANO', 1, null],
      ['PUSH', 'ODESLANO', 1, null],
    ]);

    // Expanding the same event again (a retried expansion) adds no delivery; delivering again sends nothing.
    await t.db
      .update(notificationEvents)
      .set({ rozeslanoAt: null })
      .where(eq(notificationEvents.id, await lastEventId()));
    expect(await worker.dispatch()).toBe(0);
    expect(await worker.deliverDue()).toBe(0);
    // A job handed out again for a delivery already sent (a crash after the send) sends nothing.
    await worker.deliver(rows[0].id, false);
    expect(receivers.messages).toHaveLength(2);
    expect(pushed).toHaveLength(1);
  });

  it("a child's event goes to the parent's own contacts and names the child", async () => {
    await settle('tereza', { upozorneni: 'EMAIL', sms: true, push: false });
    await record('tereza', 'odpovedi', '/komunikace/dotazy/18');
    await run();
    expect(receivers.messages.map((m) => [m.kanal, m.adresat])).toEqual([
      ['EMAIL', 'jana.dvorakova@example.cz'],
      ['SMS', '777 123 456'],
    ]);
    expect(receivers.messages[0].text).toContain('Týká se: Tereza');
    expect(receivers.messages[1].text).toContain('(Tereza)');
  });

  it('nothing on a switched-off channel; a channel switched off while the message waits is not sent either', async () => {
    await settle('jana', off);
    await record('jana');
    expect(await run()).toBe(0);
    expect(await deliveriesOf(await lastEventId())).toEqual([]);

    await settle('jana', { upozorneni: 'EMAIL', sms: false, push: false });
    await clock.setTime(NIGHT);
    await record('jana');
    await worker.dispatch();
    await settle('jana', off);
    await clock.setTime(MORNING);
    expect(await worker.deliverDue()).toBe(1);
    expect(receivers.messages).toEqual([]);
    expect((await deliveriesOf(await lastEventId())).map((r) => r.stav)).toEqual(['ZRUSENO']);
  });

  it('nothing goes to an address that is not confirmed', async () => {
    await settle('jana', { upozorneni: 'EMAIL', sms: true, push: false });
    await t.db
      .update(personContacts)
      .set({ emailPotvrzenAt: null })
      .where(eq(personContacts.insuredPersonId, demoPersonId('jana')));
    try {
      await record('jana');
      await run();
      expect(receivers.messages.map((m) => m.kanal)).toEqual(['SMS']);
    } finally {
      await t.db
        .update(personContacts)
        .set({ emailPotvrzenAt: new Date() })
        .where(eq(personContacts.insuredPersonId, demoPersonId('jana')));
    }
  });

  it('quiet hours hold everything but the security notice until 7:00', async () => {
    await settle('jana', { upozorneni: 'EMAIL', sms: true, push: true });
    await clock.setTime(NIGHT);
    await record('jana');
    const held = await lastEventId();
    await record('jana', 'bezpecnost', '/nastaveni/zarizeni');
    await run();
    expect(receivers.messages.map((m) => [m.kanal, m.predmet])).toEqual([['EMAIL', kindTexts.bezpecnost.predmet]]);
    expect(pushed).toEqual([]);
    const waiting = await deliveriesOf(held);
    expect(waiting.map((r) => [r.stav, r.odeslatPo?.toISOString()])).toEqual([
      ['CEKA', MORNING.toISOString()],
      ['CEKA', MORNING.toISOString()],
      ['CEKA', MORNING.toISOString()],
    ]);

    await clock.setTime(new Date(MORNING.getTime() - 60_000));
    expect(await worker.deliverDue()).toBe(0);
    await clock.setTime(MORNING);
    expect(await worker.deliverDue()).toBe(3);
    expect(receivers.messages.map((m) => m.kanal)).toEqual(['EMAIL', 'EMAIL', 'SMS']);
    expect(pushed).toEqual(['/push/jana-notebook']);
  });

  it('a failing channel is retried with growing delays, then the failure stays visible without personal data', async () => {
    await settle('jana', { upozorneni: 'EMAIL', sms: true, push: false });
    receivers.emailFailures = 3;
    receivers.smsFailures = [503];
    await record('jana');
    const event = await lastEventId();
    await run();
    let rows = await deliveriesOf(event);
    expect(rows.map((r) => [r.kanal, r.stav, r.pokusy, r.posledniChyba])).toEqual([
      ['EMAIL', 'CEKA', 1, 'SMTP EMESSAGE 451'],
      ['SMS', 'CEKA', 1, 'HTTP 503'],
    ]);
    // Not at once: the first retry waits 60–120 s.
    expect(await worker.deliverDue()).toBe(0);
    await clock.tick(121_000);
    expect(await worker.deliverDue()).toBe(2);
    rows = await deliveriesOf(event);
    expect(rows.map((r) => [r.kanal, r.stav, r.pokusy])).toEqual([
      ['EMAIL', 'CEKA', 2],
      ['SMS', 'ODESLANO', 2],
    ]);
    // The second retry waits longer (120–240 s).
    await clock.tick(119_000);
    expect(await worker.deliverDue()).toBe(0);
    await clock.tick(122_000);
    expect(await worker.deliverDue()).toBe(1);
    rows = await deliveriesOf(event);
    expect(rows[0]).toMatchObject({ kanal: 'EMAIL', stav: 'CHYBA', pokusy: 3, posledniChyba: 'SMTP EMESSAGE 451', odeslanoAt: null });
    expect(rows[0].posledniChyba).not.toContain('@');
    await clock.tick(3_600_000);
    expect(await worker.deliverDue()).toBe(0);
    expect(receivers.messages.map((m) => m.kanal)).toEqual(['SMS']);
  });

  // Two processes share a database only on PostgreSQL (PGlite's data directory is held by one).
  for (const _postgres of testDatabaseKind === 'postgres' ? [true] : []) {
    it('two workers on one PostgreSQL send each message once', async () => {
      await settle('jana', { upozorneni: 'EMAIL', sms: true, push: false });
      const second = await openDatabase({ databaseUrl: t.databaseUrl as string, poolSize: 4 });
      const other = newWorker(second, t.databaseUrl);
      await other.start();
      try {
        for (let i = 0; i < 20; i++) await record('jana', 'odpovedi', `/komunikace/dotazy/${100 + i}`);
        await Promise.all([worker.dispatch(), other.dispatch(), worker.dispatch(), other.dispatch()]);
        const handled = await Promise.all([worker.deliverDue(), other.deliverDue()]);
        expect(handled[0] + handled[1]).toBe(40);
        const emails = receivers.messages.filter((m) => m.kanal === 'EMAIL');
        expect(emails).toHaveLength(20);
        expect(new Set(emails.map((m) => m.deliveryId)).size).toBe(20);
        expect(receivers.messages.filter((m) => m.kanal === 'SMS')).toHaveLength(20);
      } finally {
        await other.stop();
        await second.close();
      }
    });
  }
});
