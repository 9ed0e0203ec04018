import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { callFailureOf, type CallFailure } from '../../contract/error-body';
import { ADULT_AGE, ageOn } from '../../contract/person';
import { birthDateFromBirthNumber, fieldErrors } from '../../contract/rules';
import {
  communicationMessages,
  preregistraceVlozitSchema,
  type NavrhAdresy,
  type PreregistraceOdpoved,
  type PreregistraceVlozit,
} from '../../contract/communication';

/**
 * 'Přeregistrace dítěte' (PUT /zadostPreregistraceVlozit, JSON): a child insured elsewhere moves
 * to this insurer. Steps, each checked with the contract's schema before the next one opens:
 *
 * 1. `child`: 'Jméno', 'Příjmení', 'Rodné číslo dítěte' (valid, and the child under 18);
 * 2. `insurer`: the former insurer (the ZDRAVOTNI_POJISTOVNY code list without this insurer's 209);
 * 3. `address`: the address settings of document 1 §3 — the child's permanent address the
 *    representative's (SHODNA_ZASTUPCE) or another one (JINA_ADRESA, required, typically chosen
 *    from the RÚIAN suggestions: `reregistration.addressChosen` fills street, town, postcode and
 *    kodRuian; typing into the address afterwards drops the code), and the contact address the
 *    permanent one or another;
 * 4. `review`: nothing sent yet; `reregistration.confirm` sends once with this application's
 *    idempotency key (kept for retries);
 * then `submitting` → `done` (the answer states the day the change takes effect, which the server
 * computes under zákon č. 48/1997 Sb., § 11a) or the server's field messages on their step (a
 * second change within 12 months on the child's birth number), or `failed` with 'Zkusit znovu'.
 * The step is also in the URL (`reregistration.goTo`, `input.step` after a reload).
 */

export const reregistrationSteps = ['child', 'insurer', 'address', 'review'] as const;
export type ReregistrationStep = (typeof reregistrationSteps)[number];

export interface AddressValues {
  ulice: string;
  obec: string;
  psc: string;
  /** Set when the address was chosen from the suggestions. */
  kodRuian?: string;
}

export interface ReregistrationValues {
  jmeno: string;
  prijmeni: string;
  rocis: string;
  puvodniZP: string;
  adresaTrvalaVolba: 'SHODNA_ZASTUPCE' | 'JINA_ADRESA' | '';
  adresaTrvala: AddressValues | null;
  adresaKontaktniVolba: 'SHODNA_TRVALA' | 'JINA_ADRESA' | '';
  adresaKontaktni: AddressValues | null;
}

export interface ReregistrationDraft {
  values: ReregistrationValues;
  key: string | null;
}

export interface ChildReRegistrationInput {
  draft?: ReregistrationDraft | null;
  step?: ReregistrationStep;
  /** Today in Prague ('YYYY-MM-DD'), for the child's age. */
  today: string;
  createKey: () => string;
}

export interface ReregistrationSubmitInput {
  body: PreregistraceVlozit;
  key: string;
}

export interface ChildReRegistrationContext {
  values: ReregistrationValues;
  fieldErrors: Record<string, string[]>;
  error: string | null;
  answer: PreregistraceOdpoved | null;
  key: string | null;
  /** 0 before the first send, 1 for the first send, 2 for any repeated send (same key). */
  attempts: 0 | 1 | 2;
  today: string;
  resumeAt: ReregistrationStep;
  createKey: () => string;
}

type AddressField = 'adresaTrvala' | 'adresaKontaktni';

export type ChildReRegistrationEvent =
  | { type: 'reregistration.change'; values: Partial<ReregistrationValues> }
  | { type: 'reregistration.addressChosen'; field: AddressField; address: NavrhAdresy }
  | { type: 'reregistration.next' }
  | { type: 'reregistration.back' }
  | { type: 'reregistration.goTo'; step: ReregistrationStep }
  | { type: 'reregistration.confirm' }
  | { type: 'reregistration.retry' };

export const emptyReregistrationValues = (): ReregistrationValues => ({
  jmeno: '',
  prijmeni: '',
  rocis: '',
  puvodniZP: '',
  adresaTrvalaVolba: '',
  adresaTrvala: null,
  adresaKontaktniVolba: 'SHODNA_TRVALA',
  adresaKontaktni: null,
});

const stepFields: Record<ReregistrationStep, readonly string[]> = {
  child: ['jmeno', 'prijmeni', 'rocis'],
  insurer: ['puvodniZP'],
  address: ['adresaTrvalaVolba', 'adresaTrvala', 'adresaKontaktniVolba', 'adresaKontaktni'],
  review: [],
};

/** The step whose field a message key ('adresaTrvala.obec') belongs to. */
export function reregistrationStepOfField(key: string): ReregistrationStep | null {
  const field = key.split('.')[0];
  return reregistrationSteps.find((step) => stepFields[step].includes(field)) ?? null;
}

/** The values as the contract reads them: blank choices absent, an address only where another one is chosen. */
function wireValues(values: ReregistrationValues): Record<string, unknown> {
  return {
    ...values,
    adresaTrvala: values.adresaTrvalaVolba === 'JINA_ADRESA' ? (values.adresaTrvala ?? undefined) : undefined,
    adresaKontaktni: values.adresaKontaktniVolba === 'JINA_ADRESA' ? (values.adresaKontaktni ?? undefined) : undefined,
  };
}

/** The messages of one step ({} when it is accepted). */
export function reregistrationStepErrors(step: ReregistrationStep, context: Pick<ChildReRegistrationContext, 'values' | 'today'>) {
  const result = preregistraceVlozitSchema.safeParse(wireValues(context.values));
  const all = result.success ? {} : fieldErrors(result.error);
  const errors = Object.fromEntries(Object.entries(all).filter(([key]) => reregistrationStepOfField(key) === step));
  if (step === 'child' && !errors.rocis) {
    const born = birthDateFromBirthNumber(context.values.rocis.replace('/', '').trim());
    if (born && !(ageOn(born, context.today) < ADULT_AGE)) errors.rocis = [communicationMessages.childNotChild];
  }
  return errors;
}

export function reregistrationStepReachable(
  context: Pick<ChildReRegistrationContext, 'values' | 'today'>,
  step: ReregistrationStep,
): boolean {
  const open = reregistrationSteps.find((s) => Object.keys(reregistrationStepErrors(s, context)).length > 0) ?? 'review';
  return reregistrationSteps.indexOf(step) <= reregistrationSteps.indexOf(open);
}

/** The body as the contract's schema outputs it (the key travels beside it, as `idempotencniKlic`). */
export function reregistrationBodyOf(values: ReregistrationValues): PreregistraceVlozit {
  return preregistraceVlozitSchema.parse(wireValues(values));
}

function goToOtherSteps(from: ReregistrationStep) {
  return reregistrationSteps
    .filter((step) => step !== from)
    .map((step) => ({ guard: { type: 'goesTo' as const, params: { step } }, target: step, actions: 'clearMessages' as const }));
}

function nextTransitions(from: Exclude<ReregistrationStep, 'review'>, to: ReregistrationStep) {
  return [
    { guard: { type: 'stepAccepted' as const, params: { step: from } }, target: to, actions: 'clearMessages' as const },
    { actions: { type: 'showStepErrors' as const, params: { step: from } } },
  ];
}

const typedAddress = (current: AddressValues | null, typed: AddressValues | null | undefined): AddressValues | null => {
  if (typed === undefined) return current;
  if (typed === null) return null;
  // A code from the register belongs to the chosen address only: typing over it drops it.
  const same = current && current.ulice === typed.ulice && current.obec === typed.obec && current.psc === typed.psc;
  return { ulice: typed.ulice, obec: typed.obec, psc: typed.psc, ...(same && current?.kodRuian ? { kodRuian: current.kodRuian } : {}) };
};

export const childReRegistrationMachine = setup({
  types: {
    input: {} as ChildReRegistrationInput,
    context: {} as ChildReRegistrationContext,
    events: {} as ChildReRegistrationEvent,
  },
  actors: {
    /** Sends the application; resolves with the server's answer, rejects with a CallFailure. */
    submit: fromPromise<PreregistraceOdpoved, ReregistrationSubmitInput>(async () => {
      throw new Error('submit is supplied with .provide()');
    }),
  },
  actions: {
    keepValues: assign(({ context }, params: { values: Partial<ReregistrationValues>; step: ReregistrationStep }) => {
      // Only the shown step's fields change: a step already accepted cannot be changed from another.
      const own = Object.fromEntries(
        Object.entries(params.values).filter(([key]) => stepFields[params.step].includes(key)),
      ) as Partial<ReregistrationValues>;
      return {
        values: {
          ...context.values,
          ...own,
          adresaTrvala: typedAddress(context.values.adresaTrvala, own.adresaTrvala),
          adresaKontaktni: typedAddress(context.values.adresaKontaktni, own.adresaKontaktni),
        },
      };
    }),
    chooseAddress: assign(({ context }, params: { field: AddressField; address: NavrhAdresy }) => ({
      values: {
        ...context.values,
        [params.field]: {
          ulice: params.address.ulice,
          obec: params.address.obec,
          psc: params.address.psc,
          kodRuian: params.address.kodRuian,
        },
        ...(params.field === 'adresaTrvala'
          ? { adresaTrvalaVolba: 'JINA_ADRESA' as const }
          : { adresaKontaktniVolba: 'JINA_ADRESA' as const }),
      },
    })),
    showStepErrors: assign(({ context }, params: { step: ReregistrationStep }) => ({
      fieldErrors: reregistrationStepErrors(params.step, context),
    })),
    clearMessages: assign({ fieldErrors: {}, error: null }),
    takeKey: assign(({ context }) => ({ key: context.key ?? context.createKey() })),
    startAttempt: assign(({ context }) => ({
      fieldErrors: {},
      error: null,
      attempts: context.attempts === 0 ? (1 as const) : (2 as const),
    })),
    keepAnswer: assign((_, params: { answer: PreregistraceOdpoved }) => ({ answer: params.answer })),
    showFieldErrors: assign((_, params: { failure: CallFailure }) => ({ fieldErrors: params.failure.chyby ?? {}, error: null })),
    showError: assign((_, params: { failure: CallFailure }) => ({
      error: params.failure.chyby?._form?.join(' ') || params.failure.message,
    })),
  },
  guards: {
    stepAccepted: ({ context }, params: { step: ReregistrationStep }) =>
      Object.keys(reregistrationStepErrors(params.step, context)).length === 0,
    goesTo: ({ context, event }, params: { step: ReregistrationStep }) =>
      event.type === 'reregistration.goTo' && event.step === params.step && reregistrationStepReachable(context, params.step),
    resumesAt: ({ context }, params: { step: ReregistrationStep }) =>
      reregistrationSteps.indexOf(params.step) <= reregistrationSteps.indexOf(context.resumeAt) &&
      reregistrationStepReachable(context, params.step),
    fieldsOnStep: (_, params: { failure: CallFailure; step: ReregistrationStep }) =>
      Object.keys(params.failure.chyby ?? {}).some((key) => reregistrationStepOfField(key) === params.step),
  },
}).createMachine({
  id: 'childReRegistration',
  description: [
    'Re-registration of a child from another Czech insurer: child → former insurer → addresses (RÚIAN suggestions) → review → send → the day the change takes effect.',
    'Each step is checked with the contract schema before the next one; nothing is sent before the review; one send per confirmation, retries with the same idempotency key.',
  ].join('\n\n'),
  context: ({ input }) => ({
    values: input.draft?.values ?? emptyReregistrationValues(),
    fieldErrors: {},
    error: null,
    answer: null,
    key: input.draft?.key ?? null,
    attempts: input.draft?.key ? (1 as const) : (0 as const),
    today: input.today,
    resumeAt: input.step ?? 'child',
    createKey: input.createKey,
  }),
  initial: 'start',
  states: {
    start: {
      description:
        'A reload resumes at the URL’s step when the steps before it are accepted; otherwise at the first step before it that is not.',
      always: [
        { guard: { type: 'resumesAt', params: { step: 'review' } }, target: 'review' },
        { guard: { type: 'resumesAt', params: { step: 'address' } }, target: 'address' },
        { guard: { type: 'resumesAt', params: { step: 'insurer' } }, target: 'insurer' },
        { target: 'child' },
      ],
    },
    child: {
      description: "'Jméno', 'Příjmení', 'Rodné číslo dítěte'.",
      on: {
        'reregistration.change': {
          actions: { type: 'keepValues', params: ({ event }) => ({ values: event.values, step: 'child' as const }) },
        },
        'reregistration.next': nextTransitions('child', 'insurer'),
        'reregistration.goTo': goToOtherSteps('child'),
      },
    },
    insurer: {
      description: "'Dosavadní zdravotní pojišťovna' (ZDRAVOTNI_POJISTOVNY without 209).",
      on: {
        'reregistration.change': {
          actions: { type: 'keepValues', params: ({ event }) => ({ values: event.values, step: 'insurer' as const }) },
        },
        'reregistration.next': nextTransitions('insurer', 'address'),
        'reregistration.back': { target: 'child', actions: 'clearMessages' },
        'reregistration.goTo': goToOtherSteps('insurer'),
      },
    },
    address: {
      description: "The child's permanent address (the representative's or another, from the suggestions) and the contact address.",
      on: {
        'reregistration.change': {
          actions: { type: 'keepValues', params: ({ event }) => ({ values: event.values, step: 'address' as const }) },
        },
        'reregistration.addressChosen': {
          actions: { type: 'chooseAddress', params: ({ event }) => ({ field: event.field, address: event.address }) },
        },
        'reregistration.next': nextTransitions('address', 'review'),
        'reregistration.back': { target: 'insurer', actions: 'clearMessages' },
        'reregistration.goTo': goToOtherSteps('address'),
      },
    },
    review: {
      description: "'Zkontrolujte žádost'; 'Odeslat žádost' sends.",
      on: {
        'reregistration.confirm': { target: 'submitting', actions: 'takeKey' },
        'reregistration.back': { target: 'address', actions: 'clearMessages' },
        'reregistration.goTo': goToOtherSteps('review'),
      },
    },
    submitting: {
      description: 'The call runs once with the application’s key; the buttons are disabled.',
      entry: 'startAttempt',
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ body: reregistrationBodyOf(context.values), key: context.key! }),
        onDone: { target: 'done', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          ...(['child', 'insurer', 'address'] as const).map((step) => ({
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
        'reregistration.retry': { target: 'submitting' },
        'reregistration.back': { target: 'address', actions: 'clearMessages' },
      },
    },
    done: {
      description: "The confirmation: the day the child becomes insured here, and the request in 'Moje žádosti'.",
      type: 'final',
    },
  },
});

export type ChildReRegistrationSnapshot = SnapshotFrom<typeof childReRegistrationMachine>;
export type ChildReRegistrationState = ReregistrationStep | 'submitting' | 'failed' | 'done';

export function reregistrationStateOf(snapshot: ChildReRegistrationSnapshot): ChildReRegistrationState {
  return snapshot.value as ChildReRegistrationState;
}

/** What the hook keeps in session storage until the application is sent (null after). */
export function reregistrationDraftOf(snapshot: ChildReRegistrationSnapshot): ReregistrationDraft | null {
  if (snapshot.status === 'done') return null;
  return { values: snapshot.context.values, key: snapshot.context.key };
}
