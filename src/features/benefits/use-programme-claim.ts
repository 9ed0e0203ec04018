/**
 * 'Čerpání programu' for the views (machines/programmeClaim): one hook creates the actor with its
 * calls (GET /benefitProgramyNahled for the review, PUT /benefitProgramyZadostVlozit with the
 * files) and the dev inspector, keeps the step in the URL (`?krok=`, use-wizard.ts) and the draft
 * with the claim's idempotency key in session storage, holds the chosen files, and gives the views
 * what they read and what they may do. Views never build events.
 *
 * A reload resumes with the kept draft at the URL's step as far as the draft allows (the files
 * are gone, so the documents step asks for them again); the same idempotency key goes with every
 * send of the claim, so a resend files one claim. The browser's Back after the claim was filed
 * starts a new claim (`onRestart`).
 */
import { useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { CerpaniProgramu, ProgramDetail, ProgramNahled } from '../../../contract/benefits';
import {
  programmeClaimMachine,
  programmeClaimUrlStepOf,
  programmeClaimViewOf,
  programmeStepErrors,
  type ProgrammeClaimDraft,
  type ProgrammeClaimInputStep,
  type ProgrammeClaimProgramme,
  type ProgrammeClaimSnapshot,
  type ProgrammeClaimStep,
  type ProgrammeClaimSubmission,
} from '../../../machines/programmeClaim/programmeClaim.machine';
import type { ClaimAttachment } from '../../../machines/claims/claimDraft';
import { useApi } from '../../app';
import { useInspect } from '../../app/use-inspect';
import { useLockPersonSwitch } from '../../app/person-page';
import { useActorEffect, useStepInUrl, useUrlStep, useWizardDraft } from '../../app/use-wizard';
import { flowFailureOf } from '../../lib/errors';
import { previewProgrammeClaim, submitProgrammeClaim } from './api';
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

const slugOfStep: Record<ProgrammeClaimStep, ClaimSlug> = { receipt: 'uctenka', account: 'ucet', documents: 'doklady', review: 'kontrola' };
const stepOfSlug = (slug: ClaimSlug): ProgrammeClaimStep | null =>
  (Object.keys(slugOfStep) as ProgrammeClaimStep[]).find((step) => slugOfStep[step] === slug) ?? null;

function slugOf(snapshot: ProgrammeClaimSnapshot): ClaimSlug {
  const step = programmeClaimUrlStepOf(programmeClaimViewOf(snapshot));
  return step ? slugOfStep[step] : 'odeslano';
}

export interface ProgrammeClaimOptions {
  pojistenecId: string;
  programme: ProgramDetail;
  /** Starts a new claim (a fresh wizard): the browser's Back after the claim was filed. */
  onRestart: () => void;
}

export function useProgrammeClaim({ pojistenecId, programme, onRestart }: ProgrammeClaimOptions) {
  const api = useApi();
  const queryClient = useQueryClient();
  const inspect = useInspect();
  const { urlStep, setUrlStep } = useUrlStep(claimStep);
  const stored = useWizardDraft(`program-${programme.kod}-${programme.kodZps}`, pojistenecId, parseStoredClaim<ProgrammeClaimDraft>);
  const files = useClaimFiles();
  const restart = useRef(onRestart);
  restart.current = onRestart;

  const [machine] = useState(() =>
    programmeClaimMachine.provide({
      actors: {
        preview: fromPromise<ProgramNahled, { kod: string; datumUctenka: string; castkaUctenka: number }>(async ({ input }) => {
          try {
            return await previewProgrammeClaim(api, pojistenecId, input);
          } catch (error) {
            throw flowFailureOf(error);
          }
        }),
        submit: fromPromise<CerpaniProgramu, ProgrammeClaimSubmission>(async ({ input }) => {
          try {
            return await submitProgrammeClaim(api, queryClient, pojistenecId, input.body, files.filesOf(input.fileIds));
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
    const target: ProgrammeClaimProgramme = {
      kod: programme.kod,
      kodZps: programme.kodZps,
      nazev: programme.nazev,
      doklady: programme.doklady,
    };
    return {
      programme: target,
      idempotencyKey: kept?.idempotencyKey ?? crypto.randomUUID(),
      // The files of a kept draft are gone after a reload: only the values are taken back.
      draft: kept ? { ...kept.draft, prilohy: [] } : accountDraft(programme.ucet),
      step: kept && step ? step : undefined,
    };
  });
  const actor = useActorRef(machine, { input, inspect });
  const snapshot = useSelector(actor, (current) => current);
  const view = programmeClaimViewOf(snapshot);
  // The claim belongs to the person it is sent for: no switching while it is being sent.
  useLockPersonSwitch(view === 'submitting');

  useActorEffect(actor, (current: ProgrammeClaimSnapshot) => {
    if (current.status === 'done') stored.clear();
    else
      stored.save({
        draft: { ...current.context.draft, prilohy: files.held(current.context.draft.prilohy) },
        idempotencyKey: current.context.idempotencyKey,
      } satisfies StoredClaim<ProgrammeClaimDraft>);
  });

  useStepInUrl<ClaimSlug>({
    urlStep: urlStep ?? 'uctenka',
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
    // The first step has no parameter: the address of the page stays as it was.
    navigate: (slug, replace) => setUrlStep(slug === 'uctenka' ? undefined : slug, replace),
  });

  const { context } = snapshot;
  const events = useMemo(
    () => ({
      /** 'Pokračovat' with the step's values. */
      next: (values: object) => actor.send({ type: 'claim.next', values: draftValuesOf<ProgrammeClaimDraft>(values) }),
      /** A value changed (kept for a reload and the browser's Back). */
      change: (values: object) => actor.send({ type: 'claim.change', values: draftValuesOf<ProgrammeClaimDraft>(values) }),
      /** 'Zpět' with the step's values (kept unchecked). */
      back: (values?: object) =>
        actor.send({ type: 'claim.back', values: values ? draftValuesOf<ProgrammeClaimDraft>(values) : undefined }),
      /** 'Upravit' on the review. */
      edit: (step: ProgrammeClaimInputStep) => actor.send({ type: 'claim.edit', step }),
      /** 'Odeslat žádost'. */
      confirm: () => actor.send({ type: 'claim.confirm' }),
      /** ZKUSIT_ZNOVU after a failed preview or send (the same idempotency key). */
      retry: () => actor.send({ type: 'claim.retry' }),
      /** Keeps chosen files; their attachments go into the documents form. */
      holdFiles: (chosen: readonly File[]): ClaimAttachment[] => files.hold(chosen),
    }),
    [actor, files],
  );

  /** The step form's schema: the machine's own check of the step. */
  const stepSchema = (step: ProgrammeClaimInputStep) =>
    stepCheckSchema<object>((values) =>
      programmeStepErrors(
        { ...context.draft, ...draftValuesOf<ProgrammeClaimDraft>(values) },
        step,
        context.programme,
        context.idempotencyKey,
      ),
    );

  return {
    view,
    draft: context.draft,
    stepErrors: context.stepErrors,
    error: context.error,
    preview: context.preview,
    answer: context.answer,
    editing: context.editing,
    stepSchema,
    events,
  };
}

export type ProgrammeClaimFlow = ReturnType<typeof useProgrammeClaim>;
