/**
 * 'Přeregistrace dítěte' for the views (machines/childReRegistration on the wizard skeleton, wired
 * by useWizard): the call (JSON with the application's idempotency key), the step in the URL
 * (`?krok=`), the draft and its key in session storage. An address chosen from the suggestions and
 * an address typed over are values the hook works out (`chosenAddress`, `typedValues`).
 */
import { useMemo, useRef } from 'react';
import { reregistrationSlugs, reregistrationStep } from './wizard-url';
import { todayIso } from '../../../contract/format';
import type { NavrhAdresy, PreregistraceOdpoved } from '../../../contract/communication';
import {
  childReRegistrationMachine,
  chosenAddress,
  emptyReregistrationValues,
  typedValues,
  type AddressField,
  type ReregistrationFixed,
  type ReregistrationSubmitInput,
  type ReregistrationValues,
} from '../../../machines/childReRegistration/childReRegistration.machine';
import { useWizard } from '../../app/use-wizard';

/** What session storage keeps (the shape of the drafts kept before the skeleton). */
interface StoredReregistration {
  values: ReregistrationValues;
  key: string | null;
}

function parseStored(stored: unknown): StoredReregistration | null {
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
  const flow = useWizard({
    machine: childReRegistrationMachine,
    flow: 'preregistrace',
    pojistenecId,
    parseStored,
    toStored: (context: { fixed: ReregistrationFixed; draft: ReregistrationValues }): StoredReregistration => ({
      values: context.draft,
      key: context.fixed.idempotencyKey,
    }),
    readSlug: reregistrationStep,
    slugs: reregistrationSlugs,
    input: (stored, urlStep) => ({
      fixed: { today: todayIso(), idempotencyKey: stored?.key ?? crypto.randomUUID() },
      draft: { ...emptyReregistrationValues(), ...stored?.values },
      step: urlStep,
    }),
    submit,
  });
  const latest = useRef(flow);
  latest.current = flow;

  const wizard = flow.events;
  const events = useMemo(() => {
    const change = (values: Partial<ReregistrationValues>) => wizard.change(typedValues(latest.current.draft, values));
    return {
      ...wizard,
      change,
      /** An address picked from the register's suggestions. */
      chooseAddress: (field: AddressField, address: NavrhAdresy) => wizard.change(chosenAddress(field, address)),
    };
  }, [wizard]);
  const { step, draft, fieldErrors, error, answer } = flow;
  return { step, values: draft, fieldErrors, error, answer, events };
}
