/**
 * A new share link of the emergency card for the views (machines/emergencyShare): the actor with
 * its `create` call and the dev inspector; the views read the state and call the intents. The
 * created link lives only in the actor (the server keeps its hash): leaving the page forgets it.
 */
import { useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  emergencyShareMachine,
  emergencyShareStateOf,
  type CreatedShareLink,
  type ShareValues,
} from '../../../../machines/emergencyShare/emergencyShare.machine';
import { flowFailureOf } from '../../../lib/errors';
import { useInspect } from '../../../app/use-inspect';

export function useEmergencyShare(create: (body: unknown) => Promise<CreatedShareLink>) {
  const inspect = useInspect();
  const latest = useRef(create);
  latest.current = create;
  const [machine] = useState(() =>
    emergencyShareMachine.provide({
      actors: {
        create: fromPromise<CreatedShareLink, { body: unknown }>(async ({ input }) => {
          try {
            return await latest.current(input.body);
          } catch (error) {
            throw flowFailureOf(error);
          }
        }),
      },
    }),
  );
  const actor = useActorRef(machine, { input: {}, inspect });
  const state = useSelector(actor, emergencyShareStateOf);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const events = useMemo(
    () => ({
      change: (values: ShareValues) => actor.send({ type: 'share.change', values }),
      create: () => actor.send({ type: 'share.create' }),
      retry: () => actor.send({ type: 'share.retry' }),
      back: () => actor.send({ type: 'share.back' }),
      again: () => actor.send({ type: 'share.again' }),
    }),
    [actor],
  );
  return { state, values: context.values, fieldErrors: context.fieldErrors, error: context.error, link: context.link, events };
}
