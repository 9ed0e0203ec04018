/**
 * The notification worker (issue 35, docs/adr/0011-notification-queue.md).
 *
 *   change + enqueueNotification(tx)  ──commit──▶  notification_events (rozeslano_at null)
 *   dispatch (every 2 s, SKIP LOCKED)  ──one transaction──▶  notification_deliveries (unique per
 *       recipient × channel × target) + one pg-boss job per new delivery (startAfter: quiet hours)
 *   pg-boss worker  ──▶  deliver(delivery): sent → ODESLANO; failed → retried with back-off, then CHYBA
 *
 * A crash anywhere loses nothing: an event not yet expanded is expanded after the restart, an
 * expanded one has its jobs committed with its deliveries, and a job whose worker died is handed out
 * again by pg-boss when it expires. A delivery marked ODESLANO is never sent again (the row is checked
 * before each attempt); the one window left — the message sent and the process killed before the row
 * is marked — sends that message again (at least once; its Message-ID is the same). Several processes
 * on one PostgreSQL each take other events (SKIP LOCKED) and other jobs (pg-boss), so each message goes once.
 *
 * The reminder sweep (reminders.ts) is a pg-boss schedule: hourly, and once when a process starts.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type { Clock, JobWithMetadata, PgBoss } from 'pg-boss';
import type { PersonId } from '../../../contract/ids';
import { notificationCategories, type NotificationCategory, type PushZprava } from '../../../contract/settings';
import type { Database, DatabaseKind, Transaction } from '../../db/client';
import {
  insuredPersons,
  notificationDeliveries,
  notificationEvents,
  personContacts,
  pushSubscriptions,
  representations,
} from '../../db/schema';
import { notificationSettingsOf } from '../settings/settings';
import { DeliveryError, type Channels } from './channels';
import type { NotificationKind } from './kinds';
import { quietHoursEnd } from './quiet-hours';
import { sweepReminders } from './reminders';
import { renderMessage } from './texts';

type Db = Database | Transaction;

export const DELIVER_QUEUE = 'upozorneni-odeslat';
export const SWEEP_QUEUE = 'upozorneni-pripominky';

export interface RetryPolicy {
  /** Attempts after the first one. */
  limit: number;
  /** The first retry's delay (seconds); each next one about doubles it (pg-boss `retryBackoff`). */
  delaySeconds: number;
  /** The longest delay between two attempts (seconds). */
  maxDelaySeconds: number;
}

export const defaultRetryPolicy: RetryPolicy = { limit: 6, delaySeconds: 30, maxDelaySeconds: 3600 };

export interface WorkerLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface NotificationWorkerOptions {
  database: { db: Database; kind: DatabaseKind; client: unknown };
  /** PostgreSQL: pg-boss opens a small pool of its own on this URL. */
  databaseUrl?: string;
  channels: Channels;
  /** PUBLIC_URL: the links of the messages start with it. */
  portalUrl: string;
  /** The time source of pg-boss and of quiet hours (pg-boss's TestClock in tests). */
  clock?: Clock;
  /** false: nothing runs by itself; a test calls dispatch() / deliverDue() / sweep(). */
  polling?: boolean;
  retry?: RetryPolicy;
  /** false: nothing waits for the end of the quiet hours (NOTIFICATION_QUIET_HOURS=0; the journeys run at any hour). */
  quietHours?: boolean;
  /** How often pending events are expanded (milliseconds). */
  dispatchIntervalMs?: number;
  log?: WorkerLog;
  /** A name in pg-boss's instance registry (tests with two workers). */
  instanceName?: string;
}

export interface Target {
  userId: number;
  kanal: 'EMAIL' | 'SMS' | 'PUSH';
  cil: string;
}

const silentLog: WorkerLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

const isCategory = (kind: string): kind is NotificationCategory => (notificationCategories as readonly string[]).includes(kind);

/**
 * Who gets an event of person `personId` and where: every user who represents the person, at that
 * user's own (SAM_NA_SEBE) person's confirmed e-mail and SMS number and at the user's push
 * subscriptions, on the channels the person's settings (UPOZORNENI) choose for the kind. A security
 * notice goes by e-mail only, whatever the settings.
 */
export async function targetsOf(db: Db, personId: PersonId, kind: string): Promise<Target[]> {
  const security = kind === 'bezpecnost';
  if (!security && !isCategory(kind)) return [];
  const channels = { email: security, sms: false, push: false };
  if (!security) {
    const chosen = (await notificationSettingsOf(db, personId))[kind as NotificationCategory];
    if (!chosen) return [];
    channels.email = chosen.upozorneni === 'EMAIL';
    channels.sms = chosen.sms;
    channels.push = chosen.push;
  }
  if (!channels.email && !channels.sms && !channels.push) return [];

  const own = db
    .select({ userId: representations.userId, personId: representations.insuredPersonId })
    .from(representations)
    .where(eq(representations.typZastupce, 'SAM_NA_SEBE'))
    .as('own');
  const recipients = await db
    .select({
      userId: representations.userId,
      email: personContacts.email,
      emailPotvrzen: personContacts.emailPotvrzenAt,
      telefonSms: personContacts.telefonSms,
      smsPotvrzen: personContacts.telefonSmsPotvrzenAt,
    })
    .from(representations)
    .leftJoin(own, eq(own.userId, representations.userId))
    .leftJoin(personContacts, eq(personContacts.insuredPersonId, own.personId))
    .where(eq(representations.insuredPersonId, personId))
    .orderBy(asc(representations.userId));
  const targets: Target[] = [];
  for (const r of recipients) {
    if (channels.email && r.email && r.emailPotvrzen) targets.push({ userId: r.userId, kanal: 'EMAIL', cil: r.email });
    if (channels.sms && r.telefonSms && r.smsPotvrzen) targets.push({ userId: r.userId, kanal: 'SMS', cil: r.telefonSms });
  }
  if (channels.push && recipients.length > 0) {
    const subscriptions = await db
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(
        inArray(
          pushSubscriptions.userId,
          recipients.map((r) => r.userId),
        ),
      )
      .orderBy(asc(pushSubscriptions.id));
    for (const s of subscriptions) targets.push({ userId: s.userId, kanal: 'PUSH', cil: String(s.id) });
  }
  return targets;
}

export class NotificationWorker {
  readonly #options: NotificationWorkerOptions;
  readonly #db: Database;
  readonly #retry: RetryPolicy;
  readonly #log: WorkerLog;
  #boss: PgBoss | null = null;
  #fromDrizzle: typeof import('pg-boss').fromDrizzle | null = null;
  #timer: ReturnType<typeof setInterval> | null = null;
  #dispatching: Promise<number> | null = null;
  #stopped = false;

  constructor(options: NotificationWorkerOptions) {
    this.#options = options;
    this.#db = options.database.db;
    this.#retry = options.retry ?? defaultRetryPolicy;
    this.#log = options.log ?? silentLog;
  }

  #now(): Date {
    return new Date(this.#options.clock ? this.#options.clock.now() : Date.now());
  }

  get boss(): PgBoss {
    if (!this.#boss) throw new Error('NotificationWorker: not started');
    return this.#boss;
  }

  /** Installs or upgrades pg-boss's schema, creates the queues and (with polling) starts working. */
  async start(): Promise<void> {
    const { PgBoss, fromPglite, fromDrizzle } = await import('pg-boss');
    this.#fromDrizzle = fromDrizzle;
    const { database, clock, instanceName } = this.#options;
    const polling = this.#options.polling ?? true;
    const common = {
      ...(clock ? { clock } : {}),
      schedule: polling,
      supervise: polling,
      // Supervision fails the jobs of a killed process (no heartbeat): every 15 s rather than 60.
      superviseIntervalSeconds: 15,
      ...(instanceName ? { instanceName } : {}),
      registerInstance: polling,
    };
    const boss =
      database.kind === 'pglite'
        ? new PgBoss({ ...common, db: fromPglite(database.client as PGlite), backend: 'pglite' })
        : new PgBoss({ ...common, connectionString: this.#options.databaseUrl, max: 3, application_name: 'zdravotni-karta-upozorneni' });
    boss.on('error', (error) => this.#log.error({ err: { name: error.name } }, 'Fronta upozornění: chyba'));
    await boss.start();
    this.#boss = boss;
    const deliverQueue = {
      retryLimit: this.#retry.limit,
      retryDelay: this.#retry.delaySeconds,
      retryBackoff: true,
      retryDelayMax: this.#retry.maxDelaySeconds,
      expireInSeconds: 300,
      // A job taken by a process that was then killed: without a heartbeat for 10 s it is failed and
      // retried (after the first retry delay) instead of waiting out its 5-minute expiry.
      heartbeatSeconds: 10,
      // Held through quiet hours: kept for at least a day before it may start.
      retentionSeconds: 14 * 24 * 3600,
    };
    await boss.createQueue(DELIVER_QUEUE, deliverQueue);
    // A database made before a setting changed keeps the queue's old settings until told.
    await boss.updateQueue(DELIVER_QUEUE, deliverQueue);
    await boss.createQueue(SWEEP_QUEUE, { retryLimit: 2, retryDelay: 60, expireInSeconds: 900 });
    if (!polling) return;

    await boss.work<{ deliveryId: number }>(
      DELIVER_QUEUE,
      // One job per fetch (a crash leaves at most the one in hand unsent-but-taken), two at a time, a
      // poll each second: one every 2 s sent 8 notices in 16 s (scripts/crash-notifications.ts). A backlog
      // (an hourly sweep) is fetched without pause once the queue's stats see it.
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1, localConcurrency: 2, burstWhenReadyExceeds: 10 },
      async ([job]) => {
        if (job) await this.#deliverJob(job as JobWithMetadata<{ deliveryId: number }>);
      },
    );
    await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: 10 }, async () => {
      const recorded = await sweepReminders(this.#db, this.#now());
      if (recorded > 0) this.#log.info({ recorded }, 'Připomínky zaznamenány');
    });
    await boss.schedule(SWEEP_QUEUE, '0 * * * *', null, { tz: 'Europe/Prague' });
    // Once at start too; processes started within the same minute send it once.
    await boss.send(SWEEP_QUEUE, null, { singletonKey: 'start', singletonSeconds: 60 });
    const interval = this.#options.dispatchIntervalMs ?? 2000;
    this.#timer = setInterval(() => void this.dispatch().catch(() => undefined), interval);
    this.#timer.unref();
    void this.dispatch().catch(() => undefined);
  }

  /** Stops taking work and waits (a few seconds at most) for what is in hand. */
  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    if (this.#timer) clearInterval(this.#timer);
    await this.#dispatching?.catch(() => undefined);
    await this.#boss?.stop({ graceful: true, timeout: 5000, close: true }).catch(() => undefined);
    this.#options.channels.close();
  }

  /** Expands the events not yet expanded into deliveries and their jobs; returns how many deliveries it added. */
  dispatch(): Promise<number> {
    if (this.#dispatching) return this.#dispatching;
    const run = this.#dispatchBatch().finally(() => {
      this.#dispatching = null;
    });
    this.#dispatching = run;
    return run;
  }

  async #dispatchBatch(): Promise<number> {
    if (this.#stopped) return 0;
    let added = 0;
    for (;;) {
      const batch = await this.#db.transaction(async (tx) => {
        const events = await tx
          .select()
          .from(notificationEvents)
          .where(isNull(notificationEvents.rozeslanoAt))
          .orderBy(asc(notificationEvents.id))
          .limit(50)
          .for('update', { skipLocked: true });
        let count = 0;
        const now = this.#now();
        for (const event of events) {
          const targets = await targetsOf(tx, event.insuredPersonId, event.kategorie);
          const odeslatPo = event.kategorie === 'bezpecnost' || this.#options.quietHours === false ? null : quietHoursEnd(now);
          if (targets.length > 0) {
            const rows = await tx
              .insert(notificationDeliveries)
              .values(targets.map((t) => ({ eventId: event.id, userId: t.userId, kanal: t.kanal, cil: t.cil, odeslatPo })))
              .onConflictDoNothing()
              .returning({ id: notificationDeliveries.id });
            for (const row of rows) {
              await this.boss.send(
                DELIVER_QUEUE,
                { deliveryId: row.id },
                {
                  db: this.#fromDrizzle!(tx as never, sql as never),
                  // Explicit, so a test clock (which pg-boss's own connections follow, not this
                  // transaction's) decides it too.
                  startAfter: odeslatPo ?? now,
                },
              );
            }
            count += rows.length;
          }
          await tx.update(notificationEvents).set({ rozeslanoAt: now }).where(eq(notificationEvents.id, event.id));
        }
        return { events: events.length, count };
      });
      added += batch.count;
      if (batch.events < 50) return added;
    }
  }

  /** Tests: delivers every job that is due now (one at a time); returns how many it handled. */
  async deliverDue(): Promise<number> {
    let handled = 0;
    for (;;) {
      const [job] = await this.boss.fetch<{ deliveryId: number }>(DELIVER_QUEUE, { includeMetadata: true, batchSize: 1 });
      if (!job) return handled;
      handled++;
      try {
        await this.#deliverJob(job);
        await this.boss.complete(DELIVER_QUEUE, job.id);
      } catch (error) {
        await this.boss.fail(DELIVER_QUEUE, job.id, { kod: (error as Error).message });
      }
    }
  }

  /** Tests: the reminder sweep, as the schedule runs it. */
  sweep(): Promise<number> {
    return sweepReminders(this.#db, this.#now());
  }

  async #deliverJob(job: JobWithMetadata<{ deliveryId: number }>): Promise<void> {
    await this.deliver(job.data.deliveryId, job.retryCount >= job.retryLimit);
  }

  /**
   * One attempt at one delivery. Throws (so that pg-boss retries) when the channel failed; on the
   * last attempt the row becomes CHYBA. A row no longer CEKA is left alone: sent is never sent again.
   */
  async deliver(deliveryId: number, lastAttempt: boolean): Promise<void> {
    const [row] = await this.#db
      .select({
        id: notificationDeliveries.id,
        userId: notificationDeliveries.userId,
        kanal: notificationDeliveries.kanal,
        cil: notificationDeliveries.cil,
        stav: notificationDeliveries.stav,
        personId: notificationEvents.insuredPersonId,
        kategorie: notificationEvents.kategorie,
        odkaz: notificationEvents.odkaz,
      })
      .from(notificationDeliveries)
      .innerJoin(notificationEvents, eq(notificationEvents.id, notificationDeliveries.eventId))
      .where(eq(notificationDeliveries.id, deliveryId));
    if (!row || row.stav !== 'CEKA') return;

    // What was chosen then may have changed since (held through the night): a channel switched
    // off, an address changed or unconfirmed, a subscription removed → not sent.
    const wanted = (await targetsOf(this.#db, row.personId, row.kategorie)).some(
      (t) => t.userId === row.userId && t.kanal === row.kanal && t.cil === row.cil,
    );
    if (!wanted) {
      await this.#settle(row.id, { stav: 'ZRUSENO' });
      return;
    }

    const message = renderMessage(
      row.kategorie as NotificationKind,
      row.odkaz,
      await this.#aboutWhom(row.userId, row.personId),
      this.#options.portalUrl,
    );
    const channels = this.#options.channels;
    try {
      if (row.kanal === 'EMAIL') {
        await channels.email({ to: row.cil, subject: message.predmet, text: message.text, html: message.html, deliveryId: String(row.id) });
      } else if (row.kanal === 'SMS') {
        await channels.sms(row.cil, message.sms, String(row.id));
      } else {
        const [subscription] = await this.#db
          .select({
            id: pushSubscriptions.id,
            endpoint: pushSubscriptions.endpoint,
            p256dh: pushSubscriptions.p256dh,
            auth: pushSubscriptions.auth,
          })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.id, Number(row.cil)));
        if (!subscription) {
          await this.#settle(row.id, { stav: 'ZRUSENO' });
          return;
        }
        const push: PushZprava = {
          nadpis: message.predmet,
          text: message.push,
          odkaz: row.odkaz,
          kategorie: (isCategory(row.kategorie) ? row.kategorie : 'odpovedi') as PushZprava['kategorie'],
        };
        const outcome = await channels.push(subscription, push);
        if (outcome === 'ZANIKLO') {
          await this.#settle(row.id, { stav: 'ZRUSENO', posledniChyba: 'PUSH ZANIKLO', attempt: true });
          return;
        }
        if (outcome === 'CHYBA') throw new DeliveryError('PUSH CHYBA');
      }
    } catch (error) {
      const code = error instanceof DeliveryError ? error.message : 'CHYBA SERVERU';
      await this.#settle(row.id, { stav: lastAttempt ? 'CHYBA' : 'CEKA', posledniChyba: code, attempt: true });
      this.#log.warn({ delivery: row.id, kanal: row.kanal, code, lastAttempt }, 'Upozornění se nepodařilo odeslat');
      throw new DeliveryError(code);
    }
    await this.#settle(row.id, { stav: 'ODESLANO', posledniChyba: null, attempt: true, sent: true });
  }

  async #settle(
    id: number,
    change: { stav: 'CEKA' | 'ODESLANO' | 'CHYBA' | 'ZRUSENO'; posledniChyba?: string | null; attempt?: boolean; sent?: boolean },
  ): Promise<void> {
    const now = this.#now();
    await this.#db
      .update(notificationDeliveries)
      .set({
        stav: change.stav,
        updatedAt: now,
        ...(change.posledniChyba !== undefined ? { posledniChyba: change.posledniChyba } : {}),
        ...(change.attempt ? { pokusy: sql`${notificationDeliveries.pokusy} + 1` } : {}),
        ...(change.sent ? { odeslanoAt: now } : {}),
      })
      .where(and(eq(notificationDeliveries.id, id), eq(notificationDeliveries.stav, 'CEKA')));
  }

  /** The first name of the person the event concerns, when that is not the recipient's own person; else null. */
  async #aboutWhom(userId: number, personId: PersonId): Promise<string | null> {
    const [self] = await this.#db
      .select({ personId: representations.insuredPersonId })
      .from(representations)
      .where(
        and(eq(representations.userId, userId), eq(representations.typZastupce, 'SAM_NA_SEBE'), isNotNull(representations.insuredPersonId)),
      );
    if (self && self.personId === personId) return null;
    const [person] = await this.#db.select({ jmeno: insuredPersons.jmeno }).from(insuredPersons).where(eq(insuredPersons.id, personId));
    return person?.jmeno ?? null;
  }
}
