/**
 * Confirming the e-mail address and SMS number by a code (issue 35): the code arrives at a real
 * SMTP server / SMS endpoint started here, confirms only the address it was sent to, expires after
 * wrong entries, sending is limited; changing the contact unconfirms it. And the staff page's list
 * of deliveries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_CODE, messages, stavKontaktuOdpovedSchema } from '../../contract/index';
import { contactConfirmations, personContacts } from '../../server/db/schema';
import { createChannels } from '../../server/services/notifications/channels';
import { LocalReceivers } from '../../server/services/notifications/local-receivers';
import { apiOf, expectForbidden, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { createTestApp, databaseKindLabel, demoPersonId, signInAs, testConfig, type SignedIn, type TestApp } from '../support/test-app';

describe(`Confirming a contact by a code (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;
  let referent: SignedIn;
  const receivers = new LocalReceivers();

  beforeAll(async () => {
    await receivers.start();
    // Real channels to the receivers started here, not demo mode's own (which would put the code in the answer).
    const overrides = { accessTtlS: 3600, smtpUrl: receivers.smtpUrl, smsGateway: receivers.smsGateway, localReceivers: false };
    t = await createTestApp(overrides);
    // The app's channels from a configuration pointing at the receivers (as main.ts does in demo mode).
    (t.app.deps as { channels: unknown }).channels = createChannels(t.db, testConfig(overrides));
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
    petr = await signInAs(t.app, 'osvc');
    referent = await signInAs(t.app, 'referent');
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await receivers.stop();
  });

  const state = async () => {
    const res = await api.json('GET', personUrl('jana', 'kontakty/potvrzeni'), jana);
    expect(res.statusCode, res.body).toBe(200);
    return stavKontaktuOdpovedSchema.parse(res.json());
  };
  const sendCode = (kontakt: string, who = jana) => api.json('POST', personUrl('jana', `kontakty/${kontakt}/kod`), who);
  const confirm = (kontakt: string, kod: string) => api.json('POST', personUrl('jana', `kontakty/${kontakt}/potvrzeni`), jana, { kod });
  const lastCode = () => /(\d{6})/.exec(receivers.messages.at(-1)?.text ?? '')?.[1] ?? '';
  const allowNextCode = () =>
    t.db
      .update(contactConfirmations)
      .set({ sentAt: new Date(Date.now() - 3600_000) })
      .where(eq(contactConfirmations.insuredPersonId, demoPersonId('jana')));

  it('the demo contacts are confirmed; changing the e-mail unconfirms it, the same value again does not', async () => {
    expect(await state()).toEqual({ email: { vyplneno: true, potvrzeno: true }, telefonSms: { vyplneno: true, potvrzeno: true } });
    expect(fieldErrorsOf(await sendCode('email'), 422)).toEqual({ kontakt: [messages.contactAlreadyConfirmed] });
    const same = await api.json('PUT', personUrl('jana', 'pojistenecOsobniUdaje/email'), jana, { email: 'jana.dvorakova@example.cz' });
    expect(same.statusCode, same.body).toBe(200);
    expect((await state()).email.potvrzeno).toBe(true);
    const changed = await api.json('PUT', personUrl('jana', 'pojistenecOsobniUdaje/email'), jana, { email: 'jana.nova@example.cz' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await state()).email).toEqual({ vyplneno: true, potvrzeno: false });
  });

  it('a code goes to the new address at once; a wrong code is refused, the right one confirms', async () => {
    const sent = await sendCode('email');
    expect(sent.statusCode, sent.body).toBe(200);
    // Outside demo mode the answer never carries the code.
    expect(sent.json()).not.toHaveProperty('ukazkovyKod');
    expect(receivers.messages.at(-1)).toMatchObject({ kanal: 'EMAIL', adresat: 'jana.nova@example.cz', predmet: 'Ověřovací kód' });
    const code = lastCode();
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.db
      .select()
      .from(contactConfirmations)
      .where(eq(contactConfirmations.insuredPersonId, demoPersonId('jana')));
    expect(stored.codeHash).not.toContain(code);

    // Sending again at once is refused (wait), and a malformed code is a validation error.
    expect(fieldErrorsOf(await sendCode('email'), 422).kontakt[0]).toMatch(/^Nový kód můžete poslat za /);
    expect(fieldErrorsOf(await confirm('email', '12ab'))).toEqual({ kod: [messages.contactCodeFormat(CONTACT_CODE.length)] });
    const wrong = code === '000000' ? '111111' : '000000';
    expect(fieldErrorsOf(await confirm('email', wrong), 422)).toEqual({ kod: [messages.codeWrong] });
    const right = await confirm('email', code);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ email: { vyplneno: true, potvrzeno: true } });
    // Used up.
    expect(fieldErrorsOf(await confirm('email', code), 422)).toEqual({ kod: [messages.contactCodeExpired] });
  });

  it('two requests for a code at once send one code; the other is told to wait', async () => {
    const changed = await api.json('PUT', personUrl('jana', 'pojistenecOsobniUdaje/email'), jana, { email: 'jana.soucasne@example.cz' });
    expect(changed.statusCode, changed.body).toBe(200);
    await allowNextCode();
    const before = receivers.messages.length;
    const answers = await Promise.all([sendCode('email'), sendCode('email')]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    expect(
      fieldErrorsOf(
        answers.find((res) => res.statusCode === 422)!,
        422,
      ).kontakt[0],
    ).toMatch(/^Nový kód můžete poslat za /);
    expect(receivers.messages.slice(before).filter((m) => m.adresat === 'jana.soucasne@example.cz')).toHaveLength(1);
    const right = await confirm('email', lastCode());
    expect(right.statusCode, right.body).toBe(200);
  });

  it('in demo mode (the local receivers: nothing leaves the machine) the answer carries the code, which confirms', async () => {
    const config = t.app.deps.config as { localReceivers: boolean };
    config.localReceivers = true;
    try {
      await api.json('PUT', personUrl('jana', 'pojistenecOsobniUdaje/email'), jana, { email: 'jana.ukazka@example.cz' });
      await allowNextCode();
      const sent = await sendCode('email');
      expect(sent.statusCode, sent.body).toBe(200);
      const { ukazkovyKod } = sent.json() as { ukazkovyKod?: string };
      expect(ukazkovyKod).toBe(lastCode());
      expect((await confirm('email', ukazkovyKod!)).json()).toMatchObject({ email: { potvrzeno: true } });
    } finally {
      config.localReceivers = false;
    }
  });

  it('an SMS number the same way; a code sent to the old number does not confirm a changed one', async () => {
    const put = await api.json('PUT', personUrl('jana', 'pojistenecOsobniUdaje/telefonSms'), jana, { telefon: '777 000 111' });
    expect(put.statusCode, put.body).toBe(200);
    const sent = await sendCode('telefonSms');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(receivers.messages.at(-1)).toMatchObject({ kanal: 'SMS', adresat: '777 000 111' });
    const code = lastCode();
    await api.json('PUT', personUrl('jana', 'pojistenecOsobniUdaje/telefonSms'), jana, { telefon: '777 000 222' });
    expect(fieldErrorsOf(await confirm('telefonSms', code), 422)).toEqual({ kod: [messages.contactCodeExpired] });
    await allowNextCode();
    expect((await sendCode('telefonSms')).statusCode).toBe(200);
    expect((await confirm('telefonSms', lastCode())).json()).toMatchObject({ telefonSms: { potvrzeno: true } });
  });

  it(`after ${CONTACT_CODE.maxAttempts} wrong entries the code stops working; at most ${CONTACT_CODE.maxPerHour} codes an hour`, async () => {
    await api.json('PUT', personUrl('jana', 'pojistenecOsobniUdaje/email'), jana, { email: 'jana.treti@example.cz' });
    await allowNextCode();
    expect((await sendCode('email')).statusCode).toBe(200);
    const code = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i < CONTACT_CODE.maxAttempts; i++) {
      expect(fieldErrorsOf(await confirm('email', wrong), 422)).toEqual({ kod: [messages.codeWrong] });
    }
    expect(fieldErrorsOf(await confirm('email', wrong), 422)).toEqual({ kod: [messages.contactCodeAttemptsUsed] });
    expect(fieldErrorsOf(await confirm('email', code), 422)).toEqual({ kod: [messages.contactCodeAttemptsUsed] });

    await t.db
      .update(contactConfirmations)
      .set({ sentCount: CONTACT_CODE.maxPerHour, sentAt: new Date(Date.now() - 120_000), windowStartedAt: new Date(Date.now() - 600_000) })
      .where(eq(contactConfirmations.insuredPersonId, demoPersonId('jana')));
    expect(fieldErrorsOf(await sendCode('email'), 422)).toEqual({ kontakt: [messages.contactCodeHourLimit] });
  });

  it('an empty contact cannot get a code; an unknown contact kind is a validation error; another person’s contacts are 403', async () => {
    await t.db
      .update(personContacts)
      .set({ telefonSms: null })
      .where(eq(personContacts.insuredPersonId, demoPersonId('jana')));
    expect(fieldErrorsOf(await sendCode('telefonSms'), 422)).toEqual({ kontakt: [messages.contactMissing] });
    expect((await sendCode('telefon')).statusCode).toBe(400);
    expectForbidden(await sendCode('email', petr));
    expectForbidden(await api.json('GET', personUrl('jana', 'kontakty/potvrzeni'), petr));
  });

  it('staff see the deliveries (no address); the insured person may not', async () => {
    const res = await api.json('GET', '/api/prac/upozorneni', referent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ukazkovyRezim: false, seznam: expect.any(Array) });
    expectForbidden(await api.json('GET', '/api/prac/upozorneni', jana));
  });
});
