import { type ProplaceniPece } from '../../contract/benefits';
import {
  careClaimErrors,
  carePayout,
  careNeedsAmount,
  careNeedsDocuments,
  toCrowns,
  toHellers,
  type ReimbursementKind,
} from '../../contract/claim-rules';
import { benefitPeceZadostSchema, type BenefitPeceZadost } from '../../contract/entities';
import { parseAmountInput } from '../../contract/format';
import { documentErrors, documentLists, errorsOfFields, schemaErrors, type ClaimAttachment, type StepErrors } from '../claims/claimDraft';
import { createWizardMachine, type WizardSnapshot, type WizardStep } from '../wizard/wizard';

/**
 * 'Proplacení zdravotní péče' of one kind (document 1 /benefity/zdravotni-pece/{kod}; document 2 §7
 * PUT /benefitPeceZadostVlozit): reimbursement of care (PECE) or travel (CESTA), on the wizard
 * skeleton (machines/wizard).
 *
 * details (care: the document date; travel: the trip's dates from and to, not in the future,
 * from ≤ to, at most the kind's days; the amount paid unless the kind pays a fixed or computed
 * sum) → account (predcisli, cislo, banka, ucetAktualizace: also store it as my account) →
 * documents (poznamka and the files with their document types; required unless the kind is
 * approved without documents, BEZPODKLADU) → review (what will be asked: the amount, the days ×
 * the rate capped by the amount, or the fixed sum; the consent of sending) → submitting → done.
 *
 * Each step is checked with the contract's schema and `careClaimErrors`; each confirmation sends
 * once with the claim's idempotency key; the server's field messages lead to their step.
 */

export const careClaimInputSteps = ['details', 'account', 'documents'] as const;
export type CareClaimInputStep = (typeof careClaimInputSteps)[number];
export type CareClaimStep = WizardStep<CareClaimInputStep>;

export interface CareClaimDraft {
  dokladDatum: string;
  cestaDatumOd: string;
  cestaDatumDo: string;
  castkaUctenka: string;
  predcisli: string;
  cislo: string;
  banka: string;
  ucetAktualizace: boolean;
  poznamka: string;
  prilohy: ClaimAttachment[];
}

export interface CareClaimFixed {
  /** The kind (GET /benefitPeceDetail): its rules in the contract's shape. */
  kind: ReimbursementKind;
  idempotencyKey: string;
}

export interface CareClaimSubmission {
  body: BenefitPeceZadost;
  fileIds: string[];
}

export const emptyCareClaimDraft = (): CareClaimDraft => ({
  dokladDatum: '',
  cestaDatumOd: '',
  cestaDatumDo: '',
  castkaUctenka: '',
  predcisli: '',
  cislo: '',
  banka: '',
  ucetAktualizace: false,
  poznamka: '',
  prilohy: [],
});

/** The fields of each step (also the server's names, so its messages find their step). */
export const careClaimFields: Record<CareClaimInputStep, readonly string[]> = {
  details: ['dokladDatum', 'cestaDatumOd', 'cestaDatumDo', 'castkaUctenka', 'kod'],
  account: ['predcisli', 'cislo', 'banka', 'ucetAktualizace'],
  documents: ['poznamka', 'prilohy', 'seznamPriloh', 'typDokumentKod', 'indexPriloh'],
};

/** The raw body of the draft: only the fields the kind takes (the dates of its type, the amount unless NENI). */
function rawBody({ kind, idempotencyKey }: CareClaimFixed, draft: CareClaimDraft) {
  const lists = documentLists(draft.prilohy);
  const travel = kind.typ === 'CESTA';
  return {
    kod: kind.kod,
    ...(careNeedsAmount(kind) ? { castkaUctenka: draft.castkaUctenka } : {}),
    ...(travel ? { cestaDatumOd: draft.cestaDatumOd, cestaDatumDo: draft.cestaDatumDo } : { dokladDatum: draft.dokladDatum }),
    predcisli: draft.predcisli,
    cislo: draft.cislo,
    banka: draft.banka,
    ucetAktualizace: draft.ucetAktualizace,
    poznamka: draft.poznamka,
    // No files: no lists (the optional lists take 1 to 20 entries when present).
    ...(lists.indexes.length > 0 ? { typDokumentKod: lists.typDokumentKod, indexPriloh: lists.indexes } : {}),
    idempotencniKlic: idempotencyKey,
  };
}

/** The messages of one step for the draft (the contract's schema, the kind's rules, the documents' rule). */
export function careStepErrors(fixed: CareClaimFixed, draft: CareClaimDraft, step: CareClaimInputStep): StepErrors {
  const { kind } = fixed;
  const { errors } = schemaErrors(benefitPeceZadostSchema, rawBody(fixed, draft));
  if (step === 'details') {
    const rules = careClaimErrors(kind, {
      castkaUctenka: parseAmountInput(draft.castkaUctenka),
      dokladDatum: draft.dokladDatum || null,
      cestaDatumOd: draft.cestaDatumOd || null,
      cestaDatumDo: draft.cestaDatumDo || null,
    });
    // The schema's message of a field comes first (a date in the future), the kind's rule else.
    return { ...rules, ...errorsOfFields(errors, careClaimFields.details) };
  }
  if (step === 'account') return errorsOfFields(errors, careClaimFields.account);
  return { ...errorsOfFields(errors, ['poznamka']), ...documentErrors(draft.prilohy, careNeedsDocuments(kind) ? kind.doklady : []) };
}

/** The submission of a draft that passes every step. */
export const careSubmission = (fixed: CareClaimFixed, draft: CareClaimDraft): CareClaimSubmission => ({
  body: benefitPeceZadostSchema.parse(rawBody(fixed, draft)),
  fileIds: draft.prilohy.map((attachment) => attachment.id),
});

/** What the review shows as asked for (Kč): the amount, the days × the rate capped by the amount, the fixed sum; null = computed by the insurer. */
export function carePayoutOf(kind: ReimbursementKind, draft: CareClaimDraft): number | null {
  const amount = parseAmountInput(draft.castkaUctenka);
  const hellers = carePayout(kind, {
    castkaHal: amount === null ? null : toHellers(amount),
    cestaDatumOd: draft.cestaDatumOd || null,
    cestaDatumDo: draft.cestaDatumDo || null,
  });
  return hellers === null ? null : toCrowns(hellers);
}

export const careClaimMachine = createWizardMachine<
  CareClaimFixed,
  CareClaimDraft,
  CareClaimInputStep,
  CareClaimSubmission,
  ProplaceniPece
>({
  id: 'careClaim',
  description: [
    "Reimbursement of care or travel of one kind: details (the document date, or the trip's dates; the amount unless the kind pays a fixed or computed sum) → bank account (and whether to store it as mine) → documents → review with what will be asked → send → the claim.",
    "'Pokračovat' moves on only when the step passes the contract's schema and the kind's rules; the documents are required unless the kind is approved without them (BEZPODKLADU). Nothing is sent before the review, which says that sending is the consent to the terms.",
    "Each confirmation sends once with the claim's idempotency key; a retry repeats the key. The server's field messages lead to their step; other failures stay on the review with ZKUSIT_ZNOVU.",
    'The step is also in the URL: Back / Forward (`wizard.goTo`) and a reload land on the asked step when every step before it is right, otherwise on the first that is not.',
  ].join('\n\n'),
  steps: {
    details:
      "Step 1: care — the document date; travel — the trip's dates from and to (not in the future, from ≤ to, at most the kind's days); the amount paid (CASTKA, VYPOCET).",
    account: 'Step 2: the bank account (prefilled from the stored one) and ucetAktualizace: store it as my account.',
    documents: 'Step 3: the note and the files with their document types (required unless the kind is approved without documents).',
  },
  review:
    "Step 4: every value, what will be asked (carePayoutOf), the approval mode in words and the consent of sending; 'Odeslat žádost' sends.",
  failed: "The review with the server's message: ZKUSIT_ZNOVU sends again with the same key.",
  done: "The claim was filed: its state and what it asks, a link to 'Moje žádosti'.",
  fields: careClaimFields,
  check: careStepErrors,
  submitInput: careSubmission,
});

export type CareClaimSnapshot = WizardSnapshot<CareClaimFixed, CareClaimDraft, CareClaimInputStep, CareClaimSubmission, ProplaceniPece>;
