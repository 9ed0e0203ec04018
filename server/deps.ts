import type { CounterStore } from './limits/counters';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { AuditSink } from './audit/types';
import type { SigningKeySet } from './identity/keys';

/**
 * What the app's parts (routes, services, identity) get: the database and the configuration.
 * A leaf module, so the parts can name it without importing app.ts (which imports them).
 */
export interface AppDeps {
  db: Database;
  config: ServerConfig;
  /** The audit log (server/audit/). */
  audit: AuditSink;
  /** Token signing keys (server/identity/keys.ts). */
  signingKeys: SigningKeySet;
  /** The counters every process shares: fair use, sign-in limiters, upload slots (server/limits/). */
  counters: CounterStore;
}
