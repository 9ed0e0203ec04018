/**
 * In-process cache of what every authenticated call checks before its data: the live session
 * of the access token and the caller's role towards the person (issue 10; ADR 0009). On PGlite
 * these two lookups were two of a per-person call's three sequential queries, on the single
 * connection every request shares.
 *
 * Only for the embedded database, where this process is the only server: the code that revokes
 * a session (logout, refresh-token reuse, device removal) or changes a doctor's access calls
 * `invalidateAuthCache()` after its write, and the next call queries again. On PostgreSQL several
 * processes may serve one database and another one's revocation would not reach this cache, so
 * there is none (`enableAuthCache` is not called) and each call queries, as before.
 *
 * Entries also expire on their own (`maxAgeMs`) as a bound on anything changed outside the
 * server's code, and a doctor's access with an end date is kept no longer than that end.
 */
const maxAgeMs = 30_000;
const maxEntries = 20_000;

interface Entry<T> {
  value: T;
  /** Epoch ms after which the entry is not used. */
  until: number;
}

class AuthCache {
  readonly sessions = new Map<string, Entry<unknown>>();
  readonly roles = new Map<string, Entry<unknown>>();
  /** The invalidation count this cache was last cleared at. */
  seen = generation;
}

/** Bumped by every invalidation; a value read before a bump is never stored after it. */
let generation = 0;
const caches = new WeakMap<object, AuthCache>();

/** Turns the cache on for one database handle (the embedded one; see above). */
export function enableAuthCache(db: object): void {
  if (!caches.has(db)) caches.set(db, new AuthCache());
}

/** Every cache forgets every session and role, at once (after a revocation or an access change). */
export function invalidateAuthCache(): void {
  generation += 1;
}

function cacheOf(db: object): AuthCache | null {
  const cache = caches.get(db);
  if (!cache) return null;
  if (cache.seen !== generation) {
    cache.sessions.clear();
    cache.roles.clear();
    cache.seen = generation;
  }
  return cache;
}

type Kind = 'sessions' | 'roles';

/**
 * The cached value of `key`, or `load()` stored for next time. `expiresAt` may shorten the entry's
 * life (a doctor's access end). Without a cache for `db`, simply `load()`.
 */
export async function cachedAuth<T>(
  db: object,
  kind: Kind,
  key: string,
  load: () => Promise<T>,
  expiresAt: (value: T) => number | null = () => null,
): Promise<T> {
  const cache = cacheOf(db);
  if (!cache) return load();
  const now = Date.now();
  const hit = cache[kind].get(key);
  if (hit && hit.until > now) return hit.value as T;
  const startedAt = generation;
  const value = await load();
  // An invalidation while the query ran may have changed what it read: use it, do not keep it.
  if (startedAt !== generation) return value;
  const map = cacheOf(db)![kind];
  if (map.size >= maxEntries) map.clear();
  map.set(key, { value, until: Math.min(now + maxAgeMs, expiresAt(value) ?? Infinity) });
  return value;
}
