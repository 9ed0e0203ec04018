/**
 * The change of name and titles on 'Osobní údaje' for the views (machines/nameChange on the wizard
 * skeleton, wired by useWizard): the step in the URL (`?krok=jmeno` for the form,
 * `?krok=kontrola-jmena` for the review; no parameter while the name is only shown) and the typed
 * values in session storage. The chosen files stay in the hook (a File cannot be stored), so a
 * reload with a change of name resumes on the form, where the machine asks for the document again.
 */
import { useMemo, useRef, useState } from 'react';
import { nameStep } from './name-step';
import {
  nameChangeMachine,
  type NameChangeAnswer,
  type NameChangeDraft,
  type NameChangeSubmission,
  type NameValues,
} from '../../../machines/nameChange/nameChange.machine';
import type { OsobniUdajeOdpoved, OsobniUdajeZmena } from '../../../contract/settings';
import { useWizard } from '../../app/use-wizard';

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

const valuesOf = ({ jmeno, prijmeni, titulPred, titulZa }: NameValues): NameValues => ({ jmeno, prijmeni, titulPred, titulZa });

export function useNameChange({ pojistenecId, current, submit, onClose }: NameChangeOptions) {
  const files = useRef<File[]>([]);
  const closing = useRef(onClose);
  closing.current = onClose;
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const flow = useWizard({
    machine: nameChangeMachine,
    flow: 'zmena-jmena',
    pojistenecId,
    parseStored,
    toStored: (context: { draft: NameChangeDraft }) => ({ values: valuesOf(context.draft) }),
    readSlug: nameStep,
    slugs: { edit: 'jmeno', review: 'kontrola-jmena' } as const,
    firstSlugInUrl: true,
    input: (stored, urlStep) => ({
      fixed: { current, idempotencyKey },
      draft: { ...(stored?.values ?? current), files: [] } as NameChangeDraft,
      step: urlStep === 'review' ? 'review' : 'edit',
    }),
    submit: (input: NameChangeSubmission): Promise<NameChangeAnswer> => submit(input.body, files.current),
  });
  const { stored, setUrlStep, events: wizard } = flow;

  const events = useMemo(
    () => ({
      ...wizard,
      change: (values: NameValues) => wizard.change(values),
      next: (values: NameValues) => wizard.next(values),
      files: (chosen: readonly File[]) => {
        files.current = [...chosen];
        wizard.change({ files: chosen.map((file) => ({ nazev: file.name, velikost: file.size })) });
      },
      /** 'Zrušit': the typed values go, the name shows as stored. */
      cancel: () => {
        stored.clear();
        setUrlStep(undefined, false);
        closing.current();
      },
    }),
    [wizard, stored, setUrlStep],
  );

  const { step, draft, fieldErrors, error, answer } = flow;
  return { step, values: valuesOf(draft), fieldErrors, error, answer, events };
}
