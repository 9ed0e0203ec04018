import type { z } from 'zod';
import { fieldErrors } from '../../contract/rules';
import type { Zadost } from '../../contract/insurance';
import { createWizardMachine, wizardStepOf, type WizardSnapshot, type WizardStep } from '../wizard/wizard';

/**
 * A "send me something" request (document 2 §7 "Communication and requests"): the certificate of
 * no arrears (GET /bezdluznostZadostVlozit/), the European health card (POST /zadostEhicVlozit)
 * and the new insurance card (POST /zadostPrukazVlozit), on the wizard skeleton (machines/wizard):
 * one step `choose` (the address choice, adresaOdeslani, plus the request's own fields such as the
 * card reason), checked with the request's contract schema → 'Zkontrolujte žádost' → send → the
 * created request. The schema comes with the input (`fixed.schema`).
 */

/** The values of the controls ('' for nothing chosen). */
export type DeliveryRequestValues = Readonly<Record<string, string>>;

export interface DeliveryRequestFixed {
  /** The request's contract schema (the one the server validates the call with). */
  schema: z.ZodType;
}

export const deliveryRequestMachine = createWizardMachine<DeliveryRequestFixed, DeliveryRequestValues, 'choose', { body: unknown }, Zadost>(
  {
    id: 'deliveryRequest',
    description: [
      'The certificate of no arrears, the European health card and the new insurance card: choose the delivery address (and the card reason) → review → send → the created request.',
      'Nothing is sent before the review. The values survive going back and every error; field messages of the server return to the choose step, any other message stays on the review with ZKUSIT_ZNOVU.',
      "The step is also in the URL: Back / Forward send `wizard.goTo`, and a reload on the review's URL starts there when the kept values are accepted.",
    ].join('\n\n'),
    steps: { choose: 'The address choice and the extra fields, with their messages; POKRACOVAT checks them with the contract schema.' },
    review: "'Zkontrolujte žádost': the chosen values; ZPET returns with them kept, 'Odeslat žádost' sends.",
    failed: "The review with the server's Czech message: ZKUSIT_ZNOVU sends again, ZPET returns to the choice.",
    done: 'The request was accepted; the answer (date, address) is shown with a link to Moje žádosti.',
    check: ({ schema }, values) => {
      const result = schema.safeParse(values);
      return result.success ? {} : fieldErrors(result.error);
    },
    submitInput: ({ schema }, values) => ({ body: schema.parse(values) }),
  },
);

export type DeliveryRequestSnapshot = WizardSnapshot<DeliveryRequestFixed, DeliveryRequestValues, 'choose', { body: unknown }, Zadost>;
export type DeliveryRequestStep = WizardStep<'choose'>;
export const deliveryRequestStepOf = (snapshot: DeliveryRequestSnapshot): DeliveryRequestStep => wizardStepOf(snapshot);
