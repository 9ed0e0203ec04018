import type { AnyStateMachine, EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  checkStep,
  dialogOpen,
  staffStepMachine,
  staffStepPhaseOf,
  stepsWithDialog,
  type StaffStepPhase,
  type StaffStepSnapshot,
  type StepFailure,
} from '../../machines/staffStep/staffStep.machine';
import type { StaffRequestAction } from '../../contract/enums';
import { messages } from '../../contract/messages';
import type { PracovisteZadostDetail } from '../../contract/staff';
import { controlledActors, describeMachine, type End, type TransitionRow } from './harness';

const NOTE = 'Doložte prosím lékařskou zprávu.';
const detail: PracovisteZadostDetail = {
  zadost: { id: 41, typ: 'PROGRAM', datum: '2026-11-20T09:00:00.000Z', stav: 'VYRIZUJE_SE', adresaOdeslani: null, popis: 'Očkování' },
  polozky: [{ nazev: 'Částka', hodnota: '1 200 Kč' }],
  prilohy: [],
  historie: [{ stav: 'PRIJATO', datum: '2026-11-20T09:00:00.000Z', poznamka: '', akce: null, kdo: null }],
  vlakno: null,
  pojistenec: { jmeno: 'Jana Dvořáková', narozen: '1985-04-12T00:00:00' },
  resitel: { id: 7, jmeno: 'Alena Marková', role: 'REFERENT' },
  akce: ['VYZADAT_DOKLADY', 'SCHVALIT', 'ZAMITNOUT'],
};
const noteRefused: StepFailure = { message: messages.badRequest, chyby: { poznamka: [messages.tooLong(2000)] } };
const conflict: StepFailure = { message: 'Tento krok už u žádosti není možný.', conflict: true };
const offline: StepFailure = { message: messages.noConnection };

const choose = (akce: StaffRequestAction) => ({ type: 'step.choose', akce });
const change = (poznamka: string) => ({ type: 'step.change', poznamka });

const events = {
  'step.choose': [choose('PREVZIT'), choose('VYZADAT_DOKLADY'), choose('SCHVALIT'), choose('ZAMITNOUT')],
  'step.change': [change(NOTE), change('  ')],
  'step.confirm': [{ type: 'step.confirm' }],
  'step.retry': [{ type: 'step.retry' }],
  'step.cancel': [{ type: 'step.cancel' }],
  'xstate.done.actor.sendStep': [{ type: 'xstate.done.actor.sendStep', output: detail }],
  'xstate.error.actor.sendStep': [
    { type: 'xstate.error.actor.sendStep', error: noteRefused },
    { type: 'xstate.error.actor.sendStep', error: conflict },
    { type: 'xstate.error.actor.sendStep', error: offline },
  ],
};

/** The screen around the flow: the requests it showed and the reloads it asked for. */
function world(machine: AnyStateMachine) {
  const control = controlledActors(['sendStep']);
  const shown: PracovisteZadostDetail[] = [];
  let reloads = 0;
  const provided = machine.provide({
    actors: control.actors as never,
    actions: {
      showRequest: (_: unknown, params: { detail: PracovisteZadostDetail }) => void shown.push(params.detail),
      reloadRequest: () => void (reloads += 1),
    },
  } as never);
  return { machine: provided, control, shown, reloads: () => reloads };
}
type StepWorld = ReturnType<typeof world>;
type StepEnd = End<StepWorld>;
const snapshotOf = (end: StepEnd) => end.snapshot as unknown as StaffStepSnapshot;

/**
 * An independent model of the staff step: what is on screen (phase, step, note, message) and what
 * was sent, shown and reloaded.
 */
function model(events: readonly EventObject[]) {
  let phase: StaffStepPhase = 'idle';
  let akce: StaffRequestAction | null = null;
  let poznamka = '';
  let sentNote: string | undefined;
  let done: StaffRequestAction | null = null;
  let error: string | null = null;
  let isConflict = false;
  let noteMessage: string[] | undefined;
  const sends: Array<{ akce: StaffRequestAction; poznamka?: string }> = [];
  let shown = 0;
  let reloads = 0;
  const needsNote = (a: StaffRequestAction) => a === 'VYZADAT_DOKLADY' || a === 'ZAMITNOUT';
  /** Sends the chosen step; the phase it leads to. */
  const send = (): StaffStepPhase => {
    error = null;
    sends.push(sentNote === undefined ? { akce: akce! } : { akce: akce!, poznamka: sentNote });
    return 'sending';
  };
  for (const event of events) {
    const e = event as { type: string; akce?: StaffRequestAction; poznamka?: string; error?: StepFailure };
    if (e.type === 'step.choose' && (phase === 'idle' || phase === 'done' || phase === 'failed')) {
      akce = e.akce!;
      poznamka = '';
      error = null;
      isConflict = false;
      noteMessage = undefined;
      sentNote = undefined;
      if (akce === 'PREVZIT') phase = send();
      else phase = 'dialog';
    } else if (e.type === 'step.change' && phase === 'dialog') poznamka = e.poznamka!;
    else if (e.type === 'step.confirm' && phase === 'dialog') {
      if (needsNote(akce!) && poznamka.trim() === '') noteMessage = [messages.required];
      else {
        noteMessage = undefined;
        sentNote = needsNote(akce!) ? poznamka.trim() : undefined;
        phase = send();
      }
    } else if (e.type === 'step.cancel' && (phase === 'dialog' || phase === 'failed')) phase = 'idle';
    else if (e.type === 'step.retry' && phase === 'failed' && !isConflict) phase = send();
    else if (e.type === 'xstate.done.actor.sendStep' && phase === 'sending') {
      phase = 'done';
      done = akce;
      shown += 1;
      poznamka = '';
    } else if (e.type === 'xstate.error.actor.sendStep' && phase === 'sending') {
      if (e.error!.chyby && akce !== 'PREVZIT') {
        phase = 'dialog';
        noteMessage = e.error!.chyby.poznamka;
      } else {
        phase = 'failed';
        error = e.error!.message;
        isConflict = e.error!.conflict === true;
        if (isConflict) reloads += 1;
      }
    }
  }
  return { phase, akce, poznamka, done, error, isConflict, noteMessage, sends, shown, reloads };
}

function check(end: StepEnd) {
  const snapshot = snapshotOf(end);
  const expected = model(end.events);
  expect(staffStepPhaseOf(snapshot)).toBe(expected.phase);
  expect(snapshot.context.done).toBe(expected.done);
  expect(end.world.control.calls.sendStep).toEqual(expected.sends);
  expect(end.world.shown).toHaveLength(expected.shown);
  expect(end.world.reloads()).toBe(expected.reloads);
  expect(dialogOpen(snapshot)).toBe(
    ['dialog', 'sending', 'failed'].includes(expected.phase) && expected.akce !== null && expected.akce !== 'PREVZIT',
  );
  if (expected.phase === 'dialog') {
    expect(snapshot.context.poznamka).toBe(expected.poznamka);
    expect(snapshot.context.fieldErrors.poznamka).toEqual(expected.noteMessage);
  }
  if (expected.phase === 'failed') {
    expect(snapshot.context.error).toBe(expected.error);
    // 'Zkusit znovu' only when the step may still go through
    expect(snapshot.can({ type: 'step.retry' })).toBe(!expected.isConflict);
  }
}

const withNote = (snapshot: unknown) => (snapshot as StaffStepSnapshot).context.poznamka === NOTE;
const blankNote = (snapshot: unknown) => (snapshot as StaffStepSnapshot).context.poznamka.trim() === '';
const stepIs = (akce: StaffRequestAction) => (snapshot: unknown) => (snapshot as StaffStepSnapshot).context.akce === akce;
const sentOf = (end: StepEnd) => end.world.control.calls.sendStep;

const transitions: TransitionRow<StepWorld>[] = [
  { from: '(start)', event: { type: 'xstate.init' }, to: 'closed.idle', expect: (end) => expect(sentOf(end)).toEqual([]) },
  {
    from: 'closed.idle',
    when: "'Převzít' goes out at once",
    event: choose('PREVZIT'),
    to: 'sending',
    expect: (end) => expect(sentOf(end)).toEqual([{ akce: 'PREVZIT' }]),
  },
  {
    from: 'closed.idle',
    when: 'the other steps ask first',
    event: choose('ZAMITNOUT'),
    to: 'dialog',
    expect: (end) => {
      expect(sentOf(end)).toEqual([]);
      expect(snapshotOf(end).context.akce).toBe('ZAMITNOUT');
    },
  },
  {
    from: 'closed.done',
    when: 'the next step after one went through',
    event: choose('SCHVALIT'),
    to: 'dialog',
    expect: (end) => expect(snapshotOf(end).context.akce).toBe('SCHVALIT'),
  },
  {
    from: 'closed.done',
    when: "'Převzít' again (a colleague's request taken over)",
    event: choose('PREVZIT'),
    to: 'sending',
    expect: (end) => expect(sentOf(end).at(-1)).toEqual({ akce: 'PREVZIT' }),
  },
  {
    from: 'dialog',
    event: change(NOTE),
    to: 'dialog',
    expect: (end) => expect(snapshotOf(end).context.poznamka).toBe(NOTE),
  },
  {
    from: 'dialog',
    when: 'a note given: sent trimmed, with its step',
    reach: (snapshot) => withNote(snapshot) && stepIs('VYZADAT_DOKLADY')(snapshot),
    event: { type: 'step.confirm' },
    to: 'sending',
    expect: (end) => expect(sentOf(end)).toEqual([{ akce: 'VYZADAT_DOKLADY', poznamka: NOTE }]),
  },
  {
    from: 'dialog',
    when: "a required note left blank: 'Pole je povinné', nothing sent",
    reach: (snapshot) => blankNote(snapshot) && stepIs('ZAMITNOUT')(snapshot),
    event: { type: 'step.confirm' },
    to: 'dialog',
    expect: (end) => {
      expect(snapshotOf(end).context.fieldErrors).toEqual({ poznamka: [messages.required] });
      expect(sentOf(end)).toEqual([]);
    },
  },
  {
    from: 'dialog',
    when: "'Schválit' needs no note",
    reach: stepIs('SCHVALIT'),
    event: { type: 'step.confirm' },
    to: 'sending',
    expect: (end) => expect(sentOf(end)).toEqual([{ akce: 'SCHVALIT' }]),
  },
  { from: 'dialog', event: { type: 'step.cancel' }, to: 'closed.idle', expect: (end) => expect(sentOf(end)).toEqual([]) },
  {
    from: 'sending',
    when: 'the answer is shown and the step named',
    event: { type: 'xstate.done.actor.sendStep', output: detail },
    to: 'closed.done',
    expect: (end) => {
      expect(end.world.shown).toEqual([detail]);
      expect(snapshotOf(end).context.done).toBe(snapshotOf(end).context.akce);
    },
  },
  {
    from: 'sending',
    when: "the server's field message back in the dialog",
    reach: stepIs('ZAMITNOUT'),
    event: { type: 'xstate.error.actor.sendStep', error: noteRefused },
    to: 'dialog',
    expect: (end) => expect(snapshotOf(end).context.fieldErrors).toEqual(noteRefused.chyby),
  },
  {
    from: 'sending',
    when: "409: the server's message, the request reloaded, no retry",
    event: { type: 'xstate.error.actor.sendStep', error: conflict },
    to: 'failed',
    expect: (end) => {
      expect(snapshotOf(end).context.error).toBe(conflict.message);
      expect(end.world.reloads()).toBe(1);
      expect(snapshotOf(end).can({ type: 'step.retry' })).toBe(false);
    },
  },
  {
    from: 'sending',
    when: 'no connection: the message and a retry, nothing reloaded',
    event: { type: 'xstate.error.actor.sendStep', error: offline },
    to: 'failed',
    expect: (end) => {
      expect(snapshotOf(end).context.error).toBe(messages.noConnection);
      expect(end.world.reloads()).toBe(0);
    },
  },
  {
    from: 'failed',
    when: 'the same step sent again',
    reach: (snapshot) => !(snapshot as StaffStepSnapshot).context.conflict,
    event: { type: 'step.retry' },
    to: 'sending',
    expect: (end) => {
      const calls = sentOf(end);
      expect(calls).toHaveLength(2);
      expect(calls[1]).toEqual(calls[0]);
      expect(snapshotOf(end).context.error).toBeNull();
    },
  },
  {
    from: 'failed',
    when: 'after a 409 nothing is sent again',
    reach: (snapshot) => (snapshot as StaffStepSnapshot).context.conflict,
    event: { type: 'step.retry' },
    to: 'failed',
    expect: (end) => expect(sentOf(end)).toHaveLength(1),
  },
  { from: 'failed', event: { type: 'step.cancel' }, to: 'closed.idle' },
  {
    from: 'failed',
    when: 'another step of the refreshed buttons',
    event: choose('ZAMITNOUT'),
    to: 'dialog',
    expect: (end) => {
      expect(snapshotOf(end).context.error).toBeNull();
      expect(snapshotOf(end).context.akce).toBe('ZAMITNOUT');
    },
  },
  {
    from: 'failed',
    when: "'Převzít' from the refreshed buttons after another step failed",
    reach: stepIs('SCHVALIT'),
    event: choose('PREVZIT'),
    to: 'sending',
    expect: (end) => expect(sentOf(end).at(-1)).toEqual({ akce: 'PREVZIT' }),
  },
];

describeMachine<StepWorld>({ machine: staffStepMachine, events, world, check, transitions });

describe('staff step rules', () => {
  it('the contract checks the note: required for the steps the person reads, its length and no markup', () => {
    expect(checkStep('VYZADAT_DOKLADY', '  ')).toEqual({ errors: { poznamka: [messages.required] } });
    expect(checkStep('ZAMITNOUT', ` ${NOTE} `)).toEqual({ body: { akce: 'ZAMITNOUT', poznamka: NOTE } });
    expect(checkStep('ZAMITNOUT', 'x'.repeat(2001))).toEqual({ errors: { poznamka: [messages.tooLong(2000)] } });
    expect(checkStep('ZAMITNOUT', '<b>ne</b>')).toEqual({ errors: { poznamka: [messages.noHtml] } });
    expect(checkStep('SCHVALIT', 'ignored')).toEqual({ body: { akce: 'SCHVALIT' } });
    expect(stepsWithDialog).not.toContain('PREVZIT');
  });
});
