/**
 * A small in-memory fixed-window counter (per process). Enough for the identity calls of one
 * server; behind a load balancer every instance counts on its own, which only makes the
 * limit a little looser. Entries expire with their window and are swept as we go.
 */
export class FailureLimiter {
  private readonly entries = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs = 60_000,
    private readonly maxEntries = 50_000,
  ) {}

  private current(key: string, now: number): { count: number; resetAt: number } | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** True when the key has used up its attempts in the current window. */
  isBlocked(key: string, now = Date.now()): boolean {
    const entry = this.current(key, now);
    return entry !== undefined && entry.count >= this.max;
  }

  /** Seconds until the key's window ends (for Retry-After). */
  retryAfterS(key: string, now = Date.now()): number {
    const entry = this.current(key, now);
    return entry ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 1;
  }

  /** Counts one attempt (a failure) against the key. */
  hit(key: string, now = Date.now()): void {
    this.sweep(now);
    const entry = this.current(key, now);
    if (entry) entry.count += 1;
    else this.entries.set(key, { count: 1, resetAt: now + this.windowMs });
  }

  reset(key: string): void {
    this.entries.delete(key);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs && this.entries.size < this.maxEntries) return;
    this.lastSweep = now;
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
    // Still full (an attack with many keys): drop the oldest windows first.
    if (this.entries.size >= this.maxEntries) {
      const excess = this.entries.size - Math.floor(this.maxEntries * 0.9);
      let dropped = 0;
      for (const key of this.entries.keys()) {
        if (dropped++ >= excess) break;
        this.entries.delete(key);
      }
    }
  }
}
