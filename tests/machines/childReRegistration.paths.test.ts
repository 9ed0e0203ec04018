import { getShortestPaths } from 'xstate/graph';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  childReRegistrationMachine,
  reregistrationBodyOf,
  reregistrationDraftOf,
  reregistrationStateOf,
  reregistrationStepErrors,
  reregistrationSteps,
  type ChildReRegistrationContext,
  type ChildReRegistrationInput,
} from '../../machines/childReRegistration/childReRegistration.machine';
import {
  communicationMessages,
  preregistraceVlozitSchema,
  type NavrhAdresy,
  type PreregistraceOdpoved,
} from '../../contract/communication';
import type { CallFailure } from '../../contract/errors';
import { messages } from '../../contract/messages';
import { birthNumber } from '../../server/seed/birth-number';
import { controlledActors, definedStates, describePath, eventsFor, flush, reachedStates, replayPath } from './path-harness';

const today = '2026-11-24';
const matyas = { jmeno: 'Matyáš', prijmeni: 'Dvořák', rocis: birthNumber('2019-08-07', false, 451) };
const adult = { rocis: birthNumber('2004-11-20', false, 174) };
const pankraci: NavrhAdresy = {
  kodRuian: '21017512',
  ulice: 'Na Pankráci 1062/58',
  obec: 'Praha 4',
  castObce: 'Nusle',
  psc: '140 00',
  text: 'Na Pankráci 1062/58, Nusle, 140 00 Praha 4',
};
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
const tooSoon: CallFailure = { message: messages.badRequest, chyby: { rocis: [communicationMessages.insurerChangeTooSoon('01.07.2028')] } };
const offline: CallFailure = { message: messages.noConnection };

const events = {
  'reregistration.change': [
    { type: 'reregistration.change', values: matyas },
    { type: 'reregistration.change', values: adult },
    { type: 'reregistration.change', values: { puvodniZP: '111' } },
    { type: 'reregistration.change', values: { puvodniZP: '209' } },
    { type: 'reregistration.change', values: { adresaTrvalaVolba: 'SHODNA_ZASTUPCE' } },
    { type: 'reregistration.change', values: { adresaTrvalaVolba: 'JINA_ADRESA' } },
  ],
  'reregistration.addressChosen': [{ type: 'reregistration.addressChosen', field: 'adresaTrvala', address: pankraci }],
  'reregistration.next': [{ type: 'reregistration.next' }],
  'reregistration.back': [{ type: 'reregistration.back' }],
  'reregistration.goTo': reregistrationSteps.map((step) => ({ type: 'reregistration.goTo', step })),
  'reregistration.confirm': [{ type: 'reregistration.confirm' }],
  'reregistration.retry': [{ type: 'reregistration.retry' }],
  'xstate.done.actor.submit': [{ type: 'xstate.done.actor.submit', output: answer }],
  'xstate.error.actor.submit': [
    { type: 'xstate.error.actor.submit', error: tooSoon },
    { type: 'xstate.error.actor.submit', error: offline },
  ],
};

let keys = 0;
const input: ChildReRegistrationInput = { today, createKey: () => `klic-${++keys}` };
const accepted = (context: ChildReRegistrationContext) =>
  reregistrationSteps.map((step) => Object.keys(reregistrationStepErrors(step, context)).length === 0);
const traversal = {
  input: { today, createKey: () => 'klic' },
  events: eventsFor(events) as never,
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as ChildReRegistrationContext;
    return JSON.stringify([
      snapshot.value,
      accepted(context),
      context.values.adresaTrvalaVolba,
      context.values.adresaTrvala?.kodRuian ?? null,
      context.key !== null,
      context.attempts,
      context.error !== null,
      Object.keys(context.fieldErrors).sort(),
    ]);
  },
};

type Path = ReturnType<typeof getShortestPaths<typeof childReRegistrationMachine>>[number];

async function checkPath(path: Path) {
  keys = 0;
  const control = controlledActors(['submit']);
  const actor = await replayPath(path, childReRegistrationMachine.provide({ actors: control.actors as never }), control, input);
  const snapshot = actor.getSnapshot();
  const context = snapshot.context;
  const state = reregistrationStateOf(snapshot);

  // One call per confirmation on the review and per retry — nothing before the review, one key.
  const expectedSends = path.steps.filter((step, index) => {
    const before = index === 0 ? null : (path.steps[index - 1].state as AnyMachineSnapshot).value;
    return (
      (step.event.type === 'reregistration.confirm' && before === 'review') ||
      (step.event.type === 'reregistration.retry' && before === 'failed')
    );
  }).length;
  const calls = control.calls.submit as Array<{ body: Record<string, unknown>; key: string }>;
  expect(calls).toHaveLength(expectedSends);
  for (const call of calls) {
    expect(preregistraceVlozitSchema.safeParse(call.body).success).toBe(true);
    expect(call.body).toMatchObject({ jmeno: 'Matyáš', rocis: matyas.rocis, puvodniZP: '111' });
    // An address chosen from the suggestions is sent with its RÚIAN code.
    if (call.body.adresaTrvalaVolba === 'JINA_ADRESA')
      expect(call.body.adresaTrvala).toMatchObject({ kodRuian: pankraci.kodRuian, obec: 'Praha 4' });
    else expect(call.body.adresaTrvala).toBeUndefined();
    expect(call.key).toBe('klic-1');
  }

  const last = path.steps[path.steps.length - 1].event.type as string;
  const before = path.steps.length > 1 ? (path.steps[path.steps.length - 2].state as AnyMachineSnapshot).value : null;
  switch (state) {
    case 'child':
    case 'insurer':
    case 'address': {
      const index = reregistrationSteps.indexOf(state);
      expect(accepted(context).slice(0, index).every(Boolean)).toBe(true);
      if (last === 'reregistration.next')
        expect(context.fieldErrors).toEqual(before === state ? reregistrationStepErrors(state, context) : {});
      if (last === 'xstate.error.actor.submit') {
        expect(state).toBe('child');
        expect(context.fieldErrors).toEqual(tooSoon.chyby);
      }
      expect(reregistrationDraftOf(snapshot)).toEqual({ values: context.values, key: context.key });
      break;
    }
    case 'review':
      expect(accepted(context).every(Boolean)).toBe(true);
      expect(preregistraceVlozitSchema.safeParse(reregistrationBodyOf(context.values)).success).toBe(true);
      break;
    case 'submitting':
      expect(snapshot.can({ type: 'reregistration.confirm' })).toBe(false);
      break;
    case 'failed':
      expect(context.error).toBe(messages.noConnection);
      expect(snapshot.can({ type: 'reregistration.retry' })).toBe(true);
      break;
    case 'done':
      // The confirmation states the day the change takes effect, as the server computed it.
      expect(context.answer?.ucinnostOd).toBe(answer.ucinnostOd);
      expect(reregistrationDraftOf(snapshot)).toBeNull();
      break;
  }
  actor.stop();
}

describe('child re-registration machine paths', () => {
  const paths = getShortestPaths(childReRegistrationMachine, traversal as never);
  it('reaches every state, a chosen address and a retry among the ways', () => {
    expect(reachedStates(paths)).toEqual(definedStates(childReRegistrationMachine));
    expect(paths.some((path) => path.steps.some((step) => step.event.type === 'reregistration.retry'))).toBe(true);
    expect(
      paths.some(
        (path) =>
          reregistrationStateOf(path.state) === 'done' && path.steps.some((step) => step.event.type === 'reregistration.addressChosen'),
      ),
    ).toBe(true);
  });
  for (const path of paths) it(describePath(path), () => checkPath(path));
});

describe('child re-registration machine', () => {
  const start = (extra: Partial<ChildReRegistrationInput> = {}) => {
    const control = controlledActors(['submit']);
    const actor = createActor(childReRegistrationMachine.provide({ actors: control.actors as never }), {
      input: { today, createKey: () => 'jediny-klic', ...extra },
    }).start();
    return { actor, control };
  };

  it('refuses an adult, this insurer and a missing address with the contract messages', () => {
    const { actor } = start();
    actor.send({ type: 'reregistration.change', values: { ...matyas, rocis: adult.rocis } });
    actor.send({ type: 'reregistration.next' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ rocis: [communicationMessages.childNotChild] });
    actor.send({ type: 'reregistration.change', values: matyas });
    actor.send({ type: 'reregistration.next' });
    actor.send({ type: 'reregistration.change', values: { puvodniZP: '209' } });
    actor.send({ type: 'reregistration.next' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ puvodniZP: [communicationMessages.ownInsurer] });
    actor.send({ type: 'reregistration.change', values: { puvodniZP: '205' } });
    actor.send({ type: 'reregistration.next' });
    actor.send({ type: 'reregistration.change', values: { adresaTrvalaVolba: 'JINA_ADRESA' } });
    actor.send({ type: 'reregistration.next' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ adresaTrvala: [messages.required] });
  });

  it('typing over a chosen address drops its register code', () => {
    const { actor } = start({
      draft: {
        values: {
          ...matyas,
          puvodniZP: '111',
          adresaTrvalaVolba: '',
          adresaTrvala: null,
          adresaKontaktniVolba: 'SHODNA_TRVALA',
          adresaKontaktni: null,
        },
        key: null,
      },
      step: 'address',
    });
    expect(actor.getSnapshot().value).toBe('address');
    actor.send({ type: 'reregistration.addressChosen', field: 'adresaTrvala', address: pankraci });
    expect(actor.getSnapshot().context.values.adresaTrvala).toEqual({
      ulice: 'Na Pankráci 1062/58',
      obec: 'Praha 4',
      psc: '140 00',
      kodRuian: '21017512',
    });
    actor.send({
      type: 'reregistration.change',
      values: { adresaTrvala: { ulice: 'Na Pankráci 1062/60', obec: 'Praha 4', psc: '140 00' } },
    });
    expect(actor.getSnapshot().context.values.adresaTrvala).toEqual({ ulice: 'Na Pankráci 1062/60', obec: 'Praha 4', psc: '140 00' });
  });

  it('sends once per confirmation and retries with the same key', async () => {
    const { actor, control } = start({
      draft: {
        values: {
          ...matyas,
          puvodniZP: '111',
          adresaTrvalaVolba: 'SHODNA_ZASTUPCE',
          adresaTrvala: null,
          adresaKontaktniVolba: 'SHODNA_TRVALA',
          adresaKontaktni: null,
        },
        key: null,
      },
      step: 'review',
    });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'reregistration.confirm' });
    actor.send({ type: 'reregistration.confirm' });
    expect(control.calls.submit).toHaveLength(1);
    control.reject('submit', offline);
    await flush();
    actor.send({ type: 'reregistration.retry' });
    expect(control.calls.submit.map((call) => (call as { key: string }).key)).toEqual(['jediny-klic', 'jediny-klic']);
  });
});
