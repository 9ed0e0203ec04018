import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  emptyProgrammeClaimDraft,
  previewInputOf,
  programmeClaimFields,
  programmeClaimMachine,
  programmeStepErrors,
  programmeSubmission,
  stepOfMessages,
  type ProgrammeClaimDraft,
  type ProgrammeClaimFixed,
  type ProgrammeClaimInputStep,
} from '../../machines/programmeClaim/programmeClaim.machine';
import type { CerpaniProgramu } from '../../contract/benefits';
import { formatDateMessage, todayIso } from '../../contract/format';
import { messages } from '../../contract/messages';
import { controlledActors, describeMachine } from './harness';
import { wizardSpec } from './wizard-spec';

// The tick-borne encephalitis vaccination: the receipt is required, the vaccination card is not.
// The dates lie before the harness's clock (5 June 2025).
const fixed: ProgrammeClaimFixed = {
  programme: {
    kod: 'OCKKLIST',
    kodZps: 'ZPS-2025-01',
    nazev: 'Očkování proti klíšťové encefalitidě',
    doklady: [
      { kod: 'UCTENKA', nazev: 'Doklad o zaplacení (účtenka, faktura)', povinny: true },
      { kod: 'OCKOVACI_PRUKAZ', nazev: 'Záznam v očkovacím průkazu', povinny: false },
    ],
  },
  idempotencyKey: '3b8f6a52-9d1e-4c2a-8f7b-1e2d3c4b5a69',
};
const receiptPhoto = { id: 'soubor-1', nazev: 'uctenka.jpg', velikost: 184_220, typDokumentKod: 'UCTENKA' };

const receipt = { datumUctenka: '2025-01-15', castkaUctenka: '1250.5' };
const account = { predcisli: '', cislo: '2108934007', banka: '0800' };
const documents = { poznamka: '', prilohy: [receiptPhoto] };
const storedAccount: ProgrammeClaimDraft = { ...emptyProgrammeClaimDraft(), cislo: '2108934007', banka: '0800' };
const complete: ProgrammeClaimDraft = { ...emptyProgrammeClaimDraft(), ...receipt, ...account, ...documents };

/** What the complete draft sends — by hand. */
const expectedSubmission = {
  body: {
    kod: 'OCKKLIST',
    castkaUctenka: 1250.5,
    datumUctenka: '2025-01-15',
    cislo: '2108934007',
    banka: '0800',
    typDokumentKod: ['UCTENKA'],
    prilohyIndex: [0],
    idempotencniKlic: fixed.idempotencyKey,
  },
  fileIds: ['soubor-1'],
};
const answer = { id: 91, zadostId: 412, kod: 'OCKKLIST', stav: 'PRIJATO', castkaNarok: 1000 } as unknown as CerpaniProgramu;
const limitUsed = { castkaUctenka: [messages.programmeLimitUsed('1 000 Kč')] };

describeMachine(
  wizardSpec({
    machine: programmeClaimMachine,
    steps: ['receipt', 'account', 'documents'],
    fields: programmeClaimFields,
    inputs: {
      'a new claim with the stored account': { fixed, draft: storedAccount },
      'kept and complete, reload on the review': { fixed, draft: complete, step: 'review' },
      'kept without the files, reload on the review': { fixed, draft: { ...complete, prilohy: [] }, step: 'review' },
      'kept receipt, reload on the account': { fixed, draft: { ...emptyProgrammeClaimDraft(), ...receipt }, step: 'account' },
    },
    starts: {
      'a new claim with the stored account': 'receipt',
      'kept and complete, reload on the review': 'review',
      'kept without the files, reload on the review': 'documents',
      'kept receipt, reload on the account': 'account',
    },
    accepted: { receipt: [receipt], account: [account], documents: [documents] },
    refused: {
      receipt: [{ datumUctenka: '2999-01-01', castkaUctenka: '0' }],
      // Fails the mod-11 rule.
      account: [{ predcisli: '', cislo: '1234567891', banka: '0800' }],
      // Only the vaccination card: the receipt is missing.
      documents: [{ poznamka: '', prilohy: [{ ...receiptPhoto, typDokumentKod: 'OCKOVACI_PRUKAZ' }] }],
    },
    typed: { receipt: [{ castkaUctenka: '300' }], account: [{ predcisli: '19' }], documents: [{ poznamka: 'Druhá dávka.' }] },
    fieldFailures: {
      receipt: { message: messages.badRequest, chyby: limitUsed },
      account: { message: messages.badRequest, chyby: { cislo: [messages.bankAccount] } },
      // The server's wire name of a list entry.
      documents: { message: messages.badRequest, chyby: { 'prilohyIndex.0': [messages.required] } },
    },
    failure: { message: messages.noConnection },
    answer,
    errors: (f, draft, step) =>
      programmeStepErrors(f as ProgrammeClaimFixed, draft as ProgrammeClaimDraft, step as ProgrammeClaimInputStep),
    sent: (f, draft) => programmeSubmission(f as ProgrammeClaimFixed, draft as ProgrammeClaimDraft),
    rows: [
      {
        from: 'documents',
        when: "other documents, opened with 'Upravit' from the review",
        reach: (s) => (s.context as { editing: boolean }).editing,
        event: { type: 'wizard.next', values: { ...documents, poznamka: 'Druhá dávka.' } },
        to: 'review',
      },
      {
        from: 'review',
        when: 'the body written out',
        input: 'kept and complete, reload on the review',
        event: { type: 'wizard.confirm' },
        to: 'submitting',
        expect: (end) => expect(end.world.control.calls.submit).toEqual([expectedSubmission]),
      },
    ],
  }),
);

// ---- the rules as the steps show them, and what the review's payout is asked with ---------------

function start(draft: Partial<ProgrammeClaimDraft> = {}, step?: ProgrammeClaimInputStep | 'review') {
  const control = controlledActors(['submit']);
  const actor = createActor(programmeClaimMachine.provide({ actors: control.actors as never }), {
    input: { fixed, draft: { ...emptyProgrammeClaimDraft(), ...draft }, step },
  }).start();
  return { control, actor };
}

describe('programmeClaim rules', () => {
  it('the receipt: a date in the future and a zero amount are refused', () => {
    const { actor } = start();
    actor.send({ type: 'wizard.next', values: { datumUctenka: '2999-01-01', castkaUctenka: '0' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      datumUctenka: [messages.dateNotAfter(formatDateMessage(todayIso()))],
      castkaUctenka: [messages.min('0,01')],
    });
  });

  it('the account: a number failing the mod-11 rule is refused at its field', () => {
    const { actor } = start(receipt, 'account');
    actor.send({ type: 'wizard.next', values: { cislo: '1234567891', banka: '0800' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ cislo: [messages.bankAccount] });
  });

  it('the documents: a file without a document type is named under the file, the missing receipt on the list', () => {
    const { actor } = start({ ...receipt, ...account }, 'documents');
    actor.send({ type: 'wizard.next', values: { prilohy: [{ ...receiptPhoto, typDokumentKod: '' }] } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      'prilohy[0].typDokumentKod': [messages.required],
      seznamPriloh: [messages.attachmentsRequired('Doklad o zaplacení (účtenka, faktura)')],
    });
  });

  it('the payout is asked with the receipt of the draft', () => {
    expect(previewInputOf(fixed, complete)).toEqual({ kod: 'OCKKLIST', datumUctenka: '2025-01-15', castkaUctenka: 1250.5 });
  });

  it("a refusal of the payout names the step of its field (the server's wire names too), or none", () => {
    expect(stepOfMessages(limitUsed)).toBe('receipt');
    expect(stepOfMessages({ kod: [messages.recordDoesNotExist] })).toBe('receipt');
    expect(stepOfMessages({ cislo: [messages.bankAccount], datumUctenka: [messages.programmeNotOffered] })).toBe('receipt');
    expect(stepOfMessages({ 'typDokumentKod.0': [messages.required] })).toBe('documents');
    expect(stepOfMessages({ _form: ['Služba je dočasně nedostupná.'] })).toBeNull();
    expect(stepOfMessages(undefined)).toBeNull();
  });
});
