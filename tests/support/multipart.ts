import { randomBytes } from 'node:crypto';

/**
 * Hand-built multipart/form-data bodies for `app.inject` (light-my-request takes a Buffer or a
 * stream with the boundary in the Content-Type header). Field names as on the wire:
 * `prilohaVlozit[]` for files, `prilohaSmazat[]` for ids to delete, plain names otherwise.
 */
export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer | string; contentType?: string; rawFilenameHeader?: string };

export interface MultipartPayload {
  payload: Buffer;
  headers: Record<string, string>;
}

export function multipart(parts: readonly FormPart[], boundary = `----zk${randomBytes(8).toString('hex')}`): MultipartPayload {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('filename' in part) {
      const filenameParam = part.rawFilenameHeader ?? `filename="${part.filename.replace(/"/g, '%22')}"`;
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; ${filenameParam}\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
          'utf8',
        ),
      );
      chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content, 'utf8'));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n`, 'utf8'));
      chunks.push(Buffer.from(part.value, 'utf8'));
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Fields of an object as parts: arrays repeat under `name[]`, undefined is left out. */
export function fields(values: Record<string, string | number | readonly (string | number)[] | undefined>): FormPart[] {
  const parts: FormPart[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) parts.push({ name: `${name}[]`, value: String(item) });
    else parts.push({ name, value: String(value) });
  }
  return parts;
}

// Small valid files of every allowed kind (their first bytes are what the server checks).

export const samplePdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
export const samplePng = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000dIHDR-rest-of-png', 'latin1'),
]);
export const sampleJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF-rest', 'latin1')]);
export const sampleWebp = Buffer.concat([
  Buffer.from('RIFF', 'latin1'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 rest', 'latin1'),
]);
export const sampleTiffLe = Buffer.concat([Buffer.from([0x49, 0x49, 0x2a, 0x00]), Buffer.from('rest', 'latin1')]);
export const sampleTiffBe = Buffer.concat([Buffer.from([0x4d, 0x4d, 0x00, 0x2a]), Buffer.from('rest', 'latin1')]);
export const sampleRtf = Buffer.from('{\\rtf1\\ansi Zpr\\u225?va}', 'latin1');
export const sampleTxt = Buffer.from('Výsledky: cholesterol 4,8 mmol/l\n', 'utf8');
export const sampleSvg = Buffer.from(
  '\ufeff<?xml version="1.0" encoding="UTF-8"?>\n<!-- nakresleno -->\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0B7A75"/></svg>\n',
  'utf8',
);
/** A Windows executable header: 'MZ', the DOS stub and a PE signature. */
export const sampleExe = Buffer.concat([
  Buffer.from('MZ', 'latin1'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.from('This program cannot be run in DOS mode.', 'latin1'),
  Buffer.alloc(40),
  Buffer.from('PE\0\0', 'latin1'),
]);
