import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { messages } from '../../contract/messages';
import { hashPassword, needsRehash, passwordHashParams, verifyPassword } from './password';
import type { IdentityDeps } from './types';
import { FailureLimiter } from './limiter';
import { createTicket, findUserByLogin, listDemoAccounts, replacePasswordHash } from './store';
import { ensureBrowserBinding } from './cookie';
import { clearFailures, codeKey, isKnownBrowser, knownBrowserKey, nameKey, takeAttempt } from './throttle';
import { rememberBrowserAndNotify } from './new-device';
import {
  codeKind,
  countChallengeFailure,
  createChallenge,
  findChallenge,
  finishChallenge,
  isSecondFactorOn,
  redeemSecondFactorCode,
} from './second-factor';
import {
  FIELD_CHALLENGE,
  FIELD_CODE,
  FIELD_DEMO,
  FIELD_PASSWORD,
  FIELD_USER,
  pageMessages,
  renderSignInPage,
  signInCss,
  type SignInPageModel,
} from './page';

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

export interface SignInPageKit {
  /** Renders the page (with the demo buttons and the OIDC button as configured). */
  render(reply: FastifyReply, status: number, model: SignInPageModel): Promise<FastifyReply>;
  /** Mints a ticket for this browser and sends it to the app's `/prihlaseni?listek=…`. */
  redirectWithTicket(reply: FastifyReply, userId: number, browser: string): Promise<FastifyReply>;
}

export interface SignInPageOptions {
  /** The OpenID Connect button's label when a provider is configured. */
  oidcLabel?: string | null;
}

export async function registerSignInPage(
  app: FastifyInstance,
  deps: IdentityDeps,
  options: SignInPageOptions = {},
): Promise<SignInPageKit> {
  const { db, config } = deps;
  const perNameLimit = config.loginRateLimit && config.loginRateLimit > 0 ? config.loginRateLimit : 10;
  // Failures of one address over all user names (stops spraying one password over many names).
  const perAddress = new FailureLimiter('sign-in-address', perNameLimit * PER_ADDRESS_FACTOR, deps.counters);

  const render = async (reply: FastifyReply, status: number, model: SignInPageModel): Promise<FastifyReply> => {
    const demoAccounts = config.demoMode ? await listDemoAccounts(db) : [];
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderSignInPage({ ...model, demoAccounts, oidcLabel: options.oidcLabel ?? null }));
  };

  const redirectWithTicket = async (reply: FastifyReply, userId: number, browser: string): Promise<FastifyReply> => {
    // The browser is remembered; a new one (not the account's first) records a security notice (issue 35).
    await rememberBrowserAndNotify(db, userId, browser);
    const ticket = await createTicket(db, userId, config.ticketTtlS, browser);
    const path = `${TICKET_LANDING_PATH}?listek=${encodeURIComponent(ticket)}`;
    const location = config.publicUrl ? `${config.publicUrl.replace(/\/+$/, '')}${path}` : path;
    return reply.status(303).header('cache-control', 'no-store').header('location', location).send();
  };

  const tooMany = (reply: FastifyReply, waitS: number) => reply.header('retry-after', String(Math.max(1, Math.ceil(waitS))));

  app.get(SIGN_IN_CSS_PATH, async (_request, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(signInCss),
  );

  // The sign-in starts here: the browser gets its binding cookie (cookie.ts), which the ticket will need.
  app.get(SIGN_IN_PATH, async (request, reply) => {
    ensureBrowserBinding(request, reply);
    return render(reply, 200, {});
  });

  /** The second step: the code for the challenge that a correct password opened in this browser. */
  const codeStep = async (request: FastifyRequest, reply: FastifyReply, token: string, browser: string): Promise<FastifyReply> => {
    const challenge = token.length <= 100 ? await findChallenge(db, token, browser) : null;
    if (!challenge) return render(reply, 400, { alert: pageMessages.challengeExpired });
    const typed = (formValue(request.body, FIELD_CODE) ?? '').trim().slice(0, 100);
    if (typed === '') return render(reply, 400, { step: 'code', challenge: token, fieldErrors: { [FIELD_CODE]: pageMessages.required } });
    if (!codeKind(typed)) {
      return render(reply, 400, { step: 'code', challenge: token, fieldErrors: { [FIELD_CODE]: pageMessages.codeFormat } });
    }
    const key = codeKey(challenge.userId);
    const attempt = await takeAttempt(db, key);
    if (attempt.waitS > 0) {
      return render(tooMany(reply, attempt.waitS), 429, { step: 'code', challenge: token, alert: messages.codeBackoff(attempt.waitS) });
    }

    if ((await redeemSecondFactorCode(db, challenge.userId, typed)) === 'ok' && (await finishChallenge(db, token))) {
      await clearFailures(db, key);
      deps.audit?.recordAuthEvent({ event: 'PRIHLASENI', result: 'POVOLENO', userId: challenge.userId, clientAddress: request.ip });
      return redirectWithTicket(reply, challenge.userId, browser);
    }
    request.log.info('identity: wrong second-factor code');
    deps.audit?.recordAuthEvent({
      event: 'DRUHY_FAKTOR_NEUSPESNE',
      result: 'ODEPRENO',
      userId: challenge.userId,
      clientAddress: request.ip,
    });
    const left = await countChallengeFailure(db, token);
    const delayS = attempt.delayS;
    if (left === 0) return render(reply, 401, { alert: pageMessages.challengeAttemptsUsed });
    if (delayS > 0) return render(tooMany(reply, delayS), 429, { step: 'code', challenge: token, alert: messages.codeBackoff(delayS) });
    return render(reply, 401, { step: 'code', challenge: token, fieldErrors: { [FIELD_CODE]: pageMessages.codeWrong } });
  };

  app.post(SIGN_IN_PATH, async (request, reply) => {
    if (!isSameOriginPost(request, config.publicUrl)) return render(reply, 403, { alert: pageMessages.crossSite });
    // Normally set by the page; a post without it (an expired cookie, a client without the page) gets one now.
    const browser = ensureBrowserBinding(request, reply);

    const challengeToken = formValue(request.body, FIELD_CHALLENGE);
    if (challengeToken !== undefined) return codeStep(request, reply, challengeToken, browser);

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
      // Demo buttons sign in without a password and without the second factor (the page says so).
      const user = config.demoMode ? await findUserByLogin(db, demoLogin.slice(0, MAX_USER_NAME)) : null;
      if (!user || !user.isDemo) {
        audit('PRIHLASENI_NEUSPESNE', null, demoLogin);
        return render(reply, 401, { alert: pageMessages.wrongCredentials });
      }
      audit('PRIHLASENI', user.id, null);
      return redirectWithTicket(reply, user.id, browser);
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

    const addressBlockedS = await perAddress.blockedForS(request.ip);
    if (addressBlockedS !== null) {
      audit('PRIHLASENI_NEUSPESNE', null, userName);
      return render(tooMany(reply, addressBlockedS), 429, { userName, alert: pageMessages.tooManyRequests });
    }
    // The account's own back-off, whatever address the attempts come from; the password is not even
    // checked while it runs. A browser that signed in to the account before has a count of its own.
    const user = await findUserByLogin(db, userName);
    const key = user && (await isKnownBrowser(db, user.id, browser)) ? knownBrowserKey(user.id, browser) : nameKey(userName);
    const attempt = await takeAttempt(db, key);
    if (attempt.waitS > 0) {
      audit('PRIHLASENI_NEUSPESNE', null, userName);
      return render(tooMany(reply, attempt.waitS), 429, { userName, alert: messages.signInBackoff(attempt.waitS) });
    }

    // Verify against a stand-in hash when the user does not exist, so timing does not tell.
    const ok = password.length <= MAX_PASSWORD && (await passwordMatches(password, user?.passwordHash));
    // A database once seeded in demo mode keeps its demo accounts: without demo mode they are
    // refused like a wrong password, whatever the database holds (issue 36).
    const demoRefused = user?.isDemo === true && !config.demoMode;
    if (!user || !ok || demoRefused) {
      await perAddress.hit(request.ip);
      const delayS = attempt.delayS;
      request.log.info('identity: failed sign-in');
      audit('PRIHLASENI_NEUSPESNE', user?.id ?? null, userName);
      if (delayS > 0) return render(tooMany(reply, delayS), 429, { userName, alert: messages.signInBackoff(delayS) });
      return render(reply, 401, { userName, alert: pageMessages.wrongCredentials });
    }
    await clearFailures(db, key);
    if (needsRehash(user.passwordHash)) {
      // A hash of older (cheaper) parameters is replaced now that the password is at hand.
      try {
        await replacePasswordHash(db, user.id, user.passwordHash, await hashPassword(password));
      } catch (error) {
        request.log.warn({ err: error }, 'identity: password rehash failed');
      }
    }
    const secondFactorOn = await isSecondFactorOn(db, user.id);
    // Issue 34: the insurer's staff see many people's data, so outside demo mode they must use the second factor.
    if (user.staffRole && !secondFactorOn && !config.demoMode) {
      audit('PRIHLASENI_NEUSPESNE', user.id, userName);
      return render(reply, 403, { userName, alert: messages.staffNeedsSecondFactor });
    }
    if (secondFactorOn) {
      return render(reply, 200, { step: 'code', challenge: await createChallenge(db, user.id, browser) });
    }
    audit('PRIHLASENI', user.id, null);
    return redirectWithTicket(reply, user.id, browser);
  });

  return { render, redirectWithTicket };
}

/** A well-formed hash of a random password, so unknown users cost as much as known ones (made at the current cost). */
let standInHash: { params: string; hash: Promise<string> } | null = null;

async function passwordMatches(password: string, hash: string | undefined): Promise<boolean> {
  if (hash !== undefined) return verifyPassword(password, hash);
  const params = JSON.stringify(passwordHashParams());
  if (standInHash?.params !== params) standInHash = { params, hash: hashPassword(randomBytes(16).toString('base64url')) };
  await verifyPassword(password, await standInHash.hash);
  return false;
}
