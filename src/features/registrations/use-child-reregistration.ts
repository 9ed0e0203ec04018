/**
 * 'Přeregistrace dítěte' for the views (machines/childReRegistration): the actor with its `submit`
 * call (JSON with the application's idempotency key) and the dev inspector, the step in the URL
 * (`?krok=`), the draft in session storage, and what the views read and may do.
 */
import { useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { reregistrationSlugs, reregistrationStep, type ReregistrationSlug } from './wizard-url';
import { todayIso } from '../../../contract/format';
import type { NavrhAdresy, PreregistraceOdpoved } from '../../../contract/communication';
import {
  childReRegistrationMachine,
  reregistrationDraftOf,
  reregistrationStateOf,
  type ChildReRegistrationSnapshot,
  type ReregistrationDraft,
  type ReregistrationStep,
  type ReregistrationSubmitInput,
  type ReregistrationValues,
} from '../../../machines/childReRegistration/childReRegistration.machine';
import { flowFailureOf } from '../../lib/errors';
import { useInspect } from '../../app/use-inspect';
import { useLockPersonSwitch } from '../../app/person-page';
import { useActorEffect, useStepInUrl, useUrlStep, useWizardDraft } from '../../app/use-wizard';

type Slug = ReregistrationSlug;
const stepOfSlug = (slug: Slug): ReregistrationStep =>
  (Object.entries(reregistrationSlugs).find(([, value]) => value === slug)?.[0] ?? 'child') as ReregistrationStep;

function parseDraft(stored: unknown): ReregistrationDraft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { values, key } = stored as { values?: ReregistrationValues; key?: unknown };
  if (!values || typeof values.jmeno !== 'string' || typeof values.rocis !== 'string' || typeof values.puvodniZP !== 'string') return null;
  return { values, key: typeof key === 'string' ? key : null };
}

export function useChildReRegistration({
  pojistenecId,
  submit,
}: {
  pojistenecId: string;
  submit: (input: ReregistrationSubmitInput) => Promise<PreregistraceOdpoved>;
}) {
  const inspect = useInspect();
  const { urlStep, setUrlStep } = useUrlStep(reregistrationStep);
  const stored = useWizardDraft('preregistrace', pojistenecId, parseDraft);
  const latest = useRef(submit);
  latest.current = submit;
  const [machine] = useState(() =>
    childReRegistrationMachine.provide({
      actors: {
        submit: fromPromise<PreregistraceOdpoved, ReregistrationSubmitInput>(async ({ input }) => {
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
    draft: stored.initial,
    step: urlStep ? stepOfSlug(urlStep) : undefined,
    today: todayIso(),
    createKey: () => crypto.randomUUID(),
  }));
  const actor = useActorRef(machine, { input, inspect });
  const snapshot = useSelector(actor, (value) => value);
  const state = reregistrationStateOf(snapshot);
  useLockPersonSwitch(state === 'submitting');

  useActorEffect(actor, (value: ChildReRegistrationSnapshot) => {
    const draft = reregistrationDraftOf(value);
    if (draft === null) stored.clear();
    else stored.save(draft);
  });

  const slugOf = (value: ReturnType<typeof reregistrationStateOf>): Slug | null =>
    value === 'done' ? null : value === 'submitting' || value === 'failed' ? 'kontrola' : reregistrationSlugs[value];
  useStepInUrl<Slug>({
    urlStep: urlStep ?? 'dite',
    machineStep: slugOf(state),
    goTo: (slug) => {
      if (actor.getSnapshot().status === 'done') return null;
      actor.send({ type: 'reregistration.goTo', step: stepOfSlug(slug) });
      return slugOf(reregistrationStateOf(actor.getSnapshot()));
    },
    navigate: (slug, replace) => setUrlStep(slug === 'dite' ? undefined : slug, replace),
  });

  const events = useMemo(
    () => ({
      change: (values: Partial<ReregistrationValues>) => actor.send({ type: 'reregistration.change', values }),
      chooseAddress: (field: 'adresaTrvala' | 'adresaKontaktni', address: NavrhAdresy) =>
        actor.send({ type: 'reregistration.addressChosen', field, address }),
      next: () => actor.send({ type: 'reregistration.next' }),
      back: () => actor.send({ type: 'reregistration.back' }),
      confirm: () =>
        actor.send(
          reregistrationStateOf(actor.getSnapshot()) === 'failed' ? { type: 'reregistration.retry' } : { type: 'reregistration.confirm' },
        ),
    }),
    [actor],
  );
  const { values, fieldErrors, error, answer } = snapshot.context;
  return { state, values, fieldErrors, error, answer, events };
}
