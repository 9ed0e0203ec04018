import type { PersonId } from '../../contract/ids';
import type { Database, Transaction } from '../db/client';

/** In which role the caller touched the person's data. */
/** ODKAZ: whoever opened a share link of the emergency card (no account). */
/** PRACOVNIK: the insurer's staff member (issue 34); SYSTEM: the insurer's core system (a machine client). */
/** ZAMESTNAVATEL: an employer's benefits programme (a machine client) reading check-up dates with the person's consent (issue 35). */
export type AuditRole = 'SAM' | 'ZASTUPCE' | 'LEKAR' | 'ODKAZ' | 'PRACOVNIK' | 'SYSTEM' | 'ZAMESTNAVATEL';
export type AuditResult = 'POVOLENO' | 'ODEPRENO';

/**
 * Authentication events. The identity engineer's later events (second factor, OpenID Connect)
 * are added here: `TOTP_*`, `OIDC_*`.
 */
export const authEvents = [
  'PRIHLASENI',
  'PRIHLASENI_NEUSPESNE',
  'LISTEK_VYMENEN',
  'LISTEK_NEPLATNY',
  'LISTEK_JINY_PROHLIZEC',
  'OBNOVENI',
  'OBNOVENI_SOUBEH',
  'OBNOVENI_ZNOVU_POUZITO',
  'ODHLASENI',
  'ZARIZENI_ODEBRANO',
  'OSTATNI_ZARIZENI_ODHLASENA',
  'DRUHY_FAKTOR_NEUSPESNE',
  'DRUHY_FAKTOR_ZAPNUT',
  'DRUHY_FAKTOR_VYPNUT',
  'PRIHLASENI_OIDC',
  // A machine client's token (issue 34): issued, or its credentials refused (the client name tried).
  'TOKEN_KLIENTA',
  'TOKEN_KLIENTA_NEUSPESNE',
] as const;
export type AuthEventType = (typeof authEvents)[number];

/** One per-person call: who, in which role, whose data, which call and record, the result. */
export interface AccessEvent {
  /** Null for an opening of a share link (no account). */
  userId: number | null;
  sessionId: string | null;
  role: AuditRole | null;
  personId: PersonId;
  callId: string;
  recordId?: string | null;
  write: boolean;
  result: AuditResult;
  /** The client's address: only its keyed hash is stored. */
  clientAddress?: string | null;
  /** Why the insurer touched the data (staff and machine clients), in Czech: "vyřizování žádosti č. 12". */
  purpose?: string | null;
}

export interface AuthEvent {
  event: AuthEventType;
  result: AuditResult;
  userId?: number | null;
  sessionId?: string | null;
  /** Failed sign-ins: the user name that was tried. */
  userName?: string | null;
  clientAddress?: string | null;
}

/** What identity needs: authentication events, buffered, or inside the caller's transaction. */
export interface AuthAuditSink {
  recordAuthEvent(event: AuthEvent): void;
  recordAuthEventIn(tx: Database | Transaction, event: AuthEvent): Promise<void>;
}

/** The whole audit API (server/audit/log.ts). */
export interface AuditSink extends AuthAuditSink {
  /** A read or a refused call: buffered, written within ~250 ms in one multi-row insert. */
  recordAccess(event: AccessEvent): void;
  /** A write: in the write's own transaction, so both are stored or neither. */
  recordAccessIn(tx: Database | Transaction, event: AccessEvent): Promise<void>;
  /** Several reads stored now in one insert (a doctor's patient list: one row per patient). */
  recordAccessesIn(tx: Database | Transaction, events: AccessEvent[]): Promise<void>;
  /** Writes whatever is buffered now. */
  flush(): Promise<void>;
  /** Stops the timers and writes the rest (server shutdown). */
  close(): Promise<void>;
}
