import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import {
  settingsSectionMachine,
  settingsSectionStateOf,
  type SectionFailure,
  type SectionValues,
  type SettingsSectionInput,
  type SettingsSectionSnapshot,
} from '../../machines/settingsSection/settingsSection.machine';
import { messages } from '../../contract/messages';
import { pojistenecEmailZmenit, pojistenecUcetZmenit } from '../../contract/settings';
import { controlledActors, describeMachine, type End, type TransitionRow } from './harness';

// The e-mail part of 'Osobní údaje', checked by the contract's schema of PUT …/email.
const stored = { email: 'jana.dvorakova@example.cz' };
const typed = { email: 'jana.nova@example.cz' };
const bad = { email: 'jana.nova@' };
const elsewhere = { email: 'jana@jinde.example.cz' };
// The bank-account part, checked by its own schema (the mod-11 rule).
const storedAccount = { predcisli: '', cislo: '271603102', banka: '0800' };
const wrongAccount = { predcisli: '', cislo: '1234567890', banka: '0800' };
const goodAccount = { predcisli: '', cislo: '2000145399', banka: '0800' };

const savedAnswer = { answer: { email: typed.email }, stored: typed };
const refused: SectionFailure = { message: messages.badRequest, chyby: { email: [messages.email] } };
const offline: SectionFailure = { message: messages.noConnection };
const overLimit: SectionFailure = { message: messages.badRequest, chyby: { _form: ['Změnu lze uložit nejvýše třikrát denně.'] } };

/** What each value set travels as, or the messages it gets before anything is sent (the contract's rules, written out). */
const checked = new Map<SectionValues, { body: object } | { errors: Record<string, string[]> }>([
  [stored, { body: stored }],
  [typed, { body: typed }],
  [bad, { errors: { email: [messages.email] } }],
  [elsewhere, { body: elsewhere }],
  [storedAccount, { body: { cislo: '271603102', banka: '0800' } }],
  [wrongAccount, { errors: { cislo: [messages.bankAccount] } }],
  [goodAccount, { body: { cislo: '2000145399', banka: '0800' } }],
]);

const change = (values: SectionValues) => ({ type: 'section.change', values });
const storedElsewhere = { type: 'section.stored', values: elsewhere };
const save = { type: 'section.save' };
const saved = { type: 'xstate.done.actor.save', output: savedAnswer };
const saveFailed = (error: SectionFailure) => ({ type: 'xstate.error.actor.save', error });

const events = {
  'section.change': [typed, bad, stored, goodAccount, wrongAccount, storedAccount].map(change),
  'section.save': [save],
  'section.retry': [{ type: 'section.retry' }],
  'section.reset': [{ type: 'section.reset' }],
  'section.stored': [storedElsewhere],
  'xstate.done.actor.save': [saved],
  'xstate.error.actor.save': [saveFailed(refused), saveFailed(offline), saveFailed(overLimit)],
};

const inputs: Record<string, SettingsSectionInput> = {
  'e-mail part': { stored, schema: pojistenecEmailZmenit.body! },
  'bank-account part': { stored: storedAccount, schema: pojistenecUcetZmenit.body! },
};

// Each part gets the values of its own fields; the bank-account part only checks and sends (its saves and data from elsewhere are the e-mail part's rows).
const isAccountPart = (snapshot: AnyMachineSnapshot) => 'cislo' in (snapshot as SettingsSectionSnapshot).context.stored;
const filterEvents = (event: { type: string; values?: SectionValues }, snapshot: AnyMachineSnapshot) => {
  if (event.type === 'section.change') return 'cislo' in event.values! === isAccountPart(snapshot);
  return !isAccountPart(snapshot) || !['section.stored', saved.type].includes(event.type);
};

function world(machine: AnyStateMachine) {
  const control = controlledActors(['save']);
  return { machine: machine.provide({ actors: control.actors } as never), control };
}
type SectionWorld = ReturnType<typeof world>;
type SectionEnd = End<SectionWorld>;

const same = (a: SectionValues, b: SectionValues) => JSON.stringify(a) === JSON.stringify(b);

/**
 * An independent model of issue 15 §3: what is stored, what is typed, what each save sends and the
 * messages; typed values survive failures and data stored elsewhere; a clean part follows the server.
 */
function expectedAfter(end: SectionEnd) {
  let state = 'clean';
  let storedValues = (end.input as SettingsSectionInput).stored;
  let values = storedValues;
  let body: unknown = null;
  let fieldErrors: Record<string, string[]> = {};
  let error: string | null = null;
  let answer: unknown = null;
  const sent: unknown[] = [];
  const typing = () => state === 'dirty' || state === 'failed';
  for (const event of end.events) {
    const e = event as { type: string; values?: SectionValues; error?: SectionFailure; output?: typeof savedAnswer };
    if (e.type === 'section.stored' && state !== 'saving') {
      storedValues = e.values!;
      if (!typing()) values = e.values!;
    } else if (e.type === 'section.change' && (typing() || ((state === 'clean' || state === 'saved') && !same(e.values!, storedValues)))) {
      [state, values, error] = ['dirty', e.values!, null];
    } else if (e.type === 'section.save' && state === 'dirty') {
      const result = checked.get(values)!;
      if ('body' in result) {
        [state, body, fieldErrors, error] = ['saving', result.body, {}, null];
        sent.push({ body });
      } else fieldErrors = result.errors;
    } else if (e.type === 'section.retry' && state === 'failed') {
      state = 'saving';
      sent.push({ body });
    } else if (e.type === 'section.reset' && typing()) {
      [state, values, fieldErrors, error] = ['clean', storedValues, {}, null];
    } else if (e.type === saved.type && state === 'saving') {
      [state, answer, storedValues, values, fieldErrors, error] = ['saved', e.output!.answer, e.output!.stored, e.output!.stored, {}, null];
    } else if (e.type === 'xstate.error.actor.save' && state === 'saving') {
      const chyby = e.error!.chyby ?? {};
      if (Object.keys(chyby).some((key) => key !== '_form')) [state, fieldErrors, error] = ['dirty', chyby, null];
      else [state, error] = ['failed', chyby._form?.join(' ') || e.error!.message];
    }
  }
  return { state, stored: storedValues, values, fieldErrors, error, answer, sent };
}

/** What a part's form shows (its state, values and messages), the answer for the screen's cache, and the saves sent. */
function seen(end: SectionEnd) {
  const snapshot = end.snapshot as unknown as SettingsSectionSnapshot;
  const { stored: storedValues, values, fieldErrors, error, answer } = snapshot.context;
  return {
    state: settingsSectionStateOf(snapshot),
    stored: storedValues,
    values,
    fieldErrors,
    error,
    answer,
    sent: end.world.control.calls.save,
  };
}

function check(end: SectionEnd) {
  expect(seen(end)).toEqual(expectedAfter(end));
}

const holding = (values: SectionValues) => (snapshot: AnyMachineSnapshot) =>
  (snapshot as SettingsSectionSnapshot).context.values === values;

const transitions: TransitionRow<SectionWorld>[] = [
  {
    from: '(start)',
    event: { type: 'xstate.init' },
    to: 'clean',
    expect: (end) => {
      expect(seen(end).values).toEqual(stored);
      expect(seen(end).sent).toEqual([]);
    },
  },
  {
    from: 'clean',
    event: change(typed),
    to: 'dirty',
    expect: (end) => expect(seen(end).values).toEqual(typed),
  },
  {
    from: 'clean',
    when: 'back to the stored values',
    event: change(stored),
    to: 'clean',
    expect: (end) => expect(seen(end).state).toBe('clean'),
  },
  {
    from: 'clean',
    when: 'another part saved',
    event: storedElsewhere,
    to: 'clean',
    expect: (end) => {
      expect(seen(end).values).toEqual(elsewhere);
      expect(seen(end).stored).toEqual(elsewhere);
    },
  },
  {
    from: 'dirty',
    event: change(bad),
    to: 'dirty',
    expect: (end) => expect(seen(end).values).toEqual(bad),
  },
  {
    from: 'dirty',
    event: save,
    to: 'saving',
    expect: (end) => expect(seen(end).sent).toEqual([{ body: typed }]),
  },
  {
    from: 'dirty',
    when: 'refused by the schema: nothing sent',
    reach: holding(bad),
    event: save,
    to: 'dirty',
    expect: (end) => {
      expect(seen(end).fieldErrors).toEqual({ email: [messages.email] });
      expect(seen(end).sent).toEqual([]);
    },
  },
  {
    from: 'dirty',
    when: 'a wrong bank account: nothing sent',
    input: 'bank-account part',
    reach: holding(wrongAccount),
    event: save,
    to: 'dirty',
    expect: (end) => {
      expect(seen(end).fieldErrors).toEqual({ cislo: [messages.bankAccount] });
      expect(seen(end).sent).toEqual([]);
    },
  },
  {
    from: 'dirty',
    when: 'a valid bank account',
    input: 'bank-account part',
    reach: holding(goodAccount),
    event: save,
    to: 'saving',
    expect: (end) => expect(seen(end).sent).toEqual([{ body: { cislo: '2000145399', banka: '0800' } }]),
  },
  {
    from: 'dirty',
    event: { type: 'section.reset' },
    to: 'clean',
    expect: (end) => expect(seen(end).values).toEqual(stored),
  },
  {
    from: 'dirty',
    when: 'another part saved: the typed values stay',
    event: storedElsewhere,
    to: 'dirty',
    expect: (end) => {
      expect(seen(end).values).toEqual(typed);
      expect(seen(end).stored).toEqual(elsewhere);
    },
  },
  {
    from: 'saving',
    when: 'a second tap sends nothing',
    event: save,
    to: 'saving',
    expect: (end) => expect(seen(end).sent).toHaveLength(1),
  },
  {
    from: 'saving',
    event: saved,
    to: 'saved',
    expect: (end) => {
      expect(seen(end).answer).toEqual(savedAnswer.answer);
      expect(seen(end).stored).toEqual(typed);
    },
  },
  {
    from: 'saving',
    when: 'the server refuses a field: the typed values stay',
    event: saveFailed(refused),
    to: 'dirty',
    expect: (end) => {
      expect(seen(end).fieldErrors).toEqual({ email: [messages.email] });
      expect(seen(end).values).toEqual(typed);
    },
  },
  {
    from: 'saving',
    when: 'no connection',
    event: saveFailed(offline),
    to: 'failed',
    expect: (end) => {
      expect(seen(end).error).toBe(messages.noConnection);
      expect(seen(end).values).toEqual(typed);
    },
  },
  {
    from: 'saving',
    when: 'a message for the whole part',
    event: saveFailed(overLimit),
    to: 'failed',
    expect: (end) => expect(seen(end).error).toBe('Změnu lze uložit nejvýše třikrát denně.'),
  },
  {
    from: 'saved',
    event: change(bad),
    to: 'dirty',
    expect: (end) => expect(seen(end).values).toEqual(bad),
  },
  {
    from: 'saved',
    when: 'the values just saved',
    event: change(typed),
    to: 'saved',
    expect: (end) => expect(seen(end).state).toBe('saved'),
  },
  {
    from: 'saved',
    when: 'another part saved',
    event: storedElsewhere,
    to: 'saved',
    expect: (end) => expect(seen(end).values).toEqual(elsewhere),
  },
  {
    from: 'failed',
    event: { type: 'section.retry' },
    to: 'saving',
    expect: (end) => expect(seen(end).sent).toEqual([{ body: typed }, { body: typed }]),
  },
  {
    from: 'failed',
    event: change(bad),
    to: 'dirty',
    expect: (end) => {
      expect(seen(end).values).toEqual(bad);
      expect(seen(end).error).toBeNull();
    },
  },
  {
    from: 'failed',
    event: { type: 'section.reset' },
    to: 'clean',
    expect: (end) => {
      expect(seen(end).values).toEqual(stored);
      expect(seen(end).error).toBeNull();
    },
  },
  {
    from: 'failed',
    when: 'another part saved: the typed values stay',
    event: storedElsewhere,
    to: 'failed',
    expect: (end) => {
      expect(seen(end).values).toEqual(typed);
      expect(seen(end).stored).toEqual(elsewhere);
    },
  },
];

describeMachine<SectionWorld>({ machine: settingsSectionMachine, inputs, events, filterEvents, world, check, transitions });
