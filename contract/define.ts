import type { z } from 'zod';

/**
 * Who may make a call: nobody in particular, a person's bearer access token, the refresh cookie,
 * or a machine client's bearer token (the insurer's core system, issue 34; docs/adr/0010).
 */
export type CallAuth = 'none' | 'access' | 'refresh' | 'client';

/** What a machine client may be allowed (`client` calls name the one they need; 403 without it). */
export const clientScopes = ['podani:cist', 'podani:krok', 'vlakna:odpoved', 'prevence:zamestnavatel', 'vysledky:zapis'] as const;
export type ClientScope = (typeof clientScopes)[number];
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What a per-person call needs (docs/decisions.md "Health record"):
 * - `read`: the caller represents the person, or is a doctor the person allowed;
 * - `write`: the caller represents the person (insured-person role and a representation).
 *   Also used for reads a doctor must not see (e.g. emergency data).
 * Default: `read` for GET, `write` for every other method.
 */
export type PersonAccess = 'read' | 'write';

/**
 * The files of a multipart call: parts named `field` (the spec's repeated `prilohaVlozit[]`;
 * the same name without `[]` is accepted too), at most `maxCount` per record and
 * `maxTotalBytes` in total per record, each checked by extension, MIME type and content.
 */
export interface CallFiles {
  field: string;
  maxCount: number;
  maxTotalBytes: number;
  extensions: readonly string[];
}

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
  role?: 'lekar' | 'pojistenec' | 'pracovnik';
  /** `client` calls: the scope the machine client's token must carry (403 otherwise). */
  scope?: ClientScope;
  /** Per-person calls: read or write access (default: `read` for GET, `write` otherwise). */
  personAccess?: PersonAccess;
  params?: P;
  query?: Q;
  /**
   * The body. For `multipart` calls these are the plain fields: a part named `x[]` (repeated)
   * fills the list `x`; files are not in this schema but in `files`.
   */
  body?: B;
  bodyKind?: 'json' | 'multipart';
  /** Multipart calls with files. */
  files?: CallFiles;
  /** `file`: the answer is the bytes of a file (attachment download), not JSON. */
  responseKind?: 'json' | 'file';
  response: R;
}

/** What a call is without its zod schemas: enough to make it (contract/boot-calls.ts). */
export type CallRoute = Pick<CallDefinition, 'id' | 'summary' | 'method' | 'path' | 'auth' | 'bodyKind'>;

/**
 * A call the app makes before any screen, free of zod so the first download carries none: its
 * body and answer types are the full call's schemas' (checked where the full call is defined),
 * and the client takes its answer as sent — the server checks every answer against the full
 * call's schema before sending it (server/routes/register.ts).
 */
export interface TrustedCall<Body, Response> extends CallRoute {
  /** Types only; never set. */
  readonly types?: { body: Body; response: Response };
}

export function trustedCall<Body = undefined, Response = Record<string, never>>(route: CallRoute): TrustedCall<Body, Response> {
  return route;
}

export type TrustedBody<C> = C extends TrustedCall<infer B, unknown> ? B : never;
export type TrustedResponse<C> = C extends TrustedCall<unknown, infer R> ? R : never;

declare const fullCall: unique symbol;

/**
 * A call as the browser makes it (contract/routes.gen.ts): its route without zod, typed by the
 * full call it was generated from, so screens that only read carry no zod. The client takes the
 * answer as sent: the server checks every answer against the full call's schema and sends what
 * that check gave (server/routes/register.ts; ADR 0001, amendment).
 */
export type ClientRoute<C extends AnyCall> = Pick<CallDefinition, 'id' | 'method' | 'path' | 'auth' | 'bodyKind' | 'responseKind'> & {
  /** The name of the file parts of a multipart call with files (`CallFiles.field`). */
  filesField?: string;
  /** Types only; never set. */
  readonly [fullCall]: C;
};

/** true when A and B are the same type (compile-time checks of the boot calls against their schemas). */
export type SameType<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/* @__NO_SIDE_EFFECTS__ */
export function defineCall<
  P extends z.ZodType = z.ZodUndefined,
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  R extends z.ZodType = z.ZodType,
>(definition: CallDefinition<P, Q, B, R>): CallDefinition<P, Q, B, R> {
  return definition;
}

/** The access a per-person call requires (see `PersonAccess`). */
export function personAccessOf(call: { method: HttpMethod; personAccess?: PersonAccess }): PersonAccess {
  return call.personAccess ?? (call.method === 'GET' ? 'read' : 'write');
}

export type AnyCall = CallDefinition<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;
export type CallResponse<C extends AnyCall> = z.output<C['response']>;
export type CallBody<C extends AnyCall> = NonNullable<C['body']> extends z.ZodType ? z.input<NonNullable<C['body']>> : never;
export type CallQuery<C extends AnyCall> = NonNullable<C['query']> extends z.ZodType ? z.input<NonNullable<C['query']>> : never;
export type CallParams<C extends AnyCall> = NonNullable<C['params']> extends z.ZodType ? z.input<NonNullable<C['params']>> : never;

/** Fills `{name}` placeholders, url-encoding each part (document 2 §7). */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
