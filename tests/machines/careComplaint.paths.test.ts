import {
  careComplaintMachine,
  complaintBodyOf,
  complaintStepErrors,
  emptyComplaintDraft,
  type ComplaintDraft,
  type ComplaintInputStep,
} from '../../machines/careComplaint/careComplaint.machine';
import { messages } from '../../contract/messages';
import type { ReklamaceOdpoved } from '../../contract/care';
import { reklamacePeceSchema } from '../../contract/care';
import { describeMachine } from './harness';
import { wizardSpec } from './wizard-spec';

// The case has two procedure lines: 11 can be complained about, 12 is covered by an open complaint.
const fixed = {
  pripadId: '7',
  vykony: [
    { id: '11', reklamovano: false },
    { id: '12', reklamovano: true },
  ],
  idempotencyKey: '0b7f6a4e-3c1d-4f7a-9d2e-5a8b6c4d2e10',
};
const reason = 'Výkon jsem v tento den nečerpala.';
const complete: ComplaintDraft = { ...emptyComplaintDraft, seznamDetailu: ['11'], duvod: reason, anonymita: 'ANONYMITA' };

const created: ReklamaceOdpoved = {
  id: 3,
  zadostId: 41,
  pripadId: 7,
  datum: '2026-11-21T10:15:00.000Z',
  stav: 'PRIJATO',
  anonymita: 'ANONYMITA',
  seznamDetailu: [11],
};

describeMachine(
  wizardSpec({
    machine: careComplaintMachine,
    steps: ['procedures', 'reason', 'contact'],
    fields: { procedures: ['seznamDetailu'], reason: ['duvod'], contact: ['anonymita', 'kontaktTelefon', 'kontaktEmail'] },
    inputs: {
      'a new complaint': { fixed, draft: emptyComplaintDraft },
      'kept and complete, reload on the review': { fixed, draft: complete, step: 'review' },
      'kept without the contact, reload on the review': { fixed, draft: { ...complete, anonymita: '' }, step: 'review' },
      'kept procedures only, reload on the contact': { fixed, draft: { ...emptyComplaintDraft, seznamDetailu: ['11'] }, step: 'contact' },
    },
    starts: {
      'a new complaint': 'procedures',
      'kept and complete, reload on the review': 'review',
      'kept without the contact, reload on the review': 'contact',
      'kept procedures only, reload on the contact': 'reason',
    },
    accepted: { procedures: [{ seznamDetailu: ['11'] }], reason: [{ duvod: reason }], contact: [{ anonymita: 'ANONYMITA' }] },
    refused: {
      // 12 is covered by an open complaint
      procedures: [{ seznamDetailu: ['12'] }],
      reason: [{ duvod: '' }],
      // SOUHLAS needs a phone or an e-mail
      contact: [{ anonymita: 'SOUHLAS', kontaktTelefon: '', kontaktEmail: '' }],
    },
    typed: { procedures: [{ seznamDetailu: ['11'] }], reason: [{ duvod: reason }], contact: [{ kontaktEmail: 'jana@example.cz' }] },
    fieldFailures: {
      procedures: { message: messages.badRequest, chyby: { seznamDetailu: [messages.complaintAlreadyOpen] } },
      reason: { message: messages.badRequest, chyby: { duvod: [messages.noHtml] } },
      contact: { message: messages.badRequest, chyby: { kontaktEmail: [messages.badRequest] } },
    },
    failure: { message: messages.serverError },
    answer: created,
    errors: (f, draft, step) => complaintStepErrors(f as typeof fixed, draft as ComplaintDraft, step as ComplaintInputStep),
    sent: (f, draft) => ({
      body: reklamacePeceSchema.parse(complaintBodyOf((f as typeof fixed).pripadId, draft as ComplaintDraft)),
      idempotencyKey: fixed.idempotencyKey,
    }),
  }),
);
