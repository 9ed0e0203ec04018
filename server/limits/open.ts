/**
 * Which counter store the app uses (ADR 0012): Redis with `REDIS_URL`; else PostgreSQL when the
 * database is PostgreSQL (several processes may share it); else memory (the embedded database is
 * held by one process).
 */
import type { Database, DatabaseKind } from '../db/client';
import { MemoryCounterStore, type CounterStore } from './counters';
import { PostgresCounterStore } from './postgres-counters';

export async function openCounterStore(
  redis: { url?: string; prefix: string },
  database: { db: Database; kind: DatabaseKind },
): Promise<CounterStore> {
  if (redis.url) {
    const { RedisCounterStore } = await import('./redis-counters');
    try {
      return await RedisCounterStore.connect(redis.url, redis.prefix);
    } catch (error) {
      throw new Error(`Redis (REDIS_URL) není dostupný: ${(error as Error).message}`, { cause: error });
    }
  }
  if (database.kind === 'postgres') return new PostgresCounterStore(database.db);
  return new MemoryCounterStore();
}
