import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { todayIso } from '../../contract/format';
import { openDatabase, type OpenDatabase } from '../../server/db/client';
import { migrateDatabase, migrationsFolder } from '../../server/db/migrate';
import { seedDemoData } from '../../server/seed/index';

const root = fileURLToPath(new URL('../..', import.meta.url));
const cacheDir = path.join(root, '.tmp');

/** PostgreSQL admin URL when the suite runs against PostgreSQL (CI sets DATABASE_URL). */
export const testDatabaseUrl: string | undefined = process.env.DATABASE_URL?.trim() || undefined;
export const testDatabaseKind: 'pglite' | 'postgres' = testDatabaseUrl ? 'postgres' : 'pglite';

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/**
 * Changes whenever the migrations or the seed change, so a stale template is never reused — and
 * with the day: the demo data is dated from today (a baby born so many days ago), so a template
 * seeded yesterday is a day off for today's tests (the PostgreSQL templates outlive a checkout).
 * Both calendars count: the seed dates by Prague's, some of the tests by this machine's.
 */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(`${todayIso()} ${new Date().toISOString().slice(0, 10)}`);
  // the seed's code and the insurance rules it computes its data with
  const seedInputs = [
    ...filesUnder(path.join(root, 'server/seed')),
    ...filesUnder(path.join(root, 'server/services/insurance')),
    // the health data's seed computes reference ranges and dates with these
    ...filesUnder(path.join(root, 'server/services/my-health')),
    ...filesUnder(path.join(root, 'server/services/settings')),
    ...filesUnder(path.join(root, 'server/services/communication')),
    path.join(root, 'server/db/schema.ts'),
    // the demo passwords' hashes: their cost comes from these two
    path.join(root, 'server/identity/password.ts'),
    path.join(root, 'tests/support/server-setup.ts'),
  ];
  for (const file of [...filesUnder(migrationsFolder), ...seedInputs]) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

let templatePromise: Promise<Blob> | null = null;

/**
 * The cached template's file when the suite made it for the current migrations and seed (null
 * otherwise): the end-to-end servers start on it (playwright.config.ts). Its demo passwords carry
 * the suite's cheaper hash cost; production's cost is tested in identity-password.test.ts.
 */
export function cachedPgliteTemplateFile(): string | null {
  const file = path.join(cacheDir, `pglite-template-${templateKey()}.tar.gz`);
  return fs.existsSync(file) ? file : null;
}

/**
 * One migrated and seeded PGlite data directory (a tarball) per test process, also cached on
 * disk in .tmp/ so later test files and runs skip PGlite's slow first initialisation.
 */
export function pgliteTemplate(): Promise<Blob> {
  templatePromise ??= (async () => {
    const file = path.join(cacheDir, `pglite-template-${templateKey()}.tar.gz`);
    if (fs.existsSync(file)) {
      try {
        return new Blob([gunzipSync(fs.readFileSync(file))], { type: 'application/x-tar' });
      } catch {
        fs.rmSync(file, { force: true });
      }
    }
    const database = await openDatabase({ memory: true });
    try {
      await migrateDatabase(database);
      await seedDemoData(database.db);
      const dump = await (database.client as PGlite).dumpDataDir('none');
      const tar = Buffer.from(await dump.arrayBuffer());
      fs.mkdirSync(cacheDir, { recursive: true });
      const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      fs.writeFileSync(temporary, gzipSync(tar, { level: 1 }));
      fs.renameSync(temporary, file);
      // Templates of older migrations or seeds are of no further use.
      for (const name of fs.readdirSync(cacheDir)) {
        if (/^pglite-template-[0-9a-f]+\.tar\.gz$/.test(name) && path.join(cacheDir, name) !== file)
          fs.rmSync(path.join(cacheDir, name), { force: true });
      }
      return new Blob([tar], { type: 'application/x-tar' });
    } finally {
      await database.close();
    }
  })();
  templatePromise.catch(() => {
    templatePromise = null;
  });
  return templatePromise;
}

export interface TestDatabase {
  database: OpenDatabase;
  /** PostgreSQL: the database's connection string (for a second process or pool); absent on PGlite. */
  url?: string;
  /** Closes the connection and removes the database. */
  dispose(): Promise<void>;
}

/** A fresh in-memory PGlite cloned from the template. */
export async function clonePgliteTemplate(): Promise<TestDatabase> {
  const database = await openDatabase({ memory: true, loadDataDir: await pgliteTemplate() });
  return { database, dispose: () => database.close() };
}

/**
 * A data directory for a server process (`DATA_DIR`) whose embedded database is already migrated
 * and seeded: the template unpacked into `<dir>/pgdata`. A spawned server then starts in seconds
 * instead of migrating and seeding (~25 s on a busy 2-core machine); the tests that prove the
 * first start itself (database.test.ts) keep an empty directory.
 */
export async function seededPgliteDataDir(dir: string): Promise<string> {
  const tarball = path.join(dir, 'template.tar');
  fs.writeFileSync(tarball, Buffer.from(await (await pgliteTemplate()).arrayBuffer()));
  fs.mkdirSync(path.join(dir, 'pgdata'), { recursive: true });
  execFileSync('tar', ['-xf', tarball, '-C', path.join(dir, 'pgdata')], { stdio: 'ignore' });
  fs.rmSync(tarball);
  return dir;
}

/** A seeded PostgreSQL database for a server process: a copy of the template; `drop` removes it. */
export async function seededPostgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = await postgresTemplate(adminUrl);
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}" template "${template}"`);
  return { url: withDatabaseName(adminUrl, name), drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`) };
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** An empty PostgreSQL database on the server of `adminUrl`, named t_<random>; dropped by dispose(). */
export async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database "${name}"`);
  return {
    url: withDatabaseName(adminUrl, name),
    name,
    drop: () => adminQuery(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}

/** Serialises building the PostgreSQL template across test processes and checkouts on one server. */
const templateLockKey = 7_320_515;

let postgresTemplatePromise: Promise<string> | null = null;

/**
 * A migrated and seeded PostgreSQL database marked as a template, named after templateKey(), so
 * each test database is a `CREATE DATABASE … TEMPLATE` copy (a file copy) instead of running
 * every migration and the seed again. Built once per server and key: the first process builds it
 * under an advisory lock, the others wait and reuse it. Templates of other keys unused for a day
 * are dropped (another checkout may still use a recent one).
 */
export function postgresTemplate(adminUrl: string): Promise<string> {
  postgresTemplatePromise ??= (async () => {
    const name = `zk_template_${templateKey()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock($1)', [templateLockKey]);
      const ready = await admin.query('select 1 from pg_database where datname = $1 and datistemplate', [name]);
      if (ready.rowCount === 0) {
        // A template left half-built by a killed run is not marked as one: build it again.
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.query(`create database "${name}"`);
        const database = await openDatabase({ databaseUrl: withDatabaseName(adminUrl, name), poolSize: 4 });
        try {
          await migrateDatabase(database);
          await seedDemoData(database.db);
        } finally {
          await database.close();
        }
        await admin.query(`alter database "${name}" is_template true`);
      }
      await admin.query(`comment on database "${name}" is '${new Date().toISOString()}'`);
      const stale = await admin.query<{ datname: string }>(
        `select datname from pg_database
          where datistemplate and datname like 'zk\\_template\\_%' and datname <> $1
            and coalesce(shobj_description(oid, 'pg_database'), '') < $2`,
        [name, new Date(Date.now() - 24 * 3600 * 1000).toISOString()],
      );
      for (const { datname } of stale.rows) {
        await admin.query(`alter database "${datname}" is_template false`);
        await admin.query(`drop database if exists "${datname}" with (force)`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [templateLockKey]).catch(() => undefined);
      await admin.end();
    }
    return name;
  })();
  postgresTemplatePromise.catch(() => {
    postgresTemplatePromise = null;
  });
  return postgresTemplatePromise;
}

/**
 * A fresh PostgreSQL database: a copy of the seeded template (postgresTemplate), or with
 * `seed: false` an empty one with the migrations applied.
 */
export async function createPostgresTestDatabase(adminUrl: string, options: { seed?: boolean } = {}): Promise<TestDatabase> {
  let created: { url: string; name: string; drop(): Promise<void> };
  if (options.seed === false) {
    created = await createPostgresDatabase(adminUrl);
  } else {
    const seeded = await seededPostgresDatabase(adminUrl);
    created = { ...seeded, name: new URL(seeded.url).pathname.slice(1) };
  }
  let database: OpenDatabase | null = null;
  try {
    database = await openDatabase({ databaseUrl: created.url, poolSize: 4 });
    if (options.seed === false) await migrateDatabase(database);
  } catch (error) {
    await database?.close().catch(() => undefined);
    await created.drop().catch(() => undefined);
    throw error;
  }
  const opened = database;
  return {
    database: opened,
    url: created.url,
    async dispose() {
      await opened.close().catch(() => undefined);
      await created.drop();
    },
  };
}

/** A migrated and seeded database of the suite's kind (PGlite clone, or fresh PostgreSQL). */
export function createTestDatabase(): Promise<TestDatabase> {
  return testDatabaseUrl ? createPostgresTestDatabase(testDatabaseUrl) : clonePgliteTemplate();
}
