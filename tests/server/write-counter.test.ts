/**
 * The write counter the generated suites use to prove that a refused or invalid request stored
 * nothing (tests/support/matrix.ts `writeCounts`): it must see every kind of write, and only
 * writes that were kept.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, writeCounts } from '../support/matrix';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { databaseKindLabel } from '../support/test-app';

describe(`write counter (${databaseKindLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await t.database.db.execute(sql`create table zk_counter_probe (id int primary key, v text)`);
    await t.database.db.execute(sql`insert into zk_counter_probe values (1, 'a')`);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  const db = () => t.database.db;
  const changedBy = async (statement: () => Promise<unknown>): Promise<string[]> => {
    const before = await writeCounts(db());
    await statement();
    return changedTables(before, await writeCounts(db()));
  };

  it('sees an insert, a delete, and an update even when it leaves the same values', async () => {
    expect(await changedBy(() => db().execute(sql`insert into zk_counter_probe values (2, 'b')`))).toEqual(['zk_counter_probe']);
    expect(await changedBy(() => db().execute(sql`update zk_counter_probe set v = v where id = 1`))).toEqual(['zk_counter_probe']);
    expect(await changedBy(() => db().execute(sql`delete from zk_counter_probe where id = 2`))).toEqual(['zk_counter_probe']);
    expect(await changedBy(() => db().execute(sql`truncate zk_counter_probe`))).toEqual(['zk_counter_probe']);
  });

  it('does not count reads, writes that were rolled back, or the audit log', async () => {
    expect(await changedBy(() => db().execute(sql`select * from zk_counter_probe`))).toEqual([]);
    expect(
      await changedBy(() =>
        db()
          .transaction(async (tx) => {
            await tx.execute(sql`insert into zk_counter_probe values (3, 'c')`);
            throw new Error('rolled back');
          })
          .catch(() => undefined),
      ),
    ).toEqual([]);
    expect(await changedBy(() => db().execute(sql`insert into audit_log (kind, action, result) values ('test', 'probe', 'ok')`))).toEqual(
      [],
    );
  });
});
