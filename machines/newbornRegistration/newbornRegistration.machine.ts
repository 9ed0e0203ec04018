import type { AttachmentFileLike } from '../attachmentPicker/attachmentPicker.machine';
import { attachmentLimits } from '../../contract/enums';
import { messages } from '../../contract/messages';
import { fieldErrors, jmenoSchema, prijmeniSchema, rodneCisloSchema } from '../../contract/rules';
import {
  communicationMessages,
  isWomansBirthNumber,
  missingCertificateErrors,
  NEWBORN_MAX_CHILDREN,
  newbornChildrenErrors,
  novorozenecVlozitSchema,
  type NovorozenecOdpoved,
  type NovorozenecVlozit,
} from '../../contract/communication';
import { insurerBranchCodes } from '../../contract/branches';
import { createWizardMachine, wizardStepOf, type WizardSnapshot, type WizardStep } from '../wizard/wizard';

/**
 * 'Registrace novorozence' (PUT /zadostNovorozenecVlozit, multipart): the product owner's flagship
 * flow, on the wizard skeleton (machines/wizard). Steps, each checked with the contract's rules
 * before the next one opens:
 *
 * 1. `mother`: the mother's birth number (10 digits, valid, a woman's; the server also checks that
 *    she is insured here);
 * 2. `children`: one or more children (twins: `withAnotherChild`, `withoutChild`, at most
 *    NEWBORN_MAX_CHILDREN; each keeps its certificates), each with birth number, name and
 *    surname (`withChild`); a birth number may not repeat and the child may be at most 12 months
 *    old (the ZVONEK joining age);
 * 3. `certificates`: each child's birth certificate (the attachment picker of each child reports
 *    its files, `withCertificates`); every child needs one, together at most 5 files and 20 MB;
 * 4. `branch`: where to collect the card (the POBOCKY code list);
 * then the review (nothing sent yet), one send per confirmation with this registration's
 * idempotency key (the same for a retry) → the answer (the request, each child's last day to join
 * ZVONEK); the server's field messages lead to the step that owns the field, any other failure
 * stays on the review with 'Zkusit znovu'.
 *
 * The children's values are the hook's `wizard.change` with what these helpers work out; adding
 * or removing a child changes the certificates too, and clears the messages shown (they are by
 * the children's order). Files are not kept across a reload (a browser cannot keep chosen files),
 * so a kept draft resumes on the certificates at the latest.
 */

export const newbornInputSteps = ['mother', 'children', 'certificates', 'branch'] as const;
export type NewbornInputStep = (typeof newbornInputSteps)[number];
/** The steps as the page counts them ('Krok 2 z 5'). */
export const newbornSteps = [...newbornInputSteps, 'review'] as const;
export type NewbornStep = (typeof newbornSteps)[number];

export interface NewbornChild {
  rocis: string;
  jmeno: string;
  prijmeni: string;
}

/** What is typed (kept in session storage). */
export interface NewbornValues {
  rocisMatka: string;
  deti: NewbornChild[];
  adresaOdeslani: string;
}

export interface NewbornDraft extends NewbornValues {
  /** The birth certificates of each child (same order as deti). */
  certificates: ReadonlyArray<readonly AttachmentFileLike[]>;
}

export interface NewbornFixed {
  /** Today in Prague ('YYYY-MM-DD'), for the age of a newborn. */
  today: string;
  /** The registration's idempotency key (made once, kept with the draft). */
  idempotencyKey: string;
}

export interface NewbornSubmitInput {
  body: NovorozenecVlozit;
  /** The files in the order of `body.prilohyIndex`. */
  files: readonly AttachmentFileLike[];
  key: string;
}

const emptyChild = (): NewbornChild => ({ rocis: '', jmeno: '', prijmeni: '' });
export const emptyNewbornValues = (): NewbornValues => ({ rocisMatka: '', deti: [emptyChild()], adresaOdeslani: '' });
/** A draft of kept values: no files yet, one empty list per child. */
export const newbornDraftOf = (values: NewbornValues): NewbornDraft => ({ ...values, certificates: values.deti.map(() => []) });

/**
 * The fields of each step: the draft's, and the names of the server's messages (`rocis.1`,
 * `prilohy.0`), which lead back to their step. A change of children carries their certificates.
 */
export const newbornStepFields: Record<NewbornInputStep, readonly string[]> = {
  mother: ['rocisMatka'],
  children: ['deti', 'certificates', 'rocis', 'jmeno', 'prijmeni'],
  certificates: ['certificates', 'prilohy', 'prilohyIndex'],
  branch: ['adresaOdeslani'],
};

const merge = (target: Record<string, string[]>, source: Record<string, string[]>) => {
  for (const [key, list] of Object.entries(source))
    target[key] = [...(target[key] ?? []), ...list.filter((m) => !(target[key] ?? []).includes(m))];
  return target;
};

/** The messages of one step ({} when it is accepted). */
export function newbornStepErrors(fixed: Pick<NewbornFixed, 'today'>, draft: NewbornDraft, step: NewbornInputStep) {
  const errors: Record<string, string[]> = {};
  switch (step) {
    case 'mother': {
      const result = rodneCisloSchema.safeParse(draft.rocisMatka);
      if (!result.success) errors.rocisMatka = fieldErrors(result.error)._form;
      else if (!isWomansBirthNumber(result.data)) errors.rocisMatka = [communicationMessages.motherNotWoman];
      break;
    }
    case 'children': {
      draft.deti.forEach((child, index) => {
        for (const [key, schema] of [
          ['rocis', rodneCisloSchema],
          ['jmeno', jmenoSchema],
          ['prijmeni', prijmeniSchema],
        ] as const) {
          const result = schema.safeParse(child[key]);
          if (!result.success) errors[`${key}.${index}`] = fieldErrors(result.error)._form;
        }
      });
      merge(
        errors,
        newbornChildrenErrors(
          draft.deti.map((child) => child.rocis.replace('/', '').trim()),
          fixed.today,
        ),
      );
      break;
    }
    case 'certificates': {
      merge(errors, missingCertificateErrors(prilohyIndexOf(draft.certificates), draft.deti.length));
      const files = draft.certificates.flat();
      if (files.length > attachmentLimits.maxFiles) errors.prilohy = [messages.tooManyFiles(attachmentLimits.maxFiles)];
      else if (files.reduce((sum, file) => sum + file.size, 0) > attachmentLimits.maxTotalBytes)
        errors.prilohy = [messages.attachmentSpace(attachmentLimits.maxTotalMegabytes)];
      break;
    }
    case 'branch':
      if (!insurerBranchCodes.includes(draft.adresaOdeslani))
        errors.adresaOdeslani = [draft.adresaOdeslani ? messages.allowedValues(insurerBranchCodes) : messages.required];
      break;
  }
  return errors;
}

/** The child (0-based) of each file, files taken child by child. */
export function prilohyIndexOf(certificates: ReadonlyArray<readonly unknown[]>): number[] {
  return certificates.flatMap((files, index) => files.map(() => index));
}

/** The body as the contract's schema outputs it, from accepted values (the key travels beside it, as `idempotencniKlic`). */
export function newbornBodyOf(draft: NewbornDraft): NovorozenecVlozit {
  return novorozenecVlozitSchema.parse({
    rocisMatka: draft.rocisMatka,
    adresaOdeslani: draft.adresaOdeslani,
    rocis: draft.deti.map((child) => child.rocis),
    jmeno: draft.deti.map((child) => child.jmeno),
    prijmeni: draft.deti.map((child) => child.prijmeni),
    prilohyIndex: prilohyIndexOf(draft.certificates),
  });
}

/** One child's typed values (nothing for a child that is not there). */
export function withChild(draft: NewbornDraft, index: number, child: Partial<NewbornChild>): Partial<NewbornDraft> {
  if (index < 0 || index >= draft.deti.length) return {};
  return { deti: draft.deti.map((current, i) => (i === index ? { ...current, ...child } : current)) };
}

/** 'Přidat další dítě': another empty child with no certificates (nothing beyond NEWBORN_MAX_CHILDREN). */
export function withAnotherChild(draft: NewbornDraft): Partial<NewbornDraft> {
  if (draft.deti.length >= NEWBORN_MAX_CHILDREN) return {};
  return { deti: [...draft.deti, emptyChild()], certificates: [...draft.certificates, []] };
}

/** 'Odebrat': the child and its certificates go (the first child stays). */
export function withoutChild(draft: NewbornDraft, index: number): Partial<NewbornDraft> {
  if (draft.deti.length <= 1 || index < 0 || index >= draft.deti.length) return {};
  return {
    deti: draft.deti.filter((_, i) => i !== index),
    certificates: draft.certificates.filter((_, i) => i !== index),
  };
}

/** One child's chosen certificates. */
export function withCertificates(draft: NewbornDraft, index: number, files: readonly AttachmentFileLike[]): Partial<NewbornDraft> {
  if (index < 0 || index >= draft.deti.length) return {};
  return { certificates: draft.deti.map((_, i) => (i === index ? files : (draft.certificates[i] ?? []))) };
}

export const newbornRegistrationMachine = createWizardMachine<
  NewbornFixed,
  NewbornDraft,
  NewbornInputStep,
  NewbornSubmitInput,
  NovorozenecOdpoved
>({
  id: 'newbornRegistration',
  // After a refused field the person goes through the steps after it again (the journeys expect it).
  refusalReturnsToReview: false,
  description: [
    'Registration of a newborn (twins too): mother → children → birth certificates → branch → review → send → confirmation with a pointer to ZVONEK.',
    'Each step is checked with the contract rules before the next one; nothing is sent before the review; one send per confirmation, retries with the same idempotency key. The server’s field messages return to the step of the field.',
    'The step is also in the URL (`wizard.goTo`); a reload resumes with the kept draft on the first step that is not right yet.',
  ].join('\n\n'),
  steps: {
    mother: "'Rodné číslo matky'.",
    children: "Each child's 'Rodné číslo dítěte', 'Jméno', 'Příjmení'; PRIDAT_DITE (twins) and ODEBRAT.",
    certificates: "'Rodný list' of each child (the attachment picker per child).",
    branch: "'Průkaz pojištěnce vyzvednu na pobočce' (the POBOCKY code list).",
  },
  review: "'Zkontrolujte žádost': everything entered; 'Odeslat žádost' sends.",
  failed: "The review with the server's Czech message: ZKUSIT_ZNOVU sends again with the same key.",
  done: "The confirmation: the request in 'Moje žádosti' and, for each child, the last day to join the ZVONEK programme.",
  fields: newbornStepFields,
  changeClears: ['certificates'],
  check: newbornStepErrors,
  submitInput: (fixed, draft) => ({ body: newbornBodyOf(draft), files: draft.certificates.flat(), key: fixed.idempotencyKey }),
});

export type NewbornRegistrationSnapshot = WizardSnapshot<
  NewbornFixed,
  NewbornDraft,
  NewbornInputStep,
  NewbornSubmitInput,
  NovorozenecOdpoved
>;
export type NewbornRegistrationState = WizardStep<NewbornInputStep>;
export const newbornStateOf = (snapshot: NewbornRegistrationSnapshot): NewbornRegistrationState => wizardStepOf(snapshot);
