import type { FastifyRequest } from 'fastify';
import type { CallFiles } from '../../contract/define';
import { multipartFieldsAllowanceBytes } from '../../contract/health';
import { messages } from '../../contract/messages';
import { HttpError } from '../plugins/errors';
import { attachmentsTooLargeError, fieldKey, tooManyAttachmentsError, type UploadedFile } from '../services/attachments';
import '@fastify/multipart';
import '../plugins/fastify-types';

/**
 * Reading multipart bodies (document 2 §7: `prilohaVlozit[]`, `prilohaSmazat[]`, plain fields)
 * with @fastify/multipart, within limits that hold before and while the body is read:
 * - by Content-Length, before anything is read (`checkDeclaredLength`, called by the adapter
 *   right after the access check): over the files' limit plus a small allowance → 413;
 * - while streaming: at most `maxCount` files (busboy `files`) and a running total over all
 *   files: over → 413 and reading stops (the rest of the body is left unread);
 * - plain fields (`x[]` and a repeated `x` become lists, blank list entries are dropped):
 *   at most 40 of 16 KiB each (longer texts are refused by their own rules far
 *   below that), 60 parts in all.
 * Files are read into memory only within these limits (at most 20 MB of files per request).
 */

export const multipartFieldLimits = { fields: 40, fieldSize: 16 * 1024, parts: 60, headerPairs: 20 } as const;

const busboyReadAheadBytes = 4 * 1024 * 1024;

/** Largest Content-Length a multipart call accepts. */
export function maxMultipartBytes(files: CallFiles | undefined): number {
  return (files?.maxTotalBytes ?? 0) + multipartFieldsAllowanceBytes;
}

export function isMultipartRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^multipart\/form-data\s*;/i.test(type);
}

/** Refuses a body whose declared length is over the limit, before a byte of it is read. */
export function checkDeclaredLength(request: FastifyRequest, files: CallFiles | undefined): void {
  const header = request.headers['content-length'];
  if (header === undefined) return;
  const declared = Number(header);
  if (Number.isFinite(declared) && declared > maxMultipartBytes(files)) {
    throw attachmentsTooLargeError(fieldKey(files?.field ?? 'prilohaVlozit[]'));
  }
}

export interface MultipartBody {
  /** Plain fields: `x[]` (and a repeated `x`) become lists under `x`, a single `x` a value. */
  fields: Record<string, unknown>;
  files: UploadedFile[];
  /** File parts sent under a name the call does not take (their bytes were discarded). */
  unexpectedFileFields: string[];
}

interface MultipartErrorLike {
  code?: string;
}

function mapError(error: unknown, files: CallFiles | undefined): HttpError {
  if (error instanceof HttpError) return error;
  const fileKey = fieldKey(files?.field ?? 'prilohaVlozit[]');
  const code = (error as MultipartErrorLike | null)?.code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return tooManyAttachmentsError(fileKey, files?.maxCount ?? 0);
    case 'FST_REQ_FILE_TOO_LARGE':
      return attachmentsTooLargeError(fileKey);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new HttpError(413, 'VALIDACE', messages.payloadTooLarge, { headers: { connection: 'close' } });
    default:
      // Malformed multipart data, a prototype field name, a JSON field that is not JSON, a closed request.
      return new HttpError(400, 'VALIDACE', messages.badRequest);
  }
}

/**
 * Browsers write a double quote in a file name as %22 and line breaks as %0A / %0D (HTML's
 * multipart/form-data encoding); busboy leaves them as they are. Quotes come back, line breaks go.
 */
function browserFileName(name: string): string {
  return name.replace(/%22/g, '"').replace(/%0[AD]/gi, '');
}

async function discard(stream: AsyncIterable<unknown>): Promise<void> {
  for await (const _chunk of stream) {
    // dropped
  }
}

/** Reads the whole multipart body of a request within the limits (see the module comment). */
export async function readMultipart(request: FastifyRequest, files: CallFiles | undefined): Promise<MultipartBody> {
  const fields: Record<string, unknown> = {};
  const listKeys = new Set<string>();
  const uploaded: UploadedFile[] = [];
  const unexpected = new Set<string>();
  const fileKey = files ? fieldKey(files.field) : null;
  const maxTotal = files?.maxTotalBytes ?? 0;
  let total = 0;

  // Every byte of the body counts, also what busboy skips (a preamble, parts it ignores): past
  // the limit the request is unpiped and failed, which ends the part iteration below.
  const raw = request.raw;
  const maxBytes = maxMultipartBytes(files);
  let received = 0;
  let overLimit = false;
  const countBytes = (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBytes && !overLimit) {
      overLimit = true;
      raw.unpipe();
      raw.pause();
      raw.emit('error', attachmentsTooLargeError(fieldKey(files?.field ?? 'prilohaVlozit[]')));
    }
  };
  raw.on('data', countBytes);

  try {
    const parts = request.parts({
      // busboy's own per-file cut-off is only a safety net above the running total (it reads ahead
      // of this loop; were it to cut first, it would skip the rest of the body instead of stopping).
      limits: { ...multipartFieldLimits, files: files?.maxCount ?? 0, fileSize: maxTotal + busboyReadAheadBytes },
    });
    for await (const part of parts) {
      const key = fieldKey(part.fieldname);
      if (part.type === 'file') {
        if (!files || key !== fileKey) {
          unexpected.add(key);
          await discard(part.file);
          continue;
        }
        const chunks: Buffer[] = [];
        try {
          for await (const chunk of part.file as AsyncIterable<Buffer>) {
            total += chunk.length;
            // Leaving the loop destroys the file stream; the plugin then unpipes the request, so
            // the rest of the body is not read.
            if (total > maxTotal) throw attachmentsTooLargeError(fileKey);
            chunks.push(chunk);
          }
        } catch (error) {
          if (part.file.truncated) throw attachmentsTooLargeError(fileKey);
          throw error;
        }
        if (part.file.truncated) throw attachmentsTooLargeError(fileKey);
        uploaded.push({ rawName: browserFileName(part.filename ?? ''), declaredMime: part.mimetype ?? '', content: Buffer.concat(chunks) });
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) {
        throw new HttpError(413, 'VALIDACE', messages.payloadTooLarge, { headers: { connection: 'close' } });
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value ?? '');
      if (part.fieldname.endsWith('[]')) {
        listKeys.add(key);
        // Blank is absent: an empty entry of a list (e.g. one empty prilohaSmazat[]) is dropped.
        if (value.trim() === '') continue;
      }
      const current = fields[key];
      if (current === undefined) fields[key] = listKeys.has(key) ? [value] : value;
      else if (Array.isArray(current)) current.push(value);
      else fields[key] = [current, value];
    }
  } catch (error) {
    if (overLimit) throw attachmentsTooLargeError(fieldKey(files?.field ?? 'prilohaVlozit[]'));
    throw mapError(error, files);
  } finally {
    raw.off('data', countBytes);
  }
  return { fields, files: uploaded, unexpectedFileFields: [...unexpected] };
}

const UPLOAD_PACE_CHECK_MS = 1_000;

/**
 * Cuts off an upload whose average pace after its first `graceS` is below `minBytesPerS` (issue 36):
 * a client that trickles its body cannot hold an upload slot until the body timeout. The pace is
 * read from the socket's byte count, so the body's stream is left to the parser. Its upload slot
 * is released with the connection.
 */
export function enforceUploadPace(request: FastifyRequest, minBytesPerS: number, graceS: number): void {
  if (minBytesPerS <= 0) return;
  const raw = request.raw;
  const socket = raw.socket;
  const startBytes = socket.bytesRead;
  const startedAt = Date.now();
  const timer = setInterval(() => {
    if (raw.complete || socket.destroyed) {
      clearInterval(timer);
      return;
    }
    const elapsedMs = Date.now() - startedAt;
    if (elapsedMs < graceS * 1000) return;
    if ((socket.bytesRead - startBytes) / (elapsedMs / 1000) < minBytesPerS) {
      clearInterval(timer);
      request.log.info('upload: too slow, connection closed');
      // The slot is freed before the connection closes: a client that retries at once must find it free
      // (on PostgreSQL the release is a query).
      void (request.endUpload?.() ?? Promise.resolve()).finally(() => socket.destroy());
    }
  }, UPLOAD_PACE_CHECK_MS);
  timer.unref();
  raw.once('close', () => clearInterval(timer));
  raw.once('end', () => clearInterval(timer));
}
