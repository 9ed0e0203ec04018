/**
 * 'Proplacení zdravotní péče' of one kind for the views (machines/careClaim on the wizard skeleton,
 * wired by useWizard): PUT /benefitPeceZadostVlozit with the files and the claim's idempotency key,
 * the step in the URL (`?krok=`), the draft with the key in session storage, the chosen files held
 * here. As use-programme-claim.ts: a reload resumes as far as the draft allows (without the files),
 * every send of a claim carries the same key, and the browser's Back after the claim was filed
 * starts a new one.
 */
import { useMemo } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { type DruhPece } from '../../../contract/benefits';
import { toHellers, type ReimbursementKind } from '../../../contract/claim-rules';
import {
  careClaimMachine,
  carePayoutOf,
  careStepErrors,
  emptyCareClaimDraft,
  type CareClaimDraft,
  type CareClaimInputStep,
  type CareClaimSubmission,
} from '../../../machines/careClaim/careClaim.machine';
import type { ClaimAttachment } from '../../../machines/claims/claimDraft';
import { useApi } from '../../app';
import { useWizard } from '../../app/use-wizard';
import { submitCareClaim } from './api';
import {
  accountDraft,
  claimStep,
  draftValuesOf,
  parseStoredClaim,
  storedClaimOf,
  stepCheckSchema,
  useClaimFiles,
  type ClaimSlug,
} from './claim-flow';

const slugs: Record<CareClaimInputStep | 'review', ClaimSlug> = {
  details: 'udaje',
  account: 'ucet',
  documents: 'doklady',
  review: 'kontrola',
};

/** The kind as the rules need it (amounts in hellers). */
export function reimbursementKindOf(kind: DruhPece): ReimbursementKind {
  return {
    kod: kind.kod,
    nazev: kind.nazev,
    typ: kind.typ,
    schvalovani: kind.schvalovani,
    rezim: kind.rezim,
    sazbaHal: kind.sazba === null ? null : toHellers(kind.sazba),
    maxDni: kind.maxDni,
    doklady: kind.doklady,
  };
}

export interface CareClaimOptions {
  pojistenecId: string;
  kind: DruhPece & { ucet: { predcisli: string | null; cislo: string; banka: string } | null };
  onRestart: () => void;
}

export function useCareClaim({ pojistenecId, kind, onRestart }: CareClaimOptions) {
  const api = useApi();
  const queryClient = useQueryClient();
  const files = useClaimFiles();
  const {
    step,
    fixed,
    draft,
    fieldErrors,
    error,
    answer,
    events: wizard,
  } = useWizard({
    machine: careClaimMachine,
    flow: `pece-${kind.kod}`,
    pojistenecId,
    parseStored: parseStoredClaim<CareClaimDraft>,
    toStored: storedClaimOf<CareClaimDraft>(files.held),
    readSlug: claimStep,
    slugs,
    doneSlug: 'odeslano',
    input: (kept, urlStep) => ({
      fixed: { kind: reimbursementKindOf(kind), idempotencyKey: kept?.idempotencyKey ?? crypto.randomUUID() },
      draft: { ...emptyCareClaimDraft(), ...(kept ? { ...kept.draft, prilohy: [] } : accountDraft(kind.ucet)) },
      step: kept ? urlStep : undefined,
    }),
    submit: (input: CareClaimSubmission) => submitCareClaim(api, queryClient, pojistenecId, input.body, files.filesOf(input.fileIds)),
    onRestart,
  });

  const events = useMemo(
    () => ({
      ...wizard,
      next: (values: object) => wizard.next(draftValuesOf<CareClaimDraft>(values)),
      change: (values: object) => wizard.change(draftValuesOf<CareClaimDraft>(values)),
      holdFiles: (chosen: readonly File[]): ClaimAttachment[] => files.hold(chosen),
    }),
    [wizard, files],
  );

  /** The step form's schema: the machine's own check of the step. */
  const stepSchema = (of: CareClaimInputStep) =>
    stepCheckSchema<object>((values) => careStepErrors(fixed, { ...draft, ...draftValuesOf<CareClaimDraft>(values) }, of));

  return {
    view: step,
    kind: fixed.kind,
    draft,
    stepErrors: fieldErrors,
    error,
    answer,
    /** What the review shows as asked for (Kč); null = computed by the insurer. */
    payout: carePayoutOf(fixed.kind, draft),
    stepSchema,
    events,
  };
}

export type CareClaimFlow = ReturnType<typeof useCareClaim>;
