/**
 * The in-process cache of sessions and access roles (server/auth-cache.ts, ADR 0009): what it
 * keeps, what ends an entry (an invalidation, its end, its age), and that without
 * `enableAuthCache` (PostgreSQL) every call queries.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedAuth, enableAuthCache, invalidateAuthCache } from '../../server/auth-cache';

describe('auth cache', () => {
  let db: object;
  let loads: number;
  const load = (value: string) => async () => {
    loads += 1;
    return value;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    db = {};
    loads = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('queries every time for a database without the cache', async () => {
    await cachedAuth(db, 'sessions', 's1', load('a'));
    await cachedAuth(db, 'sessions', 's1', load('a'));
    expect(loads).toBe(2);
  });

  it('keeps a value per key until an invalidation', async () => {
    enableAuthCache(db);
    expect(await cachedAuth(db, 'sessions', 's1', load('a'))).toBe('a');
    expect(await cachedAuth(db, 'sessions', 's1', load('b'))).toBe('a');
    expect(await cachedAuth(db, 'roles', 's1', load('r'))).toBe('r');
    expect(loads).toBe(2);
    invalidateAuthCache();
    expect(await cachedAuth(db, 'sessions', 's1', load('b'))).toBe('b');
    expect(loads).toBe(3);
  });

  it('does not keep a value read while an invalidation happened', async () => {
    enableAuthCache(db);
    const first = await cachedAuth(db, 'roles', 'k', async () => {
      invalidateAuthCache();
      return 'old';
    });
    expect(first).toBe('old');
    expect(await cachedAuth(db, 'roles', 'k', load('new'))).toBe('new');
  });

  it('ends an entry at its own end (a doctor access with an end date) and after 30 s at most', async () => {
    enableAuthCache(db);
    const end = Date.now() + 5_000;
    await cachedAuth(db, 'roles', 'doctor', load('LEKAR'), () => end);
    vi.advanceTimersByTime(4_999);
    expect(await cachedAuth(db, 'roles', 'doctor', load('none'))).toBe('LEKAR');
    vi.advanceTimersByTime(1);
    expect(await cachedAuth(db, 'roles', 'doctor', load('none'))).toBe('none');

    await cachedAuth(db, 'sessions', 'old', load('a'));
    vi.advanceTimersByTime(30_000);
    expect(await cachedAuth(db, 'sessions', 'old', load('b'))).toBe('b');
  });
});
