/**
 * The staff page "Odeslaná upozornění": the latest deliveries with their state, attempts and last
 * error (a code, no personal data), never the address or the person. In demo mode each carries the
 * message the local receiver got (its text and link), so a developer can read what was sent.
 */
import { desc, eq } from 'drizzle-orm';
import { DELIVERY_LIST_LIMIT, type DeliveryState, type UpozorneniDoruceni } from '../../../contract/notifications';
import type { Database } from '../../db/client';
import { notificationDeliveries, notificationEvents } from '../../db/schema';
import type { LocalReceivers } from './local-receivers';

const linkIn = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? null;

export async function staffDeliveries(
  db: Database,
  inbox: LocalReceivers | null,
  stav: DeliveryState | null | undefined,
): Promise<{ ukazkovyRezim: boolean; seznam: UpozorneniDoruceni[] }> {
  const rows = await db
    .select({
      id: notificationDeliveries.id,
      kategorie: notificationEvents.kategorie,
      kanal: notificationDeliveries.kanal,
      stav: notificationDeliveries.stav,
      pokusy: notificationDeliveries.pokusy,
      posledniChyba: notificationDeliveries.posledniChyba,
      createdAt: notificationDeliveries.createdAt,
      odeslatPo: notificationDeliveries.odeslatPo,
      odeslanoAt: notificationDeliveries.odeslanoAt,
    })
    .from(notificationDeliveries)
    .innerJoin(notificationEvents, eq(notificationEvents.id, notificationDeliveries.eventId))
    .where(stav ? eq(notificationDeliveries.stav, stav) : undefined)
    .orderBy(desc(notificationDeliveries.id))
    .limit(DELIVERY_LIST_LIMIT);
  const received = new Map(inbox?.messages.filter((m) => m.deliveryId).map((m) => [m.deliveryId as string, m]) ?? []);
  return {
    ukazkovyRezim: inbox !== null,
    seznam: rows.map((row) => {
      const message = received.get(String(row.id));
      return {
        id: row.id,
        kategorie: row.kategorie,
        kanal: row.kanal,
        stav: row.stav,
        pokusy: row.pokusy,
        posledniChyba: row.posledniChyba,
        vytvoreno: row.createdAt.toISOString(),
        odeslatPo: row.odeslatPo?.toISOString() ?? null,
        odeslano: row.odeslanoAt?.toISOString() ?? null,
        prijataZprava: message ? { predmet: message.predmet, text: message.text, odkaz: linkIn(message.text) } : null,
      };
    }),
  };
}
