/**
 * The person's and the user's settings (GET/PUT /nastaveni): notification channels belong to the
 * insured person, the dashboard and the look to the signed-in user (contract `settingScopes`).
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { PersonId } from '../../../contract/ids';
import { messages } from '../../../contract/messages';
import {
  notificationCategories,
  settingDefaults,
  settingKeys,
  settingScopes,
  nastaveniBodySchema,
  type NastaveniBody,
  type NastaveniPolozka,
  type NastaveniUpozorneni,
  type SettingKey,
} from '../../../contract/settings';
import type { Database, Transaction } from '../../db/client';
import { personContacts, personSettings, representations, userSettings } from '../../db/schema';
import { ruleRefusalError } from '../../plugins/errors';

type Db = Database | Transaction;

interface StoredSetting {
  data: unknown;
  changedAt: Date;
}

async function storedSetting(db: Db, personId: PersonId, userId: number, klic: SettingKey): Promise<StoredSetting | null> {
  if (settingScopes[klic] === 'OSOBA') {
    const [row] = await db
      .select({ data: personSettings.data, changedAt: personSettings.changedAt })
      .from(personSettings)
      .where(and(eq(personSettings.insuredPersonId, personId), eq(personSettings.klic, klic)));
    return row ?? null;
  }
  const [row] = await db
    .select({ data: userSettings.data, changedAt: userSettings.changedAt })
    .from(userSettings)
    .where(and(eq(userSettings.userId, userId), eq(userSettings.klic, klic)));
  return row ?? null;
}

/**
 * A stored value as the current schema expects it: the notification kinds added later (issue 35)
 * are missing from a value saved before them and take their defaults, the saved kinds stay.
 */
function withNewKinds(klic: SettingKey, data: unknown): unknown {
  if (klic !== 'UPOZORNENI' || typeof data !== 'object' || data === null || Array.isArray(data)) return data;
  return { ...settingDefaults.UPOZORNENI, ...data };
}

/**
 * One setting as answered: the stored value when it still passes the key's schema (a value
 * stored by an older version that no longer does falls back to the defaults), else the defaults.
 */
function settingItem(klic: SettingKey, stored: StoredSetting | null): NastaveniPolozka {
  if (stored) {
    const parsed = nastaveniBodySchema.safeParse({ klic, nastaveniData: withNewKinds(klic, stored.data) });
    if (parsed.success) return { ...parsed.data, vychozi: false, zmeneno: stored.changedAt.toISOString() } as NastaveniPolozka;
  }
  return { klic, nastaveniData: settingDefaults[klic], vychozi: true, zmeneno: null } as NastaveniPolozka;
}

/** One setting's value (the defaults when nothing is stored). */
export async function settingOf(db: Db, personId: PersonId, userId: number, klic: SettingKey): Promise<NastaveniPolozka> {
  return settingItem(klic, await storedSetting(db, personId, userId, klic));
}

/** The person's notification channels (the defaults when none are stored). */
export async function notificationSettingsOf(db: Db, personId: PersonId): Promise<NastaveniUpozorneni> {
  const [row] = await db
    .select({ data: personSettings.data, changedAt: personSettings.changedAt })
    .from(personSettings)
    .where(and(eq(personSettings.insuredPersonId, personId), eq(personSettings.klic, 'UPOZORNENI')));
  return settingItem('UPOZORNENI', row ?? null).nastaveniData as NastaveniUpozorneni;
}

export async function settingsOf(
  db: Database,
  personId: PersonId,
  userId: number,
  klic: SettingKey | undefined,
): Promise<{ seznamNastaveni: NastaveniPolozka[] }> {
  const keys = klic ? [klic] : [...settingKeys];
  return { seznamNastaveni: await Promise.all(keys.map((key) => settingOf(db, personId, userId, key))) };
}

/**
 * Notifications by e-mail need an e-mail, by SMS an SMS phone (personal data); a choice without the
 * contact is refused under the first kind that asks for it. The messages go to the contacts of the
 * representing user's own person (issue 35: a parent's about a child), so the person's own contacts
 * or the saving user's own person's count.
 */
async function checkNotificationContacts(db: Db, personId: PersonId, userId: number, data: NastaveniUpozorneni): Promise<void> {
  const own = db
    .select({ id: representations.insuredPersonId })
    .from(representations)
    .where(and(eq(representations.userId, userId), eq(representations.typZastupce, 'SAM_NA_SEBE')));
  const rows = await db
    .select({ email: personContacts.email, telefonSms: personContacts.telefonSms })
    .from(personContacts)
    .where(or(eq(personContacts.insuredPersonId, personId), inArray(personContacts.insuredPersonId, own)));
  const contacts = { email: rows.some((row) => row.email), telefonSms: rows.some((row) => row.telefonSms) };
  const chyby: Record<string, string[]> = {};
  for (const kind of notificationCategories) {
    if (data[kind].upozorneni === 'EMAIL' && !contacts.email)
      chyby[`nastaveniData.${kind}.upozorneni`] = [messages.emailNeededForNotifications];
    if (data[kind].sms && !contacts.telefonSms) chyby[`nastaveniData.${kind}.sms`] = [messages.smsPhoneNeededForNotifications];
  }
  if (Object.keys(chyby).length > 0) throw ruleRefusalError(chyby);
}

/** Replaces one setting's value and answers it as stored. */
export async function saveSetting(db: Database, personId: PersonId, userId: number, body: NastaveniBody): Promise<NastaveniPolozka> {
  const at = new Date();
  const data = body.nastaveniData as Record<string, unknown>;
  if (body.klic === 'UPOZORNENI') await checkNotificationContacts(db, personId, userId, body.nastaveniData);
  if (settingScopes[body.klic] === 'OSOBA') {
    await db
      .insert(personSettings)
      .values({ insuredPersonId: personId, klic: body.klic, data, changedAt: at })
      .onConflictDoUpdate({ target: [personSettings.insuredPersonId, personSettings.klic], set: { data, changedAt: at } });
  } else {
    await db
      .insert(userSettings)
      .values({ userId, klic: body.klic, data, changedAt: at })
      .onConflictDoUpdate({ target: [userSettings.userId, userSettings.klic], set: { data, changedAt: at } });
  }
  return settingItem(body.klic, { data, changedAt: at });
}
