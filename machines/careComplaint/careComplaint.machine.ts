import { reklamacePeceSchema, type ReklamaceOdpoved } from '../../contract/care';
import { messages } from '../../contract/messages';
import { fieldErrors } from '../../contract/rules';
import { createWizardMachine, wizardStepOf, type WizardSnapshot, type WizardStep } from '../wizard/wizard';

/**
 * The complaint about a care item (POST /reklamacePece; GET /reklamacePecePripadInfo/{id} gives the
 * case's procedures and which of them an open complaint already covers), on the wizard skeleton
 * (machines/wizard): procedures (seznamDetailu: at least one, none already complained about) →
 * reason (duvod, 1–1000) → contact (anonymita ANONYMITA / SOUHLAS; phone ≤ 20 or e-mail ≤ 255, at
 * least one unless ANONYMITA) → review → send → done. Each step is checked with the contract
 * schema's messages for its own fields; one confirmation sends once, with the wizard's
 * idempotency key (a resend after a lost answer creates nothing new).
 */

export interface ComplaintDraft {
  seznamDetailu: readonly string[];
  duvod: string;
  /** '' until chosen. */
  anonymita: '' | 'ANONYMITA' | 'SOUHLAS';
  kontaktTelefon: string;
  kontaktEmail: string;
}

export const complaintInputSteps = ['procedures', 'reason', 'contact'] as const;
export type ComplaintInputStep = (typeof complaintInputSteps)[number];
export type ComplaintUrlStep = ComplaintInputStep | 'review';
export type ComplaintStep = WizardStep<ComplaintInputStep>;

/** The fields of each step (the field messages of the server lead back to their step). */
export const complaintStepFields: Record<ComplaintInputStep, readonly (keyof ComplaintDraft)[]> = {
  procedures: ['seznamDetailu'],
  reason: ['duvod'],
  contact: ['anonymita', 'kontaktTelefon', 'kontaktEmail'],
};

export const emptyComplaintDraft: ComplaintDraft = { seznamDetailu: [], duvod: '', anonymita: '', kontaktTelefon: '', kontaktEmail: '' };

export interface ComplaintFixed {
  /** The care item (případ). */
  pripadId: string;
  /** The case's procedure lines and whether an open complaint covers each (case info). */
  vykony: ReadonlyArray<{ id: string; reklamovano: boolean }>;
  /** A client-generated UUID kept with the draft: the send's Idempotency-Key. */
  idempotencyKey: string;
}

/** What the submit actor sends: the contract schema's output and the key for the Idempotency-Key header. */
export interface ComplaintSubmission {
  body: ReturnType<typeof reklamacePeceSchema.parse>;
  idempotencyKey: string;
}

/** The whole draft as the call's body. */
export const complaintBodyOf = (pripadId: string, draft: ComplaintDraft) => ({
  pripadId,
  anonymita: draft.anonymita,
  seznamDetailu: [...draft.seznamDetailu],
  duvod: draft.duvod,
  kontaktTelefon: draft.kontaktTelefon,
  kontaktEmail: draft.kontaktEmail,
});

/** The messages of one step's fields for a draft (the contract's schema plus the case's own rule). */
export function complaintStepErrors(fixed: ComplaintFixed, draft: ComplaintDraft, step: ComplaintInputStep): Record<string, string[]> {
  const result = reklamacePeceSchema.safeParse(complaintBodyOf(fixed.pripadId, draft));
  const all = result.success ? {} : fieldErrors(result.error);
  const own: Record<string, string[]> = {};
  for (const field of complaintStepFields[step]) if (all[field]) own[field] = all[field];
  if (step === 'procedures' && !own.seznamDetailu) {
    const byId = new Map(fixed.vykony.map((v) => [v.id, v]));
    const chosen = draft.seznamDetailu.map((id) => byId.get(String(id)));
    if (chosen.some((v) => v === undefined)) own.seznamDetailu = [messages.complaintProcedureNotInCase];
    else if (chosen.some((v) => v?.reklamovano)) own.seznamDetailu = [messages.complaintAlreadyOpen];
  }
  return own;
}

export const careComplaintMachine = createWizardMachine<
  ComplaintFixed,
  ComplaintDraft,
  ComplaintInputStep,
  ComplaintSubmission,
  ReklamaceOdpoved
>({
  id: 'careComplaint',
  description: [
    'Complaint about a care item: procedures → reason → anonymity and contact → review → send → the created complaint (a REKLAMACE request in Moje žádosti).',
    'Nothing is sent before the review; one confirmation sends once, with the idempotency key. Field messages of the server return to their step; any other failure stays on the review with ZKUSIT_ZNOVU.',
    'The step is also in the URL: Back / Forward send `wizard.goTo`, a reload resumes with the kept draft on the first step that is not right yet.',
  ].join('\n\n'),
  steps: {
    procedures: "The case's procedures; those an open complaint covers cannot be chosen.",
    reason: 'Why (duvod, 1–1000 characters).',
    contact: 'Anonymity (ANONYMITA / SOUHLAS) and the contact; phone or e-mail is required unless ANONYMITA.',
  },
  review: "'Zkontrolujte reklamaci': everything chosen; ZPET returns to the contact, 'Odeslat reklamaci' sends.",
  failed: "The review with the server's Czech message: ZKUSIT_ZNOVU sends again (same idempotency key), ZPET returns to the contact.",
  done: 'The complaint was filed; the answer (its request in Moje žádosti) is shown.',
  fields: complaintStepFields,
  check: complaintStepErrors,
  submitInput: (fixed, draft) => ({
    body: reklamacePeceSchema.parse(complaintBodyOf(fixed.pripadId, draft)),
    idempotencyKey: fixed.idempotencyKey,
  }),
});

export type CareComplaintSnapshot = WizardSnapshot<
  ComplaintFixed,
  ComplaintDraft,
  ComplaintInputStep,
  ComplaintSubmission,
  ReklamaceOdpoved
>;
export const careComplaintStepOf = (snapshot: CareComplaintSnapshot): ComplaintStep => wizardStepOf(snapshot);
