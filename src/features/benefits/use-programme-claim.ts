/**
 * 'Čerpání programu' for the views (machines/programmeClaim on the wizard skeleton, wired by
 * useWizard): PUT /benefitProgramyZadostVlozit with the files and the claim's idempotency key, the
 * step in the URL (`?krok=`), the draft with the key in session storage, the chosen files held here,
 * and the review's payout (GET /benefitProgramyNahled, asked each time the review opens).
 *
 * A reload resumes with the kept draft at the URL's step as far as the draft allows (the files are
 * gone, so the documents step asks for them again); the same idempotency key goes with every send
 * of the claim, so a resend files one claim. The browser's Back after the claim was filed starts a
 * new claim (`onRestart`). Nothing is sent before the payout came; a refusal of the payout by a
 * programme's rule opens the step of its field with the message ('Upravit': 'Pokračovat' returns
 * to the review), any other failure stays on the review with 'Zkusit znovu'.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallFailure } from '../../../contract/error-body';
import type { ProgramDetail, ProgramNahled } from '../../../contract/benefits';
import {
  emptyProgrammeClaimDraft,
  previewInputOf,
  programmeClaimMachine,
  programmeStepErrors,
  stepOfMessages,
  type ProgrammeClaimDraft,
  type ProgrammeClaimInputStep,
  type ProgrammeClaimSubmission,
} from '../../../machines/programmeClaim/programmeClaim.machine';
import type { ClaimAttachment, StepErrors } from '../../../machines/claims/claimDraft';
import { useApi } from '../../app';
import { useWizard } from '../../app/use-wizard';
import { flowFailureOf } from '../../lib/errors';
import { personKey } from '../../lib/query-keys';
import { previewProgrammeClaim, submitProgrammeClaim } from './api';
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

const slugs: Record<ProgrammeClaimInputStep | 'review', ClaimSlug> = {
  receipt: 'uctenka',
  account: 'ucet',
  documents: 'doklady',
  review: 'kontrola',
};

export interface ProgrammeClaimOptions {
  pojistenecId: string;
  programme: ProgramDetail;
  /** Starts a new claim (a fresh wizard): the browser's Back after the claim was filed. */
  onRestart: () => void;
}

export function useProgrammeClaim({ pojistenecId, programme, onRestart }: ProgrammeClaimOptions) {
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
    editing,
    events: wizard,
  } = useWizard({
    machine: programmeClaimMachine,
    flow: `program-${programme.kod}-${programme.kodZps}`,
    pojistenecId,
    parseStored: parseStoredClaim<ProgrammeClaimDraft>,
    toStored: storedClaimOf<ProgrammeClaimDraft>(files.held),
    readSlug: claimStep,
    slugs,
    doneSlug: 'odeslano',
    input: (kept, urlStep) => ({
      fixed: {
        programme: { kod: programme.kod, kodZps: programme.kodZps, nazev: programme.nazev, doklady: programme.doklady },
        idempotencyKey: kept?.idempotencyKey ?? crypto.randomUUID(),
      },
      // The files of a kept draft are gone after a reload: only the values are taken back.
      draft: { ...emptyProgrammeClaimDraft(), ...(kept ? { ...kept.draft, prilohy: [] } : accountDraft(programme.ucet)) },
      step: kept ? urlStep : undefined,
    }),
    submit: (input: ProgrammeClaimSubmission) =>
      submitProgrammeClaim(api, queryClient, pojistenecId, input.body, files.filesOf(input.fileIds)),
    onRestart,
  });

  // The payout: asked again each time the review opens (stale at once), kept while it sends.
  const onReview = step === 'review' || step === 'submitting' || step === 'failed';
  const previewInput = onReview ? previewInputOf(fixed, draft) : null;
  const preview = useQuery<ProgramNahled, CallFailure>({
    queryKey: [...personKey(pojistenecId), 'benefitProgramyNahled', previewInput],
    queryFn: async () => {
      try {
        return await previewProgrammeClaim(api, pojistenecId, previewInput!);
      } catch (failure) {
        throw flowFailureOf(failure);
      }
    },
    enabled: onReview,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const loading = step === 'review' && preview.isFetching;
  const refusedAt = preview.error ? stepOfMessages(preview.error.chyby) : null;
  const view =
    step !== 'review'
      ? step
      : loading
        ? 'previewing'
        : preview.isError && !refusedAt
          ? 'previewFailed'
          : preview.data
            ? 'review'
            : 'previewing';

  // A refusal by a programme's rule: the step of its field, with the messages, until another step shows.
  const [refusal, setRefusal] = useState<{ step: ProgrammeClaimInputStep; errors: StepErrors } | null>(null);
  const routed = useRef(0);
  useEffect(() => {
    if (step !== 'review' || loading || !refusedAt || routed.current === preview.errorUpdatedAt) return;
    routed.current = preview.errorUpdatedAt;
    setRefusal({ step: refusedAt, errors: { ...preview.error!.chyby } as StepErrors });
    wizard.edit(refusedAt);
  }, [step, loading, refusedAt, preview.error, preview.errorUpdatedAt, wizard]);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    if (shown.current === refusal?.step) setRefusal(null);
    shown.current = step;
  }, [step, refusal]);

  const { refetch } = preview;
  const ready = useRef(false);
  ready.current = view === 'review' || view === 'failed';
  const events = useMemo(
    () => ({
      ...wizard,
      next: (values: object) => wizard.next(draftValuesOf<ProgrammeClaimDraft>(values)),
      change: (values: object) => wizard.change(draftValuesOf<ProgrammeClaimDraft>(values)),
      /** 'Odeslat žádost' once the payout came, or ZKUSIT_ZNOVU after a failed send (the same idempotency key). */
      confirm: () => {
        if (ready.current) wizard.confirm();
      },
      /** ZKUSIT_ZNOVU after the payout could not be asked. */
      retryPreview: () => void refetch(),
      /** Keeps chosen files; their attachments go into the documents form. */
      holdFiles: (chosen: readonly File[]): ClaimAttachment[] => files.hold(chosen),
    }),
    [wizard, files, refetch],
  );

  /** The step form's schema: the machine's own check of the step. */
  const stepSchema = (of: ProgrammeClaimInputStep) =>
    stepCheckSchema<object>((values) => programmeStepErrors(fixed, { ...draft, ...draftValuesOf<ProgrammeClaimDraft>(values) }, of));

  return {
    view,
    draft,
    stepErrors: refusal?.step === step ? { ...fieldErrors, ...refusal.errors } : fieldErrors,
    error: view === 'previewFailed' ? preview.error!.chyby?._form?.join(' ') || preview.error!.message : error,
    preview: view === 'review' || step === 'submitting' || step === 'failed' ? (preview.data ?? null) : null,
    answer,
    editing,
    stepSchema,
    events,
  };
}

export type ProgrammeClaimFlow = ReturnType<typeof useProgrammeClaim>;
