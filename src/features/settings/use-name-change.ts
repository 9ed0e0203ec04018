/**
 * The change of name and titles on 'Osobní údaje' for the views (machines/nameChange): one hook
 * creates the actor with its `submit` call and the dev inspector, keeps the step in the URL
 * (`?krok=jmeno` for the form, `?krok=kontrola-jmena` for the review; no parameter while the
 * name is only shown) and the typed values in session storage, and gives the views what they
 * read and what they may do. The chosen files stay in the hook (a File cannot be stored), so a
 * reload with a change of name resumes on the form, where the machine asks for the document again.
 */
import { useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { nameStep, type NameStepSlug } from './name-step';
import {
  nameChangeMachine,
  nameChangeStepOf,
  type NameChangeAnswer,
  type NameChangeFile,
  type NameChangeSnapshot,
  type NameValues,
} from '../../../machines/nameChange/nameChange.machine';
import type { OsobniUdajeOdpoved, OsobniUdajeZmena } from '../../../contract/settings';
import { flowFailureOf } from '../../lib/errors';
import { useInspect } from '../../app/use-inspect';
import { useLockPersonSwitch } from '../../app/person-page';
import { useActorEffect, useStepInUrl, useUrlStep, useWizardDraft } from '../../app/use-wizard';

export const namesOf = (data: OsobniUdajeOdpoved): NameValues => ({
  jmeno: data.jmeno,
  prijmeni: data.prijmeni,
  titulPred: data.titulPred ?? '',
  titulZa: data.titulZa ?? '',
});

function parseStored(stored: unknown): { values: NameValues } | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const values = (stored as { values?: unknown }).values;
  if (typeof values !== 'object' || values === null) return null;
  const keys: (keyof NameValues)[] = ['jmeno', 'prijmeni', 'titulPred', 'titulZa'];
  return keys.every((key) => typeof (values as Record<string, unknown>)[key] === 'string') ? { values: values as NameValues } : null;
}

export interface NameChangeOptions {
  pojistenecId: string;
  current: NameValues;
  submit: (body: OsobniUdajeZmena, files: readonly File[]) => Promise<NameChangeAnswer>;
  /** The form closes (sent, or 'Zrušit'): the screen shows the stored name again. */
  onClose: () => void;
}

export function useNameChange({ pojistenecId, current, submit, onClose }: NameChangeOptions) {
  const inspect = useInspect();
  const { urlStep, setUrlStep } = useUrlStep(nameStep);
  const stored = useWizardDraft('zmena-jmena', pojistenecId, parseStored);
  const files = useRef<File[]>([]);
  const callbacks = useRef({ submit, onClose });
  callbacks.current = { submit, onClose };

  const [machine] = useState(() =>
    nameChangeMachine.provide({
      actors: {
        submit: fromPromise<NameChangeAnswer, { body: OsobniUdajeZmena; files: readonly NameChangeFile[] }>(async ({ input }) => {
          try {
            return await callbacks.current.submit(input.body, files.current);
          } catch (error) {
            throw flowFailureOf(error);
          }
        }),
      },
    }),
  );
  const [input] = useState(() => ({
    current,
    values: stored.initial?.values,
    step: urlStep === 'kontrola-jmena' ? ('review' as const) : ('edit' as const),
    idempotencyKey: crypto.randomUUID(),
  }));
  const actor = useActorRef(machine, { input, inspect });
  const snapshot = useSelector(actor, (value) => value);
  const step = nameChangeStepOf(snapshot);
  useLockPersonSwitch(step === 'submitting');

  useActorEffect(actor, (value: NameChangeSnapshot) => {
    if (value.status === 'done') stored.clear();
    else stored.save({ values: value.context.values });
  });

  useStepInUrl<NameStepSlug>({
    urlStep: urlStep ?? 'jmeno',
    machineStep: step === 'edit' ? 'jmeno' : step === 'done' ? null : 'kontrola-jmena',
    goTo: (slug) => {
      if (actor.getSnapshot().status === 'done') return null;
      actor.send({ type: 'name.goTo', step: slug === 'kontrola-jmena' ? 'review' : 'edit' });
      const now = nameChangeStepOf(actor.getSnapshot());
      return now === 'edit' ? 'jmeno' : 'kontrola-jmena';
    },
    navigate: (slug, replace) => setUrlStep(slug, replace),
  });

  const events = useMemo(
    () => ({
      change: (values: NameValues) => actor.send({ type: 'name.change', values }),
      files: (chosen: readonly File[]) => {
        files.current = [...chosen];
        actor.send({ type: 'name.files', files: chosen.map((file) => ({ nazev: file.name, velikost: file.size })) });
      },
      next: (values: NameValues) => actor.send({ type: 'name.next', values }),
      back: () => actor.send({ type: 'name.back' }),
      confirm: () => actor.send(nameChangeStepOf(actor.getSnapshot()) === 'failed' ? { type: 'name.retry' } : { type: 'name.confirm' }),
      /** 'Zrušit': the typed values go, the name shows as stored. */
      cancel: () => {
        stored.clear();
        setUrlStep(undefined, false);
        callbacks.current.onClose();
      },
    }),
    [actor, stored, setUrlStep],
  );

  const { values, fieldErrors, error, answer } = snapshot.context;
  return { step, values, fieldErrors, error, answer, events };
}
