import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt from node:crypto, salted, stored as
 * `scrypt$N$r$p$<salt base64url>$<hash base64url>`. Verification recomputes with the stored
 * parameters and compares in constant time.
 *
 * Cost: N = 2^17, r = 8, p = 1 (OWASP's current guidance for scrypt; about 128 MiB and a few
 * hundred milliseconds per hash). A stored hash with other parameters (older, cheaper ones) is
 * replaced at the next successful sign-in (`needsRehash`).
 */
export interface PasswordHashParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** What every server uses. Only `setTestPasswordHashCost` (tests) changes it. */
export const PRODUCTION_PASSWORD_HASH_PARAMS: Readonly<PasswordHashParams> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

let current: Readonly<PasswordHashParams> = PRODUCTION_PASSWORD_HASH_PARAMS;

/**
 * Test-only: a cheaper cost, so the suites that sign in hundreds of times stay fast. It is never
 * called by the server (nothing but the test setup imports it), and it refuses to run in a
 * production process. `null` goes back to the production default.
 */
export function setTestPasswordHashCost(params: PasswordHashParams | null): void {
  if (process.env.NODE_ENV === 'production') throw new Error('setTestPasswordHashCost is for tests only');
  current = params ? Object.freeze({ ...params }) : PRODUCTION_PASSWORD_HASH_PARAMS;
}

/** The parameters new hashes are made with. */
export function passwordHashParams(): Readonly<PasswordHashParams> {
  return current;
}

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Node refuses scrypt above `maxmem` (default 32 MiB): 128·N·r·p bytes plus headroom. */
export function maxmemFor(n: number, r: number, p: number): number {
  return 128 * n * r * p + 16 * 1024 * 1024;
}

export async function hashPassword(password: string, params: PasswordHashParams = current): Promise<string> {
  const { N, r, p } = params;
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p, maxmem: maxmemFor(N, r, p) });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  n: number;
  r: number;
  p: number;
  salt: Buffer;
  expected: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [n, r, p] = parts.slice(1, 4).map((v) => Number.parseInt(v, 10));
  // Bounds keep a tampered hash from making us burn memory or CPU.
  const powerOfTwo = n > 1 && (n & (n - 1)) === 0;
  if (!powerOfTwo || n > 1 << 20 || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 16)) return null;
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  if (salt.length < 8 || expected.length < 16 || expected.length > 128) return null;
  return { n, r, p, salt, expected };
}

/** False for a wrong password and for a malformed or unsupported hash (never throws for those). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { n, r, p, salt, expected } = parsed;
  const actual = await scrypt(password, salt, expected.length, { N: n, r, p, maxmem: maxmemFor(n, r, p) });
  return timingSafeEqual(actual, expected);
}

/** True when a (valid) stored hash was made with other parameters than new hashes get: replace it at the next sign-in. */
export function needsRehash(stored: string, params: PasswordHashParams = current): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  return parsed.n !== params.N || parsed.r !== params.r || parsed.p !== params.p || parsed.expected.length !== KEY_LENGTH;
}
