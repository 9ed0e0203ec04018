/**
 * The staff's inbox (issue 34): the threads of the staff member's kind (questions for referents,
 * health consultations for the medical officer), unanswered first and oldest first; one thread;
 * the answer, which the person sees at once with a notification that the bell counts.
 */
import { enqueueNotification } from '../notifications/enqueue';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { zpravaFiles, type ThreadState, type ZpravaPolozka } from '../../../contract/communication';
import type { MessageKind, NotificationSetting } from '../../../contract/enums';
import { fullName } from '../../../contract/person';
import type { InboxFilter, PracovisteVlakno, SchrankaPolozka } from '../../../contract/staff';
import type { Database } from '../../db/client';
import type { AppDeps } from '../../deps';
import { insuredPersons, messagesTable, messageThreads, threadMessages } from '../../db/schema';
import { notFoundError } from '../../plugins/errors';
import { attachmentTransaction } from '../attachment-files';
import { threadLink } from '../notifications/links';
import { applyAttachmentChange, attachmentsOf, findAttachment, type CheckedFile } from '../attachments';
import { requireRecordId } from '../record-id';
import {
  INBOX_PURPOSE,
  recordStaffRead,
  recordStaffReads,
  recordStaffWrite,
  staffMember,
  signatureOf,
  threadKindOfRole,
  threadPurpose,
  type StaffCaller,
} from './staff';

type ThreadRow = typeof messageThreads.$inferSelect;

/** The inbox shows at most this many threads; unanswered ones come first. */
const INBOX_LIMIT = 200;

async function summariesOf(db: Database, threads: Array<{ thread: ThreadRow; pojistenec: string }>): Promise<SchrankaPolozka[]> {
  if (threads.length === 0) return [];
  const rows = await db
    .select({ threadId: threadMessages.threadId, autor: threadMessages.autor, createdAt: threadMessages.createdAt })
    .from(threadMessages)
    .where(
      inArray(
        threadMessages.threadId,
        threads.map(({ thread }) => thread.id),
      ),
    )
    .orderBy(asc(threadMessages.createdAt), asc(threadMessages.id));
  return threads.map(({ thread, pojistenec }) => {
    const own = rows.filter((row) => row.threadId === thread.id);
    const last = own[own.length - 1];
    const stav: ThreadState = last?.autor === 'POJISTOVNA' ? 'ODPOVEZENO' : 'CEKA_NA_ODPOVED';
    return {
      vlakno: thread.vlakno,
      druhZpravy: thread.druh as MessageKind,
      nadpis: thread.nadpis,
      pojistenec,
      zalozeno: thread.createdAt.toISOString(),
      posledniZprava: (last?.createdAt ?? thread.createdAt).toISOString(),
      pocetZprav: Math.max(1, own.length),
      stav,
    };
  });
}

async function threadsWithPerson(db: Database, kind: MessageKind, vlakno?: string) {
  const rows = await db
    .select({
      thread: messageThreads,
      jmeno: insuredPersons.jmeno,
      prijmeni: insuredPersons.prijmeni,
      titulPred: insuredPersons.titulPred,
      titulZa: insuredPersons.titulZa,
    })
    .from(messageThreads)
    .innerJoin(insuredPersons, eq(insuredPersons.id, messageThreads.insuredPersonId))
    .where(and(eq(messageThreads.druh, kind), vlakno ? eq(messageThreads.vlakno, vlakno) : undefined))
    .orderBy(asc(messageThreads.createdAt), asc(messageThreads.id));
  return rows.map((row) => ({ thread: row.thread, pojistenec: fullName(row) }));
}

/** Unanswered first (the longest waiting first), then the rest, most recent activity first. */
export async function staffInbox(
  deps: AppDeps,
  staff: StaffCaller,
  filtr: InboxFilter | undefined,
): Promise<{ vlakna: SchrankaPolozka[] }> {
  const threads = await threadsWithPerson(deps.db, threadKindOfRole(staff.role));
  const summaries = await summariesOf(deps.db, threads);
  const open = summaries.filter((s) => s.stav === 'CEKA_NA_ODPOVED').sort((a, b) => a.posledniZprava.localeCompare(b.posledniZprava));
  const answered = summaries.filter((s) => s.stav === 'ODPOVEZENO').sort((a, b) => b.posledniZprava.localeCompare(a.posledniZprava));
  const vlakna = ((filtr ?? 'NEZODPOVEZENE') === 'VSE' ? [...open, ...answered] : open).slice(0, INBOX_LIMIT);
  const shown = new Set(vlakna.map((v) => v.vlakno));
  await recordStaffReads(
    deps,
    staff,
    threads.filter(({ thread }) => shown.has(thread.vlakno)).map(({ thread }) => thread.insuredPersonId),
    'pracovisteSchranka',
    INBOX_PURPOSE,
  );
  return { vlakna };
}

/** The thread, if it is of the staff member's kind; 404 otherwise. */
async function reachableThread(db: Database, staff: StaffCaller, vlakno: string) {
  const [found] = await threadsWithPerson(db, threadKindOfRole(staff.role), vlakno);
  if (!found) throw notFoundError();
  return found;
}

async function threadView(db: Database, found: { thread: ThreadRow; pojistenec: string }): Promise<PracovisteVlakno> {
  const { thread } = found;
  const rows = await db
    .select()
    .from(threadMessages)
    .where(eq(threadMessages.threadId, thread.id))
    .orderBy(asc(threadMessages.createdAt), asc(threadMessages.id));
  const files = await attachmentsOf(
    db,
    thread.insuredPersonId,
    'ZPRAVA',
    rows.map((row) => row.id),
  );
  const zpravy: ZpravaPolozka[] = rows.map((row) => ({
    id: row.id,
    vlakno: thread.vlakno,
    druhZpravy: thread.druh as MessageKind,
    autor: row.autor as ZpravaPolozka['autor'],
    autorNazev: row.autorNazev,
    nadpis: row.nadpis,
    telo: row.telo,
    datum: row.createdAt.toISOString(),
    souhlasDokumentace: row.souhlasDokumentace,
    upozorneni: row.upozorneni as NotificationSetting,
    prilohy: files.get(row.id) ?? [],
  }));
  const [souhrn] = await summariesOf(db, [found]);
  return { souhrn, zpravy, zadostId: thread.requestId ?? null };
}

export async function staffThread(deps: AppDeps, staff: StaffCaller, vlakno: string): Promise<PracovisteVlakno> {
  const found = await reachableThread(deps.db, staff, vlakno);
  await recordStaffRead(
    deps,
    staff,
    found.thread.insuredPersonId,
    'pracovisteVlakno',
    found.thread.vlakno,
    threadPurpose(found.thread.vlakno, found.thread.druh as MessageKind),
  );
  return threadView(deps.db, found);
}

/** The insurer's answer: a message signed by the staff member, its files, and the person's notification (the bell's and, issue 35, outside the portal). */
export async function answerThread(
  deps: AppDeps,
  staff: StaffCaller,
  vlakno: string,
  body: { telo: string },
  files: CheckedFile[],
): Promise<PracovisteVlakno> {
  const found = await reachableThread(deps.db, staff, vlakno);
  const me = await staffMember(deps.db, staff.userId);
  if (!me) throw notFoundError();
  const { thread } = found;
  const kind = thread.druh as MessageKind;
  await attachmentTransaction(deps.db, files, async (tx) => {
    const [message] = await tx
      .insert(threadMessages)
      .values({
        threadId: thread.id,
        insuredPersonId: thread.insuredPersonId,
        autor: 'POJISTOVNA',
        autorNazev: signatureOf(staff, me),
        nadpis: `Re: ${thread.nadpis}`,
        telo: body.telo,
      })
      .returning();
    await applyAttachmentChange(tx, {
      personId: thread.insuredPersonId,
      evidence: 'ZPRAVA',
      recordId: message.id,
      delete: [],
      add: files,
      limits: zpravaFiles,
    });
    await tx.insert(messagesTable).values({
      insuredPersonId: thread.insuredPersonId,
      druh: kind === 'KONZULTACE' ? 'ODPOVED_KONZULTACE' : 'ODPOVED_DOTAZ',
      vlakno: thread.vlakno,
      nadpis: thread.nadpis,
      telo: body.telo,
      createdAt: message.createdAt,
    });
    // Told outside the portal too (issue 35), by the person's settings; recorded with the answer.
    await enqueueNotification(tx, { personId: thread.insuredPersonId, kategorie: 'odpovedi', odkaz: threadLink(kind, thread.vlakno) });
    await recordStaffWrite(deps, tx, staff, thread.insuredPersonId, 'pracovisteOdpoved', thread.vlakno, threadPurpose(thread.vlakno, kind));
  });
  return threadView(deps.db, found);
}

/** A file of one of the thread's messages; any other id is 404. */
export async function staffThreadAttachment(deps: AppDeps, staff: StaffCaller, vlakno: string, prilohaId: string) {
  const found = await reachableThread(deps.db, staff, vlakno);
  const { thread } = found;
  const messageIds = (
    await deps.db.select({ id: threadMessages.id }).from(threadMessages).where(eq(threadMessages.threadId, thread.id))
  ).map((row) => row.id);
  const listed = [...(await attachmentsOf(deps.db, thread.insuredPersonId, 'ZPRAVA', messageIds)).values()].flat();
  const id = requireRecordId(prilohaId);
  if (!listed.some((file) => file.id === id)) throw notFoundError();
  const file = await findAttachment(deps.db, thread.insuredPersonId, 'ZPRAVA', id);
  if (!file) throw notFoundError();
  await recordStaffRead(
    deps,
    staff,
    thread.insuredPersonId,
    'pracovistePriloha',
    String(id),
    threadPurpose(thread.vlakno, thread.druh as MessageKind),
  );
  return { nazev: file.nazev, mime: file.mime, obsah: file.content };
}
