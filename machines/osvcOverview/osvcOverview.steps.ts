/**
 * The steps of the 'Přehled OSVČ' wizard as pure functions: what each step holds (the values as
 * the form controls hold them), the contract schema that validates it, and the filed body.
 *
 * Every rule comes from the contract: each step's schema is built from the fields of
 * `prehledOsvcSchema` (with the row refinements of rules.ts), the tax-return date from
 * `taxReturnDateErrors` with today's date, and the body is `prehledOsvcSchema`'s output.
 */
import { z } from 'zod';
import { prehledOsvcSchema, type PrehledOsvc } from '../../contract/entities';
import { overviewYearMessages, taxReturnDateErrors } from '../../contract/insurance';
import { computeOsvcOverview, OsvcOverviewError, type OsvcOverviewInput, type OsvcOverviewResult } from '../../contract/osvc-calculation';
import { fieldErrors, formFieldName, radek05NotAboveRadek04, radek06NotAboveRadek04, requiredWhen } from '../../contract/rules';
import { messages } from '../../contract/messages';
import { canFileYear, type OverviewYear } from './osvcOverview.years';
import type { TaxReturnType } from '../../contract/enums';

/** The input steps, in order; the review follows them. */
export const inputSteps = ['year', 'taxReturn', 'rows', 'advances', 'refund'] as const;
export type InputStep = (typeof inputSteps)[number];
export type WizardStep = InputStep | 'review';
export const wizardSteps: readonly WizardStep[] = [...inputSteps, 'review'];

export { canFileSomeYear, canFileYear, type OverviewYear } from './osvcOverview.years';

/** The base reasons of the form (duvodA to duvodF). */
export const reasonKeys = ['duvodA', 'duvodB', 'duvodC', 'duvodD', 'duvodE', 'duvodF'] as const;
export type ReasonKey = (typeof reasonKeys)[number];

/**
 * How many birth numbers each base reason asks for: the children cared for (C, up to two) and the
 * dependent person cared for (D); the other reasons concern the filer alone.
 */
export const reasonBirthNumbers: Record<ReasonKey, 0 | 1 | 2> = { duvodA: 0, duvodB: 0, duvodC: 2, duvodD: 1, duvodE: 0, duvodF: 0 };

/** One base reason as the controls hold it; `zvolen` (ticked) only opens it and is not filed. */
export interface ReasonDraft {
  zvolen: boolean;
  mesice: boolean[];
  rodneCislo1: string;
  rodneCislo2: string;
}

/** Every value of the wizard as its control holds it ('' = empty). Keys and nesting are the wire's. */
export interface OsvcDraft {
  rok: number | '';
  priznaniTyp: string;
  danovePriznani: {
    danovePriznani: boolean;
    danovePriznaniDatum: string;
    danovyRezim: string;
    povinnostZaloha: boolean;
    stanovenZaklad: boolean;
  };
  radek03: number | string;
  radek04: number | string;
  radek05: number | string;
  radek06: number | string;
  radek41: number | string;
  zalohaTyp: string;
  povinnostZalohy: { mesice: boolean[]; nemoc: boolean; zamestnani: boolean };
  duvodA: ReasonDraft;
  duvodB: ReasonDraft;
  duvodC: ReasonDraft;
  duvodD: ReasonDraft;
  duvodE: ReasonDraft;
  duvodF: ReasonDraft;
  preplatekVraceni: string;
  ucet: { predcisli: string; cislo: string; banka: string };
  /**
   * The year the rows were entered for (not filed): the rows step's own mark, so that choosing
   * another year prefills rows 4, 5, 6 and 41 anew (formValuesOf) and the rows are not right until
   * they are entered for the chosen year.
   */
  radkyRok: number | '';
}

const noMonths = (): boolean[] => Array.from({ length: 12 }, () => false);
const emptyReason = (): ReasonDraft => ({ zvolen: false, mesice: noMonths(), rodneCislo1: '', rodneCislo2: '' });

export function emptyDraft(): OsvcDraft {
  return {
    rok: '',
    priznaniTyp: '',
    danovePriznani: { danovePriznani: false, danovePriznaniDatum: '', danovyRezim: '', povinnostZaloha: false, stanovenZaklad: false },
    radek03: '',
    radek04: '',
    radek05: '',
    radek06: '',
    radek41: '',
    zalohaTyp: '',
    povinnostZalohy: { mesice: noMonths(), nemoc: false, zamestnani: false },
    duvodA: emptyReason(),
    duvodB: emptyReason(),
    duvodC: emptyReason(),
    duvodD: emptyReason(),
    duvodE: emptyReason(),
    duvodF: emptyReason(),
    // The refund is only relevant for an overpayment; nothing is asked for unless the user chooses.
    preplatekVraceni: 'NEPOZADOVANO',
    ucet: { predcisli: '', cislo: '', banka: '' },
    radkyRok: '',
  };
}

/** The draft keys each input step owns. */
export const stepFields: Record<InputStep, readonly (keyof OsvcDraft)[]> = {
  year: ['rok'],
  taxReturn: ['priznaniTyp', 'danovePriznani'],
  rows: ['radek03', 'radek04', 'radek05', 'radek06', 'radek41'],
  advances: ['zalohaTyp', 'povinnostZalohy', ...reasonKeys],
  refund: ['preplatekVraceni', 'ucet'],
};

/** The values of one step, taken from the draft (what its form starts with). */
export function stepValues(draft: OsvcDraft, step: InputStep): Partial<OsvcDraft> {
  return Object.fromEntries(stepFields[step].map((key) => [key, draft[key]])) as Partial<OsvcDraft>;
}

/** Puts a step's values into the draft; keys of other steps are ignored. */
export function mergeStep(draft: OsvcDraft, step: InputStep, values: Partial<OsvcDraft>): OsvcDraft {
  const next = { ...draft } as Record<string, unknown>;
  for (const key of stepFields[step]) if (key in values) next[key] = (values as Record<string, unknown>)[key];
  return next as unknown as OsvcDraft;
}

/**
 * The draft as the body's input: a base reason that is not ticked is not filed, the account only
 * for a refund to a bank account, the tax-return date only when a tax return is filed.
 */
export function bodyInput(values: Partial<OsvcDraft>): Record<string, unknown> {
  const input: Record<string, unknown> = { ...values };
  if (values.danovePriznani && 'priznaniTyp' in values) {
    // Whether a tax return was filed follows from its type (the form asks once, not twice).
    const filed = values.priznaniTyp !== '' && values.priznaniTyp !== 'NEPODAVANO';
    input.danovePriznani = {
      ...values.danovePriznani,
      danovePriznani: filed,
      danovePriznaniDatum: filed ? values.danovePriznani.danovePriznaniDatum : '',
    };
  }
  if (values.povinnostZalohy && 'zalohaTyp' in values) {
    // Illness and employment as reasons for not paying advances are the advance type's choices.
    input.povinnostZalohy = {
      ...values.povinnostZalohy,
      nemoc: values.zalohaTyp === 'NEMOC',
      zamestnani: values.zalohaTyp === 'ZAMESTNANI',
    };
  }
  for (const key of reasonKeys) {
    const reason = values[key];
    if (!reason) continue;
    const birthNumbers = reasonBirthNumbers[key];
    input[key] = reason.zvolen
      ? {
          mesice: reason.mesice,
          rodneCislo1: birthNumbers >= 1 ? reason.rodneCislo1 : '',
          rodneCislo2: birthNumbers >= 2 ? reason.rodneCislo2 : '',
        }
      : undefined;
  }
  if ('preplatekVraceni' in values && values.preplatekVraceni !== 'BANKOVNIUCET') input.ucet = undefined;
  return input;
}

const bodyShape = prehledOsvcSchema.shape;
const pickShape = (step: InputStep) => Object.fromEntries(stepFields[step].map((key) => [key, bodyShape[key as keyof typeof bodyShape]]));

export interface StepContext {
  /** The chosen year (the tax-return date depends on it). */
  rok: number | '';
  /** 'YYYY-MM-DD' */
  today: string;
}

/** The tax-return date rule (taxReturnDateErrors) on danovePriznani.danovePriznaniDatum. */
function taxReturnDateRule(context: StepContext) {
  return (value: Record<string, unknown>, ctx: z.core.$RefinementCtx) => {
    const type = value.priznaniTyp as TaxReturnType | undefined;
    if (!type || typeof context.rok !== 'number') return;
    const datum = (value.danovePriznani as { danovePriznaniDatum?: string } | undefined)?.danovePriznaniDatum;
    for (const message of taxReturnDateErrors(context.rok, type, datum, context.today)) {
      ctx.addIssue({ code: 'custom', message, path: ['danovePriznani', 'danovePriznaniDatum'], input: datum });
    }
  };
}

/**
 * The contract schema of one step: its fields of prehledOsvcSchema and the refinements that
 * concern them. Takes the values as the controls hold them (bodyInput runs first).
 */
export function stepSchema(step: InputStep, context: StepContext): z.ZodType {
  // Built once per step (the tax-return date rule per year and day): every check of the wizard uses it.
  const key = step === 'taxReturn' ? `${step}|${context.rok}|${context.today}` : step;
  let schema = schemas.get(key);
  if (!schema) schemas.set(key, (schema = buildStepSchema(step, context)));
  return schema;
}

const schemas = new Map<string, z.ZodType>();

function buildStepSchema(step: InputStep, context: StepContext): z.ZodType {
  let schema: z.ZodType;
  switch (step) {
    case 'year':
    case 'advances':
      schema = z.object(pickShape(step));
      break;
    case 'taxReturn':
      schema = z.object(pickShape(step)).superRefine(taxReturnDateRule(context));
      break;
    case 'rows':
      schema = z.object(pickShape(step)).superRefine(radek05NotAboveRadek04).superRefine(radek06NotAboveRadek04);
      break;
    case 'refund':
      schema = z.object(pickShape(step)).superRefine(requiredWhen('ucet', (value) => value.preplatekVraceni === 'BANKOVNIUCET'));
      break;
  }
  return z.preprocess((value) => (value && typeof value === 'object' ? bodyInput(value as Partial<OsvcDraft>) : value), schema);
}

export type StepErrors = Record<string, string[]>;

/** The messages of one step's values (empty when the step is right). The year must be one that can be filed. */
export function validateStep(
  step: InputStep,
  values: Partial<OsvcDraft>,
  context: StepContext,
  years: readonly OverviewYear[],
): StepErrors {
  const result = stepSchema(step, context).safeParse(values);
  const errors = result.success ? {} : fieldErrors(result.error, formFieldName);
  if (step === 'year' && !errors.rok) {
    const message = yearMessage(years, values.rok);
    if (message) errors.rok = [message];
  }
  return errors;
}

/** Why a year cannot be chosen (null when it can). */
export function yearMessage(years: readonly OverviewYear[], rok: unknown): string | null {
  const year = years.find((entry) => entry.rok === rok);
  if (!year) return messages.overviewNotAllowedForYear;
  return canFileYear(year) ? null : overviewYearMessages[year.stav as Exclude<OverviewYear['stav'], 'LZE_PODAT'>];
}

/** The body of POST /prehledOSVC (and /prehledOSVCPdf): prehledOsvcSchema's output of the draft. */
export function toBody(draft: OsvcDraft): PrehledOsvc {
  return prehledOsvcSchema.parse(bodyInput(draft));
}

/** Rows 9, 14, 16, the settlement and row 51 of a complete draft (null while it cannot be computed). */
export function overviewOf(draft: OsvcDraft): OsvcOverviewResult | null {
  const parsed = prehledOsvcSchema.safeParse(bodyInput(draft));
  if (!parsed.success) return null;
  try {
    return computeOsvcOverview(parsed.data);
  } catch (error) {
    if (error instanceof OsvcOverviewError) return null;
    throw error;
  }
}

/** The step a field of the body belongs to ('ucet.cislo' → refund); null for the form as a whole. */
export function stepOfField(name: string): InputStep | null {
  const key = name.split(/[.[]/)[0];
  for (const step of inputSteps) if ((stepFields[step] as readonly string[]).includes(key)) return step;
  return null;
}

/**
 * Values of a year chosen anew: rows 4, 5 and 6 from the months registered as OSVČ (the minimum
 * base applies to every month of activity unless a base reason says otherwise), row 41 from the
 * advances paid.
 */
export function prefillForYear(draft: OsvcDraft, year: OverviewYear): OsvcDraft {
  const months = year.mesicuOsvc >= 1 && year.mesicuOsvc <= 12 ? year.mesicuOsvc : '';
  return { ...draft, rok: year.rok, radek04: months, radek05: months, radek06: months, radek41: year.zalohyUhrazeno };
}

/**
 * Rows 9, 14, 16 and the settlement from the year and the rows alone (the running result each
 * step shows); null while the rows are not complete and right.
 */
export function runningResultOf(draft: OsvcDraft): OsvcOverviewResult | null {
  if (typeof draft.rok !== 'number') return null;
  const parsed = stepSchema('rows', { rok: draft.rok, today: '' }).safeParse(stepValues(draft, 'rows'));
  if (!parsed.success) return null;
  try {
    return computeOsvcOverview({ ...(parsed.data as Omit<OsvcOverviewInput, 'rok'>), rok: draft.rok });
  } catch (error) {
    if (error instanceof OsvcOverviewError) return null;
    throw error;
  }
}

/** Months ticked under any base reason: row 6 counts the other months of activity. */
function reasonMonthCount(draft: Pick<OsvcDraft, ReasonKey>): number {
  let count = 0;
  for (let month = 0; month < 12; month += 1) {
    if (reasonKeys.some((key) => draft[key].zvolen && draft[key].mesice[month])) count += 1;
  }
  return count;
}

/**
 * The most row 6 should be when base reasons cover some months (row 4 less those months), or
 * null while row 6 is within it or no reason is ticked: the advances step warns with it.
 */
export function row6Limit(draft: OsvcDraft): number | null {
  const reasonMonths = reasonMonthCount(draft);
  if (reasonMonths === 0) return null;
  const limit = Math.max(0, Number(draft.radek04) - reasonMonths);
  const row6 = Number(draft.radek06);
  return Number.isFinite(row6) && row6 > limit ? limit : null;
}
