/**
 * Where the card in the pocket is kept (src/lib/offline-card.ts writes it), and its removal at
 * sign-out. Its own small module: the session's sign-out needs it in the first download, the
 * card's formatting (with the contract's labels) does not.
 */
export const OFFLINE_CACHE = 'zk-offline-karta';
export const OFFLINE_DATA_URL = '/offline/data.json';

export const cacheStorage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches);

/** Removes everything kept for offline use (sign-out). */
export async function forgetOfflineData(): Promise<void> {
  try {
    await cacheStorage()?.delete(OFFLINE_CACHE);
  } catch {
    // nothing kept, or storage unavailable
  }
}
