import type { CounterStore } from '../limits/counters';
import type { StaffRole } from '../../contract/enums';
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
  /** A refresh that lost a race this many seconds after the winner gets the winner's successor (0 = never). Default 20. */
  refreshGraceS?: number | null;
  /** OpenID Connect sign-in, when configured (server/identity/oidc.ts). */
  oidc?: OidcConfig | null;
}

/** OpenID Connect provider settings (environment OIDC_*; see server/config.ts). */
export interface OidcConfig {
  /** The provider's issuer URL; its discovery document is read from `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  /** Client secret (client_secret_basic); absent for a public client (PKCE only). */
  clientSecret?: string | null;
  /** Scopes asked for; always includes `openid`. */
  scopes: string[];
  /** The ID-token claim that identifies the account. */
  claim: string;
  /** What the claim is compared with: the account's linked `oidc_subject`, or its user name. */
  match: 'subject' | 'login';
  /** The button on the sign-in page. */
  buttonLabel: string;
  /** Where the provider sends the browser back (absolute; PUBLIC_URL + /api/identita/oidc/navrat). */
  redirectUri: string;
}

export interface IdentityDeps {
  db: IdentityDb;
  config: IdentityConfig;
  /** The app's signing keys (server/identity/keys.ts); loaded from `config` when absent. */
  signingKeys?: SigningKeySet;
  /** Where authentication events are recorded (server/audit/); none in tests of identity alone. */
  audit?: AuthAuditSink;
  /** The counters every process shares (server/limits/); per process when absent (identity tests). */
  counters?: CounterStore;
}

/** Who makes an `access` call: from the verified access token and its live session row. */
export interface Caller {
  userId: number;
  /** doctor role (lékař) */
  jl: boolean;
  /** insured-person role (pojištěnec) */
  jp: boolean;
  /** The insurer's staff role (issue 34); null for everyone else. */
  pr: StaffRole | null;
  sessionId: string;
  instalaceId: string;
}
