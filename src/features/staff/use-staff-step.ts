/**
 * The staff step flow for the request detail (machines/staffStep): one hook creates the actor with
 * its `sendStep` call, shows the answered request through the query cache (and marks the queue
 * stale), reloads the request after a 409, and gives the view what it reads and may do.
 */
import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { StaffRequestAction } from '../../../contract/enums';
import type { KrokVlozit, PracovisteZadostDetail } from '../../../contract/staff';
import { dialogOpen, staffStepMachine, staffStepPhaseOf, type StepFailure } from '../../../machines/staffStep/staffStep.machine';
import { useApi } from '../../app';
import { useInspect } from '../../app/use-inspect';
import { isApiRequestError } from '../../lib/api-client';
import { flowFailureOf } from '../../lib/errors';
import { invalidateLists, requestQuery, sendStep } from './api';

/** A failed call as the flow takes it: a 409 (KONFLIKT) is a step no longer allowed. */
function stepFailureOf(error: unknown): StepFailure {
  const conflict = isApiRequestError(error) && (error.status === 409 || error.body?.typ === 'KONFLIKT');
  return { ...flowFailureOf(error), conflict };
}

export function useStaffStep(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    staffStepMachine.provide({
      actors: {
        sendStep: fromPromise<PracovisteZadostDetail, KrokVlozit>(async ({ input }) => {
          try {
            return await sendStep(api, id, input);
          } catch (error) {
            throw stepFailureOf(error);
          }
        }),
      },
      actions: {
        showRequest: (_, params) => {
          queryClient.setQueryData(requestQuery(api, id).queryKey, params.detail);
          invalidateLists(queryClient);
        },
        reloadRequest: () => {
          void queryClient.invalidateQueries({ queryKey: requestQuery(api, id).queryKey });
          invalidateLists(queryClient);
        },
      },
    }),
  );
  const actor = useActorRef(machine, { inspect: useInspect() });
  const phase = useSelector(actor, staffStepPhaseOf);
  const open = useSelector(actor, dialogOpen);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const canRetry = useSelector(actor, (snapshot) => snapshot.can({ type: 'step.retry' }));
  const events = useMemo(
    () => ({
      choose: (akce: StaffRequestAction) => actor.send({ type: 'step.choose', akce }),
      change: (poznamka: string) => actor.send({ type: 'step.change', poznamka }),
      confirm: () => actor.send({ type: 'step.confirm' }),
      retry: () => actor.send({ type: 'step.retry' }),
      cancel: () => actor.send({ type: 'step.cancel' }),
    }),
    [actor],
  );
  return {
    phase,
    dialogOpen: open,
    akce: context.akce,
    poznamka: context.poznamka,
    fieldErrors: context.fieldErrors,
    error: context.error,
    done: context.done,
    canRetry,
    events,
  };
}
