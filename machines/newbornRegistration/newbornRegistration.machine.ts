import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { AttachmentFileLike } from '../attachmentPicker/attachmentPicker.machine';
import { callFailureOf, type CallFailure } from '../../contract/error-body';
import { attachmentLimits } from '../../contract/enums';
import { messages } from '../../contract/messages';
import { fieldErrors, jmenoSchema, prijmeniSchema, rodneCisloSchema } from '../../contract/rules';
import {
  communicationMessages,
  insurerBranchCodes,
  isWomansBirthNumber,
  missingCertificateErrors,
  NEWBORN_MAX_CHILDREN,
  newbornChildrenErrors,
  novorozenecVlozitSchema,
  type NovorozenecOdpoved,
  type NovorozenecVlozit,
} from '../../contract/communication';

/**
 * 'Registrace novorozence' (PUT /zadostNovorozenecVlozit, multipart): the product owner's flagship
 * flow. Steps, each checked with the contract's rules before the next one opens:
 *
 * 1. `mother`: the mother's birth number (10 digits, valid, a woman's; the server also checks that
 *    she is insured here);
 * 2. `children`: one or more children (twins: `newborn.addChild`, `newborn.removeChild`, at most
 *    NEWBORN_MAX_CHILDREN), each with birth number, name and surname; a birth number may not repeat
 *    and the child may be at most 12 months old (the ZVONEK joining age);
 * 3. `certificates`: each child's birth certificate (the attachment picker of each child reports
 *    its files with `newborn.certificatesChanged`); every child needs one, together at most 5
 *    files and 20 MB;
 * 4. `branch`: where to collect the card (the POBOCKY code list);
 * 5. `review`: nothing has been sent; `newborn.confirm` sends once, with the idempotency key of
 *    this registration (made at the first confirmation, kept for retries);
 * then `submitting` → `done` (the answer: the request, each child's last day to join ZVONEK) or,
 * on failure, the server's field messages on the step that owns the field, or `failed` with
 * 'Zkusit znovu' (`newborn.retry`).
 *
 * The step is also in the URL: `newborn.goTo` opens a step only when every step before it is
 * accepted (Back / Forward of the browser, a reload with `input.step`); the values survive
 * every move and error. The draft to keep is `newbornDraftOf` (no files: a browser cannot keep
 * chosen files across a reload).
 */

export const newbornSteps = ['mother', 'children', 'certificates', 'branch', 'review'] as const;
export type NewbornStep = (typeof newbornSteps)[number];

export interface NewbornChild {
  rocis: string;
  jmeno: string;
  prijmeni: string;
}

export interface NewbornValues {
  rocisMatka: string;
  deti: NewbornChild[];
  adresaOdeslani: string;
}

export interface NewbornDraft {
  values: NewbornValues;
  key: string | null;
}

export interface NewbornRegistrationInput {
  /** A kept draft (values and key). */
  draft?: NewbornDraft | null;
  /** The step in the URL after a reload. */
  step?: NewbornStep;
  /** Today in Prague ('YYYY-MM-DD'), for the age of a newborn. */
  today: string;
  createKey: () => string;
}

export interface NewbornSubmitInput {
  body: NovorozenecVlozit;
  /** The files in the order of `body.prilohyIndex`. */
  files: readonly AttachmentFileLike[];
  key: string;
}

export interface NewbornRegistrationContext {
  values: NewbornValues;
  /** The birth certificates of each child (same order as values.deti). */
  certificates: ReadonlyArray<readonly AttachmentFileLike[]>;
  fieldErrors: Record<string, string[]>;
  error: string | null;
  answer: NovorozenecOdpoved | null;
  key: string | null;
  /** 0 before the first send, 1 for the first send, 2 for any repeated send of this registration (same key). */
  attempts: 0 | 1 | 2;
  today: string;
  resumeAt: NewbornStep;
  createKey: () => string;
}

export type NewbornRegistrationEvent =
  | { type: 'newborn.change'; values: Partial<Pick<NewbornValues, 'rocisMatka' | 'adresaOdeslani'>> }
  | { type: 'newborn.childChange'; index: number; child: Partial<NewbornChild> }
  | { type: 'newborn.addChild' }
  | { type: 'newborn.removeChild'; index: number }
  | { type: 'newborn.certificatesChanged'; index: number; files: readonly AttachmentFileLike[] }
  | { type: 'newborn.next' }
  | { type: 'newborn.back' }
  | { type: 'newborn.goTo'; step: NewbornStep }
  | { type: 'newborn.confirm' }
  | { type: 'newborn.retry' };

const emptyChild = (): NewbornChild => ({ rocis: '', jmeno: '', prijmeni: '' });
export const emptyNewbornValues = (): NewbornValues => ({ rocisMatka: '', deti: [emptyChild()], adresaOdeslani: '' });

const merge = (target: Record<string, string[]>, source: Record<string, string[]>) => {
  for (const [key, list] of Object.entries(source))
    target[key] = [...(target[key] ?? []), ...list.filter((m) => !(target[key] ?? []).includes(m))];
  return target;
};

/** The messages of one step ({} when it is accepted). */
export function newbornStepErrors(step: NewbornStep, context: Pick<NewbornRegistrationContext, 'values' | 'certificates' | 'today'>) {
  const { values, certificates } = context;
  const errors: Record<string, string[]> = {};
  switch (step) {
    case 'mother': {
      const result = rodneCisloSchema.safeParse(values.rocisMatka);
      if (!result.success) errors.rocisMatka = fieldErrors(result.error)._form;
      else if (!isWomansBirthNumber(result.data)) errors.rocisMatka = [communicationMessages.motherNotWoman];
      break;
    }
    case 'children': {
      values.deti.forEach((child, index) => {
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
          values.deti.map((child) => child.rocis.replace('/', '').trim()),
          context.today,
        ),
      );
      break;
    }
    case 'certificates': {
      merge(errors, missingCertificateErrors(prilohyIndexOf(certificates), values.deti.length));
      const files = certificates.flat();
      if (files.length > attachmentLimits.maxFiles) errors.prilohy = [messages.tooManyFiles(attachmentLimits.maxFiles)];
      else if (files.reduce((sum, file) => sum + file.size, 0) > attachmentLimits.maxTotalBytes)
        errors.prilohy = [messages.attachmentSpace(attachmentLimits.maxTotalMegabytes)];
      break;
    }
    case 'branch':
      if (!insurerBranchCodes.includes(values.adresaOdeslani))
        errors.adresaOdeslani = [values.adresaOdeslani ? messages.allowedValues(insurerBranchCodes) : messages.required];
      break;
    case 'review':
      break;
  }
  return errors;
}

/** The child (0-based) of each file, files taken child by child. */
export function prilohyIndexOf(certificates: ReadonlyArray<readonly unknown[]>): number[] {
  return certificates.flatMap((files, index) => files.map(() => index));
}

/** The first step that is not accepted (review when all are). */
function firstOpenStep(context: Pick<NewbornRegistrationContext, 'values' | 'certificates' | 'today'>): NewbornStep {
  return newbornSteps.find((step) => Object.keys(newbornStepErrors(step, context)).length > 0) ?? 'review';
}

/** May the wizard show `step`: every step before it is accepted. */
export function newbornStepReachable(
  context: Pick<NewbornRegistrationContext, 'values' | 'certificates' | 'today'>,
  step: NewbornStep,
): boolean {
  return newbornSteps.indexOf(step) <= newbornSteps.indexOf(firstOpenStep(context));
}

/** The body as the contract's schema outputs it, from accepted values (the key travels beside it, as `idempotencniKlic`). */
export function newbornBodyOf(context: Pick<NewbornRegistrationContext, 'values' | 'certificates'>): NovorozenecVlozit {
  return novorozenecVlozitSchema.parse({
    rocisMatka: context.values.rocisMatka,
    adresaOdeslani: context.values.adresaOdeslani,
    rocis: context.values.deti.map((child) => child.rocis),
    jmeno: context.values.deti.map((child) => child.jmeno),
    prijmeni: context.values.deti.map((child) => child.prijmeni),
    prilohyIndex: prilohyIndexOf(context.certificates),
  });
}

/** The step whose field a server message belongs to. */
export function stepOfField(key: string): NewbornStep | null {
  const [field] = key.split('.');
  if (field === 'rocisMatka') return 'mother';
  if (field === 'rocis' || field === 'jmeno' || field === 'prijmeni') return 'children';
  if (field === 'prilohy' || field === 'prilohyIndex') return 'certificates';
  if (field === 'adresaOdeslani') return 'branch';
  return null;
}

/** Back / Forward of the browser from `from`: to any other step that may be shown. */
function goToOtherSteps(from: NewbornStep) {
  return newbornSteps
    .filter((step) => step !== from)
    .map((step) => ({ guard: { type: 'goesTo' as const, params: { step } }, target: step, actions: 'clearMessages' as const }));
}

export const newbornRegistrationMachine = setup({
  types: {
    input: {} as NewbornRegistrationInput,
    context: {} as NewbornRegistrationContext,
    events: {} as NewbornRegistrationEvent,
  },
  actors: {
    /** Sends the registration; resolves with the server's answer, rejects with a CallFailure. */
    submit: fromPromise<NovorozenecOdpoved, NewbornSubmitInput>(async () => {
      throw new Error('submit is supplied with .provide()');
    }),
  },
  actions: {
    keepValues: assign(({ context }, params: { values: Partial<Pick<NewbornValues, 'rocisMatka' | 'adresaOdeslani'>> }) => ({
      values: { ...context.values, ...Object.fromEntries(Object.entries(params.values).filter(([, value]) => value !== undefined)) },
    })),
    keepChild: assign(({ context }, params: { index: number; child: Partial<NewbornChild> }) => ({
      values: {
        ...context.values,
        deti: context.values.deti.map((child, index) => (index === params.index ? { ...child, ...params.child } : child)),
      },
    })),
    addChild: assign(({ context }) => ({
      values: { ...context.values, deti: [...context.values.deti, emptyChild()] },
      certificates: [...context.certificates, []],
      fieldErrors: {},
    })),
    removeChild: assign(({ context }, params: { index: number }) => ({
      values: { ...context.values, deti: context.values.deti.filter((_, index) => index !== params.index) },
      certificates: context.certificates.filter((_, index) => index !== params.index),
      fieldErrors: {},
    })),
    keepCertificates: assign(({ context }, params: { index: number; files: readonly AttachmentFileLike[] }) => ({
      certificates: context.certificates.map((files, index) => (index === params.index ? params.files : files)),
    })),
    showStepErrors: assign(({ context }, params: { step: NewbornStep }) => ({ fieldErrors: newbornStepErrors(params.step, context) })),
    clearMessages: assign({ fieldErrors: {}, error: null }),
    takeKey: assign(({ context }) => ({ key: context.key ?? context.createKey() })),
    startAttempt: assign(({ context }) => ({
      fieldErrors: {},
      error: null,
      attempts: context.attempts === 0 ? (1 as const) : (2 as const),
    })),
    keepAnswer: assign((_, params: { answer: NovorozenecOdpoved }) => ({ answer: params.answer })),
    showFieldErrors: assign((_, params: { failure: CallFailure }) => ({ fieldErrors: params.failure.chyby ?? {}, error: null })),
    showError: assign((_, params: { failure: CallFailure }) => ({
      error: params.failure.chyby?._form?.join(' ') || params.failure.message,
    })),
  },
  guards: {
    stepAccepted: ({ context }, params: { step: NewbornStep }) => Object.keys(newbornStepErrors(params.step, context)).length === 0,
    canAddChild: ({ context }) => context.values.deti.length < NEWBORN_MAX_CHILDREN,
    canRemoveChild: ({ context }, params: { index: number }) =>
      context.values.deti.length > 1 && params.index >= 0 && params.index < context.values.deti.length,
    validChildIndex: ({ context }, params: { index: number }) => params.index >= 0 && params.index < context.values.deti.length,
    goesTo: ({ context, event }, params: { step: NewbornStep }) =>
      event.type === 'newborn.goTo' && event.step === params.step && newbornStepReachable(context, params.step),
    resumesAt: ({ context }, params: { step: NewbornStep }) =>
      newbornSteps.indexOf(params.step) <= newbornSteps.indexOf(context.resumeAt) && newbornStepReachable(context, params.step),
    fieldsOnStep: (_, params: { failure: CallFailure; step: NewbornStep }) =>
      Object.keys(params.failure.chyby ?? {}).some((key) => stepOfField(key) === params.step),
  },
}).createMachine({
  id: 'newbornRegistration',
  description: [
    'Registration of a newborn (twins too): mother → children → birth certificates → branch → review → send → confirmation with a pointer to ZVONEK.',
    'Each step is checked with the contract rules before the next one; nothing is sent before the review; one send per confirmation, retries with the same idempotency key. The server’s field messages return to the step of the field.',
  ].join('\n\n'),
  context: ({ input }) => {
    const values = input.draft?.values ?? emptyNewbornValues();
    return {
      values,
      certificates: values.deti.map(() => []),
      fieldErrors: {},
      error: null,
      answer: null,
      key: input.draft?.key ?? null,
      attempts: input.draft?.key ? (1 as const) : (0 as const),
      today: input.today,
      resumeAt: input.step ?? 'mother',
      createKey: input.createKey,
    };
  },
  initial: 'start',
  states: {
    start: {
      description:
        'A reload resumes at the URL’s step when the steps before it are accepted; otherwise at the first step before it that is not.',
      always: [
        { guard: { type: 'resumesAt', params: { step: 'review' } }, target: 'review' },
        { guard: { type: 'resumesAt', params: { step: 'branch' } }, target: 'branch' },
        { guard: { type: 'resumesAt', params: { step: 'certificates' } }, target: 'certificates' },
        { guard: { type: 'resumesAt', params: { step: 'children' } }, target: 'children' },
        { target: 'mother' },
      ],
    },
    mother: {
      description: "'Rodné číslo matky'.",
      on: {
        'newborn.change': { actions: { type: 'keepValues', params: ({ event }) => ({ values: { rocisMatka: event.values.rocisMatka } }) } },
        'newborn.next': [
          { guard: { type: 'stepAccepted', params: { step: 'mother' } }, target: 'children', actions: 'clearMessages' },
          { actions: { type: 'showStepErrors', params: { step: 'mother' } } },
        ],
        'newborn.goTo': goToOtherSteps('mother'),
      },
    },
    children: {
      description: "Each child's 'Rodné číslo dítěte', 'Jméno', 'Příjmení'; PRIDAT_DITE (twins) and ODEBRAT.",
      on: {
        'newborn.childChange': {
          guard: { type: 'validChildIndex', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'keepChild', params: ({ event }) => ({ index: event.index, child: event.child }) },
        },
        'newborn.addChild': { guard: 'canAddChild', actions: 'addChild' },
        'newborn.removeChild': {
          guard: { type: 'canRemoveChild', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'removeChild', params: ({ event }) => ({ index: event.index }) },
        },
        'newborn.next': [
          { guard: { type: 'stepAccepted', params: { step: 'children' } }, target: 'certificates', actions: 'clearMessages' },
          { actions: { type: 'showStepErrors', params: { step: 'children' } } },
        ],
        'newborn.back': { target: 'mother', actions: 'clearMessages' },
        'newborn.goTo': goToOtherSteps('children'),
      },
    },
    certificates: {
      description: "'Rodný list' of each child (the attachment picker per child).",
      on: {
        'newborn.certificatesChanged': {
          guard: { type: 'validChildIndex', params: ({ event }) => ({ index: event.index }) },
          actions: { type: 'keepCertificates', params: ({ event }) => ({ index: event.index, files: event.files }) },
        },
        'newborn.next': [
          { guard: { type: 'stepAccepted', params: { step: 'certificates' } }, target: 'branch', actions: 'clearMessages' },
          { actions: { type: 'showStepErrors', params: { step: 'certificates' } } },
        ],
        'newborn.back': { target: 'children', actions: 'clearMessages' },
        'newborn.goTo': goToOtherSteps('certificates'),
      },
    },
    branch: {
      description: "'Průkaz pojištěnce vyzvednu na pobočce' (the POBOCKY code list).",
      on: {
        'newborn.change': {
          actions: { type: 'keepValues', params: ({ event }) => ({ values: { adresaOdeslani: event.values.adresaOdeslani } }) },
        },
        'newborn.next': [
          { guard: { type: 'stepAccepted', params: { step: 'branch' } }, target: 'review', actions: 'clearMessages' },
          { actions: { type: 'showStepErrors', params: { step: 'branch' } } },
        ],
        'newborn.back': { target: 'certificates', actions: 'clearMessages' },
        'newborn.goTo': goToOtherSteps('branch'),
      },
    },
    review: {
      description: "'Zkontrolujte žádost': everything entered; 'Odeslat žádost' sends.",
      on: {
        'newborn.confirm': { target: 'submitting', actions: 'takeKey' },
        'newborn.back': { target: 'branch', actions: 'clearMessages' },
        'newborn.goTo': goToOtherSteps('review'),
      },
    },
    submitting: {
      description: 'The call runs once with the registration’s key; the buttons are disabled.',
      entry: 'startAttempt',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ body: newbornBodyOf(context), files: context.certificates.flat(), key: context.key! }),
        onDone: { target: 'done', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          ...(['mother', 'children', 'certificates', 'branch'] as const).map((step) => ({
            guard: {
              type: 'fieldsOnStep' as const,
              params: ({ event }: { event: { error: unknown } }) => ({ failure: callFailureOf(event.error), step }),
            },
            target: step,
            actions: {
              type: 'showFieldErrors' as const,
              params: ({ event }: { event: { error: unknown } }) => ({ failure: callFailureOf(event.error) }),
            },
          })),
          { target: 'failed', actions: { type: 'showError', params: ({ event }) => ({ failure: callFailureOf(event.error) }) } },
        ],
      },
    },
    failed: {
      description: "The review with the server's Czech message: ZKUSIT_ZNOVU sends again with the same key.",
      on: {
        'newborn.retry': { target: 'submitting' },
        'newborn.back': { target: 'branch', actions: 'clearMessages' },
      },
    },
    done: {
      description: "The confirmation: the request in 'Moje žádosti' and, for each child, the last day to join the ZVONEK programme.",
      type: 'final',
    },
  },
});

export type NewbornRegistrationSnapshot = SnapshotFrom<typeof newbornRegistrationMachine>;
export type NewbornRegistrationState = NewbornStep | 'submitting' | 'failed' | 'done';

export function newbornStateOf(snapshot: NewbornRegistrationSnapshot): NewbornRegistrationState {
  return snapshot.value as NewbornRegistrationState;
}

/** What the hook keeps in session storage until the registration is sent (null after). */
export function newbornDraftOf(snapshot: NewbornRegistrationSnapshot): NewbornDraft | null {
  if (snapshot.status === 'done') return null;
  return { values: snapshot.context.values, key: snapshot.context.key };
}
