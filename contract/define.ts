import { z } from 'zod';

/** Who may make a call: nobody in particular, a bearer access token, or the refresh cookie. */
export type CallAuth = 'none' | 'access' | 'refresh';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of document 2 §7. `path` is the spec's path with `{param}` placeholders,
 * relative to the API base (`/api`). The server registers routes from these objects,
 * the client calls through them, and the OpenAPI document is generated from them.
 */
export interface CallDefinition<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  id: string;
  summary: string;
  method: HttpMethod;
  path: string;
  auth: CallAuth;
  /** Calls under /poj/{pojistenecId} (or with pojistenecId in the query) go through the person-access check. */
  personScoped?: 'path' | 'query';
  /** Only users with this role flag may call it (403 otherwise). */
  role?: 'lekar' | 'pojistenec';
  params?: P;
  query?: Q;
  body?: B;
  bodyKind?: 'json' | 'multipart';
  response: R;
}

export function defineCall<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
>(definition: CallDefinition<P, Q, B, R>): CallDefinition<P, Q, B, R> {
  return definition;
}

export type AnyCall = CallDefinition<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;
export type CallResponse<C extends AnyCall> = z.output<C['response']>;
export type CallBody<C extends AnyCall> = C['body'] extends z.ZodType ? z.input<C['body']> : never;
export type CallQuery<C extends AnyCall> = C['query'] extends z.ZodType ? z.input<C['query']> : never;
export type CallParams<C extends AnyCall> = C['params'] extends z.ZodType ? z.input<C['params']> : never;

/** Fills `{name}` placeholders, url-encoding each part (document 2 §7). */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
