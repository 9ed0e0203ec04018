import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes: scrypt from node:crypto, salted, stored as
 * `scrypt$N$r$p$<salt base64url>$<hash base64url>`. Verification recomputes with the stored
 * parameters and compares in constant time.
 */
const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

function maxmemFor(n: number, r: number, p: number): number {
  return 128 * n * r * p + 16 * 1024 * 1024;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: maxmemFor(N, R, P) });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** False for a wrong password and for a malformed or unsupported hash (never throws for those). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map((v) => Number.parseInt(v, 10));
  // Bounds keep a tampered hash from making us burn memory or CPU.
  const powerOfTwo = n > 1 && (n & (n - 1)) === 0;
  if (!powerOfTwo || n > 1 << 20 || !(r >= 1 && r <= 32) || !(p >= 1 && p <= 16)) return false;
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  if (salt.length < 8 || expected.length < 16 || expected.length > 128) return false;
  const actual = await scrypt(password, salt, expected.length, { N: n, r, p, maxmem: maxmemFor(n, r, p) });
  return timingSafeEqual(actual, expected);
}
