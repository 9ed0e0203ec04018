import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { createActor, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  draftWithUnsaved,
  emptyDraft,
  formValuesOf,
  isDownloadingPdf,
  osvcOverviewMachine,
  osvcViewOf,
  overviewOf,
  reachableStep,
  stepValues,
  wizardSteps,
  type InputStep,
  type OsvcDraft,
  type OsvcOverviewSnapshot,
  type OverviewYear,
  row6Limit,
} from '../../machines/osvcOverview/osvcOverview.machine';
import { cs } from '../../src/texts/cs';
import { controlledActors, definedStates, describePath, eventsFor, flush, reachedStates, replayPath } from './path-harness';

// ---- the world ----------------------------------------------------------------------------------

const today = '2026-11-21';
const years: OverviewYear[] = [
  { rok: 2025, stav: 'LZE_PODAT', mesicuOsvc: 12, zalohyUhrazeno: 37716 },
  { rok: 2024, stav: 'LZE_PODAT', mesicuOsvc: 12, zalohyUhrazeno: 35616 },
  { rok: 2021, stav: 'NEPOJISTEN', mesicuOsvc: 0, zalohyUhrazeno: 0 },
];
const months = (...chosen: number[]) => Array.from({ length: 12 }, (_, index) => chosen.includes(index + 1));
const empty = emptyDraft();

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
    valid: { radek03: 600000, radek04: 12, radek05: 12, radek06: 0, radek41: 50000 },
    row5AboveRow4: { radek03: 600000, radek04: 6, radek05: 12, radek06: 0, radek41: 50000 },
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
  'taxReturn.late': { 'danovePriznani.danovePriznaniDatum': ['Datum nesmí být po 04.05.2026'] },
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
const serverFieldError = { message: 'Formulář obsahuje chyby.', chyby: { 'ucet.cislo': ['Nesplňuje formát čísla bankovního účtu'] } };
const serverDown = { message: 'Služba je dočasně nedostupná.' };
const pdf = { blob: new Blob(['%PDF-1.7']), fileName: 'prehled-osvc-2025.pdf' };

const nextEvents = (step: InputStep) =>
  Object.values(values[step]).map((v) => ({ type: 'osvc.next' as const, values: v as Partial<OsvcDraft> }));
const eventsByStep: Record<string, (EventObject & { values?: Partial<OsvcDraft> })[]> = {
  year: nextEvents('year'),
  taxReturn: [...nextEvents('taxReturn'), { type: 'osvc.back', values: values.taxReturn.valid }],
  rows: [...nextEvents('rows'), { type: 'osvc.back', values: values.rows.valid }],
  advances: [...nextEvents('advances'), { type: 'osvc.back', values: values.advances.valid }],
  refund: [...nextEvents('refund'), { type: 'osvc.back', values: values.refund.valid }],
};

const events = {
  'xstate.done.actor.loadYears': [{ type: 'xstate.done.actor.loadYears', output: years }],
  'xstate.error.actor.loadYears': [{ type: 'xstate.error.actor.loadYears', error: serverDown }],
  'xstate.done.actor.submitOverview': [{ type: 'xstate.done.actor.submitOverview', output: filed }],
  'xstate.error.actor.submitOverview': [
    { type: 'xstate.error.actor.submitOverview', error: serverFieldError },
    { type: 'xstate.error.actor.submitOverview', error: serverDown },
  ],
  'xstate.done.actor.downloadPdf': [{ type: 'xstate.done.actor.downloadPdf', output: pdf }],
  'xstate.error.actor.downloadPdf': [{ type: 'xstate.error.actor.downloadPdf', error: serverDown }],
  'osvc.edit': [{ type: 'osvc.edit', step: 'rows' }],
  'osvc.back': [{ type: 'osvc.back', values: {} }],
};

/**
 * The browser's Back / Forward on a step (`osvc.goTo`): to the first step and to the one before —
 * the steps the history holds. Typing (`osvc.change`) sends the step's valid values.
 */
function urlEvents(view: string): EventObject[] {
  const index = wizardSteps.indexOf(view as never);
  if (index < 0) return [];
  const targets = [...new Set([wizardSteps[0], wizardSteps[Math.max(0, index - 1)]])].filter((step) => step !== view);
  const change = view === 'review' ? [] : [{ type: 'osvc.change', values: values[view as InputStep].valid }];
  return [...change, ...targets.map((step) => ({ type: 'osvc.goTo', step }))];
}

/** The events of a state: the step's own value variants, the rest from `events`. */
const stepEvents = (snapshot: OsvcOverviewSnapshot): EventObject[] => {
  const view = osvcViewOf(snapshot);
  const own = [...(eventsByStep[view] ?? []), ...urlEvents(view)];
  const general = eventsFor(events)(snapshot).filter((event) => event.type !== 'osvc.change' && event.type !== 'osvc.goTo');
  if (!eventsByStep[view]) return [...own, ...general];
  return [...own, ...general.filter((event) => event.type !== 'osvc.next' && event.type !== 'osvc.back')];
};

/** Two snapshots are the same state when the screen and its messages agree (the values are checked per path by the model below). */
const serializeState = (snapshot: OsvcOverviewSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    errors: snapshot.context.stepErrors,
    submitError: snapshot.context.submitError,
    editing: snapshot.context.editing,
    // Typed but not handed over: a state of its own, so typing is on the paths.
    unsaved: snapshot.context.unsaved?.step ?? null,
  });

type Path = ReturnType<typeof getShortestPaths<typeof osvcOverviewMachine>>[number];

function world() {
  const toasts: string[] = [];
  const saved: string[] = [];
  const control = controlledActors(['loadYears', 'submitOverview', 'downloadPdf']);
  const machine = osvcOverviewMachine.provide({
    actors: control.actors as never,
    actions: {
      notifyDownloadStarted: () => toasts.push(cs.STAHOVANI_SOUBORU),
      notifyDownloadDone: () => toasts.push(cs.SOUBOR_STAZEN),
      notifyDownloadFailed: () => toasts.push(cs.SOUBOR_CHYBA_STAHOVANI),
      saveFile: (_, params) => saved.push(params.file.fileName),
    },
  });
  return { toasts, saved, control, machine };
}

// ---- an independent model of what the user entered --------------------------------------------

const stepOfEventValues = (sent: Partial<OsvcDraft>): InputStep | null => {
  if ('rok' in sent) return 'year';
  if ('priznaniTyp' in sent) return 'taxReturn';
  if ('radek03' in sent) return 'rows';
  if ('povinnostZalohy' in sent) return 'advances';
  if ('preplatekVraceni' in sent) return 'refund';
  return null;
};

/** The values each step should hold after the path (also those only typed): the last ones sent or typed, and the year's prefill. */
function expectedDraft(path: Path): OsvcDraft {
  let draft = emptyDraft();
  for (const { event } of path.steps) {
    const sent = (event as { values?: Partial<OsvcDraft> }).values;
    if (!sent) continue;
    const step = stepOfEventValues(sent);
    if (!step) continue;
    if (step === 'year' && sent.rok !== draft.rok && sent.rok === 2025)
      draft = { ...draft, radek04: 12, radek05: 12, radek06: 12, radek41: 37716 };
    draft = { ...draft, ...sent };
  }
  return draft;
}

function lastVariant(path: Path, step: InputStep): string | null {
  for (let index = path.steps.length - 1; index >= 0; index -= 1) {
    const event = path.steps[index].event as { type: string; values?: Partial<OsvcDraft> };
    if (event.type !== 'osvc.next' || !event.values || stepOfEventValues(event.values) !== step) continue;
    const entry = Object.entries(values[step]).find(([, v]) => v === event.values);
    return entry ? `${step}.${entry[0]}` : null;
  }
  return null;
}

async function checkPath(path: Path) {
  const w = world();
  const actor = await replayPath(path, w.machine, w.control, { today });
  const snapshot = actor.getSnapshot();
  const view = osvcViewOf(snapshot);
  const types: string[] = path.steps.map((step) => step.event.type);
  const submits = types.filter((type) => type === 'osvc.submit').length;
  // Typing changes no message: the last event that can is what counts.
  const settling = types.filter((type) => type !== 'osvc.change');

  // Nothing is sent before the review, and every submit sends exactly the body of the values.
  expect(w.control.calls.submitOverview).toHaveLength(submits);
  for (const call of w.control.calls.submitOverview) expect(call).toEqual({ body: expectedBody });
  // Every value entered is kept — whichever way the user went (Back in the wizard or the browser, a
  // rejected step, a failed submit), also what was only typed.
  expect(draftWithUnsaved(snapshot.context)).toEqual(expectedDraft(path));
  // A year that cannot be filed is never passed.
  if (!['loading', 'loadFailed', 'year', 'done'].includes(view)) expect(snapshot.context.draft.rok).toBe(2025);

  const lastEvent = settling[settling.length - 1];
  switch (view) {
    case 'year':
    case 'taxReturn':
    case 'rows':
    case 'advances':
    case 'refund': {
      const rejected = lastEvent === 'osvc.next' ? lastVariant(path, view) : null;
      if (lastEvent === 'xstate.error.actor.submitOverview') {
        // The server's field message leads to its step, with the server's message.
        expect(view).toBe('refund');
        expect(snapshot.context.stepErrors).toEqual(serverFieldError.chyby);
        expect(snapshot.context.submitError).toBe(serverFieldError.message);
      } else if (rejected) {
        // 'Pokračovat' with wrong values stays on the step with the contract's message.
        expect(snapshot.context.stepErrors).toEqual(expectedErrors[rejected]);
      } else {
        expect(snapshot.context.stepErrors).toEqual({});
      }
      break;
    }
    case 'review': {
      // The computed rows of the values: 50 % × 600 000 = 300 000; 13,5 % → 40 500; 50 000 − 40 500.
      const overview = overviewOf(snapshot.context.draft)!;
      expect([overview.radek14, overview.radek16, overview.vyrovnani, overview.radek51]).toEqual([300000, 40500, 9500, 3375]);
      expect(snapshot.context.submitError).toBe(lastEvent === 'xstate.error.actor.submitOverview' ? serverDown.message : null);
      expect(snapshot.can({ type: 'osvc.submit' })).toBe(true);
      break;
    }
    case 'submitting':
      expect(w.control.calls.submitOverview.length).toBeGreaterThan(0);
      break;
    case 'submitted': {
      expect(snapshot.context.result).toEqual(filed);
      const downloads = types.filter((type) => type === 'osvc.pdf').length;
      // The PDF is of the filed body; a toast for the start and one for the end of each download.
      expect(w.control.calls.downloadPdf).toHaveLength(downloads);
      for (const call of w.control.calls.downloadPdf) expect(call).toEqual({ body: expectedBody });
      const done = types.filter((type) => type === 'xstate.done.actor.downloadPdf').length;
      const failed = types.filter((type) => type === 'xstate.error.actor.downloadPdf').length;
      expect(w.saved).toEqual(Array.from({ length: done }, () => pdf.fileName));
      expect(w.toasts.filter((toast) => toast === cs.STAHOVANI_SOUBORU)).toHaveLength(downloads);
      expect(w.toasts.filter((toast) => toast === cs.SOUBOR_STAZEN)).toHaveLength(done);
      expect(w.toasts.filter((toast) => toast === cs.SOUBOR_CHYBA_STAHOVANI)).toHaveLength(failed);
      expect(isDownloadingPdf(snapshot)).toBe(downloads > done + failed);
      break;
    }
    case 'loadFailed':
      expect(snapshot.context.loadError).toEqual(serverDown);
      expect(snapshot.can({ type: 'osvc.retry' })).toBe(true);
      break;
    case 'done':
      expect(snapshot.status).toBe('done');
      break;
    case 'loading':
      expect(w.control.calls.loadYears.length).toBeGreaterThan(0);
      break;
  }
  actor.stop();
}

describe('osvcOverview machine paths', () => {
  const input = { today };
  const fromState = createActor(osvcOverviewMachine, { input }).getSnapshot();
  const options = { input, fromState, events: stepEvents as never, serializeState: serializeState as never };
  const shortest = getShortestPaths(osvcOverviewMachine, options);
  // Long ways to the confirmation: through a rejected step, Back, 'Upravit' and failed submits.
  const simple = getSimplePaths(osvcOverviewMachine, {
    ...options,
    events: ((snapshot: OsvcOverviewSnapshot) =>
      stepEvents(snapshot).filter((event) => {
        const sent = (event as { values?: unknown }).values;
        // only the valid values and one rejected variant per step keep the graph small
        if (event.type === 'osvc.next')
          return Object.values(values).some((variants) =>
            Object.values(variants)
              .slice(0, 2)
              .includes(sent as never),
          );
        // The browser's Back / Forward and typing are on the shortest paths; here they would only multiply the ways.
        return (
          event.type !== 'xstate.error.actor.loadYears' &&
          event.type !== 'osvc.pdf' &&
          event.type !== 'osvc.goTo' &&
          event.type !== 'osvc.change'
        );
      })) as never,
    toState: (snapshot: OsvcOverviewSnapshot) => snapshot.matches('submitted'),
  });
  const paths = [...shortest, ...simple.filter((_, index) => index % 4 === 0)];

  it('has paths to every screen', () => {
    const views = new Set(paths.map((path) => osvcViewOf(path.state as OsvcOverviewSnapshot)));
    for (const view of [
      'loading',
      'loadFailed',
      'year',
      'taxReturn',
      'rows',
      'advances',
      'refund',
      'review',
      'submitting',
      'submitted',
      'done',
    ])
      expect(views).toContain(view);
  });
  it('reaches every state', () => expect(reachedStates(paths)).toEqual(definedStates(osvcOverviewMachine)));
  for (const path of paths) it(describePath(path), () => checkPath(path));
});

// ---- the rules, one by one --------------------------------------------------------------------------

async function startAt(step: 'year' | 'review') {
  const w = world();
  const actor = createActor(w.machine, { input: { today } }).start();
  w.control.resolve('loadYears', years);
  await flush();
  if (step === 'review') {
    for (const s of ['year', 'taxReturn', 'rows', 'advances', 'refund'] as const)
      actor.send({ type: 'osvc.next', values: values[s].valid });
  }
  return { ...w, actor };
}

describe('osvcOverview rules', () => {
  it('choosing a year prefills rows 4, 5, 6 and 41; going back and choosing it again keeps what the user changed', async () => {
    const { actor } = await startAt('year');
    actor.send({ type: 'osvc.next', values: { rok: 2025 } });
    expect(stepValues(actor.getSnapshot().context.draft, 'rows')).toEqual({
      radek03: '',
      radek04: 12,
      radek05: 12,
      radek06: 12,
      radek41: 37716,
    });
    actor.send({ type: 'osvc.next', values: values.taxReturn.valid });
    actor.send({ type: 'osvc.back', values: { ...values.rows.valid, radek41: 1000 } });
    actor.send({ type: 'osvc.back', values: values.taxReturn.valid });
    actor.send({ type: 'osvc.next', values: { rok: 2025 } });
    expect(actor.getSnapshot().context.draft.radek41).toBe(1000);
    // Another year prefills anew.
    actor.send({ type: 'osvc.back', values: values.taxReturn.valid });
    actor.send({ type: 'osvc.next', values: { rok: 2024 } });
    expect(actor.getSnapshot().context.draft.radek41).toBe(35616);
  });

  it("'Upravit' on the review opens the step, and 'Pokračovat' returns to the review", async () => {
    const { actor } = await startAt('review');
    expect(osvcViewOf(actor.getSnapshot())).toBe('review');
    actor.send({ type: 'osvc.edit', step: 'taxReturn' });
    expect(osvcViewOf(actor.getSnapshot())).toBe('taxReturn');
    actor.send({ type: 'osvc.next', values: { ...values.taxReturn.valid, priznaniTyp: 'PORADCE' } });
    expect(osvcViewOf(actor.getSnapshot())).toBe('review');
    expect(actor.getSnapshot().context.draft.priznaniTyp).toBe('PORADCE');
  });

  it('a tax return not filed needs no date and is filed as not filed; a base reason not ticked is not filed', async () => {
    const { actor, control } = await startAt('review');
    actor.send({ type: 'osvc.edit', step: 'taxReturn' });
    actor.send({
      type: 'osvc.next',
      values: { priznaniTyp: 'NEPODAVANO', danovePriznani: { ...values.taxReturn.late.danovePriznani, danovePriznaniDatum: 'nesmysl' } },
    });
    expect(osvcViewOf(actor.getSnapshot())).toBe('review');
    actor.send({ type: 'osvc.edit', step: 'advances' });
    actor.send({
      type: 'osvc.next',
      values: {
        ...values.advances.valid,
        duvodC: { ...values.advances.valid.duvodC, zvolen: false },
        duvodE: { zvolen: false, mesice: months(), rodneCislo1: 'xx', rodneCislo2: '' },
      },
    });
    actor.send({ type: 'osvc.submit' });
    const { body } = control.calls.submitOverview[0] as { body: Record<string, unknown> };
    expect(body.duvodC).toBeUndefined();
    expect(body.duvodE).toBeUndefined();
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

  it('illness and employment follow the advance type, and a reason files only the birth numbers it asks for', async () => {
    const { actor, control } = await startAt('review');
    actor.send({ type: 'osvc.edit', step: 'advances' });
    actor.send({
      type: 'osvc.next',
      values: {
        ...values.advances.valid,
        zalohaTyp: 'NEMOC',
        povinnostZalohy: { mesice: months(), nemoc: false, zamestnani: true },
        duvodA: { zvolen: true, mesice: months(4), rodneCislo1: '8001010006', rodneCislo2: '' },
        duvodD: { zvolen: true, mesice: months(5), rodneCislo1: '8001010006', rodneCislo2: '8001010006' },
      },
    });
    actor.send({ type: 'osvc.submit' });
    const { body } = control.calls.submitOverview[0] as { body: Record<string, unknown> };
    expect(body.povinnostZalohy).toEqual({ mesice: months(), nemoc: true, zamestnani: false });
    expect(body.duvodA).toEqual({ mesice: months(4) });
    expect(body.duvodD).toEqual({ mesice: months(5), rodneCislo1: '8001010006' });
  });

  it('the account is filed only for a refund to a bank account', async () => {
    const { actor, control } = await startAt('review');
    actor.send({ type: 'osvc.back', values: {} });
    actor.send({ type: 'osvc.next', values: { preplatekVraceni: 'POUKAZKA', ucet: { predcisli: '', cislo: 'abc', banka: '' } } });
    expect(osvcViewOf(actor.getSnapshot())).toBe('review');
    actor.send({ type: 'osvc.submit' });
    const { body } = control.calls.submitOverview[0] as { body: Record<string, unknown> };
    expect(body.preplatekVraceni).toBe('POUKAZKA');
    expect(body.ucet).toBeUndefined();
  });

  it('a server message of a field of an earlier step opens that step; fixing it returns to the review', async () => {
    const { actor, control } = await startAt('review');
    actor.send({ type: 'osvc.submit' });
    control.reject('submitOverview', {
      message: 'Formulář obsahuje chyby.',
      chyby: { radek05: ['Hodnota nesmí být větší než hodnota řádku 4'], 'ucet.cislo': ['x'] },
    });
    await flush();
    expect(osvcViewOf(actor.getSnapshot())).toBe('rows');
    expect(actor.getSnapshot().context.stepErrors).toEqual({ radek05: ['Hodnota nesmí být větší než hodnota řádku 4'] });
    actor.send({ type: 'osvc.next', values: values.rows.valid });
    expect(osvcViewOf(actor.getSnapshot())).toBe('review');
    expect(actor.getSnapshot().context.submitError).toBeNull();
  });

  it("a reload resumes at the URL's step with the kept draft and the values typed there", async () => {
    const w = world();
    const kept = { ...empty, ...values.year.valid, radek04: 12, radek05: 12, radek06: 12, radek41: 37716, ...values.taxReturn.valid };
    const typed = { ...values.rows.valid, radek03: 123456 };
    const actor = createActor(w.machine, { input: { today, draft: kept, unsaved: { step: 'rows', values: typed }, step: 'rows' } }).start();
    w.control.resolve('loadYears', years);
    await flush();
    expect(osvcViewOf(actor.getSnapshot())).toBe('rows');
    expect(formValuesOf(actor.getSnapshot(), 'rows')).toEqual(typed);
    // Back in the browser keeps what was typed on the step left.
    actor.send({ type: 'osvc.goTo', step: 'taxReturn' });
    expect(osvcViewOf(actor.getSnapshot())).toBe('taxReturn');
    expect(actor.getSnapshot().context.draft.radek03).toBe(123456);
  });

  it('a step beyond what the draft allows falls back to the first step that is not right', async () => {
    const w = world();
    const actor = createActor(w.machine, { input: { today, draft: { ...empty, rok: 2025 }, step: 'review' } }).start();
    w.control.resolve('loadYears', years);
    await flush();
    expect(osvcViewOf(actor.getSnapshot())).toBe('taxReturn');
    actor.send({ type: 'osvc.goTo', step: 'advances' });
    expect(osvcViewOf(actor.getSnapshot())).toBe('taxReturn');
    // Without a step the wizard starts at the beginning.
    const fresh = createActor(w.machine, { input: { today } }).start();
    expect(reachableStep(empty, 'review', today, years)).toBe('year');
    expect(osvcViewOf(fresh.getSnapshot())).toBe('loading');
  });
});
