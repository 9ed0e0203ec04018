/**
 * The hook other areas call when something new is there for an insured person (an answer to a
 * question or consultation, a request's new state, a check-up falling due):
 *
 *   await notifyPerson(deps, { personId, kategorie: 'odpovedi', odkaz: '/komunikace/upozorneni/…' });
 *
 * It follows the person's choice (setting UPOZORNENI): an e-mail and an SMS go to the outbox
 * (`notification_outbox`, for the gateway; there is none in the demo) when chosen and the contact
 * is filled in; a push message goes to every subscribed device of every user who represents the
 * person. The texts are generic on purpose: a lock screen or an SMS shows no health detail and no
 * name; the link opens the right screen after signing in. It never throws for a delivery failure.
 */
import { eq, inArray } from 'drizzle-orm';
import type { PersonId } from '../../../contract/ids';
import type { NotificationCategory, PushZprava } from '../../../contract/settings';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/client';
import { notificationOutbox, personContacts, pushSubscriptions, representations } from '../../db/schema';
import { deliverPush, type PushOutcome } from './push';
import { notificationSettingsOf } from './settings';

export interface PersonNotification {
  personId: PersonId;
  kategorie: NotificationCategory;
  /** Where the app opens it: a path of the app ('/komunikace/upozorneni/4100001/17'). */
  odkaz: string;
}

export interface NotifyResult {
  email: boolean;
  sms: boolean;
  push: PushOutcome[];
}

/** The generic texts of each kind (no names, no health detail). */
export const notificationTexts: Record<NotificationCategory, { nadpis: string; text: string }> = {
  odpovedi: {
    nadpis: 'Nová odpověď od pojišťovny',
    text: 'Na váš dotaz nebo konzultaci přišla odpověď. Přečtěte si ji v aplikaci Zdravotní karta pojištěnce.',
  },
  zadosti: {
    nadpis: 'Změna stavu žádosti',
    text: 'Stav jedné z vašich žádostí se změnil. Podrobnosti najdete v aplikaci Zdravotní karta pojištěnce v části Moje žádosti.',
  },
  prevence: {
    nadpis: 'Blíží se preventivní prohlídka',
    text: 'Blíží se termín preventivní prohlídky nebo očkování. Podrobnosti najdete v aplikaci Zdravotní karta pojištěnce.',
  },
  vysledky: {
    nadpis: 'Nový laboratorní výsledek',
    text: 'Máte nový laboratorní výsledek. Najdete ho v aplikaci Zdravotní karta pojištěnce.',
  },
  platby: {
    nadpis: 'Platba pojistného',
    text: 'Blíží se splatnost pojistného, nebo je platba po splatnosti. Podrobnosti najdete v aplikaci Zdravotní karta pojištěnce.',
  },
  sdileni: {
    nadpis: 'Někdo otevřel odkaz na vaše emergentní údaje',
    text: 'Odkaz na vaše emergentní údaje byl právě otevřen. Odkazy můžete zrušit v aplikaci Zdravotní karta pojištěnce.',
  },
};

/** An app path: '/…' but not '//…' (which a browser would read as another site). */
const isAppPath = (path: string) => /^\/(?![/\\])[^\s]*$/.test(path);

export async function notifyPerson(deps: { db: Database; config: ServerConfig }, notification: PersonNotification): Promise<NotifyResult> {
  const { db, config } = deps;
  if (!isAppPath(notification.odkaz)) throw new Error('notifyPerson: odkaz must be a path of the app');
  const settings = (await notificationSettingsOf(db, notification.personId))[notification.kategorie];
  const texts = notificationTexts[notification.kategorie];
  const [contacts] = await db.select().from(personContacts).where(eq(personContacts.insuredPersonId, notification.personId));

  const outbox: Array<typeof notificationOutbox.$inferInsert> = [];
  const base = { insuredPersonId: notification.personId, kategorie: notification.kategorie, predmet: texts.nadpis };
  if (settings.upozorneni === 'EMAIL' && contacts?.email)
    outbox.push({ ...base, kanal: 'EMAIL', adresa: contacts.email, text: texts.text });
  if (settings.sms && contacts?.telefonSms)
    outbox.push({ ...base, kanal: 'SMS', adresa: contacts.telefonSms, text: `${texts.nadpis}. ${texts.text}` });
  if (outbox.length > 0) await db.insert(notificationOutbox).values(outbox);

  const push: PushOutcome[] = [];
  if (settings.push) {
    const users = db
      .select({ userId: representations.userId })
      .from(representations)
      .where(eq(representations.insuredPersonId, notification.personId));
    const subscriptions = await db
      .select({
        id: pushSubscriptions.id,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      })
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, users));
    const message: PushZprava = { nadpis: texts.nadpis, text: texts.text, odkaz: notification.odkaz, kategorie: notification.kategorie };
    push.push(...(await Promise.all(subscriptions.map((subscription) => deliverPush(db, config, subscription, message)))));
  }
  return { email: outbox.some((row) => row.kanal === 'EMAIL'), sms: outbox.some((row) => row.kanal === 'SMS'), push };
}
