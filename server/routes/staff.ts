/**
 * The insurer's side (contract/staff.ts, issue 34): the staff's queue, requests and their steps,
 * the inbox and answers, and the person's "Doložit doklady". Registered in the context that reads
 * multipart bodies (server/app.ts): an answer and the person's documents carry files.
 */
import type { FastifyInstance } from 'fastify';
import {
  mojeZadostiDoklady,
  pracovisteFronta,
  pracovisteOdpoved,
  pracovistePriloha,
  pracovisteSchranka,
  pracovisteVlakno,
  pracovisteVlaknoPriloha,
  pracovisteZadost,
  pracovisteZadostKrok,
  pracovnikJa,
} from '../../contract/staff';
import { notFoundError } from '../plugins/errors';
import { addRequestDocuments } from '../services/staff/person-documents';
import { staffQueue, staffRequestAttachment, staffRequestDetail, takeStaffStep } from '../services/staff/requests';
import { staffCallerOf, staffMember } from '../services/staff/staff';
import { answerThread, staffInbox, staffThread, staffThreadAttachment } from '../services/staff/threads';
import { registerCall, registerPersonCall, requireCaller } from './register';

export function registerStaffRoutes(app: FastifyInstance): void {
  const staffOf = (ctx: { caller: Parameters<typeof staffCallerOf>[0]; request: { ip: string } }) =>
    staffCallerOf(ctx.caller, ctx.request.ip);

  registerCall(app, pracovnikJa, async ({ caller, deps }) => {
    const member = await staffMember(deps.db, requireCaller({ caller }).userId);
    if (!member) throw notFoundError();
    return member;
  });
  registerCall(app, pracovisteFronta, (ctx) => staffQueue(ctx.deps, staffOf(ctx), ctx.query));
  registerCall(app, pracovisteZadost, (ctx) => staffRequestDetail(ctx.deps, staffOf(ctx), ctx.params.id));
  registerCall(app, pracovisteZadostKrok, (ctx) => takeStaffStep(ctx.deps, staffOf(ctx), ctx.params.id, ctx.body));
  registerCall(app, pracovistePriloha, (ctx) => staffRequestAttachment(ctx.deps, staffOf(ctx), ctx.params.id, ctx.params.prilohaId));
  registerCall(app, pracovisteSchranka, (ctx) => staffInbox(ctx.deps, staffOf(ctx), ctx.query.filtr ?? undefined));
  registerCall(app, pracovisteVlakno, (ctx) => staffThread(ctx.deps, staffOf(ctx), ctx.params.vlakno));
  registerCall(app, pracovisteVlaknoPriloha, (ctx) =>
    staffThreadAttachment(ctx.deps, staffOf(ctx), ctx.params.vlakno, ctx.params.prilohaId),
  );
  registerCall(app, pracovisteOdpoved, (ctx) => answerThread(ctx.deps, staffOf(ctx), ctx.params.vlakno, ctx.body, ctx.files));

  registerPersonCall(app, mojeZadostiDoklady, (ctx) =>
    addRequestDocuments(ctx.deps.db, ctx.personId, requireCaller(ctx).userId, ctx.params.id, ctx.body, ctx.files),
  );
}
