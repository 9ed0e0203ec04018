import fs from 'node:fs';
import path from 'node:path';
// Each driver loads only when it is chosen: a PGlite server never loads node-postgres, and a
// PostgreSQL server never loads PGlite (each is tens of milliseconds of every start).
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock, type DataDirLock } from './lock';

/** The Drizzle database of either driver (PGlite or node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';
/** A transaction of `Database` (what `db.transaction(async (tx) => …)` hands over). */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OpenDatabase {
  db: Database;
  kind: DatabaseKind;
  /** The underlying client (PGlite instance or pg Pool), for migrations and tests. */
  client: PGlite | pg.Pool;
  close(): Promise<void>;
}

export type OpenDatabaseOptions =
  /** Embedded PGlite persisted in `<dataDir>/pgdata`, locked by this process. */
  | { dataDir: string }
  /** PostgreSQL through node-postgres. */
  | { databaseUrl: string; poolSize?: number }
  /** In-memory PGlite (tests), optionally restored from a `dumpDataDir()` tarball. */
  | { memory: true; loadDataDir?: Blob };

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenDatabase> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, options.poolSize);
  if ('memory' in options) {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({
      startParams: pgliteStartParams(PGlite),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    return await wrapPglite(client, null);
  }
  return openPgliteDir(options.dataDir);
}

/** The data directory of each database opened on one (PGlite on disk), for what lives next to the database. */
const dataDirs = new WeakMap<Database, string>();

/**
 * The absolute data directory `db` was opened on (`openDatabase({ dataDir })`), locked by this
 * process; null for PostgreSQL and in-memory PGlite.
 */
export function dataDirOf(db: Database): string | null {
  return dataDirs.get(db) ?? null;
}

async function openPgliteDir(dataDir: string): Promise<OpenDatabase> {
  const dir = path.resolve(dataDir);
  const lock = acquireDataDirLock(dir);
  try {
    const pgdata = path.join(dir, 'pgdata');
    fs.mkdirSync(pgdata, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({ dataDir: pgdata, startParams: pgliteStartParams(PGlite) });
    const opened = await wrapPglite(client, lock);
    dataDirs.set(opened.db, dir);
    return opened;
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * PGlite's own start parameters with 32 MB of shared buffers instead of Postgres's 128 MB: the
 * embedded database zeroes its shared memory on every open, which took 0.3–0.6 s of each start and
 * ~130 MB of memory for a cache larger than the whole demo database (~30 MB of tables and
 * indexes). Pages outside the buffers are still read from the operating system's file cache.
 */
function pgliteStartParams(pglite: typeof PGlite): string[] {
  return [...pglite.defaultStartParams, '-c', 'shared_buffers=32MB'];
}

async function wrapPglite(client: PGlite, lock: DataDirLock | null): Promise<OpenDatabase> {
  const { drizzle: drizzlePglite } = await import('drizzle-orm/pglite');
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    client,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(databaseUrl: string, poolSize = 10): Promise<OpenDatabase> {
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Fail fast with a clear message when the server is unreachable.
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`Nepodařilo se připojit k databázi PostgreSQL (${redactUrl(databaseUrl)}): ${(error as Error).message}`);
  }
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    client: pool,
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** The connection string without its password, for messages and logs. */
export function redactUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgres://…';
  }
}
