import { getShortestPaths } from 'xstate/graph';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  careComplaintMachine,
  careComplaintStepOf,
  type ComplaintDraft,
  type ComplaintInput,
} from '../../machines/careComplaint/careComplaint.machine';
import { messages } from '../../contract/messages';
import type { ReklamaceOdpoved } from '../../contract/care';
import type { CallFailure } from '../../contract/errors';
import { controlledActors, definedStates, describePath, eventsFor, flush, reachedStates, replayPath } from './path-harness';

// The case has two procedure lines: 11 can be complained about, 12 is covered by an open complaint.
const input: ComplaintInput = {
  pripadId: '7',
  vykony: [
    { id: 11, reklamovano: false },
    { id: 12, reklamovano: true },
  ],
  idempotencyKey: '0b7f6a4e-3c1d-4f7a-9d2e-5a8b6c4d2e10',
};
const reason = 'Výkon jsem v tento den nečerpala.';

const created: ReklamaceOdpoved = {
  id: 3,
  zadostId: 41,
  pripadId: 7,
  datum: '2026-11-21T10:15:00.000Z',
  stav: 'PRIJATO',
  anonymita: 'ANONYMITA',
  seznamDetailu: [11],
};
const reasonRefused: CallFailure = { message: messages.badRequest, chyby: { duvod: [messages.noHtml] } };
const alreadyOpen: CallFailure = { message: messages.badRequest, chyby: { seznamDetailu: [messages.complaintAlreadyOpen] } };
const serverDown: CallFailure = { message: messages.serverError };

const events = {
  'complaint.next': [
    { type: 'complaint.next', values: { seznamDetailu: ['11'] } },
    { type: 'complaint.next', values: { seznamDetailu: ['12'] } },
    { type: 'complaint.next', values: { duvod: reason } },
    { type: 'complaint.next', values: { anonymita: 'ANONYMITA' } },
    { type: 'complaint.next', values: { anonymita: 'SOUHLAS', kontaktTelefon: '', kontaktEmail: '' } },
  ],
  'complaint.back': [{ type: 'complaint.back' }],
  'complaint.goTo': [
    { type: 'complaint.goTo', step: 'review' },
    { type: 'complaint.goTo', step: 'procedures' },
  ],
  'complaint.confirm': [{ type: 'complaint.confirm' }],
  'complaint.retry': [{ type: 'complaint.retry' }],
  'xstate.done.actor.submit': [{ type: 'xstate.done.actor.submit', output: created }],
  'xstate.error.actor.submit': [
    { type: 'xstate.error.actor.submit', error: reasonRefused },
    { type: 'xstate.error.actor.submit', error: alreadyOpen },
    { type: 'xstate.error.actor.submit', error: serverDown },
  ],
};

const traversal = { input, events: eventsFor(events) as never };
type Path = ReturnType<typeof getShortestPaths<typeof careComplaintMachine>>[number];

const inputSteps = ['procedures', 'reason', 'contact'] as const;
type Step = (typeof inputSteps)[number] | 'review' | 'submitting' | 'failed' | 'done';
const stepFields: Record<(typeof inputSteps)[number], string[]> = {
  procedures: ['seznamDetailu'],
  reason: ['duvod'],
  contact: ['anonymita', 'kontaktTelefon', 'kontaktEmail'],
};

/** An independent model: which step is right for a draft, where each event leads, and what each confirmation sends. */
function model(path: Path) {
  let draft: ComplaintDraft = { seznamDetailu: [], duvod: '', anonymita: '', kontaktTelefon: '', kontaktEmail: '' };
  let step: Step = 'procedures';
  const sent: unknown[] = [];
  /** The last event was a 'Pokračovat' the step refused. */
  let rejected = false;
  const ok = (s: (typeof inputSteps)[number], d: ComplaintDraft) => {
    if (s === 'procedures') return d.seznamDetailu.length > 0 && d.seznamDetailu.every((id) => id === '11');
    if (s === 'reason') return d.duvod.trim() !== '';
    return d.anonymita === 'ANONYMITA' || (d.anonymita === 'SOUHLAS' && (d.kontaktTelefon !== '' || d.kontaktEmail !== ''));
  };
  const first = (d: ComplaintDraft): Step => inputSteps.find((s) => !ok(s, d)) ?? 'review';
  const order: Step[] = ['procedures', 'reason', 'contact', 'review'];
  for (const { event } of path.steps) {
    const e = event as { type: string; values?: Partial<ComplaintDraft>; step?: Step; error?: CallFailure };
    rejected = false;
    const onInputStep = (inputSteps as readonly string[]).includes(step);
    const own = (values: Partial<ComplaintDraft> | undefined) =>
      Object.fromEntries(Object.entries(values ?? {}).filter(([key]) => stepFields[step as (typeof inputSteps)[number]].includes(key)));
    if (e.type === 'complaint.next' && onInputStep) {
      draft = { ...draft, ...own(e.values) };
      if (ok(step as (typeof inputSteps)[number], draft)) step = order[order.indexOf(step) + 1];
      else rejected = true;
    } else if (e.type === 'complaint.back' && (step === 'reason' || step === 'contact')) step = order[order.indexOf(step) - 1];
    else if (e.type === 'complaint.back' && (step === 'review' || step === 'failed')) step = 'contact';
    else if (e.type === 'complaint.goTo' && (onInputStep || step === 'review' || step === 'failed') && e.step !== step) {
      const target = e.step as Step;
      if (order.indexOf(target) <= order.indexOf(first(draft)) && !(step === 'failed' && target === 'review')) step = target;
    } else if ((e.type === 'complaint.confirm' && step === 'review') || (e.type === 'complaint.retry' && step === 'failed')) {
      step = 'submitting';
      sent.push({
        body: {
          pripadId: '7',
          anonymita: draft.anonymita,
          seznamDetailu: draft.seznamDetailu,
          duvod: draft.duvod,
          ...(draft.kontaktTelefon ? { kontaktTelefon: draft.kontaktTelefon } : {}),
          ...(draft.kontaktEmail ? { kontaktEmail: draft.kontaktEmail } : {}),
        },
        idempotencyKey: input.idempotencyKey,
      });
    } else if (e.type === 'xstate.done.actor.submit') step = 'done';
    else if (e.type === 'xstate.error.actor.submit') {
      const fields = Object.keys(e.error?.chyby ?? {});
      step = fields.includes('seznamDetailu') ? 'procedures' : fields.includes('duvod') ? 'reason' : 'failed';
    }
  }
  return { draft, step, sent, rejected };
}

async function checkPath(path: Path) {
  const control = controlledActors(['submit']);
  const actor = await replayPath(path, careComplaintMachine.provide({ actors: control.actors as never }), control, input);
  const snapshot = actor.getSnapshot();
  const step = careComplaintStepOf(snapshot);
  const expected = model(path);
  const last = path.steps[path.steps.length - 1].event as { type: string; values?: Partial<ComplaintDraft>; error?: CallFailure };

  // Nothing is sent before the review; each confirmation (or retry) sends once, with the same idempotency key.
  expect(control.calls.submit).toEqual(expected.sent);
  expect(step).toBe(expected.step);
  // What was typed is kept through every step, Back and every failure.
  expect(snapshot.context.draft).toEqual(expected.draft);

  switch (step) {
    case 'procedures':
    case 'reason':
    case 'contact':
      if (expected.rejected) {
        // A rejected step shows the contract's Czech messages for its own fields only.
        const messagesShown = Object.values(snapshot.context.fieldErrors).flat();
        expect(messagesShown.length).toBeGreaterThan(0);
        if (step === 'procedures')
          expect(snapshot.context.fieldErrors.seznamDetailu).toEqual([
            expected.draft.seznamDetailu.length === 0 ? messages.tooFewItems(1) : messages.complaintAlreadyOpen,
          ]);
        if (step === 'reason') expect(snapshot.context.fieldErrors.duvod).toEqual([messages.required]);
        if (step === 'contact') {
          const contactRule = expected.draft.anonymita === 'SOUHLAS' ? [messages.complaintContactRequired] : undefined;
          if (contactRule) expect(snapshot.context.fieldErrors.kontaktTelefon).toEqual(contactRule);
        }
      } else if (last.type === 'xstate.error.actor.submit') expect(snapshot.context.fieldErrors).toEqual(last.error?.chyby);
      else expect(snapshot.context.fieldErrors).toEqual({});
      expect(snapshot.can({ type: 'complaint.confirm' })).toBe(false);
      break;
    case 'review':
      // 'Zkontrolujte reklamaci' only for a draft the contract accepts; no message shows.
      expect(expected.draft.seznamDetailu).toEqual(['11']);
      expect(expected.draft.duvod).toBe(reason);
      expect(snapshot.context.error).toBeNull();
      break;
    case 'submitting':
      expect(snapshot.can({ type: 'complaint.confirm' })).toBe(false);
      expect(snapshot.can({ type: 'complaint.retry' })).toBe(false);
      break;
    case 'failed':
      expect(snapshot.context.error).toBe(messages.serverError);
      expect(snapshot.can({ type: 'complaint.retry' })).toBe(true);
      break;
    case 'done':
      expect(snapshot.context.answer).toEqual(created);
      expect(snapshot.status).toBe('done');
      break;
  }
  actor.stop();
}

describe('care complaint machine paths', () => {
  const paths = getShortestPaths(careComplaintMachine, traversal);
  it('has paths to every step', () => {
    const reached = new Set(paths.map((path) => careComplaintStepOf(path.state)));
    expect([...reached].sort()).toEqual(['contact', 'done', 'failed', 'procedures', 'reason', 'review', 'submitting']);
  });
  it('reaches every state', () => expect(reachedStates(paths)).toEqual(definedStates(careComplaintMachine)));
  for (const path of paths) it(describePath(path), () => checkPath(path));
});

describe('care complaint machine', () => {
  const start = (extra: Partial<ComplaintInput> = {}) => {
    const control = controlledActors(['submit']);
    const actor = createActor(careComplaintMachine.provide({ actors: control.actors as never }), { input: { ...input, ...extra } }).start();
    return { control, actor };
  };

  it('with consent to be named, a phone or an e-mail is required; either one is enough', () => {
    const { actor } = start({ draft: { seznamDetailu: ['11'], duvod: reason }, step: 'contact' });
    expect(careComplaintStepOf(actor.getSnapshot())).toBe('contact');
    actor.send({ type: 'complaint.next', values: { anonymita: 'SOUHLAS', kontaktTelefon: '', kontaktEmail: '' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      kontaktTelefon: [messages.complaintContactRequired],
      kontaktEmail: [messages.complaintContactRequired],
    });
    actor.send({ type: 'complaint.next', values: { anonymita: 'SOUHLAS', kontaktEmail: 'jana@example.cz' } });
    expect(careComplaintStepOf(actor.getSnapshot())).toBe('review');
  });

  it('checks the contract limits: the reason up to 1000 characters, the phone format', () => {
    const { actor } = start({ draft: { seznamDetailu: ['11'] }, step: 'reason' });
    actor.send({ type: 'complaint.next', values: { duvod: 'x'.repeat(1001) } });
    expect(actor.getSnapshot().context.fieldErrors.duvod).toEqual([messages.tooLong(1000)]);
    actor.send({ type: 'complaint.next', values: { duvod: reason } });
    actor.send({ type: 'complaint.next', values: { anonymita: 'SOUHLAS', kontaktTelefon: '12' } });
    expect(actor.getSnapshot().context.fieldErrors.kontaktTelefon).toEqual([messages.unsupportedFormat]);
  });

  it('a reload resumes on the first step that is not right, at most at the step of the URL', () => {
    expect(careComplaintStepOf(start({ draft: { seznamDetailu: ['11'] }, step: 'review' }).actor.getSnapshot())).toBe('reason');
    expect(
      careComplaintStepOf(
        start({ draft: { seznamDetailu: ['11'], duvod: reason, anonymita: 'ANONYMITA' }, step: 'review' }).actor.getSnapshot(),
      ),
    ).toBe('review');
    expect(careComplaintStepOf(start({ draft: { seznamDetailu: ['12'] }, step: 'contact' }).actor.getSnapshot())).toBe('procedures');
  });

  it('sends the contract body once per confirmation, and again with the same key after a failure', async () => {
    const { actor, control } = start({ draft: { seznamDetailu: ['11'], duvod: reason, anonymita: 'ANONYMITA' }, step: 'review' });
    actor.send({ type: 'complaint.confirm' });
    actor.send({ type: 'complaint.confirm' });
    expect(control.calls.submit).toEqual([
      { body: { pripadId: '7', anonymita: 'ANONYMITA', seznamDetailu: ['11'], duvod: reason }, idempotencyKey: input.idempotencyKey },
    ]);
    control.reject('submit', new Error('Spojení se serverem je nedostupné.'));
    await flush();
    expect(careComplaintStepOf(actor.getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Spojení se serverem je nedostupné.');
    actor.send({ type: 'complaint.retry' });
    expect(control.calls.submit).toHaveLength(2);
    expect(control.calls.submit[1]).toEqual(control.calls.submit[0]);
    control.resolve('submit', created);
    await flush();
    expect(actor.getSnapshot().context.answer).toEqual(created);
  });
});
