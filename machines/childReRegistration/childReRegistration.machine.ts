import { ADULT_AGE, ageOn } from '../../contract/person';
import { birthDateFromBirthNumber, fieldErrors } from '../../contract/rules';
import {
  communicationMessages,
  preregistraceVlozitSchema,
  type NavrhAdresy,
  type PreregistraceOdpoved,
  type PreregistraceVlozit,
} from '../../contract/communication';
import { createWizardMachine, wizardStepOf, type WizardSnapshot, type WizardStep } from '../wizard/wizard';

/**
 * 'Přeregistrace dítěte' (PUT /zadostPreregistraceVlozit, JSON): a child insured elsewhere moves
 * to this insurer, on the wizard skeleton (machines/wizard). Steps, each checked with the
 * contract's schema before the next one opens:
 *
 * 1. `child`: 'Jméno', 'Příjmení', 'Rodné číslo dítěte' (valid, and the child under 18);
 * 2. `insurer`: the former insurer (the ZDRAVOTNI_POJISTOVNY code list without this insurer's 209);
 * 3. `address`: the address settings of document 1 §3 — the child's permanent address the
 *    representative's (SHODNA_ZASTUPCE) or another one (JINA_ADRESA, required, typically chosen
 *    from the RÚIAN suggestions: `chosenAddress` fills street, town, postcode and kodRuian;
 *    typing into the address afterwards drops the code, `typedAddress`), and the contact address
 *    the permanent one or another;
 * then the review (nothing sent yet), one send per confirmation with this application's
 * idempotency key (the same for a retry) → the answer, which states the day the change takes
 * effect (the server computes it under zákon č. 48/1997 Sb., § 11a); the server's field messages
 * lead to their step (a second change within 12 months on the child's birth number), any other
 * failure stays on the review with 'Zkusit znovu'.
 */

export const reregistrationInputSteps = ['child', 'insurer', 'address'] as const;
export type ReregistrationInputStep = (typeof reregistrationInputSteps)[number];
/** The steps as the page counts them ('Krok 2 ze 4'). */
export const reregistrationSteps = [...reregistrationInputSteps, 'review'] as const;
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

export interface ReregistrationFixed {
  /** Today in Prague ('YYYY-MM-DD'), for the child's age. */
  today: string;
  /** The application's idempotency key (made once, kept with the draft). */
  idempotencyKey: string;
}

export interface ReregistrationSubmitInput {
  body: PreregistraceVlozit;
  key: string;
}

export type AddressField = 'adresaTrvala' | 'adresaKontaktni';

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

/** The fields of each step (a server's message for one of them leads back to its step). */
export const reregistrationStepFields: Record<ReregistrationInputStep, readonly (keyof ReregistrationValues)[]> = {
  child: ['jmeno', 'prijmeni', 'rocis'],
  insurer: ['puvodniZP'],
  address: ['adresaTrvalaVolba', 'adresaTrvala', 'adresaKontaktniVolba', 'adresaKontaktni'],
};

/** The values as the contract reads them: blank choices absent, an address only where another one is chosen. */
function wireValues(values: ReregistrationValues): Record<string, unknown> {
  return {
    ...values,
    adresaTrvala: values.adresaTrvalaVolba === 'JINA_ADRESA' ? (values.adresaTrvala ?? undefined) : undefined,
    adresaKontaktni: values.adresaKontaktniVolba === 'JINA_ADRESA' ? (values.adresaKontaktni ?? undefined) : undefined,
  };
}

/** The messages of one step ({} when it is accepted). */
export function reregistrationStepErrors(
  fixed: Pick<ReregistrationFixed, 'today'>,
  values: ReregistrationValues,
  step: ReregistrationInputStep,
): Record<string, string[]> {
  const result = preregistraceVlozitSchema.safeParse(wireValues(values));
  const all = result.success ? {} : fieldErrors(result.error);
  const own = reregistrationStepFields[step] as readonly string[];
  const errors = Object.fromEntries(Object.entries(all).filter(([key]) => own.includes(key.split('.')[0])));
  if (step === 'child' && !errors.rocis) {
    const born = birthDateFromBirthNumber(values.rocis.replace('/', '').trim());
    if (born && !(ageOn(born, fixed.today) < ADULT_AGE)) errors.rocis = [communicationMessages.childNotChild];
  }
  return errors;
}

/** The body as the contract's schema outputs it (the key travels beside it, as `idempotencniKlic`). */
export function reregistrationBodyOf(values: ReregistrationValues): PreregistraceVlozit {
  return preregistraceVlozitSchema.parse(wireValues(values));
}

/**
 * An address as typed over the one kept: a code from the register belongs to the chosen address
 * only, so typing another street, town or postcode drops it.
 */
export function typedAddress(current: AddressValues | null, typed: AddressValues | null): AddressValues | null {
  if (typed === null) return null;
  const same = current && current.ulice === typed.ulice && current.obec === typed.obec && current.psc === typed.psc;
  return { ulice: typed.ulice, obec: typed.obec, psc: typed.psc, ...(same && current?.kodRuian ? { kodRuian: current.kodRuian } : {}) };
}

/** The values an address chosen from the suggestions sets: the address with its code, and 'Jiná adresa'. */
export function chosenAddress(field: AddressField, address: NavrhAdresy): Partial<ReregistrationValues> {
  const chosen = { ulice: address.ulice, obec: address.obec, psc: address.psc, kodRuian: address.kodRuian };
  return field === 'adresaTrvala'
    ? { adresaTrvala: chosen, adresaTrvalaVolba: 'JINA_ADRESA' }
    : { adresaKontaktni: chosen, adresaKontaktniVolba: 'JINA_ADRESA' };
}

/** What typed values change in the draft (the addresses through `typedAddress`). */
export function typedValues(draft: ReregistrationValues, values: Partial<ReregistrationValues>): Partial<ReregistrationValues> {
  const typed = { ...values };
  for (const field of ['adresaTrvala', 'adresaKontaktni'] as const)
    if (values[field] !== undefined) typed[field] = typedAddress(draft[field], values[field]);
  return typed;
}

export const childReRegistrationMachine = createWizardMachine<
  ReregistrationFixed,
  ReregistrationValues,
  ReregistrationInputStep,
  ReregistrationSubmitInput,
  PreregistraceOdpoved
>({
  id: 'childReRegistration',
  // After a refused field the person goes through the steps after it again (the journeys expect it).
  refusalReturnsToReview: false,
  description: [
    'Re-registration of a child from another Czech insurer: child → former insurer → addresses (RÚIAN suggestions) → review → send → the day the change takes effect.',
    'Each step is checked with the contract schema before the next one; nothing is sent before the review; one send per confirmation, retries with the same idempotency key.',
    'The step is also in the URL (`wizard.goTo`); a reload resumes with the kept draft on the first step that is not right yet.',
  ].join('\n\n'),
  steps: {
    child: "'Jméno', 'Příjmení', 'Rodné číslo dítěte'.",
    insurer: "'Dosavadní zdravotní pojišťovna' (ZDRAVOTNI_POJISTOVNY without 209).",
    address: "The child's permanent address (the representative's or another, from the suggestions) and the contact address.",
  },
  review: "'Zkontrolujte žádost'; 'Odeslat žádost' sends.",
  failed: "The review with the server's Czech message: ZKUSIT_ZNOVU sends again with the same key.",
  done: "The confirmation: the day the child becomes insured here, and the request in 'Moje žádosti'.",
  fields: reregistrationStepFields,
  check: reregistrationStepErrors,
  submitInput: (fixed, values) => ({ body: reregistrationBodyOf(values), key: fixed.idempotencyKey }),
});

export type ChildReRegistrationSnapshot = WizardSnapshot<
  ReregistrationFixed,
  ReregistrationValues,
  ReregistrationInputStep,
  ReregistrationSubmitInput,
  PreregistraceOdpoved
>;
export type ChildReRegistrationState = WizardStep<ReregistrationInputStep>;
export const reregistrationStateOf = (snapshot: ChildReRegistrationSnapshot): ChildReRegistrationState => wizardStepOf(snapshot);
