/**
 * Every key the app keeps in the browser's storage (document 1 §4), in one place, with typed
 * get / set / remove helpers. Storage can throw (disabled cookies, private mode, quota); then the
 * helpers fall back to memory for the life of the page, so the app keeps working.
 */
import type { AplikaceInfo } from '../../contract/app';
import type { AccountType } from '../../contract/enums';

export type StorageArea = 'session' | 'local';

interface KeyDefinition<T> {
  area: StorageArea;
  key: string;
  parse: (raw: string) => T | null;
  serialize: (value: T) => string;
}

const text = (area: StorageArea, key: string): KeyDefinition<string> => ({
  area,
  key,
  parse: (raw) => raw,
  serialize: (value) => value,
});

const json = <T>(area: StorageArea, key: string): KeyDefinition<T> => ({
  area,
  key,
  parse: (raw) => {
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  serialize: (value) => JSON.stringify(value),
});

const integer = (area: StorageArea, key: string): KeyDefinition<number> => ({
  area,
  key,
  parse: (raw) => (/^-?\d+$/.test(raw.trim()) ? Number(raw) : null),
  serialize: (value) => String(value),
});

export type StoredAccountType = AccountType;

const accountType = (area: StorageArea, key: string): KeyDefinition<StoredAccountType> => ({
  area,
  key,
  parse: (raw) => (raw === 'POJISTENEC' || raw === 'LEKAR' ? raw : null),
  serialize: (value) => value,
});

/** The keys. Session storage lives as long as the tab; local storage survives it. */
export const storageKeys = {
  /** The refresh token's expiry (ISO); the token itself is in an HttpOnly cookie. */
  refreshTokenExpirace: text('session', 'zk.refreshTokenExpirace'),
  /** The active represented-person index. */
  zastupIndex: integer('session', 'zk.zastupIndex'),
  /** The account type chosen by a user holding both roles. */
  typUctu: accountType('session', 'zk.typUctu'),
  /** Where a signed-out visit was going (an e-mail's link): opened once the sign-in completes. */
  navratPoPrihlaseni: text('session', 'zk.navratPoPrihlaseni'),
  /** The doctor's current patient id. */
  pacientId: text('session', 'zk.pacientId'),
  /** The installation id: 21 random characters, generated once. */
  instalaceId: text('local', 'zk.instalaceId'),
  /** The active user. */
  uzivatel: json<unknown>('local', 'zk.uzivatel'),
  /** The user list. */
  uzivatele: json<unknown[]>('local', 'zk.uzivatele'),
  /** Dashboard widgets (pinned / hidden). */
  widgety: json<unknown>('local', 'zk.widgety'),
  /** Banners (e.g. dismissed ones). */
  banery: json<unknown>('local', 'zk.banery'),
  /** The look (theme, larger text) as last saved, for public/boot.js to apply before the first paint. */
  zobrazeni: json<{ motiv: string; vetsiPismo: boolean }>('local', 'zk.zobrazeni'),
  /** aplikaceInfo as last sent, the browser it describes and the API it went to, for public/boot.js to renew the session early. */
  aplikaceInfo: json<{ userAgent: string; aplikaceInfo: AplikaceInfo; apiBase?: string }>('local', 'zk.aplikaceInfo'),
} as const;

export type StorageKeyName = keyof typeof storageKeys;
export type StoredValue<K extends StorageKeyName> = (typeof storageKeys)[K] extends KeyDefinition<infer T> ? T : never;

const memory: Record<StorageArea, Map<string, string>> = { session: new Map(), local: new Map() };

function areaStorage(area: StorageArea): Storage | null {
  try {
    const storage = area === 'session' ? globalThis.sessionStorage : globalThis.localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

function readRaw(area: StorageArea, key: string): string | null {
  const storage = areaStorage(area);
  if (storage) {
    try {
      return storage.getItem(key);
    } catch {
      // fall through to memory
    }
  }
  return memory[area].get(key) ?? null;
}

function writeRaw(area: StorageArea, key: string, value: string | null): void {
  if (value === null) memory[area].delete(key);
  else memory[area].set(key, value);
  const storage = areaStorage(area);
  if (!storage) return;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
    memory[area].delete(key);
  } catch {
    // kept in memory
  }
}

/** The stored value, parsed; null when absent, unreadable or storage is unavailable. */
export function getStored<K extends StorageKeyName>(name: K): StoredValue<K> | null {
  const definition = storageKeys[name] as unknown as KeyDefinition<StoredValue<K>>;
  const raw = readRaw(definition.area, definition.key);
  return raw === null ? null : definition.parse(raw);
}

/** Stores a value; null, undefined or '' removes the key. */
export function setStored<K extends StorageKeyName>(name: K, value: StoredValue<K> | null | undefined): void {
  const definition = storageKeys[name] as unknown as KeyDefinition<StoredValue<K>>;
  if (value === null || value === undefined || value === '') writeRaw(definition.area, definition.key, null);
  else writeRaw(definition.area, definition.key, definition.serialize(value));
}

export function removeStored(name: StorageKeyName): void {
  const definition = storageKeys[name];
  writeRaw(definition.area, definition.key, null);
}

// ---- wizard drafts ----------------------------------------------------------------------------

/**
 * A wizard's draft (the values entered so far), kept in session storage so a reload resumes it:
 * one key per flow and person, 'zk.koncept.<flow>.<pojistenecId>'. The wizard removes it after
 * a successful submit; `removeStoredDrafts` removes every one (for the end of a session).
 */
const DRAFT_PREFIX = 'zk.koncept.';
const draftKey = (flow: string, pojistenecId: string) => `${DRAFT_PREFIX}${flow}.${pojistenecId}`;

/** The stored draft, parsed; null when absent or unreadable (the caller checks its shape). */
export function getStoredDraft(flow: string, pojistenecId: string): unknown {
  const raw = readRaw('session', draftKey(flow, pojistenecId));
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function setStoredDraft(flow: string, pojistenecId: string, draft: unknown): void {
  writeRaw('session', draftKey(flow, pojistenecId), JSON.stringify(draft));
}

export function removeStoredDraft(flow: string, pojistenecId: string): void {
  writeRaw('session', draftKey(flow, pojistenecId), null);
}

/** Removes every wizard draft of the tab. */
export function removeStoredDrafts(): void {
  for (const key of [...memory.session.keys()]) if (key.startsWith(DRAFT_PREFIX)) memory.session.delete(key);
  const storage = areaStorage('session');
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // nothing more can be done
  }
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
export const INSTALACE_ID_PATTERN = /^[A-Za-z0-9_-]{21}$/;

/** 21 characters of [A-Za-z0-9_-] from crypto.getRandomValues (64 symbols: no modulo bias). */
export function generateInstalaceId(): string {
  const bytes = new Uint8Array(21);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ID_ALPHABET[byte & 63];
  return id;
}

/** The installation id (document 1 §4): generated once and kept in local storage. */
export function getInstalaceId(): string {
  const stored = getStored('instalaceId');
  if (stored && INSTALACE_ID_PATTERN.test(stored)) return stored;
  const id = generateInstalaceId();
  setStored('instalaceId', id);
  return id;
}

/** For tests: forget the in-memory fallback. */
export function resetStorageFallback(): void {
  memory.session.clear();
  memory.local.clear();
}
