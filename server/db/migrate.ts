import fs from 'node:fs';
import path from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { serverFiles } from '../paths';
import type { OpenDatabase } from './client';

/** The drizzle-kit migrations folder, found from the project root so any working directory works. */
export const migrationsFolder = serverFiles.migrations;

/** Any number; the same on every instance so concurrent starts migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_251_001;

/**
 * Applies the SQL migrations in-process. On PostgreSQL an advisory lock serialises
 * instances of a scaled-out server starting together.
 */
export async function migrateDatabase(database: OpenDatabase): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as unknown as PgliteDatabase<Record<string, unknown>>, { migrationsFolder });
    return;
  }
  const pool = database.client as pg.Pool;
  // Already up to date: nothing to run. This check needs only SELECT on drizzle's table, so a
  // restricted app role (no CREATE, no UPDATE/DELETE on audit_log; docs/security.md) can start
  // on a database that the owner role migrated.
  if (await isUpToDate(pool)) return;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(database.db as unknown as NodePgDatabase<Record<string, unknown>>, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}

/** The newest migration of the journal is recorded in drizzle.__drizzle_migrations. */
async function isUpToDate(pool: pg.Pool): Promise<boolean> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  try {
    const exists = await pool.query<{ t: string | null }>(`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
    if (!exists.rows[0]?.t) return false;
    const applied = await pool.query<{ n: string | null }>('select max(created_at)::text as n from drizzle.__drizzle_migrations');
    return Number(applied.rows[0]?.n ?? 0) >= newest;
  } catch {
    return false;
  }
}
