import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import {
  careClaimErrors,
  carePayout,
  careNeedsAmount,
  careNeedsDocuments,
  toCrowns,
  toHellers,
  type ReimbursementKind,
  type ProplaceniPece,
} from '../../contract/benefits';
import { benefitPeceZadostSchema, type BenefitPeceZadost } from '../../contract/entities';
import { callFailureOf } from '../../contract/error-body';
import { parseAmountInput } from '../../contract/format';
import {
  documentErrors,
  documentLists,
  errorsOfFields,
  generalMessageOf,
  hasFieldMessages,
  schemaErrors,
  serverErrorsByStep,
  type ClaimAttachment,
  type ClaimFailure,
  type StepErrors,
} from '../claims/claimDraft';

/**
 * 'Proplacení zdravotní péče' of one kind (document 1 /benefity/zdravotni-pece/{kod}; document 2 §7
 * PUT /benefitPeceZadostVlozit): reimbursement of care (PECE) or travel (CESTA).
 *
 * details (care: the document date; travel: the trip's dates from and to, not in the future,
 * from ≤ to, at most the kind's days; the amount paid unless the kind pays a fixed or computed
 * sum) → account (predcisli, cislo, banka, ucetAktualizace: also store it as my account) →
 * documents (poznamka and the files with their document types; required unless the kind is
 * approved without documents, BEZPODKLADU) → review (what will be asked: the amount, the days ×
 * the rate capped by the amount, or the fixed sum; the consent of sending) → submitting → done.
 *
 * As the programme claim: 'Pokračovat' (`claim.next`) checks the step with the contract's schema
 * and `careClaimErrors`, 'Zpět' keeps the values, typing arrives with `claim.change`. Nothing is
 * sent before the review; each confirmation sends once with the claim's idempotency key; the
 * server's field messages lead to their step, other failures stay on the review with 'Zkusit
 * znovu'. The step lives in the URL (`claim.goTo`, `input.step`) and lands on the first step that
 * is not right.
 */

export const careClaimInputSteps = ['details', 'account', 'documents'] as const;
export type CareClaimInputStep = (typeof careClaimInputSteps)[number];
export const careClaimSteps = [...careClaimInputSteps, 'review'] as const;
export type CareClaimStep = (typeof careClaimSteps)[number];

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

export interface CareClaimInput {
  /** The kind (GET /benefitPeceDetail): its rules in the contract's shape. */
  kind: ReimbursementKind;
  idempotencyKey: string;
  draft?: Partial<CareClaimDraft>;
  step?: CareClaimStep;
}

export interface CareClaimContext {
  kind: ReimbursementKind;
  idempotencyKey: string;
  draft: CareClaimDraft;
  stepErrors: StepErrors;
  error: string | null;
  answer: ProplaceniPece | null;
  editing: boolean;
  resumeAt: CareClaimStep;
}

export interface CareClaimSubmission {
  body: BenefitPeceZadost;
  fileIds: string[];
}

export type CareClaimEvent =
  | { type: 'claim.change'; values: Partial<CareClaimDraft> }
  | { type: 'claim.next'; values: Partial<CareClaimDraft> }
  | { type: 'claim.back'; values?: Partial<CareClaimDraft> }
  | { type: 'claim.edit'; step: CareClaimInputStep }
  | { type: 'claim.goTo'; step: CareClaimStep }
  | { type: 'claim.confirm' }
  | { type: 'claim.retry' };

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

export const careClaimFields: Record<CareClaimInputStep, readonly string[]> = {
  details: ['dokladDatum', 'cestaDatumOd', 'cestaDatumDo', 'castkaUctenka', 'kod'],
  account: ['predcisli', 'cislo', 'banka', 'ucetAktualizace'],
  documents: ['poznamka', 'prilohy', 'seznamPriloh', 'typDokumentKod', 'indexPriloh'],
};

/** The raw body of the draft: only the fields the kind takes (the dates of its type, the amount unless NENI). */
function rawBody(draft: CareClaimDraft, kind: ReimbursementKind, key: string) {
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
    idempotencniKlic: key,
  };
}

export function careStepErrors(draft: CareClaimDraft, step: CareClaimInputStep, kind: ReimbursementKind, key: string): StepErrors {
  const { errors } = schemaErrors(benefitPeceZadostSchema, rawBody(draft, kind, key));
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

export function firstInvalidCareStep(context: Pick<CareClaimContext, 'draft' | 'kind' | 'idempotencyKey'>) {
  for (const step of careClaimInputSteps)
    if (Object.keys(careStepErrors(context.draft, step, context.kind, context.idempotencyKey)).length > 0) return step;
  return null;
}

export function careLanding(context: Pick<CareClaimContext, 'draft' | 'kind' | 'idempotencyKey'>, target: CareClaimStep): CareClaimStep {
  const invalid = firstInvalidCareStep(context);
  if (invalid && careClaimSteps.indexOf(invalid) < careClaimSteps.indexOf(target)) return invalid;
  return target;
}

export function careSubmission(context: Pick<CareClaimContext, 'draft' | 'kind' | 'idempotencyKey'>): CareClaimSubmission {
  const body = benefitPeceZadostSchema.parse(rawBody(context.draft, context.kind, context.idempotencyKey));
  return { body, fileIds: context.draft.prilohy.map((attachment) => attachment.id) };
}

/** What the review shows as asked for (Kč): the amount, the days × the rate capped by the amount, the fixed sum; null = computed by the insurer. */
export function carePayoutOf(context: Pick<CareClaimContext, 'draft' | 'kind'>): number | null {
  const amount = parseAmountInput(context.draft.castkaUctenka);
  const hellers = carePayout(context.kind, {
    castkaHal: amount === null ? null : toHellers(amount),
    cestaDatumOd: context.draft.cestaDatumOd || null,
    cestaDatumDo: context.draft.cestaDatumDo || null,
  });
  return hellers === null ? null : toCrowns(hellers);
}

const merged = (draft: CareClaimDraft, values: Partial<CareClaimDraft> | undefined): CareClaimDraft => ({ ...draft, ...(values ?? {}) });
const nextOf: Record<CareClaimInputStep, CareClaimStep> = { details: 'account', account: 'documents', documents: 'review' };
const serverStep = (failure: ClaimFailure) => serverErrorsByStep(failure.chyby, careClaimInputSteps, (s) => careClaimFields[s]);
const valuesOf = (event: CareClaimEvent) => (event as { values?: Partial<CareClaimDraft> }).values ?? {};

const careClaimSetup = setup({
  types: {
    input: {} as CareClaimInput,
    context: {} as CareClaimContext,
    events: {} as CareClaimEvent,
  },
  actors: {
    /** PUT /benefitPeceZadostVlozit with the body and the files → the claim; rejects with a ClaimFailure. */
    submit: fromPromise<ProplaceniPece, CareClaimSubmission>(async () => {
      throw new Error('submit is supplied with .provide()');
    }),
  },
  actions: {
    keepTyped: assign(({ context }, params: { values: Partial<CareClaimDraft> }) => ({ draft: merged(context.draft, params.values) })),
    keepAndCheck: assign(({ context }, params: { step: CareClaimInputStep; values: Partial<CareClaimDraft> }) => {
      const draft = merged(context.draft, params.values);
      return { draft, stepErrors: careStepErrors(draft, params.step, context.kind, context.idempotencyKey) };
    }),
    clearMessages: assign({ stepErrors: {}, error: null }),
    startEditing: assign({ editing: true }),
    keepAnswer: assign((_, params: { answer: ProplaceniPece }) => ({ answer: params.answer, error: null, editing: false })),
    showServerFieldErrors: assign((_, params: { failure: ClaimFailure }) => ({
      stepErrors: serverStep(params.failure)?.errors ?? {},
      error: generalMessageOf(params.failure),
      editing: true,
    })),
    showError: assign((_, params: { failure: ClaimFailure }) => ({ error: generalMessageOf(params.failure) })),
  },
  guards: {
    stepValid: ({ context }, params: { step: CareClaimInputStep; values: Partial<CareClaimDraft> }) =>
      Object.keys(careStepErrors(merged(context.draft, params.values), params.step, context.kind, context.idempotencyKey)).length === 0,
    backToReview: ({ context }, params: { values: Partial<CareClaimDraft> }) =>
      context.editing && firstInvalidCareStep({ ...context, draft: merged(context.draft, params.values) }) === null,
    landsOn: ({ context, event }, params: { step: CareClaimStep }) =>
      event.type === 'claim.goTo' && careLanding(context, event.step) === params.step,
    resumesAt: ({ context }, params: { step: CareClaimStep }) => careLanding(context, context.resumeAt) === params.step,
    editsStep: ({ event }, params: { step: CareClaimInputStep }) => event.type === 'claim.edit' && event.step === params.step,
    fieldsOfStep: (_, params: { failure: ClaimFailure; step: CareClaimInputStep }) =>
      hasFieldMessages(params.failure) && serverStep(params.failure)?.step === params.step,
  },
});

const landing = (guard: 'landsOn' | 'resumesAt') =>
  careClaimSteps.map((step) => ({ guard: { type: guard, params: { step } }, target: `#careClaim.${step}` }));

const toStepOfFields = careClaimInputSteps.map((step) => ({
  guard: {
    type: 'fieldsOfStep' as const,
    params: ({ event }: { event: { error: unknown } }) => ({ failure: callFailureOf(event.error), step }),
  },
  target: `#careClaim.${step}`,
  actions: {
    type: 'showServerFieldErrors' as const,
    params: ({ event }: { event: { error: unknown } }) => ({ failure: callFailureOf(event.error) }),
  },
}));

const inputStep = (step: CareClaimInputStep, description: string, back: CareClaimInputStep | null) => ({
  description,
  on: {
    'claim.change': {
      actions: { type: 'keepTyped' as const, params: ({ event }: { event: CareClaimEvent }) => ({ values: valuesOf(event) }) },
    },
    'claim.goTo': landing('landsOn').map((transition) => ({ ...transition, actions: 'clearMessages' as const })),
    'claim.next': [
      {
        guard: { type: 'backToReview' as const, params: ({ event }: { event: CareClaimEvent }) => ({ values: valuesOf(event) }) },
        target: '#careClaim.review',
        actions: [
          { type: 'keepTyped' as const, params: ({ event }: { event: CareClaimEvent }) => ({ values: valuesOf(event) }) },
          'clearMessages' as const,
        ],
      },
      {
        guard: { type: 'stepValid' as const, params: ({ event }: { event: CareClaimEvent }) => ({ step, values: valuesOf(event) }) },
        target: `#careClaim.${nextOf[step]}`,
        actions: [
          { type: 'keepTyped' as const, params: ({ event }: { event: CareClaimEvent }) => ({ values: valuesOf(event) }) },
          'clearMessages' as const,
        ],
      },
      { actions: { type: 'keepAndCheck' as const, params: ({ event }: { event: CareClaimEvent }) => ({ step, values: valuesOf(event) }) } },
    ],
    ...(back
      ? {
          'claim.back': {
            target: `#careClaim.${back}`,
            actions: [
              { type: 'keepTyped' as const, params: ({ event }: { event: CareClaimEvent }) => ({ values: valuesOf(event) }) },
              'clearMessages' as const,
            ],
          },
        }
      : {}),
  },
});

const leaveReview = {
  'claim.edit': careClaimInputSteps.map((step) => ({
    guard: { type: 'editsStep' as const, params: { step } },
    target: `#careClaim.${step}`,
    actions: ['startEditing' as const, 'clearMessages' as const],
  })),
  'claim.back': { target: '#careClaim.documents', actions: 'clearMessages' as const },
  'claim.goTo': landing('landsOn')
    .filter((transition) => transition.target !== '#careClaim.review')
    .map((transition) => ({ ...transition, actions: 'clearMessages' as const })),
};

export const careClaimMachine = careClaimSetup.createMachine({
  id: 'careClaim',
  description: [
    "Reimbursement of care or travel of one kind: details (the document date, or the trip's dates; the amount unless the kind pays a fixed or computed sum) → bank account (and whether to store it as mine) → documents → review with what will be asked → send → the claim.",
    "'Pokračovat' moves on only when the step passes the contract's schema and the kind's rules; the documents are required unless the kind is approved without them (BEZPODKLADU). Nothing is sent before the review, which says that sending is the consent to the terms.",
    "Each confirmation sends once with the claim's idempotency key; a retry repeats the key. The server's field messages lead to their step; other failures stay on the review with ZKUSIT_ZNOVU.",
    'The step is also in the URL: Back / Forward (`claim.goTo`) and a reload land on the asked step when every step before it is right, otherwise on the first that is not.',
  ].join('\n\n'),
  context: ({ input }) => ({
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    draft: { ...emptyCareClaimDraft(), ...(input.draft ?? {}) },
    stepErrors: {},
    error: null,
    answer: null,
    editing: false,
    resumeAt: input.step ?? 'details',
  }),
  initial: 'start',
  states: {
    start: {
      description: "The URL's step opens if every step before it is right, otherwise the first that is not.",
      always: landing('resumesAt'),
    },
    details: inputStep(
      'details',
      "Step 1: care — the document date; travel — the trip's dates from and to (not in the future, from ≤ to, at most the kind's days); the amount paid (CASTKA, VYPOCET).",
      null,
    ),
    account: inputStep(
      'account',
      'Step 2: the bank account (prefilled from the stored one) and ucetAktualizace: store it as my account.',
      'details',
    ),
    documents: inputStep(
      'documents',
      'Step 3: the note and the files with their document types (required unless the kind is approved without documents).',
      'account',
    ),
    review: {
      description:
        "Step 4: every value, what will be asked (carePayoutOf), the approval mode in words and the consent of sending; 'Odeslat žádost' sends.",
      on: { 'claim.confirm': { target: 'submitting' }, ...leaveReview },
    },
    submitting: {
      description: 'PUT /benefitPeceZadostVlozit once, with the idempotency key; the buttons are disabled.',
      entry: 'clearMessages',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => careSubmission(context),
        onDone: { target: 'done', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          ...toStepOfFields,
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ failure: callFailureOf(event.error) }) } },
        ],
      },
    },
    failed: {
      description: "The review with the server's message: ZKUSIT_ZNOVU sends again with the same key.",
      on: { 'claim.retry': { target: 'submitting' }, ...leaveReview },
    },
    done: {
      description: "The claim was filed: its state and what it asks, a link to 'Moje žádosti'.",
      type: 'final',
    },
  },
});

export type CareClaimSnapshot = SnapshotFrom<typeof careClaimMachine>;
export type CareClaimView = CareClaimInputStep | 'review' | 'submitting' | 'failed' | 'done';

export const careClaimViewOf = (snapshot: CareClaimSnapshot): CareClaimView => snapshot.value as CareClaimView;

/** The URL's step of a view. */
export function careClaimUrlStepOf(view: CareClaimView): CareClaimStep | null {
  if ((careClaimInputSteps as readonly string[]).includes(view)) return view as CareClaimStep;
  return view === 'done' ? null : 'review';
}
