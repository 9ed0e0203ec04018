/**
 * Threads with the insurer: questions (DOTAZ, 'Kontaktuj ZPŠ') and health consultations
 * (KONZULTACE, answered by the insurer's doctor). A new consultation is also a request KONZULTACE
 * in 'Moje žádosti', filed in the same transaction. Files: evidence ZPRAVA, through the
 * attachment service. Someone else's thread (or an unknown one) is 404 'Záznam neexistuje.'
 * whatever it is, so nothing about other persons' threads leaks.
 */
import { fullName } from '../../../contract/person';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  zpravaFiles,
  communicationMessages,
  type MessageAuthor,
  type ThreadState,
  type VlaknoSouhrn,
  type ZpravaPolozka,
  type ZpravaVlozena,
  type ZpravaVlozit,
} from '../../../contract/communication';
import type { MessageKind, NotificationSetting } from '../../../contract/enums';
import type { PersonId } from '../../../contract/ids';
import type { Database, Transaction } from '../../db/client';
import { messageThreads, threadMessages, users } from '../../db/schema';
import { notFoundError, ruleRefusalError } from '../../plugins/errors';
import { applyAttachmentChange, attachmentsOf, type CheckedFile } from '../attachments';
import { requireRecordId } from '../record-id';
import { sendOnce } from './idempotency';
import { fileRequest } from './requests';

type Db = Database | Transaction;
type ThreadRow = typeof messageThreads.$inferSelect;
type MessageRow = typeof threadMessages.$inferSelect;

/** Thread ids of new threads: 'D-2026-010042' (question) or 'K-2026-010042' (consultation). */
export function threadIdOf(druh: MessageKind, year: number, id: number): string {
  return `${druh === 'KONZULTACE' ? 'K' : 'D'}-${year}-${String(10_000 + id).padStart(6, '0')}`;
}

async function messageItems(db: Db, personId: PersonId, thread: ThreadRow, rows: MessageRow[]): Promise<ZpravaPolozka[]> {
  const files = await attachmentsOf(
    db,
    personId,
    'ZPRAVA',
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    vlakno: thread.vlakno,
    druhZpravy: thread.druh as MessageKind,
    autor: row.autor as MessageAuthor,
    autorNazev: row.autorNazev,
    nadpis: row.nadpis,
    telo: row.telo,
    datum: row.createdAt.toISOString(),
    souhlasDokumentace: row.souhlasDokumentace,
    upozorneni: row.upozorneni as NotificationSetting,
    prilohy: files.get(row.id) ?? [],
  }));
}

async function summaries(db: Db, threads: ThreadRow[]): Promise<VlaknoSouhrn[]> {
  if (threads.length === 0) return [];
  const rows = await db
    .select({ threadId: threadMessages.threadId, autor: threadMessages.autor, createdAt: threadMessages.createdAt })
    .from(threadMessages)
    .where(
      inArray(
        threadMessages.threadId,
        threads.map((t) => t.id),
      ),
    )
    .orderBy(asc(threadMessages.createdAt), asc(threadMessages.id));
  const list = threads.map((thread) => {
    const own = rows.filter((row) => row.threadId === thread.id);
    const last = own[own.length - 1];
    const stav: ThreadState = last?.autor === 'POJISTOVNA' ? 'ODPOVEZENO' : 'CEKA_NA_ODPOVED';
    return {
      vlakno: thread.vlakno,
      druhZpravy: thread.druh as MessageKind,
      nadpis: thread.nadpis,
      zalozeno: thread.createdAt.toISOString(),
      posledniZprava: (last?.createdAt ?? thread.createdAt).toISOString(),
      pocetZprav: Math.max(1, own.length),
      stav,
      zadostId: thread.requestId ?? null,
    };
  });
  return list.sort((a, b) => (a.posledniZprava < b.posledniZprava ? 1 : a.posledniZprava > b.posledniZprava ? -1 : 0));
}

async function ownThread(db: Db, personId: PersonId, vlakno: string): Promise<ThreadRow> {
  const [thread] = await db
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.vlakno, vlakno), eq(messageThreads.insuredPersonId, personId)));
  if (!thread) throw notFoundError();
  return thread;
}

/** The person's threads (of one kind, when asked), newest activity first; with `vlakno` that thread and its messages. */
export async function threadsOf(db: Database, personId: PersonId, query: { vlakno?: string; druhZpravy?: MessageKind }) {
  if (query.vlakno) {
    const thread = await ownThread(db, personId, query.vlakno);
    if (query.druhZpravy && thread.druh !== query.druhZpravy) throw notFoundError();
    const rows = await db
      .select()
      .from(threadMessages)
      .where(and(eq(threadMessages.threadId, thread.id), eq(threadMessages.insuredPersonId, personId)))
      .orderBy(asc(threadMessages.createdAt), asc(threadMessages.id));
    return { seznamVlaken: await summaries(db, [thread]), zpravy: await messageItems(db, personId, thread, rows) };
  }
  const threads = await db
    .select()
    .from(messageThreads)
    .where(and(eq(messageThreads.insuredPersonId, personId), query.druhZpravy ? eq(messageThreads.druh, query.druhZpravy) : undefined))
    .orderBy(desc(messageThreads.createdAt));
  return { seznamVlaken: await summaries(db, threads), zpravy: [] };
}

/** One message of the person's threads with its files; 404 for any other. */
export async function threadMessageOf(db: Database, personId: PersonId, id: string): Promise<ZpravaPolozka> {
  const [row] = await db
    .select()
    .from(threadMessages)
    .where(and(eq(threadMessages.id, requireRecordId(id)), eq(threadMessages.insuredPersonId, personId)));
  if (!row) throw notFoundError();
  const [thread] = await db.select().from(messageThreads).where(eq(messageThreads.id, row.threadId));
  const [item] = await messageItems(db, personId, thread, [row]);
  return item;
}

/** The name a message of the signed-in user is signed with. */
async function authorName(db: Db, userId: number): Promise<string> {
  const [user] = await db.select({ jmeno: users.jmeno, prijmeni: users.prijmeni }).from(users).where(eq(users.id, userId));
  return user ? fullName(user) : 'Pojištěnec';
}

/**
 * A new message: without `vlakno` a new thread (a consultation also files a request KONZULTACE),
 * with it a reply in one of the person's threads of the same kind. Idempotent by `idempotencniKlic`.
 */
export function sendMessage(
  db: Database,
  personId: PersonId,
  userId: number,
  body: ZpravaVlozit,
  files: CheckedFile[],
): Promise<ZpravaVlozena> {
  return sendOnce(db, personId, body.idempotencniKlic, 'komunikacePojZpravaVlozit', files, async (tx) => {
    let thread: ThreadRow;
    if (body.vlakno) {
      thread = await ownThread(tx, personId, body.vlakno);
      if (thread.druh !== body.druhZpravy) throw ruleRefusalError({ druhZpravy: [communicationMessages.threadKindDiffers] });
    } else {
      const request = body.druhZpravy === 'KONZULTACE' ? await fileRequest(tx, personId, 'KONZULTACE', body.nadpis) : null;
      const [created] = await tx
        .insert(messageThreads)
        .values({
          insuredPersonId: personId,
          vlakno: `novy-${randomUUID()}`,
          druh: body.druhZpravy,
          nadpis: body.nadpis,
          requestId: request?.id ?? null,
        })
        .returning();
      const vlakno = threadIdOf(body.druhZpravy, created.createdAt.getUTCFullYear(), created.id);
      [thread] = await tx.update(messageThreads).set({ vlakno }).where(eq(messageThreads.id, created.id)).returning();
    }
    const [message] = await tx
      .insert(threadMessages)
      .values({
        threadId: thread.id,
        insuredPersonId: personId,
        autor: 'POJISTENEC',
        autorNazev: await authorName(tx, userId),
        nadpis: body.nadpis,
        telo: body.telo,
        souhlasDokumentace: body.souhlasDokumentace ?? false,
        upozorneni: body.upozorneni ?? 'NEUPOZORNOVAT',
      })
      .returning();
    await applyAttachmentChange(tx, { personId, evidence: 'ZPRAVA', recordId: message.id, delete: [], add: files, limits: zpravaFiles });
    const [zprava] = await messageItems(tx, personId, thread, [message]);
    const [vlakno] = await summaries(tx, [thread]);
    return { zprava, vlakno };
  });
}
