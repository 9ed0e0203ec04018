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

export function useCareComplaint({
  pojistenecId,
  info,
  submit,
}: {
  pojistenecId: string;
  info: PripadInfo;
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
      draft: { ...emptyComplaintDraft, ...stored?.draft },
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
