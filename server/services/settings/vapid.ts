/**
 * The VAPID key pair the server signs its Web Push requests with (RFC 8292). From the
 * environment (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, production); otherwise generated once and kept
 * in <DATA_DIR>/vapid-keys.json (mode 0600), like a demo server's other secrets. Every server of
 * one deployment must use the same pair: browsers bind a subscription to the public key.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const isKeys = (value: unknown): value is VapidKeys =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VapidKeys).publicKey === 'string' &&
  typeof (value as VapidKeys).privateKey === 'string' &&
  /^[A-Za-z0-9_-]{80,100}$/.test((value as VapidKeys).publicKey) &&
  /^[A-Za-z0-9_-]{40,50}$/.test((value as VapidKeys).privateKey);

const cache = new Map<string, VapidKeys>();

function readKeyFile(file: string): VapidKeys | null {
  try {
    const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return isKeys(parsed) ? { publicKey: parsed.publicKey, privateKey: parsed.privateKey } : null;
  } catch {
    return null;
  }
}

/** The file the generated pair is kept in. */
export const vapidKeyFile = (dataDir: string) => path.join(dataDir, 'vapid-keys.json');

/** The key pair: configured, or read from (or first written to) the data directory. */
export async function vapidKeys(config: Pick<ServerConfig, 'vapid' | 'dataDir'>): Promise<VapidKeys> {
  if (config.vapid) return config.vapid;
  const file = vapidKeyFile(config.dataDir);
  const cached = cache.get(file);
  if (cached) return cached;
  let keys = readKeyFile(file);
  if (!keys) {
    // web-push loads when it is needed (once per data directory), not on every server start.
    const { default: webpush } = await import('web-push');
    const generated = webpush.generateVAPIDKeys();
    fs.mkdirSync(config.dataDir, { recursive: true });
    try {
      // Exclusive create: when two processes race, the first file wins and both use it.
      fs.writeFileSync(file, JSON.stringify(generated), { flag: 'wx', mode: 0o600 });
      keys = generated;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      keys = readKeyFile(file);
      if (!keys) throw new Error(`${file}: the VAPID key file cannot be read`);
    }
  }
  cache.set(file, keys);
  return keys;
}
