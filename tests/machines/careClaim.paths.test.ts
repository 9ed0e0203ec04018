import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  careClaimFields,
  careClaimMachine,
  carePayoutOf,
  careStepErrors,
  careSubmission,
  emptyCareClaimDraft,
  type CareClaimDraft,
  type CareClaimFixed,
  type CareClaimInputStep,
} from '../../machines/careClaim/careClaim.machine';
import type { ProplaceniPece, ReimbursementKind } from '../../contract/benefits';
import { formatDateMessage, todayIso } from '../../contract/format';
import { messages } from '../../contract/messages';
import { controlledActors, describeMachine, flush } from './harness';
import { wizardSpec } from './wizard-spec';

// Travel costs to a provider: approved by the insurer, the amount typed, two required documents.
// The dates lie before the harness's clock (5 June 2025).
const kind: ReimbursementKind = {
  kod: 'JIZDNE',
  nazev: 'Jízdné k poskytovateli péče',
  typ: 'CESTA',
  schvalovani: 'FLOWSCHVALOVANI',
  rezim: 'CASTKA',
  sazbaHal: null,
  maxDni: 30,
  doklady: [
    { kod: 'JIZDENKA', nazev: 'Jízdenka nebo doklad o jízdném', povinny: true },
    { kod: 'POTVRZENI_POSKYTOVATELE', nazev: 'Potvrzení poskytovatele péče', povinny: true },
  ],
};
/** Blood donation: a fixed sum (NENI: no amount) approved without documents (BEZPODKLADU). */
const blood: ReimbursementKind = {
  ...kind,
  kod: 'DARCEKRVE',
  schvalovani: 'BEZPODKLADU',
  rezim: 'NENI',
  sazbaHal: 20_000,
  maxDni: 1,
  doklady: [],
};
const idempotencyKey = 'c2f0b9a4-5e61-4d8b-9a37-0f6e2d1c8b75';
const fixed: CareClaimFixed = { kind, idempotencyKey };
const ticket = { id: 'soubor-1', nazev: 'jizdenky.jpg', velikost: 92_100, typDokumentKod: 'JIZDENKA' };
const confirmation = { id: 'soubor-2', nazev: 'potvrzeni.pdf', velikost: 41_800, typDokumentKod: 'POTVRZENI_POSKYTOVATELE' };

const trip = { cestaDatumOd: '2025-01-12', cestaDatumDo: '2025-01-13', castkaUctenka: '386' };
const account = { predcisli: '19', cislo: '2000145399', banka: '0800', ucetAktualizace: true };
const documents = { poznamka: 'Kontrola na klinice v Praze.', prilohy: [ticket, confirmation] };
const storedAccount: CareClaimDraft = { ...emptyCareClaimDraft(), predcisli: '19', cislo: '2000145399', banka: '0800' };
const complete: CareClaimDraft = { ...emptyCareClaimDraft(), ...trip, ...account, ...documents };

/** What the complete draft sends — by hand. */
const expectedSubmission = {
  body: {
    kod: 'JIZDNE',
    castkaUctenka: 386,
    cestaDatumOd: '2025-01-12',
    cestaDatumDo: '2025-01-13',
    predcisli: '19',
    cislo: '2000145399',
    banka: '0800',
    ucetAktualizace: true,
    poznamka: 'Kontrola na klinice v Praze.',
    typDokumentKod: ['JIZDENKA', 'POTVRZENI_POSKYTOVATELE'],
    indexPriloh: [0, 1],
    idempotencniKlic: idempotencyKey,
  },
  fileIds: ['soubor-1', 'soubor-2'],
};
const answer = { id: 17, zadostId: 388, kod: 'JIZDNE', stav: 'PRIJATO', castkaNarok: 386 } as unknown as ProplaceniPece;
const sentOf = (end: { world: { control: { calls: Record<string, unknown[]> } } }) => end.world.control.calls.submit;

describeMachine(
  wizardSpec({
    machine: careClaimMachine,
    steps: ['details', 'account', 'documents'],
    fields: careClaimFields,
    inputs: {
      'a new claim with the stored account': { fixed, draft: storedAccount },
      'kept and complete, reload on the review': { fixed, draft: complete, step: 'review' },
      'kept without the files, reload on the review': { fixed, draft: { ...complete, prilohy: [] }, step: 'review' },
      'kept account only, reload on the documents': { fixed, draft: { ...storedAccount, ...account }, step: 'documents' },
      'kept trip, reload on the account': { fixed, draft: { ...emptyCareClaimDraft(), ...trip }, step: 'account' },
      'blood donation without documents, reload on the review': {
        fixed: { kind: blood, idempotencyKey },
        draft: { ...emptyCareClaimDraft(), ...account, cestaDatumOd: '2025-03-03', cestaDatumDo: '2025-03-03', castkaUctenka: '999' },
        step: 'review',
      },
    },
    starts: {
      'a new claim with the stored account': 'details',
      'kept and complete, reload on the review': 'review',
      'kept without the files, reload on the review': 'documents',
      'kept account only, reload on the documents': 'details',
      'kept trip, reload on the account': 'account',
      'blood donation without documents, reload on the review': 'review',
    },
    accepted: { details: [trip], account: [account], documents: [documents] },
    refused: {
      // The trip ends before it starts, and no amount.
      details: [{ cestaDatumOd: '2025-01-13', cestaDatumDo: '2025-01-12', castkaUctenka: '' }],
      account: [{ predcisli: '', cislo: '2000145399', banka: '1234', ucetAktualizace: false }],
      // The provider's confirmation is missing.
      documents: [{ poznamka: '', prilohy: [ticket] }],
    },
    typed: { details: [{ castkaUctenka: '400' }], account: [{ predcisli: '' }], documents: [{ poznamka: 'Cesta tam a zpět.' }] },
    fieldFailures: {
      details: { message: messages.badRequest, chyby: { cestaDatumDo: [messages.tripTooLong(30)] } },
      account: { message: messages.badRequest, chyby: { cislo: [messages.bankAccount] } },
      // The server's wire name of a list entry.
      documents: { message: messages.badRequest, chyby: { 'typDokumentKod.1': [messages.required] } },
    },
    failure: { message: messages.noConnection },
    answer,
    errors: (f, draft, step) => careStepErrors(f as CareClaimFixed, draft as CareClaimDraft, step as CareClaimInputStep),
    sent: (f, draft) => careSubmission(f as CareClaimFixed, draft as CareClaimDraft),
    rows: [
      {
        from: 'documents',
        when: "other documents, opened with 'Upravit' from the review",
        reach: (s) => (s.context as { editing: boolean }).editing,
        event: { type: 'wizard.next', values: { ...documents, poznamka: 'Jen tam.' } },
        to: 'review',
      },
      {
        from: 'review',
        when: 'the body written out',
        input: 'kept and complete, reload on the review',
        event: { type: 'wizard.confirm' },
        to: 'submitting',
        expect: (end) => expect(sentOf(end)).toEqual([expectedSubmission]),
      },
      {
        from: 'review',
        when: 'a fixed sum: no amount, no documents',
        input: 'blood donation without documents, reload on the review',
        event: { type: 'wizard.confirm' },
        to: 'submitting',
        expect: (end) =>
          expect(sentOf(end)).toEqual([
            {
              body: {
                kod: 'DARCEKRVE',
                cestaDatumOd: '2025-03-03',
                cestaDatumDo: '2025-03-03',
                ...account,
                idempotencniKlic: idempotencyKey,
              },
              fileIds: [],
            },
          ]),
      },
    ],
  }),
);

// ---- the kinds' rules as the steps show them ---------------------------------------------------

function start(k: ReimbursementKind, draft: Partial<CareClaimDraft> = {}, step?: CareClaimInputStep | 'review') {
  const control = controlledActors(['submit']);
  const actor = createActor(careClaimMachine.provide({ actors: control.actors as never }), {
    input: { fixed: { kind: k, idempotencyKey }, draft: { ...emptyCareClaimDraft(), ...draft }, step },
  }).start();
  return { control, actor };
}

describe('careClaim rules', () => {
  it('travel: the trip must not end before it starts, the amount is required', () => {
    const { actor } = start(kind);
    actor.send({ type: 'wizard.next', values: { cestaDatumOd: '2025-01-13', cestaDatumDo: '2025-01-12' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      cestaDatumDo: [messages.dateNotBefore(formatDateMessage('2025-01-13'))],
      castkaUctenka: [messages.required],
    });
  });

  it('care (PECE) asks for the document date, not the trip; a date in the future is refused', () => {
    const { actor } = start({ ...kind, kod: 'ZAHRANICI', typ: 'PECE', maxDni: null, doklady: [] });
    actor.send({ type: 'wizard.next', values: { castkaUctenka: '900' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ dokladDatum: [messages.required] });
    actor.send({ type: 'wizard.next', values: { dokladDatum: '2999-01-01' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ dokladDatum: [messages.dateNotAfter(formatDateMessage(todayIso()))] });
    actor.send({ type: 'wizard.next', values: { dokladDatum: '2025-02-02' } });
    expect(actor.getSnapshot().value).toBe('account');
  });

  it('VYPOCET asks for the days × the rate, at most the amount paid; a stay over the kind’s days is refused', () => {
    const stay: ReimbursementKind = {
      ...kind,
      kod: 'DOPROVOD',
      schvalovani: 'BEZSCHVALOVANI',
      rezim: 'VYPOCET',
      sazbaHal: 40_000,
      maxDni: 90,
      doklady: [],
    };
    const { actor } = start(stay, { cestaDatumOd: '2025-01-01', cestaDatumDo: '2025-04-30', castkaUctenka: '5000' });
    actor.send({ type: 'wizard.next', values: {} });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ cestaDatumDo: [messages.tripTooLong(90)] });
    actor.send({ type: 'wizard.next', values: { cestaDatumDo: '2025-01-05' } });
    expect(carePayoutOf(stay, actor.getSnapshot().context.draft)).toBe(2000);
    expect(carePayoutOf(stay, { ...actor.getSnapshot().context.draft, castkaUctenka: '1350' })).toBe(1350);
  });

  it('the account: an unknown bank is refused; the documents: the missing one is named', () => {
    const { actor } = start(kind, { ...trip }, 'account');
    actor.send({ type: 'wizard.next', values: { cislo: '2000145399', banka: '1234' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ banka: [messages.unknownBankCode] });
    actor.send({ type: 'wizard.next', values: account });
    actor.send({ type: 'wizard.next', values: { prilohy: [ticket, { ...confirmation, typDokumentKod: '' }] } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      'prilohy[1].typDokumentKod': [messages.required],
      seznamPriloh: [messages.attachmentsRequired('Potvrzení poskytovatele péče')],
    });
  });

  it('what the review asks: the amount paid, or the fixed sum of a kind that pays one', async () => {
    expect(carePayoutOf(kind, complete)).toBe(386);
    const { actor, control } = start(blood, { ...account, cestaDatumOd: '2025-03-03', cestaDatumDo: '2025-03-03' }, 'review');
    expect(actor.getSnapshot().value).toBe('review');
    expect(carePayoutOf(blood, actor.getSnapshot().context.draft)).toBe(200);
    actor.send({ type: 'wizard.confirm' });
    control.resolve('submit', answer);
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
  });
});
