import type { Database } from '../db/client';

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
  /** Failed sign-in attempts allowed per IP + user name per minute (default 10). */
  loginRateLimit?: number | null;
  publicUrl?: string | null;
}

export interface IdentityDeps {
  db: IdentityDb;
  config: IdentityConfig;
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
