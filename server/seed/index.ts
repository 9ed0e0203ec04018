import { count, inArray, sql } from 'drizzle-orm';
import { personIdParam } from '../../contract/ids';
import type { Database } from '../db/client';
import { banners, codeListItems, doctorAccess, helpTexts, insuredPersons, messagesTable, representations, users } from '../db/schema';
import { hasHealthRecords, insertDemoHealthRecords } from './health-data';
import { hasInsuranceData, insertDemoInsurance } from './insurance-data';
import { hasMyHealthData, insertDemoMyHealth } from './my-health-data';
import { seedDoctorPractices } from './doctor-practices';
import { hasSettingsData, insertDemoSettings, upsertHelpTexts } from './settings-data';
import { hasBenefitsData, insertDemoBenefits } from './benefits-data';
import { hasCommunicationData, insertAddressExcerpt, insertCommunicationCodeLists, insertDemoCommunication } from './communication-data';
import { hasAppointmentsData, insertDemoAppointments } from './appointments-data';
import { hashPassword } from '../identity/password';
import { attachmentTransaction } from '../services/attachment-files';
import {
  birthNumberOf,
  DEMO_PASSWORD,
  demoAccounts,
  demoBanners,
  demoCodeLists,
  demoDoctorAccess,
  demoHelpTexts,
  demoMessages,
  demoPersonId,
  demoPersons,
  demoRepresentations,
  demoStaffAccounts,
  type DemoLogin,
  type PersonKey,
} from './demo-data';

export {
  CAR_MAKER_EMPLOYER_CODE,
  DEMO_PASSWORD,
  demoAccounts,
  demoPersonId,
  demoPersons,
  type DemoAccount,
  type DemoLogin,
  type PersonKey,
} from './demo-data';

/** Any number; serialises seeding when several instances start on one empty PostgreSQL. */
const SEED_LOCK_KEY = 7_251_002;

/**
 * Seeds the demo data into an empty database, in one transaction. Idempotent: when any user
 * exists, nothing is written. Returns true when it seeded.
 */
export async function seedDemoData(db: Database, now: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(users);
  if (Number(existing?.n ?? 0) > 0) {
    await seedHealthRecordsIntoExisting(db, now);
    await seedInsuranceIntoExisting(db, now);
    await seedMyHealthIntoExisting(db, now);
    await seedDoctorPractices(db);
    await seedSettingsIntoExisting(db, now);
    await upsertHelpTexts(db);
    await seedBenefitsIntoExisting(db, now);
    await seedCommunicationIntoExisting(db, now);
    await seedStaffIntoExisting(db);
    await seedAppointmentsIntoExisting(db, now);
    return false;
  }

  // One after another: each scrypt hash takes 128 MiB at the production cost (server/identity/password.ts).
  const hashes: string[] = [];
  for (let i = 0; i < demoAccounts.length; i += 1) hashes.push(await hashPassword(DEMO_PASSWORD));

  // The demo files are written inside the transaction (none are known before it); on PGlite as files (ADR 0008).
  return attachmentTransaction(db, [], async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [again] = await tx.select({ n: count() }).from(users);
    if (Number(again?.n ?? 0) > 0) return false;

    const insertedUsers = await tx
      .insert(users)
      .values(
        demoAccounts.map((account, index) => ({
          login: account.login,
          passwordHash: hashes[index],
          jmeno: account.jmeno,
          prijmeni: account.prijmeni,
          isDoctor: account.roles.jl,
          isInsured: account.roles.jp,
          staffRole: account.staffRole ?? null,
          isDemo: true,
          demoLabel: account.label,
          demoOrder: account.order,
        })),
      )
      .returning({ id: users.id, login: users.login });
    const userId = (login: DemoLogin): number => {
      const row = insertedUsers.find((u) => u.login === login);
      if (!row) throw new Error(`seed: missing user ${login}`);
      return row.id;
    };
    const personId = demoPersonId;

    await tx.insert(insuredPersons).values(
      Object.values(demoPersons).map((person, index) => ({
        id: personIdParam.parse(person.id),
        jmeno: person.jmeno,
        prijmeni: person.prijmeni,
        titulPred: person.titulPred ?? null,
        rodneCislo: birthNumberOf(person, index),
        narozen: person.narozen,
        zamestnavatel: person.zamestnavatel,
        avatarBarva: person.avatarBarva,
        kategorie: person.kategorie,
      })),
    );

    await tx.insert(representations).values(
      demoRepresentations.map((r) => ({
        userId: userId(r.login),
        insuredPersonId: personId(r.person),
        typZastupce: r.typZastupce,
        poradi: r.poradi,
      })),
    );

    await tx.insert(doctorAccess).values(
      demoDoctorAccess.map((a) => ({
        doctorUserId: userId(a.doctor),
        insuredPersonId: personId(a.person),
        allowed: a.allowed,
        changedAt: new Date(now.getTime() - 90 * 86_400_000),
      })),
    );

    const day = 86_400_000;
    await tx.insert(messagesTable).values(
      demoMessages.map((m, index) => {
        const createdAt = new Date(now.getTime() - m.daysAgo * day - index * 60_000);
        return {
          insuredPersonId: personId(m.person),
          druh: m.druh,
          vlakno: m.vlakno ?? null,
          nadpis: m.nadpis,
          telo: m.telo,
          createdAt,
          readAt: m.read ? new Date(createdAt.getTime() + 3 * 3_600_000) : null,
        };
      }),
    );

    await tx.insert(helpTexts).values([...demoHelpTexts]);

    await tx
      .insert(codeListItems)
      .values(
        Object.entries(demoCodeLists).flatMap(([ciselnik, items]) =>
          items.map(([kod, nazev], poradi) => ({ ciselnik, kod, nazev, poradi })),
        ),
      );

    await tx.insert(banners).values([...demoBanners]);
    await insertDemoHealthRecords(tx, now);
    await insertDemoInsurance(tx, now);
    await insertDemoMyHealth(tx, now);
    await seedDoctorPractices(tx);
    await insertDemoSettings(tx, now);
    await insertDemoBenefits(tx, now);
    await insertDemoCommunication(tx, now);
    await insertDemoAppointments(tx, now);
    await datePendingSinceTheirLastStep(tx);
    return true;
  });
}

/**
 * The seeded requests wait in their state since their last step (or their filing), not since the
 * seed ran: the staff queue's waiting time (issue 34) reads `stav_od`.
 */
async function datePendingSinceTheirLastStep(tx: Parameters<Parameters<Database['transaction']>[0]>[0]): Promise<void> {
  await tx.execute(
    sql`update insurance_requests r set stav_od = coalesce((select max(h.datum) from request_history h where h.request_id = r.id), r.datum)`,
  );
}

/**
 * A database seeded before the health record existed gets the demo health records once: only
 * when no general history exists yet and the demo persons are there. Same lock as the seed.
 */
async function seedHealthRecordsIntoExisting(db: Database, now: Date): Promise<void> {
  if (await hasHealthRecords(db)) return;
  await attachmentTransaction(db, [], async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasHealthRecords(tx)) return;
    const ids = (Object.keys(demoPersons) as PersonKey[]).map(demoPersonId);
    const [persons] = await tx.select({ n: count() }).from(insuredPersons).where(inArray(insuredPersons.id, ids));
    if (Number(persons?.n ?? 0) !== ids.length) return;
    await insertDemoHealthRecords(tx, now);
  });
}

/**
 * A database seeded before "Insurance and payments" existed gets the demo insurance data once:
 * only when no insurance period exists yet and the demo persons are there. Same lock as the seed.
 */
async function seedInsuranceIntoExisting(db: Database, now: Date): Promise<void> {
  if (await hasInsuranceData(db)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasInsuranceData(tx)) return;
    const ids = (Object.keys(demoPersons) as PersonKey[]).map(demoPersonId);
    const [persons] = await tx.select({ n: count() }).from(insuredPersons).where(inArray(insuredPersons.id, ids));
    if (Number(persons?.n ?? 0) !== ids.length) return;
    await insertDemoInsurance(tx, now);
  });
}

/**
 * A database seeded before "My health" (issue 12) existed gets its demo data once: only when no
 * contract partner exists yet and the demo persons are there. Same lock as the seed.
 */
async function seedMyHealthIntoExisting(db: Database, now: Date): Promise<void> {
  if (await hasMyHealthData(db)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasMyHealthData(tx)) return;
    const ids = (Object.keys(demoPersons) as PersonKey[]).map(demoPersonId);
    const [persons] = await tx.select({ n: count() }).from(insuredPersons).where(inArray(insuredPersons.id, ids));
    if (Number(persons?.n ?? 0) !== ids.length) return;
    await insertDemoMyHealth(tx, now);
  });
}

/**
 * A database seeded before "Settings and control over one's data" existed gets its demo data once:
 * only when no contact is stored yet and the demo persons and accounts are there. Same lock as the seed.
 */
async function seedSettingsIntoExisting(db: Database, now: Date): Promise<void> {
  if (await hasSettingsData(db)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasSettingsData(tx)) return;
    const ids = (Object.keys(demoPersons) as PersonKey[]).map(demoPersonId);
    const [persons] = await tx.select({ n: count() }).from(insuredPersons).where(inArray(insuredPersons.id, ids));
    if (Number(persons?.n ?? 0) !== ids.length) return;
    const logins = demoAccounts.map((account) => account.login);
    const [accounts] = await tx.select({ n: count() }).from(users).where(inArray(users.login, logins));
    if (Number(accounts?.n ?? 0) !== logins.length) return;
    await insertDemoSettings(tx, now);
  });
}

/**
 * A database seeded before "Benefits" existed gets the demo benefits once: only when no programme
 * exists yet and the demo persons are there. Same lock as the seed.
 */
async function seedBenefitsIntoExisting(db: Database, now: Date): Promise<void> {
  if (await hasBenefitsData(db)) return;
  await attachmentTransaction(db, [], async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasBenefitsData(tx)) return;
    const ids = (Object.keys(demoPersons) as PersonKey[]).map(demoPersonId);
    const [persons] = await tx.select({ n: count() }).from(insuredPersons).where(inArray(insuredPersons.id, ids));
    if (Number(persons?.n ?? 0) !== ids.length) return;
    await insertDemoBenefits(tx, now);
  });
}

/**
 * A database seeded before "Communication and registrations" existed gets the area's code lists
 * and the shipped address points when it lacks them, and the demo threads and registrations once
 * (only when no thread exists yet and the demo persons are there). Same lock as the seed.
 */
async function seedCommunicationIntoExisting(db: Database, now: Date): Promise<void> {
  await attachmentTransaction(db, [], async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await insertCommunicationCodeLists(tx);
    await insertAddressExcerpt(tx);
    if (await hasCommunicationData(tx)) return;
    const ids = (Object.keys(demoPersons) as PersonKey[]).map(demoPersonId);
    const [persons] = await tx.select({ n: count() }).from(insuredPersons).where(inArray(insuredPersons.id, ids));
    if (Number(persons?.n ?? 0) !== ids.length) return;
    await insertDemoCommunication(tx, now);
  });
}

/**
 * The demo staff accounts (issue 34) in a database seeded before they existed: added once, by
 * login; an existing account of that login is left as it is.
 */
async function seedStaffIntoExisting(db: Database): Promise<void> {
  const logins = demoStaffAccounts.map((account) => account.login);
  const existing = await db.select({ login: users.login }).from(users).where(inArray(users.login, logins));
  const missing = demoStaffAccounts.filter((account) => !existing.some((row) => row.login === account.login));
  for (const account of missing) {
    await db
      .insert(users)
      .values({
        login: account.login,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        jmeno: account.jmeno,
        prijmeni: account.prijmeni,
        staffRole: account.staffRole ?? null,
        isDemo: true,
        demoLabel: account.label,
        demoOrder: account.order,
      })
      .onConflictDoNothing();
  }
}

/**
 * A database seeded before appointments at a branch existed gets the demo slots and bookings once:
 * only when no slot exists yet and the demo persons are there. Same lock as the seed.
 */
async function seedAppointmentsIntoExisting(db: Database, now: Date): Promise<void> {
  if (await hasAppointmentsData(db)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasAppointmentsData(tx)) return;
    const ids = (Object.keys(demoPersons) as PersonKey[]).map(demoPersonId);
    const [persons] = await tx.select({ n: count() }).from(insuredPersons).where(inArray(insuredPersons.id, ids));
    if (Number(persons?.n ?? 0) !== ids.length) return;
    await insertDemoAppointments(tx, now);
  });
}
