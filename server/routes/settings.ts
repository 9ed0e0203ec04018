/**
 * The calls of "Settings and control over one's data" (contract/settings.ts); the rules and
 * statements are in server/services/settings/. Registered in the context with @fastify/multipart
 * (the name change takes files).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  emergentniKarta,
  emergentniOdkazVytvorit,
  emergentniOdkazy,
  emergentniOdkazZrusit,
  nastaveni,
  nastaveniPristupLekar,
  nastaveniPristupLekarZmenit,
  nastaveniSouhrn,
  nastaveniUlozit,
  nouzoveUdaje,
  oznameniPush,
  oznameniPushOdhlasit,
  oznameniPushPrihlasit,
  pojistenecAdresaZmenit,
  pojistenecEmailZmenit,
  pojistenecOsobniUdaje,
  pojistenecOsobniUdajeZmenit,
  pojistenecTelefonSmsZmenit,
  pojistenecTelefonZmenit,
  pojistenecUcetZmenit,
  souhlasy,
  souhlasZmenit,
} from '../../contract/settings';
import type { ServerConfig } from '../config';
import { changeConsent, consentsOf } from '../services/settings/consents';
import { changeDoctorAccess, doctorAccessOf } from '../services/settings/doctor-access';
import { createShareLink, emergencyCard, openShareLink, revokeShareLink, shareLinksOf } from '../services/settings/emergency-share';
import { changeAccount, changeAddress, changeContact, changeName, personalDataOf } from '../services/settings/personal-data';
import { pushStateOf, subscribePush, unsubscribePush } from '../services/settings/push';
import { saveSetting, settingsOf } from '../services/settings/settings';
import { settingsSummary } from '../services/settings/summary';
import { registerCall, registerPersonCall, requireCaller } from './register';
import { refuseSharedDemoAccount } from '../services/demo';
import { HttpError } from '../plugins/errors';
import { messages } from '../../contract/messages';

/** The portal's address for links made by the server: PUBLIC_URL, else the address the request came to. */
function originOf(config: ServerConfig, request: FastifyRequest): string {
  return config.publicUrl ?? `${request.protocol}://${request.host}`;
}

export function registerSettingsRoutes(app: FastifyInstance): void {
  registerPersonCall(app, nastaveni, (ctx) => settingsOf(ctx.deps.db, ctx.personId, requireCaller(ctx).userId, ctx.query.klic));
  registerPersonCall(app, nastaveniUlozit, (ctx) => saveSetting(ctx.deps.db, ctx.personId, requireCaller(ctx).userId, ctx.body));
  registerPersonCall(app, nastaveniSouhrn, (ctx) => settingsSummary(ctx.deps.db, ctx.personId, requireCaller(ctx).userId));

  registerPersonCall(app, souhlasy, ({ personId, deps }) => consentsOf(deps.db, personId));
  registerPersonCall(app, souhlasZmenit, (ctx) =>
    changeConsent(ctx.deps.db, ctx.personId, requireCaller(ctx).userId, ctx.params.kod, ctx.body.stav),
  );

  registerPersonCall(app, pojistenecOsobniUdaje, ({ personId, deps }) => personalDataOf(deps.db, personId));
  registerPersonCall(app, pojistenecOsobniUdajeZmenit, ({ personId, body, files, deps }) => changeName(deps.db, personId, body, files));
  registerPersonCall(app, pojistenecAdresaZmenit, ({ personId, body, deps }) => changeAddress(deps.db, personId, body));
  registerPersonCall(app, pojistenecEmailZmenit, ({ personId, body, deps }) => changeContact(deps.db, personId, 'email', body.email));
  registerPersonCall(app, pojistenecTelefonZmenit, ({ personId, body, deps }) => changeContact(deps.db, personId, 'telefon', body.telefon));
  registerPersonCall(app, pojistenecTelefonSmsZmenit, ({ personId, body, deps }) =>
    changeContact(deps.db, personId, 'telefonSms', body.telefon),
  );
  registerPersonCall(app, pojistenecUcetZmenit, ({ personId, body, deps }) => changeAccount(deps.db, personId, body));

  registerPersonCall(app, nastaveniPristupLekar, ({ personId, deps }) => doctorAccessOf(deps.db, personId));
  registerPersonCall(app, nastaveniPristupLekarZmenit, (ctx) =>
    changeDoctorAccess(ctx.deps.db, ctx.personId, requireCaller(ctx).userId, ctx.body.seznamLekaru),
  );

  registerCall(app, oznameniPush, (ctx) => pushStateOf(ctx.deps.db, ctx.deps.config, requireCaller(ctx)));
  registerCall(app, oznameniPushPrihlasit, async (ctx) => {
    const caller = requireCaller(ctx);
    // Off for the shared demo accounts in demo mode (server/services/demo.ts).
    await refuseSharedDemoAccount(ctx.deps.db, ctx.deps.config, caller.userId);
    return subscribePush(ctx.deps.db, ctx.deps.config, caller, ctx.body);
  });
  registerCall(app, oznameniPushOdhlasit, (ctx) => unsubscribePush(ctx.deps.db, ctx.deps.config, requireCaller(ctx)));

  registerPersonCall(app, emergentniKarta, ({ personId, query, deps }) => emergencyCard(deps.db, personId, query.jazyk ?? 'CS'));
  registerPersonCall(app, emergentniOdkazy, ({ personId, deps }) => shareLinksOf(deps.db, personId));
  registerPersonCall(app, emergentniOdkazVytvorit, (ctx) =>
    createShareLink(ctx.deps.db, ctx.personId, requireCaller(ctx).userId, ctx.body, originOf(ctx.deps.config, ctx.request)),
  );
  registerPersonCall(app, emergentniOdkazZrusit, ({ personId, params, deps }) => revokeShareLink(deps.db, personId, params.id));
  registerCall(app, nouzoveUdaje, async ({ params, query, deps, reply, request }) => {
    // Nobody should index or keep this page: it is someone's health data behind a secret link.
    reply.header('x-robots-tag', 'noindex, nofollow');
    // No account to count by: openings are limited per address, so links cannot be guessed in bulk (issue 36).
    const verdict = await request.server.fairUse.takeShareLinkOpen(request.ip);
    if (!verdict.ok) {
      throw new HttpError(429, 'LIMIT', messages.fairUseCalls(verdict.retryAfterS), {
        headers: { 'retry-after': String(verdict.retryAfterS) },
      });
    }
    // Each opening is an access to the person's data by whoever holds the link: it goes into the
    // audit log with the opening, so 'Kdo viděl moje údaje' lists it.
    return openShareLink(deps.db, params.token, query.jazyk, (tx, opening) =>
      deps.audit?.recordAccessIn(tx, {
        userId: null,
        sessionId: null,
        role: 'ODKAZ',
        personId: opening.personId,
        callId: nouzoveUdaje.id,
        recordId: String(opening.linkId),
        write: false,
        result: 'POVOLENO',
        clientAddress: request.ip,
      }),
    );
  });
}
