/**
 * 'Proplacení zdravotní péče' of one kind for the views (machines/careClaim): one hook creates the
 * actor with its call (PUT /benefitPeceZadostVlozit with the files) and the dev inspector, keeps
 * the step in the URL (`?krok=`, use-wizard.ts) and the draft with the claim's idempotency key in
 * session storage, holds the chosen files, and gives the views what they read and what they may
 * do. Views never build events. As use-programme-claim.ts: a reload resumes as far as the draft
 * allows (without the files), every send of a claim carries the same key, and the browser's Back
 * after the claim was filed starts a new one.
 */
import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { toHellers, type DruhPece, type ProplaceniPece, type ReimbursementKind } from '../../../contract/benefits';
import {
  careClaimMachine,
  careClaimUrlStepOf,
  careClaimViewOf,
  carePayoutOf,
  careStepErrors,
  type CareClaimDraft,
  type CareClaimInputStep,
  type CareClaimSnapshot,
  type CareClaimStep,
  type CareClaimSubmission,
} from '../../../machines/careClaim/careClaim.machine';
import type { ClaimAttachment } from '../../../machines/claims/claimDraft';
import { useApi } from '../../app';
import { useInspect } from '../../app/use-inspect';
import { useLockPersonSwitch } from '../../app/person-page';
import { useActorEffect, useStepInUrl, useUrlStep, useWizardDraft } from '../../app/use-wizard';
import { flowFailureOf } from '../../lib/errors';
import { submitCareClaim } from './api';
import {
  accountDraft,
  claimStep,
  draftValuesOf,
  parseStoredClaim,
  stepCheckSchema,
  useClaimFiles,
  type ClaimSlug,
  type StoredClaim,
} from './claim-flow';

const slugOfStep: Record<CareClaimStep, ClaimSlug> = { details: 'udaje', account: 'ucet', documents: 'doklady', review: 'kontrola' };
const stepOfSlug = (slug: ClaimSlug): CareClaimStep | null =>
  (Object.keys(slugOfStep) as CareClaimStep[]).find((step) => slugOfStep[step] === slug) ?? null;

function slugOf(snapshot: CareClaimSnapshot): ClaimSlug {
  const step = careClaimUrlStepOf(careClaimViewOf(snapshot));
  return step ? slugOfStep[step] : 'odeslano';
}

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
  const inspect = useInspect();
  const { urlStep, setUrlStep } = useUrlStep(claimStep);
  const stored = useWizardDraft(`pece-${kind.kod}`, pojistenecId, parseStoredClaim<CareClaimDraft>);
  const files = useClaimFiles();
  const restart = useRef(onRestart);
  restart.current = onRestart;

  const [machine] = useState(() =>
    careClaimMachine.provide({
      actors: {
        submit: fromPromise<ProplaceniPece, CareClaimSubmission>(async ({ input }) => {
          try {
            return await submitCareClaim(api, queryClient, pojistenecId, input.body, files.filesOf(input.fileIds));
          } catch (error) {
            throw flowFailureOf(error);
          }
        }),
      },
    }),
  );
  const [input] = useState(() => {
    const kept = stored.initial;
    const step = urlStep ? stepOfSlug(urlStep) : null;
    return {
      kind: reimbursementKindOf(kind),
      idempotencyKey: kept?.idempotencyKey ?? crypto.randomUUID(),
      draft: kept ? { ...kept.draft, prilohy: [] } : accountDraft(kind.ucet),
      step: kept && step ? step : undefined,
    };
  });
  const actor = useActorRef(machine, { input, inspect });
  const snapshot = useSelector(actor, (current) => current);
  const view = careClaimViewOf(snapshot);
  useLockPersonSwitch(view === 'submitting');

  useActorEffect(actor, (current: CareClaimSnapshot) => {
    if (current.status === 'done') stored.clear();
    else
      stored.save({
        draft: { ...current.context.draft, prilohy: files.held(current.context.draft.prilohy) },
        idempotencyKey: current.context.idempotencyKey,
      } satisfies StoredClaim<CareClaimDraft>);
  });

  useStepInUrl<ClaimSlug>({
    urlStep: urlStep ?? 'udaje',
    machineStep: slugOf(snapshot),
    goTo: (slug) => {
      if (actor.getSnapshot().status === 'done') {
        restart.current();
        return null;
      }
      const step = stepOfSlug(slug);
      if (step) actor.send({ type: 'claim.goTo', step });
      return slugOf(actor.getSnapshot());
    },
    navigate: (slug, replace) => setUrlStep(slug === 'udaje' ? undefined : slug, replace),
  });

  const { context } = snapshot;
  const events = useMemo(
    () => ({
      next: (values: object) => actor.send({ type: 'claim.next', values: draftValuesOf<CareClaimDraft>(values) }),
      change: (values: object) => actor.send({ type: 'claim.change', values: draftValuesOf<CareClaimDraft>(values) }),
      back: (values?: object) => actor.send({ type: 'claim.back', values: values ? draftValuesOf<CareClaimDraft>(values) : undefined }),
      edit: (step: CareClaimInputStep) => actor.send({ type: 'claim.edit', step }),
      confirm: () => actor.send({ type: 'claim.confirm' }),
      retry: () => actor.send({ type: 'claim.retry' }),
      holdFiles: (chosen: readonly File[]): ClaimAttachment[] => files.hold(chosen),
    }),
    [actor, files],
  );

  const stepSchema = (step: CareClaimInputStep) =>
    stepCheckSchema<object>((values) =>
      careStepErrors({ ...context.draft, ...draftValuesOf<CareClaimDraft>(values) }, step, context.kind, context.idempotencyKey),
    );

  return {
    view,
    kind: context.kind,
    draft: context.draft,
    stepErrors: context.stepErrors,
    error: context.error,
    answer: context.answer,
    /** What the review shows as asked for (Kč); null = computed by the insurer. */
    payout: carePayoutOf(context),
    stepSchema,
    events,
  };
}

export type CareClaimFlow = ReturnType<typeof useCareClaim>;
