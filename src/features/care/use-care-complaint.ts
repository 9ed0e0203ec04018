/**
 * The complaint about a care item for the views (machines/careComplaint on the wizard skeleton,
 * wired by useWizard): POST /reklamacePece with the wizard's Idempotency-Key, the step in the URL
 * (`?krok=`), the draft and its key in session storage per person and case.
 */
import { useMemo } from 'react';
import type { PripadInfo, ReklamaceOdpoved } from '../../../contract/care';
import {
  careComplaintMachine,
  emptyComplaintDraft,
  type ComplaintDraft,
  type ComplaintFixed,
  type ComplaintInputStep,
  type ComplaintSubmission,
} from '../../../machines/careComplaint/careComplaint.machine';
import { useWizard } from '../../app/use-wizard';
import { complaintSlugs, complaintStep } from './complaint-url';

interface StoredComplaint {
  draft: Partial<ComplaintDraft>;
  idempotencyKey: string;
}

function parseStored(stored: unknown): StoredComplaint | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { draft, idempotencyKey } = stored as { draft?: unknown; idempotencyKey?: unknown };
  if (typeof draft !== 'object' || draft === null || typeof idempotencyKey !== 'string') return null;
  const d = draft as Record<string, unknown>;
  if (!Array.isArray(d.seznamDetailu) || typeof d.duvod !== 'string') return null;
  return { draft: draft as Partial<ComplaintDraft>, idempotencyKey };
}

/** Contact details the app already knows (the person's own, from 'Osobní údaje'). */
export interface KnownContact {
  telefon: string | null;
  email: string | null;
}

/**
 * What a new complaint starts with (issue 37): the phone and e-mail from the personal data, and
 * the procedure ticked when only one of the case's procedures can still be complained about.
 */
export function complaintPrefill(info: PripadInfo, contact: KnownContact | null): Partial<ComplaintDraft> {
  const claimed = new Set(info.vykony.filter((line) => line.reklamovano).map((line) => String(line.id)));
  const open = info.pripad.vykony.map((line) => String(line.id)).filter((id) => !claimed.has(id));
  return {
    ...(open.length === 1 ? { seznamDetailu: open } : {}),
    ...(contact ? { kontaktTelefon: contact.telefon ?? '', kontaktEmail: contact.email ?? '' } : {}),
  };
}

export function useCareComplaint({
  pojistenecId,
  info,
  contact = null,
  submit,
}: {
  pojistenecId: string;
  info: PripadInfo;
  contact?: KnownContact | null;
  submit: (input: ComplaintSubmission) => Promise<ReklamaceOdpoved>;
}) {
  const {
    step,
    draft,
    fieldErrors,
    error,
    answer,
    events: wizard,
  } = useWizard({
    machine: careComplaintMachine,
    flow: `reklamace-${info.pripad.id}`,
    pojistenecId,
    parseStored,
    toStored: (context: { fixed: ComplaintFixed; draft: ComplaintDraft }): StoredComplaint => ({
      draft: context.draft,
      idempotencyKey: context.fixed.idempotencyKey,
    }),
    readSlug: complaintStep,
    slugs: complaintSlugs,
    input: (stored, urlStep) => ({
      fixed: {
        pripadId: String(info.pripad.id),
        vykony: info.vykony.map((v) => ({ id: String(v.id), reklamovano: v.reklamovano })),
        idempotencyKey: stored?.idempotencyKey ?? crypto.randomUUID(),
      },
      // A kept draft wins over what the app knows: it is what the person typed.
      draft: { ...emptyComplaintDraft, ...(stored ? stored.draft : complaintPrefill(info, contact)) },
      step: urlStep,
    }),
    submit,
  });
  const events = useMemo(
    () => ({
      ...wizard,
      change: (values: Partial<ComplaintDraft>) => wizard.change(values),
      next: (values: Partial<ComplaintDraft>) => wizard.next(values),
    }),
    [wizard],
  );
  return { step, draft, fieldErrors, error, answer, events };
}

export type { ComplaintInputStep };
