/**
 * Confirming the e-mail address or SMS number by a code (issue 35): messages go only to confirmed
 * contacts, and changing a contact unconfirms it (settings/personal-data.ts). The code is sent at
 * once through the channels — not through the queue, not held by quiet hours, and to an address that
 * is by nature not yet confirmed. Only its HMAC is kept (keyed by a key derived from the signing
 * keys, bound to the person, channel and address), it expires, takes a few wrong entries, and the
 * sending is limited (contract/notifications.ts CONTACT_CODE).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PersonId } from '../../../contract/ids';
import { messages } from '../../../contract/messages';
import { CONTACT_CODE, type ConfirmableContact, type KodOdeslanOdpoved, type StavKontaktuOdpoved } from '../../../contract/notifications';
import type { Database } from '../../db/client';
import { contactConfirmations, personContacts } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { deriveKey } from '../../identity/keys';
import { ruleRefusalError } from '../../plugins/errors';
import { DeliveryError } from './channels';
import { renderCodeMessage } from './texts';

const kanalOf = (kontakt: ConfirmableContact) => (kontakt === 'email' ? 'EMAIL' : 'SMS') as 'EMAIL' | 'SMS';
const refuse = (message: string) => ruleRefusalError({ kontakt: [message] });

async function contactsOf(db: Database, personId: PersonId) {
  const [row] = await db.select().from(personContacts).where(eq(personContacts.insuredPersonId, personId));
  return row ?? null;
}

export async function contactStateOf(db: Database, personId: PersonId): Promise<StavKontaktuOdpoved> {
  const row = await contactsOf(db, personId);
  return {
    email: { vyplneno: Boolean(row?.email), potvrzeno: Boolean(row?.email && row.emailPotvrzenAt) },
    telefonSms: { vyplneno: Boolean(row?.telefonSms), potvrzeno: Boolean(row?.telefonSms && row.telefonSmsPotvrzenAt) },
  };
}

function codeHash(
  deps: Pick<AppDeps, 'signingKeys'>,
  personId: PersonId,
  kontakt: ConfirmableContact,
  adresa: string,
  code: string,
): string {
  return createHmac('sha256', deriveKey(deps.signingKeys, 'contact-code'))
    .update(`${personId}\n${kontakt}\n${adresa}\n${code}`)
    .digest('base64url');
}

/** POST …/kontakty/{kontakt}/kod: a new code to the contact (replacing an earlier one). */
export async function sendContactCode(
  deps: Pick<AppDeps, 'db' | 'signingKeys' | 'channels' | 'config'>,
  personId: PersonId,
  kontakt: ConfirmableContact,
  now = new Date(),
): Promise<KodOdeslanOdpoved> {
  const { db } = deps;
  // The call adapter runs this in the write's transaction: the person's contacts row locked until it
  // ends makes two requests at once take turns, so the second sees the first's code and waits (one code sent).
  const [contacts] = await db.select().from(personContacts).where(eq(personContacts.insuredPersonId, personId)).for('update');
  const adresa = kontakt === 'email' ? contacts?.email : contacts?.telefonSms;
  if (!adresa) throw refuse(messages.contactMissing);
  if (kontakt === 'email' ? contacts?.emailPotvrzenAt : contacts?.telefonSmsPotvrzenAt) throw refuse(messages.contactAlreadyConfirmed);

  const kanal = kanalOf(kontakt);
  const [earlier] = await db
    .select()
    .from(contactConfirmations)
    .where(and(eq(contactConfirmations.insuredPersonId, personId), eq(contactConfirmations.kanal, kanal)));
  const sinceLast = earlier ? (now.getTime() - earlier.sentAt.getTime()) / 1000 : Infinity;
  if (sinceLast < CONTACT_CODE.resendAfterSeconds)
    throw refuse(messages.contactCodeWait(Math.ceil(CONTACT_CODE.resendAfterSeconds - sinceLast)));
  const windowOpen = earlier && now.getTime() - earlier.windowStartedAt.getTime() < 3600_000;
  if (windowOpen && earlier.sentCount >= CONTACT_CODE.maxPerHour) throw refuse(messages.contactCodeHourLimit);

  const code = String(randomInt(0, 10 ** CONTACT_CODE.length)).padStart(CONTACT_CODE.length, '0');
  const text = renderCodeMessage(code, CONTACT_CODE.ttlMinutes);
  try {
    if (kanal === 'EMAIL') {
      await deps.channels.email({
        to: adresa,
        subject: text.predmet,
        text: text.text,
        html: text.html,
        deliveryId: `kod-${personId}-${now.getTime()}`,
      });
    } else {
      await deps.channels.sms(adresa, text.sms, `kod-${personId}-${now.getTime()}`);
    }
  } catch (error) {
    if (error instanceof DeliveryError) throw refuse(messages.contactCodeSendFailed);
    throw error;
  }
  const values = {
    adresa,
    codeHash: codeHash(deps, personId, kontakt, adresa, code),
    expiresAt: new Date(now.getTime() + CONTACT_CODE.ttlMinutes * 60_000),
    attempts: 0,
    sentCount: windowOpen ? earlier.sentCount + 1 : 1,
    windowStartedAt: windowOpen ? earlier.windowStartedAt : now,
    sentAt: now,
  };
  await db
    .insert(contactConfirmations)
    .values({ insuredPersonId: personId, kanal, ...values })
    .onConflictDoUpdate({ target: [contactConfirmations.insuredPersonId, contactConfirmations.kanal], set: values });
  const stav = await contactStateOf(db, personId);
  // Demo mode's local receivers: the code went nowhere a visitor can read, so the answer carries it.
  return deps.config.localReceivers ? { ...stav, ukazkovyKod: code } : stav;
}

/**
 * POST …/kontakty/{kontakt}/potvrzeni: the code confirms the contact it was sent to. A wrong code is
 * answered as a refusal (`chyby`), not thrown: the counted attempt must be stored, and the call
 * adapter's transaction would take it back with a thrown error.
 */
export async function confirmContact(
  deps: Pick<AppDeps, 'db' | 'signingKeys'>,
  personId: PersonId,
  kontakt: ConfirmableContact,
  kod: string,
  now = new Date(),
): Promise<{ stav: StavKontaktuOdpoved } | { chyby: Record<string, string[]> }> {
  const { db } = deps;
  const kanal = kanalOf(kontakt);
  const refusal = await db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(contactConfirmations)
      .where(and(eq(contactConfirmations.insuredPersonId, personId), eq(contactConfirmations.kanal, kanal)))
      .for('update');
    const [contacts] = await tx.select().from(personContacts).where(eq(personContacts.insuredPersonId, personId));
    const adresa = kontakt === 'email' ? contacts?.email : contacts?.telefonSms;
    if (!pending || !adresa || pending.adresa !== adresa || pending.expiresAt <= now) return messages.contactCodeExpired;
    if (pending.attempts >= CONTACT_CODE.maxAttempts) return messages.contactCodeAttemptsUsed;
    const expected = Buffer.from(pending.codeHash);
    const given = Buffer.from(codeHash(deps, personId, kontakt, adresa, kod));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await tx
        .update(contactConfirmations)
        .set({ attempts: pending.attempts + 1 })
        .where(and(eq(contactConfirmations.insuredPersonId, personId), eq(contactConfirmations.kanal, kanal)));
      return pending.attempts + 1 >= CONTACT_CODE.maxAttempts ? messages.contactCodeAttemptsUsed : messages.codeWrong;
    }
    await tx
      .update(personContacts)
      .set(kontakt === 'email' ? { emailPotvrzenAt: now } : { telefonSmsPotvrzenAt: now })
      .where(eq(personContacts.insuredPersonId, personId));
    await tx
      .delete(contactConfirmations)
      .where(and(eq(contactConfirmations.insuredPersonId, personId), eq(contactConfirmations.kanal, kanal)));
    return null;
  });
  if (refusal) return { chyby: { kod: [refusal] } };
  return { stav: await contactStateOf(db, personId) };
}
