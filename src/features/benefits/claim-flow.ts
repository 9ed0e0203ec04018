/**
 * What the two claim hooks (use-programme-claim.ts, use-care-claim.ts) share: the steps in the
 * URL (`?krok=`), the files the person chose (kept here by id: the machines know only their names
 * and document types), the kept draft's shape, and a step form's schema made of the machine's own
 * step check, so the form and the machine say the same thing about a step.
 */
import { useCallback, useRef } from 'react';
import { z } from 'zod';
import type { ClaimAttachment, StepErrors } from '../../../machines/claims/claimDraft';

export { claimSlugs, claimStep, type ClaimSlug } from './claim-url';

/** 'prilohy[0].typDokumentKod' → ['prilohy', 0, 'typDokumentKod']. */
export function pathOfFieldName(name: string): Array<string | number> {
  const path: Array<string | number> = [];
  for (const part of name.split('.')) {
    const match = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (!match) {
      path.push(part);
      continue;
    }
    if (match[1]) path.push(match[1]);
    for (const index of match[2].matchAll(/\[(\d+)\]/g)) path.push(Number(index[1]));
  }
  return path;
}

/**
 * A step form's schema: the machine's check of the step with the form's values, its messages on
 * the form's fields. The output is the values as they are.
 */
export function stepCheckSchema<V extends object>(check: (values: V) => StepErrors): z.ZodType<V> {
  return z
    .custom<V>((value) => typeof value === 'object' && value !== null)
    .superRefine((values, ctx) => {
      for (const [name, list] of Object.entries(check(values)))
        for (const message of list) ctx.addIssue({ code: 'custom', message, path: pathOfFieldName(name) });
    });
}

/** A form's value as the draft keeps it: amounts as text with a dot, everything else as it is. */
export function draftValuesOf<D>(values: object): Partial<D> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) out[key] = typeof value === 'number' ? String(value) : value;
  return out as Partial<D>;
}

/** The files chosen in this tab, by the attachment's id (they cannot be kept across a reload). */
export function useClaimFiles() {
  const files = useRef(new Map<string, File>());
  /** Keeps new files and gives each an attachment without a document type yet. */
  const hold = useCallback((chosen: readonly File[]): ClaimAttachment[] => {
    return chosen.map((file) => {
      const id = crypto.randomUUID();
      files.current.set(id, file);
      return { id, nazev: file.name, velikost: file.size, typDokumentKod: '' };
    });
  }, []);
  const held = useCallback((attachments: readonly ClaimAttachment[]) => attachments.filter((a) => files.current.has(a.id)), []);
  const filesOf = useCallback(
    (ids: readonly string[]): File[] =>
      ids.map((id) => {
        const file = files.current.get(id);
        if (!file) throw new Error(`The file of attachment ${id} is gone`);
        return file;
      }),
    [],
  );
  return { hold, held, filesOf };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What session storage keeps of a claim: the draft and the idempotency key of this claim. */
export interface StoredClaim<D> {
  draft: Partial<D>;
  idempotencyKey: string;
}

/** The kept claim, when it has the expected shape (the draft's values are checked by the machine's steps). */
/**
 * What a claim keeps in session storage: its draft with only the attachments whose files are still
 * held (files cannot be kept across a reload), and its idempotency key.
 */
export const storedClaimOf =
  <D extends { prilohy: ClaimAttachment[] }>(held: (attachments: readonly ClaimAttachment[]) => ClaimAttachment[]) =>
  ({ fixed, draft }: { fixed: { idempotencyKey: string }; draft: D }): StoredClaim<D> => ({
    draft: { ...draft, prilohy: held(draft.prilohy) },
    idempotencyKey: fixed.idempotencyKey,
  });

export function parseStoredClaim<D>(stored: unknown): StoredClaim<D> | null {
  if (!isObject(stored) || !isObject(stored.draft) || typeof stored.idempotencyKey !== 'string') return null;
  const draft = { ...stored.draft };
  if (!Array.isArray(draft.prilohy)) delete draft.prilohy;
  return { draft: draft as Partial<D>, idempotencyKey: stored.idempotencyKey };
}

/** The stored account as the form's prefix, number and bank. */
export function accountDraft(ucet: { predcisli: string | null; cislo: string; banka: string } | null) {
  return ucet ? { predcisli: ucet.predcisli ?? '', cislo: ucet.cislo, banka: ucet.banka } : {};
}
