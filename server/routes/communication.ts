/**
 * The calls of "Communication and registrations" (contract/communication.ts); the rules and
 * statements are in server/services/communication/. Registered in the context that reads
 * multipart bodies (server/app.ts): a message and the newborn registration carry files.
 */
import type { FastifyInstance } from 'fastify';
import {
  komunikacePoj,
  komunikacePojZpravaDetail,
  komunikacePojZpravaVlozit,
  komunikaceZps,
  komunikaceZpsZpravaDetail,
  komunikaceZpravaPrecteno,
  komunikaceZpravyPrectenoVse,
  mojeZadostiDetail,
  naseptavacAdres,
  zadostNovorozenecVlozit,
  zadostPreregistraceVlozit,
} from '../../contract/communication';
import { suggestAddresses } from '../services/communication/addresses';
import { markAllNotificationsRead, markNotificationRead, notificationOf, notificationsOf } from '../services/communication/notifications';
import { registerNewborns, reregisterChild } from '../services/communication/registrations';
import { requestDetail } from '../services/communication/request-detail';
import { sendMessage, threadMessageOf, threadsOf } from '../services/communication/threads';
import { registerCall, registerPersonCall, requireCaller } from './register';

export function registerCommunicationRoutes(app: FastifyInstance): void {
  registerPersonCall(app, komunikaceZps, ({ personId, query, deps }) => notificationsOf(deps.db, personId, query.vlakno));
  registerPersonCall(app, komunikaceZpsZpravaDetail, ({ personId, params, deps }) => notificationOf(deps.db, personId, params.id));
  registerPersonCall(app, komunikaceZpravaPrecteno, ({ personId, params, deps }) => markNotificationRead(deps.db, personId, params.id));

  registerPersonCall(app, komunikaceZpravyPrectenoVse, ({ personId, deps }) => markAllNotificationsRead(deps.db, personId));

  registerPersonCall(app, komunikacePoj, ({ personId, query, deps }) => threadsOf(deps.db, personId, query));
  registerPersonCall(app, komunikacePojZpravaDetail, ({ personId, params, deps }) => threadMessageOf(deps.db, personId, params.id));
  registerPersonCall(app, komunikacePojZpravaVlozit, (ctx) =>
    sendMessage(ctx.deps.db, ctx.personId, requireCaller(ctx).userId, ctx.body, ctx.files),
  );

  registerPersonCall(app, mojeZadostiDetail, ({ personId, params, query, deps }) =>
    requestDetail(deps.db, personId, params.id, query.oblast),
  );
  registerPersonCall(app, zadostNovorozenecVlozit, ({ personId, body, files, deps }) => registerNewborns(deps.db, personId, body, files));
  registerPersonCall(app, zadostPreregistraceVlozit, ({ personId, body, deps }) => reregisterChild(deps.db, personId, body));

  registerCall(app, naseptavacAdres, ({ params, deps }) => suggestAddresses(deps.db, params.adresa));
}
