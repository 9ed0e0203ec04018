import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { secondFactorMachine, secondFactorStepOf } from '../../machines/secondFactor/secondFactor.machine';
import { controlledActors, definedStates, describePath, eventsFor, reachedStates, replayPath } from './path-harness';

const statusOff = { dvoufazoveOvereni: false, zapnutoOd: null, zbyvajiciZalozniKody: 0 };
const statusOn = { dvoufazoveOvereni: true, zapnutoOd: '2025-06-05T10:00:00.000Z', zbyvajiciZalozniKody: 9 };
const enrolment = {
  tajnyKlic: 'JBSW Y3DP EHPK 3PXP',
  otpauthUri: 'otpauth://totp/Zdravotn%C3%AD%20karta:lekar?secret=JBSWY3DPEHPK3PXP',
  qrPng: 'iVBORw0KGgo=',
};
const recoveryCodes = ['ACDE-FGHJ-KMNP', 'QRTU-VWXY-3467'];
const wrongCode = { status: 422, kind: 'http', message: messages.badRequest, chyby: { kod: [messages.codeWrong] } };
const limited = { status: 429, kind: 'http', message: messages.codeBackoff(15) };
const noResponse = { status: 404, kind: 'no-response', message: 'Spojení se serverem je nedostupné.' };

const events = {
  'xstate.done.actor.loadStatus': [
    { type: 'xstate.done.actor.loadStatus', output: statusOff },
    { type: 'xstate.done.actor.loadStatus', output: statusOn },
  ],
  'xstate.error.actor.loadStatus': [{ type: 'xstate.error.actor.loadStatus', error: noResponse }],
  'xstate.done.actor.startEnrolment': [{ type: 'xstate.done.actor.startEnrolment', output: enrolment }],
  'xstate.error.actor.startEnrolment': [
    { type: 'xstate.error.actor.startEnrolment', error: { ...wrongCode, chyby: { _form: [messages.totpAlreadyOn] } } },
  ],
  'xstate.done.actor.confirmEnrolment': [{ type: 'xstate.done.actor.confirmEnrolment', output: { zalozniKody: recoveryCodes } }],
  'xstate.error.actor.confirmEnrolment': [
    { type: 'xstate.error.actor.confirmEnrolment', error: wrongCode },
    { type: 'xstate.error.actor.confirmEnrolment', error: limited },
  ],
  'xstate.done.actor.disable': [{ type: 'xstate.done.actor.disable', output: {} }],
  'xstate.error.actor.disable': [{ type: 'xstate.error.actor.disable', error: wrongCode }],
  'security.confirm': [
    { type: 'security.confirm', kod: ' 123 456 ' },
    { type: 'security.confirm', kod: '12345' },
  ],
  'security.disable': [
    { type: 'security.disable', kod: 'acde-fghj-kmnp' },
    { type: 'security.disable', kod: '' },
  ],
};

type Path = ReturnType<typeof getShortestPaths<typeof secondFactorMachine>>[number];

async function checkPath(path: Path) {
  const control = controlledActors(['loadStatus', 'startEnrolment', 'confirmEnrolment', 'disable']);
  const actor = await replayPath(path, secondFactorMachine.provide({ actors: control.actors as never }), control);
  const snapshot = actor.getSnapshot();
  const { context } = snapshot;
  const last = path.steps[path.steps.length - 1].event as { type: string; kod?: string; error?: { message: string } };

  // Codes reach the server only when the schema accepted them, trimmed.
  for (const call of [...control.calls.confirmEnrolment, ...control.calls.disable] as { kod: string }[]) {
    expect(['123 456', 'acde-fghj-kmnp']).toContain(call.kod);
  }
  // Recovery codes are shown only on their own step.
  if (secondFactorStepOf(snapshot) !== 'showingCodes') expect(context.recoveryCodes).toBeNull();

  switch (secondFactorStepOf(snapshot)) {
    case 'loadFailed':
      expect(context.error).toBe(noResponse.message);
      break;
    case 'off':
      expect(context.enrolment).toBeNull();
      if (last.type === 'xstate.error.actor.startEnrolment') expect(context.error).toBe(messages.totpAlreadyOn);
      break;
    case 'enrolling':
      // the QR code and the secret stay on screen whatever went wrong
      expect(context.enrolment).toEqual(enrolment);
      if (last.type === 'security.confirm' && last.kod === '12345') expect(context.fieldErrors.kod).toEqual([messages.totpCodeFormat]);
      if (last.type === 'xstate.error.actor.confirmEnrolment') {
        if (last.error?.message === limited.message) expect(context.error).toBe(limited.message);
        else expect(context.fieldErrors.kod).toEqual([messages.codeWrong]);
      }
      break;
    case 'showingCodes':
      expect(context.recoveryCodes).toEqual(recoveryCodes);
      expect(context.enrolment).toBeNull();
      break;
    case 'on':
      expect(context.status).toEqual(statusOn);
      if (last.type === 'security.disable' && last.kod === '') expect(context.fieldErrors.kod).toEqual([messages.required]);
      if (last.type === 'xstate.error.actor.disable') expect(context.fieldErrors.kod).toEqual([messages.codeWrong]);
      break;
    case 'confirming':
      expect(control.calls.confirmEnrolment.at(-1)).toEqual({ kod: '123 456' });
      break;
    case 'disabling':
      expect(control.calls.disable.at(-1)).toEqual({ kod: 'acde-fghj-kmnp' });
      break;
    default:
      break;
  }
  actor.stop();
}

describe('second factor machine paths', () => {
  const paths = getShortestPaths(secondFactorMachine, { events: eventsFor(events) as never });
  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(definedStates(secondFactorMachine));
  });
  for (const path of paths) it(describePath(path), async () => checkPath(path));

  describe('simple paths through turning it on and off again', () => {
    const simple = getSimplePaths(secondFactorMachine, { events: eventsFor(events) as never }).filter(
      (path) => path.steps.some((step) => (step.event.type as string) === 'xstate.done.actor.confirmEnrolment') && path.state.matches('on'),
    );
    it('exist', () => {
      expect(simple.length).toBeGreaterThan(0);
    });
    for (const path of simple) it(describePath(path), async () => checkPath(path));
  });
});
