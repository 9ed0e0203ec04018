import { messages } from '../../contract/messages';
import { fieldErrors } from '../../contract/rules';
import { isNameChange, osobniUdajeZmenaSchema, type OsobniUdajeZmena } from '../../contract/settings';
import type { Zadost } from '../../contract/insurance';
import { createWizardMachine, wizardStepOf, type WizardSnapshot, type WizardStep } from '../wizard/wizard';

/**
 * The change of name and titles on 'Osobní údaje' (PUT /pojistenecOsobniUdaje, multipart), on the
 * wizard skeleton (machines/wizard): one step `edit` (jméno, příjmení, titles and the document,
 * prilohy[]) → review → send → the answer. 'Pokračovat' goes on only when the contract schema
 * accepts the values, a change of jméno or příjmení has a document attached ('Ke změně jména nebo
 * příjmení přiložte doklad, například oddací list.') and something changed ('Údaje se nezměnily.').
 * A change of name becomes a request the insurer completes; titles alone change at once. Every
 * send carries the same idempotency key (a retry after a lost answer creates nothing new).
 * Files are not kept across a reload, so a change of name resumes on `edit` until the document is
 * chosen again; choosing files clears the messages shown.
 */

/** The form's values ('' for an empty title). */
export interface NameValues {
  jmeno: string;
  prijmeni: string;
  titulPred: string;
  titulZa: string;
}

/** A chosen file as the machine sees it (the screen's hook keeps the File itself). */
export interface NameChangeFile {
  nazev: string;
  velikost: number;
}

export interface NameChangeDraft extends NameValues {
  files: readonly NameChangeFile[];
}

export interface NameChangeFixed {
  /** The name and titles stored now. */
  current: NameValues;
  /** The idempotency key of this send (a UUID made by the hook once per form). */
  idempotencyKey: string;
}

export interface NameChangeAnswer {
  jmeno: string;
  prijmeni: string;
  titulPred: string | null;
  titulZa: string | null;
  zadost: Zadost | null;
}

export interface NameChangeSubmission {
  body: OsobniUdajeZmena;
  files: readonly NameChangeFile[];
}

/** The checks of 'Pokračovat': the contract schema, the document of a change of name, and that something changed. */
export function checkNameChange(
  { current, idempotencyKey }: NameChangeFixed,
  { files, ...values }: NameChangeDraft,
): { success: true; body: OsobniUdajeZmena } | { success: false; errors: Record<string, string[]> } {
  const parsed = osobniUdajeZmenaSchema.safeParse({ ...values, idempotencniKlic: idempotencyKey });
  if (!parsed.success) return { success: false, errors: fieldErrors(parsed.error) };
  const body = parsed.data;
  if (isNameChange(current, body)) {
    return files.length > 0 ? { success: true, body } : { success: false, errors: { prilohy: [messages.nameChangeNeedsDocument] } };
  }
  const sameTitles = (body.titulPred ?? '') === current.titulPred.trim() && (body.titulZa ?? '') === current.titulZa.trim();
  return sameTitles ? { success: false, errors: { _form: [messages.nothingChanged] } } : { success: true, body };
}

export const nameChangeMachine = createWizardMachine<NameChangeFixed, NameChangeDraft, 'edit', NameChangeSubmission, NameChangeAnswer>({
  id: 'nameChange',
  description: [
    "The change of name and titles on 'Osobní údaje': edit (with the document for a change of name) → review → send → the answer.",
    'Nothing is sent before the review; each confirmation sends once, always with the same idempotency key. A change of name becomes a request in Moje žádosti; titles alone change at once.',
    'The step is also in the URL (`wizard.goTo`); a reload resumes on the review only with accepted values (files are not kept across a reload).',
  ].join('\n\n'),
  steps: { edit: "Jméno, příjmení, titles and the document; 'Pokračovat' checks them." },
  review: "'Zkontrolujte změnu': the new name (a request the insurer completes) or the titles (at once); ZPET keeps the values.",
  failed: "The review with the server's Czech message: ZKUSIT_ZNOVU sends again with the same key, ZPET returns to the form.",
  done: "Sent: 'Žádost o změnu jména jsme přijali' with a link to Moje žádosti, or 'Tituly jsou změněné'.",
  changeClears: ['files'],
  check: (fixed, draft) => {
    const result = checkNameChange(fixed, draft);
    return result.success ? {} : result.errors;
  },
  submitInput: (fixed, draft) => {
    const result = checkNameChange(fixed, draft);
    if (!result.success) throw new Error('the review opens only for accepted values');
    return { body: result.body, files: draft.files };
  },
});

export type NameChangeSnapshot = WizardSnapshot<NameChangeFixed, NameChangeDraft, 'edit', NameChangeSubmission, NameChangeAnswer>;
export type NameChangeStep = WizardStep<'edit'>;
export const nameChangeStepOf = (snapshot: NameChangeSnapshot): NameChangeStep => wizardStepOf(snapshot);
