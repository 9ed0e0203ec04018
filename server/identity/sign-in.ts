import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword, verifyPassword } from './password';
import type { IdentityDeps } from './types';
import { FailureLimiter } from './limiter';
import { createTicket, findUserByLogin, listDemoAccounts } from './store';
import { FIELD_DEMO, FIELD_PASSWORD, FIELD_USER, pageMessages, renderSignInPage, signInCss, type SignInPageModel } from './page';

export const SIGN_IN_PATH = '/api/identita/prihlaseni';
export const SIGN_IN_CSS_PATH = '/api/identita/prihlaseni.css';
/** Where the browser app takes the ticket over (document 1 §4 "Login"). */
export const TICKET_LANDING_PATH = '/prihlaseni';

const MAX_USER_NAME = 200;
const MAX_PASSWORD = 1024;
/** Failures of one address over all user names: a multiple of the per-name limit (stops spraying). */
const PER_ADDRESS_FACTOR = 5;

/** `Host` values compare without the default ports (browsers omit them, some clients do not). */
function withoutDefaultPort(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, '');
}

/**
 * A form post is accepted only from this site. Browsers say where a POST comes from: the
 * `Sec-Fetch-Site` header (modern browsers) and `Origin` (else `Referer`); when present, they
 * must name this host (or the public URL's). `Origin: null` counts only with
 * `Sec-Fetch-Site: same-origin` (it is what a stricter referrer policy sends). Requests with
 * none of them (tools, very old browsers) are let through: a forged post could at most sign
 * someone in, and a password sign-in needs the password anyway.
 */
export function isSameOriginPost(request: FastifyRequest, publicUrl?: string | null): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  if (origin === 'null') return fetchSite === 'same-origin';
  const source = typeof origin === 'string' && origin !== '' ? origin : typeof referer === 'string' && referer !== '' ? referer : null;
  if (source === null) return true;
  let sourceHost: string;
  try {
    sourceHost = withoutDefaultPort(new URL(source).host);
  } catch {
    return false;
  }
  const allowed = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value !== '') for (const part of value.split(',')) allowed.add(withoutDefaultPort(part.trim()));
  };
  add(request.headers.host);
  add(request.headers['x-forwarded-host']);
  if (publicUrl) {
    try {
      allowed.add(withoutDefaultPort(new URL(publicUrl).host));
    } catch {
      /* validated by the configuration */
    }
  }
  return allowed.has(sourceHost);
}

function formValue(body: unknown, name: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[name];
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

export async function registerSignInPage(app: FastifyInstance, deps: IdentityDeps): Promise<void> {
  const { db, config } = deps;
  const perNameLimit = config.loginRateLimit && config.loginRateLimit > 0 ? config.loginRateLimit : 10;
  const perName = new FailureLimiter(perNameLimit);
  const perAddress = new FailureLimiter(perNameLimit * PER_ADDRESS_FACTOR);

  const render = async (reply: FastifyReply, status: number, model: SignInPageModel): Promise<FastifyReply> => {
    const demoAccounts = config.demoMode ? await listDemoAccounts(db) : [];
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderSignInPage({ ...model, demoAccounts }));
  };

  const redirectWithTicket = async (reply: FastifyReply, userId: number): Promise<FastifyReply> => {
    const ticket = await createTicket(db, userId, config.ticketTtlS);
    const path = `${TICKET_LANDING_PATH}?listek=${encodeURIComponent(ticket)}`;
    const location = config.publicUrl ? `${config.publicUrl.replace(/\/+$/, '')}${path}` : path;
    return reply.status(303).header('cache-control', 'no-store').header('location', location).send();
  };

  app.get(SIGN_IN_CSS_PATH, async (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(signInCss),
  );

  app.get(SIGN_IN_PATH, async (_request, reply) => render(reply, 200, {}));

  app.post(SIGN_IN_PATH, async (request, reply) => {
    if (!isSameOriginPost(request, config.publicUrl)) return render(reply, 403, { alert: pageMessages.crossSite });

    // Audit (server/audit/): every sign-in, failed ones with the user name tried.
    const audit = (event: 'PRIHLASENI' | 'PRIHLASENI_NEUSPESNE', userId: number | null, userName: string | null) =>
      deps.audit?.recordAuthEvent({
        event,
        result: event === 'PRIHLASENI' ? 'POVOLENO' : 'ODEPRENO',
        userId,
        userName: event === 'PRIHLASENI' ? null : userName,
        clientAddress: request.ip,
      });

    const demoLogin = formValue(request.body, FIELD_DEMO);
    if (demoLogin !== undefined) {
      const user = config.demoMode ? await findUserByLogin(db, demoLogin.slice(0, MAX_USER_NAME)) : null;
      if (!user || !user.isDemo) {
        audit('PRIHLASENI_NEUSPESNE', null, demoLogin);
        return render(reply, 401, { alert: pageMessages.wrongCredentials });
      }
      audit('PRIHLASENI', user.id, null);
      return redirectWithTicket(reply, user.id);
    }

    const userName = (formValue(request.body, FIELD_USER) ?? '').trim().slice(0, MAX_USER_NAME);
    const password = formValue(request.body, FIELD_PASSWORD) ?? '';
    if (userName === '' || password === '') {
      return render(reply, 400, {
        userName,
        fieldErrors: {
          ...(userName === '' ? { [FIELD_USER]: pageMessages.required } : {}),
          ...(password === '' ? { [FIELD_PASSWORD]: pageMessages.required } : {}),
        },
      });
    }

    const nameKey = `${request.ip}|${userName.toLowerCase()}`;
    if (perName.isBlocked(nameKey) || perAddress.isBlocked(request.ip)) {
      audit('PRIHLASENI_NEUSPESNE', null, userName);
      reply.header('retry-after', String(Math.max(perName.retryAfterS(nameKey), perAddress.retryAfterS(request.ip))));
      return render(reply, 429, { userName, alert: pageMessages.tooManyRequests });
    }

    const user = await findUserByLogin(db, userName);
    // Verify against a stand-in hash when the user does not exist, so timing does not tell.
    const ok = password.length <= MAX_PASSWORD && (await passwordMatches(password, user?.passwordHash));
    if (!user || !ok) {
      perName.hit(nameKey);
      perAddress.hit(request.ip);
      request.log.info('identity: failed sign-in');
      audit('PRIHLASENI_NEUSPESNE', user?.id ?? null, userName);
      return render(reply, 401, { userName, alert: pageMessages.wrongCredentials });
    }
    perName.reset(nameKey);
    audit('PRIHLASENI', user.id, null);
    return redirectWithTicket(reply, user.id);
  });
}

/** A well-formed hash of a random password, so unknown users cost as much as known ones. */
let standInHash: Promise<string> | null = null;

async function passwordMatches(password: string, hash: string | undefined): Promise<boolean> {
  if (hash !== undefined) return verifyPassword(password, hash);
  standInHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(password, await standInHash);
  return false;
}
