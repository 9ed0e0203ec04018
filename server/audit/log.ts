import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { auditLog } from '../db/schema';
import type { AccessEvent, AuditSink, AuthEvent } from './types';

type AuditRow = typeof auditLog.$inferInsert;

export interface AuditLogOptions {
  /** HMAC key for client addresses (server/identity/keys.ts `deriveKey`, or AUDIT_ADDRESS_KEY). */
  addressKey: Uint8Array;
  /** Buffered rows are written at least this often (ms). */
  flushMs?: number;
  /** A buffer this full is written at once. */
  maxBuffered?: number;
  /** Warnings without data (a failed flush). */
  warn?: (fields: Record<string, unknown>, message: string) => void;
}

/** Longest user name kept for a failed sign-in. */
const MAX_USER_NAME = 100;
/** Past this many unwritten rows (database down), the oldest are dropped and counted in a warning. */
const MAX_PENDING = 20_000;

// eslint-disable-next-line no-control-regex -- replacing control characters is the point
const unsafeCharacters = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** A user name as it may be stored: trimmed, short, without control or bidi characters. */
export function storableUserName(name: string | null | undefined): string | null {
  if (!name) return null;
  const clean = name.replace(unsafeCharacters, '\uFFFD').trim().slice(0, MAX_USER_NAME);
  return clean === '' ? null : clean;
}

/**
 * The audit log (issue 11 §1; docs/security.md "Audit log"). Reads and refusals are buffered in
 * memory and written in one multi-row insert every `flushMs` (default 250 ms) — no extra round
 * trip per request —, and on close. Writes are recorded in the write's own transaction by the
 * call adapter (server/routes/register.ts). The code has no update or delete of audit rows; the
 * retention purge is the SQL function `audit_log_purge`.
 */
export class AuditLog implements AuditSink {
  private buffer: AuditRow[] = [];
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  private purgeTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly flushMs: number;
  private readonly maxBuffered: number;
  /** Hashes of recent addresses: an HMAC per request was ~1 % of a cached read's CPU, and few addresses repeat a lot. */
  private readonly addressHashes = new Map<string, string>();

  constructor(
    private readonly db: Database,
    private readonly options: AuditLogOptions,
  ) {
    this.flushMs = options.flushMs ?? 250;
    this.maxBuffered = options.maxBuffered ?? 500;
  }

  /** Keyed hash of a client address: comparable within the log, useless without the server key. */
  addressHash(address: string | null | undefined): string | null {
    if (!address) return null;
    const known = this.addressHashes.get(address);
    if (known) return known;
    const hash = createHmac('sha256', this.options.addressKey).update(address).digest('hex').slice(0, 32);
    if (this.addressHashes.size >= 1000) this.addressHashes.clear();
    this.addressHashes.set(address, hash);
    return hash;
  }

  private accessRow(event: AccessEvent): AuditRow {
    return {
      at: new Date(),
      kind: 'PRISTUP',
      action: event.callId,
      operation: event.write ? 'ZAPIS' : 'CTENI',
      userId: event.userId,
      sessionId: event.sessionId,
      role: event.role,
      insuredPersonId: event.personId,
      recordId: event.recordId ?? null,
      result: event.result,
      clientHash: this.addressHash(event.clientAddress),
      purpose: event.purpose ?? null,
    };
  }

  private authRow(event: AuthEvent): AuditRow {
    return {
      at: new Date(),
      kind: 'AUTENTIZACE',
      action: event.event,
      userId: event.userId ?? null,
      sessionId: event.sessionId ?? null,
      result: event.result,
      userName: storableUserName(event.userName),
      clientHash: this.addressHash(event.clientAddress),
    };
  }

  recordAccess(event: AccessEvent): void {
    this.enqueue(this.accessRow(event));
  }

  async recordAccessIn(tx: Database | Transaction, event: AccessEvent): Promise<void> {
    await tx.insert(auditLog).values(this.accessRow(event));
  }

  async recordAccessesIn(tx: Database | Transaction, events: AccessEvent[]): Promise<void> {
    if (events.length > 0) await tx.insert(auditLog).values(events.map((event) => this.accessRow(event)));
  }

  recordAuthEvent(event: AuthEvent): void {
    this.enqueue(this.authRow(event));
  }

  async recordAuthEventIn(tx: Database | Transaction, event: AuthEvent): Promise<void> {
    await tx.insert(auditLog).values(this.authRow(event));
  }

  private enqueue(row: AuditRow): void {
    this.buffer.push(row);
    if (this.buffer.length >= this.maxBuffered) {
      void this.flush();
      return;
    }
    if (!this.timer && !this.closed) {
      this.timer = setTimeout(() => {
        this.timer = null;
        void this.flush();
      }, this.flushMs);
      this.timer.unref();
    }
  }

  async flush(): Promise<void> {
    // One insert at a time, in order; rows that arrive meanwhile wait for the next one.
    while (this.flushing) await this.flushing;
    if (this.buffer.length === 0) return;
    const rows = this.buffer;
    this.buffer = [];
    this.flushing = (async () => {
      try {
        await this.db.insert(auditLog).values(rows);
      } catch (error) {
        // Keep the rows for the next attempt (bounded), say so without any of their data.
        this.buffer = [...rows, ...this.buffer];
        const dropped = Math.max(0, this.buffer.length - MAX_PENDING);
        if (dropped > 0) this.buffer.splice(0, dropped);
        this.options.warn?.(
          { rows: rows.length, dropped, code: (error as { cause?: { code?: unknown } }).cause?.code },
          'audit: zápis se nezdařil',
        );
        if (!this.closed && !this.timer) {
          this.timer = setTimeout(
            () => {
              this.timer = null;
              void this.flush();
            },
            Math.max(this.flushMs, 1000),
          );
          this.timer.unref();
        }
      }
    })();
    try {
      await this.flushing;
    } finally {
      this.flushing = null;
    }
  }

  /** Purges rows past the retention now and then daily (the SQL function is the only deleting path). */
  startRetention(retentionDays: number): Promise<number> {
    const purge = async (): Promise<number> => {
      const result = await this.db.execute(sql`select audit_log_purge(${retentionDays}::integer) as removed`);
      const rows = (result as unknown as { rows: Array<{ removed: number | string | bigint }> }).rows;
      return Number(rows[0]?.removed ?? 0);
    };
    if (!this.purgeTimer && !this.closed) {
      this.purgeTimer = setInterval(
        () => {
          purge().catch((error: unknown) =>
            this.options.warn?.({ code: (error as { cause?: { code?: unknown } }).cause?.code }, 'audit: mazání starých záznamů selhalo'),
          );
        },
        24 * 3600 * 1000,
      );
      this.purgeTimer.unref();
    }
    return purge();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.purgeTimer) clearInterval(this.purgeTimer);
    this.timer = null;
    this.purgeTimer = null;
    await this.flush();
  }
}
