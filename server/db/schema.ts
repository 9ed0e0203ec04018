import {
  pgTable,
  serial,
  bigserial,
  text,
  boolean,
  integer,
  timestamp,
  date,
  bigint,
  primaryKey,
  index,
  uniqueIndex,
  customType,
  jsonb,
} from 'drizzle-orm/pg-core';
import type { PersonId } from '../../contract/ids';

/**
 * An insured person's id: bigint in SQL, the exact digit string (PersonId) in code, so no id
 * above 2^53 is rounded. PGlite reads int8 as a number or BigInt, node-postgres as a string.
 */
const personId = customType<{ data: PersonId; driverData: string | number | bigint }>({
  dataType: () => 'bigint',
  fromDriver: (value) => String(value) as PersonId,
  toDriver: (value) => value,
});

/** Accounts that can sign in. Role flags become the access token's jl / jp claims. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  login: text('login').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  jmeno: text('jmeno').notNull(),
  prijmeni: text('prijmeni').notNull(),
  isDoctor: boolean('is_doctor').notNull().default(false),
  isInsured: boolean('is_insured').notNull().default(false),
  /** Offered as a one-click button on the sign-in page while demo mode is on. */
  isDemo: boolean('is_demo').notNull().default(false),
  demoLabel: text('demo_label'),
  demoOrder: integer('demo_order'),
});

/** Insured persons (pojištěnci). */
export const insuredPersons = pgTable('insured_persons', {
  id: personId('id').primaryKey(),
  jmeno: text('jmeno').notNull(),
  prijmeni: text('prijmeni').notNull(),
  titulPred: text('titul_pred'),
  titulZa: text('titul_za'),
  rodneCislo: text('rodne_cislo').notNull().unique(),
  narozen: date('narozen', { mode: 'string' }).notNull(),
  /** Employer code; the car-maker's code unlocks the cafeteria item. */
  zamestnavatel: text('zamestnavatel'),
  avatarBarva: text('avatar_barva').notNull(),
  /** Occupation / insured category (document 1 §4 "Occupation type"). */
  kategorie: text('kategorie').notNull(),
});

/** Which account represents which insured person (seznamZastupu), in display order. */
export const representations = pgTable(
  'representations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    typZastupce: text('typ_zastupce').notNull(),
    poradi: integer('poradi').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.insuredPersonId] })],
);

/** An insured person's permission for a doctor (a user with the doctor role) to see their documentation. */
export const doctorAccess = pgTable(
  'doctor_access',
  {
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    doctorUserId: integer('doctor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allowed: boolean('allowed').notNull().default(true),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** An allowed access lapses by itself at this moment (beyond the spec: a grant with an end date); null = until withdrawn. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.insuredPersonId, t.doctorUserId] })],
);

/**
 * The person's stored bank account (document 1 §3: predcisli, cislo, banka): set on the personal-data
 * screen and by a claim with `ucetAktualizace`, and prefilled in every claim form.
 */
export const bankAccounts = pgTable('bank_accounts', {
  insuredPersonId: personId('insured_person_id')
    .primaryKey()
    .references(() => insuredPersons.id, { onDelete: 'cascade' }),
  predcisli: text('predcisli'),
  cislo: text('cislo').notNull(),
  banka: text('banka').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's consents of document 1 §6 (laboratory results, emergency data for the rescue
 * service, check-up dates to the employer): the current state per consent; no row = NEUVEDENO.
 */
export const consents = pgTable(
  'consents',
  {
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    kod: text('kod').notNull(),
    stav: text('stav').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.insuredPersonId, t.kod] })],
);

/** Every change of a consent, kept (who changed it: the signed-in user acting for the person). */
export const consentHistory = pgTable(
  'consent_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    kod: text('kod').notNull(),
    stav: text('stav').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('consent_history_person_idx').on(t.insuredPersonId, t.kod, t.changedAt)],
);

/** One-time sign-in tickets (listek): single use, short-lived. Stored as a hash. */
export const loginTickets = pgTable('login_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A signed-in session on one device; revoked by logout, refresh-token reuse or device removal. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instalaceId: text('instalace_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Hard end: at most 12 hours after sign-in (configurable). */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_device_idx').on(t.userId, t.instalaceId)],
);

/** Every refresh token issued (by its jti); used_at set once, a second use revokes the session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** Registered devices (from aplikaceInfo at login). */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instalaceId: text('instalace_id').notNull(),
    nazev: text('nazev').notNull(),
    platforma: text('platforma').notNull(),
    verzeAplikace: text('verze_aplikace').notNull(),
    verzeBrowser: text('verze_browser'),
    verzeOs: text('verze_os'),
    registeredAt: timestamp('registered_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('devices_user_installation_idx').on(t.userId, t.instalaceId)],
);

/** Help texts fetched by code (GET /napoveda). popis is formatted text (a safe HTML subset). */
export const helpTexts = pgTable('help_texts', {
  kod: text('kod').primaryKey(),
  nadpis: text('nadpis').notNull(),
  popis: text('popis').notNull(),
});

/** Code lists (GET /data/ciselnik). */
export const codeListItems = pgTable(
  'code_list_items',
  {
    ciselnik: text('ciselnik').notNull(),
    kod: text('kod').notNull(),
    nazev: text('nazev').notNull(),
    poradi: integer('poradi').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ciselnik, t.kod] })],
);

/** Banners on the insured person's start page. */
export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  nadpis: text('nadpis').notNull(),
  text: text('text').notNull(),
  odkazText: text('odkaz_text'),
  odkazUrl: text('odkaz_url'),
  platnostOd: date('platnost_od', { mode: 'string' }),
  platnostDo: date('platnost_do', { mode: 'string' }),
  poradi: integer('poradi').notNull().default(0),
});

/** Messages and notifications for an insured person; the unread count feeds the bell and widget. */
export const messagesTable = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    druh: text('druh').notNull(),
    vlakno: text('vlakno'),
    nadpis: text('nadpis').notNull(),
    telo: text('telo').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('messages_person_idx').on(t.insuredPersonId)],
);

/** Server-wide values kept across restarts (e.g. the token signing key when none is configured). */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// Health record (issue 3) -----------------------------------------------------------------------

/** Raw bytes (PostgreSQL bytea); PGlite gives Uint8Array, node-postgres Buffer: both become Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/** General history (obecná anamnéza), one row per person. Codes from the ALKOHOL / KOURENI code lists. */
export const healthHistory = pgTable('health_history', {
  insuredPersonId: personId('insured_person_id')
    .primaryKey()
    .references(() => insuredPersons.id, { onDelete: 'cascade' }),
  alkoholKod: text('alkohol_kod'),
  koureniKod: text('koureni_kod'),
  pracovniAnamneza: text('pracovni_anamneza'),
  rodinnaAnamneza: text('rodinna_anamneza'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Personal documents (mojeDokumenty); files in `attachments` with evidence DOKUMENT. */
export const personalDocuments = pgTable(
  'personal_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    datum: date('datum', { mode: 'string' }),
    popis: text('popis'),
    nazevZarizeni: text('nazev_zarizeni'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('personal_documents_person_idx').on(t.insuredPersonId)],
);

/**
 * Allergies, illnesses, hospital stays, operations and injuries (druh ALERGIE, NEMOC, NEMOCNICE,
 * OPERACE, URAZ). Hospital stays use datum_od / datum_do, operations and injuries datum and an
 * optional link to one of the person's documents (cleared when the document is deleted).
 */
export const healthHistoryItems = pgTable(
  'health_history_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    druh: text('druh').notNull(),
    popis: text('popis').notNull(),
    datum: date('datum', { mode: 'string' }),
    datumOd: date('datum_od', { mode: 'string' }),
    datumDo: date('datum_do', { mode: 'string' }),
    dokumentId: bigint('dokument_id', { mode: 'number' }).references(() => personalDocuments.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('health_history_items_person_idx').on(t.insuredPersonId, t.druh)],
);

/** Measurements: pulse, blood pressure, weight (kg), height (cm); any may be absent, not all. */
export const measurements = pgTable(
  'measurements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    datum: date('datum', { mode: 'string' }).notNull(),
    tep: integer('tep'),
    tlakDiast: integer('tlak_diast'),
    tlakSyst: integer('tlak_syst'),
    vaha: integer('vaha'),
    vyska: integer('vyska'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('measurements_person_idx').on(t.insuredPersonId, t.datum)],
);

/** Vaccinations: reported by doctors (vlastni = false, read-only) or entered by the user. Files: evidence OCKOVANI. */
export const vaccinations = pgTable(
  'vaccinations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    datum: date('datum', { mode: 'string' }).notNull(),
    datumDalsi: date('datum_dalsi', { mode: 'string' }),
    nemoc: text('nemoc').notNull(),
    ockovaciLatka: text('ockovaci_latka'),
    poznamka: text('poznamka'),
    smluvniPartnerNazev: text('smluvni_partner_nazev'),
    vlastni: boolean('vlastni').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vaccinations_person_idx').on(t.insuredPersonId)],
);

/** Emergency data (emergentní údaje), one row per person. */
export const emergencyData = pgTable('emergency_data', {
  insuredPersonId: personId('insured_person_id')
    .primaryKey()
    .references(() => insuredPersons.id, { onDelete: 'cascade' }),
  osoba: text('osoba'),
  telefon: text('telefon'),
  vztah: text('vztah'),
  skupina: text('skupina'),
  rhFaktor: text('rh_faktor'),
  doplnujiciInformace: text('doplnujici_informace'),
  posledniOckovaniTetanus: date('posledni_ockovani_tetanus', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Attachment files, stored in the database (ADR 0004) and written in the same transaction as
 * their record. `evidence` is the record type (OCKOVANI, DOKUMENT), `record_id` the record's id;
 * the record's person is repeated so every lookup is by (id, person). `mime` is derived from the
 * checked extension, never the client's declaration.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    evidence: text('evidence').notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    nazev: text('nazev').notNull(),
    mime: text('mime').notNull(),
    velikost: integer('velikost').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('attachments_record_idx').on(t.insuredPersonId, t.evidence, t.recordId)],
);

// Insurance and payments (issue "Insurance and payments") ------------------------------------------

/** Delivery addresses: druh TRVALA_ADRESA (permanent) or KONTAKTNI_ADRESA (contact), at most one each. */
export const insuredAddresses = pgTable(
  'insured_addresses',
  {
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    druh: text('druh').notNull(),
    ulice: text('ulice'),
    obec: text('obec').notNull(),
    psc: text('psc'),
    stat: text('stat'),
  },
  (t) => [primaryKey({ columns: [t.insuredPersonId, t.druh] })],
);

/** Insurance periods: category and payer; datum_do null = still lasts. */
export const insurancePeriods = pgTable(
  'insurance_periods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    datumOd: date('datum_od', { mode: 'string' }).notNull(),
    datumDo: date('datum_do', { mode: 'string' }),
    kategorie: text('kategorie').notNull(),
    platceTyp: text('platce_typ').notNull(),
    platceNazev: text('platce_nazev'),
  },
  (t) => [index('insurance_periods_person_idx').on(t.insuredPersonId)],
);

/**
 * Premiums paid by the person (self-employed advances and settlements, OBZP premium), amounts in
 * haléře. `rok` is the year the payment counts for: the year of `obdobi` for monthly payments,
 * the overview year for a settlement.
 */
export const premiumPayments = pgTable(
  'premium_payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    datum: date('datum', { mode: 'string' }).notNull(),
    castkaHal: bigint('castka_hal', { mode: 'number' }).notNull(),
    obdobi: text('obdobi'),
    rok: integer('rok').notNull(),
    typOsoby: text('typ_osoby').notNull(),
    typUhradyKod: text('typ_uhrady_kod').notNull(),
    variabilniSymbol: text('variabilni_symbol').notNull(),
  },
  (t) => [index('premium_payments_person_idx').on(t.insuredPersonId, t.rok)],
);

/** Filed overviews of the self-employed: the body as filed and the server's calculation. */
export const osvcOverviews = pgTable(
  'osvc_overviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    rok: integer('rok').notNull(),
    podano: timestamp('podano', { withTimezone: true }).notNull().defaultNow(),
    prehled: jsonb('prehled').$type<Record<string, unknown>>().notNull(),
    vypocet: jsonb('vypocet').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('osvc_overviews_person_idx').on(t.insuredPersonId, t.rok)],
);

/** Requests: certificate of no arrears, EHIC, insurance card. EHIC requests carry the interim confirmation's validity. */
export const insuranceRequests = pgTable(
  'insurance_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    typ: text('typ').notNull(),
    datum: timestamp('datum', { withTimezone: true }).notNull().defaultNow(),
    stav: text('stav').notNull(),
    adresaOdeslani: text('adresa_odeslani'),
    popis: text('popis'),
    potvrzeniPlatnostOd: date('potvrzeni_platnost_od', { mode: 'string' }),
    potvrzeniPlatnostDo: date('potvrzeni_platnost_do', { mode: 'string' }),
  },
  (t) => [index('insurance_requests_person_idx').on(t.insuredPersonId, t.datum)],
);

/** The insurance card (with the EHIC on its back), one per person. */
export const insuranceCards = pgTable('insurance_cards', {
  insuredPersonId: personId('insured_person_id')
    .primaryKey()
    .references(() => insuredPersons.id, { onDelete: 'cascade' }),
  cisloKarty: text('cislo_karty').notNull(),
  instituceKod: text('instituce_kod').notNull(),
  instituceNazev: text('instituce_nazev').notNull(),
  platnostDo: date('platnost_do', { mode: 'string' }).notNull(),
});

// Communication and registrations (issue 13) -------------------------------------------------------
// Threads of questions and consultations, the history of every request, the newborn registrations
// and child re-registrations, the idempotency keys of final sends, and the RÚIAN address points.
// Notifications stay in `messages` above (its unread count feeds the bell).

/** A thread with the insurer: a question (DOTAZ) or a health consultation (KONZULTACE, also a request). */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    /** The thread's text id ('D-2025-004812', 'K-2025-001177'), unique across all persons. */
    vlakno: text('vlakno').notNull(),
    druh: text('druh').notNull(),
    nadpis: text('nadpis').notNull(),
    /** The consultation's row in insurance_requests (KONZULTACE); null for a question. */
    requestId: bigint('request_id', { mode: 'number' }).references(() => insuranceRequests.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('message_threads_vlakno_idx').on(t.vlakno), index('message_threads_person_idx').on(t.insuredPersonId)],
);

/** The messages of a thread, from the person (POJISTENEC) or the insurer (POJISTOVNA). Files: evidence ZPRAVA. */
export const threadMessages = pgTable(
  'thread_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    threadId: bigint('thread_id', { mode: 'number' })
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    autor: text('autor').notNull(),
    autorNazev: text('autor_nazev').notNull(),
    nadpis: text('nadpis').notNull(),
    telo: text('telo').notNull(),
    souhlasDokumentace: boolean('souhlas_dokumentace').notNull().default(false),
    upozorneni: text('upozorneni').notNull().default('NEUPOZORNOVAT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('thread_messages_thread_idx').on(t.threadId, t.createdAt), index('thread_messages_person_idx').on(t.insuredPersonId)],
);

/** Every state change of a request (insurance_requests), with its time and the insurer's Czech note. */
export const requestHistory = pgTable(
  'request_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => insuranceRequests.id, { onDelete: 'cascade' }),
    stav: text('stav').notNull(),
    datum: timestamp('datum', { withTimezone: true }).notNull().defaultNow(),
    poznamka: text('poznamka').notNull(),
  },
  (t) => [index('request_history_request_idx').on(t.requestId, t.datum)],
);

/** A newborn registration (NOVOROZENEC request); its children below; certificates: evidence NOVOROZENEC. */
export const newbornRegistrations = pgTable(
  'newborn_registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => insuranceRequests.id, { onDelete: 'cascade' }),
    rocisMatka: text('rocis_matka').notNull(),
    /** A branch code of the POBOCKY code list. */
    adresaOdeslani: text('adresa_odeslani').notNull(),
    /** prilohyIndex as sent: the child (0-based) of each certificate, in upload order. */
    prilohyIndex: jsonb('prilohy_index').$type<number[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('newborn_registrations_person_idx').on(t.insuredPersonId)],
);

export const newbornChildren = pgTable(
  'newborn_children',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    registrationId: bigint('registration_id', { mode: 'number' })
      .notNull()
      .references(() => newbornRegistrations.id, { onDelete: 'cascade' }),
    poradi: integer('poradi').notNull(),
    rocis: text('rocis').notNull(),
    jmeno: text('jmeno').notNull(),
    prijmeni: text('prijmeni').notNull(),
    narozen: date('narozen', { mode: 'string' }).notNull(),
  },
  (t) => [index('newborn_children_rocis_idx').on(t.rocis)],
);

/** A child's change of insurer to this one (PREREGISTRACE request) and the day it takes effect. */
export const childReregistrations = pgTable(
  'child_reregistrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => insuranceRequests.id, { onDelete: 'cascade' }),
    jmeno: text('jmeno').notNull(),
    prijmeni: text('prijmeni').notNull(),
    rocis: text('rocis').notNull(),
    puvodniZp: text('puvodni_zp').notNull(),
    adresaTrvalaVolba: text('adresa_trvala_volba').notNull(),
    adresaTrvala: jsonb('adresa_trvala').$type<Record<string, string | null>>().notNull(),
    adresaKontaktniVolba: text('adresa_kontaktni_volba').notNull(),
    adresaKontaktni: jsonb('adresa_kontaktni').$type<Record<string, string | null>>(),
    ucinnostOd: date('ucinnost_od', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('child_reregistrations_rocis_idx').on(t.rocis)],
);

/** Final sends already done, by the client's key: a resend with the same key gets the stored answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    klic: text('klic').notNull(),
    /** The call the key was used for. */
    druh: text('druh').notNull(),
    odpoved: jsonb('odpoved').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.insuredPersonId, t.klic] })],
);

/**
 * Address points of the national register (RÚIAN "adresní místa", imported from its CSV export).
 * `hledani` keys: the normalised address (lower case, no diacritics) once starting with the street,
 * once with the town and once with the postcode, each a row of ruian_address_keys, so a prefix
 * search by any of them uses one btree index (text_pattern_ops: LIKE 'x%' on any collation).
 */
export const ruianAddresses = pgTable('ruian_addresses', {
  kodAdm: bigint('kod_adm', { mode: 'number' }).primaryKey(),
  kodObce: integer('kod_obce').notNull(),
  obec: text('obec').notNull(),
  momc: text('momc'),
  castObce: text('cast_obce'),
  ulice: text('ulice'),
  typSo: text('typ_so').notNull(),
  cisloDomovni: integer('cislo_domovni').notNull(),
  cisloOrientacni: integer('cislo_orientacni'),
  znakCislaOrientacniho: text('znak_cisla_orientacniho'),
  psc: text('psc').notNull(),
  platiOd: date('plati_od', { mode: 'string' }),
});

export const ruianAddressKeys = pgTable(
  'ruian_address_keys',
  {
    klic: text('klic').notNull(),
    kodAdm: bigint('kod_adm', { mode: 'number' })
      .notNull()
      .references(() => ruianAddresses.kodAdm, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.kodAdm, t.klic] }), index('ruian_address_keys_prefix_idx').on(t.klic.op('text_pattern_ops'))],
);
