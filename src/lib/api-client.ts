import type { z } from 'zod';
import {
  buildPath,
  type AnyCall,
  type CallDefinition,
  type CallResponse,
  type ClientRoute,
  type CallRoute,
  type TrustedBody,
  type TrustedCall,
  type TrustedResponse,
} from '../../contract/define';
import { isApiError } from '../../contract/error-body';
import type { ApiError } from '../../contract/errors';
import { bootMessages } from '../../contract/boot-messages';

/**
 * The one HTTP client of the browser app. Every call goes through a contract definition
 * (contract/<area>.ts): the URL is built from its path, the answer is parsed with its zod
 * response schema, and errors come out as `ApiRequestError` (document 2 §7, §8). The few calls
 * made before the first screen go through `callTrusted` with zod-free routes
 * (contract/boot-calls.ts), so the first download carries no zod.
 */

export type ApiErrorKind = 'http' | 'no-response' | 'parse';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The error body of document 2 §8, when the server sent one. */
  readonly body?: ApiError;
  /** The contract call's id. */
  readonly callId?: string;

  constructor(init: { status: number; kind: ApiErrorKind; message: string; body?: ApiError; callId?: string; cause?: unknown }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiRequestError';
    this.status = init.status;
    this.kind = init.kind;
    this.body = init.body;
    this.callId = init.callId;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

// ---- typed options ---------------------------------------------------------------------------

type SchemaOf<S> = NonNullable<S> extends z.ZodType ? NonNullable<S> : never;
type InputOf<S> = [SchemaOf<S>] extends [never] ? undefined : z.input<SchemaOf<S>>;
type Slot<K extends string, T> = undefined extends T ? { [P in K]?: T } : { [P in K]: T };

/** params / query / body typed by the call definition; required where the call defines them. */
export type CallOptions<C extends AnyCall> = Slot<'params', InputOf<C['params']>> &
  Slot<'query', InputOf<C['query']>> &
  Slot<'body', InputOf<C['body']> | (C['bodyKind'] extends 'multipart' ? FormData : never)> & {
    signal?: AbortSignal;
    /**
     * Sent as the Idempotency-Key header on calls whose server deduplicates by it (a complaint, a
     * reported check-up, an own medicine): one UUID per intended send, so a resend adds nothing.
     */
    idempotencyKey?: string;
  };

// Optional only when every slot is: an empty object is assignable to the options exactly then.
type OptionsArgs<C extends AnyCall> = Record<never, never> extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, when the server named the file. */
  fileName: string | null;
}

export interface ApiClient {
  readonly baseUrl: string;
  /**
   * Makes the call and returns its answer. Concurrent identical GETs share one request. The app
   * calls through generated routes (contract/routes.gen.ts), whose answers are taken as the server
   * checked and sent them; a full call (tests) also parses the answer with its response schema.
   */
  call<C extends AnyCall>(route: ClientRoute<C>, ...args: OptionsArgs<C>): Promise<CallResponse<C>>;
  call<C extends AnyCall>(definition: C, ...args: OptionsArgs<C>): Promise<CallResponse<C>>;
  /** A boot call (contract/boot-calls.ts): the same plumbing, the answer taken as the server checked and sent it. */
  callTrusted<C extends TrustedCall<unknown, unknown>>(
    route: C,
    options?: { body?: TrustedBody<C>; signal?: AbortSignal },
  ): Promise<TrustedResponse<C>>;
  /** The same plumbing for calls whose answer is a file (PDF, attachment): the body as a Blob. */
  download<C extends AnyCall>(route: ClientRoute<C>, ...args: OptionsArgs<C>): Promise<DownloadedFile>;
  download<C extends AnyCall>(definition: C, ...args: OptionsArgs<C>): Promise<DownloadedFile>;
  /**
   * A multipart call sent with XMLHttpRequest, because fetch() cannot report upload progress:
   * `onProgress` gets 0–100 as the body goes out. Same URL, token, errors and answer parsing as `call`.
   */
  upload<C extends AnyCall>(route: ClientRoute<C>, body: FormData, options: UploadOptions): Promise<CallResponse<C>>;
  upload<C extends AnyCall>(definition: C, body: FormData, options: UploadOptions): Promise<CallResponse<C>>;
  /** The URL a call would use (e.g. for links). */
  url(route: Callable, options?: { params?: unknown; query?: unknown }): string;
}

export interface UploadOptions {
  params?: unknown;
  query?: unknown;
  signal?: AbortSignal;
  onProgress: (percent: number) => void;
}

export interface ApiClientOptions {
  /** API base URL from the runtime configuration (default '/api'). */
  baseUrl: string;
  /** The session's token provider: a fresh access token, or null when not logged in. */
  getAccessToken: () => Promise<string | null>;
  /** Called on an HTTP 401 of an authenticated call: clears the stored tokens (→ login). */
  onUnauthorized: () => void;
  fetch?: typeof fetch;
  /** The request object of uploads (a test seam; default XMLHttpRequest). */
  createRequest?: () => XMLHttpRequest;
}

// ---- helpers ------------------------------------------------------------------------------------

/** What the plumbing needs of a call: its route, and its response schema unless its answer is taken as sent. */
type Callable = Pick<CallDefinition, 'id' | 'method' | 'path' | 'auth' | 'bodyKind'> & { response?: AnyCall['response'] };

function appendQuery(search: URLSearchParams, key: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (Array.isArray(value)) {
    for (const item of value) appendQuery(search, key, item);
    return;
  }
  if (value instanceof Date) search.append(key, value.toISOString());
  else if (typeof value === 'object') search.append(key, JSON.stringify(value));
  else search.append(key, String(value));
}

export function buildUrl(baseUrl: string, definition: Callable, params?: unknown, query?: unknown): string {
  const base = baseUrl.replace(/\/+$/, '');
  const path = buildPath(definition.path, (params ?? {}) as Record<string, string | number>);
  const search = new URLSearchParams();
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(query as Record<string, unknown>)) appendQuery(search, key, value);
  }
  const queryString = search.toString();
  return `${base}${path}${queryString ? `?${queryString}` : ''}`;
}

/** Multipart bodies: arrays repeat their field (the spec's `prilohaVlozit[]`), files go as files. */
export function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  const append = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value);
    else if (value instanceof Date) form.append(key, value.toISOString());
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(body)) {
    if (Array.isArray(value)) for (const item of value) append(key, item);
    else append(key, value);
  }
  return form;
}

export function isAbortError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function abortError(signal?: AbortSignal): unknown {
  if (signal?.reason !== undefined) return signal.reason;
  return new DOMException('The operation was aborted.', 'AbortError');
}

function noResponse(callId: string, cause: unknown): ApiRequestError {
  return new ApiRequestError({ status: 404, kind: 'no-response', message: bootMessages.noConnection, callId, cause });
}

/** The error body of document 2 §8 in an answer's text, when there is one. */
function errorBodyOf(text: string): ApiError | undefined {
  try {
    if (!text) return undefined;
    const body: unknown = JSON.parse(text);
    return isApiError(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

async function readErrorBody(response: Response): Promise<ApiError | undefined> {
  try {
    return errorBodyOf(await response.text());
  } catch {
    return undefined;
  }
}

function httpError(status: number, body: ApiError | undefined, callId: string): ApiRequestError {
  return new ApiRequestError({ status, kind: 'http', body, message: body?.detail ?? body?.titulek ?? `HTTP ${status}`, callId });
}

/** A successful answer's text parsed by the call's response schema ('' stands for an empty object, as a 204); a trusted call's as it is. */
function parseAnswer(definition: Callable, status: number, text: string): unknown {
  let json: unknown;
  try {
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch (error) {
    throw new ApiRequestError({ status, kind: 'parse', message: bootMessages.decodeError, callId: definition.id, cause: error });
  }
  if (!definition.response) return json;
  const parsed = definition.response.safeParse(json);
  if (!parsed.success) {
    throw new ApiRequestError({ status, kind: 'parse', message: bootMessages.decodeError, callId: definition.id, cause: parsed.error });
  }
  return parsed.data;
}

function fileNameFrom(disposition: string | null): string | null {
  if (!disposition) return null;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall back to the plain form
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

// ---- the client ---------------------------------------------------------------------------------

interface Shared {
  promise: Promise<unknown>;
  controller: AbortController;
  waiting: number;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const inflight = new Map<string, Shared>();

  /** The bearer token of an authenticated call (null for calls without auth); 401 when not logged in. */
  async function tokenFor(definition: Callable): Promise<string | null> {
    if (definition.auth !== 'access') return null;
    let token: string | null;
    try {
      token = await options.getAccessToken();
    } catch (error) {
      if (error instanceof ApiRequestError || isAbortError(error)) throw error;
      throw noResponse(definition.id, error);
    }
    if (!token) throw new ApiRequestError({ status: 401, kind: 'http', message: bootMessages.unauthorized, callId: definition.id });
    return token;
  }

  async function send(
    definition: Callable,
    url: string,
    body: unknown,
    signal: AbortSignal | undefined,
    accept = 'application/json',
    idempotencyKey?: string,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept };
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    const token = await tokenFor(definition);
    if (token) headers.Authorization = `Bearer ${token}`;
    if (signal?.aborted) throw abortError(signal);

    const init: RequestInit = { method: definition.method, headers, credentials: 'same-origin', signal };
    if (body !== undefined && definition.method !== 'GET') {
      if (body instanceof FormData) init.body = body;
      else if (definition.bodyKind === 'multipart' && typeof body === 'object' && body !== null)
        init.body = toFormData(body as Record<string, unknown>);
      else {
        headers['Content-Type'] = 'application/json';
        init.body = JSON.stringify(body);
      }
    }

    let response: Response;
    try {
      response = await fetchFn(url, init);
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw noResponse(definition.id, error);
    }
    if (!response.ok) {
      const errorBody = await readErrorBody(response);
      if (response.status === 401 && definition.auth !== 'none') options.onUnauthorized();
      throw httpError(response.status, errorBody, definition.id);
    }
    return response;
  }

  async function upload(definition: Callable, body: FormData, opts: UploadOptions): Promise<unknown> {
    const url = buildUrl(options.baseUrl, definition, opts.params, opts.query);
    const token = await tokenFor(definition);
    const signal = opts.signal;
    if (signal?.aborted) throw abortError(signal);
    return new Promise((resolve, reject) => {
      const request = options.createRequest?.() ?? new XMLHttpRequest();
      request.open(definition.method, url);
      request.setRequestHeader('Accept', 'application/json');
      if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
      request.withCredentials = false;
      const onAbort = () => request.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const finish = () => signal?.removeEventListener('abort', onAbort);
      request.upload.onprogress = (event: ProgressEvent) => {
        if (event.lengthComputable && event.total > 0) opts.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      };
      request.onload = () => {
        finish();
        const text = request.responseText ?? '';
        if (request.status >= 200 && request.status < 300) {
          opts.onProgress(100);
          try {
            resolve(parseAnswer(definition, request.status, text));
          } catch (error) {
            reject(error);
          }
          return;
        }
        if (request.status === 401 && definition.auth !== 'none') options.onUnauthorized();
        reject(httpError(request.status, errorBodyOf(text), definition.id));
      };
      request.onerror = () => {
        finish();
        reject(noResponse(definition.id, undefined));
      };
      request.onabort = () => {
        finish();
        reject(abortError(signal));
      };
      request.send(body);
    });
  }

  async function execute(
    definition: Callable,
    url: string,
    body: unknown,
    signal: AbortSignal | undefined,
    idempotencyKey?: string,
  ): Promise<unknown> {
    const response = await send(definition, url, body, signal, 'application/json', idempotencyKey);
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (isAbortError(error)) throw error;
      throw noResponse(definition.id, error);
    }
    return parseAnswer(definition, response.status, text);
  }

  /** Joins a shared request; aborting one caller leaves the others, the last one aborts the request. */
  function join(shared: Shared, signal: AbortSignal | undefined): Promise<unknown> {
    if (signal?.aborted) return Promise.reject(abortError(signal));
    shared.waiting += 1;
    return new Promise((resolve, reject) => {
      let settled = false;
      const onAbort = () => {
        if (settled) return;
        settled = true;
        shared.waiting -= 1;
        if (shared.waiting === 0) shared.controller.abort(abortError(signal));
        reject(abortError(signal));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      shared.promise.then(
        (value) => {
          if (settled) return;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          resolve(value);
        },
        (error: unknown) => {
          if (settled) return;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  }

  function run(
    definition: Callable,
    opts: { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal; idempotencyKey?: string } = {},
  ): Promise<unknown> {
    const url = buildUrl(options.baseUrl, definition, opts.params, opts.query);
    if (definition.method !== 'GET') return execute(definition, url, opts.body, opts.signal, opts.idempotencyKey);

    const key = `${definition.method} ${definition.auth} ${url}`;
    let shared = inflight.get(key);
    if (!shared) {
      const controller = new AbortController();
      const entry: Shared = { controller, waiting: 0, promise: Promise.resolve() };
      entry.promise = execute(definition, url, undefined, controller.signal).finally(() => {
        if (inflight.get(key) === entry) inflight.delete(key);
      });
      // The shared promise may reject after every caller has gone; keep that from being unhandled.
      entry.promise.catch(() => {});
      inflight.set(key, entry);
      shared = entry;
    }
    return join(shared, opts.signal);
  }

  return {
    baseUrl: options.baseUrl,
    call: ((
      definition: Callable,
      opts?: { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal; idempotencyKey?: string },
    ) => run(definition, opts)) as ApiClient['call'],
    callTrusted: ((route: CallRoute, opts?: { body?: unknown; signal?: AbortSignal }) => run(route, opts)) as ApiClient['callTrusted'],
    download: (async (definition: Callable, opts: { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal } = {}) => {
      const url = buildUrl(options.baseUrl, definition, opts.params, opts.query);
      const response = await send(definition, url, opts.body, opts.signal, '*/*');
      try {
        return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('Content-Disposition')) };
      } catch (error) {
        if (isAbortError(error)) throw error;
        throw noResponse(definition.id, error);
      }
    }) as ApiClient['download'],
    upload: upload as ApiClient['upload'],
    url: (definition, opts) => buildUrl(options.baseUrl, definition, opts?.params, opts?.query),
  };
}
