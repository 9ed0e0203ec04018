import type { FastifyInstance } from 'fastify';
import { banery, ciselnik, napoveda, widgetZpravyNeprectene, zastupy } from '../../contract/general';
import { bannersOfToday, codeList, helpText } from '../services/general/content';
import { representedPersons, unreadMessages } from '../services/general/represented-persons';
import { statusOf } from '../services/general/status';
import { stavPojistence } from '../../contract/status';
import { registerCall, registerPersonCall, requireCaller } from './register';

/** The general calls: represented persons, help texts, code lists, banners, unread count. */
export function registerGeneralRoutes(app: FastifyInstance): void {
  registerCall(app, zastupy, (ctx) => representedPersons(ctx.deps.db, requireCaller(ctx).userId));
  registerCall(app, napoveda, ({ query, deps }) => helpText(deps.db, query.kod));
  registerCall(app, ciselnik, ({ query, deps }) => codeList(deps.db, query.ciselnik));
  registerCall(app, banery, ({ deps }) => bannersOfToday(deps.db));
  registerPersonCall(app, stavPojistence, ({ personId, deps }) => statusOf(deps.db, personId));
  registerPersonCall(app, widgetZpravyNeprectene, (ctx) =>
    unreadMessages(ctx.deps.db, requireCaller(ctx).userId, ctx.personId, ctx.query.pozadavekDetail === 'ANO'),
  );
}
