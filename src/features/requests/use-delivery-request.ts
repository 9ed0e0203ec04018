/**
 * A "send me something" request for the views (machines/deliveryRequest): one hook creates the
 * actor with its `submit` call and the dev inspector, keeps the step in the URL (`?krok=`,
 * wizard-url.ts) and the values in session storage, and gives the views what they read and what
 * they may do. Views never build events.
 *
 * URL and machine (use-wizard.ts, useStepInUrl): the machine decides whether the review may show
 * (only for accepted values). A reload on the review's address opens it again with the kept
 * values; without kept values the wizard starts on the choice. After the request was accepted the
 * browser's Back starts a new request (`onRestart`), and the kept values are gone.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { z } from 'zod';
import type { Zadost } from '../../../contract/insurance';
import type { RequestType } from '../../../contract/enums';
import {
  deliveryRequestMachine,
  deliveryRequestStepOf,
  type DeliveryRequestSnapshot,
  type DeliveryRequestValues,
} from '../../../machines/deliveryRequest/deliveryRequest.machine';
import { flowFailureOf } from '../../lib/errors';
import { useInspect } from '../../app/use-inspect';
import { useLockPersonSwitch } from '../../app/person-page';
import { useActorEffect, useStepInUrl, useUrlStep, useWizardDraft } from '../../app/use-wizard';
import { requestStep, type RequestSlug } from './wizard-url';

export interface DeliveryRequestOptions {
  pojistenecId: string;
  requestType: RequestType;
  /** The request's contract schema (the server checks the call with the same one). */
  schema: z.ZodType;
  /** The values the choice starts with when nothing was kept. */
  initialValues: DeliveryRequestValues;
  /** Makes the call with the schema's output; resolves with the created request. */
  submit: (body: unknown) => Promise<Zadost>;
  /** When given, called with the answer instead of the confirmation here (the EHIC has its own page). */
  onDone?: (answer: Zadost) => void;
  /** Starts a new request (a fresh wizard): the browser's Back after the confirmation. */
  onRestart?: () => void;
}

/** Only plain text values are taken back from storage. */
function parseStored(stored: unknown): { values: DeliveryRequestValues } | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const values = (stored as { values?: unknown }).values;
  if (typeof values !== 'object' || values === null || Object.values(values).some((value) => typeof value !== 'string')) return null;
  return { values: values as DeliveryRequestValues };
}

/** The machine's step as the URL names it; null when the page leaves (the EHIC goes to its confirmation page). */
function slugOf(snapshot: DeliveryRequestSnapshot, ownConfirmation: boolean): RequestSlug | null {
  switch (deliveryRequestStepOf(snapshot)) {
    case 'choose':
      return 'adresa';
    case 'done':
      return ownConfirmation ? 'odeslano' : null;
    default:
      return 'kontrola';
  }
}

export function useDeliveryRequest({
  pojistenecId,
  requestType,
  schema,
  initialValues,
  submit,
  onDone,
  onRestart,
}: DeliveryRequestOptions) {
  const inspect = useInspect();
  const { urlStep, setUrlStep } = useUrlStep(requestStep);
  const stored = useWizardDraft(`zadost-${requestType}`, pojistenecId, parseStored);
  const callbacks = useRef({ submit, onDone, onRestart });
  callbacks.current = { submit, onDone, onRestart };
  const ownConfirmation = onDone === undefined;

  const [machine] = useState(() =>
    deliveryRequestMachine.provide({
      actors: {
        submit: fromPromise<Zadost, { body: unknown }>(async ({ input }) => {
          try {
            return await callbacks.current.submit(input.body);
          } catch (error) {
            throw flowFailureOf(error);
          }
        }),
      },
    }),
  );
  const [input] = useState(() => ({
    schema,
    values: stored.initial?.values ?? initialValues,
    // Only kept values can resume on the review.
    step: stored.initial && urlStep === 'kontrola' ? ('review' as const) : ('choose' as const),
  }));
  const actor = useActorRef(machine, { input, inspect });
  const snapshot = useSelector(actor, (current) => current);
  const step = deliveryRequestStepOf(snapshot);
  // The answer belongs to the person it was sent for: no switching while it is being sent.
  useLockPersonSwitch(step === 'submitting');

  // The values follow the machine and go once the request is accepted.
  useActorEffect(actor, (current: DeliveryRequestSnapshot) => {
    if (current.status === 'done') stored.clear();
    else stored.save({ values: current.context.values });
  });

  const { answer } = snapshot.context;
  useEffect(() => {
    if (step === 'done' && answer) callbacks.current.onDone?.(answer);
  }, [step, answer]);

  useStepInUrl<RequestSlug>({
    urlStep: urlStep ?? 'adresa',
    machineStep: slugOf(snapshot, ownConfirmation),
    goTo: (slug) => {
      const current = actor.getSnapshot();
      // Back from the confirmation: the request was sent, a new one starts.
      if (current.status === 'done') {
        callbacks.current.onRestart?.();
        return null;
      }
      if (slug !== 'odeslano') actor.send({ type: 'request.goTo', step: slug === 'kontrola' ? 'review' : 'choose' });
      return slugOf(actor.getSnapshot(), ownConfirmation);
    },
    // The first step has no parameter: the address of the page stays as it was.
    navigate: (slug, replace) => setUrlStep(slug === 'adresa' ? undefined : slug, replace),
  });

  const events = useMemo(
    () => ({
      /** 'Pokračovat' with the choice. */
      next: (values: DeliveryRequestValues) => actor.send({ type: 'request.next', values }),
      /** A value of the choice changed (kept for a reload and the browser's Back). */
      change: (values: DeliveryRequestValues) => actor.send({ type: 'request.change', values }),
      /** 'Zpět' on the review. */
      back: () => actor.send({ type: 'request.back' }),
      /** 'Odeslat žádost', or ZKUSIT_ZNOVU after a failure. */
      confirm: () =>
        actor.send(deliveryRequestStepOf(actor.getSnapshot()) === 'failed' ? { type: 'request.retry' } : { type: 'request.confirm' }),
    }),
    [actor],
  );

  const { values, fieldErrors, error } = snapshot.context;
  return { step, values, fieldErrors, error, answer, events };
}
