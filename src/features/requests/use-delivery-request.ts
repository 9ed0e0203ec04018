/**
 * A "send me something" request for the views (machines/deliveryRequest on the wizard skeleton,
 * wired by useWizard): the step in the URL (`?krok=`, wizard-url.ts), the values in session
 * storage. A reload on the review's address opens it again with the kept values; without kept
 * values the wizard starts on the choice. After the request was accepted the browser's Back starts
 * a new request (`onRestart`), and the kept values are gone.
 */
import type { z } from 'zod';
import type { Zadost } from '../../../contract/insurance';
import type { RequestType } from '../../../contract/enums';
import { deliveryRequestMachine, type DeliveryRequestValues } from '../../../machines/deliveryRequest/deliveryRequest.machine';
import { useWizard } from '../../app/use-wizard';
import { requestStep } from './wizard-url';

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

export function useDeliveryRequest({
  pojistenecId,
  requestType,
  schema,
  initialValues,
  submit,
  onDone,
  onRestart,
}: DeliveryRequestOptions) {
  const { step, draft, fieldErrors, error, answer, events } = useWizard({
    machine: deliveryRequestMachine,
    flow: `zadost-${requestType}`,
    pojistenecId,
    parseStored,
    toStored: (context: { draft: DeliveryRequestValues }) => ({ values: context.draft }),
    readSlug: requestStep,
    slugs: { choose: 'adresa', review: 'kontrola' } as const,
    doneSlug: onDone ? undefined : 'odeslano',
    // Only kept values can resume on the review.
    input: (stored, urlStep) => ({
      fixed: { schema },
      draft: stored?.values ?? initialValues,
      step: stored && urlStep === 'review' ? 'review' : 'choose',
    }),
    submit: (input: { body: unknown }) => submit(input.body),
    onDone: (answer: Zadost) => onDone?.(answer),
    onRestart,
  });
  return { step, values: draft, fieldErrors, error, answer, events };
}
