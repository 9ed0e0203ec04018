/**
 * What the two claim wizards (programmeClaim, careClaim) share: the attachments as the wizard
 * knows them (the files themselves stay with the screen's hook, keyed by `id`), the documents
 * step's checks and the field messages of a step (where the server's messages lead is the
 * wizard skeleton's).
 * Pure functions over plain data; no React, DOM or network.
 */
import { type PozadovanyDoklad } from '../../contract/benefits';
import { documentTypesOfFiles } from '../../contract/claim-rules';
import { messages } from '../../contract/messages';
import { claimDocumentTypes } from '../../contract/enums';
import { fieldErrors, formFieldName } from '../../contract/rules';
import type { z } from 'zod';

/** A file chosen for the claim: its name and size for the screen, and the document type the person gave it ('' = none yet). */
export interface ClaimAttachment {
  /** The hook's key of the File (e.g. the attachment picker's id). */
  id: string;
  nazev: string;
  velikost: number;
  typDokumentKod: string;
}

/** Messages by field name (the forms' notation: 'prilohy[0].typDokumentKod'; '_form' for the step). */
export type StepErrors = Record<string, string[]>;

/** The contract schema's messages of a whole body, by form field name. */
export function schemaErrors(schema: z.ZodType, raw: unknown): { errors: StepErrors; data: unknown } {
  const result = schema.safeParse(raw);
  return result.success ? { errors: {}, data: result.data } : { errors: fieldErrors(result.error, formFieldName), data: null };
}

/** Only the messages of the given fields (a name or its nested names: 'prilohy' covers 'prilohy[0].typDokumentKod'). */
export function errorsOfFields(errors: StepErrors, fields: readonly string[]): StepErrors {
  const out: StepErrors = {};
  for (const [name, list] of Object.entries(errors)) {
    if (fields.some((field) => name === field || name.startsWith(`${field}.`) || name.startsWith(`${field}[`))) out[name] = list;
  }
  return out;
}

/**
 * The documents step: every file has a document type of the list, and the required documents are
 * there (`required` empty when the documents are optional). Messages on 'prilohy[i].typDokumentKod'
 * and on 'seznamPriloh' (the whole list).
 */
export function documentErrors(attachments: readonly ClaimAttachment[], required: readonly PozadovanyDoklad[]): StepErrors {
  const errors: StepErrors = {};
  attachments.forEach((attachment, index) => {
    if (!(claimDocumentTypes as readonly string[]).includes(attachment.typDokumentKod))
      errors[`prilohy[${index}].typDokumentKod`] = [
        attachment.typDokumentKod ? messages.allowedValues(claimDocumentTypes) : messages.required,
      ];
  });
  const typed = attachments.filter((attachment) => (claimDocumentTypes as readonly string[]).includes(attachment.typDokumentKod));
  const { errors: listErrors } = documentTypesOfFiles(
    typed.map((_, index) => index),
    typed.map((attachment) => attachment.typDokumentKod),
    typed.length,
    required,
    { index: 'prilohyIndex', type: 'typDokumentKod', files: 'seznamPriloh' },
  );
  if (listErrors.seznamPriloh) errors.seznamPriloh = listErrors.seznamPriloh;
  return errors;
}

/** The parallel lists of the wire: the type of each file and the file indexes (files go in the order of the attachments). */
export function documentLists(attachments: readonly ClaimAttachment[]): { typDokumentKod: string[]; indexes: number[] } {
  return { typDokumentKod: attachments.map((attachment) => attachment.typDokumentKod), indexes: attachments.map((_, index) => index) };
}
