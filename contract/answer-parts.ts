/**
 * Answer pieces that calls of several areas share: an attachment (health record, messages, claims)
 * and a bank account (payments, claims). They live here rather than in contract/health.ts and
 * contract/insurance.ts so that a screen of another area (the benefit claims) can use them
 * without loading either of those modules whole: a chunk takes a module whole.
 * health.ts and insurance.ts re-export them for their own importers.
 */
import { z } from 'zod';

/**
 * Record types attachments belong to (the `evidence` of an attachment and of the download paths):
 * the health record's vaccinations and documents, and the files sent with messages, registrations,
 * claims and personal-data changes.
 */
/** ZADOST (issue 34): documents a person added to a request that waited for them (record = the request). */
/** POTVRZENI (issue 34): a document the insurer issued on approving a request, e.g. the certificate of no arrears (record = the request). */
export const attachmentEvidences = [
  'OCKOVANI',
  'DOKUMENT',
  'ZPRAVA',
  'NOVOROZENEC',
  'PROGRAM',
  'PROPLACENI_PECE',
  'ZMENA_UDAJU',
  'ZADOST',
  'POTVRZENI',
] as const;
export type AttachmentEvidence = (typeof attachmentEvidences)[number];

/** An attachment in an answer. */
export const prilohaOdpovedSchema = z.object({
  id: z.number().int().positive(),
  nazev: z.string(),
  velikost: z.number().int().min(0),
  evidence: z.enum(attachmentEvidences),
});
export type PrilohaOdpoved = z.infer<typeof prilohaOdpovedSchema>;

/** A bank account in an answer. */
export const ucetOdpovedSchema = z.object({ predcisli: z.string().nullable(), cislo: z.string(), banka: z.string() });
