import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { messages } from '../../contract/messages';
import { secondFactorMachine, secondFactorStepOf, type SecondFactorSnapshot } from '../../machines/secondFactor/secondFactor.machine';
import { controlledActors, describeMachine, type End, type TransitionRow } from './harness';

const statusOff = { dvoufazoveOvereni: false, zapnutoOd: null, zbyvajiciZalozniKody: 0 };
const statusOn = { dvoufazoveOvereni: true, zapnutoOd: '2025-06-05T10:00:00.000Z', zbyvajiciZalozniKody: 9 };
const enrolment = {
  tajnyKlic: 'JBSW Y3DP EHPK 3PXP',
  otpauthUri: 'otpauth://totp/Zdravotn%C3%AD%20karta:lekar?secret=JBSWY3DPEHPK3PXP',
  qrPng: 'iVBORw0KGgo=',
};
const recoveryCodes = ['ACDE-FGHJ-KMNP', 'QRTU-VWXY-3467'];
const wrongCode = { status: 422, kind: 'http', message: messages.badRequest, chyby: { kod: [messages.codeWrong] } };
const alreadyOn = { status: 422, kind: 'http', message: messages.badRequest, chyby: { _form: [messages.totpAlreadyOn] } };
const limited = { status: 429, kind: 'http', message: messages.codeBackoff(15) };
const noResponse = { status: 404, kind: 'no-response', message: 'Spojení se serverem je nedostupné.' };

type Failure = { message: string; chyby?: Record<string, string[]> };
const statusLoaded = (output: object) => ({ type: 'xstate.done.actor.loadStatus', output });
const loadFailed = { type: 'xstate.error.actor.loadStatus', error: noResponse };
const enrolmentStarted = { type: 'xstate.done.actor.startEnrolment', output: enrolment };
const startFailed = { type: 'xstate.error.actor.startEnrolment', error: alreadyOn };
const confirmed = { type: 'xstate.done.actor.confirmEnrolment', output: { zalozniKody: recoveryCodes } };
const confirmFailed = (error: Failure) => ({ type: 'xstate.error.actor.confirmEnrolment', error });
const disabled = { type: 'xstate.done.actor.disable', output: {} };
const disableFailed = { type: 'xstate.error.actor.disable', error: wrongCode };
const confirm = (kod: string) => ({ type: 'security.confirm', kod });
const disable = (kod: string) => ({ type: 'security.disable', kod });

const events = {
  'xstate.done.actor.loadStatus': [statusLoaded(statusOff), statusLoaded(statusOn)],
  'xstate.error.actor.loadStatus': [loadFailed],
  'xstate.done.actor.startEnrolment': [enrolmentStarted],
  'xstate.error.actor.startEnrolment': [startFailed],
  'xstate.done.actor.confirmEnrolment': [confirmed],
  'xstate.error.actor.confirmEnrolment': [confirmFailed(wrongCode), confirmFailed(limited)],
  'xstate.done.actor.disable': [disabled],
  'xstate.error.actor.disable': [disableFailed],
  'security.confirm': [confirm(' 123 456 '), confirm('12345')],
  'security.disable': [disable('acde-fghj-kmnp'), disable('')],
};

function world(machine: AnyStateMachine) {
  const control = controlledActors(['loadStatus', 'startEnrolment', 'confirmEnrolment', 'disable']);
  return { machine: machine.provide({ actors: control.actors } as never), control };
}
type FactorWorld = ReturnType<typeof world>;
type FactorEnd = End<FactorWorld>;

/** The contract's code rules for the codes of these tests, written out: the messages under the field, or none. */
const confirmCodeMessages: Record<string, string[] | null> = { ' 123 456 ': null, '12345': [messages.totpCodeFormat] };
const disableCodeMessages: Record<string, string[] | null> = { 'acde-fghj-kmnp': null, '': [messages.required] };

/**
 * The model of issue 11: load → on/off; turning on: a secret → the first code → the recovery codes
 * once → load again; turning off with a code → load again. Codes go out only when valid, trimmed;
 * field messages under the field, others above the form.
 */
function expectedAfter(end: FactorEnd) {
  let step = 'loading';
  let status: object | null = null;
  let shownEnrolment: object | null = null;
  let codes: string[] | null = null;
  let fieldErrors: Record<string, string[]> = {};
  let error: string | null = null;
  const calls = { loads: 1, starts: 0, confirms: [] as unknown[], disables: [] as unknown[] };
  const clear = () => {
    [fieldErrors, error] = [{}, null];
  };
  const fail = (failure: Failure) => {
    const chyby = failure.chyby ?? {};
    if (Object.keys(chyby).some((key) => key !== '_form')) [fieldErrors, error] = [chyby, null];
    else [fieldErrors, error] = [{}, chyby._form?.join(' ') || failure.message];
  };
  for (const event of end.events) {
    const e = event as { type: string; output?: { dvoufazoveOvereni?: boolean; zalozniKody?: string[] }; error?: Failure; kod?: string };
    if (step === 'loading' && e.type === 'xstate.done.actor.loadStatus') {
      [step, status] = [e.output!.dvoufazoveOvereni ? 'on' : 'off', e.output!];
      clear();
    } else if (step === 'loading' && e.type === loadFailed.type) {
      step = 'loadFailed';
      fail(e.error!);
    } else if (step === 'loadFailed' && e.type === 'security.retry') {
      step = 'loading';
      clear();
      calls.loads += 1;
    } else if (step === 'off' && e.type === 'security.start') {
      step = 'starting';
      clear();
      calls.starts += 1;
    } else if (step === 'starting' && e.type === enrolmentStarted.type) {
      [step, shownEnrolment] = ['enrolling', enrolment];
      clear();
    } else if (step === 'starting' && e.type === startFailed.type) {
      step = 'off';
      fail(e.error!);
    } else if (step === 'enrolling' && e.type === 'security.confirm') {
      const refused = confirmCodeMessages[e.kod!];
      if (refused) [fieldErrors, error] = [{ kod: refused }, null];
      else {
        step = 'confirming';
        clear();
        calls.confirms.push({ kod: e.kod!.trim() });
      }
    } else if (step === 'enrolling' && e.type === 'security.cancel') {
      [step, shownEnrolment, codes] = ['off', null, null];
      clear();
    } else if (step === 'confirming' && e.type === confirmed.type) {
      [step, shownEnrolment, codes] = ['showingCodes', null, e.output!.zalozniKody!];
      clear();
    } else if (step === 'confirming' && e.type === 'xstate.error.actor.confirmEnrolment') {
      step = 'enrolling';
      fail(e.error!);
    } else if (step === 'showingCodes' && e.type === 'security.done') {
      [step, shownEnrolment, codes] = ['loading', null, null];
      clear();
      calls.loads += 1;
    } else if (step === 'on' && e.type === 'security.disable') {
      const refused = disableCodeMessages[e.kod!];
      if (refused) [fieldErrors, error] = [{ kod: refused }, null];
      else {
        step = 'disabling';
        clear();
        calls.disables.push({ kod: e.kod!.trim() });
      }
    } else if (step === 'disabling' && e.type === disabled.type) {
      step = 'loading';
      calls.loads += 1;
    } else if (step === 'disabling' && e.type === disableFailed.type) {
      step = 'on';
      fail(e.error!);
    }
  }
  return { step, status, enrolment: shownEnrolment, recoveryCodes: codes, fieldErrors, error, calls };
}

/** What useSecondFactor gives the view (the step and the context), and the calls made. */
function seen(end: FactorEnd) {
  const snapshot = end.snapshot as unknown as SecondFactorSnapshot;
  const { status, enrolment: shownEnrolment, recoveryCodes: codes, fieldErrors, error } = snapshot.context;
  const { calls } = end.world.control;
  return {
    step: secondFactorStepOf(snapshot),
    status,
    enrolment: shownEnrolment,
    recoveryCodes: codes,
    fieldErrors,
    error,
    calls: {
      loads: calls.loadStatus.length,
      starts: calls.startEnrolment.length,
      confirms: calls.confirmEnrolment,
      disables: calls.disable,
    },
  };
}

function check(end: FactorEnd) {
  expect(seen(end)).toEqual(expectedAfter(end));
}

const showsError = (snapshot: AnyMachineSnapshot) => (snapshot as SecondFactorSnapshot).context.error !== null;

const transitions: TransitionRow<FactorWorld>[] = [
  {
    from: '(start)',
    event: { type: 'xstate.init' },
    to: 'loading',
    expect: (end) => expect(seen(end).calls.loads).toBe(1),
  },
  {
    from: 'loading',
    when: 'off',
    event: statusLoaded(statusOff),
    to: 'off',
    expect: (end) => expect(seen(end).status).toEqual(statusOff),
  },
  {
    from: 'loading',
    when: 'on',
    event: statusLoaded(statusOn),
    to: 'on',
    expect: (end) => expect(seen(end).status).toEqual(statusOn),
  },
  {
    from: 'loading',
    event: loadFailed,
    to: 'loadFailed',
    expect: (end) => expect(seen(end).error).toBe('Spojení se serverem je nedostupné.'),
  },
  {
    from: 'loadFailed',
    event: { type: 'security.retry' },
    to: 'loading',
    expect: (end) => {
      expect(seen(end).calls.loads).toBe(2);
      expect(seen(end).error).toBeNull();
    },
  },
  {
    from: 'off',
    event: { type: 'security.start' },
    to: 'starting',
    expect: (end) => expect(seen(end).calls.starts).toBe(1),
  },
  {
    from: 'off',
    when: 'after a failure, without its message',
    reach: showsError,
    event: { type: 'security.start' },
    to: 'starting',
    expect: (end) => {
      expect(seen(end).calls.starts).toBe(2);
      expect(seen(end).error).toBeNull();
    },
  },
  {
    from: 'starting',
    event: enrolmentStarted,
    to: 'enrolling',
    expect: (end) => expect(seen(end).enrolment).toEqual(enrolment),
  },
  {
    from: 'starting',
    event: startFailed,
    to: 'off',
    expect: (end) => {
      expect(seen(end).error).toBe(messages.totpAlreadyOn);
      expect(seen(end).fieldErrors).toEqual({});
    },
  },
  {
    from: 'enrolling',
    event: confirm(' 123 456 '),
    to: 'confirming',
    expect: (end) => expect(seen(end).calls.confirms).toEqual([{ kod: '123 456' }]),
  },
  {
    from: 'enrolling',
    when: 'not six digits: nothing sent',
    event: confirm('12345'),
    to: 'enrolling',
    expect: (end) => {
      expect(seen(end).fieldErrors).toEqual({ kod: ['Zadejte šestimístný kód z ověřovací aplikace.'] });
      expect(seen(end).calls.confirms).toEqual([]);
      expect(seen(end).enrolment).toEqual(enrolment);
    },
  },
  {
    from: 'enrolling',
    event: { type: 'security.cancel' },
    to: 'off',
    expect: (end) => expect(seen(end).enrolment).toBeNull(),
  },
  {
    from: 'confirming',
    event: confirmed,
    to: 'showingCodes',
    expect: (end) => {
      expect(seen(end).recoveryCodes).toEqual(recoveryCodes);
      expect(seen(end).enrolment).toBeNull();
    },
  },
  {
    from: 'confirming',
    when: 'a wrong code',
    event: confirmFailed(wrongCode),
    to: 'enrolling',
    expect: (end) => {
      expect(seen(end).fieldErrors).toEqual({ kod: ['Kód není správný nebo už byl použit.'] });
      expect(seen(end).enrolment).toEqual(enrolment);
    },
  },
  {
    from: 'confirming',
    when: 'too many attempts',
    event: confirmFailed(limited),
    to: 'enrolling',
    expect: (end) => {
      expect(seen(end).error).toBe(limited.message);
      expect(seen(end).fieldErrors).toEqual({});
    },
  },
  {
    from: 'showingCodes',
    event: { type: 'security.done' },
    to: 'loading',
    expect: (end) => {
      expect(seen(end).recoveryCodes).toBeNull();
      expect(seen(end).calls.loads).toBe(2);
    },
  },
  {
    from: 'on',
    event: disable('acde-fghj-kmnp'),
    to: 'disabling',
    expect: (end) => expect(seen(end).calls.disables).toEqual([{ kod: 'acde-fghj-kmnp' }]),
  },
  {
    from: 'on',
    when: 'no code: nothing sent',
    event: disable(''),
    to: 'on',
    expect: (end) => {
      expect(seen(end).fieldErrors).toEqual({ kod: ['Pole je povinné'] });
      expect(seen(end).calls.disables).toEqual([]);
    },
  },
  {
    from: 'disabling',
    event: disabled,
    to: 'loading',
    expect: (end) => expect(seen(end).calls.loads).toBe(2),
  },
  {
    from: 'disabling',
    event: disableFailed,
    to: 'on',
    expect: (end) => expect(seen(end).fieldErrors).toEqual({ kod: ['Kód není správný nebo už byl použit.'] }),
  },
];

describeMachine<FactorWorld>({ machine: secondFactorMachine, events, world, check, transitions });
