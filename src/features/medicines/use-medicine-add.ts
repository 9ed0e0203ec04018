/**
 * Adding an own medicine for the views (machines/medicineAdd): the actor with its calls — POST
 * /mojeLekyPridat with the form's Idempotency-Key and POST /lekyPotvrzeni — and what the view
 * reads and may do. The list is reloaded when the flow ends.
 */
import { useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { z } from 'zod';
import { type mujLekSchema } from '../../../contract/medicines';
import { todayIso } from '../../../contract/format';
import { mojeLekyPridat } from '../../../contract/routes.gen';
import {
  medicineAddMachine,
  medicineAddStepOf,
  type MedicineAddAnswer,
  type MedicineValues,
} from '../../../machines/medicineAdd/medicineAdd.machine';
import type { ApiClient } from '../../lib/api-client';
import { flowFailureOf } from '../../lib/errors';
import { useInspect } from '../../app/use-inspect';
import { confirmWarnings } from './api';

export function useMedicineAdd({ api, pojistenecId }: { api: ApiClient; pojistenecId: string }) {
  const inspect = useInspect();
  const latest = useRef({ api, pojistenecId });
  latest.current = { api, pojistenecId };
  const [machine] = useState(() =>
    medicineAddMachine.provide({
      actors: {
        add: fromPromise<MedicineAddAnswer, { body: unknown; idempotencyKey: string }>(async ({ input }) => {
          try {
            const { api: client, pojistenecId: id } = latest.current;
            return await client.call(mojeLekyPridat, {
              params: { pojistenecId: id },
              // The machine hands over the contract schema's output, which the schema accepts again.
              body: input.body as z.input<typeof mujLekSchema>,
              idempotencyKey: input.idempotencyKey,
            });
          } catch (error) {
            throw flowFailureOf(error);
          }
        }),
        confirm: fromPromise<unknown, { seznamPotvrzeni: number[] }>(async ({ input }) => {
          try {
            return await confirmWarnings(latest.current.api, latest.current.pojistenecId, input.seznamPotvrzeni);
          } catch (error) {
            throw flowFailureOf(error);
          }
        }),
      },
    }),
  );
  // 'Užívám od' starts as today: most people add a medicine they have just begun taking.
  const [input] = useState(() => ({ idempotencyKey: crypto.randomUUID(), values: { datumOd: todayIso() } }));
  const actor = useActorRef(machine, { input, inspect });
  const snapshot = useSelector(actor, (value) => value);
  const events = useMemo(
    () => ({
      change: (values: Partial<MedicineValues>) => actor.send({ type: 'medicine.change', values }),
      submit: () => actor.send({ type: 'medicine.submit' }),
      confirm: () => actor.send({ type: 'medicine.confirm' }),
      later: () => actor.send({ type: 'medicine.later' }),
    }),
    [actor],
  );
  const { values, fieldErrors, error, lek, upozorneni, confirmed } = snapshot.context;
  return { step: medicineAddStepOf(snapshot), values, fieldErrors, error, lek, upozorneni, confirmed, events };
}
