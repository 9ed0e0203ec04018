/**
 * Fair use of the API (issue 10): per-user call budgets per minute (a stricter one for uploads
 * and generated files), a cap on concurrent uploads per user and in total, and the openings of the
 * public share-link page per address. Counted in the shared counter store (server/limits/), so
 * behind several processes each limit holds at its configured value (issue 36). A limit of 0
 * switches that limit off.
 */
import { counterKey, type CounterStore } from './limits/counters';

export interface FairUseLimits {
  /** Calls per user and minute (every signed-in call). */
  callsPerMinute: number;
  /** Multipart uploads and file answers (PDF, QR, attachments) per user and minute. */
  heavyCallsPerMinute: number;
  /** Uploads one user may have in progress at once. */
  uploadsPerUser: number;
  /** Uploads in progress on the whole server. */
  uploadsTotal: number;
  /** Openings of the public share-link page per client address and minute (no account to count by). */
  shareLinkOpensPerMinute: number;
  /** Longest an upload may take (s, the body timeout): no upload slot is held longer (issue 36). */
  uploadMaxS: number;
  /** The slowest average an upload may have after its first `uploadPaceGraceS` (bytes/s; 0 = no floor). */
  uploadMinBytesPerS: number;
  uploadPaceGraceS: number;
}

export type FairUseVerdict = { ok: true } | { ok: false; retryAfterS: number };

const minuteMs = 60_000;

export class FairUse {
  constructor(
    private readonly limits: FairUseLimits,
    private readonly store: CounterStore,
  ) {}

  /** Counts one call of the user; refuses it when the minute's budget is spent. */
  async takeCall(userId: number, heavy: boolean): Promise<FairUseVerdict> {
    const general = await this.take(counterKey('calls', userId), this.limits.callsPerMinute);
    if (!general.ok || !heavy) return general;
    return this.take(counterKey('heavy', userId), this.limits.heavyCallsPerMinute);
  }

  /** Counts one opening of a share link from this address: guessing links costs a minute per few tries. */
  takeShareLinkOpen(clientAddress: string): Promise<FairUseVerdict> {
    return this.take(counterKey('share', clientAddress), this.limits.shareLinkOpensPerMinute);
  }

  /**
   * Starts an upload; returns the function that ends it, or null when too many are in progress.
   * Each slot expires after the longest allowed upload, so a process that dies mid-upload frees it.
   */
  async startUpload(userId: number): Promise<(() => Promise<void>) | null> {
    const ttlMs = Math.max(1, this.limits.uploadMaxS) * 1000 + 5_000;
    const mineKey = counterKey('uploads', userId);
    const mine = this.limits.uploadsPerUser > 0 ? await this.store.acquire(mineKey, this.limits.uploadsPerUser, ttlMs) : null;
    if (this.limits.uploadsPerUser > 0 && !mine) return null;
    const total = this.limits.uploadsTotal > 0 ? await this.store.acquire('uploads:all', this.limits.uploadsTotal, ttlMs) : null;
    if (this.limits.uploadsTotal > 0 && !total) {
      if (mine) await this.store.release(mineKey, mine);
      return null;
    }
    // The slot is free when the returned promise settles (a shared store answers later than the caller):
    // the route waits for it before its answer leaves, so the user's next upload is not refused.
    let ended: Promise<void> | null = null;
    return () => {
      ended ??= Promise.all([mine && this.store.release(mineKey, mine), total && this.store.release('uploads:all', total)]).then(
        () => undefined,
        () => undefined,
      );
      return ended;
    };
  }

  private async take(key: string, limit: number): Promise<FairUseVerdict> {
    if (limit <= 0) return { ok: true };
    const window = await this.store.hit(key, minuteMs);
    if (window.count <= limit) return { ok: true };
    return { ok: false, retryAfterS: Math.max(1, Math.ceil(window.resetMs / 1000)) };
  }
}
