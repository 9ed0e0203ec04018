/**
 * Pure helpers shared by the two health records with attachments — vaccinations (evidence
 * OCKOVANI) and personal documents (evidence DOKUMENT): the multipart body of document 2 §7
 * (plain fields, repeated `prilohaVlozit[]` files, repeated `prilohaSmazat[]` ids), dates on the
 * wire, and a few display rules. No React, no fetch.
 */
import { czechCount, formatDateCz, toWireDate } from '../../../../contract/format';

/** One attachment as the answers carry it (document 1 §3). */
export interface RecordAttachment {
  id: number | string;
  nazev: string;
  velikost: number;
  evidence: string;
}

/** The picker's report: new files (→ prilohaVlozit[]) and stored ones to delete (→ prilohaSmazat[]). */
export interface AttachmentChange {
  newFiles?: readonly File[] | undefined;
  deletedIds?: readonly (number | string)[];
}

/** Multipart field names of document 2 §7. */
export const FILE_FIELD = 'prilohaVlozit[]';
export const DELETE_FIELD = 'prilohaSmazat[]';

/** Field names the form uses for the server's attachment messages (a `chyby` key without the brackets). */
export const FILE_ERROR_KEY = 'prilohaVlozit';

const isoDateLike = /^\d{4}-\d{2}-\d{2}(T00:00:00)?$/;

/**
 * The multipart body of a record: its validated plain fields (absent ones are left out, dates go
 * as 'YYYY-MM-DDT00:00:00' — document 1 §3 "a date-only value is sent with a zero time"), then
 * the new files under repeated `prilohaVlozit[]` and the ids to delete under `prilohaSmazat[]`.
 */
export function recordFormData(
  fields: Record<string, unknown>,
  change?: AttachmentChange,
  dateKeys: readonly string[] = ['datum', 'datumDalsi'],
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null || key === 'prilohaSmazat') continue;
    if (typeof value === 'string' && dateKeys.includes(key) && isoDateLike.test(value)) form.append(key, toWireDate(value));
    else form.append(key, String(value));
  }
  for (const file of change?.newFiles ?? []) form.append(FILE_FIELD, file, file.name);
  for (const id of change?.deletedIds ?? []) form.append(DELETE_FIELD, String(id));
  return form;
}

/** Uploads from this size on show their progress (smaller ones finish before a bar could be read). */
export const LARGE_UPLOAD_BYTES = 512 * 1024;

/** Total size of the new files. */
export function totalBytes(files: readonly { size: number }[] | undefined): number {
  return (files ?? []).reduce((sum, file) => sum + file.size, 0);
}

/** Whether the upload of these files shows a progress bar. */
export function showsUploadProgress(files: readonly { size: number }[] | undefined): boolean {
  return totalBytes(files) >= LARGE_UPLOAD_BYTES;
}

/** '2019-05-10T00:00:00' → '10. 5. 2019' (d. M. yyyy); null / not a date → ''. */
export function displayDate(wire: string | null | undefined): string {
  return formatDateCz(wire ?? null);
}

/** '2019-05-10T00:00:00' → '2019-05-10' for the date picker and the `<time dateTime>`; null → ''. */
export function isoOfWire(wire: string | null | undefined): string {
  return typeof wire === 'string' && isoDateLike.test(wire) ? wire.slice(0, 10) : '';
}

/** The Czech count of attachments: 'Bez příloh', '1 příloha', '2 přílohy', '5 příloh'. */
export function attachmentCountText(count: number): string {
  return count <= 0 ? 'Bez příloh' : czechCount(count, 'příloha', 'přílohy', 'příloh');
}
