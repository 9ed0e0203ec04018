import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { personAccessOf, type AnyCall } from '../../contract/define';
import { personIdParam, type PersonId } from '../../contract/ids';
import { messages } from '../../contract/messages';
import type { AppDeps } from '../deps';
import type { Caller } from '../identity/types';
import type { MachineCaller } from '../services/core-system/tokens';
import { personAccessRole } from '../services/person-access';
import { auditOperationOf } from '../../contract/audit';
import type { AccessEvent } from '../audit/types';
import type { Database } from '../db/client';
import { attachmentTransaction } from '../services/attachment-files';
import { checkUploadedFile, fieldKey, storedAttachmentBytesOf, type CheckedFile } from '../services/attachments';
import { checkDeclaredLength, enforceUploadPace, isMultipartRequest, readMultipart } from './multipart';
import { czechErrorMap } from '../../contract/rules';
import { forbiddenError, HttpError, unauthorizedError, validationError } from '../plugins/errors';
import { hasBody, isJsonContentType, mergeErrors, parseWith, rawPersonId, sendFile, unsupportedMediaType } from './request-parts';
import '../plugins/fastify-types';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a call handler gets: the request parts already validated by the contract's schemas. */
export interface CallContext<C extends AnyCall> {
  params: Out<NonNullable<C['params']>>;
  query: Out<NonNullable<C['query']>>;
  body: Out<NonNullable<C['body']>>;
  /** Multipart calls: the uploaded files that passed every check (name, extension, MIME type, content). */
  files: CheckedFile[];
  /** The signed-in caller for `access` calls; null for `none` and `refresh` calls. */
  caller: Caller | null;
  /** The machine client of a `client` call (its token's scopes checked already); null for the others. */
  client: MachineCaller | null;
  /** Per-person calls: the person, parsed once (before the access check); null for other calls. */
  personId: PersonId | null;
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

/** The record a call's path names (`{id}`), for the audit log; null when there is none or it is not a number. */
function recordIdOf(request: FastifyRequest): string | null {
  const id = (request.params as Record<string, unknown> | undefined)?.id;
  return typeof id === 'string' && /^\d{1,19}$/.test(id) ? id : null;
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

/** The machine client of a `client` call (the adapter guarantees it is set). */
export function requireClient(context: { client: MachineCaller | null }): MachineCaller {
  if (!context.client) throw unauthorizedError();
  return context.client;
}

/**
 * Registers one contract call as a Fastify route under /api. Per request, in this order:
 * maintenance (global hook, 503 ODSTAVKA) → authentication (`access`: a person's bearer token,
 * `client`: a machine client's; 401) → role, or the client token's scope (403) → person access (`personScoped`: read or write access, `personAccessOf(call)`;
 * 403 before anything is read) → body kind and declared size (415; multipart over its limit
 * by Content-Length: 413, before the body is read) → validation of params and query, then of
 * the body (400 VALIDACE with `chyby`; Czech texts from contract/rules.ts; multipart: the body
 * is read within its limits and every file checked) → handler → response check against
 * `call.response` (a mismatch fails in development and tests, is logged and sent anyway in
 * production); `responseKind: 'file'` answers are sent as downloads.
 */
export function registerCall<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  handler: CallHandler<C>,
  options: RegisterCallOptions = {},
): void {
  const multipart = call.bodyKind === 'multipart';
  if (multipart && !call.body) throw new Error(`registerCall: multipart call ${call.id} needs a body schema`);
  if (multipart && !app.hasRequestDecorator('parts')) {
    throw new Error(
      `registerCall: multipart call ${call.id} must be registered in the context that has @fastify/multipart (server/app.ts)`,
    );
  }
  const url = routeUrl(call.path);
  app.registeredCalls?.add(call.id);
  const auditWrite = Boolean(call.personScoped) && auditOperationOf(call) === 'ZAPIS';

  if (call.auth === 'client' && !call.scope) throw new Error(`registerCall: client call ${call.id} needs a scope`);

  const guard = async (request: FastifyRequest): Promise<void> => {
    request.caller = null;
    request.client = null;
    request.personId = null;
    request.auditEvent = null;
    if (call.auth === 'client') {
      // The insurer's core system (ADR 0010): its own tokens, each call needing one scope; the
      // services audit what it reads and does, as they do for staff.
      const client = await app.authenticateClient(request);
      if (!client) throw unauthorizedError();
      if (!client.scopes.includes(call.scope!)) {
        throw new HttpError(403, 'ZAKAZANO', messages.forbidden, {
          headers: { 'www-authenticate': `Bearer error="insufficient_scope", scope="${call.scope}"` },
        });
      }
      request.client = client;
    }
    if (call.auth === 'access') {
      const caller = await app.authenticate(request);
      if (!caller) throw unauthorizedError();
      request.caller = caller;
      // Fair use: every signed-in call counts, refused ones too (a sweep of 403s spends the budget).
      const verdict = await app.fairUse.takeCall(caller.userId, multipart || call.responseKind === 'file');
      if (!verdict.ok) {
        throw new HttpError(429, 'LIMIT', messages.fairUseCalls(verdict.retryAfterS), {
          headers: { 'retry-after': String(verdict.retryAfterS) },
        });
      }
      if (call.role === 'lekar' && !caller.jl) throw forbiddenError();
      if (call.role === 'pojistenec' && !caller.jp) throw forbiddenError();
      if (call.role === 'pracovnik' && !caller.pr) throw forbiddenError();
      if (call.personScoped) {
        const id = personIdParam.safeParse(rawPersonId(call, request), { error: czechErrorMap });
        if (!id.success) throw validationError({ pojistenecId: id.error.issues.map((issue) => issue.message) });
        const role = await personAccessRole(app.deps.db, caller, id.data, personAccessOf(call));
        // Audit (server/audit/): refusals and reads now, buffered; an allowed write in its own transaction (below).
        const event: AccessEvent = {
          userId: caller.userId,
          sessionId: caller.sessionId,
          role,
          personId: id.data,
          callId: call.id,
          recordId: recordIdOf(request),
          write: auditWrite,
          result: role ? 'POVOLENO' : 'ODEPRENO',
          clientAddress: request.ip,
        };
        // A doctor's read is stored before the answer leaves (issue 36: a crash must not lose it);
        // the person's own and a representative's reads are buffered (~250 ms), which keeps the
        // busiest calls without an extra insert.
        if (role === 'LEKAR' && !auditWrite) await app.deps.audit.recordAccessIn(app.deps.db, event);
        else if (!role || !auditWrite) app.deps.audit.recordAccess(event);
        if (!role) throw forbiddenError();
        request.personId = id.data;
        request.auditEvent = auditWrite ? event : null;
      }
    }
    // Still in onRequest: nothing of the body has been read yet.
    if (multipart) {
      if (hasBody(request) && !isMultipartRequest(request)) throw unsupportedMediaType();
      checkDeclaredLength(request, call.files);
      if (request.caller && hasBody(request)) {
        const endUpload = await app.fairUse.startUpload(request.caller.userId);
        if (!endUpload) throw new HttpError(429, 'LIMIT', messages.fairUseUploads, { headers: { 'retry-after': '5' } });
        request.endUpload = endUpload;
        const { uploadMinBytesPerS, uploadPaceGraceS } = app.deps.config.fairUse;
        enforceUploadPace(request, uploadMinBytesPerS, uploadPaceGraceS);
      }
    } else if (isMultipartRequest(request)) {
      throw unsupportedMediaType();
    }
  };

  const routeOptions: RouteShorthandOptions = {
    onRequest: guard,
    // An upload counts as in progress until it is answered or the client goes away.
    ...(multipart
      ? {
          // Freed before the answer leaves (a client's next upload must find the slot free), and again
          // (a no-op then) when the answer is done or the client went away.
          onSend: async (request: FastifyRequest, _reply: unknown, payload: unknown) => {
            await request.endUpload?.();
            return payload;
          },
          onResponse: async (request: FastifyRequest) => request.endUpload?.(),
          onRequestAbort: async (request: FastifyRequest) => request.endUpload?.(),
        }
      : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
  };

  app.route({
    method: call.method,
    url,
    ...routeOptions,
    handler: async (request, reply) => {
      if (!multipart && call.body && request.body !== undefined && !isJsonContentType(request)) {
        throw unsupportedMediaType();
      }
      const chyby: Record<string, string[]> = {};
      const params = parseWith(call.params, request.params, chyby);
      const query = parseWith(call.query, request.query, chyby);
      let body: unknown;
      const files: CheckedFile[] = [];
      if (multipart) {
        // A bad id or query is answered before the (possibly large) body is read.
        if (Object.keys(chyby).length > 0) throw validationError(chyby);
        const form = isMultipartRequest(request)
          ? await readMultipart(request, call.files)
          : { fields: {}, files: [], unexpectedFileFields: [] };
        body = parseWith(call.body, form.fields, chyby);
        for (const name of form.unexpectedFileFields) mergeErrors(chyby, name, [messages.unsupportedFormat]);
        if (call.files) {
          for (const upload of form.files) {
            const checked = await checkUploadedFile(upload, call.files);
            if (checked.ok) files.push(checked.file);
            else mergeErrors(chyby, fieldKey(call.files.field), [checked.message]);
          }
        }
      } else {
        body = parseWith(call.body, request.body, chyby);
      }
      if (Object.keys(chyby).length > 0) throw validationError(chyby);
      if (files.length > 0 && request.personId && call.files) await checkStorageQuota(app.deps, request.personId, files, call.files.field);

      const invoke = (deps: AppDeps) =>
        handler({
          params: params as CallContext<C>['params'],
          query: query as CallContext<C>['query'],
          body: body as CallContext<C>['body'],
          files,
          caller: request.caller,
          client: request.client,
          personId: request.personId,
          request,
          reply,
          deps,
        });
      const auditEvent = request.auditEvent;
      let result: Awaited<ReturnType<typeof invoke>>;
      if (auditEvent) {
        // A per-person write: the handler's statements and its audit row in one transaction, so
        // both are stored or neither. The handler gets the transaction as its database. Its
        // attachment files are written before the transaction and settled after it (ADR 0008).
        try {
          result = await attachmentTransaction(app.deps.db, files, async (tx) => {
            const txDeps = { ...app.deps, db: tx as unknown as Database };
            if (files.length > 0 && call.files) {
              // Checked again under the person's lock: two uploads at once could each see room for
              // themselves only and pass together (issue 36). The lock ends with the transaction.
              await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK_NAMESPACE}, hashtext(${auditEvent.personId}))`);
              await checkStorageQuota(txDeps, auditEvent.personId, files, call.files.field);
            }
            const written = await invoke(txDeps);
            await app.deps.audit.recordAccessIn(tx, auditEvent);
            return written;
          });
        } catch (error) {
          // Nothing was written, but the allowed attempt is still recorded.
          app.deps.audit.recordAccess(auditEvent);
          throw error;
        }
      } else {
        result = await invoke(app.deps);
      }
      if (reply.sent) return reply;

      if (call.responseKind === 'file') {
        const file = call.response.safeParse(result);
        if (!file.success) throw new Error(`Odpověď volání ${call.id} není soubor`);
        return sendFile(reply, file.data as { nazev: string; mime: string; obsah: Uint8Array });
      }

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

/** The first key of the advisory lock that serialises one person's uploads ('ZKQT'). */
const QUOTA_LOCK_NAMESPACE = 0x5a4b5154;

/**
 * The person's attachments with the new files must fit the storage quota (STORAGE_QUOTA_MB). Files the
 * same request deletes are not subtracted: at the edge, deleting first makes room.
 */
async function checkStorageQuota(deps: AppDeps, personId: PersonId, files: readonly CheckedFile[], field: string): Promise<void> {
  const quota = deps.config.storageQuotaBytes;
  if (quota <= 0) return;
  const adding = files.reduce((sum, file) => sum + file.content.length, 0);
  const stored = await storedAttachmentBytesOf(deps.db, personId);
  if (stored + adding <= quota) return;
  const message = messages.storageQuotaExceeded(Math.round(quota / (1024 * 1024)));
  throw new HttpError(413, 'VALIDACE', message, { chyby: { [fieldKey(field)]: [message] } });
}

/** What a per-person call's handler gets: `personId` is always there. */
export type PersonCallContext<C extends AnyCall> = CallContext<C> & { personId: PersonId };

/**
 * Registers a per-person call (`personScoped`): the handler gets the person the access check
 * admitted, already parsed, and passes that one value on to the services.
 */
export function registerPersonCall<C extends AnyCall>(
  app: FastifyInstance,
  call: C,
  handler: (context: PersonCallContext<C>) => ReturnType<CallHandler<C>>,
  options: RegisterCallOptions = {},
): void {
  if (call.auth !== 'access' || !call.personScoped) throw new Error(`registerPersonCall: ${call.id} is not a per-person call`);
  registerCall(
    app,
    call,
    (context) => {
      const { personId } = context;
      if (personId === null) throw new Error(`registerPersonCall: ${call.id} reached its handler without a person`);
      return handler({ ...context, personId });
    },
    options,
  );
}
