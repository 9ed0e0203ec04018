/**
 * Notifications (issue 35, contract/notifications.ts): confirming a contact by a code, and the
 * staff page of the deliveries.
 */
import type { FastifyInstance } from 'fastify';
import { confirmContactCall, getContactConfirmationCall, pracovisteUpozorneni, sendContactCodeCall } from '../../contract/notifications';
import { confirmContact, contactStateOf, sendContactCode } from '../services/notifications/contact-confirmation';
import { staffDeliveries } from '../services/notifications/deliveries';
import { messages } from '../../contract/messages';
import { errorBody, sendError } from '../plugins/errors';
import { registerCall, registerPersonCall } from './register';

export function registerNotificationRoutes(app: FastifyInstance): void {
  registerPersonCall(app, getContactConfirmationCall, ({ personId, deps }) => contactStateOf(deps.db, personId));
  registerPersonCall(app, sendContactCodeCall, ({ personId, params, deps }) => sendContactCode(deps, personId, params.kontakt));
  registerPersonCall(app, confirmContactCall, async ({ personId, params, body, deps, request, reply }) => {
    const outcome = await confirmContact(deps, personId, params.kontakt, body.kod);
    if ('stav' in outcome) return outcome.stav;
    // Answered, not thrown: the call's transaction keeps the counted wrong attempt.
    sendError(request, reply, errorBody(422, 'VALIDACE', messages.badRequest, { chyby: outcome.chyby }));
    return outcome as never;
  });
  registerCall(app, pracovisteUpozorneni, ({ query, deps }) => staffDeliveries(deps.db, deps.localInbox, query.stav));
}
