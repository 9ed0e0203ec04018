import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { createActor, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  careClaimInputSteps,
  careClaimMachine,
  careClaimViewOf,
  carePayoutOf,
  careStepErrors,
  emptyCareClaimDraft,
  type CareClaimDraft,
  type CareClaimInputStep,
  type CareClaimSnapshot,
} from '../../machines/careClaim/careClaim.machine';
import type { ReimbursementKind, ProplaceniPece } from '../../contract/benefits';
import { formatDateMessage, todayIso } from '../../contract/format';
import { messages } from '../../contract/messages';
import { controlledActors, definedStates, describePath, eventsFor, flush, reachedStates, replayPath } from './path-harness';

// ---- the world: travel costs to a provider (approved by the insurer, the amount typed) -----------

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
const idempotencyKey = 'c2f0b9a4-5e61-4d8b-9a37-0f6e2d1c8b75';
const ticket = { id: 'soubor-1', nazev: 'jizdenky.jpg', velikost: 92_100, typDokumentKod: 'JIZDENKA' };
const confirmation = { id: 'soubor-2', nazev: 'potvrzeni.pdf', velikost: 41_800, typDokumentKod: 'POTVRZENI_POSKYTOVATELE' };

const values = {
  details: {
    valid: { cestaDatumOd: '2026-01-12', cestaDatumDo: '2026-01-13', castkaUctenka: '386' },
    wrongWay: { cestaDatumOd: '2026-01-13', cestaDatumDo: '2026-01-12', castkaUctenka: '' },
  },
  account: {
    valid: { predcisli: '19', cislo: '2000145399', banka: '0800', ucetAktualizace: true },
    unknownBank: { predcisli: '', cislo: '2000145399', banka: '1234', ucetAktualizace: false },
  },
  documents: {
    valid: { poznamka: 'Kontrola na klinice v Praze.', prilohy: [ticket, confirmation] },
    ticketOnly: { poznamka: '', prilohy: [ticket] },
  },
} satisfies Record<CareClaimInputStep, Record<string, Partial<CareClaimDraft>>>;

const expectedErrors: Record<string, Record<string, string[]>> = {
  'details.wrongWay': { cestaDatumDo: [messages.dateNotBefore(formatDateMessage('2026-01-13'))], castkaUctenka: [messages.required] },
  'account.unknownBank': { banka: [messages.unknownBankCode] },
  'documents.ticketOnly': { seznamPriloh: [messages.attachmentsRequired('Potvrzení poskytovatele péče')] },
};

/** What the valid values send — by hand. */
const expectedSubmission = {
  body: {
    kod: 'JIZDNE',
    castkaUctenka: 386,
    cestaDatumOd: '2026-01-12',
    cestaDatumDo: '2026-01-13',
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
const datesRefused = { message: messages.badRequest, chyby: { cestaDatumDo: [messages.tripTooLong(30)] } };
const noConnection = { message: messages.noConnection };

const events = {
  'xstate.done.actor.submit': [{ type: 'xstate.done.actor.submit', output: answer }],
  'xstate.error.actor.submit': [
    { type: 'xstate.error.actor.submit', error: datesRefused },
    { type: 'xstate.error.actor.submit', error: noConnection },
  ],
  'claim.edit': [{ type: 'claim.edit', step: 'documents' }],
  'claim.back': [{ type: 'claim.back' }],
};

const stepEvents = (snapshot: CareClaimSnapshot): Array<EventObject & Record<string, unknown>> => {
  const view = careClaimViewOf(snapshot);
  const general = eventsFor(events)(snapshot).filter((event) => !['claim.next', 'claim.change', 'claim.goTo'].includes(event.type));
  if ((careClaimInputSteps as readonly string[]).includes(view)) {
    const step = view as CareClaimInputStep;
    return [
      ...Object.values(values[step]).map((v) => ({ type: 'claim.next', values: v })),
      { type: 'claim.change', values: values[step].valid },
      { type: 'claim.goTo', step: 'details' },
      { type: 'claim.goTo', step: 'review' },
      ...general,
    ];
  }
  if (snapshot.can({ type: 'claim.goTo', step: 'details' })) return [...general, { type: 'claim.goTo', step: 'details' }];
  return general;
};

const serializeState = (snapshot: CareClaimSnapshot) =>
  JSON.stringify({
    value: snapshot.value,
    errors: snapshot.context.stepErrors,
    error: snapshot.context.error,
    editing: snapshot.context.editing,
    right: careClaimInputSteps.map((step) => Object.keys(careStepErrors(snapshot.context.draft, step, kind, idempotencyKey)).length === 0),
  });

type Path = ReturnType<typeof getShortestPaths<typeof careClaimMachine>>[number];

function expectedDraft(path: Path): CareClaimDraft {
  let draft = emptyCareClaimDraft();
  for (const { event } of path.steps) {
    const sent = (event as { values?: Partial<CareClaimDraft> }).values;
    if (sent) draft = { ...draft, ...sent };
  }
  return draft;
}

function lastVariant(path: Path, step: CareClaimInputStep): string | null {
  const last = path.steps[path.steps.length - 1].event as { type: string; values?: unknown };
  if (last.type !== 'claim.next') return null;
  const entry = Object.entries(values[step]).find(([, v]) => v === last.values);
  return entry ? `${step}.${entry[0]}` : null;
}

const input = { kind, idempotencyKey };

async function checkPath(path: Path) {
  const control = controlledActors(['submit']);
  const actor = await replayPath(path, careClaimMachine.provide({ actors: control.actors as never }), control, input);
  const snapshot = actor.getSnapshot();
  const view = careClaimViewOf(snapshot);
  const sends = path.steps.filter(
    (step) => ['claim.confirm', 'claim.retry'].includes(step.event.type) && (step.state as CareClaimSnapshot).matches('submitting'),
  ).length;

  // Nothing is sent before the review; each confirmation or retry sends once, the values' body with the claim's key.
  expect(control.calls.submit).toHaveLength(sends);
  for (const call of control.calls.submit) expect(call).toEqual(expectedSubmission);
  expect(snapshot.context.draft).toEqual(expectedDraft(path));

  const last: string = path.steps[path.steps.length - 1].event.type;
  switch (view) {
    case 'details':
    case 'account':
    case 'documents': {
      const rejected = lastVariant(path, view);
      if (last === 'xstate.error.actor.submit') {
        // The server's field message leads to the trip's step.
        expect(view).toBe('details');
        expect(snapshot.context.stepErrors).toEqual(datesRefused.chyby);
      } else if (rejected && expectedErrors[rejected]) {
        expect(snapshot.context.stepErrors).toEqual(expectedErrors[rejected]);
      } else if (last !== 'claim.change') {
        expect(snapshot.context.stepErrors).toEqual({});
      }
      expect(snapshot.can({ type: 'claim.confirm' })).toBe(false);
      break;
    }
    case 'review':
      // What will be asked: the amount paid (the approval decides the rest).
      expect(carePayoutOf(snapshot.context)).toBe(386);
      expect(snapshot.context.error).toBeNull();
      break;
    case 'submitting':
      expect(snapshot.can({ type: 'claim.confirm' })).toBe(false);
      expect(snapshot.can({ type: 'claim.retry' })).toBe(false);
      break;
    case 'failed':
      expect(snapshot.context.error).toBe(messages.noConnection);
      expect(snapshot.can({ type: 'claim.retry' })).toBe(true);
      break;
    case 'done':
      expect(snapshot.context.answer).toEqual(answer);
      expect(snapshot.status).toBe('done');
      break;
  }
  actor.stop();
}

describe('careClaim machine paths', () => {
  const fromState = createActor(careClaimMachine, { input }).getSnapshot();
  const options = { input, fromState, events: stepEvents as never, serializeState: serializeState as never };
  const shortest = getShortestPaths(careClaimMachine, options);
  const simple = getSimplePaths(careClaimMachine, {
    ...options,
    events: ((snapshot: CareClaimSnapshot) =>
      stepEvents(snapshot).filter((event) => {
        if (event.type === 'claim.next') return Object.values(values).some((variants) => variants.valid === event.values);
        return event.type !== 'claim.goTo' && event.type !== 'claim.change';
      })) as never,
    toState: (snapshot: CareClaimSnapshot) => snapshot.status === 'done',
  });
  const paths = [...shortest, ...simple.filter((_, index) => index % 5 === 0)];

  it('has paths to every screen', () => {
    const views = new Set(paths.map((path) => careClaimViewOf(path.state as CareClaimSnapshot)));
    expect([...views].sort()).toEqual(['account', 'details', 'documents', 'done', 'failed', 'review', 'submitting']);
  });
  it('reaches every state', () => expect(reachedStates(paths)).toEqual(definedStates(careClaimMachine)));
  for (const path of paths) it(describePath(path), () => checkPath(path));
});

// ---- the kinds' modes, one by one ----------------------------------------------------------------

const account = values.account.valid;
function start(k: ReimbursementKind, draft?: Partial<CareClaimDraft>, step?: 'details' | 'account' | 'documents' | 'review') {
  const control = controlledActors(['submit']);
  const actor = createActor(careClaimMachine.provide({ actors: control.actors as never }), {
    input: { kind: k, idempotencyKey, draft, step },
  }).start();
  return { control, actor };
}

describe('careClaim modes', () => {
  it('care (PECE) asks for the document date, not the trip; a date in the future is refused', () => {
    const care: ReimbursementKind = { ...kind, kod: 'ZAHRANICI', typ: 'PECE', maxDni: null, doklady: [] };
    const { actor } = start(care);
    actor.send({ type: 'claim.next', values: { castkaUctenka: '900' } });
    expect(actor.getSnapshot().context.stepErrors).toEqual({ dokladDatum: [messages.required] });
    actor.send({ type: 'claim.next', values: { dokladDatum: '2999-01-01' } });
    expect(actor.getSnapshot().context.stepErrors).toEqual({ dokladDatum: [messages.dateNotAfter(formatDateMessage(todayIso()))] });
    actor.send({ type: 'claim.next', values: { dokladDatum: '2026-02-02' } });
    expect(careClaimViewOf(actor.getSnapshot())).toBe('account');
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
    const { actor } = start(stay, { cestaDatumOd: '2026-01-01', cestaDatumDo: '2026-04-30', castkaUctenka: '5000' });
    actor.send({ type: 'claim.next', values: {} });
    expect(actor.getSnapshot().context.stepErrors).toEqual({ cestaDatumDo: [messages.tripTooLong(90)] });
    actor.send({ type: 'claim.next', values: { cestaDatumDo: '2026-01-05' } });
    expect(carePayoutOf(actor.getSnapshot().context)).toBe(2000);
    actor.send({ type: 'claim.change', values: { castkaUctenka: '1350' } });
    expect(carePayoutOf(actor.getSnapshot().context)).toBe(1350);
  });

  it('NENI needs no amount and BEZPODKLADU no documents: the fixed sum is asked, and nothing else is sent', async () => {
    const blood: ReimbursementKind = {
      ...kind,
      kod: 'DARCEKRVE',
      schvalovani: 'BEZPODKLADU',
      rezim: 'NENI',
      sazbaHal: 20_000,
      maxDni: 1,
      doklady: [],
    };
    const { actor, control } = start(
      blood,
      { ...account, cestaDatumOd: '2026-03-03', cestaDatumDo: '2026-03-03', castkaUctenka: '999' },
      'review',
    );
    expect(careClaimViewOf(actor.getSnapshot())).toBe('review');
    expect(carePayoutOf(actor.getSnapshot().context)).toBe(200);
    actor.send({ type: 'claim.confirm' });
    expect(control.calls.submit).toEqual([
      {
        body: {
          kod: 'DARCEKRVE',
          cestaDatumOd: '2026-03-03',
          cestaDatumDo: '2026-03-03',
          predcisli: '19',
          cislo: '2000145399',
          banka: '0800',
          ucetAktualizace: true,
          idempotencniKlic: idempotencyKey,
        },
        fileIds: [],
      },
    ]);
    control.resolve('submit', answer);
    await flush();
    expect(careClaimViewOf(actor.getSnapshot())).toBe('done');
  });

  it('a reload on the review with a draft that is not right lands on its first wrong step', () => {
    const { actor } = start(kind, { ...values.details.valid, ...account }, 'review');
    expect(careClaimViewOf(actor.getSnapshot())).toBe('documents');
    const early = start(kind, { ...account }, 'documents');
    expect(careClaimViewOf(early.actor.getSnapshot())).toBe('details');
  });
});
