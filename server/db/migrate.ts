import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { OpenDatabase } from './client';

/** The drizzle-kit migrations folder, found from this file so any working directory works. */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any number; the same on every instance so concurrent starts migrate one at a time. */
const MIGRATION_LOCK_KEY = 7_251_001;

/**
 * Applies the SQL migrations in-process. On PostgreSQL an advisory lock serialises
 * instances of a scaled-out server starting together.
 */
export async function migrateDatabase(database: OpenDatabase): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Record<string, unknown>>, { migrationsFolder });
    return;
  }
  const pool = database.client as pg.Pool;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(database.db as unknown as NodePgDatabase<Record<string, unknown>>, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockClient.release();
  }
}
