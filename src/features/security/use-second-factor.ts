/**
 * The second-factor flow of 'Zabezpečení přihlášení' (machines/secondFactor): the actor with its
 * calls and the dev inspector, what the view reads and what it may do. Views never build events.
 */
import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { securityStatus, totpConfirm, totpDisable, totpStart } from '../../../contract/routes.gen';
import { secondFactorMachine, secondFactorStepOf } from '../../../machines/secondFactor/secondFactor.machine';
import { flowFailureOf } from '../../lib/errors';
import { useApi } from '../../app/use-session';
import { useInspect } from '../../app/use-inspect';

/** Rejections reach the machine as the server's Czech message and field messages. */
async function asFlowFailure<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw flowFailureOf(error);
  }
}

export function useSecondFactor() {
  const api = useApi();
  const inspect = useInspect();
  const [machine] = useState(() =>
    secondFactorMachine.provide({
      actors: {
        loadStatus: fromPromise(() => asFlowFailure(() => api.call(securityStatus))),
        startEnrolment: fromPromise(() => asFlowFailure(() => api.call(totpStart))),
        confirmEnrolment: fromPromise(({ input }) => asFlowFailure(() => api.call(totpConfirm, { body: { kod: input.kod } }))),
        disable: fromPromise(({ input }) => asFlowFailure(() => api.call(totpDisable, { body: { kod: input.kod } }))),
      },
    }),
  );
  const actor = useActorRef(machine, { inspect });
  const step = useSelector(actor, secondFactorStepOf);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const events = useMemo(
    () => ({
      retry: () => actor.send({ type: 'security.retry' }),
      start: () => actor.send({ type: 'security.start' }),
      cancel: () => actor.send({ type: 'security.cancel' }),
      confirm: (kod: string) => actor.send({ type: 'security.confirm', kod }),
      done: () => actor.send({ type: 'security.done' }),
      disable: (kod: string) => actor.send({ type: 'security.disable', kod }),
    }),
    [actor],
  );
  return { step, ...context, events };
}

export type SecondFactorFlow = ReturnType<typeof useSecondFactor>;
