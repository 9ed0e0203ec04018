import type { FastifyInstance } from 'fastify';
import { messages } from '../../contract/messages';
import { securityStatus, totpConfirm, totpDisable, totpStart } from '../../contract/security';
import { registerCall, requireCaller } from '../routes/register';
import { HttpError, ruleRefusalError } from '../plugins/errors';
import type { IdentityDeps } from './types';
import { clearFailures, codeKey, takeAttempt } from './throttle';
import { confirmEnrolment, disableSecondFactor, redeemSecondFactorCode, secondFactorStatus, startEnrolment } from './second-factor';
import { groupSecret, otpauthUri } from './totp';
import { findUserLogin } from './store';
import { qrPng } from '../services/qr';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Zdravotní karta';

function tooManyCodes(waitS: number): HttpError {
  return new HttpError(429, 'LIMIT', messages.codeBackoff(waitS), { headers: { 'retry-after': String(waitS) } });
}

/**
 * The calls of the screen 'Zabezpečení přihlášení' (contract/security.ts). Codes typed here
 * share the account's back-off with the sign-in page's second step.
 */
export function registerSecurityRoutes(app: FastifyInstance, deps: IdentityDeps): void {
  const { db } = deps;

  registerCall(app, securityStatus, async (context) => {
    const caller = requireCaller(context);
    const status = await secondFactorStatus(db, caller.userId);
    return {
      dvoufazoveOvereni: status.on,
      zapnutoOd: status.since ? status.since.toISOString() : null,
      zbyvajiciZalozniKody: status.recoveryCodesLeft,
    };
  });

  registerCall(app, totpStart, async (context) => {
    const caller = requireCaller(context);
    const started = await startEnrolment(db, caller.userId);
    if (started === 'alreadyOn') throw ruleRefusalError({ _form: [messages.totpAlreadyOn] });
    const login = (await findUserLogin(db, caller.userId)) ?? String(caller.userId);
    const uri = otpauthUri(TOTP_ISSUER, login, started.secret);
    const png = await qrPng(uri);
    return { tajnyKlic: groupSecret(started.secret), otpauthUri: uri, qrPng: png.toString('base64') };
  });

  registerCall(app, totpConfirm, async (context) => {
    const caller = requireCaller(context);
    const key = codeKey(caller.userId);
    const attempt = await takeAttempt(db, key);
    if (attempt.waitS > 0) throw tooManyCodes(attempt.waitS);
    const result = await confirmEnrolment(db, caller.userId, context.body.kod);
    if (result === 'alreadyOn') throw ruleRefusalError({ _form: [messages.totpAlreadyOn] });
    if (result === 'notStarted') throw ruleRefusalError({ _form: [messages.totpNotStarted] });
    if (result === 'wrong') {
      if (attempt.delayS > 0) throw tooManyCodes(attempt.delayS);
      throw ruleRefusalError({ kod: [messages.codeWrong] });
    }
    await clearFailures(db, key);
    context.request.log.info('identity: second factor turned on');
    deps.audit?.recordAuthEvent({
      event: 'DRUHY_FAKTOR_ZAPNUT',
      result: 'POVOLENO',
      userId: caller.userId,
      sessionId: caller.sessionId,
      clientAddress: context.request.ip,
    });
    return { zalozniKody: result.recoveryCodes };
  });

  registerCall(app, totpDisable, async (context) => {
    const caller = requireCaller(context);
    if (!(await secondFactorStatus(db, caller.userId)).on) throw ruleRefusalError({ _form: [messages.totpNotOn] });
    const key = codeKey(caller.userId);
    const attempt = await takeAttempt(db, key);
    if (attempt.waitS > 0) throw tooManyCodes(attempt.waitS);
    if ((await redeemSecondFactorCode(db, caller.userId, context.body.kod)) !== 'ok') {
      if (attempt.delayS > 0) throw tooManyCodes(attempt.delayS);
      throw ruleRefusalError({ kod: [messages.codeWrong] });
    }
    await disableSecondFactor(db, caller.userId);
    await clearFailures(db, key);
    context.request.log.info('identity: second factor turned off');
    deps.audit?.recordAuthEvent({
      event: 'DRUHY_FAKTOR_VYPNUT',
      result: 'POVOLENO',
      userId: caller.userId,
      sessionId: caller.sessionId,
      clientAddress: context.request.ip,
    });
    return {};
  });
}
