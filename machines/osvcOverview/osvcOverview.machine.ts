import { messages } from '../../contract/messages';
import { formFieldName } from '../../contract/rules';
import type { PrehledOsvc } from '../../contract/entities';
import type { PrehledOsvcPodany } from '../../contract/insurance';
import { createWizardMachine, wizardStepOf, type WizardSnapshot, type WizardStep as SkeletonStep } from '../wizard/wizard';
import {
  canFileYear,
  prefillForYear,
  stepFields,
  stepOfField,
  stepValues,
  toBody,
  validateStep,
  type InputStep,
  type OsvcDraft,
  type OverviewYear,
  type StepErrors,
} from './osvcOverview.steps';

/**
 * 'Přehled OSVČ' wizard (document 2 §7 POST /prehledOSVC; product §3 'Tax return') on the wizard
 * skeleton (machines/wizard): year → taxReturn → rows → advances → refund → review → submitting →
 * done. Each step is checked with its contract schema (stepSchema; a year that cannot be filed
 * cannot be chosen); nothing is sent before the review; field messages of the server lead to
 * their step, other failures stay on the review.
 *
 * The years of the form (GET /prehledOSVC) and today are the wizard's `fixed`: the hook
 * (src/features/osvc/use-osvc-overview.ts) starts it once they are loaded. Choosing another year
 * prefills rows 4, 5, 6 and 41: the rows step's form starts with the prefill (formValuesOf) until
 * its values are entered for the chosen year (`radkyRok`), so after another year the user walks
 * through the rows again. The PDF after filing and leaving the wizard are the hook's.
 */

export interface OsvcFixed {
  /** Today 'YYYY-MM-DD' (the tax-return date may not be later). */
  today: string;
  /** The years of the form with their state (GET /prehledOSVC `roky`). */
  years: readonly OverviewYear[];
}

/** What the submit actor sends. */
export interface OsvcSubmission {
  body: PrehledOsvc;
}

/** The fields of each step for the skeleton: the step's draft keys, and the rows' year mark. */
export const osvcWizardFields: Readonly<Record<InputStep, readonly string[]>> = { ...stepFields, rows: [...stepFields.rows, 'radkyRok'] };

/** The messages of one step for a draft (none: the step is right); the rows must be entered for the chosen year. */
export function osvcStepErrors(fixed: OsvcFixed, draft: OsvcDraft, step: InputStep): StepErrors {
  const errors = validateStep(step, stepValues(draft, step), { rok: draft.rok, today: fixed.today }, fixed.years);
  if (step === 'rows' && draft.radkyRok !== draft.rok) errors.radkyRok = [messages.required];
  return errors;
}

/** The values a step's form starts with; the rows of a year chosen anew are prefilled from the insurer's records. */
export function formValuesOf(fixed: OsvcFixed, draft: OsvcDraft, step: InputStep): Partial<OsvcDraft> {
  if (step !== 'rows') return stepValues(draft, step);
  const year = fixed.years.find((entry) => entry.rok === draft.rok);
  const rows = draft.radkyRok !== draft.rok && year && canFileYear(year) ? prefillForYear(draft, year) : draft;
  return { ...stepValues(rows, 'rows'), radkyRok: draft.rok };
}

/** The messages of a step's fields as its form names them (a server's `chyby` holds every step's). */
export function stepErrorsOf(errors: StepErrors, step: InputStep): StepErrors {
  const own: StepErrors = {};
  for (const [key, list] of Object.entries(errors)) {
    const name = formFieldName(key);
    if (stepOfField(name) === step) own[name] = [...(own[name] ?? []), ...list];
  }
  return own;
}

export const osvcOverviewMachine = createWizardMachine<OsvcFixed, OsvcDraft, InputStep, OsvcSubmission, PrehledOsvcPodany>({
  id: 'osvcOverview',
  description: [
    "The wizard of 'Přehled OSVČ': year → tax return → rows 3, 4, 5, 6 and 41 → advances and base reasons → refund → review → submit → the confirmation.",
    "'Pokračovat' moves on only when the step passes its contract schema; a year that cannot be filed cannot be chosen. Nothing is sent before the review.",
    'A failed submit keeps every value: field messages of the server lead to their step, other failures stay on the review with the message.',
    'The step is also in the URL: Back / Forward (`wizard.goTo`) and a reload land on the asked step when every step before it is right, otherwise on the first that is not.',
  ].join('\n\n'),
  steps: {
    year: 'Step 1: the year (years that cannot be filed are disabled with their message). Another year prefills rows 4, 5, 6 and 41.',
    taxReturn: 'Step 2: the tax-return type, when it was filed (the date rule of the type), the regime, the flags.',
    rows: 'Step 3: rows 3, 4, 5, 6 and 41 (rows 5 and 6 not above row 4), entered for the chosen year.',
    advances: 'Step 4: the advance type, the deposit duty (12 months) and the base reasons A to F (months and birth numbers).',
    refund: 'Step 5: the refund of an overpayment (none by default; a bank account is checked by the bank account rule).',
  },
  review:
    "Step 6: every value and the computed rows 9, 14, 16, the settlement and row 51; 'Upravit' opens a step; 'Odeslat přehled' submits.",
  failed: "The review with the server's message; 'Odeslat přehled' sends again.",
  done: "The confirmation: the computed rows, the settlement in words, 'Stáhnout PDF'.",
  fields: osvcWizardFields,
  check: osvcStepErrors,
  submitInput: (_, draft) => ({ body: toBody(draft) }),
});

export type OsvcOverviewSnapshot = WizardSnapshot<OsvcFixed, OsvcDraft, InputStep, OsvcSubmission, PrehledOsvcPodany>;
export type OsvcStep = SkeletonStep<InputStep>;
export const osvcStepOf = (snapshot: OsvcOverviewSnapshot): OsvcStep => wizardStepOf(snapshot);

export * from './osvcOverview.steps';
