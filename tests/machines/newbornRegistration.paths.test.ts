import { describe, expect, it } from 'vitest';
import {
  emptyNewbornValues,
  newbornDraftOf,
  newbornRegistrationMachine,
  newbornStepErrors,
  withAnotherChild,
  withCertificates,
  withChild,
  withoutChild,
  type NewbornDraft,
  type NewbornInputStep,
} from '../../machines/newbornRegistration/newbornRegistration.machine';
import {
  communicationMessages,
  NEWBORN_MAX_CHILDREN,
  novorozenecVlozitSchema,
  type NovorozenecOdpoved,
} from '../../contract/communication';
import type { CallFailure } from '../../contract/error-body';
import { attachmentLimits } from '../../contract/enums';
import { addDaysIso } from '../../contract/format';
import { messages } from '../../contract/messages';
import { birthNumber } from '../../server/seed/birth-number';
import { describeMachine } from './harness';
import { wizardSpec } from './wizard-spec';

// The world: today, a mother insured here, twins born ten days ago.
const today = '2026-11-24';
const fixed = { today, idempotencyKey: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a' };
const mother = birthNumber('1986-03-14', true, 100);
const father = birthNumber('1984-01-10', false, 120);
const born = addDaysIso(today, -10);
const eliska = { rocis: birthNumber(born, true, 601), jmeno: 'Eliška', prijmeni: 'Dvořáková' };
const ema = { rocis: birthNumber(born, true, 612), jmeno: 'Ema', prijmeni: 'Dvořáková' };
const certificate = (name: string) => ({ name, size: 20_000, type: 'application/pdf' });
const empty = newbornDraftOf(emptyNewbornValues());
const complete: NewbornDraft = {
  rocisMatka: mother,
  deti: [eliska],
  adresaOdeslani: 'MB',
  certificates: [[certificate('rodny-list-eliska.pdf')]],
};

const answer: NovorozenecOdpoved = {
  zadost: {
    id: 91,
    typ: 'NOVOROZENEC',
    datum: '2026-11-24T09:00:00.000Z',
    stav: 'PRIJATO',
    adresaOdeslani: null,
    popis: 'Eliška Dvořáková',
  },
  deti: [
    { jmeno: 'Eliška', prijmeni: 'Dvořáková', rocis: eliska.rocis, narozen: `${born}T00:00:00`, zvonekPrihlaskaDo: '2027-11-13T00:00:00' },
  ],
  pobocka: { kod: 'MB', nazev: 'Mladá Boleslav, Husova 302' },
};
const notInsured: CallFailure = { message: messages.badRequest, chyby: { rocisMatka: [communicationMessages.motherNotInsured] } };

const fieldErrorsOf = (end: { snapshot: { context: unknown } }) => (end.snapshot.context as { fieldErrors: object }).fieldErrors;
const draftIn = (s: { context: unknown }) => (s.context as { draft: NewbornDraft }).draft;

describeMachine({
  // The clock of the rules (a birth number may not be from the future) is today's.
  now: Date.parse(`${today}T10:00:00.000Z`),
  ...wizardSpec({
    refusalReturnsToReview: false,
    machine: newbornRegistrationMachine,
    steps: ['mother', 'children', 'certificates', 'branch'],
    fields: {
      mother: ['rocisMatka'],
      children: ['deti', 'certificates', 'rocis', 'jmeno', 'prijmeni'],
      certificates: ['certificates', 'prilohy', 'prilohyIndex'],
      branch: ['adresaOdeslani'],
    },
    changeClears: ['certificates'],
    inputs: {
      'a new registration': { fixed, draft: empty },
      'kept without files, reload on the review': { fixed, draft: { ...complete, certificates: [[]] }, step: 'review' },
      'kept mother only, reload on the branch': { fixed, draft: { ...empty, rocisMatka: mother }, step: 'branch' },
      'complete with files, reload on the review': { fixed, draft: complete, step: 'review' },
      'complete with files, reload on the branch': { fixed, draft: complete, step: 'branch' },
    },
    starts: {
      'a new registration': 'mother',
      'kept without files, reload on the review': 'certificates',
      'kept mother only, reload on the branch': 'children',
      'complete with files, reload on the review': 'review',
      'complete with files, reload on the branch': 'branch',
    },
    accepted: {
      mother: [{ rocisMatka: mother }],
      children: [{ deti: [eliska] }],
      certificates: [{ certificates: [[certificate('rodny-list-eliska.pdf')]] }],
      branch: [{ adresaOdeslani: 'MB' }],
    },
    refused: {
      // a man's birth number
      mother: [{ rocisMatka: father }],
      // not a valid birth number
      children: [{ deti: [{ ...eliska, rocis: '2611141235' }] }],
      certificates: [{ certificates: [[]] }],
      branch: [{ adresaOdeslani: '' }],
    },
    typed: {
      mother: [{ rocisMatka: mother }],
      children: [{ deti: [eliska] }],
      certificates: [{ certificates: [[certificate('rodny-list-eliska.pdf')]] }],
      branch: [{ adresaOdeslani: 'MB' }],
    },
    fieldFailures: {
      mother: notInsured,
      children: { message: messages.badRequest, chyby: { 'rocis.0': [communicationMessages.newbornTooOld] } },
      certificates: { message: messages.badRequest, chyby: { 'prilohy.0': [communicationMessages.certificateMissing] } },
      branch: { message: messages.badRequest, chyby: { adresaOdeslani: [messages.required] } },
    },
    failure: { message: messages.noConnection },
    answer,
    errors: (f, draft, step) => newbornStepErrors(f as typeof fixed, draft as NewbornDraft, step as NewbornInputStep),
    // What is sent, as the contract reads it: the lists by child, the files child by child with the child of each, the one key.
    sent: (f, draft) => {
      const { rocisMatka, deti, adresaOdeslani, certificates } = draft as NewbornDraft;
      return {
        body: novorozenecVlozitSchema.parse({
          rocisMatka,
          adresaOdeslani,
          rocis: deti.map((child) => child.rocis),
          jmeno: deti.map((child) => child.jmeno),
          prijmeni: deti.map((child) => child.prijmeni),
          prilohyIndex: certificates.flatMap((files, index) => files.map(() => index)),
        }),
        files: certificates.flat(),
        key: (f as typeof fixed).idempotencyKey,
      };
    },
    rows: [
      {
        from: 'mother',
        when: "opened with 'Upravit', a man's birth number kept: the accepted one goes back to the review",
        reach: (s) => (s.context as { editing: boolean }).editing && draftIn(s).rocisMatka === father,
        event: { type: 'wizard.next', values: { rocisMatka: mother } },
        to: 'review',
        expect: (end) => expect((end.snapshot.context as { draft: NewbornDraft }).draft.rocisMatka).toBe(mother),
      },
      {
        from: 'certificates',
        when: "the server's message for a certificate, the files already right: 'Pokračovat' without new files",
        reach: (s) =>
          !(s.context as { editing: boolean }).editing &&
          Object.keys((s.context as { fieldErrors: object }).fieldErrors).length > 0 &&
          Object.keys(newbornStepErrors(fixed, draftIn(s), 'certificates')).length === 0,
        event: { type: 'wizard.next' },
        // The registrations walk on through the steps after a refusal (refusalReturnsToReview: false).
        to: 'branch',
        expect: (end) => expect(fieldErrorsOf(end)).toEqual({}),
      },
      {
        from: 'mother',
        when: "a man's birth number: the mother's must be a woman's",
        event: { type: 'wizard.next', values: { rocisMatka: father } },
        to: 'mother',
        expect: (end) => expect(fieldErrorsOf(end)).toEqual({ rocisMatka: [communicationMessages.motherNotWoman] }),
      },
      {
        from: 'children',
        when: 'twins with one birth number: numbers may not repeat',
        event: { type: 'wizard.next', values: { deti: [eliska, { ...ema, rocis: eliska.rocis }], certificates: [[], []] } },
        to: 'children',
        expect: (end) => expect(fieldErrorsOf(end)).toEqual({ 'rocis.1': [communicationMessages.childNumbersRepeat] }),
      },
      {
        from: 'children',
        when: 'another child (twins) clears the messages shown',
        reach: (s) => Object.keys((s.context as { fieldErrors: object }).fieldErrors).length > 0,
        event: { type: 'wizard.change', values: withAnotherChild(empty) },
        to: 'children',
        expect: (end) => expect(fieldErrorsOf(end)).toEqual({}),
      },
      {
        from: 'certificates',
        when: 'six files: at most five together',
        reach: (s) => draftIn(s).deti.length === 1,
        event: { type: 'wizard.next', values: { certificates: [[1, 2, 3, 4, 5, 6].map((n) => certificate(`list-${n}.pdf`))] } },
        to: 'certificates',
        expect: (end) => expect(fieldErrorsOf(end)).toEqual({ prilohy: [messages.tooManyFiles(attachmentLimits.maxFiles)] }),
      },
      {
        from: 'certificates',
        when: 'twins, a certificate for the second only',
        reach: (s) => draftIn(s).deti.length === 1,
        event: { type: 'wizard.next', values: { deti: [eliska, ema], certificates: [[], [certificate('ema.pdf')]] } },
        to: 'certificates',
        // The certificates step changes only the certificates: one child, without its certificate.
        expect: (end) => expect(fieldErrorsOf(end)).toEqual({ 'prilohy.0': [communicationMessages.certificateMissing] }),
      },
    ],
  }),
});

describe('newborn registration: the values the hook works out', () => {
  const twins: NewbornDraft = { ...complete, deti: [eliska, ema], certificates: [[certificate('eliska.pdf')], [certificate('ema.pdf')]] };

  it("a child's typed values change that child only, and nothing for a child that is not there", () => {
    expect(withChild(twins, 1, { jmeno: 'Emma' })).toEqual({ deti: [eliska, { ...ema, jmeno: 'Emma' }] });
    expect(withChild(twins, 2, { jmeno: 'Emma' })).toEqual({});
    expect(withChild(twins, -1, { jmeno: 'Emma' })).toEqual({});
  });

  it('another child comes with no certificates, up to NEWBORN_MAX_CHILDREN', () => {
    expect(withAnotherChild(complete)).toEqual({
      deti: [eliska, { rocis: '', jmeno: '', prijmeni: '' }],
      certificates: [[certificate('rodny-list-eliska.pdf')], []],
    });
    const five = { ...complete, deti: Array(NEWBORN_MAX_CHILDREN).fill(eliska), certificates: Array(NEWBORN_MAX_CHILDREN).fill([]) };
    expect(withAnotherChild(five)).toEqual({});
  });

  it('removing a twin removes its certificates; the only child stays', () => {
    expect(withoutChild(twins, 0)).toEqual({ deti: [ema], certificates: [[certificate('ema.pdf')]] });
    expect(withoutChild(twins, 2)).toEqual({});
    expect(withoutChild(twins, -1)).toEqual({});
    expect(withoutChild(complete, 0)).toEqual({});
  });

  it("a child's certificates, by the children's order", () => {
    expect(withCertificates(twins, 1, [certificate('ema-2.pdf')])).toEqual({
      certificates: [[certificate('eliska.pdf')], [certificate('ema-2.pdf')]],
    });
    expect(withCertificates({ ...twins, certificates: [] }, 0, [certificate('a.pdf')])).toEqual({
      certificates: [[certificate('a.pdf')], []],
    });
    expect(withCertificates(twins, 2, [])).toEqual({});
  });

  it('a kept draft starts with no files, one list per child', () => {
    expect(newbornDraftOf({ rocisMatka: mother, deti: [eliska, ema], adresaOdeslani: 'MB' }).certificates).toEqual([[], []]);
  });
});
