/**
 * Demo mode on PostgreSQL without a configured key (issue 36): every process of the demo shares
 * one generated signing key through the database, so a token signed by one verifies on the others.
 * Only in demo mode: production without JWT_SECRET or JWT_KEYS_FILE is refused by the configuration,
 * and a configured key never goes to the database. The first process to start writes the key; the
 * others read it (insert … on conflict do nothing, then read: one key whoever comes first).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSettings } from '../db/schema';
import { keysFromJson, type SigningKeySet } from './keys';

export const DEMO_KEYS_SETTING = 'demo_jwt_keys';

export async function sharedDemoKeys(db: Database): Promise<SigningKeySet> {
  const generated = JSON.stringify({
    keys: [{ kid: `demo-${randomBytes(4).toString('hex')}`, secret: randomBytes(32).toString('base64url') }],
  });
  await db.insert(serverSettings).values({ key: DEMO_KEYS_SETTING, value: generated }).onConflictDoNothing();
  const [row] = await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, DEMO_KEYS_SETTING));
  return keysFromJson(row.value, 'database (demo)', 'generated-file');
}
