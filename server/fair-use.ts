/**
 * Fair use of the API (issue 10): per-user call budgets per minute (a stricter one for uploads
 * and generated files), a cap on concurrent uploads per user and in total. In memory: the
 * embedded database runs in one process; behind several PostgreSQL processes each process
 * keeps its own counts (docs/decisions.md). A limit of 0 switches that limit off.
 */
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
}

export type FairUseVerdict = { ok: true } | { ok: false; retryAfterS: number };

interface Window {
  start: number;
  count: number;
}

const minuteMs = 60_000;

export class FairUse {
  private readonly calls = new Map<number, Window>();
  private readonly heavyCalls = new Map<number, Window>();
  private readonly shareLinkOpens = new Map<string, Window>();
  private readonly uploadsByUser = new Map<number, number>();
  private uploadsInProgress = 0;
  private lastSweep = 0;

  constructor(
    private readonly limits: FairUseLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one call of the user; refuses it when the minute's budget is spent. */
  takeCall(userId: number, heavy: boolean): FairUseVerdict {
    const at = this.now();
    this.sweep(at);
    const general = this.take(this.calls, userId, this.limits.callsPerMinute, at);
    if (!general.ok || !heavy) return general;
    return this.take(this.heavyCalls, userId, this.limits.heavyCallsPerMinute, at);
  }

  /** Counts one opening of a share link from this address: guessing links costs a minute per few tries. */
  takeShareLinkOpen(clientAddress: string): FairUseVerdict {
    const at = this.now();
    this.sweep(at);
    return this.take(this.shareLinkOpens, clientAddress, this.limits.shareLinkOpensPerMinute, at);
  }

  /** Starts an upload; returns the function that ends it, or null when too many are in progress. */
  startUpload(userId: number): (() => void) | null {
    const mine = this.uploadsByUser.get(userId) ?? 0;
    if (this.limits.uploadsPerUser > 0 && mine >= this.limits.uploadsPerUser) return null;
    if (this.limits.uploadsTotal > 0 && this.uploadsInProgress >= this.limits.uploadsTotal) return null;
    this.uploadsByUser.set(userId, mine + 1);
    this.uploadsInProgress += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.uploadsInProgress -= 1;
      const left = (this.uploadsByUser.get(userId) ?? 1) - 1;
      if (left > 0) this.uploadsByUser.set(userId, left);
      else this.uploadsByUser.delete(userId);
    };
  }

  private take<K>(windows: Map<K, Window>, key: K, limit: number, at: number): FairUseVerdict {
    if (limit <= 0) return { ok: true };
    let window = windows.get(key);
    if (!window || at - window.start >= minuteMs) {
      window = { start: at, count: 0 };
      windows.set(key, window);
    }
    if (window.count >= limit) return { ok: false, retryAfterS: Math.max(1, Math.ceil((window.start + minuteMs - at) / 1000)) };
    window.count += 1;
    return { ok: true };
  }

  /** Drops the windows of users who have been quiet for a minute, so memory follows the active users. */
  private sweep(at: number): void {
    if (at - this.lastSweep < minuteMs) return;
    this.lastSweep = at;
    for (const windows of [this.calls, this.heavyCalls, this.shareLinkOpens] as Map<unknown, Window>[]) {
      for (const [key, window] of windows) if (at - window.start >= minuteMs) windows.delete(key);
    }
  }
}
