/**
 * 'Registrace novorozence' for the views (machines/newbornRegistration on the wizard skeleton,
 * wired by useWizard): the call (multipart: the lists as repeated `name[]` fields, the files as
 * `prilohy[]` with `prilohyIndex[]`, the registration's idempotency key), the step in the URL
 * (`?krok=`), the draft and its key in session storage (no files: a browser cannot keep them
 * across a reload). A child's values, another child, a child removed and a child's certificates
 * are values the hook works out with the machine's helpers.
 */
import { useMemo, useRef } from 'react';
import { newbornSlugs, newbornStep } from './wizard-url';
import { todayIso } from '../../../contract/format';
import type { NovorozenecOdpoved } from '../../../contract/communication';
import {
  emptyNewbornValues,
  newbornDraftOf,
  newbornRegistrationMachine,
  withAnotherChild,
  withCertificates,
  withChild,
  withoutChild,
  type NewbornChild,
  type NewbornDraft,
  type NewbornFixed,
  type NewbornSubmitInput,
  type NewbornValues,
} from '../../../machines/newbornRegistration/newbornRegistration.machine';
import { useWizard } from '../../app/use-wizard';

/** What session storage keeps (the shape of the drafts kept before the skeleton). */
interface StoredNewborn {
  values: NewbornValues;
  key: string | null;
}

function parseStored(stored: unknown): StoredNewborn | null {
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
  motherBirthNumber,
  submit,
}: {
  pojistenecId: string;
  /** The signed-in mother's birth number: a new registration starts with it filled in (changeable). */
  motherBirthNumber?: string;
  submit: (input: NewbornSubmitInput) => Promise<NovorozenecOdpoved>;
}) {
  const flow = useWizard({
    machine: newbornRegistrationMachine,
    flow: 'novorozenec',
    pojistenecId,
    parseStored,
    toStored: ({ fixed, draft }: { fixed: NewbornFixed; draft: NewbornDraft }): StoredNewborn => ({
      values: { rocisMatka: draft.rocisMatka, deti: draft.deti, adresaOdeslani: draft.adresaOdeslani },
      key: fixed.idempotencyKey,
    }),
    readSlug: newbornStep,
    slugs: newbornSlugs,
    input: (stored, urlStep) => ({
      fixed: { today: todayIso(), idempotencyKey: stored?.key ?? crypto.randomUUID() },
      draft: newbornDraftOf(stored?.values ?? { ...emptyNewbornValues(), rocisMatka: motherBirthNumber ?? '' }),
      step: urlStep,
    }),
    submit,
  });
  const latest = useRef(flow);
  latest.current = flow;

  const wizard = flow.events;
  const events = useMemo(() => {
    const draft = () => latest.current.draft;
    return {
      ...wizard,
      change: (values: Partial<Pick<NewbornValues, 'rocisMatka' | 'adresaOdeslani'>>) => wizard.change(values),
      childChange: (index: number, child: Partial<NewbornChild>) => wizard.change(withChild(draft(), index, child)),
      addChild: () => wizard.change(withAnotherChild(draft())),
      removeChild: (index: number) => wizard.change(withoutChild(draft(), index)),
      certificates: (index: number, files: readonly File[]) => wizard.change(withCertificates(draft(), index, files)),
    };
  }, [wizard]);
  const { step, draft, fieldErrors, error, answer } = flow;
  return { step, values: draft, certificates: draft.certificates, fieldErrors, error, answer, events };
}
