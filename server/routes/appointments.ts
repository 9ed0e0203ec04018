/**
 * Appointments at a branch (contract/appointments.ts, issue 34): the person's free slots, bookings,
 * booking, moving and cancelling; the staff's day of a branch, publishing and removing slots. The
 * rules and statements are in server/services/appointments/.
 */
import type { FastifyInstance } from 'fastify';
import {
  objednavkaPresunout,
  objednavkaVlozit,
  objednavkaZrusit,
  objednavkySeznam,
  objednavkyTerminy,
  pracovistePobockaDen,
  pracovistePobockaTerminOdebrat,
  pracovistePobockaTerminyVypsat,
} from '../../contract/appointments';
import { book, bookingsOf, cancel, freeSlots, move } from '../services/appointments/bookings';
import { publishSlots, removeSlot, staffDay } from '../services/appointments/staff-days';
import { staffCallerOf } from '../services/staff/staff';
import { registerCall, registerPersonCall, requireCaller } from './register';

export function registerAppointmentRoutes(app: FastifyInstance): void {
  registerPersonCall(app, objednavkyTerminy, ({ params, deps }) => freeSlots(deps.db, params.pobocka));
  registerPersonCall(app, objednavkySeznam, ({ personId, deps }) => bookingsOf(deps.db, personId));
  registerPersonCall(app, objednavkaVlozit, (ctx) => book(ctx.deps.db, ctx.personId, requireCaller(ctx).userId, ctx.body));
  registerPersonCall(app, objednavkaPresunout, ({ personId, params, body, deps }) => move(deps.db, personId, params.id, body));
  registerPersonCall(app, objednavkaZrusit, ({ personId, params, deps }) => cancel(deps.db, personId, params.id));

  const staffOf = (ctx: { caller: Parameters<typeof staffCallerOf>[0]; request: { ip: string } }) =>
    staffCallerOf(ctx.caller, ctx.request.ip);
  registerCall(app, pracovistePobockaDen, (ctx) => staffDay(ctx.deps, staffOf(ctx), ctx.params.pobocka, ctx.params.den));
  registerCall(app, pracovistePobockaTerminyVypsat, (ctx) =>
    publishSlots(ctx.deps, staffOf(ctx), ctx.params.pobocka, ctx.params.den, ctx.body),
  );
  registerCall(app, pracovistePobockaTerminOdebrat, (ctx) => removeSlot(ctx.deps, staffOf(ctx), ctx.params.pobocka, ctx.params.id));
}
