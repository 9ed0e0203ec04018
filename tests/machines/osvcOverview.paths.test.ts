import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  emptyDraft,
  formValuesOf,
  osvcOverviewMachine,
  osvcStepErrors,
  osvcStepOf,
  osvcWizardFields,
  overviewOf,
  row6Limit,
  stepErrorsOf,
  stepValues,
  toBody,
  type InputStep,
  type OsvcDraft,
  type OsvcFixed,
  type OverviewYear,
} from '../../machines/osvcOverview/osvcOverview.machine';
import { messages } from '../../contract/messages';
import { controlledActors, describeMachine, flush } from './harness';
import { wizardSpec } from './wizard-spec';

// ---- the world ----------------------------------------------------------------------------------

const today = '2026-11-21';
const years: OverviewYear[] = [
  { rok: 2025, stav: 'LZE_PODAT', mesicuOsvc: 12, zalohyUhrazeno: 37716 },
  { rok: 2024, stav: 'LZE_PODAT', mesicuOsvc: 12, zalohyUhrazeno: 35616 },
  { rok: 2021, stav: 'NEPOJISTEN', mesicuOsvc: 0, zalohyUhrazeno: 0 },
];
const months = (...chosen: number[]) => Array.from({ length: 12 }, (_, index) => chosen.includes(index + 1));
const empty = emptyDraft();
const fixed: OsvcFixed = { today, years };

/** Per step: values the user may send with 'Pokračovat' / 'Zpět' (valid ones first). */
const values = {
  year: {
    valid: { rok: 2025 },
    notInsured: { rok: 2021 },
    none: { rok: '' as const },
  },
  taxReturn: {
    valid: {
      priznaniTyp: 'ELEKTRONICKY',
      danovePriznani: {
        danovePriznani: true,
        danovePriznaniDatum: '2026-03-16',
        danovyRezim: 'STANDARDNI',
        povinnostZaloha: true,
        stanovenZaklad: false,
      },
    },
    // The electronic deadline for 2025 is 1 May 2026, a Friday and a holiday → Monday 4 May.
    late: {
      priznaniTyp: 'ELEKTRONICKY',
      danovePriznani: {
        danovePriznani: true,
        danovePriznaniDatum: '2026-06-01',
        danovyRezim: 'STANDARDNI',
        povinnostZaloha: true,
        stanovenZaklad: false,
      },
    },
  },
  rows: {
    valid: { radek03: 600000, radek04: 12, radek05: 12, radek06: 0, radek41: 50000, radkyRok: 2025 },
    row5AboveRow4: { radek03: 600000, radek04: 6, radek05: 12, radek06: 0, radek41: 50000, radkyRok: 2025 },
  },
  advances: {
    valid: {
      ...stepValues(empty, 'advances'),
      povinnostZalohy: { mesice: months(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), nemoc: false, zamestnani: false },
      duvodC: { zvolen: true, mesice: months(1, 2, 3), rodneCislo1: '8001010006', rodneCislo2: '' },
    },
    shortBirthNumber: { ...stepValues(empty, 'advances'), duvodC: { zvolen: true, mesice: months(1), rodneCislo1: '12', rodneCislo2: '' } },
  },
  refund: {
    valid: { preplatekVraceni: 'BANKOVNIUCET', ucet: { predcisli: '19', cislo: '2000145399', banka: '0800' } },
    badBankCode: { preplatekVraceni: 'BANKOVNIUCET', ucet: { predcisli: '', cislo: '2000145399', banka: '80' } },
  },
} satisfies Record<InputStep, Record<string, Partial<OsvcDraft>>>;

/** The messages each invalid variant shows, by field (the contract's Czech texts). */
const expectedErrors: Record<string, Record<string, string[]>> = {
  'year.notInsured': { rok: ['V daném roce jste nebyl pojištěncem.'] },
  'year.none': { rok: ['Pole je povinné'] },
  'taxReturn.late': { 'danovePriznani.danovePriznaniDatum': ['Datum nesmí být po 4. 5. 2026'] },
  'rows.row5AboveRow4': { radek05: ['Hodnota nesmí být větší než hodnota řádku 4'] },
  'advances.shortBirthNumber': { 'duvodC.rodneCislo1': ['Nedostatečná délka (minimálně 10 znaků)'] },
  'refund.badBankCode': { 'ucet.banka': ['Nesplňuje formát čísla bankovního účtu'] },
};

/** The body the valid values file — written out by hand, independently of the machine. */
const expectedBody = {
  rok: 2025,
  priznaniTyp: 'ELEKTRONICKY',
  preplatekVraceni: 'BANKOVNIUCET',
  ucet: { predcisli: '19', cislo: '2000145399', banka: '0800' },
  danovePriznani: {
    danovePriznani: true,
    danovePriznaniDatum: '2026-03-16',
    danovyRezim: 'STANDARDNI',
    povinnostZaloha: true,
    stanovenZaklad: false,
  },
  radek03: 600000,
  radek04: 12,
  radek05: 12,
  radek06: 0,
  radek41: 50000,
  povinnostZalohy: { mesice: months(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12), nemoc: false, zamestnani: false },
  duvodC: { mesice: months(1, 2, 3), rodneCislo1: '8001010006' },
};

const filed = {
  id: 7,
  rok: 2025,
  typPrehledu: 'RADNY' as const,
  platny: true,
  podano: '2026-11-21T10:00:00',
  prehled: expectedBody,
  vypocet: { radek09: 0, radek14: 300000, radek16: 40500, vyrovnani: 9500, radek51: 3375, kroky: [] },
};

/** Every step right: the draft the review shows and the body above is filed from. */
const complete: OsvcDraft = {
  ...empty,
  ...values.year.valid,
  ...values.taxReturn.valid,
  ...values.rows.valid,
  ...values.advances.valid,
  ...values.refund.valid,
};

describeMachine(
  wizardSpec({
    machine: osvcOverviewMachine,
    steps: ['year', 'taxReturn', 'rows', 'advances', 'refund'],
    fields: osvcWizardFields,
    inputs: {
      'a new overview': { fixed, draft: empty },
      'kept and complete, reload on the review': { fixed, draft: complete, step: 'review' },
      'kept with the rows of another year, reload on the review': { fixed, draft: { ...complete, radkyRok: 2024 }, step: 'review' },
      'kept without the tax return, reload on the rows': { fixed, draft: { ...complete, ...stepValues(empty, 'taxReturn') }, step: 'rows' },
      'kept up to the rows, reload on the advances': { fixed, draft: { ...complete, ...stepValues(empty, 'advances') }, step: 'advances' },
      'kept up to the advances, reload on the refund': { fixed, draft: complete, step: 'refund' },
    },
    starts: {
      'a new overview': 'year',
      'kept and complete, reload on the review': 'review',
      'kept with the rows of another year, reload on the review': 'rows',
      'kept without the tax return, reload on the rows': 'taxReturn',
      'kept up to the rows, reload on the advances': 'advances',
      'kept up to the advances, reload on the refund': 'refund',
    },
    accepted: {
      year: [values.year.valid],
      taxReturn: [values.taxReturn.valid],
      rows: [values.rows.valid],
      advances: [values.advances.valid],
      refund: [values.refund.valid],
    },
    refused: {
      year: [values.year.notInsured],
      taxReturn: [values.taxReturn.late],
      rows: [values.rows.row5AboveRow4],
      advances: [values.advances.shortBirthNumber],
      refund: [values.refund.badBankCode],
    },
    // Typing the accepted values (the graph's drafts stay few: each step holds its start, accepted or refused values).
    typed: {
      year: [values.year.valid],
      taxReturn: [values.taxReturn.valid],
      rows: [values.rows.valid],
      advances: [values.advances.valid],
      refund: [values.refund.valid],
    },
    fieldFailures: {
      year: { message: messages.badRequest, chyby: { rok: [messages.overviewNotAllowedForYear] } },
      taxReturn: { message: messages.badRequest, chyby: { 'danovePriznani.danovePriznaniDatum': ['Datum nesmí být po 4. 5. 2026'] } },
      rows: { message: messages.badRequest, chyby: { radek05: ['Hodnota nesmí být větší než hodnota řádku 4'] } },
      advances: { message: messages.badRequest, chyby: { 'duvodC.rodneCislo1': ['Nedostatečná délka (minimálně 10 znaků)'] } },
      refund: { message: messages.badRequest, chyby: { 'ucet.cislo': ['Nesplňuje formát čísla bankovního účtu'] } },
    },
    failure: { message: messages.serverError },
    answer: filed,
    errors: (f, draft, step) => osvcStepErrors(f as OsvcFixed, draft as OsvcDraft, step as InputStep),
    sent: (_, draft) => ({ body: toBody(draft as OsvcDraft) }),
    stateLimit: 40000,
    // From 'Upravit', right values after refused ones: the step's values are kept on the way back to the review.
    rows: [
      {
        from: 'year',
        when: "accepted after a refused year, opened with 'Upravit'",
        input: 'kept and complete, reload on the review',
        reach: (s) => (s.context as { editing: boolean }).editing && (s.context as { draft: OsvcDraft }).draft.rok === 2021,
        event: { type: 'wizard.next', values: values.year.valid },
        to: 'review',
        expect: (end) => expect((end.snapshot.context as { draft: OsvcDraft }).draft.rok).toBe(2025),
      },
      {
        from: 'taxReturn',
        when: "accepted after a refused date, opened with 'Upravit'",
        input: 'kept and complete, reload on the review',
        reach: (s) =>
          (s.context as { editing: boolean }).editing &&
          (s.context as { draft: OsvcDraft }).draft.danovePriznani.danovePriznaniDatum === '2026-06-01',
        event: { type: 'wizard.next', values: values.taxReturn.valid },
        to: 'review',
        expect: (end) => expect((end.snapshot.context as { draft: OsvcDraft }).draft).toEqual(complete),
      },
    ],
  }),
);

// ---- the rules, one by one --------------------------------------------------------------------------

/** A wizard on the review with every step right. */
function onReview() {
  const control = controlledActors(['submit']);
  const actor = createActor(osvcOverviewMachine.provide({ actors: control.actors as never }), {
    input: { fixed, draft: complete, step: 'review' },
  }).start();
  return { actor, control };
}

describe('osvcOverview rules', () => {
  it("each refused variant shows the contract's Czech messages at its fields", () => {
    for (const [key, expected] of Object.entries(expectedErrors)) {
      const [step, variant] = key.split('.') as [InputStep, string];
      const draft = { ...complete, ...(values[step] as Record<string, Partial<OsvcDraft>>)[variant] };
      expect(osvcStepErrors(fixed, draft, step), key).toEqual(expected);
    }
  });

  it('the complete draft files the body written out by hand, and the review computes its rows', () => {
    expect(toBody(complete)).toEqual(expectedBody);
    // 50 % × 600 000 = 300 000; 13,5 % → 40 500; 50 000 − 40 500.
    const overview = overviewOf(complete)!;
    expect([overview.radek14, overview.radek16, overview.vyrovnani, overview.radek51]).toEqual([300000, 40500, 9500, 3375]);
  });

  it('choosing a year prefills rows 4, 5, 6 and 41; the rows entered for it stay; another year prefills anew', () => {
    expect(formValuesOf(fixed, { ...empty, rok: 2025 }, 'rows')).toEqual({
      radek03: '',
      radek04: 12,
      radek05: 12,
      radek06: 12,
      radek41: 37716,
      radkyRok: 2025,
    });
    const entered = { ...complete, radek41: 1000 };
    expect(formValuesOf(fixed, entered, 'rows')).toEqual({ ...values.rows.valid, radek41: 1000 });
    expect(formValuesOf(fixed, { ...entered, rok: 2024 }, 'rows')).toEqual({
      ...values.rows.valid,
      radek06: 12,
      radek41: 35616,
      radkyRok: 2024,
    });
    // The rows of another year are not right until entered for the chosen one.
    expect(osvcStepErrors(fixed, { ...entered, rok: 2024 }, 'rows')).toEqual({ radkyRok: [messages.required] });
    // A year that cannot be filed prefills nothing; other steps start with the draft's values.
    expect(formValuesOf(fixed, { ...entered, rok: 2021 }, 'rows')).toEqual({ ...stepValues(entered, 'rows'), radkyRok: 2021 });
    expect(formValuesOf(fixed, entered, 'refund')).toEqual(values.refund.valid);
  });

  it("another year chosen with 'Upravit' walks through the rows again before the review", () => {
    const { actor } = onReview();
    actor.send({ type: 'wizard.edit', step: 'year' });
    actor.send({ type: 'wizard.next', values: { rok: 2024 } });
    expect(osvcStepOf(actor.getSnapshot())).toBe('taxReturn');
    actor.send({
      type: 'wizard.next',
      values: {
        ...values.taxReturn.valid,
        danovePriznani: { ...values.taxReturn.valid.danovePriznani, danovePriznaniDatum: '2025-03-16' },
      },
    });
    expect(osvcStepOf(actor.getSnapshot())).toBe('rows');
    actor.send({ type: 'wizard.next', values: formValuesOf(fixed, actor.getSnapshot().context.draft, 'rows') });
    expect(osvcStepOf(actor.getSnapshot())).toBe('review');
    expect(actor.getSnapshot().context.draft.radek41).toBe(35616);
  });

  it('a tax return not filed needs no date and is filed as not filed; a base reason not ticked is not filed', async () => {
    const { actor, control } = onReview();
    actor.send({ type: 'wizard.edit', step: 'taxReturn' });
    actor.send({
      type: 'wizard.next',
      values: { priznaniTyp: 'NEPODAVANO', danovePriznani: { ...values.taxReturn.late.danovePriznani, danovePriznaniDatum: 'nesmysl' } },
    });
    expect(osvcStepOf(actor.getSnapshot())).toBe('review');
    actor.send({ type: 'wizard.edit', step: 'advances' });
    actor.send({
      type: 'wizard.next',
      values: {
        ...values.advances.valid,
        duvodC: { ...values.advances.valid.duvodC, zvolen: false },
        duvodE: { zvolen: false, mesice: months(), rodneCislo1: 'xx', rodneCislo2: '' },
      },
    });
    actor.send({ type: 'wizard.confirm' });
    await flush();
    const { body } = control.calls.submit[0] as { body: Record<string, unknown> };
    expect(body.duvodC).toBeUndefined();
    expect(body.duvodE).toBeUndefined();
    expect(body.radkyRok).toBeUndefined();
    // 'Filed' follows from the type (the form no longer asks twice), whatever the draft held.
    expect(body.danovePriznani).toEqual({ danovePriznani: false, danovyRezim: 'STANDARDNI', povinnostZaloha: true, stanovenZaklad: false });
  });

  it('row 6 is flagged when it counts months a ticked base reason covers', () => {
    const draft = { ...empty, radek04: 12, radek06: 12 };
    expect(row6Limit(draft)).toBeNull();
    const withChildCare = { ...draft, duvodC: { zvolen: true, mesice: months(1, 2, 3), rodneCislo1: '', rodneCislo2: '' } };
    expect(row6Limit(withChildCare)).toBe(9);
    expect(row6Limit({ ...withChildCare, radek06: 9 })).toBeNull();
    // A reason not ticked does not count, whatever months it holds.
    expect(row6Limit({ ...draft, duvodA: { zvolen: false, mesice: months(1), rodneCislo1: '', rodneCislo2: '' } })).toBeNull();
  });

  it('illness and employment follow the advance type, and a reason files only the birth numbers it asks for', () => {
    const body = toBody({
      ...complete,
      zalohaTyp: 'NEMOC',
      povinnostZalohy: { mesice: months(), nemoc: false, zamestnani: true },
      duvodA: { zvolen: true, mesice: months(4), rodneCislo1: '8001010006', rodneCislo2: '' },
      duvodD: { zvolen: true, mesice: months(5), rodneCislo1: '8001010006', rodneCislo2: '8001010006' },
    }) as Record<string, unknown>;
    expect(body.povinnostZalohy).toEqual({ mesice: months(), nemoc: true, zamestnani: false });
    expect(body.duvodA).toEqual({ mesice: months(4) });
    expect(body.duvodD).toEqual({ mesice: months(5), rodneCislo1: '8001010006' });
  });

  it('the account is filed only for a refund to a bank account', () => {
    const refund = { preplatekVraceni: 'POUKAZKA', ucet: { predcisli: '', cislo: 'abc', banka: '' } };
    expect(osvcStepErrors(fixed, { ...complete, ...refund }, 'refund')).toEqual({});
    const body = toBody({ ...complete, ...refund }) as Record<string, unknown>;
    expect(body.preplatekVraceni).toBe('POUKAZKA');
    expect(body.ucet).toBeUndefined();
  });

  it("the server's field messages of every step: a step's form shows its own, named as its fields", () => {
    const chyby = { radek05: ['a'], 'duvodC.mesice.3': ['b'], 'ucet.cislo': ['c'], _form: ['d'] };
    expect(stepErrorsOf(chyby, 'rows')).toEqual({ radek05: ['a'] });
    expect(stepErrorsOf(chyby, 'advances')).toEqual({ 'duvodC.mesice[3]': ['b'] });
    expect(stepErrorsOf(chyby, 'refund')).toEqual({ 'ucet.cislo': ['c'] });
    expect(stepErrorsOf({ radkyRok: [messages.required] }, 'rows')).toEqual({});
  });
});
