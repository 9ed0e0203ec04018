import { createHash, randomUUID } from 'node:crypto';
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

/** What the log may say about an error. */
export type LoggableError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  /** Database errors: the violated constraint, table and column (schema names, never values). */
  constraint?: string;
  table?: string;
  column?: string;
  /** Database errors: SHA-256 of the statement text (first 16 hex digits), to group failures without logging the SQL. */
  sqlHash?: string;
};

interface DriverError {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
}

const errorChain = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && chain.length < 6 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
};

const asText = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * A database error anywhere in the error's cause chain: drizzle's `DrizzleQueryError` (its
 * message quotes the statement *and its parameters* — an allergy text, an emergency contact,
 * a whole file), or the driver's error (PostgreSQL / PGlite: `severity` and a SQLSTATE `code`;
 * its message and `detail` can quote values too).
 */
function databaseFailure(error: unknown): { query?: string; driver?: DriverError } | null {
  let query: string | undefined;
  let driver: DriverError | undefined;
  for (const link of errorChain(error)) {
    const e = link as { name?: unknown; query?: unknown; params?: unknown; message?: unknown } & DriverError;
    if (query === undefined && (e.name === 'DrizzleQueryError' || ('query' in e && 'params' in e)) && typeof e.query === 'string')
      query = e.query;
    if (driver === undefined && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string') driver = e;
    if (query === undefined && typeof e.message === 'string' && e.message.startsWith('Failed query:')) query = '';
  }
  return query !== undefined || driver !== undefined ? { query, driver } : null;
}

/** The stack's frames only: its first line repeats the message, which may hold values. */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * An error as it may be logged (the logger's `err` serializer, also start-up errors): a database
 * error by its SQLSTATE code, constraint, table, column and a hash of the SQL — never its message,
 * parameters or `detail`, which quote row values; any other error by type, message, code and stack
 * frames.
 */
export function loggableError(error: unknown): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const failure = databaseFailure(error);
  if (failure) {
    const { query, driver } = failure;
    return {
      type: 'DatabaseError',
      message: 'Databázový dotaz selhal',
      stack: framesOf(error),
      ...(asText(driver?.code) ? { code: asText(driver?.code) } : {}),
      ...(asText(driver?.constraint) ? { constraint: asText(driver?.constraint) } : {}),
      ...(asText(driver?.table) ? { table: asText(driver?.table) } : {}),
      ...(asText(driver?.column) ? { column: asText(driver?.column) } : {}),
      ...(query ? { sqlHash: createHash('sha256').update(query).digest('hex').slice(0, 16) } : {}),
    };
  }
  const e = error as Error & { code?: unknown };
  return { type: e.name, message: e.message, stack: framesOf(e), ...(typeof e.code === 'string' ? { code: e.code } : {}) };
}

/** One line for a console (start-up failures): the same fields as `loggableError`, without the stack. */
export function describeError(error: unknown): string {
  const { stack: _stack, ...fields } = loggableError(error);
  return Object.entries(fields)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(' ');
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
      // A request over its time limit is a server error, not the maintenance notice (ODSTAVKA).
      const timedOut = (error as { code?: unknown }).code === 'FST_ERR_HANDLER_TIMEOUT';
      const body = errorBody(outStatus, outStatus === 503 && !timedOut ? 'ODSTAVKA' : 'CHYBA', messages.serverError);
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
