import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { dataDirOf, type Database, type Transaction } from '../db/client';
import { attachments } from '../db/schema';

/**
 * Where attachment bytes live, and the files that keep them on PGlite (ADR 0008).
 *
 * On PGlite every byte of a `bytea` passes through the WebAssembly heap and the one connection
 * every request shares, so a 20 MB upload stalled the whole server. There the bytes are files
 * under `<DATA_DIR>/attachments/`, and the row names its file. The guarantees:
 * - a committed row always has its file: the file is written and fsynced, renamed into place
 *   and the directory fsynced before the transaction inserting the row commits;
 * - the file of a deleted row is removed as soon as the outermost transaction commits, and the
 *   files of a transaction that rolls back as soon as it has rolled back (health data does not
 *   linger);
 * - whatever a crash leaves between the two (a file without a row) is removed at the next start
 *   by `sweepOrphanAttachmentFiles`, before the server takes requests.
 */

/** The folder under the data directory that holds the files. */
export const ATTACHMENTS_FOLDER = 'attachments';

/** The files of each open `attachmentTransaction` (and of each savepoint in one). */
const filesOfTransaction = new WeakMap<object, TransactionFiles>();

/**
 * The one place that decides where the bytes of new attachments go: a folder for files, or
 * null for `bytea` in the row.
 * - PGlite on a data directory: files under <dataDir>/attachments/.
 * - PostgreSQL: `bytea`. Several servers may share one database without sharing a disk, and
 *   one pg_dump keeps holding everything.
 * - In-memory PGlite (tests): `bytea`, there is no directory to write to.
 * Reading follows the row (content or file name), whichever way it was written.
 */
export function attachmentFilesDirOf(db: Database): string | null {
  // Handlers get a transaction as their database (routes/register.ts): it knows its database's store.
  const scope = filesOfTransaction.get(db);
  if (scope) return scope.dir;
  const dataDir = dataDirOf(db);
  return dataDir === null ? null : path.join(dataDir, ATTACHMENTS_FOLDER);
}

// ---------------------------------------------------------------------------------------------
// Files

/** Stored files are named by the server alone (a random UUID), never by anything a user sent. */
const storedName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const tempSuffix = '.tmp';
const isTempName = (name: string) => name.endsWith(tempSuffix) && storedName.test(name.slice(0, -tempSuffix.length));

/** fsync of a directory, so a rename or a new entry in it survives a power loss. */
async function syncDirectory(dir: string): Promise<void> {
  // Windows cannot open a directory for fsync (and orders its metadata itself).
  if (process.platform === 'win32') return;
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function ensureDirectory(dir: string): Promise<void> {
  const created = await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  // A new folder must itself survive a crash, or its files go with it.
  if (created !== undefined) await syncDirectory(path.dirname(dir));
}

/**
 * Removes files, ignoring those already gone; never throws (the start-up sweep catches what is
 * left). Returns how many are gone now.
 */
async function removeQuietly(dir: string, names: readonly string[]): Promise<number> {
  const removed = await Promise.allSettled(names.map((name) => fs.rm(path.join(dir, name), { force: true })));
  return removed.filter((result) => result.status === 'fulfilled').length;
}

/**
 * Writes each content durably under a new random name and returns the names: to a temporary
 * name (mode 0600), fsync, rename, then one fsync of the directory. On failure nothing is left.
 */
async function writeFiles(dir: string, contents: readonly Uint8Array[]): Promise<string[]> {
  if (contents.length === 0) return [];
  await ensureDirectory(dir);
  const names = contents.map(() => randomUUID());
  try {
    const written = await Promise.allSettled(
      contents.map(async (content, index) => {
        const handle = await fs.open(path.join(dir, names[index] + tempSuffix), 'wx', 0o600);
        try {
          await handle.writeFile(content);
          await handle.sync();
        } finally {
          await handle.close();
        }
      }),
    );
    const failed = written.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    for (const name of names) await fs.rename(path.join(dir, name + tempSuffix), path.join(dir, name));
    await syncDirectory(dir);
    return names;
  } catch (error) {
    await removeQuietly(
      dir,
      names.flatMap((name) => [name, name + tempSuffix]),
    );
    throw error;
  }
}

/** The bytes of an attachment row: from the row itself, or from the file it names. */
export async function attachmentBytes(db: Database, row: { content: Buffer | null; fileName: string | null }): Promise<Buffer> {
  if (row.content !== null) return row.content;
  const dir = attachmentFilesDirOf(db);
  if (row.fileName === null || dir === null || !storedName.test(row.fileName)) {
    // Rows with files come only from PGlite on a data directory (a dump moved to PostgreSQL lacks them).
    throw new Error('Příloha nemá obsah v databázi ani soubor v DATA_DIR/attachments.');
  }
  return fs.readFile(path.join(dir, row.fileName));
}

// ---------------------------------------------------------------------------------------------
// Transactions

declare const attachmentFilesBrand: unique symbol;

/**
 * A transaction opened by `attachmentTransaction`: attachments may be added and deleted in it,
 * and their files are settled when the outermost transaction ends.
 */
export type AttachmentTransaction = Transaction & { readonly [attachmentFilesBrand]: true };

/**
 * What one transaction (or one savepoint in it) did to files. The outermost settles them after
 * it commits or rolls back; a savepoint hands them to its parent when it is released, and
 * removes its new files at once when it rolls back (no row that could commit names them).
 */
class TransactionFiles {
  /** Files written before the transaction, by the content they hold (each goes to one row). */
  private readonly prepared = new Map<Uint8Array, string[]>();
  /** Files this scope wrote: removed again when it rolls back. */
  private readonly written: string[] = [];
  /** Files of rows this scope deleted: removed once the outermost transaction commits. */
  private readonly released: string[] = [];
  /** Files of an outer scope that a rolled-back savepoint had taken: no row names them any more. */
  private readonly unneeded: string[] = [];
  /** Files of an outer scope's `prepared` that this scope's rows name. */
  private readonly taken: string[] = [];

  constructor(
    readonly dir: string | null,
    private readonly parent: TransactionFiles | null = null,
  ) {}

  /** Writes files before the transaction, so the database's one connection does not wait for the disk. */
  async prepare(contents: readonly Uint8Array[]): Promise<void> {
    if (this.dir === null) return;
    const names = await writeFiles(this.dir, contents);
    this.written.push(...names);
    names.forEach((name, index) => {
      const queue = this.prepared.get(contents[index]) ?? [];
      queue.push(name);
      this.prepared.set(contents[index], queue);
    });
  }

  private takePrepared(content: Uint8Array): string | undefined {
    return this.prepared.get(content)?.shift() ?? this.parent?.takePrepared(content);
  }

  /** Where a new row keeps `content`: in itself, or in a file (prepared, or written now). */
  async place(content: Buffer): Promise<{ content: Buffer; fileName: null } | { content: null; fileName: string }> {
    if (this.dir === null) return { content, fileName: null };
    const own = this.prepared.get(content)?.shift();
    if (own !== undefined) return { content: null, fileName: own };
    const outer = this.parent?.takePrepared(content);
    if (outer !== undefined) {
      this.taken.push(outer);
      return { content: null, fileName: outer };
    }
    const [written] = await writeFiles(this.dir, [content]);
    this.written.push(written);
    return { content: null, fileName: written };
  }

  release(fileNames: ReadonlyArray<string | null>): void {
    for (const name of fileNames) if (name !== null) this.released.push(name);
  }

  /** Prepared files no row took. */
  private leftOver(): string[] {
    return [...this.prepared.values()].flat();
  }

  /** The transaction (or savepoint) committed. */
  async committed(): Promise<void> {
    if (this.dir === null) return;
    if (this.parent) {
      // Released savepoint: its rows stand or fall with the outer transaction now.
      this.parent.written.push(...this.written);
      this.parent.released.push(...this.released);
      this.parent.unneeded.push(...this.unneeded, ...this.leftOver());
      return;
    }
    await removeQuietly(this.dir, [...this.released, ...this.unneeded, ...this.leftOver()]);
  }

  /** The transaction (or savepoint) rolled back: its deletions are undone, its new rows gone. */
  async rolledBack(): Promise<void> {
    if (this.dir === null) return;
    this.parent?.unneeded.push(...this.taken, ...this.unneeded);
    await removeQuietly(this.dir, this.written);
  }
}

function filesOf(tx: AttachmentTransaction): TransactionFiles {
  const files = filesOfTransaction.get(tx);
  if (!files) throw new Error('Přílohy se mění jen v transakci z attachmentTransaction().');
  return files;
}

/**
 * `db.transaction(run)` for work that adds or deletes attachments: `newFiles` (the request's
 * checked files) are written before the transaction starts; after the commit the files of
 * deleted rows are removed, after a rollback the new files. The result or error of `run` passes
 * through. Inside another `attachmentTransaction` (`db` is its transaction) this is a savepoint
 * whose files are settled with the outer transaction, and `newFiles` are not written early.
 */
export async function attachmentTransaction<T>(
  db: Database,
  newFiles: ReadonlyArray<{ content: Buffer }>,
  run: (tx: AttachmentTransaction) => Promise<T>,
): Promise<T> {
  const outer = filesOfTransaction.get(db) ?? null;
  if (!outer && db instanceof PgTransaction) {
    // Its commit is not ours to see: the files would be settled at the wrong time.
    throw new Error('attachmentTransaction() uvnitř transakce, která nebyla otevřena přes attachmentTransaction().');
  }
  const files = new TransactionFiles(outer ? outer.dir : attachmentFilesDirOf(db), outer);
  let result: T;
  try {
    if (!outer) await files.prepare(newFiles.map((file) => file.content));
    result = await db.transaction((tx) => {
      filesOfTransaction.set(tx, files);
      return run(tx as AttachmentTransaction);
    });
  } catch (error) {
    await files.rolledBack();
    throw error;
  }
  await files.committed();
  return result;
}

/** The columns that hold a new row's bytes (`content`, or `fileName` of a file written durably). */
export function placeAttachmentBytes(tx: AttachmentTransaction, content: Buffer) {
  return filesOf(tx).place(content);
}

/** Files of rows deleted in `tx`: removed once the outermost transaction commits, kept if it rolls back. */
export function releaseAttachmentFiles(tx: AttachmentTransaction, fileNames: ReadonlyArray<string | null>): void {
  filesOf(tx).release(fileNames);
}

// ---------------------------------------------------------------------------------------------
// Start-up sweep

/**
 * Removes the files in <dataDir>/attachments that no row names, and temporary files: what a
 * crash left between writing a file and committing its row, or between deleting a row (or its
 * person, by cascade) and removing its file. Returns how many it removed.
 *
 * Only at start, before the server takes requests: a file written for a transaction still
 * running would look like an orphan. Does nothing unless `db` keeps its files in `dataDir`
 * (PostgreSQL, or another data directory): files there are not this database's to judge.
 */
export async function sweepOrphanAttachmentFiles(db: Database, dataDir: string): Promise<number> {
  const dir = attachmentFilesDirOf(db);
  if (dir === null || dir !== path.join(path.resolve(dataDir), ATTACHMENTS_FOLDER)) return 0;
  let entries: string[];
  try {
    entries = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  // Listed before the rows are read: a file is judged only against rows that could name it.
  const rows = await db.select({ fileName: attachments.fileName }).from(attachments).where(isNotNull(attachments.fileName));
  const named = new Set(rows.map((row) => row.fileName));
  const orphans = entries.filter((name) => isTempName(name) || (storedName.test(name) && !named.has(name)));
  return removeQuietly(dir, orphans);
}
