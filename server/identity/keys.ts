import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * Token signing keys (HS256), each with a `kid` that goes into the token header. The first key
 * of the set that may sign now signs; every key of the set verifies. A key may carry `signFrom`
 * (an ISO instant): it verifies as soon as it is listed but signs only from then. Rotation
 * without signing anyone out, also during a rolling restart (issue 36): list the new key first
 * with `signFrom` after the restart of the last process, restart the processes one by one (each
 * verifies the new key before any signs with it), keep the old key listed until the longest
 * session has ended (SESSION_MAX_S), then remove it (docs/deploy.md).
 *
 * Where the keys come from (a configured key never from the database):
 * - `JWT_KEYS_FILE`: `{ "keys": [{ "kid": "2025-06", "secret": "…32+ characters…" }, …] }`;
 * - `JWT_SECRET`: one key, its kid derived from a hash of the secret;
 * - neither, outside production or with demo mode explicitly on: a key file generated once in
 *   `DATA_DIR` (`jwt-keys.json`, mode 0600) with a warning — on PostgreSQL one generated key kept in
 *   the database instead, so every process of a demo shares it (demo-keys.ts); in tests (NODE_ENV=test) a random key
 *   held in memory. Production without a key never gets here (server/config.ts refuses to start).
 */
export interface SigningKey {
  kid: string;
  key: Uint8Array;
}

export interface SigningKeySet {
  /** Signs new tokens: the first key whose `signFrom` has come (read at each use). */
  readonly current: SigningKey;
  /** Verifies tokens, by kid. */
  byKid: ReadonlyMap<string, Uint8Array>;
  /** Where the keys came from (for the start-up log; never the keys). */
  source: 'JWT_SECRET' | 'JWT_KEYS_FILE' | 'generated-file' | 'memory';
}

export interface KeyConfig {
  jwtSecret?: string | null;
  jwtKeysFile?: string | null;
  dataDir?: string;
  production?: boolean;
  demoMode?: boolean;
}

export const GENERATED_KEYS_FILE = 'jwt-keys.json';
const kidPattern = /^[A-Za-z0-9._-]{1,64}$/;

const keysFileSchema = z.object({
  keys: z
    .array(
      z.object({
        kid: z.string().regex(kidPattern, 'kid: 1–64 znaků A–Z, a–z, 0–9, . _ -'),
        secret: z.string().min(32, 'secret: alespoň 32 znaků'),
        signFrom: z.iso.datetime({ offset: true, message: 'signFrom: okamžik ISO 8601 (2026-12-10T08:00:00Z)' }).optional(),
      }),
    )
    .min(1, 'alespoň jeden klíč')
    .refine(
      (keys) => keys.some((k) => k.signFrom === undefined),
      'alespoň jeden klíč bez signFrom (ten podepisuje, než nastane signFrom nového)',
    )
    .refine((keys) => new Set(keys.map((k) => k.kid)).size === keys.length, 'kid se nesmí opakovat'),
});

export class KeyConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeyConfigError';
  }
}

const encode = (secret: string) => new TextEncoder().encode(secret);

function setOf(
  keys: Array<{ kid: string; secret: string; signFrom?: string }>,
  source: SigningKeySet['source'],
  now: () => number = Date.now,
): SigningKeySet {
  const byKid = new Map(keys.map((k) => [k.kid, encode(k.secret)] as const));
  const signers = keys.map((k) => ({ kid: k.kid, key: byKid.get(k.kid)!, from: k.signFrom ? Date.parse(k.signFrom) : -Infinity }));
  return {
    get current(): SigningKey {
      const at = now();
      // The schema guarantees a key without signFrom, so one always qualifies.
      const signer = signers.find((k) => k.from <= at) ?? signers[signers.length - 1];
      return { kid: signer.kid, key: signer.key };
    },
    byKid,
    source,
  };
}

/** Reads and checks a keys file; a clear Czech message for every fault. */
export function readKeysFile(file: string, source: SigningKeySet['source'] = 'JWT_KEYS_FILE', now: () => number = Date.now): SigningKeySet {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new KeyConfigError(`Soubor klíčů ${file} nelze přečíst: ${(error as NodeJS.ErrnoException).code ?? 'chyba čtení'}`);
  }
  return keysFromJson(text, `Soubor klíčů ${file}`, source, now);
}

/** Checks the JSON of a key set (`{ "keys": [...] }`); `where` names it in the Czech message. */
export function keysFromJson(text: string, where: string, source: SigningKeySet['source'], now: () => number = Date.now): SigningKeySet {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new KeyConfigError(`${where}: neplatný JSON`);
  }
  const parsed = keysFileSchema.safeParse(raw);
  if (!parsed.success) {
    throw new KeyConfigError(`${where} je neplatný: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  }
  return setOf(parsed.data.keys, source, now);
}

/** True when `loadSigningKeys` would generate a key (no key configured, not in tests). */
export function usesGeneratedKey(config: KeyConfig, options: { test?: boolean } = {}): boolean {
  return !config.jwtKeysFile && !config.jwtSecret && !options.test && Boolean(config.dataDir);
}

/** The kid of a JWT_SECRET key: a short hash of it (stable across restarts, reveals nothing). */
export function kidOfSecret(secret: string): string {
  return `s-${createHash('sha256').update(secret).digest('hex').slice(0, 12)}`;
}

/** A new keys file with one random key, readable by its owner only; an existing file is kept. */
function generatedKeysFile(dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, GENERATED_KEYS_FILE);
  const content = JSON.stringify({
    keys: [{ kid: `demo-${randomBytes(4).toString('hex')}`, secret: randomBytes(32).toString('base64url') }],
  });
  try {
    fs.writeFileSync(file, `${content}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return file;
}

export function loadSigningKeys(config: KeyConfig, options: { warn?: (message: string) => void; test?: boolean } = {}): SigningKeySet {
  if (config.jwtKeysFile) return readKeysFile(config.jwtKeysFile);
  if (config.jwtSecret) return setOf([{ kid: kidOfSecret(config.jwtSecret), secret: config.jwtSecret }], 'JWT_SECRET');
  if (config.production && !config.demoMode) {
    throw new KeyConfigError('Chybí podpisový klíč (JWT_SECRET nebo JWT_KEYS_FILE). / No signing key (JWT_SECRET or JWT_KEYS_FILE).');
  }
  if (options.test || !config.dataDir) return setOf([{ kid: 'memory', secret: randomBytes(32).toString('base64url') }], 'memory');
  const file = generatedKeysFile(config.dataDir);
  options.warn?.(
    `Podpisový klíč je vygenerovaný v ${file} (ukázkový režim, jen pro vyzkoušení). ` +
      'Pro provoz nastavte JWT_SECRET nebo JWT_KEYS_FILE (docs/security.md).',
  );
  return readKeysFile(file, 'generated-file');
}

/** A derived key for another purpose (the audit log's address hashes), independent of the signing key's use. */
export function deriveKey(keys: SigningKeySet, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', keys.current.key, Buffer.alloc(0), `zk:${purpose}`, 32));
}
