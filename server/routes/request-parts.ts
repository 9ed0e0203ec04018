/** The parts of a request the call adapter (register.ts) reads and checks, and the file answer it sends. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AnyCall } from '../../contract/define';
import { messages } from '../../contract/messages';
import { czechErrorMap, fieldErrors } from '../../contract/rules';
import { HttpError } from '../plugins/errors';
import { contentDisposition, downloadCsp } from '../services/attachments';

/** The value parsed by the schema, or undefined with its Czech field messages merged into `chyby`. */
export function parseWith<S extends z.ZodType>(schema: S | undefined, value: unknown, chyby: Record<string, string[]>): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value, { error: czechErrorMap });
  if (result.success) return result.data;
  for (const [key, list] of Object.entries(fieldErrors(result.error))) mergeErrors(chyby, key, list);
  return undefined;
}

/** The person id as the request carries it (path or query), before any parsing. */
export function rawPersonId(call: AnyCall, request: FastifyRequest): unknown {
  const source = call.personScoped === 'path' ? request.params : request.query;
  return typeof source === 'object' && source !== null ? (source as Record<string, unknown>).pojistenecId : undefined;
}

export function isJsonContentType(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type);
}

export function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

export const unsupportedMediaType = () => new HttpError(415, 'VALIDACE', messages.unsupportedFormat);

export function mergeErrors(chyby: Record<string, string[]>, key: string, list: readonly string[]): void {
  const merged = (chyby[key] ??= []);
  for (const message of list) if (!merged.includes(message)) merged.push(message);
}

/** A file answer: always a download (`attachment`), sandboxed, never sniffed or cached. */
export function sendFile(reply: FastifyReply, file: { nazev: string; mime: string; obsah: Uint8Array }): FastifyReply {
  const bytes = Buffer.isBuffer(file.obsah) ? file.obsah : Buffer.from(file.obsah.buffer, file.obsah.byteOffset, file.obsah.byteLength);
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(file.nazev))
    .header('content-security-policy', downloadCsp)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(bytes);
}
