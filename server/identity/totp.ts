import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { sha256 } from './tokens';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP), written on node:crypto:
 * HMAC-SHA1, 30-second steps, 6 digits — what every authenticator app (Google and Microsoft
 * Authenticator, Aegis, FreeOTP, 1Password…) reads from an `otpauth://` URI.
 */
export const TOTP_STEP_S = 30;
export const TOTP_DIGITS = 6;
/** Codes of the previous and the next step pass too (a phone's clock a little off). */
export const TOTP_WINDOW = 1;
/** 160-bit secrets (RFC 4226 recommends at least 128, SHA-1's block suits 160). */
const SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding (authenticator apps take it so). */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes base32 (any case, spaces and padding ignored); throws on other characters. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function generateTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** RFC 4226 HOTP: dynamic truncation of HMAC(secret, counter), `digits` decimal digits. */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS, algorithm: TotpAlgorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, secret).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = ((mac[offset] & 0x7f) << 24) | (mac[offset + 1] << 16) | (mac[offset + 2] << 8) | mac[offset + 3];
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of a moment (Unix milliseconds). */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_STEP_S);
}

/** The code of a base32 secret at a moment (Unix milliseconds). */
export function totpCode(secretBase32: string, nowMs: number = Date.now()): string {
  return hotp(base32Decode(secretBase32), totpStep(nowMs));
}

/**
 * The step whose code this is, within ±TOTP_WINDOW of now, or null. Steps at or before
 * `lastStep` never match: a code that was accepted once (or an older one) does not work again.
 */
export function matchTotp(secretBase32: string, code: string, nowMs: number, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const secret = base32Decode(secretBase32);
  const now = totpStep(nowMs);
  const given = Buffer.from(code);
  let matched: number | null = null;
  // Every candidate is computed and compared, so the time taken does not tell which one matched.
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step += 1) {
    const equal = timingSafeEqual(Buffer.from(hotp(secret, step)), given);
    if (equal && matched === null && (lastStep === null || step > lastStep)) matched = step;
  }
  return matched;
}

/** `otpauth://totp/Issuer:login?secret=…&issuer=…` (Google's Key Uri Format), shown as the QR code. */
export function otpauthUri(issuer: string, account: string, secretBase32: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_S),
  });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}

/** The secret in groups of four, as people type it into an app by hand. */
export function groupSecret(secretBase32: string): string {
  return secretBase32.replace(/(.{4})/g, '$1 ').trim();
}

// ---- recovery codes -----------------------------------------------------------------------------

export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L, 5/S, 2/Z, 8/B). */
const RECOVERY_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const RECOVERY_LENGTH = 12;

/** Ten codes like `K3PX-MWQA-7D4N` (12 characters of a 25-letter alphabet: about 56 bits each). */
export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes = new Set<string>();
  while (codes.size < count) {
    let raw = '';
    for (let i = 0; i < RECOVERY_LENGTH; i += 1) raw += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    codes.add(raw.replace(/(.{4})(?=.)/g, '$1-'));
  }
  return [...codes];
}

/** A typed recovery code without spaces and dashes, upper case; null when it cannot be one. */
export function normaliseRecoveryCode(typed: string): string | null {
  const raw = typed.replace(/[\s-]/g, '').toUpperCase();
  if (raw.length !== RECOVERY_LENGTH) return null;
  for (const char of raw) if (!RECOVERY_ALPHABET.includes(char)) return null;
  return raw;
}

/** How a recovery code is stored: SHA-256 of the user id and the normalised code (the code's entropy makes a slow hash unnecessary). */
export function recoveryCodeHash(userId: number, normalised: string): string {
  return sha256(`${userId}:${normalised}`);
}
