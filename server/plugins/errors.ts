import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../contract/errors';
import { errorTypes } from '../../contract/errors';
import { messageForStatus, messages } from '../../contract/messages';

export type ErrorType = (typeof errorTypes)[number];

/**
 * What handlers throw for an expected failure: `throw new HttpError(404, 'NENALEZENO',
 * messages.recordDoesNotExist)`. Anything else that is thrown becomes a 500 whose body
 * reveals nothing.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly typ: ErrorType;
  readonly detail?: string;
  readonly titulek?: string;
  readonly chyby?: Record<string, string[]>;
  readonly headers?: Record<string, string>;

  constructor(
    status: number,
    typ: ErrorType,
    detail?: string,
    extra: { titulek?: string; chyby?: Record<string, string[]>; headers?: Record<string, string> } = {},
  ) {
    super(detail ?? typ);
    this.name = 'HttpError';
    this.status = status;
    this.typ = typ;
    this.detail = detail;
    this.titulek = extra.titulek;
    this.chyby = extra.chyby;
    this.headers = extra.headers;
  }
}

export const notFoundError = () => new HttpError(404, 'NENALEZENO', messages.recordDoesNotExist);
export const forbiddenError = () => new HttpError(403, 'ZAKAZANO', messages.forbidden);
export const unauthorizedError = () =>
  new HttpError(401, 'NEPRIHLASEN', messages.unauthorized, { headers: { 'www-authenticate': 'Bearer' } });

// ---------------------------------------------------------------------------------------
// 400 with field messages (built with contract/rules.ts `fieldErrors`)

export function validationError(chyby: Record<string, string[]>): HttpError {
  return new HttpError(400, 'VALIDACE', messages.badRequest, { chyby });
}

/** 422 with field messages: well-formed input that the insurer's rules refuse (e.g. a year that cannot be filed). */
export function ruleRefusalError(chyby: Record<string, string[]>): HttpError {
  return new HttpError(422, 'VALIDACE', messages.badRequest, { chyby });
}

// ---------------------------------------------------------------------------------------
// the one error body

export function errorBody(
  status: number,
  typ: ErrorType,
  detail?: string,
  extra: Partial<Pick<ApiError, 'titulek' | 'chyby'>> = {},
): ApiError {
  const body: ApiError = { status, typ, chybaId: randomUUID() };
  if (extra.titulek) body.titulek = extra.titulek;
  if (detail) body.detail = detail;
  if (extra.chyby) body.chyby = extra.chyby;
  return body;
}

/** The route pattern of a request (never the concrete URL, which may carry ids or a query). */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions?.url ?? '(neznámá cesta)';
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** Sends an error body; the error id goes into the request's log line too. */
export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  body: ApiError,
  headers: Record<string, string> = {},
): FastifyReply {
  request.chybaId = body.chybaId;
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  return reply.status(body.status).type('application/json; charset=utf-8').send(body);
}

function typeForStatus(status: number): ErrorType {
  if (status === 400 || status === 415) return 'VALIDACE';
  if (status === 401) return 'NEPRIHLASEN';
  if (status === 403) return 'ZAKAZANO';
  if (status === 404) return 'NENALEZENO';
  if (status === 429) return 'LIMIT';
  return 'CHYBA';
}

/**
 * An error as it may be logged (the logger's `err` serializer): type, message, code and stack,
 * but not the extra fields a driver attaches (PostgreSQL's `detail` can quote row values).
 */
export function loggableError(error: unknown): { type: string; message: string; stack: string; code?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const e = error as Error & { code?: unknown };
  return { type: e.name, message: e.message, stack: e.stack ?? '', ...(typeof e.code === 'string' ? { code: e.code } : {}) };
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const body = errorBody(404, 'NENALEZENO', messages.unknownApi);
  request.log.info({ chybaId: body.chybaId, method: request.method, route: routeOf(request), status: 404 }, 'Neznámá služba');
  return sendError(request, reply, body);
}

/**
 * The one error handler: every error answers `apiErrorSchema` with a fresh chybaId (also in
 * the log line). 5xx bodies carry only the spec's apology; the stack stays in the log.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      const body = errorBody(error.status, error.typ, error.detail, { titulek: error.titulek, chyby: error.chyby });
      const level = error.status >= 500 ? 'error' : 'info';
      request.log[level](
        { chybaId: body.chybaId, method: request.method, route: routeOf(request), status: error.status, typ: error.typ },
        'Chyba požadavku',
      );
      return sendError(request, reply, body, error.headers);
    }

    const raw = (error as { statusCode?: unknown }).statusCode;
    const status = typeof raw === 'number' && raw >= 400 && raw <= 599 ? raw : 500;
    if (status >= 500) {
      const outStatus = status === 503 ? 503 : 500;
      const body = errorBody(outStatus, outStatus === 503 ? 'ODSTAVKA' : 'CHYBA', messages.serverError);
      request.log.error(
        { chybaId: body.chybaId, method: request.method, route: routeOf(request), status: outStatus, err: error },
        'Chyba serveru',
      );
      return sendError(request, reply, body);
    }

    // Fastify's own client errors (bad JSON, too large body, unsupported media type, rate limit ...).
    const body = errorBody(status, typeForStatus(status), messageForStatus(status));
    const code = (error as { code?: unknown }).code;
    request.log.info(
      { chybaId: body.chybaId, method: request.method, route: routeOf(request), status, code: typeof code === 'string' ? code : undefined },
      'Chybný požadavek',
    );
    const headers: Record<string, string> = {};
    if (status === 401) headers['www-authenticate'] = 'Bearer';
    return sendError(request, reply, body, headers);
  });
}
