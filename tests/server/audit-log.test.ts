/**
 * Issue 11 §1–2: the audit log. Every per-person call (allowed and refused) and every
 * authentication event is recorded — who, in which role, whose data, which call and record, the
 * result, when, a keyed hash of the address —; reads are buffered and written in one insert
 * within ~250 ms, writes in the write's own transaction; the table is append-only (trigger; on
 * PostgreSQL also a role without UPDATE/DELETE grants) with one purge path. And the two calls
 * that show it: 'Kdo viděl moje údaje' and the doctor's 'Přístupy'.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anamneza, anamnezaAlergieUpravit, anamnezaAlergieVlozit } from '../../contract/health';
import { kdoVidelMojeUdaje, lekarPristupy } from '../../contract/audit';
import { prehledPacientu } from '../../contract/doctor';
import { AuditLog } from '../../server/audit/log';
import type { Database } from '../../server/db/client';
import { auditLog, healthHistoryItems, users } from '../../server/db/schema';
import { routeUrl } from '../../server/routes/register';
import { createPostgresDatabase, testDatabaseUrl } from '../support/db';
import { openDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { createTestApp, databaseKindLabel, demoPersonId, signInAs, type SignedIn, type TestApp } from '../support/test-app';
import { aplikaceInfo, exchange, logout, postForm, refresh, refreshCookieOf, ticketOf } from './identity-helpers';

const root = path.resolve(import.meta.dirname, '../..');
const jana = demoPersonId('jana');
const tereza = demoPersonId('tereza');
const urlOf = (p: string, personId: string, extra: Record<string, string> = {}) => {
  let url = routeUrl(p).replace(':pojistenecId', personId);
  for (const [name, value] of Object.entries(extra)) url = url.replace(`:${name}`, value);
  return url;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Row = typeof auditLog.$inferSelect;

/** Waits (≤ 1 s, as the person's screen promises) until the buffered rows matching `where` are there. */
async function rowsWithin(db: Database, where: ReturnType<typeof and>, minimum = 1): Promise<Row[]> {
  const started = Date.now();
  for (;;) {
    const rows = await db.select().from(auditLog).where(where).orderBy(asc(auditLog.id));
    if (rows.length >= minimum || Date.now() - started > 1000) return rows;
    await sleep(50);
  }
}

async function userIdOf(db: Database, login: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return row.id;
}

describe(`audit log (${databaseKindLabel})`, () => {
  let t: TestApp;
  let janaSession: SignedIn;
  let doctor: SignedIn;
  let osvc: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    [janaSession, doctor, osvc] = [await signInAs(t.app, 'pojistenec'), await signInAs(t.app, 'lekar'), await signInAs(t.app, 'osvc')];
  });
  afterAll(async () => t?.close());

  it("records a doctor's read of a patient's anamnesis before answering: who, role, whose, which call, result, hashed address", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: urlOf(anamneza.path, jana),
      headers: doctor.authorization,
      remoteAddress: '10.1.2.3',
    });
    expect(res.statusCode).toBe(200);
    const doctorId = await userIdOf(t.db, 'lekar');
    // there when the answer is: a crash right after it cannot lose the row (issue 36)
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, doctorId), eq(auditLog.action, 'anamneza')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'PRISTUP',
      operation: 'CTENI',
      role: 'LEKAR',
      insuredPersonId: jana,
      result: 'POVOLENO',
      recordId: null,
      sessionId: expect.any(String),
    });
    expect(rows[0].clientHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(rows[0])).not.toContain('10.1.2.3');
  });

  it("records the doctor's patient list (names and birth numbers): one row per patient listed, before answering", async () => {
    const res = await t.app.inject({ method: 'GET', url: routeUrl(prehledPacientu.path), headers: doctor.authorization });
    expect(res.statusCode).toBe(200);
    const listed = prehledPacientu.response.parse(res.json()).seznamPacientu.map((p) => p.pojistenecId);
    expect(listed.length).toBeGreaterThan(0);
    const doctorId = await userIdOf(t.db, 'lekar');
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, doctorId), eq(auditLog.action, 'prehledPacientu')));
    expect(rows.map((row) => String(row.insuredPersonId)).sort()).toEqual(listed.map(String).sort());
    expect(rows.every((row) => row.role === 'LEKAR' && row.operation === 'CTENI' && row.result === 'POVOLENO')).toBe(true);
  });

  it('records refused calls (a 403 sweep) with the caller and ODEPRENO', async () => {
    const res = await t.app.inject({ method: 'GET', url: urlOf(anamneza.path, jana), headers: osvc.authorization });
    expect(res.statusCode).toBe(403);
    const osvcId = await userIdOf(t.db, 'osvc');
    const rows = await rowsWithin(t.db, and(eq(auditLog.userId, osvcId), eq(auditLog.insuredPersonId, jana)));
    expect(rows.map((r) => [r.action, r.result, r.role])).toEqual([['anamneza', 'ODEPRENO', null]]);
  });

  it('tells the person herself (SAM) from a representative (ZASTUPCE)', async () => {
    await t.app.inject({ method: 'GET', url: urlOf(anamneza.path, jana), headers: janaSession.authorization });
    await t.app.inject({ method: 'GET', url: urlOf(anamneza.path, tereza), headers: janaSession.authorization });
    const janaId = await userIdOf(t.db, 'pojistenec');
    const rows = await rowsWithin(t.db, and(eq(auditLog.userId, janaId), eq(auditLog.action, 'anamneza')), 2);
    expect(rows.map((r) => [r.insuredPersonId, r.role])).toEqual([
      [jana, 'SAM'],
      [tereza, 'ZASTUPCE'],
    ]);
  });

  it('records a write in its own transaction (there at once, with the record id of an update)', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: urlOf(anamnezaAlergieVlozit.path, jana),
      headers: janaSession.authorization,
      payload: { popis: 'Pyl břízy' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = String((created.json() as { id: number }).id);
    const updated = await t.app.inject({
      method: 'PUT',
      url: urlOf(anamnezaAlergieUpravit.path, jana, { id }),
      headers: janaSession.authorization,
      payload: { popis: 'Pyl břízy a olše' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // No waiting: the rows were committed with the writes.
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.insuredPersonId, jana), eq(auditLog.operation, 'ZAPIS')))
      .orderBy(asc(auditLog.id));
    expect(rows.map((r) => [r.action, r.role, r.result, r.recordId])).toEqual([
      ['anamnezaAlergieVlozit', 'SAM', 'POVOLENO', null],
      ['anamnezaAlergieUpravit', 'SAM', 'POVOLENO', id],
    ]);
  });

  it('a write whose audit row cannot be stored is not stored either (one transaction)', async () => {
    await t.db.execute(
      sql.raw(`create function zk_test_refuse_audit() returns trigger language plpgsql as $$
        begin if new.action = 'anamnezaAlergieVlozit' then raise exception 'audit refused'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger zk_test_refuse_audit before insert on audit_log for each row execute function zk_test_refuse_audit()`),
    );
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: urlOf(anamnezaAlergieVlozit.path, jana),
        headers: janaSession.authorization,
        payload: { popis: 'Nikdy neuloženo' },
      });
      expect(res.statusCode).toBe(500);
      const stored = await t.db.select().from(healthHistoryItems).where(eq(healthHistoryItems.popis, 'Nikdy neuloženo'));
      expect(stored).toEqual([]);
    } finally {
      await t.db.execute(sql.raw(`drop trigger zk_test_refuse_audit on audit_log`));
    }
  });

  it('records authentication events: failed sign-in with the name tried, sign-in, ticket, refresh, a race between tabs, reuse, logout', async () => {
    // Only this test's rows: earlier tests of the file sign in as osvc too, and counting their rows
    // would stop the wait before the (buffered) logout row is written.
    const [{ maxId }] = await t.db.select({ maxId: sql<number>`coalesce(max(${auditLog.id}), 0)` }).from(auditLog);
    const failed = await postForm(t.app, { uzivatelskeJmeno: 'jana.zkouska', heslo: 'spatne' });
    expect(failed.statusCode).toBe(401);
    const ok = await postForm(t.app, { uzivatelskeJmeno: 'osvc', heslo: 'demo' });
    const info = aplikaceInfo();
    const exchanged = await exchange(t.app, ticketOf(ok), info);
    const cookie = refreshCookieOf(exchanged)!.pair;
    const refreshed = await refresh(t.app, cookie, info);
    expect(refreshed.statusCode).toBe(200);
    await refresh(t.app, cookie, info); // a second tab within the grace window: it gets the successor
    await refresh(t.app, cookie, aplikaceInfo()); // reuse from another installation: the session is revoked
    await logout(t.app, refreshCookieOf(refreshed)!.pair);

    const osvcId = await userIdOf(t.db, 'osvc');
    const failedRows = await rowsWithin(t.db, and(eq(auditLog.kind, 'AUTENTIZACE'), eq(auditLog.userName, 'jana.zkouska')));
    expect(failedRows.map((r) => [r.action, r.result, r.userId])).toEqual([['PRIHLASENI_NEUSPESNE', 'ODEPRENO', null]]);
    const rows = await rowsWithin(
      t.db,
      and(eq(auditLog.kind, 'AUTENTIZACE'), eq(auditLog.userId, osvcId), gt(auditLog.id, Number(maxId))),
      6,
    );
    const events = rows.filter((r) => r.id > 0).map((r) => [r.action, r.result]);
    expect(events).toEqual(
      expect.arrayContaining([
        ['PRIHLASENI', 'POVOLENO'],
        ['LISTEK_VYMENEN', 'POVOLENO'],
        ['OBNOVENI', 'POVOLENO'],
        ['OBNOVENI_SOUBEH', 'POVOLENO'],
        ['OBNOVENI_ZNOVU_POUZITO', 'ODEPRENO'],
        ['ODHLASENI', 'POVOLENO'],
      ]),
    );
    const exchangeRow = rows.find((r) => r.action === 'LISTEK_VYMENEN')!;
    expect(exchangeRow.sessionId).toEqual(expect.any(String));
    expect(exchangeRow.clientHash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is append-only: UPDATE, DELETE and TRUNCATE are refused by the database', async () => {
    await expect(t.db.execute(sql`update audit_log set result = 'POVOLENO'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    // Not even with the purge's setting, for rows that are not past it.
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('zk.audit_purge_before', '2000-01-01', true)`);
        await tx.execute(sql`delete from audit_log`);
      }),
    ).rejects.toThrow();
    // Nor with a cutoff in the future: the setting alone must not open the table (issue 36).
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('zk.audit_purge_before', '2100-01-01', true)`);
        await tx.execute(sql`delete from audit_log`);
      }),
    ).rejects.toThrow();
    const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    expect(row.n).toBeGreaterThan(0);
  });

  it('the retention purge is the one path that deletes: rows past the retention only, and never under 30 days', async () => {
    await t.db.insert(auditLog).values([
      {
        at: new Date(Date.now() - 800 * 86_400_000),
        kind: 'AUTENTIZACE',
        action: 'PRIHLASENI',
        result: 'POVOLENO',
        userName: 'stary-zaznam',
      },
      {
        at: new Date(Date.now() - 100 * 86_400_000),
        kind: 'AUTENTIZACE',
        action: 'PRIHLASENI',
        result: 'POVOLENO',
        userName: 'mladsi-zaznam',
      },
    ]);
    const result = await t.db.execute(sql`select audit_log_purge(730) as removed`);
    expect(Number((result as unknown as { rows: Array<{ removed: unknown }> }).rows[0].removed)).toBe(1);
    const left = await t.db
      .select({ name: auditLog.userName })
      .from(auditLog)
      .where(sql`${auditLog.userName} like '%-zaznam'`);
    expect(left.map((r) => r.name)).toEqual(['mladsi-zaznam']);
    await expect(t.db.execute(sql`select audit_log_purge(7)`)).rejects.toThrow();
  });

  it('the code has no update or delete of audit rows', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.ts$/.test(entry.name)) files.push(full);
      }
    };
    walk(path.join(root, 'server'));
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/\.(update|delete)\(\s*auditLog\b/);
      expect(text, file).not.toMatch(/(update|delete\s+from)\s+"?audit_log"?/i);
    }
  });

  describe("'Kdo viděl moje údaje'", () => {
    it("lists the doctor's read (name and practice), the person's own as 'VY', newest first, in plain areas", async () => {
      await t.app.deps.audit.flush();
      const res = await t.app.inject({ method: 'GET', url: urlOf(kdoVidelMojeUdaje.path, jana), headers: janaSession.authorization });
      expect(res.statusCode, res.body).toBe(200);
      const body = kdoVidelMojeUdaje.response.parse(res.json());
      const doctorRead = body.seznamPristupu.find((p) => p.kdo.typ === 'LEKAR' && p.oblast === 'ANAMNEZA');
      // the doctor's patient list named her too (name and birth number)
      expect(body.seznamPristupu.some((p) => p.kdo.typ === 'LEKAR' && p.oblast === 'OSOBNI_UDAJE')).toBe(true);
      expect(doctorRead).toMatchObject({
        kdo: { typ: 'LEKAR', jmeno: 'Eva Malá', pracoviste: expect.stringContaining('Mladá Boleslav') },
        oblast: 'ANAMNEZA',
        operace: 'CTENI',
      });
      expect(body.seznamPristupu.some((p) => p.kdo.typ === 'VY' && p.kdo.jmeno === null && p.oblast === 'ANAMNEZA')).toBe(true);
      const times = body.seznamPristupu.map((p) => p.kdy);
      expect([...times].sort().reverse()).toEqual(times);
      // refused attempts and views of this list are not listed
      expect(body.seznamPristupu.length).toBe(body.celkem);
      expect(body.seznamPristupu.some((p) => p.oblast === 'PRISTUPY')).toBe(false);
    });

    it('filters by period and pages', async () => {
      const future = await t.app.inject({
        method: 'GET',
        url: `${urlOf(kdoVidelMojeUdaje.path, jana)}?od=2099-01-01`,
        headers: janaSession.authorization,
      });
      expect(future.json()).toMatchObject({ seznamPristupu: [], celkem: 0 });
      const today = new Date().toISOString().slice(0, 10);
      const all = await t.app.inject({
        method: 'GET',
        url: `${urlOf(kdoVidelMojeUdaje.path, jana)}?od=2000-01-01&do=${today}&stranka=2`,
        headers: janaSession.authorization,
      });
      expect(all.statusCode).toBe(200);
      expect(all.json()).toMatchObject({ stranka: 2, seznamPristupu: [] });
      const bad = await t.app.inject({
        method: 'GET',
        url: `${urlOf(kdoVidelMojeUdaje.path, jana)}?od=31.02.2024`,
        headers: janaSession.authorization,
      });
      expect(bad.statusCode).toBe(400);
    });

    it('is for the person and her representatives only: a doctor and a stranger get 403', async () => {
      for (const session of [doctor, osvc]) {
        const res = await t.app.inject({ method: 'GET', url: urlOf(kdoVidelMojeUdaje.path, jana), headers: session.authorization });
        expect(res.statusCode).toBe(403);
      }
    });
  });

  describe("the doctor's 'Přístupy'", () => {
    it('lists the patients who allow the doctor (since when, until when) and the doctor’s own recent accesses', async () => {
      await t.app.deps.audit.flush();
      const res = await t.app.inject({ method: 'GET', url: routeUrl(lekarPristupy.path), headers: doctor.authorization });
      expect(res.statusCode, res.body).toBe(200);
      const body = lekarPristupy.response.parse(res.json());
      const patient = body.seznamPacientu.find((p) => String(p.pojistenecId) === jana);
      expect(patient).toMatchObject({ jmeno: 'Jana', platnostDo: null });
      expect(body.seznamPacientu.some((p) => p.prijmeni === 'Veselá' && p.jmeno === 'Kateřina')).toBe(false);
      expect(body.posledniPristupy.find((p) => p.oblast === 'ANAMNEZA')).toMatchObject({ jmeno: 'Jana', operace: 'CTENI', povoleno: true });
      expect(body.posledniPristupy.some((p) => p.jmeno === 'Jana' && p.oblast === 'OSOBNI_UDAJE')).toBe(true);
    });

    it('is for doctors only', async () => {
      const res = await t.app.inject({ method: 'GET', url: routeUrl(lekarPristupy.path), headers: janaSession.authorization });
      expect(res.statusCode).toBe(403);
    });
  });
});

describe('audit buffer', () => {
  it('writes many reads in one insert, and the rest on close', async () => {
    let inserts = 0;
    const rows: unknown[] = [];
    const fakeDb = {
      insert: () => ({
        values: async (values: unknown[]) => {
          inserts += 1;
          rows.push(...values);
        },
      }),
    } as unknown as Database;
    const audit = new AuditLog(fakeDb, { addressKey: new Uint8Array(32), flushMs: 60_000 });
    for (let i = 0; i < 100; i++) {
      audit.recordAccess({
        userId: 1,
        sessionId: 's',
        role: 'LEKAR',
        personId: jana,
        callId: 'anamneza',
        write: false,
        result: 'POVOLENO',
      });
    }
    expect(inserts).toBe(0);
    await audit.flush();
    expect(inserts).toBe(1);
    expect(rows).toHaveLength(100);
    audit.recordAuthEvent({ event: 'ODHLASENI', result: 'POVOLENO', userId: 1 });
    await audit.close();
    expect(inserts).toBe(2);
    expect(rows).toHaveLength(101);
  });

  it('keeps rows through a failed insert and writes them with the next one', async () => {
    let fail = true;
    const written: unknown[] = [];
    const fakeDb = {
      insert: () => ({
        values: async (values: unknown[]) => {
          if (fail) throw new Error('database down');
          written.push(...values);
        },
      }),
    } as unknown as Database;
    const audit = new AuditLog(fakeDb, { addressKey: new Uint8Array(32), flushMs: 60_000 });
    audit.recordAuthEvent({ event: 'PRIHLASENI', result: 'POVOLENO', userId: 1 });
    await audit.flush();
    fail = false;
    await audit.close();
    expect(written).toHaveLength(1);
  });
});

// Registered only with DATABASE_URL (CI's PostgreSQL run), so the PGlite run has nothing skipped.
if (testDatabaseUrl)
  describe('PostgreSQL: an app role without UPDATE/DELETE on audit_log', () => {
    it('may insert and purge through the function, but not update or delete', async () => {
      // The owner (the migrating role) creates the schema; the app then runs as a restricted role.
      const created = await createPostgresDatabase(testDatabaseUrl!);
      const owner = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
      await migrateDatabase(owner);
      await owner.close();
      const role = `zk_app_${Math.random().toString(36).slice(2, 8)}`;
      const dbName = created.name;
      const withUser = (user: string) => {
        const url = new URL(created.url);
        url.username = user;
        url.password = '';
        return url.toString();
      };
      const admin = new pg.Client({ connectionString: created.url });
      await admin.connect();
      try {
        // The set-up of docs/security.md "PostgreSQL roles".
        await admin.query(`create role ${role} login`);
        await admin.query(`grant connect on database "${dbName}" to ${role}`);
        await admin.query(`grant usage on schema public, drizzle to ${role}`);
        await admin.query(`grant select, insert, update, delete on all tables in schema public to ${role}`);
        await admin.query(`grant select on all tables in schema drizzle to ${role}`);
        await admin.query(`grant usage on all sequences in schema public to ${role}`);
        await admin.query(`revoke update, delete, truncate on audit_log from ${role}`);
        await admin.query(`grant execute on function audit_log_purge(integer) to ${role}`);
        await admin.query(
          `insert into audit_log (at, kind, action, result) values (now() - interval '900 days', 'AUTENTIZACE', 'PRIHLASENI', 'POVOLENO')`,
        );

        // Migrations already applied: the app's start-up migration finds nothing to do, also as this role.
        const asApp = await openDatabase({ databaseUrl: withUser(role), poolSize: 2 });
        try {
          await migrateDatabase(asApp);
        } finally {
          await asApp.close();
        }
        const app = new pg.Client({ connectionString: withUser(role) });
        await app.connect();
        try {
          await app.query(`insert into audit_log (kind, action, result) values ('AUTENTIZACE', 'PRIHLASENI', 'POVOLENO')`);
          await expect(app.query(`update audit_log set result = 'ODEPRENO'`)).rejects.toMatchObject({ code: '42501' });
          await expect(app.query(`delete from audit_log`)).rejects.toMatchObject({ code: '42501' });
          // even a role that could switch the trigger's setting has no DELETE grant
          await expect(
            app.query(`select set_config('zk.audit_purge_before', now()::text, false); delete from audit_log`),
          ).rejects.toMatchObject({
            code: '42501',
          });
          const purged = await app.query(`select audit_log_purge(730) as removed`);
          expect(Number(purged.rows[0].removed)).toBe(1);
          const left = await app.query(`select count(*)::int as n from audit_log`);
          expect(left.rows[0].n).toBe(1);
        } finally {
          await app.end();
        }
      } finally {
        await admin.query(`drop owned by ${role}`).catch(() => undefined);
        await admin.end();
        await created.drop();
        const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
        await cleanup.connect();
        await cleanup.query(`drop role if exists ${role}`).catch(() => undefined);
        await cleanup.end();
      }
    });
  });
