import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadServerConfig, type ServerConfig } from './config';
import { openDatabase, redactUrl, type OpenDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { describeError } from './plugins/errors';
import { seedDemoData } from './seed/index';
import { sweepOrphanAttachmentFiles } from './services/attachment-files';
import { createChannels } from './services/notifications/channels';
import type { LocalReceivers } from './services/notifications/local-receivers';
import type { NotificationWorker } from './services/notifications/worker';

/**
 * A full garbage collection, once: the closed PGlite instance's WebAssembly memory is freed only
 * by one, which V8 may not run for a long time since that memory lies outside its heap.
 */
async function collectGarbage(): Promise<void> {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
}

/**
 * `npm start`: configuration → database (PostgreSQL with DATABASE_URL, else PGlite in
 * DATA_DIR, created on first start) → migrations → demo seed on an empty database → listen.
 */
async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadServerConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const startedAt = Date.now();
  // Fastify, its plugins and every route load now, while the database opens (PGlite waits for
  // its WebAssembly and files part of that time): about 0.2 s of every start (issue 10). The
  // bundle keeps the app a chunk of its own, evaluated only here (scripts/build-server.mjs).
  const appModule = import('./app');
  appModule.catch(() => undefined); // awaited below, where a failure is reported
  let database: OpenDatabase;
  try {
    database = config.databaseUrl
      ? await openDatabase({ databaseUrl: config.databaseUrl })
      : await openDatabase({ dataDir: config.dataDir });
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  let app: FastifyInstance | null = null;
  let worker: NotificationWorker | null = null;
  let receivers: LocalReceivers | null = null;
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) {
      // A second Ctrl+C: do not wait any longer.
      process.exit(130);
    }
    stopping = true;
    app?.log.info({ signal }, 'Server se ukončuje');
    const timer = setTimeout(() => process.exit(1), 10_000 + config.drainS * 1000);
    timer.unref();
    try {
      // Behind a load balancer (DRAIN_S > 0): readiness fails first, so the balancer stops sending
      // new requests before the listener closes; requests in progress finish (a rolling restart gives no 5xx).
      if (app && config.drainS > 0) {
        app.lifecycle.draining = true;
        await new Promise((resolve) => setTimeout(resolve, config.drainS * 1000));
      }
      // The worker first: it finishes (or gives back) the message in hand while the database is open.
      await worker?.stop().catch(() => undefined);
      await app?.close();
      await receivers?.stop().catch(() => undefined);
    } finally {
      await database.close().catch(() => undefined);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await migrateDatabase(database);
    // Attachment files a crash left without a row (ADR 0008), before the server takes requests.
    const sweptFiles = await sweepOrphanAttachmentFiles(database.db, config.dataDir);
    // Demo data only in demo mode (off in production unless DEMO_MODE is set), on PGlite and PostgreSQL alike.
    const seeded = config.demoMode ? await seedDemoData(database.db) : false;
    if (seeded && database.kind === 'pglite') {
      // Creating and seeding grows PGlite's WebAssembly memory to about 1 GB, which it never
      // gives back; a new instance on the same files starts at about 0.4 GB (first start only).
      await database.close();
      database = await openDatabase({ dataDir: config.dataDir });
      await collectGarbage();
    }
    const { buildApp } = await appModule;
    // Demo mode without SMTP_URL: e-mails and SMS go to receivers in this process (staff page
    // "Odeslaná upozornění"); nothing leaves the machine.
    if (config.localReceivers) {
      const { LocalReceivers } = await import('./services/notifications/local-receivers');
      receivers = new LocalReceivers();
      await receivers.start();
    }
    const channels = createChannels(
      database.db,
      receivers ? { ...config, smtpUrl: receivers.smtpUrl, smsGateway: receivers.smsGateway } : config,
    );
    app = await buildApp({ config, database, channels, localInbox: receivers });
    app.log.info(
      {
        database: database.kind === 'postgres' && config.databaseUrl ? redactUrl(config.databaseUrl) : `pglite:${config.dataDir}`,
        seeded,
        sweptFiles,
        demoMode: config.demoMode,
        maintenance: config.maintenance,
        startMs: Date.now() - startedAt,
      },
      'Databáze připravena',
    );
    await app.listen({ port: config.port, host: config.host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    app.log.info(`Server běží na http://localhost:${port}`);
    if (config.notificationWorker) {
      // After listening: installing or checking the queue's schema is not on the start-up path.
      const { NotificationWorker, defaultRetryPolicy } = await import('./services/notifications/worker');
      worker = new NotificationWorker({
        database,
        databaseUrl: config.databaseUrl,
        channels,
        portalUrl: config.publicUrl ?? `http://localhost:${port}`,
        retry: { ...defaultRetryPolicy, delaySeconds: config.notificationRetryS },
        quietHours: config.notificationQuietHours,
        log: app.log,
      });
      await worker.start();
      if (!config.smtpUrl && !receivers)
        app.log.warn('SMTP_URL není nastaveno: upozornění e-mailem se neodešlou (na stránce Odeslaná upozornění jako chyba).');
      app.log.info({ localReceivers: receivers !== null }, 'Odesílání upozornění běží');
    }
  } catch (error) {
    // Never the raw error: a failed seed or migration statement would print its parameters.
    console.error('Server se nepodařilo spustit:', describeError(error));
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
