import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CerpaniProgramu, PozadovanyDoklad, ProgramNahled } from '../../contract/benefits';
import { benefitProgramZadostSchema, type BenefitProgramZadost } from '../../contract/entities';
import { callFailureOf } from '../../contract/error-body';
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
 * 'Čerpání programu' (document 1 /benefity/programy/{pojistenecId}/{kod}/{kodZps?}; document 2 §7
 * GET /benefitProgramyNahled, PUT /benefitProgramyZadostVlozit): the claim of a health programme.
 *
 * receipt (datumUctenka, castkaUctenka) → account (predcisli, cislo, banka; prefilled from the
 * stored account) → documents (poznamka and the files, each with its document type; the
 * programme's required documents) → review → submitting → done.
 *
 * 'Pokračovat' (`claim.next`) carries the step's values: they are kept, and the wizard moves on
 * only when the step passes the contract's schema (and the documents' rule); otherwise it stays
 * with the Czech messages. 'Zpět' (`claim.back`) keeps the values unchecked. Typing arrives with
 * `claim.change` (kept unchecked, so a reload or the browser's Back loses nothing).
 *
 * The review first asks the server what the receipt would be paid (`preview`: the amount capped
 * by what is left of the yearly limit, the programme's rules on the receipt date); a refusal by a
 * rule returns to the step of its field with the message, any other failure stays on the review
 * with 'Zkusit znovu'. Nothing is sent before the review; each confirmation sends once, with the
 * idempotency key the hook made for this claim (a retry repeats it, so the server files one claim).
 * Sending is the consent to the terms (claimConsentText on the review). After a failed send the
 * server's field messages lead to their step, any other message stays on the review.
 *
 * The step lives in the URL: Back / Forward send `claim.goTo`, and a reload starts with the kept
 * draft and the URL's step (`input.step`); either lands on the asked step when every step before
 * it is right, else on the first that is not. Files cannot be kept across a reload: the hook
 * passes only the attachments whose files it still holds.
 */

export const programmeClaimInputSteps = ['receipt', 'account', 'documents'] as const;
export type ProgrammeClaimInputStep = (typeof programmeClaimInputSteps)[number];
export const programmeClaimSteps = [...programmeClaimInputSteps, 'review'] as const;
export type ProgrammeClaimStep = (typeof programmeClaimSteps)[number];

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

export interface ProgrammeClaimInput {
  programme: ProgrammeClaimProgramme;
  /** A client-made UUID, the same for every send of this claim (idempotencniKlic). */
  idempotencyKey: string;
  /** Values to start with: the kept draft, or the stored account for a new claim. */
  draft?: Partial<ProgrammeClaimDraft>;
  /** Where to resume (the URL's step). */
  step?: ProgrammeClaimStep;
}

export interface ProgrammeClaimContext {
  programme: ProgrammeClaimProgramme;
  idempotencyKey: string;
  draft: ProgrammeClaimDraft;
  /** Messages of the current step by field name. */
  stepErrors: StepErrors;
  /** A general message on the review (failed preview or send). */
  error: string | null;
  /** The server's payout for the review (null until it comes). */
  preview: ProgramNahled | null;
  answer: CerpaniProgramu | null;
  /** Came from 'Upravit' on the review: 'Pokračovat' returns to the review when everything is right. */
  editing: boolean;
  resumeAt: ProgrammeClaimStep;
}

/** What the submit actor gets: the body of the contract and the files' ids in the order of prilohyIndex. */
export interface ProgrammeClaimSubmission {
  body: BenefitProgramZadost;
  fileIds: string[];
}

export type ProgrammeClaimEvent =
  | { type: 'claim.change'; values: Partial<ProgrammeClaimDraft> }
  | { type: 'claim.next'; values: Partial<ProgrammeClaimDraft> }
  | { type: 'claim.back'; values?: Partial<ProgrammeClaimDraft> }
  | { type: 'claim.edit'; step: ProgrammeClaimInputStep }
  | { type: 'claim.goTo'; step: ProgrammeClaimStep }
  | { type: 'claim.confirm' }
  | { type: 'claim.retry' };

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
function rawBody(draft: ProgrammeClaimDraft, programme: ProgrammeClaimProgramme, key: string) {
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
    idempotencniKlic: key,
  };
}

/** The messages of one step for the draft (the contract's schema; the documents' rule on the documents step). */
export function programmeStepErrors(
  draft: ProgrammeClaimDraft,
  step: ProgrammeClaimInputStep,
  programme: ProgrammeClaimProgramme,
  key: string,
): StepErrors {
  const { errors } = schemaErrors(benefitProgramZadostSchema, rawBody(draft, programme, key));
  if (step !== 'documents') return errorsOfFields(errors, programmeClaimFields[step]);
  // The lists are derived from the attachments: their messages are the documents' rule's.
  return { ...errorsOfFields(errors, ['poznamka']), ...documentErrors(draft.prilohy, programme.doklady) };
}

/** The first step whose values are not right, or null. */
export function firstInvalidProgrammeStep(context: Pick<ProgrammeClaimContext, 'draft' | 'programme' | 'idempotencyKey'>) {
  for (const step of programmeClaimInputSteps)
    if (Object.keys(programmeStepErrors(context.draft, step, context.programme, context.idempotencyKey)).length > 0) return step;
  return null;
}

/** Where a jump to `target` lands: the first step before it that is not right, else the target. */
export function programmeLanding(
  context: Pick<ProgrammeClaimContext, 'draft' | 'programme' | 'idempotencyKey'>,
  target: ProgrammeClaimStep,
): ProgrammeClaimStep {
  const invalid = firstInvalidProgrammeStep(context);
  if (invalid && programmeClaimSteps.indexOf(invalid) < programmeClaimSteps.indexOf(target)) return invalid;
  return target;
}

/** The submission of a draft that passes every step. */
export function programmeSubmission(
  context: Pick<ProgrammeClaimContext, 'draft' | 'programme' | 'idempotencyKey'>,
): ProgrammeClaimSubmission {
  const body = benefitProgramZadostSchema.parse(rawBody(context.draft, context.programme, context.idempotencyKey));
  return { body, fileIds: context.draft.prilohy.map((attachment) => attachment.id) };
}

const merged = (draft: ProgrammeClaimDraft, values: Partial<ProgrammeClaimDraft> | undefined): ProgrammeClaimDraft => ({
  ...draft,
  ...(values ?? {}),
});
const nextOf: Record<ProgrammeClaimInputStep, ProgrammeClaimStep> = { receipt: 'account', account: 'documents', documents: 'review' };
const serverStep = (failure: ClaimFailure) => serverErrorsByStep(failure.chyby, programmeClaimInputSteps, (s) => programmeClaimFields[s]);

const programmeClaimSetup = setup({
  types: {
    input: {} as ProgrammeClaimInput,
    context: {} as ProgrammeClaimContext,
    events: {} as ProgrammeClaimEvent,
  },
  actors: {
    /** GET /benefitProgramyNahled for the receipt → the payout; rejects with a ClaimFailure. */
    preview: fromPromise<ProgramNahled, { kod: string; datumUctenka: string; castkaUctenka: number }>(async () => {
      throw new Error('preview is supplied with .provide()');
    }),
    /** PUT /benefitProgramyZadostVlozit with the body and the files → the claim; rejects with a ClaimFailure. */
    submit: fromPromise<CerpaniProgramu, ProgrammeClaimSubmission>(async () => {
      throw new Error('submit is supplied with .provide()');
    }),
  },
  actions: {
    keepTyped: assign(({ context }, params: { values: Partial<ProgrammeClaimDraft> }) => ({ draft: merged(context.draft, params.values) })),
    /** 'Pokračovat' with values: kept, and the step's messages shown (none when right). */
    keepAndCheck: assign(({ context }, params: { step: ProgrammeClaimInputStep; values: Partial<ProgrammeClaimDraft> }) => {
      const draft = merged(context.draft, params.values);
      return { draft, stepErrors: programmeStepErrors(draft, params.step, context.programme, context.idempotencyKey) };
    }),
    clearMessages: assign({ stepErrors: {}, error: null }),
    startEditing: assign({ editing: true }),
    keepPreview: assign((_, params: { preview: ProgramNahled }) => ({ preview: params.preview, error: null })),
    forgetPreview: assign({ preview: null }),
    keepAnswer: assign((_, params: { answer: CerpaniProgramu }) => ({ answer: params.answer, error: null, editing: false })),
    showServerFieldErrors: assign((_, params: { failure: ClaimFailure }) => ({
      stepErrors: serverStep(params.failure)?.errors ?? {},
      error: generalMessageOf(params.failure),
      editing: true,
    })),
    showError: assign((_, params: { failure: ClaimFailure }) => ({ error: generalMessageOf(params.failure) })),
  },
  guards: {
    stepValid: ({ context }, params: { step: ProgrammeClaimInputStep; values: Partial<ProgrammeClaimDraft> }) =>
      Object.keys(programmeStepErrors(merged(context.draft, params.values), params.step, context.programme, context.idempotencyKey))
        .length === 0,
    /** After 'Upravit': everything is right with the new values, so the review comes next. */
    backToReview: ({ context }, params: { values: Partial<ProgrammeClaimDraft> }) =>
      context.editing && firstInvalidProgrammeStep({ ...context, draft: merged(context.draft, params.values) }) === null,
    landsOn: ({ context, event }, params: { step: ProgrammeClaimStep }) =>
      event.type === 'claim.goTo' && programmeLanding(context, event.step) === params.step,
    resumesAt: ({ context }, params: { step: ProgrammeClaimStep }) => programmeLanding(context, context.resumeAt) === params.step,
    editsStep: ({ event }, params: { step: ProgrammeClaimInputStep }) => event.type === 'claim.edit' && event.step === params.step,
    fieldsOfStep: (_, params: { failure: ClaimFailure; step: ProgrammeClaimInputStep }) =>
      hasFieldMessages(params.failure) && serverStep(params.failure)?.step === params.step,
  },
});

/** Where a jump (`claim.goTo`) or the start lands: one guarded transition per step. */
const landing = (guard: 'landsOn' | 'resumesAt') =>
  programmeClaimSteps.map((step) => ({ guard: { type: guard, params: { step } }, target: `#programmeClaim.${step}` }));

/** The server's field messages lead to their step (one guarded transition per step). */
const toStepOfFields = programmeClaimInputSteps.map((step) => ({
  guard: {
    type: 'fieldsOfStep' as const,
    params: ({ event }: { event: { error: unknown } }) => ({ failure: callFailureOf(event.error), step }),
  },
  target: `#programmeClaim.${step}`,
  actions: {
    type: 'showServerFieldErrors' as const,
    params: ({ event }: { event: { error: unknown } }) => ({ failure: callFailureOf(event.error) }),
  },
}));

/** An input step: typing, the browser's Back / Forward, 'Pokračovat' (to the next step, or back to the review after 'Upravit'). */
const inputStep = (step: ProgrammeClaimInputStep, description: string, back: ProgrammeClaimInputStep | null) => ({
  description,
  on: {
    'claim.change': {
      actions: {
        type: 'keepTyped' as const,
        params: ({ event }: { event: ProgrammeClaimEvent }) => ({ values: (event as { values: Partial<ProgrammeClaimDraft> }).values }),
      },
    },
    'claim.goTo': landing('landsOn').map((transition) => ({ ...transition, actions: 'clearMessages' as const })),
    'claim.next': [
      {
        guard: {
          type: 'backToReview' as const,
          params: ({ event }: { event: ProgrammeClaimEvent }) => ({ values: (event as { values: Partial<ProgrammeClaimDraft> }).values }),
        },
        target: '#programmeClaim.review',
        actions: [
          {
            type: 'keepTyped' as const,
            params: ({ event }: { event: ProgrammeClaimEvent }) => ({ values: (event as { values: Partial<ProgrammeClaimDraft> }).values }),
          },
          'clearMessages' as const,
        ],
      },
      {
        guard: {
          type: 'stepValid' as const,
          params: ({ event }: { event: ProgrammeClaimEvent }) => ({
            step,
            values: (event as { values: Partial<ProgrammeClaimDraft> }).values,
          }),
        },
        target: `#programmeClaim.${nextOf[step]}`,
        actions: [
          {
            type: 'keepTyped' as const,
            params: ({ event }: { event: ProgrammeClaimEvent }) => ({ values: (event as { values: Partial<ProgrammeClaimDraft> }).values }),
          },
          'clearMessages' as const,
        ],
      },
      {
        actions: {
          type: 'keepAndCheck' as const,
          params: ({ event }: { event: ProgrammeClaimEvent }) => ({
            step,
            values: (event as { values: Partial<ProgrammeClaimDraft> }).values,
          }),
        },
      },
    ],
    ...(back
      ? {
          'claim.back': {
            target: `#programmeClaim.${back}`,
            actions: [
              {
                type: 'keepTyped' as const,
                params: ({ event }: { event: ProgrammeClaimEvent }) => ({
                  values: (event as { values?: Partial<ProgrammeClaimDraft> }).values ?? {},
                }),
              },
              'clearMessages' as const,
            ],
          },
        }
      : {}),
  },
});

/** From the review (or a failed send): 'Upravit' opens a step, 'Zpět' the documents, the browser's Back / Forward land as ever. */
const leaveReview = {
  'claim.edit': programmeClaimInputSteps.map((step) => ({
    guard: { type: 'editsStep' as const, params: { step } },
    target: `#programmeClaim.${step}`,
    actions: ['startEditing' as const, 'clearMessages' as const],
  })),
  'claim.back': { target: '#programmeClaim.documents', actions: 'clearMessages' as const },
  'claim.goTo': landing('landsOn')
    .filter((transition) => transition.target !== '#programmeClaim.review')
    .map((transition) => ({ ...transition, actions: 'clearMessages' as const })),
};

export const programmeClaimMachine = programmeClaimMachineSetup();

function programmeClaimMachineSetup() {
  return programmeClaimSetup.createMachine({
    id: 'programmeClaim',
    description: [
      'The claim of a health programme: receipt (date, amount) → bank account → documents (note, files with their document types) → review with what will be paid → send → the claim.',
      "'Pokračovat' moves on only when the step passes the contract's schema. Nothing is sent before the review; the review asks the server for the payout (the amount capped by what is left of the yearly limit) and says that sending is the consent to the terms.",
      "Each confirmation sends once with the claim's idempotency key; a retry repeats the key. Refusals by the programme's rules lead to the step of their field; other failures stay on the review with ZKUSIT_ZNOVU.",
      'The step is also in the URL: Back / Forward (`claim.goTo`) and a reload land on the asked step when every step before it is right, otherwise on the first that is not.',
    ].join('\n\n'),
    context: ({ input }) => ({
      programme: input.programme,
      idempotencyKey: input.idempotencyKey,
      draft: { ...emptyProgrammeClaimDraft(), ...(input.draft ?? {}) },
      stepErrors: {},
      error: null,
      preview: null,
      answer: null,
      editing: false,
      resumeAt: input.step ?? 'receipt',
    }),
    initial: 'start',
    states: {
      start: {
        description: "The URL's step opens if every step before it is right, otherwise the first that is not.",
        always: landing('resumesAt'),
      },
      receipt: inputStep('receipt', 'Step 1: the receipt date (not in the future) and amount (0,01 to 9 999 999 999,99 Kč).', null),
      account: inputStep(
        'account',
        'Step 2: the bank account (prefix, number, bank of the ČNB list; the mod-11 rule), prefilled from the stored account.',
        'receipt',
      ),
      documents: inputStep(
        'documents',
        "Step 3: the note (1 to 1000) and the files, each with its document type; the programme's required documents must be there.",
        'account',
      ),
      review: {
        description: 'Step 4: every value, the payout of the server and the consent of sending.',
        initial: 'previewing',
        entry: 'forgetPreview',
        states: {
          previewing: {
            description: 'GET /benefitProgramyNahled: what the receipt would be paid.',
            invoke: {
              id: 'preview',
              src: 'preview',
              input: ({ context }) => {
                const { body } = programmeSubmission(context);
                return { kod: body.kod, datumUctenka: body.datumUctenka, castkaUctenka: body.castkaUctenka };
              },
              onDone: { target: 'ready', actions: { type: 'keepPreview', params: ({ event }) => ({ preview: event.output }) } },
              onError: [
                ...toStepOfFields,
                {
                  target: 'previewFailed',
                  actions: { type: 'showError', params: ({ event }) => ({ failure: callFailureOf(event.error) }) },
                },
              ],
            },
          },
          previewFailed: {
            description: 'The payout could not be shown: the message and ZKUSIT_ZNOVU; nothing can be sent yet.',
            on: { 'claim.retry': { target: 'previewing' } },
          },
          ready: {
            description: "'Odeslat žádost' sends; the review shows castkaKVyplate and whether the limit cuts the amount.",
            on: { 'claim.confirm': { target: '#programmeClaim.submitting' } },
          },
        },
        on: leaveReview,
      },
      submitting: {
        description: 'PUT /benefitProgramyZadostVlozit once, with the idempotency key; the buttons are disabled.',
        entry: 'clearMessages',
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => programmeSubmission(context),
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
        description: "The claim was filed: its state and payout, links to 'Čerpané programy' and 'Moje žádosti'.",
        type: 'final',
      },
    },
  });
}

export type ProgrammeClaimSnapshot = SnapshotFrom<typeof programmeClaimMachine>;

export type ProgrammeClaimView = ProgrammeClaimInputStep | 'previewing' | 'previewFailed' | 'review' | 'submitting' | 'failed' | 'done';

/** What the screen shows for a snapshot. */
export function programmeClaimViewOf(snapshot: ProgrammeClaimSnapshot): ProgrammeClaimView {
  if (snapshot.matches({ review: 'previewing' })) return 'previewing';
  if (snapshot.matches({ review: 'previewFailed' })) return 'previewFailed';
  if (snapshot.matches({ review: 'ready' })) return 'review';
  return snapshot.value as ProgrammeClaimView;
}

/** The URL's step of a view. */
export function programmeClaimUrlStepOf(view: ProgrammeClaimView): ProgrammeClaimStep | null {
  if ((programmeClaimInputSteps as readonly string[]).includes(view)) return view as ProgrammeClaimStep;
  return view === 'done' ? null : 'review';
}
