import { count, inArray, isNull, sql } from 'drizzle-orm';
import type { ConsentCode } from '../../contract/enums';
import type { NastaveniNastenky, NastaveniUpozorneni, NastaveniZobrazeni } from '../../contract/settings';
import type { Database, Transaction } from '../db/client';
import {
  consentHistory,
  consents,
  devices,
  doctorAccess,
  doctorAccessHistory,
  doctorProfiles,
  emergencyShareLinks,
  helpTexts,
  insuredAddresses,
  personContacts,
  personSettings,
  userSettings,
  users,
} from '../db/schema';
import { hashShareToken } from '../services/settings/emergency-share';
import { endOfPragueDay } from '../services/settings/doctor-access';
import { todayInPrague } from '../services/clock';
import { addDaysIso } from '../../contract/format';
import { demoPersonId, type DemoLogin, type PersonKey } from './demo-data';
import { screenHelpTexts } from './help-texts';

/**
 * Demo data of "Settings and control over one's data" (issue 15), for the screens and the
 * end-to-end journeys of phase 2:
 * - contacts (e-mail, phone, SMS phone) and stored bank accounts of the adults;
 * - notification channels (Jana: e-mail for everything, SMS for check-ups; Petr: requests off),
 *   Jana's dashboard (one widget pinned, one hidden) and look (larger text);
 * - consents: Jana gave the lab-results and the emergency consent (so the journey can withdraw
 *   the lab one and see the lab screen ask for it), Tereza the lab one, Petr gave and later
 *   withdrew the employer one; Kateřina and Josef never stated any (the consents tests rely on it);
 * - the doctors' profiles, the history of the seeded accesses, and Jakub's access for MUDr. Malá
 *   that ended ten days ago (state VYPRSELO, not in her patient list);
 * - a second and a third device of Jana (an iPhone used two days ago, an old tablet), so the
 *   devices screen has another device to remove;
 * - Jana's share links of the emergency card: one expired after two openings, one revoked;
 * No request is seeded (the insurance tests count Jana's; the health tests count every attachment):
 * a change of name is made by the journeys themselves.
 */

type Tx = Transaction;

const day = 86_400_000;

export const demoContacts: Partial<Record<PersonKey, { email?: string; telefon?: string; telefonSms?: string }>> = {
  jana: { email: 'jana.dvorakova@example.cz', telefon: '+420 777 123 456', telefonSms: '777 123 456' },
  jakub: { email: 'jakub.dvorak@example.cz', telefon: '603 456 789' },
  petr: { email: 'petr.novotny@example.cz', telefon: '602 111 222', telefonSms: '602 111 222' },
  tomas: { email: 'tomas.horak@example.cz', telefon: '731 404 505' },
  marie: { telefon: '728 555 010' },
  katerina: { email: 'katerina.cerna@example.cz', telefon: '737 222 333' },
};

const janaNotifications: NastaveniUpozorneni = {
  odpovedi: { upozorneni: 'EMAIL', sms: false, push: false },
  zadosti: { upozorneni: 'EMAIL', sms: false, push: false },
  prevence: { upozorneni: 'EMAIL', sms: true, push: false },
  vysledky: { upozorneni: 'EMAIL', sms: false, push: false },
  platby: { upozorneni: 'EMAIL', sms: false, push: false },
  sdileni: { upozorneni: 'EMAIL', sms: true, push: false },
};
const petrNotifications: NastaveniUpozorneni = {
  odpovedi: { upozorneni: 'EMAIL', sms: false, push: false },
  zadosti: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: false },
  prevence: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: false },
  vysledky: { upozorneni: 'NEUPOZORNOVAT', sms: false, push: false },
  platby: { upozorneni: 'EMAIL', sms: false, push: false },
  sdileni: { upozorneni: 'EMAIL', sms: false, push: false },
};
const janaDashboard: NastaveniNastenky = { pripnute: ['NEPRECTENE_ZPRAVY'], skryte: ['SALDO_POJISTNEHO'] };
// Saved once (so the summary shows a stored choice), with normal text: the journeys measure the default layout.
const janaLook: NastaveniZobrazeni = { motiv: 'SYSTEM', vetsiPismo: false };

/** Consent changes, oldest first, days before the seed. */
const demoConsents: ReadonlyArray<{
  person: PersonKey;
  kod: ConsentCode;
  changes: ReadonlyArray<['POTVRZENO' | 'ODVOLANO', number]>;
  by: DemoLogin;
}> = [
  { person: 'jana', kod: 'LABORATORNI_VYSLEDKY', changes: [['POTVRZENO', 240]], by: 'pojistenec' },
  { person: 'jana', kod: 'EMERGENTNI_UDAJE', changes: [['POTVRZENO', 400]], by: 'pojistenec' },
  { person: 'tereza', kod: 'LABORATORNI_VYSLEDKY', changes: [['POTVRZENO', 180]], by: 'pojistenec' },
  {
    person: 'petr',
    kod: 'PREVENCE_ZAMESTNAVATEL',
    changes: [
      ['POTVRZENO', 500],
      ['ODVOLANO', 35],
    ],
    by: 'osvc',
  },
];

const demoDoctorProfiles: Partial<Record<DemoLogin, { titulPred: string; odbornost: string; pracoviste: string }>> = {
  lekar: {
    titulPred: 'MUDr.',
    odbornost: 'Praktický lékař pro dospělé',
    pracoviste: 'Ordinace praktického lékaře, Jaselská 1170, Mladá Boleslav',
  },
  'lekar-pojistenec': {
    titulPred: 'MUDr.',
    odbornost: 'Praktický lékař pro děti a dorost',
    pracoviste: 'Dětská ordinace, Komenského 310, Bakov nad Jizerou',
  },
};

export async function hasSettingsData(db: Database | Tx): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(personContacts);
  return Number(row?.n ?? 0) > 0;
}

/** The help texts of every screen: on every start, those missing or changed since are written. */
export async function upsertHelpTexts(db: Database | Tx): Promise<void> {
  const rows = Object.entries(screenHelpTexts).map(([kod, text]) => ({ kod, ...text }));
  // Nearly every start finds the texts as shipped: one read instead of rewriting them all (~30 ms of a start).
  const stored = new Map(
    (await db.select({ kod: helpTexts.kod, nadpis: helpTexts.nadpis, popis: helpTexts.popis }).from(helpTexts)).map((row) => [
      row.kod,
      row,
    ]),
  );
  const changed = rows.filter((row) => {
    const current = stored.get(row.kod);
    return current?.nadpis !== row.nadpis || current?.popis !== row.popis;
  });
  if (changed.length === 0) return;
  await db
    .insert(helpTexts)
    .values(changed)
    .onConflictDoUpdate({ target: helpTexts.kod, set: { nadpis: sql`excluded.nadpis`, popis: sql`excluded.popis` } });
}

export async function insertDemoSettings(tx: Tx, now: Date): Promise<void> {
  const id = demoPersonId;
  const userRows = await tx.select({ id: users.id, login: users.login }).from(users);
  const userId = (login: DemoLogin): number => {
    const row = userRows.find((u) => u.login === login);
    if (!row) throw new Error(`seed: missing user ${login}`);
    return row.id;
  };
  const ago = (days: number) => new Date(now.getTime() - days * day);

  // Contacts, accounts, addresses ---------------------------------------------------------------
  await tx.insert(personContacts).values(
    Object.entries(demoContacts).map(([key, contact]) => ({
      insuredPersonId: id(key as PersonKey),
      email: contact.email ?? null,
      telefon: contact.telefon ?? null,
      telefonSms: contact.telefonSms ?? null,
      // Seeded as confirmed, so a fresh `npm start` delivers the demo persons' notifications.
      emailPotvrzenAt: contact.email ? ago(120) : null,
      telefonSmsPotvrzenAt: contact.telefonSms ? ago(120) : null,
      changedAt: ago(120),
    })),
  );
  // The demo persons' bank accounts are seeded with the claims that were paid to them (benefits-data.ts).
  await tx.update(insuredAddresses).set({ statKod: 'CZ' }).where(isNull(insuredAddresses.statKod));

  // Settings ------------------------------------------------------------------------------------
  await tx.insert(personSettings).values([
    { insuredPersonId: id('jana'), klic: 'UPOZORNENI', data: { ...janaNotifications }, changedAt: ago(60) },
    { insuredPersonId: id('petr'), klic: 'UPOZORNENI', data: { ...petrNotifications }, changedAt: ago(90) },
  ]);
  await tx.insert(userSettings).values([
    { userId: userId('pojistenec'), klic: 'NASTENKA', data: { ...janaDashboard }, changedAt: ago(20) },
    { userId: userId('pojistenec'), klic: 'ZOBRAZENI', data: { ...janaLook }, changedAt: ago(20) },
  ]);

  // Consents (kept when the health area seeded the same consent already) -------------------------
  for (const consent of demoConsents) {
    const [last] = consent.changes.slice(-1);
    const inserted = await tx
      .insert(consents)
      .values({ insuredPersonId: id(consent.person), kod: consent.kod, stav: last[0], changedAt: ago(last[1]) })
      .onConflictDoNothing()
      .returning({ kod: consents.kod });
    if (inserted.length === 0) continue;
    await tx.insert(consentHistory).values(
      consent.changes.map(([stav, daysAgo]) => ({
        insuredPersonId: id(consent.person),
        kod: consent.kod,
        stav,
        changedAt: ago(daysAgo),
        changedByUserId: userId(consent.by),
      })),
    );
  }

  // Doctors -------------------------------------------------------------------------------------
  await tx
    .insert(doctorProfiles)
    .values(Object.entries(demoDoctorProfiles).map(([login, profile]) => ({ userId: userId(login as DemoLogin), ...profile })))
    .onConflictDoNothing();
  const lapsedOn = addDaysIso(todayInPrague(now), -10);
  await tx
    .insert(doctorAccess)
    .values({
      insuredPersonId: id('jakub'),
      doctorUserId: userId('lekar'),
      allowed: true,
      changedAt: ago(70),
      validUntil: endOfPragueDay(lapsedOn),
    })
    .onConflictDoNothing();
  const accesses = await tx
    .select()
    .from(doctorAccess)
    .where(inArray(doctorAccess.doctorUserId, [userId('lekar'), userId('lekar-pojistenec')]));
  if (accesses.length > 0)
    await tx.insert(doctorAccessHistory).values(
      accesses.map((access) => ({
        insuredPersonId: access.insuredPersonId,
        doctorUserId: access.doctorUserId,
        allowed: access.allowed,
        validUntil: access.validUntil,
        changedAt: access.changedAt,
        changedByUserId: null,
      })),
    );

  // Jana's other devices ------------------------------------------------------------------------
  await tx
    .insert(devices)
    .values([
      {
        userId: userId('pojistenec'),
        instalaceId: 'seedIphoneJana0000001',
        nazev: 'Zdravotní karta',
        platforma: 'iOS',
        verzeAplikace: '1.15.01',
        verzeBrowser: 'Safari 18 Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)',
        verzeOs: 'iOS 18.1',
        registeredAt: ago(40),
        lastUsedAt: ago(2),
      },
      {
        userId: userId('pojistenec'),
        instalaceId: 'seedTabletJana0000002',
        nazev: 'Zdravotní karta',
        platforma: 'WEB',
        verzeAplikace: '1.14.03',
        verzeBrowser: 'Chrome 118 Mozilla/5.0 (Linux; Android 11; SM-T505) AppleWebKit/537.36',
        verzeOs: 'Android 11',
        registeredAt: ago(400),
        lastUsedAt: ago(150),
      },
    ])
    .onConflictDoNothing();

  // Share links of Jana's emergency card (the tokens are random and forgotten: only their hash) ---
  await tx.insert(emergencyShareLinks).values([
    {
      insuredPersonId: id('jana'),
      tokenHash: hashShareToken(`seed-expired-${now.getTime()}-${Math.random()}`),
      jazyk: 'EN',
      createdByUserId: userId('pojistenec'),
      createdAt: ago(33),
      expiresAt: ago(26),
      openCount: 2,
      lastOpenedAt: ago(30),
    },
    {
      insuredPersonId: id('jana'),
      tokenHash: hashShareToken(`seed-revoked-${now.getTime()}-${Math.random()}`),
      jazyk: 'CS',
      createdByUserId: userId('pojistenec'),
      createdAt: ago(12),
      expiresAt: ago(5),
      revokedAt: ago(11),
      openCount: 0,
    },
  ]);
}
