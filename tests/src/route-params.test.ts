import { describe, expect, it } from 'vitest';
import { isNotFound } from '@tanstack/react-router';
import { createActor, fromPromise } from 'xstate';
import type { Zastup } from '../../contract/general';
import { accountTypeMachine } from '../../machines/accountType/accountType.machine';
import { representedPersonMachine } from '../../machines/representedPerson/representedPerson.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import { parseId, parsePaymentPersonType, parseYear, yearParams } from '../../src/app/route-params';
import { currentPersonId, runAppGuard, whenPersonKnown } from '../../src/app/router-context';

const notFoundOf = (parse: () => unknown) => {
  try {
    parse();
  } catch (error) {
    return isNotFound(error);
  }
  return false;
};

describe('path parameters', () => {
  it('parses an optional year to a number; anything else is not found', () => {
    expect(parseYear(undefined)).toBeUndefined();
    expect(parseYear('2024')).toBe(2024);
    expect(parseYear('1999')).toBe(1999);
    for (const bad of ['24', '20245', '2o24', '1899', ' 2024', ''])
      expect(
        notFoundOf(() => parseYear(bad)),
        bad,
      ).toBe(true);
    expect(yearParams.stringify({ rok: 2024 })).toEqual({ rok: '2024' });
    expect(yearParams.stringify({})).toEqual({ rok: undefined });
  });

  it('keeps ids as digit strings of 1 to 19 digits', () => {
    expect(parseId('9223372036854775807')).toBe('9223372036854775807');
    for (const bad of ['0', '01', '-1', '1.5', 'abc', '12345678901234567890', '9223372036854775808'])
      expect(
        notFoundOf(() => parseId(bad)),
        bad,
      ).toBe(true);
  });

  it('parses {typ} to the payment person type', () => {
    expect(parsePaymentPersonType('OSVC')).toBe('OSVC');
    expect(parsePaymentPersonType(undefined)).toBeUndefined();
    for (const bad of ['osvc', 'toString', '2024'])
      expect(
        notFoundOf(() => parsePaymentPersonType(bad)),
        bad,
      ).toBe(true);
  });
});

function actors({ stored, roles }: { stored: boolean; roles?: { jl: boolean; jp: boolean; pr?: 'REFERENT' } }) {
  const session = createActor(
    sessionMachine.provide({
      // the renewal after a reload: answers with these roles, or never
      actors: {
        refreshTokens: fromPromise(() =>
          roles
            ? Promise.resolve({
                accessToken: `x.${Buffer.from(JSON.stringify({ sub: 'u', ...roles, exp: Date.now() / 1000 + 300 })).toString('base64url')}.s`,
                refreshTokenExpirace: new Date(Date.now() + 600_000).toISOString(),
              })
            : new Promise<never>(() => {}),
        ),
      },
    }),
    { input: { refreshTokenExpirace: stored ? new Date(Date.now() + 600_000).toISOString() : null, toleranceS: 0 } },
  );
  const accountType = createActor(accountTypeMachine, { input: { jl: false, jp: false, storedType: null } });
  session.subscribe((snapshot) => {
    const payload = snapshot.context.payload;
    if (payload) accountType.send({ type: 'accountType.rolesChanged', jl: payload.jl, jp: payload.jp, pr: payload.pr });
  });
  accountType.start();
  session.start();
  return { session, accountType };
}

describe('the _app guard', () => {
  const insuredOnly = [{ staticData: {} }, { staticData: { accountTypes: ['POJISTENEC'] as const } }];

  it('sends to the login without a valid refresh token', async () => {
    expect(await runAppGuard(actors({ stored: false }), insuredOnly)).toBe('login');
  });

  it('waits for the roles of the renewal, then filters by account type', async () => {
    expect(await runAppGuard(actors({ stored: true, roles: { jl: true, jp: false } }), insuredOnly)).toBe('notFound');
    expect(await runAppGuard(actors({ stored: true, roles: { jl: false, jp: true } }), insuredOnly)).toBe('pass');
  });

  it('sends a staff member from every other screen to the workspace, and keeps everyone else out of it', async () => {
    const staffOnly = [{ staticData: {} }, { staticData: { accountTypes: ['PRACOVNIK'] as const } }];
    const staff = { jl: false, jp: false, pr: 'REFERENT' as const };
    expect(await runAppGuard(actors({ stored: true, roles: staff }), insuredOnly)).toBe('staff');
    expect(await runAppGuard(actors({ stored: true, roles: staff }), [{ staticData: {} }])).toBe('staff');
    expect(await runAppGuard(actors({ stored: true, roles: staff }), staffOnly)).toBe('pass');
    expect(await runAppGuard(actors({ stored: true, roles: { jl: false, jp: true } }), staffOnly)).toBe('notFound');
    expect(await runAppGuard(actors({ stored: false }), staffOnly)).toBe('login');
  });

  it('does not hang when the renewal never answers: it passes and the layout keeps its spinner', async () => {
    expect(await runAppGuard(actors({ stored: true }), insuredOnly, 50)).toBe('pass');
  });
});

describe('whose data a loader fetches', () => {
  const person: Zastup = {
    pojistenecId: 41,
    pojistenec: { jmeno: 'A', prijmeni: 'B' },
    avatarBarva: '#000',
    zamestnavatel: null,
    narozen: '1980-01-01T00:00:00',
    typZastupce: 'SAM_NA_SEBE',
  };

  it('the represented person for an insured user, the patient for a doctor, none for the unknown type', async () => {
    const representedPerson = createActor(
      representedPersonMachine.provide({
        actors: {
          loadRepresentedPersons: fromPromise(async (): Promise<Zastup[]> => [person]),
        },
      }),
      { input: { storedIndex: null } },
    ).start();
    representedPerson.send({ type: 'person.load' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const typed = (jl: boolean, jp: boolean) => createActor(accountTypeMachine, { input: { jl, jp, storedType: null } }).start();
    expect(currentPersonId({ accountType: typed(false, true), representedPerson }, { state: {} as never })).toBe('41');
    expect(currentPersonId({ accountType: typed(true, false), representedPerson }, { state: { pacientId: '512' } as never })).toBe('512');
    expect(currentPersonId({ accountType: typed(true, false), representedPerson }, { state: { pacientId: '0x1' } as never })).toBeNull();
    expect(currentPersonId({ accountType: typed(false, false), representedPerson }, { state: {} as never })).toBeNull();
  });

  it('on a reload, waits for the represented persons instead of giving up, and not for what never comes', async () => {
    let answer: (persons: Zastup[]) => void = () => {};
    let fail: (error: Error) => void = () => {};
    const persons = () =>
      createActor(
        representedPersonMachine.provide({
          actors: {
            loadRepresentedPersons: fromPromise(
              () =>
                new Promise<Zastup[]>((resolve, reject) => {
                  answer = resolve;
                  fail = reject;
                }),
            ),
          },
        }),
        { input: { storedIndex: null } },
      ).start();
    const insured = createActor(accountTypeMachine, { input: { jl: false, jp: true, storedType: null } }).start();
    const doctor = createActor(accountTypeMachine, { input: { jl: true, jp: false, storedType: null } }).start();

    const loading = persons();
    loading.send({ type: 'person.load' });
    const known = whenPersonKnown({ accountType: insured, representedPerson: loading }, { state: {} as never });
    answer([person]);
    await expect(known).resolves.toBe('41');

    const failing = persons();
    failing.send({ type: 'person.load' });
    const none = whenPersonKnown({ accountType: insured, representedPerson: failing }, { state: {} as never });
    fail(new Error('no connection'));
    await expect(none).resolves.toBeNull();

    // a doctor without a chosen patient has no one to wait for
    await expect(whenPersonKnown({ accountType: doctor, representedPerson: persons() }, { state: {} as never })).resolves.toBeNull();
  });
});
