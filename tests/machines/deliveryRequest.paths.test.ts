import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  deliveryRequestMachine,
  deliveryRequestStepOf,
  type DeliveryRequestFailure,
  type DeliveryRequestInput,
} from '../../machines/deliveryRequest/deliveryRequest.machine';
import { insuranceMessages, zadostEhicSchema, zadostPrukazBodySchema, type Zadost } from '../../contract/insurance';
import { messages } from '../../contract/messages';
import { controlledActors, definedStates, describePath, eventsFor, flush, reachedStates, replayPath } from './path-harness';

// The new-card request: the address choice and the card reason, checked by the contract's schema.
const lost = { adresaOdeslani: 'TRVALA_ADRESA', prukazDuvodKod: 'ZTRATA' };
const damaged = { adresaOdeslani: 'KONTAKTNI_ADRESA', prukazDuvodKod: 'POSKOZENI' };
const nothingChosen = { adresaOdeslani: '', prukazDuvodKod: '' };

const created: Zadost = {
  id: 41,
  typ: 'PRUKAZ',
  datum: '2026-11-21T10:15:00',
  stav: 'PRIJATO',
  adresaOdeslani: 'TRVALA_ADRESA',
  popis: 'Ztráta průkazu',
};
const noContactAddress: DeliveryRequestFailure = {
  message: messages.badRequest,
  chyby: { adresaOdeslani: [insuranceMessages.noContactAddress] },
};
const refused: DeliveryRequestFailure = { message: insuranceMessages.arrearsBlockCertificate };
const refusedAsForm: DeliveryRequestFailure = {
  message: messages.badRequest,
  chyby: { _form: [insuranceMessages.arrearsBlockCertificate] },
};

const events = {
  'request.next': [
    { type: 'request.next', values: lost },
    { type: 'request.next', values: damaged },
    { type: 'request.next', values: nothingChosen },
  ],
  'request.back': [{ type: 'request.back' }],
  // Typing on the choice, and the browser's Back / Forward.
  'request.change': [{ type: 'request.change', values: damaged }],
  'request.goTo': [
    { type: 'request.goTo', step: 'review' },
    { type: 'request.goTo', step: 'choose' },
  ],
  'request.confirm': [{ type: 'request.confirm' }],
  'request.retry': [{ type: 'request.retry' }],
  'xstate.done.actor.submit': [{ type: 'xstate.done.actor.submit', output: created }],
  'xstate.error.actor.submit': [
    { type: 'xstate.error.actor.submit', error: noContactAddress },
    { type: 'xstate.error.actor.submit', error: refused },
  ],
};

const input: DeliveryRequestInput = { values: nothingChosen, schema: zadostPrukazBodySchema };
const traversal = { input, events: eventsFor(events) as never };

type Path = ReturnType<typeof getShortestPaths<typeof deliveryRequestMachine>>[number];
type Step = Path['steps'][number];

const typeOf = (step: Step) => step.event.type as string;
const accepted = (values: Record<string, string> | undefined) => values !== undefined && values.adresaOdeslani !== '';

/**
 * An independent model of the flow: the values typed or chosen last, the body accepted for the
 * review (by 'Pokračovat' or the browser's Forward), and what each confirmation sends.
 */
function model(path: Path) {
  let values: Record<string, string> = nothingChosen;
  let body: unknown = null;
  let step = 'choose';
  const sent: unknown[] = [];
  for (const { event } of path.steps) {
    const e = event as { type: string; values?: Record<string, string>; step?: string; error?: DeliveryRequestFailure };
    const accept = () => {
      body = zadostPrukazBodySchema.parse(values);
      step = 'review';
    };
    if (e.type === 'request.next' && step === 'choose') {
      values = e.values!;
      if (accepted(values)) accept();
    } else if (e.type === 'request.change' && step === 'choose') values = e.values!;
    else if (e.type === 'request.goTo' && step === 'choose' && e.step === 'review' && accepted(values)) accept();
    else if ((e.type === 'request.back' || (e.type === 'request.goTo' && e.step === 'choose')) && (step === 'review' || step === 'failed'))
      step = 'choose';
    else if ((e.type === 'request.confirm' && step === 'review') || (e.type === 'request.retry' && step === 'failed')) {
      step = 'submitting';
      sent.push({ body });
    } else if (e.type === 'xstate.done.actor.submit') step = 'done';
    else if (e.type === 'xstate.error.actor.submit') step = e.error?.chyby ? 'choose' : 'failed';
  }
  return { values, sent, step };
}

async function checkPath(path: Path) {
  const control = controlledActors(['submit']);
  const machine = deliveryRequestMachine.provide({ actors: control.actors as never });
  const actor = await replayPath(path, machine, control, input);
  const snapshot = actor.getSnapshot();
  const step = deliveryRequestStepOf(snapshot);
  const steps = path.steps;
  const expected = model(path);

  // Nothing is sent before the review; each confirmation sends once, the last accepted choice as
  // the contract schema outputs it.
  expect(control.calls.submit).toEqual(expected.sent);
  expect(step).toBe(expected.step);
  // The values the user chose or typed last survive going back (also the browser's Back) and every error.
  expect(snapshot.context.values).toEqual(expected.values);

  const last = steps[steps.length - 1];
  switch (step) {
    case 'choose': {
      // Back from review keeps no stale message; after a rejected choice or the server's field
      // messages the messages show next to the fields.
      if (typeOf(last) === 'xstate.error.actor.submit') {
        expect(snapshot.context.fieldErrors).toEqual({ adresaOdeslani: [insuranceMessages.noContactAddress] });
      } else if (typeOf(last) === 'request.next') {
        expect(snapshot.context.fieldErrors.adresaOdeslani).toEqual([messages.required]);
        expect(snapshot.context.fieldErrors.prukazDuvodKod).toEqual([messages.required]);
      }
      expect(snapshot.can({ type: 'request.confirm' })).toBe(false);
      break;
    }
    case 'review':
      // 'Zkontrolujte žádost' only for an accepted choice: nothing was sent for it yet, no message shows.
      expect(accepted(expected.values)).toBe(true);
      expect(snapshot.context.error).toBeNull();
      expect(snapshot.context.fieldErrors).toEqual({});
      break;
    case 'submitting':
      // Exactly one call per confirmation: a second click is not handled while it runs.
      expect(snapshot.can({ type: 'request.confirm' })).toBe(false);
      expect(snapshot.can({ type: 'request.retry' })).toBe(false);
      expect(snapshot.context.error).toBeNull();
      break;
    case 'failed':
      // The server's Czech message stays on the review, with 'Zkusit znovu'.
      expect(snapshot.context.error).toBe(insuranceMessages.arrearsBlockCertificate);
      expect(snapshot.can({ type: 'request.retry' })).toBe(true);
      expect(snapshot.context.answer).toBeNull();
      break;
    case 'done':
      // The answer shown is the one the server returned.
      expect(snapshot.context.answer).toEqual(created);
      expect(snapshot.status).toBe('done');
      break;
  }
  actor.stop();
}

describe('delivery request machine paths', () => {
  const paths = [
    ...getShortestPaths(deliveryRequestMachine, traversal),
    // Every third long way (the browser's Back / Forward multiply them).
    ...getSimplePaths(deliveryRequestMachine, traversal)
      .filter((path) => path.steps.length > 4 && path.steps.length < 9)
      .filter((_, index) => index % 3 === 0),
  ];
  it('has paths to every step', () => {
    const reached = new Set(paths.map((path) => deliveryRequestStepOf(path.state)));
    expect([...reached].sort()).toEqual(['choose', 'done', 'failed', 'review', 'submitting']);
  });
  it('reaches every state', () => expect(reachedStates(paths)).toEqual(definedStates(deliveryRequestMachine)));
  for (const path of paths) it(describePath(path), () => checkPath(path));
});

describe('delivery request machine', () => {
  const start = (schema: z.ZodType = zadostPrukazBodySchema, values: Record<string, string> = nothingChosen) => {
    const control = controlledActors(['submit']);
    const actor = createActor(deliveryRequestMachine.provide({ actors: control.actors as never }), { input: { values, schema } }).start();
    return { control, actor };
  };

  it('starts on the choice with the given values', () => {
    const { actor } = start(zadostEhicSchema, { adresaOdeslani: 'KONTAKTNI_ADRESA' });
    expect(deliveryRequestStepOf(actor.getSnapshot())).toBe('choose');
    expect(actor.getSnapshot().context.values).toEqual({ adresaOdeslani: 'KONTAKTNI_ADRESA' });
  });

  it('a value outside the contract stays on the choice with the contract message', () => {
    const { actor, control } = start(zadostEhicSchema, { adresaOdeslani: '' });
    actor.send({ type: 'request.next', values: { adresaOdeslani: 'DO_ZAHRANICI' } });
    expect(deliveryRequestStepOf(actor.getSnapshot())).toBe('choose');
    expect(actor.getSnapshot().context.fieldErrors.adresaOdeslani?.[0]).toContain('TRVALA_ADRESA');
    expect(control.calls.submit).toEqual([]);
  });

  it('a general refusal sent as a form message shows that message on the review, and retry sends once more', async () => {
    const { actor, control } = start();
    actor.send({ type: 'request.next', values: lost });
    actor.send({ type: 'request.confirm' });
    actor.send({ type: 'request.confirm' });
    expect(control.calls.submit).toHaveLength(1);
    control.reject('submit', refusedAsForm);
    await flush();
    expect(deliveryRequestStepOf(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(insuranceMessages.arrearsBlockCertificate);
    actor.send({ type: 'request.retry' });
    expect(control.calls.submit).toEqual([{ body: lost }, { body: lost }]);
    control.resolve('submit', created);
    await flush();
    expect(actor.getSnapshot().context.answer).toEqual(created);
  });

  it("a reload on the review's address opens the review for accepted values, the choice otherwise", () => {
    const control = controlledActors(['submit']);
    const machine = deliveryRequestMachine.provide({ actors: control.actors as never });
    const kept = createActor(machine, { input: { values: lost, schema: zadostPrukazBodySchema, step: 'review' } }).start();
    expect(deliveryRequestStepOf(kept.getSnapshot())).toBe('review');
    kept.send({ type: 'request.confirm' });
    expect(control.calls.submit).toEqual([{ body: lost }]);
    const notRight = createActor(machine, { input: { values: nothingChosen, schema: zadostPrukazBodySchema, step: 'review' } }).start();
    expect(deliveryRequestStepOf(notRight.getSnapshot())).toBe('choose');
  });

  it("the browser's Forward opens the review only for typed values the contract accepts", () => {
    const { actor } = start();
    actor.send({ type: 'request.goTo', step: 'review' });
    expect(deliveryRequestStepOf(actor.getSnapshot())).toBe('choose');
    actor.send({ type: 'request.change', values: damaged });
    actor.send({ type: 'request.goTo', step: 'review' });
    expect(deliveryRequestStepOf(actor.getSnapshot())).toBe('review');
    actor.send({ type: 'request.goTo', step: 'choose' });
    expect(deliveryRequestStepOf(actor.getSnapshot())).toBe('choose');
    expect(actor.getSnapshot().context.values).toEqual(damaged);
  });

  it('an error that is not a failure object still shows a message', async () => {
    const { actor, control } = start();
    actor.send({ type: 'request.next', values: damaged });
    actor.send({ type: 'request.confirm' });
    control.reject('submit', 'Spojení se serverem je nedostupné.');
    await flush();
    expect(actor.getSnapshot().context.error).toBe('Spojení se serverem je nedostupné.');
  });
});
