import type { z } from 'zod';
import { deliveryRequestMachine } from '../../machines/deliveryRequest/deliveryRequest.machine';
import { insuranceMessages, zadostPrukazBodySchema, type Zadost } from '../../contract/insurance';
import { messages } from '../../contract/messages';
import { fieldErrors } from '../../contract/rules';
import { describeMachine } from './harness';
import { wizardSpec } from './wizard-spec';

// The new-card request: the address choice and the card reason, checked by the contract's schema.
const lost = { adresaOdeslani: 'TRVALA_ADRESA', prukazDuvodKod: 'ZTRATA' };
const damaged = { adresaOdeslani: 'KONTAKTNI_ADRESA', prukazDuvodKod: 'POSKOZENI' };
const nothingChosen = { adresaOdeslani: '', prukazDuvodKod: '' };
const fixed = { schema: zadostPrukazBodySchema as z.ZodType };

const created: Zadost = {
  id: 41,
  typ: 'PRUKAZ',
  datum: '2026-11-21T10:15:00',
  stav: 'PRIJATO',
  adresaOdeslani: 'TRVALA_ADRESA',
  popis: 'Ztráta průkazu',
};

describeMachine(
  wizardSpec({
    machine: deliveryRequestMachine,
    steps: ['choose'],
    inputs: {
      'nothing chosen': { fixed, draft: nothingChosen },
      'kept values, reload on the review': { fixed, draft: lost, step: 'review' },
      'nothing right, reload on the review': { fixed, draft: nothingChosen, step: 'review' },
    },
    starts: {
      'nothing chosen': 'choose',
      'kept values, reload on the review': 'review',
      'nothing right, reload on the review': 'choose',
    },
    accepted: { choose: [lost, damaged] },
    refused: { choose: [nothingChosen] },
    typed: { choose: [damaged] },
    fieldFailures: { choose: { message: messages.badRequest, chyby: { adresaOdeslani: [insuranceMessages.noContactAddress] } } },
    failure: { message: insuranceMessages.arrearsBlockCertificate },
    answer: created,
    errors: (_, draft) => {
      const result = zadostPrukazBodySchema.safeParse(draft);
      return result.success ? {} : fieldErrors(result.error);
    },
    sent: (_, draft) => ({ body: zadostPrukazBodySchema.parse(draft) }),
    rows: [
      {
        from: 'submitting',
        when: "the server's general message as a form message",
        event: {
          type: 'xstate.error.actor.submit',
          error: { message: messages.badRequest, chyby: { _form: [insuranceMessages.arrearsBlockCertificate] } },
        },
        to: 'failed',
      },
    ],
  }),
);
