/**
 * Crash safety of the notifications (issue 35): a message whose cause was committed is sent after
 * a SIGKILL, and a message the worker had sent and recorded is not sent again.
 *
 * The real server as a child process sends e-mail to a local SMTP server in this process
 * (LocalReceivers). The cause is a sign-in from a new browser: its security notice is recorded in
 * the sign-in's own transaction and sent by e-mail whatever the settings and the hour, so every
 * acknowledged sign-in must end as one e-mail. Two kills per run:
 *   1. right after a burst of sign-ins is acknowledged, before the worker has sent them
 *      (between commit and send);
 *   2. the moment the first e-mail of a second burst arrives (in the middle of sending).
 * After each restart the e-mails are counted by their delivery id (X-Upozorneni-Id): every
 * acknowledged sign-in has its e-mail (nothing lost), and an id arrives twice at most for the one
 * delivery in flight at the kill (the worker takes one job at a time; the message was sent and
 * the process died before its row was marked — the documented at-least-once window, same Message-ID).
 *
 *   npx tsx scripts/crash-notifications.ts                 PGlite in a temporary DATA_DIR
 *   DATABASE_URL=postgres://… npx tsx scripts/crash-notifications.ts   a fresh PostgreSQL database
 *
 * scripts/crash-test.ts runs it after its own runs (the bench's crash step); tests/server/crash-pglite.test.ts in `npm test`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalReceivers } from '../server/services/notifications/local-receivers';
import { freshPostgresDatabase, newInstalaceId, ServerProcess, signIn } from './crash-test';

export interface NotificationCrashOptions {
  /** Sign-ins per burst. */
  burst?: number;
  /** PostgreSQL admin URL: a fresh database on that server (dropped after). */
  databaseUrl?: string;
  /** As in scripts/crash-test.ts: a seeded data directory (PGlite) or database (PostgreSQL). */
  prepare?: (dataDir: string) => Promise<{ databaseUrl: string; drop: () => Promise<void> } | void>;
  log?: (line: string) => void;
}

export interface NotificationCrashPhase {
  name: string;
  acknowledged: number;
  /** Distinct notices received for this phase's sign-ins (≥ acknowledged: a sign-in committed just before the kill counts too). */
  received: number;
  /** Notices that arrived twice (at most the one in flight at the kill). */
  resent: number;
}

export interface NotificationCrashReport {
  database: 'pglite' | 'postgres';
  phases: NotificationCrashPhase[];
  failures: string[];
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const ACCOUNT = 'pojistenec';
/** The security notice's subject (server/services/notifications/texts.ts): reminders the restart's sweep sends are not counted. */
const NOTICE_SUBJECT = 'Přihlášení z nového zařízení';

export async function runNotificationCrashTest(options: NotificationCrashOptions = {}): Promise<NotificationCrashReport> {
  const burst = options.burst ?? 8;
  const started = Date.now();
  const logLine = options.log ?? (() => undefined);
  const log = (line: string) => logLine(`${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const failures: string[] = [];
  const phases: NotificationCrashPhase[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zk-crash-notify-'));
  const receivers = new LocalReceivers();
  await receivers.start();
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    DEMO_MODE: '1',
    SMTP_URL: receivers.smtpUrl,
    SMS_GATEWAY_URL: receivers.smsGateway.url,
    SMS_GATEWAY_TOKEN: receivers.smsGateway.token,
    // The notice in flight at the kill is retried after its missed heartbeat and this delay (30 s in production).
    NOTIFICATION_RETRY_S: '2',
  };
  let drop: (() => Promise<void>) | null = null;
  let database: 'pglite' | 'postgres' = 'pglite';
  const prepared = await options.prepare?.(dataDir);
  if (prepared) {
    database = 'postgres';
    env.DATABASE_URL = prepared.databaseUrl;
    drop = prepared.drop;
  } else if (options.databaseUrl) {
    database = 'postgres';
    const fresh = await freshPostgresDatabase(options.databaseUrl, 'crash_notify');
    env.DATABASE_URL = fresh.databaseUrl;
    drop = fresh.drop;
  }

  let server = new ServerProcess(env);
  const prefix = `cn${randomBytes(2).toString('hex')}`;
  /** Delivery ids seen before a phase: what arrives after belongs to it. */
  const notices = () => receivers.messages.filter((m) => m.kanal === 'EMAIL' && m.deliveryId && m.predmet === NOTICE_SUBJECT);
  const seen = () => new Set(notices().map((m) => m.deliveryId!));

  /** Sends `burst` sign-ins, each from a browser the account has not used; counts the acknowledged ones. */
  const signInBurst = async (onAck?: () => void) => {
    let acknowledged = 0;
    await Promise.all(
      Array.from({ length: burst }, async () => {
        try {
          await signIn(server.base, ACCOUNT, newInstalaceId(prefix), AbortSignal.timeout(30_000));
          acknowledged += 1;
          onAck?.();
        } catch {
          // killed before the answer: not acknowledged, may or may not have been committed
        }
      }),
    );
    return acknowledged;
  };

  /** After a restart: waits until `expected` new ids have arrived and then a quiet spell (the worker polls every 2 s). */
  const settle = async (before: Set<string>, expected: number) => {
    const deadline = Date.now() + 90_000;
    let lastCount = -1;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      const count = notices().filter((m) => !before.has(m.deliveryId!)).length;
      if (count !== lastCount) {
        lastCount = count;
        quietSince = Date.now();
      }
      const distinct = [...seen()].filter((id) => !before.has(id)).length;
      if (distinct >= expected && Date.now() - quietSince > 6_000) return;
      await sleep(200);
    }
  };

  const judge = (name: string, before: Set<string>, acknowledged: number) => {
    const counts = new Map<string, number>();
    for (const m of notices()) {
      if (before.has(m.deliveryId!)) continue;
      counts.set(m.deliveryId!, (counts.get(m.deliveryId!) ?? 0) + 1);
    }
    const received = counts.size;
    const resent = [...counts.values()].filter((n) => n > 1).length;
    const phase = { name, acknowledged, received, resent };
    phases.push(phase);
    log(`crash-notifications: ${name}: ${acknowledged} sign-ins acknowledged, ${received} notices received, ${resent} sent twice`);
    if (acknowledged === 0) failures.push(`${name}: no sign-in was acknowledged before the kill`);
    if (received < acknowledged) failures.push(`${name}: ${acknowledged - received} acknowledged sign-ins never got their notice (lost)`);
    if (received > burst) failures.push(`${name}: ${received} notices for ${burst} sign-ins`);
    if ([...counts.values()].some((n) => n > 2) || resent > 1)
      failures.push(`${name}: notices sent again beyond the one in flight at the kill (${[...counts.values()].join(', ')})`);
  };

  try {
    log(`crash-notifications: ready in ${await server.start()} ms`);
    // A browser the account knows (the seed may already know one: then this sign-in is a notice too,
    // which is waited for so that it is not counted in the first burst).
    const known = seen();
    await signIn(server.base, ACCOUNT, newInstalaceId(prefix));
    const warmDeadline = Date.now() + 8_000;
    while (Date.now() < warmDeadline && [...seen()].every((id) => known.has(id))) await sleep(50);

    // 1. Between commit and send: every sign-in answered, then SIGKILL at once.
    let before = seen();
    const acknowledgedFirst = await signInBurst();
    server.crash();
    await server.waitExit();
    const sentBeforeKill = [...seen()].filter((id) => !before.has(id)).length;
    log(`crash-notifications: killed after ${acknowledgedFirst} sign-ins with ${sentBeforeKill} notices already sent`);
    server = new ServerProcess(env);
    log(`crash-notifications: restarted in ${await server.start()} ms`);
    await settle(before, acknowledgedFirst);
    judge('killed between commit and send', before, acknowledgedFirst);

    // 2. In the middle of sending: SIGKILL when the first notice of the burst arrives.
    before = seen();
    const acknowledgedSecond = await signInBurst();
    log(`crash-notifications: second burst acknowledged`);
    const killDeadline = Date.now() + 30_000;
    while (Date.now() < killDeadline && [...seen()].every((id) => before.has(id))) await sleep(5);
    server.crash();
    await server.waitExit();
    server = new ServerProcess(env);
    log(`crash-notifications: restarted in ${await server.start()} ms`);
    await settle(before, acknowledgedSecond);
    judge('killed while sending', before, acknowledgedSecond);
  } catch (error) {
    failures.push(`${error instanceof Error ? error.message : String(error)}\n${server.tail(20)}`);
  } finally {
    await server.stop().catch(() => undefined);
    await receivers.stop();
    await drop?.().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { database, phases, failures };
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const report = await runNotificationCrashTest({ databaseUrl, log: (line) => console.log(line) });
  console.log(`crash-notifications (${report.database}): ${report.phases.length} kills, ${report.failures.length} failures`);
  for (const failure of report.failures) console.error(`  FAIL ${failure}`);
  process.exitCode = report.failures.length === 0 ? 0 : 1;
}
