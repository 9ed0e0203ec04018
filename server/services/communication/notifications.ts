/**
 * The insurer's notifications and answers (the `messages` table): the list, one notification,
 * marking one read. The unread count is the one the bell and the start-page widget show
 * (GET /poj/widgetZpravyNeprectene counts the same rows).
 */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { MessageKind, NotificationKind } from '../../../contract/enums';
import type { PersonId } from '../../../contract/ids';
import type { UpozorneniDetail, UpozorneniPolozka } from '../../../contract/communication';
import type { Database } from '../../db/client';
import { messageThreads, messagesTable } from '../../db/schema';
import { notFoundError } from '../../plugins/errors';
import { requireRecordId } from '../record-id';

type MessageRow = typeof messagesTable.$inferSelect;

const PREVIEW_LENGTH = 160;

function preview(telo: string): string {
  const chars = Array.from(telo.replace(/\s+/g, ' ').trim());
  return chars.length <= PREVIEW_LENGTH
    ? chars.join('')
    : `${chars
        .slice(0, PREVIEW_LENGTH - 1)
        .join('')
        .trimEnd()}…`;
}

async function threadKinds(db: Database, personId: PersonId, rows: MessageRow[]): Promise<Map<string, MessageKind>> {
  const ids = [...new Set(rows.map((row) => row.vlakno).filter((v): v is string => v !== null))];
  if (ids.length === 0) return new Map();
  const threads = await db
    .select({ vlakno: messageThreads.vlakno, druh: messageThreads.druh })
    .from(messageThreads)
    .where(and(eq(messageThreads.insuredPersonId, personId), inArray(messageThreads.vlakno, ids)));
  return new Map(threads.map((t) => [t.vlakno, t.druh as MessageKind]));
}

function item(row: MessageRow, kinds: Map<string, MessageKind>): UpozorneniPolozka {
  // A thread id that is not one of the person's threads is not shown as a link.
  const kind = row.vlakno ? (kinds.get(row.vlakno) ?? null) : null;
  return {
    id: row.id,
    druh: row.druh as NotificationKind,
    nadpis: row.nadpis,
    nahled: preview(row.telo),
    datum: row.createdAt.toISOString(),
    precteno: row.readAt !== null,
    vlakno: kind ? row.vlakno : null,
    druhVlakna: kind,
  };
}

export async function unreadCount(db: Database, personId: PersonId): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messagesTable)
    .where(and(eq(messagesTable.insuredPersonId, personId), isNull(messagesTable.readAt)));
  return Number(row?.n ?? 0);
}

/** The person's notifications, newest first; with `vlakno` only the answers in that thread. */
export async function notificationsOf(db: Database, personId: PersonId, vlakno: string | undefined) {
  const rows = await db
    .select()
    .from(messagesTable)
    .where(and(eq(messagesTable.insuredPersonId, personId), vlakno ? eq(messagesTable.vlakno, vlakno) : undefined))
    .orderBy(desc(messagesTable.createdAt), desc(messagesTable.id));
  const kinds = await threadKinds(db, personId, rows);
  return { seznamZprav: rows.map((row) => item(row, kinds)), pocetNeprectenych: await unreadCount(db, personId) };
}

async function ownNotification(db: Database, personId: PersonId, id: string): Promise<MessageRow> {
  const [row] = await db
    .select()
    .from(messagesTable)
    .where(and(eq(messagesTable.id, requireRecordId(id)), eq(messagesTable.insuredPersonId, personId)));
  if (!row) throw notFoundError();
  return row;
}

/** One notification of the person with its whole text; 404 for any other. */
export async function notificationOf(db: Database, personId: PersonId, id: string): Promise<UpozorneniDetail> {
  const row = await ownNotification(db, personId, id);
  const kinds = await threadKinds(db, personId, [row]);
  return { ...item(row, kinds), telo: row.telo };
}

/** Marks one of the person's notifications read (again: no change) and answers the new unread count. */
export async function markNotificationRead(db: Database, personId: PersonId, id: string) {
  const row = await ownNotification(db, personId, id);
  if (row.readAt === null) {
    await db
      .update(messagesTable)
      .set({ readAt: new Date() })
      .where(and(eq(messagesTable.id, row.id), eq(messagesTable.insuredPersonId, personId), isNull(messagesTable.readAt)));
  }
  return { id: row.id, precteno: true as const, pocetNeprectenych: await unreadCount(db, personId) };
}

/** Marks every unread notification of the person read at once ("Označit vše jako přečtené"). */
export async function markAllNotificationsRead(db: Database, personId: PersonId) {
  const marked = await db
    .update(messagesTable)
    .set({ readAt: new Date() })
    .where(and(eq(messagesTable.insuredPersonId, personId), isNull(messagesTable.readAt)))
    .returning({ id: messagesTable.id });
  return { oznaceno: marked.length, pocetNeprectenych: await unreadCount(db, personId) };
}
