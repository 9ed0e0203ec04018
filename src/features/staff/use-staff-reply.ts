/**
 * The insurer's answer in a thread for the view (machines/staffReply): one hook creates the actor
 * with its `sendReply` call (multipart), shows the answered thread through the query cache (and
 * marks the inbox stale), and gives the view what it reads and may do.
 */
import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { PracovisteVlakno } from '../../../contract/staff';
import { staffReplyMachine, staffReplyStepOf, type StaffReplySendInput } from '../../../machines/staffReply/staffReply.machine';
import { useApi } from '../../app';
import { useInspect } from '../../app/use-inspect';
import { flowFailureOf } from '../../lib/errors';
import { invalidateLists, sendReply, threadQuery } from './api';

export function useStaffReply(vlakno: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    staffReplyMachine.provide({
      actors: {
        sendReply: fromPromise<PracovisteVlakno, StaffReplySendInput>(async ({ input }) => {
          try {
            return await sendReply(api, vlakno, input);
          } catch (error) {
            throw flowFailureOf(error);
          }
        }),
      },
      actions: {
        showThread: (_, params) => {
          queryClient.setQueryData(threadQuery(api, vlakno).queryKey, params.thread);
          invalidateLists(queryClient);
        },
      },
    }),
  );
  const actor = useActorRef(machine, { inspect: useInspect() });
  const step = useSelector(actor, staffReplyStepOf);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const events = useMemo(
    () => ({
      change: (telo: string) => actor.send({ type: 'reply.change', telo }),
      files: (files: readonly File[]) => actor.send({ type: 'reply.filesChanged', files }),
      send: () => actor.send({ type: 'reply.send' }),
      retry: () => actor.send({ type: 'reply.retry' }),
    }),
    [actor],
  );
  return { step, ...context, events };
}
