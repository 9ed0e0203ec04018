import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { createActor, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  emptyProgrammeClaimDraft,
  programmeClaimInputSteps,
  programmeClaimMachine,
  programmeClaimViewOf,
  programmeStepErrors,
  type ProgrammeClaimDraft,
  type ProgrammeClaimInputStep,
  type ProgrammeClaimProgramme,
  type ProgrammeClaimSnapshot,
} from '../../machines/programmeClaim/programmeClaim.machine';
import type { CerpaniProgramu, ProgramNahled } from '../../contract/benefits';
import { formatDateMessage, todayIso } from '../../contract/format';
import { messages } from '../../contract/messages';
import { controlledActors, definedStates, describePath, eventsFor, flush, reachedStates, replayPath } from './path-harness';

// ---- the world ----------------------------------------------------------------------------------

const programme: ProgrammeClaimProgramme = {
  kod: 'OCKKLIST',
  kodZps: 'ZPS-2026-01',
  nazev: 'Očkování proti klíšťové encefalitidě',
  doklady: [
    { kod: 'UCTENKA', nazev: 'Doklad o zaplacení (účtenka, faktura)', povinny: true },
    { kod: 'OCKOVACI_PRUKAZ', nazev: 'Záznam v očkovacím průkazu', povinny: false },
  ],
};
const idempotencyKey = '3b8f6a52-9d1e-4c2a-8f7b-1e2d3c4b5a69';
const receiptPhoto = { id: 'soubor-1', nazev: 'uctenka.jpg', velikost: 184_220, typDokumentKod: 'UCTENKA' };

/** Per step: the values a user may send (valid first), and what the invalid ones show. */
const values = {
  receipt: {
    valid: { datumUctenka: '2026-01-15', castkaUctenka: '1250.5' },
    future: { datumUctenka: '2999-01-01', castkaUctenka: '0' },
  },
  account: {
    valid: { predcisli: '', cislo: '2108934007', banka: '0800' },
    wrongNumber: { predcisli: '', cislo: '1234567891', banka: '0800' },
  },
  documents: {
    valid: { poznamka: '', prilohy: [receiptPhoto] },
    noReceipt: { poznamka: '', prilohy: [{ ...receiptPhoto, typDokumentKod: 'OCKOVACI_PRUKAZ' }] },
  },
} satisfies Record<ProgrammeClaimInputStep, Record<string, Partial<ProgrammeClaimDraft>>>;

const expectedErrors: Record<string, Record<string, string[]>> = {
  'receipt.future': { datumUctenka: [messages.dateNotAfter(formatDateMessage(todayIso()))], castkaUctenka: [messages.min('0,01')] },
  'account.wrongNumber': { cislo: [messages.bankAccount] },
  'documents.noReceipt': { seznamPriloh: [messages.attachmentsRequired('Doklad o zaplacení (účtenka, faktura)')] },
};

/** What the valid values send — written out by hand, independently of the machine. */
const expectedSubmission = {
  body: {
    kod: 'OCKKLIST',
    castkaUctenka: 1250.5,
    datumUctenka: '2026-01-15',
    cislo: '2108934007',
    banka: '0800',
    typDokumentKod: ['UCTENKA'],
    prilohyIndex: [0],
    idempotencniKlic: idempotencyKey,
  },
  fileIds: ['soubor-1'],
};
const expectedPreviewInput = { kod: 'OCKKLIST', datumUctenka: '2026-01-15', castkaUctenka: 1250.5 };

const preview: ProgramNahled = {
  kod: 'OCKKLIST',
  kodZps: 'ZPS-2026-01',
  rok: 2026,
  nazev: programme.nazev,
  castkaUctenka: 1250.5,
  limitRocni: 1000,
  cerpano: 0,
  zbyva: 1000,
  castkaKVyplate: 1000,
  omezenoLimitem: true,
};
const answer = { id: 91, zadostId: 412, kod: 'OCKKLIST', stav: 'PRIJATO', castkaNarok: 1000 } as unknown as CerpaniProgramu;
const limitUsed = { message: messages.badRequest, chyby: { castkaUctenka: [messages.programmeLimitUsed('1 000 Kč')] } };
const accountRefused = { message: messages.badRequest, chyby: { cislo: [messages.bankAccount] } };
const noConnection = { message: messages.noConnection };

const stepVariants = (step: ProgrammeClaimInputStep) =>
  Object.values(values[step]).map((v) => ({ type: 'claim.next' as const, values: v as Partial<ProgrammeClaimDraft> }));

const events = {
  'xstate.done.actor.preview': [{ type: 'xstate.done.actor.preview', output: preview }],
  'xstate.error.actor.preview': [
    { type: 'xstate.error.actor.preview', error: limitUsed },
    { type: 'xstate.error.actor.preview', error: noConnection },
  ],
  'xstate.done.actor.submit': [{ type: 'xstate.done.actor.submit', output: answer }],
  'xstate.error.actor.submit': [
    { type: 'xstate.error.actor.submit', error: accountRefused },
    { type: 'xstate.error.actor.submit', error: noConnection },
  ],
  'claim.edit': [{ type: 'claim.edit', step: 'account' }],
  'claim.back': [{ type: 'claim.back' }],
};

/** The events of a state: the step's own value variants, typing and the browser's Back / Forward, the rest from `events`. */
const stepEvents = (snapshot: ProgrammeClaimSnapshot): Array<EventObject & Record<string, unknown>> => {
  const view = programmeClaimViewOf(snapshot);
  const general = eventsFor(events)(snapshot).filter((event) => !['claim.next', 'claim.change', 'claim.goTo'].includes(event.type));
  if ((programmeClaimInputSteps as readonly string[]).includes(view)) {
    const step = view as ProgrammeClaimInputStep;
    return [
      ...stepVariants(step),
      { type: 'claim.change', values: values[step].valid },
      { type: 'claim.goTo', step: 'receipt' },
      { type: 'claim.goTo', step: 'review' },
      ...general,
    ];
  }
  if (snapshot.can({ type: 'claim.goTo', step: 'receipt' })) return [...general, { type: 'claim.goTo', step: 'receipt' }];
  return general;
};

/** Two snapshots are one state when the screen, its messages and which steps are right agree. */
const serializeState = (snapshot: ProgrammeClaimSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    errors: snapshot.context.stepErrors,
    error: snapshot.context.error,
    editing: snapshot.context.editing,
    right: programmeClaimInputSteps.map(
      (step) => Object.keys(programmeStepErrors(snapshot.context.draft, step, programme, idempotencyKey)).length === 0,
    ),
  });

type Path = ReturnType<typeof getShortestPaths<typeof programmeClaimMachine>>[number];

/** The draft the user should have after the path: every value sent or typed, the last one winning. */
function expectedDraft(path: Path): ProgrammeClaimDraft {
  let draft = emptyProgrammeClaimDraft();
  for (const { event } of path.steps) {
    const sent = (event as { values?: Partial<ProgrammeClaimDraft> }).values;
    if (sent) draft = { ...draft, ...sent };
  }
  return draft;
}

function lastVariant(path: Path, step: ProgrammeClaimInputStep): string | null {
  const last = path.steps[path.steps.length - 1].event as { type: string; values?: unknown };
  if (last.type !== 'claim.next') return null;
  const entry = Object.entries(values[step]).find(([, v]) => v === last.values);
  return entry ? `${step}.${entry[0]}` : null;
}

const input = { programme, idempotencyKey };

async function checkPath(path: Path) {
  const control = controlledActors(['preview', 'submit']);
  const machine = programmeClaimMachine.provide({ actors: control.actors as never });
  const actor = await replayPath(path, machine, control, input);
  const snapshot = actor.getSnapshot();
  const view = programmeClaimViewOf(snapshot);
  const enteredAfter = (event: string, state: string) =>
    path.steps.filter((step) => step.event.type === event && (step.state as ProgrammeClaimSnapshot).matches(state as never)).length;

  // Nothing is sent before the review; every confirmation and every retry of a failed send
  // sends exactly once, the body of the values with the claim's idempotency key.
  const sends = enteredAfter('claim.confirm', 'submitting') + enteredAfter('claim.retry', 'submitting');
  expect(control.calls.submit).toHaveLength(sends);
  for (const call of control.calls.submit) expect(call).toEqual(expectedSubmission);
  // The payout is asked for the receipt each time the review opens, never before.
  for (const call of control.calls.preview) expect(call).toEqual(expectedPreviewInput);
  // Every value entered is kept, whichever way the user went.
  expect(snapshot.context.draft).toEqual(expectedDraft(path));

  const last: string = path.steps[path.steps.length - 1].event.type;
  switch (view) {
    case 'receipt':
    case 'account':
    case 'documents': {
      const rejected = lastVariant(path, view);
      if (last === 'xstate.error.actor.preview') {
        expect(view).toBe('receipt');
        expect(snapshot.context.stepErrors).toEqual(limitUsed.chyby);
      } else if (last === 'xstate.error.actor.submit') {
        expect(view).toBe('account');
        expect(snapshot.context.stepErrors).toEqual(accountRefused.chyby);
      } else if (rejected && expectedErrors[rejected]) {
        expect(snapshot.context.stepErrors).toEqual(expectedErrors[rejected]);
      } else if (last !== 'claim.change') {
        expect(snapshot.context.stepErrors).toEqual({});
      }
      expect(snapshot.can({ type: 'claim.confirm' })).toBe(false);
      break;
    }
    case 'previewing':
      expect(control.calls.preview.length).toBeGreaterThan(0);
      expect(snapshot.context.preview).toBeNull();
      expect(snapshot.can({ type: 'claim.confirm' })).toBe(false);
      break;
    case 'previewFailed':
      expect(snapshot.context.error).toBe(messages.noConnection);
      expect(snapshot.can({ type: 'claim.confirm' })).toBe(false);
      expect(snapshot.can({ type: 'claim.retry' })).toBe(true);
      break;
    case 'review':
      // What will be paid, from the server; every step is right.
      expect(snapshot.context.preview).toEqual(preview);
      expect(snapshot.context.error).toBeNull();
      for (const step of programmeClaimInputSteps)
        expect(programmeStepErrors(snapshot.context.draft, step, programme, idempotencyKey)).toEqual({});
      break;
    case 'submitting':
      expect(snapshot.can({ type: 'claim.confirm' })).toBe(false);
      expect(snapshot.can({ type: 'claim.retry' })).toBe(false);
      break;
    case 'failed':
      expect(snapshot.context.error).toBe(messages.noConnection);
      expect(snapshot.can({ type: 'claim.retry' })).toBe(true);
      expect(snapshot.context.answer).toBeNull();
      break;
    case 'done':
      expect(snapshot.context.answer).toEqual(answer);
      expect(snapshot.status).toBe('done');
      break;
  }
  actor.stop();
}

describe('programmeClaim machine paths', () => {
  const fromState = createActor(programmeClaimMachine, { input }).getSnapshot();
  const options = { input, fromState, events: stepEvents as never, serializeState: serializeState as never };
  const shortest = getShortestPaths(programmeClaimMachine, options);
  // Long ways to the claim: through rejected steps, Back, 'Upravit' and failed calls.
  const simple = getSimplePaths(programmeClaimMachine, {
    ...options,
    events: ((snapshot: ProgrammeClaimSnapshot) =>
      stepEvents(snapshot).filter((event) => {
        const sent = (event as { values?: unknown }).values;
        // Only the valid values, and no browser navigation or typing (they are on the shortest
        // paths; here they would only multiply the ways).
        if (event.type === 'claim.next') return Object.values(values).some((variants) => variants.valid === sent);
        if (event.type === 'xstate.error.actor.preview') return (event as { error?: unknown }).error === noConnection;
        return event.type !== 'claim.goTo' && event.type !== 'claim.change';
      })) as never,
    toState: (snapshot: ProgrammeClaimSnapshot) => snapshot.status === 'done',
  });
  const paths = [...shortest, ...simple.filter((_, index) => index % 5 === 0)];

  it('has paths to every screen', () => {
    const views = new Set(paths.map((path) => programmeClaimViewOf(path.state as ProgrammeClaimSnapshot)));
    expect([...views].sort()).toEqual([
      'account',
      'documents',
      'done',
      'failed',
      'previewFailed',
      'previewing',
      'receipt',
      'review',
      'submitting',
    ]);
  });
  it('reaches every state', () => expect(reachedStates(paths)).toEqual(definedStates(programmeClaimMachine)));
  for (const path of paths) it(describePath(path), () => checkPath(path));
});

// ---- the rules, one by one --------------------------------------------------------------------------

function start(draft?: Partial<ProgrammeClaimDraft>, step?: 'receipt' | 'account' | 'documents' | 'review') {
  const control = controlledActors(['preview', 'submit']);
  const actor = createActor(programmeClaimMachine.provide({ actors: control.actors as never }), {
    input: { ...input, draft, step },
  }).start();
  return { control, actor };
}
const allValid = { ...values.receipt.valid, ...values.account.valid, ...values.documents.valid };

describe('programmeClaim rules', () => {
  it('starts with the stored account prefilled and every step empty otherwise', () => {
    const { actor } = start({ cislo: '2108934007', banka: '0800' });
    expect(programmeClaimViewOf(actor.getSnapshot())).toBe('receipt');
    expect(actor.getSnapshot().context.draft).toEqual({ ...emptyProgrammeClaimDraft(), cislo: '2108934007', banka: '0800' });
  });

  it("a reload on the review's address resumes there for a right draft and asks for the payout; otherwise the first step that is not right", async () => {
    const { actor, control } = start(allValid, 'review');
    expect(programmeClaimViewOf(actor.getSnapshot())).toBe('previewing');
    expect(control.calls.preview).toEqual([expectedPreviewInput]);
    control.resolve('preview', preview);
    await flush();
    expect(programmeClaimViewOf(actor.getSnapshot())).toBe('review');
    const missingFile = start({ ...allValid, prilohy: [] }, 'review');
    expect(programmeClaimViewOf(missingFile.actor.getSnapshot())).toBe('documents');
    expect(missingFile.control.calls.preview).toEqual([]);
  });

  it("'Upravit' opens a step, 'Pokračovat' returns to the review and asks for the payout again", async () => {
    const { actor, control } = start(allValid, 'review');
    control.resolve('preview', preview);
    await flush();
    actor.send({ type: 'claim.edit', step: 'receipt' });
    expect(programmeClaimViewOf(actor.getSnapshot())).toBe('receipt');
    actor.send({ type: 'claim.next', values: { castkaUctenka: '300' } });
    expect(programmeClaimViewOf(actor.getSnapshot())).toBe('previewing');
    expect(control.calls.preview[1]).toEqual({ ...expectedPreviewInput, castkaUctenka: 300 });
  });

  it('a file without a document type is named under the file', () => {
    const { actor } = start({ ...values.receipt.valid, ...values.account.valid }, 'documents');
    actor.send({ type: 'claim.next', values: { prilohy: [{ ...receiptPhoto, typDokumentKod: '' }] } });
    expect(actor.getSnapshot().context.stepErrors).toEqual({
      'prilohy[0].typDokumentKod': [messages.required],
      seznamPriloh: [messages.attachmentsRequired('Doklad o zaplacení (účtenka, faktura)')],
    });
  });

  it('a retry after a failed send sends the same body with the same key; two clicks send once', async () => {
    const { actor, control } = start(allValid, 'review');
    control.resolve('preview', preview);
    await flush();
    actor.send({ type: 'claim.confirm' });
    actor.send({ type: 'claim.confirm' });
    expect(control.calls.submit).toEqual([expectedSubmission]);
    control.reject('submit', noConnection);
    await flush();
    expect(programmeClaimViewOf(actor.getSnapshot())).toBe('failed');
    actor.send({ type: 'claim.retry' });
    expect(control.calls.submit).toEqual([expectedSubmission, expectedSubmission]);
    control.resolve('submit', answer);
    await flush();
    expect(actor.getSnapshot().context.answer).toEqual(answer);
  });

  it('a general refusal sent as a form message shows that message', async () => {
    const { actor, control } = start(allValid, 'review');
    control.reject('preview', { message: messages.badRequest, chyby: { _form: ['Služba je dočasně nedostupná.'] } });
    await flush();
    expect(programmeClaimViewOf(actor.getSnapshot())).toBe('previewFailed');
    expect(actor.getSnapshot().context.error).toBe('Služba je dočasně nedostupná.');
  });
});
