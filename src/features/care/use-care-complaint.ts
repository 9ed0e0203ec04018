/**
 * The complaint about a care item for the views (machines/careComplaint): the actor with its
 * `submit` call (POST /reklamacePece with the wizard's Idempotency-Key), the step in the URL
 * (`?krok=`), the draft and its key in session storage per person and case, and what the views
 * read and may do.
 */
import { useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { PripadInfo, ReklamaceOdpoved } from '../../../contract/care';
import {
  careComplaintMachine,
  careComplaintStepOf,
  type CareComplaintSnapshot,
  type ComplaintDraft,
  type ComplaintInputStep,
  type ComplaintStep,
  type ComplaintSubmission,
  type ComplaintUrlStep,
} from '../../../machines/careComplaint/careComplaint.machine';
import { flowFailureOf } from '../../lib/errors';
import { useInspect } from '../../app/use-inspect';
import { useLockPersonSwitch } from '../../app/person-page';
import { useActorEffect, useStepInUrl, useUrlStep, useWizardDraft } from '../../app/use-wizard';
import { complaintSlugs, complaintStep, type ComplaintSlug } from './complaint-url';

const stepOfSlug = (slug: ComplaintSlug): ComplaintUrlStep =>
  (Object.entries(complaintSlugs).find(([, value]) => value === slug)?.[0] ?? 'procedures') as ComplaintUrlStep;

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
  const inspect = useInspect();
  const { urlStep, setUrlStep } = useUrlStep(complaintStep);
  const stored = useWizardDraft(`reklamace-${info.pripad.id}`, pojistenecId, parseStored);
  const latest = useRef(submit);
  latest.current = submit;
  const [machine] = useState(() =>
    careComplaintMachine.provide({
      actors: {
        submit: fromPromise<ReklamaceOdpoved, ComplaintSubmission>(async ({ input }) => {
          try {
            return await latest.current(input);
          } catch (error) {
            throw flowFailureOf(error);
          }
        }),
      },
    }),
  );
  const [input] = useState(() => ({
    pripadId: String(info.pripad.id),
    vykony: info.vykony,
    idempotencyKey: stored.initial?.idempotencyKey ?? crypto.randomUUID(),
    draft: stored.initial?.draft,
    step: urlStep ? stepOfSlug(urlStep) : undefined,
  }));
  const actor = useActorRef(machine, { input, inspect });
  const snapshot = useSelector(actor, (value) => value);
  const step: ComplaintStep = careComplaintStepOf(snapshot);
  useLockPersonSwitch(step === 'submitting');

  useActorEffect(actor, (value: CareComplaintSnapshot) => {
    if (value.status === 'done') stored.clear();
    else stored.save({ draft: value.context.draft, idempotencyKey: value.context.idempotencyKey });
  });

  const slugOf = (value: ComplaintStep): ComplaintSlug | null =>
    value === 'done' ? null : value === 'submitting' || value === 'failed' ? complaintSlugs.review : complaintSlugs[value];
  useStepInUrl<ComplaintSlug>({
    urlStep: urlStep ?? complaintSlugs.procedures,
    machineStep: slugOf(step),
    goTo: (slug) => {
      if (actor.getSnapshot().status === 'done') return null;
      actor.send({ type: 'complaint.goTo', step: stepOfSlug(slug) });
      return slugOf(careComplaintStepOf(actor.getSnapshot()));
    },
    navigate: (slug, replace) => setUrlStep(slug === complaintSlugs.procedures ? undefined : slug, replace),
  });

  const events = useMemo(
    () => ({
      change: (values: Partial<ComplaintDraft>) => actor.send({ type: 'complaint.change', values }),
      next: (values: Partial<ComplaintDraft>) => actor.send({ type: 'complaint.next', values }),
      back: () => actor.send({ type: 'complaint.back' }),
      confirm: () =>
        actor.send(careComplaintStepOf(actor.getSnapshot()) === 'failed' ? { type: 'complaint.retry' } : { type: 'complaint.confirm' }),
    }),
    [actor],
  );
  const { draft, fieldErrors, error, answer } = snapshot.context;
  return { step, draft, fieldErrors, error, answer, events };
}

export type { ComplaintInputStep };
