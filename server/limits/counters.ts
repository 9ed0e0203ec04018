/**
 * Counters that every server process shares (issue 36, ADR 0012): the fixed-window counts behind the
 * fair-use limits and the sign-in limiters, and the capped sets of slots behind the upload caps.
 * Three stores, one behaviour: in memory (the embedded database runs in one process, held by a
 * lock), Redis (`REDIS_URL`) and PostgreSQL (several processes on one database, no Redis).
 * Every operation is atomic under parallel requests, on each store.
 */
import { createHash } from 'node:crypto';

/** A store key that holds no address or id in clear (the counters may live in Redis or a table). */
export const counterKey = (kind: string, id: string | number): string =>
  `${kind}:${createHash('sha256').update(String(id)).digest('base64url').slice(0, 22)}`;
export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

export interface CounterStore {
  /** Counts one hit of `key` in its window (`windowMs` long, from its first hit). */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The current window of `key` without counting, or null when it has none. */
  peek(key: string): Promise<WindowCount | null>;
  /** Forgets `key`'s window. */
  reset(key: string): Promise<void>;
  /**
   * Takes one of `limit` slots of `key` for at most `ttlMs` (a process that dies keeps no slot for
   * longer); returns the slot's token, or null when all are taken.
   */
  acquire(key: string, limit: number, ttlMs: number): Promise<string | null>;
  release(key: string, token: string): Promise<void>;
  close(): Promise<void>;
}

interface MemoryWindow {
  count: number;
  resetAt: number;
}

/** One process's counters (the embedded database, tests): a map per kind, swept as windows end. */
export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, MemoryWindow>();
  private readonly slots = new Map<string, Map<string, number>>();
  private lastSweep = 0;
  private nextToken = 0;

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 50_000,
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const at = this.now();
    this.sweep(at);
    let window = this.current(key, at);
    if (!window) {
      window = { count: 0, resetAt: at + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetMs: window.resetAt - at };
  }

  async peek(key: string): Promise<WindowCount | null> {
    const at = this.now();
    const window = this.current(key, at);
    return window ? { count: window.count, resetMs: window.resetAt - at } : null;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async acquire(key: string, limit: number, ttlMs: number): Promise<string | null> {
    const at = this.now();
    const taken = this.slots.get(key) ?? new Map<string, number>();
    for (const [token, expiresAt] of taken) if (expiresAt <= at) taken.delete(token);
    if (taken.size >= limit) return null;
    const token = String(++this.nextToken);
    taken.set(token, at + ttlMs);
    this.slots.set(key, taken);
    return token;
  }

  async release(key: string, token: string): Promise<void> {
    const taken = this.slots.get(key);
    taken?.delete(token);
    if (taken?.size === 0) this.slots.delete(key);
  }

  async close(): Promise<void> {}

  private current(key: string, at: number): MemoryWindow | undefined {
    const window = this.windows.get(key);
    if (window && window.resetAt <= at) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Drops ended windows once a minute, and the oldest first when an attack fills the map. */
  private sweep(at: number): void {
    if (at - this.lastSweep < 60_000 && this.windows.size < this.maxEntries) return;
    this.lastSweep = at;
    for (const [key, window] of this.windows) if (window.resetAt <= at) this.windows.delete(key);
    if (this.windows.size >= this.maxEntries) {
      let excess = this.windows.size - Math.floor(this.maxEntries * 0.9);
      for (const key of this.windows.keys()) {
        if (excess-- <= 0) break;
        this.windows.delete(key);
      }
    }
  }
}
