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
    /** Country code (statKod, max 3) and the RÚIAN address-point code when chosen from the register (settings, issue 15). */
    statKod: text('stat_kod'),
    kodRuian: text('kod_ruian'),
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

// Settings and control over one's data (issue 15) ----------------------------------------------------
// (The delivery addresses above gained stat_kod and kod_ruian for the personal-data screen.)

/** The person's e-mail and phones (personal data): notifications by e-mail and SMS go to these. */
export const personContacts = pgTable('person_contacts', {
  insuredPersonId: personId('insured_person_id')
    .primaryKey()
    .references(() => insuredPersons.id, { onDelete: 'cascade' }),
  email: text('email'),
  telefon: text('telefon'),
  telefonSms: text('telefon_sms'),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Settings that belong to an insured person (GET/PUT /nastaveni, key UPOZORNENI): the whole value per key. */
export const personSettings = pgTable(
  'person_settings',
  {
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    klic: text('klic').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.insuredPersonId, t.klic] })],
);

/** Settings that belong to the signed-in user (keys NASTENKA, ZOBRAZENI), the same on every device. */
export const userSettings = pgTable(
  'user_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    klic: text('klic').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.klic] })],
);

/**
 * A change of name sent as a request (ZMENA_UDAJU in insurance_requests, same transaction): the
 * name as sent, the name before it, the idempotency key of the send and a hash of what was sent.
 * The name itself changes when the request is done. Files: attachments with evidence ZMENA_UDAJU.
 */
export const nameChanges = pgTable(
  'name_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => insuranceRequests.id, { onDelete: 'cascade' }),
    jmeno: text('jmeno').notNull(),
    prijmeni: text('prijmeni').notNull(),
    titulPred: text('titul_pred'),
    titulZa: text('titul_za'),
    puvodniJmeno: text('puvodni_jmeno').notNull(),
    puvodniPrijmeni: text('puvodni_prijmeni').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('name_changes_idempotency_idx').on(t.insuredPersonId, t.idempotencyKey)],
);

/** What a patient sees about a doctor (a user with the doctor role): title, speciality, practice. */
export const doctorProfiles = pgTable('doctor_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  titulPred: text('titul_pred'),
  odbornost: text('odbornost'),
  pracoviste: text('pracoviste'),
});

/** Every change of a doctor's access (doctor_access keeps the current state), by whom. */
export const doctorAccessHistory = pgTable(
  'doctor_access_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    doctorUserId: integer('doctor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    allowed: boolean('allowed').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('doctor_access_history_idx').on(t.insuredPersonId, t.doctorUserId, t.changedAt)],
);

/** A device's Web Push subscription (one per registered device; removing the device removes it). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .unique()
      .references(() => devices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** E-mails and SMS waiting for the gateway (kanal EMAIL or SMS); the texts name no health detail. */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    kanal: text('kanal').notNull(),
    adresa: text('adresa').notNull(),
    kategorie: text('kategorie').notNull(),
    predmet: text('predmet').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('notification_outbox_unsent_idx').on(t.sentAt, t.createdAt)],
);

/** Time-limited links to the emergency card: only the token's hash is kept; each opening counted. */
export const emergencyShareLinks = pgTable(
  'emergency_share_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    jazyk: text('jazyk').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    openCount: integer('open_count').notNull().default(0),
    lastOpenedAt: timestamp('last_opened_at', { withTimezone: true }),
  },
  (t) => [index('emergency_share_links_person_idx').on(t.insuredPersonId, t.createdAt)],
);
