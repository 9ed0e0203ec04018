import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import type { AnyCall } from '../../contract/define';
import { idParam } from '../../contract/ids';
import { messages } from '../../contract/messages';
import type { AppDeps } from '../app';
import type { Caller } from '../identity/types';
import { canSeePerson } from '../services/person-access';
import { czechErrorMap, fieldErrors } from '../../contract/rules';
import { forbiddenError, HttpError, unauthorizedError, validationError } from '../plugins/errors';
import '../plugins/fastify-types';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a call handler gets: the request parts already validated by the contract's schemas. */
export interface CallContext<C extends AnyCall> {
  params: Out<NonNullable<C['params']>>;
  query: Out<NonNullable<C['query']>>;
  body: Out<NonNullable<C['body']>>;
  /** The signed-in caller for `access` calls; null for `none` and `refresh` calls. */
  caller: Caller | null;
  request: FastifyRequest;
  reply: FastifyReply;
  deps: AppDeps;
}

/** Handlers return the response data (checked against `call.response`) or throw `HttpError`. */
export type CallHandler<C extends AnyCall> = (context: CallContext<C>) => Promise<z.input<C['response']>> | z.input<C['response']>;

export interface RegisterCallOptions {
  /** Largest request body in bytes (Fastify's default 1 MiB otherwise). */
  bodyLimit?: number;
}

/** `/poj/{pojistenecId}/x` → `/api/poj/:pojistenecId/x` */
export function routeUrl(path: string): string {
  return `/api${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** The caller of an `access` call (the adapter guarantees it is set). */
export function requireCaller(context: { caller: Caller | null }): Caller {
  if (!context.caller) throw unauthorizedError();
  return context.caller;
}

function parseWith<S extends z.ZodType>(schema: S | undefined, value: unknown, chyby: Record<string, string[]>): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value, { error: czechErrorMap });
  if (result.success) return result.data;
  for (const [key, list] of Object.entries(fieldErrors(result.error))) {
    const merged = (chyby[key] ??= []);
    for (const message of list) if (!merged.includes(message)) merged.push(message);
  }
  return undefined;
}

function rawPersonId(call: AnyCall, request: FastifyRequest): unknown {
  const source = call.personScoped === 'path' ? request.params : request.query;
  return typeof source === 'object' && source !== null ? (source as Record<string, unknown>).pojistenecId : undefined;
}

function isJsonContentType(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^application\/([\w.+-]+\+)?json\s*(;|$)/i.test(type);
}

/**
 * Registers one contract call as a Fastify route under /api. Per request, in this order:
 * maintenance (global hook, 503 ODSTAVKA) → authentication (`access`: bearer token, 401) →
 * role (403) → person access (`personScoped`: 403 before anything is read) → validation of
 * params, query and body (400 VALIDACE with `chyby`; Czech texts from contract/rules.ts) →
 * handler → response check against `call.response` (a mismatch fails in development and
 * tests, is logged and sent anyway in production).
 */
export function registerCall<C extends AnyCall>(app: FastifyInstance, call: C, handler: CallHandler<C>, options: RegisterCallOptions = {}): void {
  if (call.bodyKind === 'multipart') {
    throw new Error(`registerCall: multipart calls (${call.id}) need the multipart adapter, which is not there yet`);
  }
  const url = routeUrl(call.path);
  app.registeredCalls?.add(call.id);

  const guard = async (request: FastifyRequest): Promise<void> => {
    request.caller = null;
    if (call.auth === 'access') {
      const caller = await app.authenticate(request);
      if (!caller) throw unauthorizedError();
      request.caller = caller;
      if (call.role === 'lekar' && !caller.jl) throw forbiddenError();
      if (call.role === 'pojistenec' && !caller.jp) throw forbiddenError();
      if (call.personScoped) {
        const id = idParam.safeParse(rawPersonId(call, request), { error: czechErrorMap });
        if (!id.success) throw validationError({ pojistenecId: id.error.issues.map((issue) => issue.message) });
        if (!(await canSeePerson(app.deps.db, caller, id.data))) throw forbiddenError();
      }
    }
  };

  const routeOptions: RouteShorthandOptions = {
    onRequest: guard,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
  };

  app.route({
    method: call.method,
    url,
    ...routeOptions,
    handler: async (request, reply) => {
      if (call.body && request.body !== undefined && !isJsonContentType(request)) {
        throw new HttpError(415, 'VALIDACE', messages.unsupportedFormat);
      }
      const chyby: Record<string, string[]> = {};
      const params = parseWith(call.params, request.params, chyby);
      const query = parseWith(call.query, request.query, chyby);
      const body = parseWith(call.body, request.body, chyby);
      if (Object.keys(chyby).length > 0) throw validationError(chyby);

      const result = await handler({
        params: params as CallContext<C>['params'],
        query: query as CallContext<C>['query'],
        body: body as CallContext<C>['body'],
        caller: request.caller,
        request,
        reply,
        deps: app.deps,
      });
      if (reply.sent) return reply;

      const checked = call.response.safeParse(result);
      if (checked.success) return reply.send(checked.data);
      const problems = checked.error.issues.map((issue) => `${issue.path.join('.') || '(kořen)'}: ${issue.code}`);
      if (app.deps.config.strictResponses) {
        throw new Error(`Odpověď volání ${call.id} neodpovídá kontraktu: ${problems.join('; ')}`);
      }
      request.log.error({ callId: call.id, problems }, 'Odpověď neodpovídá kontraktu');
      return reply.send(result);
    },
  });
}
