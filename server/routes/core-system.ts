/**
 * The insurer's core system as a machine client (contract/core-system.ts, ADR 0010): the token
 * endpoint (OAuth 2 client credentials, RFC 6749 §4.4) and the /system calls, which run the staff's
 * services as a staff member of the client's role. Registered in the context that reads multipart
 * bodies (server/app.ts): an answer carries files.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  isClientScope,
  parseScope,
  systemPodani,
  systemPodaniDetail,
  systemPodaniKrok,
  systemPodaniPriloha,
  systemLabVysledekVlozit,
  systemVlaknoOdpoved,
  systemZamestnavatelProhlidky,
  TOKEN_PATH,
  tokenErrorDescriptions,
  type TokenErrorCode,
  type TokenResponse,
} from '../../contract/core-system';
import type { AnyCall } from '../../contract/define';
import { FailureLimiter } from '../identity/limiter';
import { clearFailures, takeAttempt } from '../identity/throttle';
import { sha256 } from '../identity/tokens';
import { clientByCredentials } from '../services/core-system/clients';
import { employerCheckUps } from '../services/core-system/employer-export';
import { deliverLabResult } from '../services/core-system/lab-results';
import { submissionsSince } from '../services/core-system/submissions';
import { signClientToken } from '../services/core-system/tokens';
import { staffRequestAttachment, staffRequestDetail, takeStaffStep } from '../services/staff/requests';
import type { StaffCaller } from '../services/staff/staff';
import { answerThread } from '../services/staff/threads';
import { registerCall, requireClient, type CallContext } from './register';

/** Failed client authentications per address and minute, over all clients (as the sign-in page counts). */
const FAILURES_PER_ADDRESS = 50;

interface Credentials {
  id: string;
  secret: string;
}

/**
 * HTTP Basic client authentication (RFC 6749 §2.3.1: id and secret form-encoded, then Base64):
 * null without the header, 'malformed' when it is Basic but unreadable.
 */
function basicCredentials(header: string | undefined): Credentials | 'malformed' | null {
  const match = /^Basic[ ]+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match) return header && /^Basic\b/i.test(header) ? 'malformed' : null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 1) return 'malformed';
  try {
    const formDecode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    return 'malformed';
  }
}

function isFormRequest(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && /^application\/x-www-form-urlencoded\s*(;|$)/i.test(type);
}

function registerTokenEndpoint(app: FastifyInstance): void {
  const { db, config, signingKeys, audit, counters } = app.deps;
  const perAddress = new FailureLimiter('token-address', FAILURES_PER_ADDRESS, counters);

  const refuse = (reply: FastifyReply, status: number, error: TokenErrorCode, headers: Record<string, string> = {}) =>
    reply.code(status).headers(headers).send({ error, error_description: tokenErrorDescriptions[error] });
  const invalidClient = (reply: FastifyReply) => refuse(reply, 401, 'invalid_client', { 'www-authenticate': 'Basic realm="zk-system"' });
  const tooMany = (reply: FastifyReply, waitS: number) => refuse(reply, 429, 'slow_down', { 'retry-after': String(Math.max(1, waitS)) });

  app.post(`/api${TOKEN_PATH}`, async (request, reply) => {
    // RFC 6749 §5.1: a token answer (and its errors) is never cached.
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const body = (isFormRequest(request) ? request.body : null) as Record<string, unknown> | null;
    if (!body || typeof body !== 'object') return refuse(reply, 400, 'invalid_request');
    // Every parameter at most once (§3.2), as text.
    if (Object.values(body).some((value) => typeof value !== 'string')) return refuse(reply, 400, 'invalid_request');
    const param = (name: string): string | undefined => (typeof body[name] === 'string' ? (body[name] as string) : undefined);

    const grantType = param('grant_type');
    if (!grantType) return refuse(reply, 400, 'invalid_request');
    if (grantType !== 'client_credentials') return refuse(reply, 400, 'unsupported_grant_type');

    // The client authenticates by HTTP Basic or by the form's fields, never both (§2.3).
    const basic = basicCredentials(request.headers.authorization);
    const formId = param('client_id');
    const formSecret = param('client_secret');
    if (basic && (formId !== undefined || formSecret !== undefined)) return refuse(reply, 400, 'invalid_request');
    const credentials = basic ?? (formId && formSecret ? { id: formId, secret: formSecret } : null);
    if (!credentials || credentials === 'malformed') return invalidClient(reply);

    // Rate-limited like a sign-in: failures per address, and a back-off per client in the database
    // (every instance counts together); while it runs the secret is not even checked.
    const addressBlockedS = await perAddress.blockedForS(request.ip);
    if (addressBlockedS !== null) return tooMany(reply, addressBlockedS);
    const key = `klient:${sha256(credentials.id)}`;
    const attempt = await takeAttempt(db, key);
    if (attempt.waitS > 0) return tooMany(reply, attempt.waitS);
    const client = await clientByCredentials(db, credentials.id, credentials.secret);
    if (!client) {
      await perAddress.hit(request.ip);
      audit.recordAuthEvent({
        event: 'TOKEN_KLIENTA_NEUSPESNE',
        result: 'ODEPRENO',
        userName: credentials.id,
        clientAddress: request.ip,
      });
      return attempt.delayS > 0 ? tooMany(reply, attempt.delayS) : invalidClient(reply);
    }
    await clearFailures(db, key);

    // Without `scope`, everything the client may do (§3.3); asking for more is refused, not narrowed.
    const asked = param('scope');
    const scopes = asked === undefined ? client.scopes : parseScope(asked);
    if (scopes.length === 0 || !scopes.every((scope) => isClientScope(scope) && client.scopes.includes(scope))) {
      return refuse(reply, 400, 'invalid_scope');
    }
    const granted = [...new Set(scopes.filter(isClientScope))];
    const token = await signClientToken(signingKeys, client, granted, config.accessTtlS);
    audit.recordAuthEvent({ event: 'TOKEN_KLIENTA', result: 'POVOLENO', userId: client.userId, clientAddress: request.ip });
    const answer: TokenResponse = { access_token: token, token_type: 'Bearer', expires_in: config.accessTtlS, scope: granted.join(' ') };
    return answer;
  });
}

/** The client as the staff services know an actor: its service account in its role, named and audited as the core system. */
function systemActor<C extends AnyCall>(context: CallContext<C>, call: C): StaffCaller {
  const client = requireClient(context);
  return {
    userId: client.userId,
    role: client.role,
    sessionId: client.tokenId,
    clientAddress: context.request.ip,
    system: { callId: call.id },
  };
}

export function registerCoreSystemRoutes(app: FastifyInstance): void {
  registerTokenEndpoint(app);
  registerCall(app, systemPodani, (ctx) => submissionsSince(ctx.deps, systemActor(ctx, systemPodani), ctx.query.od ?? undefined));
  registerCall(app, systemPodaniDetail, (ctx) => staffRequestDetail(ctx.deps, systemActor(ctx, systemPodaniDetail), ctx.params.id));
  registerCall(app, systemPodaniPriloha, (ctx) =>
    staffRequestAttachment(ctx.deps, systemActor(ctx, systemPodaniPriloha), ctx.params.id, ctx.params.prilohaId),
  );
  registerCall(app, systemPodaniKrok, (ctx) => takeStaffStep(ctx.deps, systemActor(ctx, systemPodaniKrok), ctx.params.id, ctx.body));
  registerCall(app, systemVlaknoOdpoved, (ctx) =>
    answerThread(ctx.deps, systemActor(ctx, systemVlaknoOdpoved), ctx.params.vlakno, ctx.body, ctx.files),
  );
  // The employer's benefits programme (issue 35): its consenting employees' check-up dates, audited per person.
  registerCall(app, systemZamestnavatelProhlidky, (ctx) =>
    employerCheckUps(ctx.deps, requireClient(ctx), { callId: systemZamestnavatelProhlidky.id, clientAddress: ctx.request.ip }),
  );
  registerCall(app, systemLabVysledekVlozit, (ctx) =>
    deliverLabResult(ctx.deps, systemActor(ctx, systemLabVysledekVlozit), ctx.params.pojistenecId, ctx.body),
  );
}
