import { messages } from '../../contract/messages';
import type { CerpaniProgramu, PozadovanyDoklad } from '../../contract/benefits';
import { benefitProgramZadostSchema, type BenefitProgramZadost } from '../../contract/entities';
import { documentErrors, documentLists, errorsOfFields, schemaErrors, type ClaimAttachment, type StepErrors } from '../claims/claimDraft';
import { createWizardMachine, type WizardSnapshot, type WizardStep } from '../wizard/wizard';

/**
 * 'Čerpání programu' (document 1 /benefity/programy/{pojistenecId}/{kod}/{kodZps?}; document 2 §7
 * GET /benefitProgramyNahled, PUT /benefitProgramyZadostVlozit): the claim of a health programme,
 * on the wizard skeleton (machines/wizard).
 *
 * receipt (datumUctenka, castkaUctenka) → account (predcisli, cislo, banka; prefilled from the
 * stored account) → documents (poznamka and the files, each with its document type; the
 * programme's required documents) → review → submitting → done.
 *
 * Each step is checked with the contract's schema (and the documents' rule). The review shows
 * what the receipt would be paid: the hook asks GET /benefitProgramyNahled (`previewInputOf`)
 * each time the review opens and sends nothing before it came; a refusal by a programme's rule
 * opens the step of its field (`stepOfMessages`) with the message. Each confirmation sends once,
 * with the idempotency key the hook made for this claim (a retry repeats it, so the server files
 * one claim). Files cannot be kept across a reload: the hook passes only the attachments whose
 * files it still holds.
 */

export const programmeClaimInputSteps = ['receipt', 'account', 'documents'] as const;
export type ProgrammeClaimInputStep = (typeof programmeClaimInputSteps)[number];
export type ProgrammeClaimStep = WizardStep<ProgrammeClaimInputStep>;

/** The values of the form as typed ('' = empty): dates 'YYYY-MM-DD', the amount with a dot. */
export interface ProgrammeClaimDraft {
  datumUctenka: string;
  castkaUctenka: string;
  predcisli: string;
  cislo: string;
  banka: string;
  poznamka: string;
  prilohy: ClaimAttachment[];
}

/** What the wizard needs of the programme (GET /benefitProgramyDetail). */
export interface ProgrammeClaimProgramme {
  kod: string;
  kodZps: string;
  nazev: string;
  doklady: PozadovanyDoklad[];
}

export interface ProgrammeClaimFixed {
  programme: ProgrammeClaimProgramme;
  /** A client-made UUID, the same for every send of this claim (idempotencniKlic). */
  idempotencyKey: string;
}

/** What the submit actor gets: the body of the contract and the files' ids in the order of prilohyIndex. */
export interface ProgrammeClaimSubmission {
  body: BenefitProgramZadost;
  fileIds: string[];
}

export const emptyProgrammeClaimDraft = (): ProgrammeClaimDraft => ({
  datumUctenka: '',
  castkaUctenka: '',
  predcisli: '',
  cislo: '',
  banka: '',
  poznamka: '',
  prilohy: [],
});

/** The fields of each step (also the server's names, so its messages find their step). */
export const programmeClaimFields: Record<ProgrammeClaimInputStep, readonly string[]> = {
  receipt: ['datumUctenka', 'castkaUctenka', 'kod'],
  account: ['predcisli', 'cislo', 'banka'],
  documents: ['poznamka', 'prilohy', 'seznamPriloh', 'typDokumentKod', 'prilohyIndex'],
};

/** The raw body of the draft (what a form would post), for the contract's schema. */
function rawBody({ programme, idempotencyKey }: ProgrammeClaimFixed, draft: ProgrammeClaimDraft) {
  const lists = documentLists(draft.prilohy);
  return {
    kod: programme.kod,
    castkaUctenka: draft.castkaUctenka,
    datumUctenka: draft.datumUctenka,
    predcisli: draft.predcisli,
    cislo: draft.cislo,
    banka: draft.banka,
    poznamka: draft.poznamka,
    typDokumentKod: lists.typDokumentKod,
    prilohyIndex: lists.indexes,
    idempotencniKlic: idempotencyKey,
  };
}

/** The messages of one step for the draft (the contract's schema; the documents' rule on the documents step). */
export function programmeStepErrors(fixed: ProgrammeClaimFixed, draft: ProgrammeClaimDraft, step: ProgrammeClaimInputStep): StepErrors {
  const { errors } = schemaErrors(benefitProgramZadostSchema, rawBody(fixed, draft));
  if (step !== 'documents') return errorsOfFields(errors, programmeClaimFields[step]);
  // The lists are derived from the attachments: their messages are the documents' rule's.
  const documents = documentErrors(draft.prilohy, fixed.programme.doklady);
  // The contract's lists take at least one file, whatever the programme requires.
  if (draft.prilohy.length === 0 && !documents.seznamPriloh) documents.seznamPriloh = [messages.attachmentAtLeastOne];
  return { ...errorsOfFields(errors, ['poznamka']), ...documents };
}

/** The submission of a draft that passes every step. */
export const programmeSubmission = (fixed: ProgrammeClaimFixed, draft: ProgrammeClaimDraft): ProgrammeClaimSubmission => ({
  body: benefitProgramZadostSchema.parse(rawBody(fixed, draft)),
  fileIds: draft.prilohy.map((attachment) => attachment.id),
});

/** What the review asks GET /benefitProgramyNahled with (a draft that passes every step). */
export function previewInputOf(fixed: ProgrammeClaimFixed, draft: ProgrammeClaimDraft) {
  const { body } = programmeSubmission(fixed, draft);
  return { kod: body.kod, datumUctenka: body.datumUctenka, castkaUctenka: body.castkaUctenka };
}

/** The first step (in order) whose fields the server's messages name; null when they name none. */
export const stepOfMessages = (chyby: Record<string, readonly string[]> | undefined): ProgrammeClaimInputStep | null =>
  programmeClaimInputSteps.find((step) => Object.keys(errorsOfFields({ ...chyby } as StepErrors, programmeClaimFields[step])).length > 0) ??
  null;

export const programmeClaimMachine = createWizardMachine<
  ProgrammeClaimFixed,
  ProgrammeClaimDraft,
  ProgrammeClaimInputStep,
  ProgrammeClaimSubmission,
  CerpaniProgramu
>({
  id: 'programmeClaim',
  description: [
    'The claim of a health programme: receipt (date, amount) → bank account → documents (note, files with their document types) → review with what will be paid → send → the claim.',
    "'Pokračovat' moves on only when the step passes the contract's schema. Nothing is sent before the review; the review shows the server's payout (the amount capped by what is left of the yearly limit) and says that sending is the consent to the terms.",
    "Each confirmation sends once with the claim's idempotency key; a retry repeats the key. Refusals by the programme's rules lead to the step of their field; other failures stay on the review with ZKUSIT_ZNOVU.",
    'The step is also in the URL: Back / Forward (`wizard.goTo`) and a reload land on the asked step when every step before it is right, otherwise on the first that is not.',
  ].join('\n\n'),
  steps: {
    receipt: 'Step 1: the receipt date (not in the future) and amount (0,01 to 9 999 999 999,99 Kč).',
    account: 'Step 2: the bank account (prefix, number, bank of the ČNB list; the mod-11 rule), prefilled from the stored account.',
    documents: "Step 3: the note (1 to 1000) and the files, each with its document type; the programme's required documents must be there.",
  },
  review:
    "Step 4: every value, the payout the hook asks GET /benefitProgramyNahled for, and the consent of sending; 'Odeslat žádost' sends once the payout came.",
  failed: "The review with the server's message: ZKUSIT_ZNOVU sends again with the same key.",
  done: "The claim was filed: its state and payout, links to 'Čerpané programy' and 'Moje žádosti'.",
  fields: programmeClaimFields,
  check: programmeStepErrors,
  submitInput: programmeSubmission,
});

export type ProgrammeClaimSnapshot = WizardSnapshot<
  ProgrammeClaimFixed,
  ProgrammeClaimDraft,
  ProgrammeClaimInputStep,
  ProgrammeClaimSubmission,
  CerpaniProgramu
>;
