/**
 * The shared counters in PostgreSQL (several processes on one database without Redis, ADR 0012):
 * a window is one row updated by one upsert (its row lock makes the count atomic); a capped set of
 * slots is checked and taken under a transaction-scoped advisory lock on its key. The time is the
 * database's. Ended windows and expired slots are deleted once a minute.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { CounterStore, WindowCount } from './counters';

/** The first key of the advisory lock that guards one slot set ('ZKSL'). */
const SLOT_LOCK_NAMESPACE = 0x5a4b534c;
const SWEEP_EVERY_MS = 60_000;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;

export class PostgresCounterStore implements CounterStore {
  private lastSweep = 0;

  constructor(private readonly db: Database) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    this.sweepNow();
    const [row] = rowsOf(
      await this.db.execute(sql`
        insert into fair_use_windows (key, count, reset_at) values (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when fair_use_windows.reset_at <= clock_timestamp() then 1 else fair_use_windows.count + 1 end,
          reset_at = case when fair_use_windows.reset_at <= clock_timestamp() then excluded.reset_at else fair_use_windows.reset_at end
        returning count, ceil(extract(epoch from reset_at - clock_timestamp()) * 1000)::integer as reset_ms`),
    );
    return { count: Number(row.count), resetMs: Math.max(0, Number(row.reset_ms)) };
  }

  async peek(key: string): Promise<WindowCount | null> {
    const [row] = rowsOf(
      await this.db.execute(sql`
        select count, ceil(extract(epoch from reset_at - clock_timestamp()) * 1000)::integer as reset_ms
        from fair_use_windows where key = ${key} and reset_at > clock_timestamp()`),
    );
    return row ? { count: Number(row.count), resetMs: Number(row.reset_ms) } : null;
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(sql`delete from fair_use_windows where key = ${key}`);
  }

  async acquire(key: string, limit: number, ttlMs: number): Promise<string | null> {
    const token = randomUUID();
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_NAMESPACE}, hashtext(${key}))`);
      await tx.execute(sql`delete from fair_use_slots where key = ${key} and expires_at <= clock_timestamp()`);
      const [row] = rowsOf(await tx.execute(sql`select count(*)::integer as n from fair_use_slots where key = ${key}`));
      if (Number(row.n) >= limit) return null;
      await tx.execute(sql`
        insert into fair_use_slots (key, token, expires_at) values (${key}, ${token}, clock_timestamp() + ${ttlMs} * interval '1 millisecond')`);
      return token;
    });
  }

  async release(key: string, token: string): Promise<void> {
    await this.db.execute(sql`delete from fair_use_slots where key = ${key} and token = ${token}`);
  }

  async close(): Promise<void> {}

  /** Ended windows and expired slots go once a minute per process (never in a request's way). */
  private sweepNow(): void {
    const at = Date.now();
    if (at - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = at;
    void this.db
      .execute(sql`delete from fair_use_windows where reset_at < clock_timestamp() - interval '1 minute'`)
      .then(() => this.db.execute(sql`delete from fair_use_slots where expires_at < clock_timestamp()`))
      .catch(() => undefined);
  }
}
