import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { checkSvgAsync, isSafeSvg } from './svg-check';
import type { CallFiles } from '../../contract/define';
import { isAllowedAttachmentMime, isAllowedAttachmentName } from '../../contract/entities';
import type { AttachmentEvidence, PrilohaOdpoved } from '../../contract/health';
import { messages } from '../../contract/messages';
import type { PersonId } from '../../contract/ids';
import type { Database, Transaction } from '../db/client';
import { attachments } from '../db/schema';
import { HttpError, validationError } from '../plugins/errors';
import { attachmentBytes, placeAttachmentBytes, releaseAttachmentFiles, type AttachmentTransaction } from './attachment-files';

/**
 * Attachment files: the checks every uploaded file passes (name, extension, declared MIME type,
 * content), and their rows in the `attachments` table next to their record (ADR 0004), the
 * bytes in the row or in a file (ADR 0008, ./attachment-files.ts).
 */

/** A file as the multipart reader hands it over (name as sent, declared type, all bytes). */
export interface UploadedFile {
  /** The file name as the client sent it (already without a path by busboy). */
  rawName: string;
  declaredMime: string;
  content: Buffer;
}

/** A file that passed every check: a safe name and the MIME type derived from its extension. */
export interface CheckedFile {
  nazev: string;
  mime: string;
  content: Buffer;
}

export const maxFileNameLength = 255;

/**
 * A file name safe to store and to send back in Content-Disposition: NFC, no control or
 * bidirectional-override characters (NUL included), no path (only the last segment of / or \),
 * no leading dots or spaces, at most 255 characters (the extension kept). Empty → 'priloha'.
 */
export function sanitizeFileName(raw: string | undefined | null): string {
  let name = String(raw ?? '').normalize('NFC');
  // eslint-disable-next-line no-control-regex -- removing control characters from file names is the point
  name = name.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
  const segments = name.split(/[\\/]/);
  name = (segments[segments.length - 1] ?? '').replace(/^[\s.]+/, '').trim();
  if (name === '') return 'priloha';
  const chars = Array.from(name);
  if (chars.length <= maxFileNameLength) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  const base = Array.from(name.slice(0, name.length - extension.length));
  return base.slice(0, maxFileNameLength - Array.from(extension).length).join('') + extension;
}

/** The lower-case extension of a file name ('' when none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The MIME type stored and served for each allowed extension (the client's declaration is not trusted). */
export const mimeByExtension: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  rtf: 'application/rtf',
  txt: 'text/plain; charset=utf-8',
};

const startsWithBytes = (content: Buffer, bytes: readonly number[], offset = 0): boolean =>
  content.length >= offset + bytes.length && bytes.every((byte, i) => content[offset + i] === byte);
const startsWithText = (content: Buffer, text: string, offset = 0): boolean =>
  startsWithBytes(content, Array.from(Buffer.from(text, 'latin1')), offset);

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Valid UTF-8 text without NUL bytes (a leading BOM is dropped), or null. */
export function utf8Text(content: Buffer): string | null {
  if (content.includes(0)) return null;
  try {
    return utf8.decode(content).replace(/^\ufeff/, '');
  } catch {
    return null;
  }
}

/** SVG: optional XML declaration, comments and a DOCTYPE without an internal subset, then the <svg> root. */
function startsWithSvgRoot(text: string): boolean {
  let rest = text;
  for (;;) {
    rest = rest.replace(/^\s+/, '');
    if (rest.startsWith('<?xml')) {
      const end = rest.indexOf('?>');
      if (end === -1) return false;
      rest = rest.slice(end + 2);
    } else if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->');
      if (end === -1) return false;
      rest = rest.slice(end + 3);
    } else if (/^<!DOCTYPE/i.test(rest)) {
      const end = rest.indexOf('>');
      if (end === -1 || rest.slice(0, end).includes('[')) return false;
      rest = rest.slice(end + 1);
    } else {
      return /^<svg[\s>/]/.test(rest);
    }
  }
}

/**
 * An SVG that is not on the allow-list of server/services/svg-check.ts (a real XML parser:
 * scripts, event handlers, foreign content, animation, external or script URLs, CSS imports
 * and entity declarations are all outside it).
 */
export function isUnsafeSvg(text: string): boolean {
  return !isSafeSvg(text);
}

/** Does the content match the extension (magic bytes; text formats: UTF-8 without NUL)? */
export function contentMatchesExtension(extension: string, content: Buffer): boolean {
  switch (extension) {
    case 'pdf':
      return startsWithText(content, '%PDF-');
    case 'png':
      return startsWithBytes(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
    case 'jpeg':
      return startsWithBytes(content, [0xff, 0xd8, 0xff]);
    case 'webp':
      return startsWithText(content, 'RIFF') && startsWithText(content, 'WEBP', 8);
    case 'tif':
      return startsWithBytes(content, [0x49, 0x49, 0x2a, 0x00]) || startsWithBytes(content, [0x4d, 0x4d, 0x00, 0x2a]);
    case 'rtf':
      return startsWithText(content, '{\\rtf');
    case 'txt':
      return utf8Text(content) !== null;
    case 'svg': {
      const text = utf8Text(content);
      // The allow-list check itself runs in checkUploadedFile (asynchronously, in pieces).
      return text !== null && startsWithSvgRoot(text);
    }
    default:
      return false;
  }
}

/**
 * Checks one uploaded file: not empty, an allowed extension (case-insensitive), an allowed declared
 * MIME type and content that is what the extension says. Returns the checked file, or the Czech
 * message 'Soubor <name> nesplňuje požadovaný formát.' with the cleaned name.
 */
export async function checkUploadedFile(
  file: UploadedFile,
  limits: Pick<CallFiles, 'extensions'>,
): Promise<{ ok: true; file: CheckedFile } | { ok: false; message: string }> {
  const nazev = sanitizeFileName(file.rawName);
  const extension = extensionOf(nazev);
  const ok =
    file.content.length > 0 &&
    isAllowedAttachmentName(nazev) &&
    limits.extensions.includes(extension) &&
    isAllowedAttachmentMime(file.declaredMime || 'application/octet-stream') &&
    contentMatchesExtension(extension, file.content) &&
    (extension !== 'svg' || (await checkSvgAsync(utf8Text(file.content) ?? '')).ok);
  if (!ok) return { ok: false, message: messages.fileWrongFormat(nazev) };
  return { ok: true, file: { nazev, mime: mimeByExtension[extension] ?? 'application/octet-stream', content: file.content } };
}

// ---------------------------------------------------------------------------------------------
// Errors

/** Over the total size: 413 with 'Překročena povolená velikost přiložených souborů' on the file field. */
export function attachmentsTooLargeError(fileKey: string): HttpError {
  return new HttpError(413, 'VALIDACE', messages.attachmentsTooLarge, {
    chyby: { [fileKey]: [messages.attachmentsTooLarge] },
    // The rest of an oversized body is not read: close the connection after the answer.
    headers: { connection: 'close' },
  });
}

/** Over the count: 400 with 'Smíte přiložit maximálně N souborů.' on the file field. */
export function tooManyAttachmentsError(fileKey: string, maxCount: number): HttpError {
  return validationError({ [fileKey]: [messages.tooManyFiles(maxCount)] });
}

/** The body key of a multipart field: 'prilohaVlozit[]' → 'prilohaVlozit'. */
export function fieldKey(name: string): string {
  return name.endsWith('[]') ? name.slice(0, -2) : name;
}

// ---------------------------------------------------------------------------------------------
// Storage

type Tx = Transaction;
type Db = Database | Tx;

/** Attachments of records (metadata only, never the bytes), grouped by record id, in upload order. */
export async function attachmentsOf(
  db: Db,
  personId: PersonId,
  evidence: AttachmentEvidence,
  recordIds: number[],
): Promise<Map<number, PrilohaOdpoved[]>> {
  const grouped = new Map<number, PrilohaOdpoved[]>();
  if (recordIds.length === 0) return grouped;
  const rows = await db
    .select({ id: attachments.id, recordId: attachments.recordId, nazev: attachments.nazev, velikost: attachments.velikost })
    .from(attachments)
    .where(and(eq(attachments.insuredPersonId, personId), eq(attachments.evidence, evidence), inArray(attachments.recordId, recordIds)))
    .orderBy(asc(attachments.id));
  for (const row of rows) {
    const list = grouped.get(row.recordId) ?? [];
    list.push({ id: row.id, nazev: row.nazev, velikost: row.velikost, evidence });
    grouped.set(row.recordId, list);
  }
  return grouped;
}

export interface AttachmentChange {
  personId: PersonId;
  evidence: AttachmentEvidence;
  recordId: number;
  /** Ids of existing attachments to delete (prilohaSmazat[]), as digit strings. */
  delete: readonly string[];
  /** New checked files (prilohaVlozit[]). */
  add: readonly CheckedFile[];
  limits: CallFiles;
}

/**
 * Inside the record's transaction (`attachmentTransaction`, given the new files): deletes the
 * listed attachments of the record, adds the new files, and checks that what the record keeps
 * plus what it gets stays within the count and size limits. An id that is not an attachment of
 * this record → 400 'Záznam neexistuje.' on prilohaSmazat; too many → 400, too large → 413 (on
 * the file field). Throws before writing.
 */
export async function applyAttachmentChange(tx: AttachmentTransaction, change: AttachmentChange): Promise<void> {
  const fileKey = fieldKey(change.limits.field);
  const existing = await tx
    .select({ id: attachments.id, velikost: attachments.velikost })
    .from(attachments)
    .where(
      and(
        eq(attachments.insuredPersonId, change.personId),
        eq(attachments.evidence, change.evidence),
        eq(attachments.recordId, change.recordId),
      ),
    );
  const toDelete = new Set(change.delete);
  const existingIds = new Set(existing.map((row) => String(row.id)));
  if ([...toDelete].some((id) => !existingIds.has(id))) throw validationError({ prilohaSmazat: [messages.recordDoesNotExist] });

  const kept = existing.filter((row) => !toDelete.has(String(row.id)));
  if (kept.length + change.add.length > change.limits.maxCount) throw tooManyAttachmentsError(fileKey, change.limits.maxCount);
  const totalBytes = kept.reduce((sum, row) => sum + row.velikost, 0) + change.add.reduce((sum, file) => sum + file.content.length, 0);
  if (totalBytes > change.limits.maxTotalBytes) throw attachmentsTooLargeError(fileKey);

  if (toDelete.size > 0) {
    const deleted = await tx
      .delete(attachments)
      .where(
        and(
          eq(attachments.insuredPersonId, change.personId),
          eq(attachments.evidence, change.evidence),
          eq(attachments.recordId, change.recordId),
          inArray(attachments.id, [...toDelete].map(Number)),
        ),
      )
      .returning({ fileName: attachments.fileName });
    releaseAttachmentFiles(
      tx,
      deleted.map((row) => row.fileName),
    );
  }
  for (const file of change.add) await insertAttachment(tx, change, file);
}

/**
 * One new attachment row of a record, its bytes where the store keeps them. No limits are
 * checked here: `applyAttachmentChange` for what people send, the seed directly.
 */
export async function insertAttachment(
  tx: AttachmentTransaction,
  record: { personId: PersonId; evidence: AttachmentEvidence; recordId: number },
  file: { nazev: string; mime: string; content: Buffer },
): Promise<void> {
  await tx.insert(attachments).values({
    insuredPersonId: record.personId,
    evidence: record.evidence,
    recordId: record.recordId,
    nazev: file.nazev,
    mime: file.mime,
    velikost: file.content.length,
    ...(await placeAttachmentBytes(tx, file.content)),
  });
}

/** Bytes of every attachment the person keeps (the storage quota counts them). */
export async function storedAttachmentBytesOf(db: Db, personId: PersonId): Promise<number> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${attachments.velikost})` })
    .from(attachments)
    .where(eq(attachments.insuredPersonId, personId));
  return Number(row?.total ?? 0);
}

/** Deletes every attachment of a record (inside the record's delete transaction); their files go once it commits. */
export async function deleteAttachmentsOf(
  tx: AttachmentTransaction,
  personId: PersonId,
  evidence: AttachmentEvidence,
  recordId: number,
): Promise<void> {
  const deleted = await tx
    .delete(attachments)
    .where(and(eq(attachments.insuredPersonId, personId), eq(attachments.evidence, evidence), eq(attachments.recordId, recordId)))
    .returning({ fileName: attachments.fileName });
  releaseAttachmentFiles(
    tx,
    deleted.map((row) => row.fileName),
  );
}

/** One attachment of the person with its bytes, or null (looked up by id, person and evidence together). */
export async function findAttachment(db: Database, personId: PersonId, evidence: AttachmentEvidence, attachmentId: number) {
  const [row] = await db
    .select({ nazev: attachments.nazev, mime: attachments.mime, content: attachments.content, fileName: attachments.fileName })
    .from(attachments)
    .where(and(eq(attachments.id, attachmentId), eq(attachments.insuredPersonId, personId), eq(attachments.evidence, evidence)))
    .limit(1);
  if (!row) return null;
  return { nazev: row.nazev, mime: row.mime, content: await attachmentBytes(db, row) };
}

/** Content-Disposition for a download: always `attachment`, an ASCII fallback and the UTF-8 name. */
export function contentDisposition(nazev: string): string {
  const fallback =
    nazev
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_') || 'priloha';
  const encoded = encodeURIComponent(nazev).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Headers of every attachment answer: a download, never rendered by the browser as a page. */
export const downloadCsp = "default-src 'none'; base-uri 'none'; frame-ancestors 'none'; sandbox";
