/**
 * Crash safety (issue 5 §4): the real server (`node --import tsx server/main.ts`) is killed with
 * SIGKILL in the middle of a burst of writes and restarted on the same data; every acknowledged
 * write must be there whole and nothing unacknowledged half there. The writes are generated from
 * the contract (scripts/crash-test.ts). CRASH_RUNS kills per database (default 2; the bench uses 20).
 * PGlite without DATABASE_URL; with it PostgreSQL instead (a fresh database, dropped after): the
 * server suite runs once on each (vitest.config.ts).
 *
 * Each case starts real server processes several times (about 20 s of a core each), so `npm test`
 * runs each kind of crash on the engine where it matters most: the burst of writes on PGlite (the
 * embedded default, whose durability is ours to keep) and the notifications on PostgreSQL (where
 * several processes share one queue). `npm run test:full` (ZK_TEST_FULL=1) and the bench's crash
 * step run both on both engines. docs/testing.md says the same.
 */
import { describe, expect, it } from 'vitest';
import { runNotificationCrashTest, type NotificationCrashReport } from '../../scripts/crash-notifications';
import { runCrashTest, type CrashTestReport } from '../../scripts/crash-test';
import { seededPgliteDataDir, seededPostgresDatabase } from '../support/db';

const runs = Math.max(1, Number(process.env.CRASH_RUNS ?? 2) || 2);
const seed = process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) : undefined;
const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
/** Generous: a first start (on a seeded copy of the template), then per run a kill and a restart. */
const timeout = 60_000 + runs * 30_000;
const full = process.env.ZK_TEST_FULL === '1';

function expectSound(report: CrashTestReport): void {
  expect(report.failures).toEqual([]);
  expect(report.runs).toHaveLength(runs);
  for (const run of report.runs) {
    expect(run.acknowledged, `run ${run.run}`).toBeGreaterThan(0);
    expect(run.sent, `run ${run.run}`).toBeGreaterThanOrEqual(run.acknowledged);
  }
}

// A describe is declared only where it has a case (vitest fails an empty one).
if (!databaseUrl || full)
  describe('crash safety: SIGKILL during a burst of writes, restart, every acknowledged write whole', () => {
    // The PostgreSQL pass (DATABASE_URL set) runs only the PostgreSQL case: the PGlite one ran in the PGlite pass.
    if (!databaseUrl)
      it(
        `PGlite: ${runs} kills on one data directory, the dead process's lock taken over`,
        async () => {
          // The first start on a seeded copy of the template: what is tested is the kills and restarts.
          const prepare = async (dataDir: string) => void (await seededPgliteDataDir(dataDir));
          const report = await runCrashTest({ runs, seed, prepare, log: (line) => console.info(line) });
          expect(report.database).toBe('pglite');
          expectSound(report);
        },
        timeout,
      );

    if (databaseUrl && full) {
      it(
        `PostgreSQL: ${runs} kills of the server on a fresh database`,
        async () => {
          const prepare = async () => {
            const copy = await seededPostgresDatabase(databaseUrl);
            return { databaseUrl: copy.url, drop: copy.drop };
          };
          const report = await runCrashTest({ runs, seed, databaseUrl, prepare, log: (line) => console.info(line) });
          expect(report.database).toBe('postgres');
          expectSound(report);
        },
        timeout,
      );
    }
  });

function expectNoticesSound(report: NotificationCrashReport): void {
  expect(report.failures).toEqual([]);
  expect(report.phases.map((phase) => phase.name)).toEqual(['killed between commit and send', 'killed while sending']);
  for (const phase of report.phases) {
    expect(phase.acknowledged, phase.name).toBeGreaterThan(0);
    // every acknowledged sign-in's security notice arrived after the restart
    expect(phase.received, phase.name).toBeGreaterThanOrEqual(phase.acknowledged);
    expect(phase.resent, phase.name).toBeLessThanOrEqual(1);
  }
}

if (databaseUrl || full)
  describe('crash safety of notifications: SIGKILL between commit and send, and while sending', () => {
    if (!databaseUrl && full)
      it('PGlite: every acknowledged sign-in’s notice reaches the SMTP server after the restart, none twice beyond the one in flight', async () => {
        const prepare = async (dataDir: string) => void (await seededPgliteDataDir(dataDir));
        expectNoticesSound(await runNotificationCrashTest({ prepare, log: (line) => console.info(line) }));
      }, 180_000);
    if (databaseUrl)
      it('PostgreSQL: every acknowledged sign-in’s notice reaches the SMTP server after the restart, none twice beyond the one in flight', async () => {
        const prepare = async () => {
          const copy = await seededPostgresDatabase(databaseUrl);
          return { databaseUrl: copy.url, drop: copy.drop };
        };
        expectNoticesSound(await runNotificationCrashTest({ databaseUrl, prepare, log: (line) => console.info(line) }));
      }, 180_000);
  });
