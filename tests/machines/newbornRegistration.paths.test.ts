import { getShortestPaths } from 'xstate/graph';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  newbornBodyOf,
  newbornDraftOf,
  newbornRegistrationMachine,
  newbornStateOf,
  newbornStepErrors,
  newbornSteps,
  type NewbornRegistrationContext,
  type NewbornRegistrationInput,
} from '../../machines/newbornRegistration/newbornRegistration.machine';
import { communicationMessages, novorozenecVlozitSchema, type NovorozenecOdpoved } from '../../contract/communication';
import type { CallFailure } from '../../contract/errors';
import { addDaysIso } from '../../contract/format';
import { messages } from '../../contract/messages';
import { birthNumber } from '../../server/seed/birth-number';
import { controlledActors, definedStates, describePath, eventsFor, flush, reachedStates, replayPath } from './path-harness';

// The world: today, a mother insured here, twins born ten days ago.
const today = '2026-11-24';
const mother = birthNumber('1986-03-14', true, 100);
const father = birthNumber('1984-01-10', false, 120);
const born = addDaysIso(today, -10);
const eliska = { rocis: birthNumber(born, true, 601), jmeno: 'Eliška', prijmeni: 'Dvořáková' };
const ema = { rocis: birthNumber(born, true, 612), jmeno: 'Ema', prijmeni: 'Dvořáková' };
const certificate = (name: string) => ({ name, size: 20_000, type: 'application/pdf' });

const answer: NovorozenecOdpoved = {
  zadost: {
    id: 91,
    typ: 'NOVOROZENEC',
    datum: '2026-11-24T09:00:00.000Z',
    stav: 'PRIJATO',
    adresaOdeslani: null,
    popis: 'Eliška Dvořáková, Ema Dvořáková',
  },
  deti: [
    { jmeno: 'Eliška', prijmeni: 'Dvořáková', rocis: eliska.rocis, narozen: `${born}T00:00:00`, zvonekPrihlaskaDo: '2027-11-13T00:00:00' },
  ],
  pobocka: { kod: 'MB', nazev: 'Mladá Boleslav, Husova 302' },
};
const notInsured: CallFailure = { message: messages.badRequest, chyby: { rocisMatka: [communicationMessages.motherNotInsured] } };
const noCertificate: CallFailure = { message: messages.badRequest, chyby: { 'prilohy.1': [communicationMessages.certificateMissing] } };
const offline: CallFailure = { message: messages.noConnection };

const events = {
  'newborn.change': [
    { type: 'newborn.change', values: { rocisMatka: mother } },
    { type: 'newborn.change', values: { rocisMatka: father } },
    { type: 'newborn.change', values: { adresaOdeslani: 'MB' } },
  ],
  'newborn.childChange': [
    { type: 'newborn.childChange', index: 0, child: eliska },
    { type: 'newborn.childChange', index: 1, child: ema },
  ],
  'newborn.addChild': [{ type: 'newborn.addChild' }],
  'newborn.removeChild': [{ type: 'newborn.removeChild', index: 1 }],
  'newborn.certificatesChanged': [
    { type: 'newborn.certificatesChanged', index: 0, files: [certificate('rodny-list-eliska.pdf')] },
    { type: 'newborn.certificatesChanged', index: 1, files: [certificate('rodny-list-ema.pdf')] },
  ],
  'newborn.next': [{ type: 'newborn.next' }],
  'newborn.back': [{ type: 'newborn.back' }],
  'newborn.goTo': newbornSteps.map((step) => ({ type: 'newborn.goTo', step })),
  'newborn.confirm': [{ type: 'newborn.confirm' }],
  'newborn.retry': [{ type: 'newborn.retry' }],
  'xstate.done.actor.submit': [{ type: 'xstate.done.actor.submit', output: answer }],
  'xstate.error.actor.submit': [
    { type: 'xstate.error.actor.submit', error: notInsured },
    { type: 'xstate.error.actor.submit', error: noCertificate },
    { type: 'xstate.error.actor.submit', error: offline },
  ],
};

let keys = 0;
const input: NewbornRegistrationInput = { today, createKey: () => `klic-${++keys}` };
const accepted = (context: NewbornRegistrationContext) =>
  newbornSteps.map((step) => Object.keys(newbornStepErrors(step, context)).length === 0);
const traversal = {
  input: { today, createKey: () => 'klic' },
  events: eventsFor(events) as never,
  // A view of the state that keeps the graph small: the step, which steps are accepted, how many
  // children and files, and whether a key, a message or field messages are there.
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as NewbornRegistrationContext;
    return JSON.stringify([
      snapshot.value,
      accepted(context),
      context.values.deti.length,
      context.certificates.map((files) => files.length),
      context.key !== null,
      context.attempts,
      context.error !== null,
      Object.keys(context.fieldErrors).sort(),
    ]);
  },
};

type Path = ReturnType<typeof getShortestPaths<typeof newbornRegistrationMachine>>[number];

async function checkPath(path: Path) {
  keys = 0;
  const control = controlledActors(['submit']);
  const actor = await replayPath(path, newbornRegistrationMachine.provide({ actors: control.actors as never }), control, input);
  const snapshot = actor.getSnapshot();
  const context = snapshot.context;
  const state = newbornStateOf(snapshot);

  // One call per confirmation on the review and per retry after a failure — never before the review.
  const expectedSends = path.steps.filter((step, index) => {
    const before = index === 0 ? null : (path.steps[index - 1].state as AnyMachineSnapshot).value;
    return (step.event.type === 'newborn.confirm' && before === 'review') || (step.event.type === 'newborn.retry' && before === 'failed');
  }).length;
  const calls = control.calls.submit as Array<{ body: Record<string, unknown>; files: Array<{ name: string }>; key: string }>;
  expect(calls).toHaveLength(expectedSends);
  for (const call of calls) {
    // What is sent is what the contract accepts: the mother, each child, one certificate at least per child,
    // the files in the order of prilohyIndex, and the registration's one key.
    expect(novorozenecVlozitSchema.safeParse(call.body).success).toBe(true);
    expect(call.body.rocisMatka).toBe(mother);
    expect(call.files).toHaveLength((call.body.prilohyIndex as number[]).length);
    expect(new Set(call.body.prilohyIndex as number[]).size).toBe((call.body.rocis as string[]).length);
    expect(call.key).toBe('klic-1');
  }

  switch (state) {
    case 'mother':
    case 'children':
    case 'certificates':
    case 'branch': {
      // Every step before the shown one is accepted; the messages shown belong to this step.
      const index = newbornSteps.indexOf(state);
      expect(accepted(context).slice(0, index).every(Boolean)).toBe(true);
      const own = Object.keys(context.fieldErrors).every((key) => {
        const field = key.split('.')[0];
        return (
          (state === 'mother' && field === 'rocisMatka') ||
          (state === 'children' && ['rocis', 'jmeno', 'prijmeni'].includes(field)) ||
          (state === 'certificates' && ['prilohy', 'prilohyIndex'].includes(field)) ||
          (state === 'branch' && field === 'adresaOdeslani')
        );
      });
      expect(own).toBe(true);
      const last = path.steps[path.steps.length - 1].event.type as string;
      if (last === 'xstate.error.actor.submit')
        expect(context.fieldErrors).toEqual((state === 'mother' ? notInsured : noCertificate).chyby);
      const before = path.steps.length > 1 ? (path.steps[path.steps.length - 2].state as AnyMachineSnapshot).value : null;
      // 'Pokračovat' that stayed shows the step's messages; one that arrived here shows none.
      if (last === 'newborn.next') expect(context.fieldErrors).toEqual(before === state ? newbornStepErrors(state, context) : {});
      expect(newbornDraftOf(snapshot)).toEqual({ values: context.values, key: context.key });
      break;
    }
    case 'review':
      // 'Zkontrolujte žádost' only when every step is accepted; the body it would send passes the contract.
      expect(accepted(context).every(Boolean)).toBe(true);
      expect(novorozenecVlozitSchema.safeParse(newbornBodyOf(context)).success).toBe(true);
      expect(context.error).toBeNull();
      break;
    case 'submitting':
      expect(snapshot.can({ type: 'newborn.confirm' })).toBe(false);
      expect(snapshot.can({ type: 'newborn.retry' })).toBe(false);
      break;
    case 'failed':
      expect(context.error).toBe(messages.noConnection);
      expect(snapshot.can({ type: 'newborn.retry' })).toBe(true);
      break;
    case 'done':
      // The confirmation shows the server's answer (the request and the ZVONEK date); nothing is kept as a draft.
      expect(context.answer).toEqual(answer);
      expect(newbornDraftOf(snapshot)).toBeNull();
      break;
  }
  actor.stop();
}

describe('newborn registration machine paths', () => {
  const paths = getShortestPaths(newbornRegistrationMachine, traversal as never);
  it('reaches every state, twins and retries among the ways', () => {
    expect(reachedStates(paths)).toEqual(definedStates(newbornRegistrationMachine));
    expect(
      paths.some((path) => path.steps.some((step) => step.event.type === 'newborn.addChild') && newbornStateOf(path.state) === 'done'),
    ).toBe(true);
    expect(paths.some((path) => path.steps.some((step) => step.event.type === 'newborn.retry'))).toBe(true);
  });
  for (const path of paths) it(describePath(path), () => checkPath(path));
});

describe('newborn registration machine', () => {
  const start = (extra: Partial<NewbornRegistrationInput> = {}) => {
    const control = controlledActors(['submit']);
    const actor = createActor(newbornRegistrationMachine.provide({ actors: control.actors as never }), {
      input: { today, createKey: () => 'jediny-klic', ...extra },
    }).start();
    return { actor, control };
  };
  const fillTwins = (actor: ReturnType<typeof start>['actor']) => {
    actor.send({ type: 'newborn.change', values: { rocisMatka: mother } });
    actor.send({ type: 'newborn.next' });
    actor.send({ type: 'newborn.childChange', index: 0, child: eliska });
    actor.send({ type: 'newborn.addChild' });
    actor.send({ type: 'newborn.childChange', index: 1, child: ema });
    actor.send({ type: 'newborn.next' });
  };

  it('checks each child with the contract: invalid, repeated and too old birth numbers', () => {
    const { actor } = start();
    actor.send({ type: 'newborn.change', values: { rocisMatka: mother } });
    actor.send({ type: 'newborn.next' });
    actor.send({ type: 'newborn.childChange', index: 0, child: { ...eliska, rocis: '2611141235' } });
    actor.send({ type: 'newborn.addChild' });
    actor.send({ type: 'newborn.childChange', index: 1, child: { ...ema, jmeno: '' } });
    actor.send({ type: 'newborn.next' });
    expect(actor.getSnapshot().value).toBe('children');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      'rocis.0': [messages.invalidBirthNumber],
      'jmeno.1': [messages.required],
    });
    const old = birthNumber('2025-10-01', false, 300);
    actor.send({ type: 'newborn.childChange', index: 0, child: { rocis: old } });
    actor.send({ type: 'newborn.childChange', index: 1, child: { ...ema, rocis: old } });
    actor.send({ type: 'newborn.next' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      'rocis.0': [communicationMessages.newbornTooOld],
      'rocis.1': [communicationMessages.childNumbersRepeat],
    });
  });

  it('sends twins with their certificates in child order, once per confirmation, and keeps the key for a retry', async () => {
    const { actor, control } = start();
    fillTwins(actor);
    actor.send({ type: 'newborn.certificatesChanged', index: 1, files: [certificate('ema.pdf')] });
    actor.send({ type: 'newborn.next' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ 'prilohy.0': [communicationMessages.certificateMissing] });
    actor.send({ type: 'newborn.certificatesChanged', index: 0, files: [certificate('eliska-1.pdf'), certificate('eliska-2.pdf')] });
    actor.send({ type: 'newborn.next' });
    actor.send({ type: 'newborn.change', values: { adresaOdeslani: 'NB' } });
    actor.send({ type: 'newborn.next' });
    actor.send({ type: 'newborn.confirm' });
    actor.send({ type: 'newborn.confirm' });
    expect(control.calls.submit).toHaveLength(1);
    const call = control.calls.submit[0] as { body: Record<string, unknown>; files: Array<{ name: string }>; key: string };
    expect(call.body).toMatchObject({
      rocis: [eliska.rocis, ema.rocis],
      jmeno: ['Eliška', 'Ema'],
      prilohyIndex: [0, 0, 1],
      adresaOdeslani: 'NB',
    });
    expect(call.files.map((f) => f.name)).toEqual(['eliska-1.pdf', 'eliska-2.pdf', 'ema.pdf']);
    control.reject('submit', offline);
    await flush();
    actor.send({ type: 'newborn.retry' });
    expect((control.calls.submit[1] as { key: string }).key).toBe('jediny-klic');
  });

  it('removing a twin removes its certificates; at most five children', () => {
    const { actor } = start();
    fillTwins(actor);
    actor.send({ type: 'newborn.back' });
    actor.send({ type: 'newborn.removeChild', index: 0 });
    expect(actor.getSnapshot().context.values.deti).toEqual([ema]);
    expect(actor.getSnapshot().can({ type: 'newborn.removeChild', index: 0 })).toBe(false);
    for (let i = 0; i < 6; i += 1) actor.send({ type: 'newborn.addChild' });
    expect(actor.getSnapshot().context.values.deti).toHaveLength(5);
  });

  it('a reload resumes at the step in the URL only when the steps before it are accepted', () => {
    const values = { rocisMatka: mother, deti: [eliska], adresaOdeslani: 'MB' };
    expect(start({ draft: { values, key: null }, step: 'branch' }).actor.getSnapshot().value).toBe('certificates');
    expect(start({ draft: { values, key: null }, step: 'children' }).actor.getSnapshot().value).toBe('children');
    expect(start({ step: 'review' }).actor.getSnapshot().value).toBe('mother');
  });
});
