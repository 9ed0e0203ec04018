import type { Database } from '../db/client';
import type { AuthAuditSink } from '../audit/types';
import type { SigningKeySet } from './keys';

/** The Drizzle database (PGlite or node-postgres) of server/db/client.ts. */
export type IdentityDb = Database;

/** The parts of `ServerConfig` (server/config.ts) that identity reads. */
export interface IdentityConfig {
  accessTtlS: number;
  refreshTtlS: number;
  sessionMaxS: number;
  ticketTtlS: number;
  demoMode: boolean;
  jwtSecret?: string | null;
  jwtKeysFile?: string | null;
  dataDir?: string;
  production?: boolean;
  /** Failed sign-in attempts allowed per IP + user name per minute (default 10). */
  loginRateLimit?: number | null;
  publicUrl?: string | null;
}

export interface IdentityDeps {
  db: IdentityDb;
  config: IdentityConfig;
  /** The app's signing keys (server/identity/keys.ts); loaded from `config` when absent. */
  signingKeys?: SigningKeySet;
  /** Where authentication events are recorded (server/audit/); none in tests of identity alone. */
  audit?: AuthAuditSink;
}

/** Who makes an `access` call: from the verified access token and its live session row. */
export interface Caller {
  userId: number;
  /** doctor role (lékař) */
  jl: boolean;
  /** insured-person role (pojištěnec) */
  jp: boolean;
  sessionId: string;
  instalaceId: string;
}
