/**
 * What the registered-devices screen adds to identity's device list: whether the device is
 * signed in now (a live session with a refresh token still valid) and whether it gets push
 * notifications.
 */
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { devices, pushSubscriptions, refreshTokens, sessions } from '../../db/schema';
import { deviceLabel } from './device-name';

export interface DeviceExtras {
  prihlaseno: boolean;
  oznameni: boolean;
}

/** By installation id, for every device of the user. */
export async function deviceExtrasOf(db: Database, userId: number, now: Date = new Date()): Promise<Map<string, DeviceExtras>> {
  const [live, pushed] = await Promise.all([
    db
      .selectDistinct({ instalaceId: sessions.instalaceId })
      .from(sessions)
      .innerJoin(refreshTokens, eq(refreshTokens.sessionId, sessions.id))
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          gt(sessions.absoluteExpiresAt, now),
          isNull(refreshTokens.usedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      ),
    db
      .select({ instalaceId: devices.instalaceId })
      .from(pushSubscriptions)
      .innerJoin(devices, eq(devices.id, pushSubscriptions.deviceId))
      .where(eq(devices.userId, userId)),
  ]);
  const signedIn = new Set(live.map((row) => row.instalaceId));
  const notified = new Set(pushed.map((row) => row.instalaceId));
  const rows = await db.select({ instalaceId: devices.instalaceId }).from(devices).where(eq(devices.userId, userId));
  return new Map(
    rows.map((row) => [row.instalaceId, { prihlaseno: signedIn.has(row.instalaceId), oznameni: notified.has(row.instalaceId) }]),
  );
}

/** How many devices the user has (repeats of one device merged, as the list shows them), and how many get push notifications (the hub's summary). */
export async function deviceCountsOf(db: Database, userId: number): Promise<{ zarizeni: number; oznameni: number }> {
  const [all, pushed] = await Promise.all([
    db
      .select({ platforma: devices.platforma, verzeBrowser: devices.verzeBrowser, verzeOs: devices.verzeOs })
      .from(devices)
      .where(eq(devices.userId, userId)),
    db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),
  ]);
  const distinct = new Set(all.map((row) => `${row.platforma}|${deviceLabel(row)}`));
  return { zarizeni: distinct.size, oznameni: Number(pushed[0]?.n ?? 0) };
}

/** One row of the device list as the server answers it (contract deviceSchema), before merging. */
export interface ListedDevice {
  instalaceId: string;
  nazev: string;
  platforma: 'Android' | 'iOS' | 'WEB';
  verzeAplikace: string;
  verzeBrowser: string | null;
  verzeOs: string | null;
  registrovano: string;
  naposledyPouzito: string;
  aktualni: boolean;
  prihlaseno: boolean;
  oznameni: boolean;
  oznaceni: string;
  instalace: string[];
}

/**
 * Merges repeats of one device: the same kind of app, browser and system ("Chrome · Android 14")
 * registered under several installation ids (a cleared browser storage registers anew). The entry
 * shows the current installation, else the most recently used; it counts as signed in or notified
 * when any of them is, registered since the first and last used at the latest. Order: this device
 * first, then by last use.
 */
export function mergeDeviceRepeats(rows: readonly Omit<ListedDevice, 'instalace'>[]): ListedDevice[] {
  const groups = new Map<string, Omit<ListedDevice, 'instalace'>[]>();
  for (const row of rows) {
    const key = `${row.platforma}|${row.oznaceni}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const merged = [...groups.values()].map((group) => {
    const ordered = [...group].sort(
      (a, b) => Number(b.aktualni) - Number(a.aktualni) || b.naposledyPouzito.localeCompare(a.naposledyPouzito),
    );
    const head = ordered[0]!;
    return {
      ...head,
      registrovano: ordered.map((d) => d.registrovano).reduce((a, b) => (a < b ? a : b)),
      naposledyPouzito: ordered.map((d) => d.naposledyPouzito).reduce((a, b) => (a > b ? a : b)),
      aktualni: ordered.some((d) => d.aktualni),
      prihlaseno: ordered.some((d) => d.prihlaseno),
      oznameni: ordered.some((d) => d.oznameni),
      instalace: ordered.map((d) => d.instalaceId),
    };
  });
  return merged.sort((a, b) => Number(b.aktualni) - Number(a.aktualni) || b.naposledyPouzito.localeCompare(a.naposledyPouzito));
}
