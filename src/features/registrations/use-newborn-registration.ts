/**
 * 'Registrace novorozence' for the views (machines/newbornRegistration): one hook creates the
 * actor with its `submit` call (multipart: the lists as repeated `name[]` fields, the files as
 * `prilohy[]` with `prilohyIndex[]`, the registration's idempotency key) and the dev inspector,
 * keeps the step in the URL (`?krok=`) and the draft in session storage (no files: a browser cannot
 * keep them across a reload), and gives the views what they read and what they may do.
 */
import { useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { newbornSlugs, newbornStep, type NewbornSlug } from './wizard-url';
import { todayIso } from '../../../contract/format';
import type { NovorozenecOdpoved } from '../../../contract/communication';
import {
  newbornDraftOf,
  newbornRegistrationMachine,
  newbornStateOf,
  type NewbornChild,
  type NewbornDraft,
  type NewbornRegistrationSnapshot,
  type NewbornStep,
  type NewbornSubmitInput,
  type NewbornValues,
} from '../../../machines/newbornRegistration/newbornRegistration.machine';
import { flowFailureOf } from '../../lib/errors';
import { useInspect } from '../../app/use-inspect';
import { useLockPersonSwitch } from '../../app/person-page';
import { useActorEffect, useStepInUrl, useUrlStep, useWizardDraft } from '../../app/use-wizard';

const stepOfSlug = (slug: NewbornSlug): NewbornStep =>
  (Object.entries(newbornSlugs).find(([, value]) => value === slug)?.[0] ?? 'mother') as NewbornStep;

function parseDraft(stored: unknown): NewbornDraft | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { values, key } = stored as { values?: Partial<NewbornValues>; key?: unknown };
  if (!values || typeof values.rocisMatka !== 'string' || typeof values.adresaOdeslani !== 'string' || !Array.isArray(values.deti))
    return null;
  const deti = values.deti.filter(
    (child): child is NewbornChild =>
      typeof child === 'object' && child !== null && ['rocis', 'jmeno', 'prijmeni'].every((k) => typeof (child as never)[k] === 'string'),
  );
  if (deti.length === 0) return null;
  return {
    values: { rocisMatka: values.rocisMatka, adresaOdeslani: values.adresaOdeslani, deti },
    key: typeof key === 'string' ? key : null,
  };
}

export function useNewbornRegistration({
  pojistenecId,
  submit,
}: {
  pojistenecId: string;
  submit: (input: NewbornSubmitInput) => Promise<NovorozenecOdpoved>;
}) {
  const inspect = useInspect();
  const { urlStep, setUrlStep } = useUrlStep(newbornStep);
  const stored = useWizardDraft('novorozenec', pojistenecId, parseDraft);
  const latest = useRef(submit);
  latest.current = submit;
  const [machine] = useState(() =>
    newbornRegistrationMachine.provide({
      actors: {
        submit: fromPromise<NovorozenecOdpoved, NewbornSubmitInput>(async ({ input }) => {
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
  const state = newbornStateOf(snapshot);
  useLockPersonSwitch(state === 'submitting');

  useActorEffect(actor, (value: NewbornRegistrationSnapshot) => {
    const draft = newbornDraftOf(value);
    if (draft === null) stored.clear();
    else stored.save(draft);
  });

  const slugOfState = (value: ReturnType<typeof newbornStateOf>): NewbornSlug | null =>
    value === 'done' ? null : value === 'submitting' || value === 'failed' ? 'kontrola' : newbornSlugs[value];
  useStepInUrl<NewbornSlug>({
    urlStep: urlStep ?? 'matka',
    machineStep: slugOfState(state),
    goTo: (slug) => {
      if (actor.getSnapshot().status === 'done') return null;
      actor.send({ type: 'newborn.goTo', step: stepOfSlug(slug) });
      return slugOfState(newbornStateOf(actor.getSnapshot()));
    },
    navigate: (slug, replace) => setUrlStep(slug === 'matka' ? undefined : slug, replace),
  });

  const events = useMemo(
    () => ({
      change: (values: Partial<Pick<NewbornValues, 'rocisMatka' | 'adresaOdeslani'>>) => actor.send({ type: 'newborn.change', values }),
      childChange: (index: number, child: Partial<NewbornChild>) => actor.send({ type: 'newborn.childChange', index, child }),
      addChild: () => actor.send({ type: 'newborn.addChild' }),
      removeChild: (index: number) => actor.send({ type: 'newborn.removeChild', index }),
      certificates: (index: number, files: readonly File[]) => actor.send({ type: 'newborn.certificatesChanged', index, files }),
      next: () => actor.send({ type: 'newborn.next' }),
      back: () => actor.send({ type: 'newborn.back' }),
      confirm: () => actor.send(newbornStateOf(actor.getSnapshot()) === 'failed' ? { type: 'newborn.retry' } : { type: 'newborn.confirm' }),
    }),
    [actor],
  );
  const { values, certificates, fieldErrors, error, answer } = snapshot.context;
  return { state, values, certificates, fieldErrors, error, answer, events };
}
