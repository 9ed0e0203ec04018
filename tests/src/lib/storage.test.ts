import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  generateInstalaceId,
  getInstalaceId,
  getStored,
  removeStored,
  resetStorageFallback,
  setStored,
  storageKeys,
} from '../../../src/lib/storage';

describe('storage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    resetStorageFallback();
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the keys of document 1 §4 in the right storage', () => {
    const keys = Object.fromEntries(Object.entries(storageKeys).map(([name, def]) => [name, `${def.area}:${def.key}`]));
    expect(keys).toEqual({
      refreshTokenExpirace: 'session:zk.refreshTokenExpirace',
      zastupIndex: 'session:zk.zastupIndex',
      typUctu: 'session:zk.typUctu',
      // where a signed-out visit was going, for the tab only (beyond document 1 §4)
      navratPoPrihlaseni: 'session:zk.navratPoPrihlaseni',
      pacientId: 'session:zk.pacientId',
      instalaceId: 'local:zk.instalaceId',
      uzivatel: 'local:zk.uzivatel',
      uzivatele: 'local:zk.uzivatele',
      widgety: 'local:zk.widgety',
      banery: 'local:zk.banery',
      // the look, read by public/boot.js before the app starts (beyond document 1 §4)
      zobrazeni: 'local:zk.zobrazeni',
      // what public/boot.js sends to renew the session before the app's code has loaded
      aplikaceInfo: 'local:zk.aplikaceInfo',
    });
  });

  it('reads and writes typed values; empty values remove the key', () => {
    setStored('refreshTokenExpirace', '2025-06-05T10:30:00.000Z');
    expect(sessionStorage.getItem('zk.refreshTokenExpirace')).toBe('2025-06-05T10:30:00.000Z');
    setStored('refreshTokenExpirace', '');
    expect(sessionStorage.getItem('zk.refreshTokenExpirace')).toBeNull();
    setStored('zastupIndex', 2);
    expect(getStored('zastupIndex')).toBe(2);
    sessionStorage.setItem('zk.zastupIndex', 'x');
    expect(getStored('zastupIndex')).toBeNull();
    setStored('typUctu', 'LEKAR');
    expect(getStored('typUctu')).toBe('LEKAR');
    sessionStorage.setItem('zk.typUctu', 'ADMIN');
    expect(getStored('typUctu')).toBeNull();
    setStored('widgety', { skryte: ['prevence'] });
    expect(getStored('widgety')).toEqual({ skryte: ['prevence'] });
    removeStored('widgety');
    expect(localStorage.getItem('zk.widgety')).toBeNull();
  });

  it('keeps working in memory when storage throws', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    setStored('zastupIndex', 1);
    expect(getStored('zastupIndex')).toBe(1);
    const id = getInstalaceId();
    expect(getInstalaceId()).toBe(id);
  });

  it('generates installation ids of 21 characters [A-Za-z0-9_-]', () => {
    const ids = new Set(Array.from({ length: 200 }, generateInstalaceId));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });

  it('replaces a malformed stored installation id', () => {
    localStorage.setItem('zk.instalaceId', 'short');
    const id = getInstalaceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(localStorage.getItem('zk.instalaceId')).toBe(id);
  });
});
