import type { CounterStore } from './limits/counters';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { AuditSink } from './audit/types';
import type { SigningKeySet } from './identity/keys';
import type { Channels } from './services/notifications/channels';
import type { LocalReceivers } from './services/notifications/local-receivers';

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
  /** The ways a message leaves (e-mail, SMS, push): a confirmation code is sent through them at once. */
  channels: Channels;
  /** Demo mode without SMTP_URL: what the local SMTP server and SMS endpoint received (the staff page shows it). */
  localInbox: LocalReceivers | null;
}
