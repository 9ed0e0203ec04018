import { expect } from 'vitest';
import {
  nameChangeMachine,
  type NameChangeAnswer,
  type NameChangeFile,
  type NameValues,
} from '../../machines/nameChange/nameChange.machine';
import { messages } from '../../contract/messages';
import { fieldErrors } from '../../contract/rules';
import { osobniUdajeZmenaSchema } from '../../contract/settings';
import { describeMachine } from './harness';
import { wizardSpec } from './wizard-spec';

const key = '5b0c8d2e-4f1a-4c3b-9e7d-1a2b3c4d5e6f';
const current: NameValues = { jmeno: 'Jana', prijmeni: 'Dvořáková', titulPred: '', titulZa: '' };
const married: NameValues = { jmeno: 'Jana', prijmeni: 'Nováková', titulPred: '', titulZa: '' };
const titles: NameValues = { jmeno: 'Jana', prijmeni: 'Dvořáková', titulPred: 'Ing.', titulZa: '' };
const wrong: NameValues = { jmeno: '', prijmeni: 'Nov4ková', titulPred: '', titulZa: '' };
const certificate: NameChangeFile[] = [{ nazev: 'oddaci-list.pdf', velikost: 48213 }];
const fixed = { current, idempotencyKey: key };

const sent: NameChangeAnswer = {
  jmeno: 'Jana',
  prijmeni: 'Dvořáková',
  titulPred: null,
  titulZa: null,
  zadost: {
    id: 77,
    typ: 'ZMENA_UDAJU',
    datum: '2026-11-24T10:00:00.000Z',
    stav: 'PRIJATO',
    adresaOdeslani: null,
    popis: 'Změna jména na Jana Nováková',
  },
};

type Draft = NameValues & { files: readonly NameChangeFile[] };

/** The spec's rules of 'Pokračovat', read by the test: the schema, the document of a new name, something changed. */
function errors(_: unknown, draft: object): Record<string, string[]> {
  const { files, ...values } = draft as Draft;
  const parsed = osobniUdajeZmenaSchema.safeParse({ ...values, idempotencniKlic: key });
  if (!parsed.success) return fieldErrors(parsed.error);
  const newName = values.jmeno.trim() !== current.jmeno || values.prijmeni.trim() !== current.prijmeni;
  if (newName) return files.length ? {} : { prilohy: [messages.nameChangeNeedsDocument] };
  return values.titulPred.trim() === current.titulPred && values.titulZa.trim() === current.titulZa
    ? { _form: [messages.nothingChanged] }
    : {};
}

describeMachine(
  wizardSpec({
    machine: nameChangeMachine,
    steps: ['edit'],
    changeClears: ['files'],
    inputs: {
      'the stored name': { fixed, draft: { ...current, files: [] } },
      'kept titles, reload on the review': { fixed, draft: { ...titles, files: [] }, step: 'review' },
      'kept new name without its document, reload on the review': { fixed, draft: { ...married, files: [] }, step: 'review' },
    },
    starts: {
      'the stored name': 'edit',
      'kept titles, reload on the review': 'review',
      'kept new name without its document, reload on the review': 'edit',
    },
    accepted: { edit: [titles] },
    refused: { edit: [married, wrong] },
    typed: { edit: [{ files: certificate }, married, { files: [] }] },
    fieldFailures: { edit: { message: messages.badRequest, chyby: { prilohy: [messages.nameChangeNeedsDocument] } } },
    failure: { message: messages.noConnection },
    answer: sent,
    errors,
    sent: (_, draft) => {
      const { files, ...values } = draft as Draft;
      return { body: osobniUdajeZmenaSchema.parse({ ...values, idempotencniKlic: key }), files };
    },
    rows: [
      {
        from: 'edit',
        when: "a document chosen answers 'přiložte doklad'",
        reach: (s) => Object.keys((s.context as { fieldErrors: object }).fieldErrors).includes('prilohy'),
        event: { type: 'wizard.change', values: { files: certificate } },
        to: 'edit',
        expect: (end) => expect((end.snapshot.context as { fieldErrors: object }).fieldErrors).toEqual({}),
      },
      {
        from: 'edit',
        when: 'a new name with its document',
        reach: (s) => (s.context as { draft: Draft }).draft.files.length > 0,
        event: { type: 'wizard.next', values: married },
        to: 'review',
      },
    ],
  }),
);
