import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { PrehledOsvc } from '../../contract/entities';
import { callFailureOf, type CallFailure } from '../../contract/error-body';
import { formFieldName } from '../../contract/rules';
import type { PrehledOsvcPodany } from '../../contract/insurance';
import {
  canFileYear,
  emptyDraft,
  firstInvalidStep,
  inputSteps,
  mergeStep,
  prefillForYear,
  reachableStep,
  stepOfField,
  stepValues,
  toBody,
  validateStep,
  type InputStep,
  type OsvcDraft,
  type OverviewYear,
  type StepErrors,
  type WizardStep,
  wizardSteps,
} from './osvcOverview.steps';

/**
 * 'Přehled OSVČ' wizard (document 2 §7 POST /prehledOSVC, /prehledOSVCPdf; product §3 'Tax return').
 *
 * loadingYears (GET /prehledOSVC: the years and whether each can be filed) → year → taxReturn →
 * rows → advances → refund → review → submitting → submitted. 'Pokračovat' (`osvc.next`) carries
 * the step's values: they are kept, and the wizard moves on only when the step's contract schema
 * passes (a year that cannot be filed cannot be chosen); otherwise it stays with the messages.
 * 'Zpět' (`osvc.back`) keeps the values without checking them. 'Upravit' on the review jumps to
 * a step (`osvc.edit`); 'Pokračovat' there returns to the review when everything is right.
 *
 * Nothing is sent before the review. A failed submit keeps every value: field messages of the
 * server (`chyby`) lead to their step, other failures stay on the review with the message.
 * After success 'Stáhnout PDF' (`osvc.pdf`) downloads the PDF of the same body with toasts.
 *
 * The step also lives in the URL and the draft in session storage (src/features/osvc/
 * use-osvc-overview.ts): values typed on a step arrive with `osvc.change` (kept as `unsaved`, so
 * a reload or the browser's Back loses nothing); Back / Forward send `osvc.goTo`, and a reload
 * starts with the stored draft and the URL's step (`input.step`). The machine decides where
 * either lands: the asked step when every step before it is right, else the first that is not.
 */

/** Values typed on a step and not yet handed over with 'Pokračovat' or 'Zpět'. */
export interface UnsavedStep {
  step: InputStep;
  values: Partial<OsvcDraft>;
}

export interface OsvcOverviewInput {
  /** Today 'YYYY-MM-DD' (the tax-return date may not be later). */
  today: string;
  /** The draft kept from before (session storage): the wizard resumes with it. */
  draft?: OsvcDraft;
  unsaved?: UnsavedStep | null;
  /** Where to resume once the years are loaded (the URL's step); absent = the first step. */
  step?: WizardStep;
}

/** What a failed call tells the user: the Czech message and the field messages of a 400. */
export type SubmitFailure = CallFailure;

export interface DownloadedPdf {
  blob: Blob;
  fileName: string;
}

export interface OsvcOverviewContext {
  today: string;
  years: OverviewYear[];
  draft: OsvcDraft;
  /** The current step's values as typed (not yet checked); merged into the draft when the step is left by a jump. */
  unsaved: UnsavedStep | null;
  /** The step asked for at the start (the URL's), reached once the years are loaded. */
  resumeAt: WizardStep;
  /** Messages of the current step by field name ('_form' for the step as a whole). */
  stepErrors: StepErrors;
  /** The last submit failure (shown on the review, or above the step its fields belong to). */
  submitError: string | null;
  /** Came from 'Upravit' on the review (or a server field message): 'Pokračovat' returns to the review. */
  editing: boolean;
  /** The body that was filed (the PDF uses it). */
  filed: PrehledOsvc | null;
  result: PrehledOsvcPodany | null;
  loadError: unknown;
}

export type OsvcOverviewEvent =
  | { type: 'osvc.next'; values: Partial<OsvcDraft> }
  | { type: 'osvc.back'; values: Partial<OsvcDraft> }
  | { type: 'osvc.edit'; step: InputStep }
  | { type: 'osvc.submit' }
  | { type: 'osvc.retry' }
  | { type: 'osvc.cancel' }
  | { type: 'osvc.pdf' }
  | { type: 'osvc.close' }
  /** A value of the current step's form changed (kept unchecked, like 'Zpět' keeps them). */
  | { type: 'osvc.change'; values: Partial<OsvcDraft> }
  /** The URL's step changed (browser Back / Forward): go there if the draft allows it. */
  | { type: 'osvc.goTo'; step: WizardStep };

type NextEvent = Extract<OsvcOverviewEvent, { type: 'osvc.next' | 'osvc.back' }>;

/** The server's field messages grouped by the step they belong to (in step order). */
export function serverErrorsByStep(chyby: Record<string, readonly string[]> | undefined): { step: InputStep; errors: StepErrors } | null {
  const byStep = new Map<InputStep, StepErrors>();
  for (const [key, list] of Object.entries(chyby ?? {})) {
    const name = formFieldName(key);
    const step = stepOfField(name);
    if (!step) continue;
    const errors = byStep.get(step) ?? {};
    errors[name] = [...(errors[name] ?? []), ...list];
    byStep.set(step, errors);
  }
  const step = inputSteps.find((candidate) => byStep.has(candidate));
  return step ? { step, errors: byStep.get(step)! } : null;
}

const stepContext = (context: OsvcOverviewContext, draft: OsvcDraft) => ({ rok: draft.rok, today: context.today });

/** The draft after a step's values arrive; choosing another year prefills rows 4, 5 and 41. */
function draftAfter(context: Pick<OsvcOverviewContext, 'draft' | 'years'>, step: InputStep, values: Partial<OsvcDraft>): OsvcDraft {
  const merged = mergeStep(context.draft, step, values);
  if (step === 'year' && merged.rok !== context.draft.rok) {
    const year = context.years.find((entry) => entry.rok === merged.rok);
    if (year && canFileYear(year)) return prefillForYear(merged, year);
  }
  return merged;
}

/** Every value as the user sees it: the draft with the current step's unsaved values. */
export function draftWithUnsaved(context: Pick<OsvcOverviewContext, 'draft' | 'years' | 'unsaved'>): OsvcDraft {
  return context.unsaved ? draftAfter(context, context.unsaved.step, context.unsaved.values) : context.draft;
}

const errorsOf = (context: OsvcOverviewContext, step: InputStep, event: NextEvent): StepErrors => {
  const draft = draftAfter(context, step, event.values);
  return validateStep(step, stepValues(draft, step), stepContext(context, draft), context.years);
};

const landingOf = (context: OsvcOverviewContext, target: WizardStep): WizardStep =>
  reachableStep(draftWithUnsaved(context), target, context.today, context.years);

const osvcOverviewSetup = setup({
  types: {
    input: {} as OsvcOverviewInput,
    context: {} as OsvcOverviewContext,
    events: {} as OsvcOverviewEvent,
  },
  actors: {
    /** GET /prehledOSVC → the years of the form with their state (roky). */
    loadYears: fromPromise<OverviewYear[]>(async () => {
      throw new Error('loadYears is supplied with .provide()');
    }),
    /** POST /prehledOSVC with the body → the filed overview; rejects with a SubmitFailure. */
    submitOverview: fromPromise<PrehledOsvcPodany, { body: PrehledOsvc }>(async () => {
      throw new Error('submitOverview is supplied with .provide()');
    }),
    /** POST /prehledOSVCPdf with the same body → the PDF. */
    downloadPdf: fromPromise<DownloadedPdf, { body: PrehledOsvc }>(async () => {
      throw new Error('downloadPdf is supplied with .provide()');
    }),
  },
  actions: {
    /** Keeps the step's values (Back, or Next with messages) and shows the step's messages. */
    keepValues: assign(({ context }, params: { step: InputStep; event: NextEvent; check: boolean }) => ({
      draft: draftAfter(context, params.step, params.event.values),
      // The event carries the whole step as typed: nothing is left unsaved.
      unsaved: null,
      stepErrors: params.check ? errorsOf(context, params.step, params.event) : {},
      // Moving on: an earlier submit failure no longer describes what is on the screen.
      submitError: params.check ? context.submitError : null,
    })),
    clearStepErrors: assign({ stepErrors: {} }),
    /** What the user typed on the step, kept as it is (checked only when the step is handed over). */
    keepUnsaved: assign((_, params: { step: InputStep; values: Partial<OsvcDraft> }) => ({
      unsaved: { step: params.step, values: params.values },
    })),
    /** A jump lands on `step`: the unsaved values of another step go into the draft (as 'Zpět' keeps them). */
    settleUnsaved: assign(({ context }, params: { step: WizardStep }) => ({
      ...(context.unsaved && context.unsaved.step !== params.step ? { draft: draftWithUnsaved(context), unsaved: null } : {}),
      stepErrors: {},
      submitError: null,
    })),
    /** The toast 'Stahování souboru…' (supplied by the app). */
    notifyDownloadStarted: () => {},
    /** The toast 'Soubor byl stažen' (supplied by the app). */
    notifyDownloadDone: () => {},
    /** The toast 'Soubor se nepodařilo stáhnout' (supplied by the app). */
    notifyDownloadFailed: () => {},
    /** Saves the PDF (supplied by the app). */
    saveFile: (_, _params: { file: DownloadedPdf }) => {},
  },
  guards: {
    stepValid: ({ context, event }, params: { step: InputStep }) =>
      Object.keys(errorsOf(context, params.step, event as NextEvent)).length === 0,
    /** After 'Upravit': the whole overview is right with the new values, so the review comes next. */
    backToReview: ({ context, event }, params: { step: InputStep }) => {
      if (!context.editing) return false;
      const draft = draftAfter(context, params.step, (event as NextEvent).values);
      // Another year prefills rows 4, 5 and 41 and moves the tax-return dates: the user walks through again.
      if (params.step === 'year' && draft.rok !== context.draft.rok) return false;
      return firstInvalidStep(draft, context.today, context.years) === null;
    },
    allValid: ({ context }) => firstInvalidStep(context.draft, context.today, context.years) === null,
    /** A jump (`osvc.goTo`) lands on this step. */
    landsOn: ({ context, event }, params: { step: WizardStep }) =>
      landingOf(context, (event as Extract<OsvcOverviewEvent, { type: 'osvc.goTo' }>).step) === params.step,
    /** The start lands on this step (the URL's step, as far as the draft allows). */
    resumesAt: ({ context }, params: { step: WizardStep }) => landingOf(context, context.resumeAt) === params.step,
    hasFieldErrorsOfAStep: ({ event }) => serverErrorsByStep(callFailureOf((event as { error?: unknown }).error).chyby) !== null,
  },
});

/** Where a jump (`osvc.goTo`) or the start (`resuming`) lands: one guarded transition per step. */
const landingTransitions = (guard: 'landsOn' | 'resumesAt') =>
  wizardSteps.map((step) => ({
    guard: { type: guard, params: { step } },
    target: step,
    actions: { type: 'settleUnsaved' as const, params: { step } },
  }));

/** Values typed on an input step. */
const changeOn = (step: InputStep) => ({
  actions: {
    type: 'keepUnsaved' as const,
    params: ({ event }: { event: OsvcOverviewEvent }) => ({
      step,
      values: (event as Extract<OsvcOverviewEvent, { type: 'osvc.change' }>).values,
    }),
  },
});

export const osvcOverviewMachine = osvcOverviewSetup.createMachine({
  id: 'osvcOverview',
  description: [
    "The wizard of 'Přehled OSVČ': year → tax return → rows 3, 4, 5, 6 and 41 → advances and base reasons → refund → review → submit → confirmation with the PDF.",
    "'Pokračovat' moves on only when the step passes its contract schema; a year that cannot be filed cannot be chosen. 'Zpět' keeps the values. Nothing is sent before the review.",
    'A failed submit keeps every value: field messages of the server lead to their step, other failures stay on the review with the message.',
    'The step is also in the URL: Back / Forward (`osvc.goTo`) and a reload (`resuming`) land on the asked step when every step before it is right, otherwise on the first that is not. Values typed on a step (`osvc.change`) are kept unchecked until the step is left.',
  ].join('\n\n'),
  context: ({ input }) => ({
    today: input.today,
    years: [],
    draft: input.draft ?? emptyDraft(),
    unsaved: input.unsaved ?? null,
    resumeAt: input.step ?? 'year',
    stepErrors: {},
    submitError: null,
    editing: false,
    filed: null,
    result: null,
    loadError: null,
  }),
  initial: 'loadingYears',
  states: {
    loadingYears: {
      description: 'GET /prehledOSVC: the years that can be filed.',
      invoke: {
        id: 'loadYears',
        src: 'loadYears',
        onDone: { target: 'resuming', actions: assign({ years: ({ event }) => event.output, loadError: null }) },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => event.error }) },
      },
    },
    resuming: {
      description: "The years are known: the URL's step opens if every step before it is right, otherwise the first that is not.",
      always: landingTransitions('resumesAt'),
    },
    loadFailed: {
      description: 'The error and ZKUSIT_ZNOVU.',
      on: { 'osvc.retry': { target: 'loadingYears' }, 'osvc.cancel': { target: 'cancelled' } },
    },
    year: {
      description:
        "Step 1: the year (years that cannot be filed are disabled with their message). Choosing another year prefills rows 4, 5 and 41. 'Zpět' leaves the wizard.",
      on: {
        'osvc.change': changeOn('year'),
        'osvc.goTo': landingTransitions('landsOn'),
        'osvc.next': [
          {
            guard: { type: 'backToReview', params: { step: 'year' } },
            target: 'review',
            actions: { type: 'keepValues', params: ({ event }) => ({ step: 'year' as const, event, check: false }) },
          },
          {
            guard: { type: 'stepValid', params: { step: 'year' } },
            target: 'taxReturn',
            actions: { type: 'keepValues', params: ({ event }) => ({ step: 'year' as const, event, check: false }) },
          },
          { actions: { type: 'keepValues', params: ({ event }) => ({ step: 'year' as const, event, check: true }) } },
        ],
        'osvc.cancel': { target: 'cancelled' },
      },
    },
    taxReturn: {
      description: 'Step 2: the tax-return type, whether it was filed and when (the date rule of the type), the regime, the flags.',
      on: {
        'osvc.change': changeOn('taxReturn'),
        'osvc.goTo': landingTransitions('landsOn'),
        'osvc.next': [
          {
            guard: { type: 'backToReview', params: { step: 'taxReturn' } },
            target: 'review',
            actions: { type: 'keepValues', params: ({ event }) => ({ step: 'taxReturn' as const, event, check: false }) },
          },
          {
            guard: { type: 'stepValid', params: { step: 'taxReturn' } },
            target: 'rows',
            actions: { type: 'keepValues', params: ({ event }) => ({ step: 'taxReturn' as const, event, check: false }) },
          },
          { actions: { type: 'keepValues', params: ({ event }) => ({ step: 'taxReturn' as const, event, check: true }) } },
        ],
        'osvc.back': {
          target: 'year',
          actions: { type: 'keepValues', params: ({ event }) => ({ step: 'taxReturn' as const, event, check: false }) },
        },
      },
    },
    rows: {
      description: 'Step 3: rows 3, 4, 5, 6 and 41 (rows 5 and 6 not above row 4).',
      on: {
        'osvc.change': changeOn('rows'),
        'osvc.goTo': landingTransitions('landsOn'),
        'osvc.next': [
          {
            guard: { type: 'backToReview', params: { step: 'rows' } },
            target: 'review',
            actions: { type: 'keepValues', params: ({ event }) => ({ step: 'rows' as const, event, check: false }) },
          },
          {
            guard: { type: 'stepValid', params: { step: 'rows' } },
            target: 'advances',
            actions: { type: 'keepValues', params: ({ event }) => ({ step: 'rows' as const, event, check: false }) },
          },
          { actions: { type: 'keepValues', params: ({ event }) => ({ step: 'rows' as const, event, check: true }) } },
        ],
        'osvc.back': {
          target: 'taxReturn',
          actions: { type: 'keepValues', params: ({ event }) => ({ step: 'rows' as const, event, check: false }) },
        },
      },
    },
    advances: {
      description:
        'Step 4: the advance type, the deposit duty (12 months, illness, employment) and the base reasons A to F (months and birth numbers).',
      on: {
        'osvc.change': changeOn('advances'),
        'osvc.goTo': landingTransitions('landsOn'),
        'osvc.next': [
          {
            guard: { type: 'backToReview', params: { step: 'advances' } },
            target: 'review',
            actions: { type: 'keepValues', params: ({ event }) => ({ step: 'advances' as const, event, check: false }) },
          },
          {
            guard: { type: 'stepValid', params: { step: 'advances' } },
            target: 'refund',
            actions: { type: 'keepValues', params: ({ event }) => ({ step: 'advances' as const, event, check: false }) },
          },
          { actions: { type: 'keepValues', params: ({ event }) => ({ step: 'advances' as const, event, check: true }) } },
        ],
        'osvc.back': {
          target: 'rows',
          actions: { type: 'keepValues', params: ({ event }) => ({ step: 'advances' as const, event, check: false }) },
        },
      },
    },
    refund: {
      description: 'Step 5: the refund of an overpayment (none by default; a bank account is checked by the bank account rule).',
      on: {
        'osvc.change': changeOn('refund'),
        'osvc.goTo': landingTransitions('landsOn'),
        'osvc.next': [
          {
            guard: { type: 'stepValid', params: { step: 'refund' } },
            target: 'review',
            actions: { type: 'keepValues', params: ({ event }) => ({ step: 'refund' as const, event, check: false }) },
          },
          { actions: { type: 'keepValues', params: ({ event }) => ({ step: 'refund' as const, event, check: true }) } },
        ],
        'osvc.back': {
          target: 'advances',
          actions: { type: 'keepValues', params: ({ event }) => ({ step: 'refund' as const, event, check: false }) },
        },
      },
    },
    review: {
      description:
        "Step 6: every value and the computed rows 9, 14, 16, the settlement and row 51 with their explanation; 'Upravit' jumps to a step; 'Odeslat přehled' submits.",
      entry: [assign({ editing: true }), 'clearStepErrors'],
      on: {
        'osvc.submit': [
          { guard: 'allValid', target: 'submitting' },
          {
            // Cannot happen through the steps; kept so that a wrong draft is never sent.
            target: 'year',
            actions: assign(({ context }) => ({ stepErrors: firstInvalidStep(context.draft, context.today, context.years)?.errors ?? {} })),
          },
        ],
        'osvc.edit': [
          { guard: ({ event }) => event.step === 'year', target: 'year' },
          { guard: ({ event }) => event.step === 'taxReturn', target: 'taxReturn' },
          { guard: ({ event }) => event.step === 'rows', target: 'rows' },
          { guard: ({ event }) => event.step === 'advances', target: 'advances' },
          { target: 'refund' },
        ],
        'osvc.back': { target: 'refund' },
        'osvc.goTo': landingTransitions('landsOn'),
      },
    },
    submitting: {
      description: 'POST /prehledOSVC with the body.',
      entry: assign({ submitError: null }),
      invoke: {
        id: 'submitOverview',
        src: 'submitOverview',
        input: ({ context }) => ({ body: toBody(context.draft) }),
        onDone: {
          target: 'submitted',
          actions: assign({ result: ({ event }) => event.output, filed: ({ context }) => toBody(context.draft), editing: false }),
        },
        onError: [
          {
            guard: 'hasFieldErrorsOfAStep',
            target: 'routingToStep',
            actions: assign(({ event }) => {
              const failure = callFailureOf(event.error);
              return { submitError: failure.message, stepErrors: serverErrorsByStep(failure.chyby)?.errors ?? {} };
            }),
          },
          { target: 'review', actions: assign({ submitError: ({ event }) => callFailureOf(event.error).message }) },
        ],
      },
    },
    routingToStep: {
      description: 'The server named fields: the step of the first one opens with its messages.',
      always: [
        { guard: ({ context }) => stepOfErrors(context.stepErrors) === 'year', target: 'year' },
        { guard: ({ context }) => stepOfErrors(context.stepErrors) === 'taxReturn', target: 'taxReturn' },
        { guard: ({ context }) => stepOfErrors(context.stepErrors) === 'rows', target: 'rows' },
        { guard: ({ context }) => stepOfErrors(context.stepErrors) === 'advances', target: 'advances' },
        { target: 'refund' },
      ],
    },
    submitted: {
      description: "The confirmation: the computed rows, the settlement in words, 'Stáhnout PDF'.",
      initial: 'ready',
      states: {
        ready: {
          on: { 'osvc.pdf': { target: 'downloading' } },
        },
        downloading: {
          description:
            "POST /prehledOSVCPdf with the filed body; 'Stahování souboru…', then 'Soubor byl stažen' or 'Soubor se nepodařilo stáhnout'.",
          entry: 'notifyDownloadStarted',
          invoke: {
            id: 'downloadPdf',
            src: 'downloadPdf',
            input: ({ context }) => ({ body: context.filed! }),
            onDone: {
              target: 'ready',
              actions: [{ type: 'saveFile', params: ({ event }) => ({ file: event.output }) }, 'notifyDownloadDone'],
            },
            onError: { target: 'ready', actions: 'notifyDownloadFailed' },
          },
        },
      },
      on: { 'osvc.close': { target: 'closed' } },
    },
    cancelled: {
      description: 'Left before submitting: back to the list of overviews.',
      type: 'final',
    },
    closed: {
      description: 'The confirmation closed: back to the list of overviews.',
      type: 'final',
    },
  },
});

function stepOfErrors(errors: StepErrors): InputStep | null {
  for (const name of Object.keys(errors)) {
    const step = stepOfField(name);
    if (step) return step;
  }
  return null;
}

export type OsvcOverviewSnapshot = SnapshotFrom<typeof osvcOverviewMachine>;

export type OsvcOverviewView = 'loading' | 'loadFailed' | WizardStep | 'submitting' | 'submitted' | 'done';

/** What the view shows for a snapshot. */
export function osvcViewOf(snapshot: OsvcOverviewSnapshot): OsvcOverviewView {
  if (snapshot.matches('loadingYears')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('submitting')) return 'submitting';
  if (snapshot.matches('submitted')) return 'submitted';
  if (snapshot.matches('cancelled') || snapshot.matches('closed')) return 'done';
  const value = snapshot.value as string;
  return (inputSteps as readonly string[]).includes(value) || value === 'review' ? (value as WizardStep) : 'loading';
}

/** The values of a step's form: what the user typed there (unsaved), else the draft's. */
export function formValuesOf(snapshot: OsvcOverviewSnapshot, step: InputStep): Partial<OsvcDraft> {
  const { unsaved, draft } = snapshot.context;
  return unsaved && unsaved.step === step ? unsaved.values : stepValues(draft, step);
}

/** True while the PDF is being downloaded. */
export const isDownloadingPdf = (snapshot: OsvcOverviewSnapshot): boolean => snapshot.matches({ submitted: 'downloading' });

export * from './osvcOverview.steps';
