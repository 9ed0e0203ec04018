import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '../../contract/messages';
import { recoveryCodes, signInThrottle, userTotp, users } from '../../server/db/schema';
import {
  base32Decode,
  base32Encode,
  generateRecoveryCodes,
  hotp,
  matchTotp,
  normaliseRecoveryCode,
  otpauthUri,
  totpCode,
  TOTP_STEP_S,
} from '../../server/identity/totp';
import { createTestApp, databaseKindLabel, signInAs, type SignedIn, type TestApp } from '../support/test-app';
import { aplikaceInfo, browserCookieOf, exchange, postForm, ticketOf } from './identity-helpers';

const require = createRequire(import.meta.url);
type DomWindow = Window & typeof globalThis;
const { JSDOM } = require('jsdom') as { JSDOM: new (html: string) => { window: DomWindow } };
const parse = (html: string): Document => new JSDOM(html).window.document;

describe('TOTP (RFC 6238) on node:crypto', () => {
  it('gives the RFC 6238 test vectors (SHA-1, 8 digits, secret "12345678901234567890")', () => {
    const secret = Buffer.from('12345678901234567890');
    const vectors: Array<[number, string]> = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [time, code] of vectors) expect(hotp(secret, Math.floor(time / 30), 8)).toBe(code);
    // the SHA-256 and SHA-512 rows of the same appendix
    expect(hotp(Buffer.from('12345678901234567890123456789012'), 1, 8, 'sha256')).toBe('46119246');
    expect(hotp(Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'), 1, 8, 'sha512')).toBe('90693936');
  });

  it('gives the RFC 4226 HOTP values (6 digits)', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expected.forEach((code, counter) => expect(hotp(Buffer.from('12345678901234567890'), counter)).toBe(code));
  });

  it('base32 round-trips (RFC 4648 vectors)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb oi').toString()).toBe('foobar');
    expect(() => base32Decode('0189')).toThrow();
  });

  it('accepts ±1 step, never a step at or before the last one used', () => {
    const secret = base32Encode(Buffer.from('12345678901234567890'));
    const now = 1_700_000_000_000;
    const step = Math.floor(now / 1000 / TOTP_STEP_S);
    const at = (offset: number) => totpCode(secret, now + offset * TOTP_STEP_S * 1000);
    expect(matchTotp(secret, at(0), now, null)).toBe(step);
    expect(matchTotp(secret, at(-1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, at(1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, at(2), now, null)).toBeNull();
    expect(matchTotp(secret, at(-2), now, null)).toBeNull();
    expect(matchTotp(secret, at(0), now, step)).toBeNull();
    expect(matchTotp(secret, at(1), now, step)).toBe(step + 1);
    expect(matchTotp(secret, 'abcdef', now, null)).toBeNull();
  });

  it('writes an otpauth:// URI authenticator apps read, and readable recovery codes', () => {
    expect(otpauthUri('Zdravotní karta', 'lekar', 'JBSWY3DPEHPK3PXP')).toBe(
      'otpauth://totp/Zdravotn%C3%AD%20karta:lekar?secret=JBSWY3DPEHPK3PXP&issuer=Zdravotn%C3%AD%20karta&algorithm=SHA1&digits=6&period=30',
    );
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
      expect(normaliseRecoveryCode(code.toLowerCase().replace(/-/g, ' '))).toBe(code.replace(/-/g, ''));
    }
  });
});

describe(`second factor: settings calls and the sign-in page (${databaseKindLabel})`, () => {
  let t: TestApp;
  let session: SignedIn;
  let secret = '';
  let codes: string[] = [];
  /** The code the sign-in test used (exactly that one is tried again). */
  let usedCode = '';
  beforeAll(async () => {
    t = await createTestApp({ demoMode: true });
    session = await signInAs(t.app, 'lekar');
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, who: SignedIn = session) =>
    t.app.inject({ method, url: `/api/uzivatel/zabezpeceni${url}`, headers: who.authorization, ...(payload ? { payload } : {}) });
  const stepOffset = (offset: number) => totpCode(secret, Date.now() + offset * TOTP_STEP_S * 1000);

  it('is off at first; the calls need a signed-in user', async () => {
    expect((await call('GET', '')).json()).toEqual({ dvoufazoveOvereni: false, zapnutoOd: null, zbyvajiciZalozniKody: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/uzivatel/zabezpeceni' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/uzivatel/zabezpeceni/totp' })).statusCode).toBe(401);
  });

  it('turning it on: a secret with its QR code, then a first code; a wrong code is refused in Czech', async () => {
    const started = await call('POST', '/totp');
    expect(started.statusCode).toBe(200);
    const body = started.json() as { tajnyKlic: string; otpauthUri: string; qrPng: string };
    expect(body.tajnyKlic).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    secret = body.tajnyKlic.replace(/ /g, '');
    expect(body.otpauthUri).toBe(otpauthUri('Zdravotní karta', 'lekar', secret));
    expect(Buffer.from(body.qrPng, 'base64').subarray(1, 4).toString()).toBe('PNG');
    // still off until confirmed: the sign-in page does not ask yet
    expect((await call('GET', '')).json().dvoufazoveOvereni).toBe(false);

    const format = await call('POST', '/totp/potvrzeni', { kod: '12345' });
    expect(format.statusCode).toBe(400);
    expect(format.json().chyby.kod).toEqual([messages.totpCodeFormat]);
    const wrongCode = stepOffset(0) === '000000' ? '111111' : '000000';
    const wrong = await call('POST', '/totp/potvrzeni', { kod: wrongCode });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().chyby.kod).toEqual([messages.codeWrong]);

    const confirmed = await call('POST', '/totp/potvrzeni', { kod: stepOffset(0) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    codes = confirmed.json().zalozniKody as string[];
    expect(codes).toHaveLength(10);
    const status = (await call('GET', '')).json();
    expect(status).toMatchObject({ dvoufazoveOvereni: true, zbyvajiciZalozniKody: 10 });
    expect(Date.parse(status.zapnutoOd)).toBeGreaterThan(Date.now() - 60_000);
    // recovery codes are stored hashed only
    const userId = (await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'lekar')))[0].id;
    const stored = await t.db.select({ hash: recoveryCodes.codeHash }).from(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    expect(stored).toHaveLength(10);
    for (const row of stored)
      expect(codes.some((code) => row.hash.includes(code) || row.hash.includes(code.replace(/-/g, '')))).toBe(false);
    // a second start while on is refused
    expect((await call('POST', '/totp')).json().chyby._form).toEqual([messages.totpAlreadyOn]);
  });

  /** Password sign-in up to the second step; the page and the browser's binding cookie. */
  async function passwordStep(address = '127.0.0.1') {
    const response = await postForm(t.app, { uzivatelskeJmeno: 'lekar', heslo: 'demo' }, {}, address);
    expect(response.statusCode, response.body).toBe(200);
    const doc = parse(response.body);
    expect(doc.querySelector('h1')?.textContent).toBe('Ověření přihlášení');
    expect(doc.querySelector('label[for=kod]')?.textContent).toBe('Ověřovací kód');
    expect(doc.querySelector('#kod')?.getAttribute('autocomplete')).toBe('one-time-code');
    const challenge = doc.querySelector<HTMLInputElement>('input[name=vyzva]')?.value ?? '';
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return { challenge, browser: browserCookieOf(response)!, address };
  }
  const postCode = (step: { challenge: string; browser: string; address: string }, kod: string) =>
    postForm(t.app, { vyzva: step.challenge, kod }, { cookie: step.browser }, step.address);

  it('the sign-in page asks for the code after a correct password; a wrong code keeps the step', async () => {
    const step = await passwordStep();
    const wrongCode = stepOffset(1) === '000000' ? '111111' : '000000';
    const wrong = await postCode(step, wrongCode);
    expect(wrong.statusCode).toBe(401);
    const doc = parse(wrong.body);
    expect(doc.getElementById('kod-chyba')?.textContent).toBe(messages.codeWrong);
    expect(doc.querySelector<HTMLInputElement>('input[name=vyzva]')?.value).toBe(step.challenge);
    expect(wrong.headers.location).toBeUndefined();

    // the next step's code (±1 step of tolerance; the enrolment used this one)
    usedCode = stepOffset(1);
    const ok = await postCode(step, usedCode);
    const listek = ticketOf(ok);
    expect((await exchange(t.app, listek)).statusCode).toBe(200);
    // the challenge is used up
    const again = await postCode(step, usedCode);
    expect(again.statusCode).toBe(400);
    expect(parse(again.body).querySelector('[role=alert]')?.textContent?.trim()).toBe(messages.challengeExpired);
  });

  it('a code works once; a recovery code works once; codes two steps away do not work', async () => {
    const reuse = await postCode(await passwordStep(), usedCode);
    expect(reuse.statusCode).toBe(401);
    expect(parse(reuse.body).getElementById('kod-chyba')?.textContent).toBe(messages.codeWrong);
    expect((await postCode(await passwordStep(), stepOffset(-2))).statusCode).toBe(401);

    const recovery = await postCode(await passwordStep(), codes[0].toLowerCase());
    expect((await exchange(t.app, ticketOf(recovery))).statusCode).toBe(200);
    expect((await postCode(await passwordStep(), codes[0])).statusCode).toBe(401);
    expect((await call('GET', '')).json().zbyvajiciZalozniKody).toBe(9);
  });

  it('the second step works only in the browser that gave the password', async () => {
    const step = await passwordStep();
    const elsewhere = browserCookieOf(await t.app.inject({ method: 'GET', url: '/api/identita/prihlaseni' }))!;
    const stolen = await postCode({ ...step, browser: elsewhere }, codes[1]);
    expect(stolen.statusCode).toBe(400);
    expect(parse(stolen.body).querySelector('[role=alert]')?.textContent?.trim()).toBe(messages.challengeExpired);
    // the recovery code was not spent
    ticketOf(await postCode(step, codes[1]));
  });

  it('demo buttons still sign in without the code (the page says so)', async () => {
    const page = parse((await t.app.inject({ method: 'GET', url: '/api/identita/prihlaseni' })).body);
    expect(page.querySelector('section[aria-labelledby="demo-nadpis"] .hint')?.textContent).toMatch(/bez dvoufázového ověření/);
    const listek = ticketOf(await postForm(t.app, { demo: 'lekar' }));
    expect((await exchange(t.app, listek, aplikaceInfo())).statusCode).toBe(200);
  });

  it('wrong codes are limited per account with a growing wait (across challenges and addresses)', async () => {
    const wrongCode = (i: number) => String((Number(stepOffset(0)) + 500_000 + i) % 1_000_000).padStart(6, '0');
    let last = 0;
    for (let i = 0; i < 5; i += 1) last = (await postCode(await passwordStep(`198.51.100.${60 + i}`), wrongCode(i))).statusCode;
    expect(last).toBe(401);
    const blocked = await postCode(await passwordStep('198.51.100.70'), wrongCode(5));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBe('15');
    expect(parse(blocked.body).querySelector('[role=alert]')?.textContent?.trim()).toBe(messages.codeBackoff(15));
    // while waiting, even a right code is not checked (and not spent)
    const waiting = await postCode(await passwordStep('198.51.100.71'), codes[2]);
    expect(waiting.statusCode).toBe(429);
    const disable = await call('POST', '/totp/vypnuti', { kod: codes[2] });
    expect(disable.statusCode).toBe(429);
    expect(disable.json()).toMatchObject({ typ: 'LIMIT', detail: messages.codeBackoff(Number(disable.headers['retry-after'])) });
    await t.db.delete(signInThrottle);
  });

  it('turning it off needs a code; then the password alone signs in again', async () => {
    const wrong = await call('POST', '/totp/vypnuti', { kod: 'AAAA-AAAA-AAAA' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().chyby.kod).toEqual([messages.codeWrong]);
    const format = await call('POST', '/totp/vypnuti', { kod: 'ne' });
    expect(format.statusCode).toBe(400);
    expect(format.json().chyby.kod).toEqual([messages.secondFactorCodeFormat]);

    expect((await call('POST', '/totp/vypnuti', { kod: codes[3] })).statusCode).toBe(200);
    expect((await call('GET', '')).json()).toEqual({ dvoufazoveOvereni: false, zapnutoOd: null, zbyvajiciZalozniKody: 0 });
    const userId = (await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'lekar')))[0].id;
    expect(await t.db.select().from(userTotp).where(eq(userTotp.userId, userId))).toEqual([]);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, userId))).toEqual([]);
    ticketOf(await postForm(t.app, { uzivatelskeJmeno: 'lekar', heslo: 'demo' }));
    expect((await call('POST', '/totp/vypnuti', { kod: codes[4] })).json().chyby._form).toEqual([messages.totpNotOn]);
  });

  it('each account has its own second factor (another user is not affected)', async () => {
    const other = await signInAs(t.app, 'osvc');
    expect((await call('POST', '/totp', undefined, other)).statusCode).toBe(200);
    // not confirmed: osvc's password sign-in goes straight through, and lekar's status is untouched
    ticketOf(await postForm(t.app, { uzivatelskeJmeno: 'osvc', heslo: 'demo' }));
    expect((await call('GET', '')).json().dvoufazoveOvereni).toBe(false);
  });
});
