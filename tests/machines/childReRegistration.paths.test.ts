import { describe, expect, it } from 'vitest';
import {
  childReRegistrationMachine,
  chosenAddress,
  emptyReregistrationValues,
  reregistrationBodyOf,
  reregistrationStepErrors,
  typedValues,
  type ReregistrationInputStep,
  type ReregistrationValues,
} from '../../machines/childReRegistration/childReRegistration.machine';
import {
  communicationMessages,
  preregistraceVlozitSchema,
  type NavrhAdresy,
  type PreregistraceOdpoved,
} from '../../contract/communication';
import type { CallFailure } from '../../contract/error-body';
import { messages } from '../../contract/messages';
import { birthNumber } from '../../server/seed/birth-number';
import { describeMachine } from './harness';
import { wizardSpec } from './wizard-spec';

// Today in Prague, a child of seven insured at VZP, an adult, and an address of the register.
const today = '2026-11-24';
const fixed = { today, idempotencyKey: '3f2a1c9e-7b4d-4e8a-9c1f-2d3e4f5a6b7c' };
const matyas = { jmeno: 'Matyáš', prijmeni: 'Dvořák', rocis: birthNumber('2019-08-07', false, 451) };
const adult = birthNumber('2004-11-20', false, 174);
const pankraci: NavrhAdresy = {
  kodRuian: '21017512',
  ulice: 'Na Pankráci 1062/58',
  obec: 'Praha 4',
  castObce: 'Nusle',
  psc: '140 00',
  text: 'Na Pankráci 1062/58, Nusle, 140 00 Praha 4',
};
const empty = emptyReregistrationValues();
const complete: ReregistrationValues = { ...empty, ...matyas, puvodniZP: '111', adresaTrvalaVolba: 'SHODNA_ZASTUPCE' };

const answer: PreregistraceOdpoved = {
  zadost: {
    id: 55,
    typ: 'PREREGISTRACE',
    datum: '2026-11-24T09:00:00.000Z',
    stav: 'PRIJATO',
    adresaOdeslani: null,
    popis: 'Matyáš Dvořák',
  },
  ucinnostOd: '2027-07-01T00:00:00',
  puvodniPojistovna: { kod: '111', nazev: 'Všeobecná zdravotní pojišťovna České republiky' },
};
const tooSoon: CallFailure = { message: messages.badRequest, chyby: { rocis: [communicationMessages.insurerChangeTooSoon('1. 7. 2028')] } };

const fieldErrorsOf = (end: { snapshot: { context: unknown } }) => (end.snapshot.context as { fieldErrors: object }).fieldErrors;
const draftOf = (end: { snapshot: { context: unknown } }) => (end.snapshot.context as { draft: ReregistrationValues }).draft;

describeMachine(
  wizardSpec({
    refusalReturnsToReview: false,
    machine: childReRegistrationMachine,
    steps: ['child', 'insurer', 'address'],
    fields: {
      child: ['jmeno', 'prijmeni', 'rocis'],
      insurer: ['puvodniZP'],
      address: ['adresaTrvalaVolba', 'adresaTrvala', 'adresaKontaktniVolba', 'adresaKontaktni'],
    },
    inputs: {
      'a new re-registration': { fixed, draft: empty },
      'kept and complete, reload on the review': { fixed, draft: complete, step: 'review' },
      'kept child and insurer, reload on the review': { fixed, draft: { ...complete, adresaTrvalaVolba: '' }, step: 'review' },
      'kept an adult, reload on the address': { fixed, draft: { ...complete, rocis: adult }, step: 'address' },
      'kept the child only, reload on the address': { fixed, draft: { ...empty, ...matyas }, step: 'address' },
    },
    starts: {
      'a new re-registration': 'child',
      'kept and complete, reload on the review': 'review',
      'kept child and insurer, reload on the review': 'address',
      'kept an adult, reload on the address': 'child',
      'kept the child only, reload on the address': 'insurer',
    },
    accepted: {
      child: [matyas],
      insurer: [{ puvodniZP: '111' }],
      address: [{ adresaTrvalaVolba: 'SHODNA_ZASTUPCE' }],
    },
    refused: {
      // 18 years old
      child: [{ ...matyas, rocis: adult }],
      // this insurer
      insurer: [{ puvodniZP: '209' }],
      // another address, none given
      address: [{ adresaTrvalaVolba: 'JINA_ADRESA', adresaTrvala: null }],
    },
    typed: { child: [matyas], insurer: [{ puvodniZP: '111' }], address: [{ adresaTrvalaVolba: 'SHODNA_ZASTUPCE' }] },
    fieldFailures: {
      child: tooSoon,
      insurer: { message: messages.badRequest, chyby: { puvodniZP: [communicationMessages.ownInsurer] } },
      address: { message: messages.badRequest, chyby: { 'adresaTrvala.obec': [messages.required] } },
    },
    failure: { message: messages.noConnection },
    answer,
    errors: (f, draft, step) => reregistrationStepErrors(f as typeof fixed, draft as ReregistrationValues, step as ReregistrationInputStep),
    sent: (f, draft) => ({ body: reregistrationBodyOf(draft as ReregistrationValues), key: (f as typeof fixed).idempotencyKey }),
    rows: [
      {
        from: 'child',
        when: "opened with 'Upravit', an adult kept: the child goes back to the review",
        reach: (s) => (s.context as { editing: boolean }).editing && draftOf({ snapshot: s }).rocis === adult,
        event: { type: 'wizard.next', values: matyas },
        to: 'review',
        expect: (end) => expect(draftOf(end).rocis).toBe(matyas.rocis),
      },
      {
        from: 'child',
        when: 'an adult: only a child under 18',
        reach: (s) => (s.context as { draft: ReregistrationValues }).draft.jmeno === '',
        event: { type: 'wizard.next', values: { ...matyas, rocis: adult } },
        to: 'child',
        expect: (end) => expect(fieldErrorsOf(end)).toEqual({ rocis: [communicationMessages.childNotChild] }),
      },
      {
        from: 'insurer',
        when: 'this insurer: no re-registration needed',
        event: { type: 'wizard.next', values: { puvodniZP: '209' } },
        to: 'insurer',
        expect: (end) => expect(fieldErrorsOf(end)).toEqual({ puvodniZP: [communicationMessages.ownInsurer] }),
      },
      {
        from: 'address',
        when: 'another address, none given: it is required',
        event: { type: 'wizard.next', values: { adresaTrvalaVolba: 'JINA_ADRESA', adresaTrvala: null } },
        to: 'address',
        expect: (end) => expect(fieldErrorsOf(end)).toEqual({ adresaTrvala: [messages.required] }),
      },
      {
        from: 'address',
        when: 'an address chosen from the suggestions',
        event: { type: 'wizard.next', values: chosenAddress('adresaTrvala', pankraci) },
        to: 'review',
        expect: (end) => {
          expect(draftOf(end).adresaTrvala).toEqual({ ulice: pankraci.ulice, obec: 'Praha 4', psc: '140 00', kodRuian: pankraci.kodRuian });
          // It is sent with its RÚIAN code, and the contract accepts the body.
          const body = reregistrationBodyOf(draftOf(end));
          expect(body.adresaTrvala).toMatchObject({ kodRuian: pankraci.kodRuian, obec: 'Praha 4' });
          expect(preregistraceVlozitSchema.safeParse(body).success).toBe(true);
        },
      },
    ],
  }),
);

describe('child re-registration: the values the hook works out', () => {
  const chosen = { ...complete, ...chosenAddress('adresaTrvala', pankraci) } as ReregistrationValues;

  it('an address chosen from the suggestions is another address with its register code', () => {
    expect(chosenAddress('adresaTrvala', pankraci)).toEqual({
      adresaTrvalaVolba: 'JINA_ADRESA',
      adresaTrvala: { ulice: 'Na Pankráci 1062/58', obec: 'Praha 4', psc: '140 00', kodRuian: '21017512' },
    });
    expect(chosenAddress('adresaKontaktni', pankraci)).toMatchObject({ adresaKontaktniVolba: 'JINA_ADRESA' });
  });

  it('typing over a chosen address drops its register code; the same text keeps it', () => {
    const typed = { ulice: 'Na Pankráci 1062/60', obec: 'Praha 4', psc: '140 00' };
    expect(typedValues(chosen, { adresaTrvala: typed })).toEqual({ adresaTrvala: typed });
    expect(typedValues(chosen, { adresaTrvala: { ulice: pankraci.ulice, obec: 'Praha 4', psc: '140 00' } })).toEqual({
      adresaTrvala: chosen.adresaTrvala,
    });
    expect(typedValues(chosen, { adresaTrvala: null })).toEqual({ adresaTrvala: null });
    expect(typedValues(chosen, { adresaKontaktni: typed, jmeno: 'Matěj' })).toEqual({ adresaKontaktni: typed, jmeno: 'Matěj' });
  });
});
