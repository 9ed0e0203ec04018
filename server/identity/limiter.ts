import { counterKey, MemoryCounterStore, type CounterStore } from '../limits/counters';

/**
 * A fixed-window counter of failures per key (an address, a browser, a session), in the shared
 * counter store (server/limits/): behind several processes the limit holds at its value (issue 36).
 * Without a store (identity tests) it counts in this process. Keys are hashed before they are
 * stored: no address in clear in Redis or a table.
 */
export class FailureLimiter {
  private readonly store: CounterStore;

  constructor(
    private readonly kind: string,
    private readonly max: number,
    store?: CounterStore,
    private readonly windowMs = 60_000,
  ) {
    this.store = store ?? new MemoryCounterStore();
  }

  private key(key: string): string {
    return counterKey(this.kind, key);
  }

  /** Seconds to wait when the key has used up its attempts in the current window, else null. */
  async blockedForS(key: string): Promise<number | null> {
    const window = await this.store.peek(this.key(key));
    if (!window || window.count < this.max) return null;
    return Math.max(1, Math.ceil(window.resetMs / 1000));
  }

  /** Counts one attempt (a failure) against the key. */
  async hit(key: string): Promise<void> {
    await this.store.hit(this.key(key), this.windowMs);
  }

  async reset(key: string): Promise<void> {
    await this.store.reset(this.key(key));
  }
}
