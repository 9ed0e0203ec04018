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
  doublePrecision,
  numeric,
  check,
} from 'drizzle-orm/pg-core';
import type { PersonId } from '../../contract/ids';
import { sql } from 'drizzle-orm';

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
  /** trust-identity (issue 11): the OpenID Connect identity of this account (the configured claim's value); null = none linked. */
  oidcSubject: text('oidc_subject').unique(),
  /** Issue 34: the insurer's staff (REFERENT, REVIZNI_LEKAR); null for everyone else. The access token's `pr` claim. */
  staffRole: text('staff_role'),
});

/**
 * Issue 34: machine clients (the insurer's core system; docs/adr/0010-machine-clients.md). `name` is
 * the OAuth 2 client_id; `secretHash` the SHA-256 of its random secret; the client acts as a staff
 * member of `staffRole` through its service account `userId` (no password, no roles of its own).
 */
export const machineClients = pgTable('machine_clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  secretHash: text('secret_hash').notNull(),
  scopes: text('scopes').array().notNull(),
  staffRole: text('staff_role').notNull(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** An employer's benefits programme (scope prevence:zamestnavatel): whose employees it reads; null for the core system. */
  employerCode: text('employer_code'),
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
  /** trust-identity (issue 11): SHA-256 of the browser-binding cookie of the browser that signed in; only that browser redeems the ticket. */
  browserHash: text('browser_hash'),
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
    /** trust-identity (issue 11): the token issued for this one's use; a race lost within the grace window gets it again. */
    successorJti: text('successor_jti'),
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

// Sign-in protections and the second factor (trust-identity, issue 11) -------------------------
// Columns of this part elsewhere: users.oidc_subject, login_tickets.browser_hash, refresh_tokens.successor_jti.

/**
 * Exponential back-off of failed sign-ins per key, independent of the client's address:
 * `name:<sha256 of the lower-case user name>` for passwords, `totp:<user id>` for second-factor codes.
 * The user name is stored hashed (people sometimes type their password into the name field).
 */
export const signInThrottle = pgTable('sign_in_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/** Browsers that completed a sign-in to the account: each keeps its own back-off count (server/identity/throttle.ts). */
export const signInKnownBrowsers = pgTable(
  'sign_in_known_browsers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'sign_in_known_browsers_pk', columns: [t.userId, t.browserHash] })],
);

/** A user's TOTP (RFC 6238) authenticator: pending until confirmed with a first code. */
export const userTotp = pgTable('user_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The shared secret, base32 (it must be readable to check codes). */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Null while the enrolment waits for its first code; set = the second factor is on. */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last time step whose code was accepted: a code works once (only later steps pass). */
  lastStep: bigint('last_step', { mode: 'number' }),
});

/** One-time recovery codes (záložní kódy), stored as SHA-256 of the user id and the normalised code. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/** The second step of a sign-in: the password was right, the code is still to come (from the same browser). */
export const signInChallenges = pgTable('sign_in_challenges', {
  challengeHash: text('challenge_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  browserHash: text('browser_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** An OpenID Connect sign-in on its way to the provider and back: state, nonce and PKCE verifier, bound to the browser. */
export const oidcRequests = pgTable('oidc_requests', {
  stateHash: text('state_hash').primaryKey(),
  browserHash: text('browser_hash').notNull(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
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
    /** The bytes in the row (PostgreSQL, and rows written before migration 0010), or null when `fileName` holds them. */
    content: bytea('content'),
    /** The bytes in <DATA_DIR>/attachments/<fileName> (PGlite on a data directory, ADR 0008), or null. */
    fileName: text('file_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('attachments_record_idx').on(t.insuredPersonId, t.evidence, t.recordId),
    // A file belongs to one row: deleting the row may delete the file.
    uniqueIndex('attachments_file_name_idx').on(t.fileName),
    // The bytes are in exactly one place.
    check('attachments_content_or_file', sql`num_nonnulls(${t.content}, ${t.fileName}) = 1`),
  ],
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
    /** Issue 34: the staff member who holds the request (machines/requestLifecycle); null until taken. */
    assigneeUserId: integer('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Since when the request is in its current state (the staff queue's waiting time). */
    stavOd: timestamp('stav_od', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('insurance_requests_person_idx').on(t.insuredPersonId, t.datum),
    index('insurance_requests_queue_idx').on(t.stav, t.stavOd),
  ],
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

// My health (issue 12): care drawn, complaints, prevention, medicines, aids, doctors, lab, partners -----
// One block of feat-health; the rules are in server/services/my-health/.

/**
 * Contract partners of the map (mapaPartneru) and the providers of care drawn: kind (druhSubjektu),
 * specialty codes (odbornosti, the map's typPracoviste), address and coordinates (WGS84 degrees),
 * contacts, opening hours (jsonb rows { den, od, do, poznamka }), doctors' names.
 */
export const contractPartners = pgTable(
  'contract_partners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    druhSubjektu: text('druh_subjektu').notNull(),
    nazev: text('nazev').notNull(),
    ico: text('ico'),
    odbornosti: text('odbornosti').array().notNull(),
    ulice: text('ulice').notNull(),
    obec: text('obec').notNull(),
    psc: text('psc').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    telefon: text('telefon'),
    email: text('email'),
    web: text('web'),
    noviPacienti: boolean('novi_pacienti').notNull().default(false),
    ordinacniHodiny: jsonb('ordinacni_hodiny').$type<Array<{ den: number; od: string; do: string; poznamka: string | null }>>().notNull(),
    lekari: jsonb('lekari').$type<string[]>().notNull(),
    poznamka: text('poznamka'),
  },
  (t) => [index('contract_partners_kind_idx').on(t.druhSubjektu)],
);

/**
 * Care items (případy) of care drawn: a provider's bill for one episode. `druh` is the kind of care
 * of the summary, `typ` PECE or CESTA, amounts in hellers; `prevence` names the check-up or screening
 * it was (prevention history), `diagnoza` the ICD-10 code (chronic diseases).
 */
export const careItems = pgTable(
  'care_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    partnerId: bigint('partner_id', { mode: 'number' }).references(() => contractPartners.id, { onDelete: 'set null' }),
    poskytovatel: text('poskytovatel').notNull(),
    typ: text('typ').notNull(),
    druh: text('druh').notNull(),
    odbornost: text('odbornost').notNull(),
    datumOd: date('datum_od', { mode: 'string' }).notNull(),
    datumDo: date('datum_do', { mode: 'string' }),
    sumaHal: bigint('suma_hal', { mode: 'number' }).notNull(),
    prevence: text('prevence'),
    diagnoza: text('diagnoza'),
  },
  (t) => [index('care_items_person_idx').on(t.insuredPersonId, t.datumOd)],
);

/** Procedure lines (výkony) of a care item; `cena_hal` is what the insurer paid for the line. */
export const careProcedures = pgTable(
  'care_procedures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    careItemId: bigint('care_item_id', { mode: 'number' })
      .notNull()
      .references(() => careItems.id, { onDelete: 'cascade' }),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    datum: date('datum', { mode: 'string' }).notNull(),
    kod: text('kod').notNull(),
    nazev: text('nazev').notNull(),
    druh: text('druh').notNull(),
    pocet: integer('pocet').notNull(),
    jednotka: text('jednotka').notNull(),
    cenaHal: bigint('cena_hal', { mode: 'number' }).notNull(),
    odbornost: text('odbornost').notNull(),
  },
  (t) => [index('care_procedures_item_idx').on(t.careItemId)],
);

/** Complaints about care items; each is a REKLAMACE row of insurance_requests (request_id) with its state. */
export const careComplaints = pgTable(
  'care_complaints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    careItemId: bigint('care_item_id', { mode: 'number' })
      .notNull()
      .references(() => careItems.id, { onDelete: 'cascade' }),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .references(() => insuranceRequests.id, { onDelete: 'cascade' }),
    anonymita: text('anonymita').notNull(),
    duvod: text('duvod').notNull(),
    kontaktTelefon: text('kontakt_telefon'),
    kontaktEmail: text('kontakt_email'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('care_complaints_item_idx').on(t.careItemId),
    uniqueIndex('care_complaints_idempotency_idx').on(t.insuredPersonId, t.idempotencyKey),
  ],
);

/** The procedure lines a complaint is about. */
export const careComplaintProcedures = pgTable(
  'care_complaint_procedures',
  {
    complaintId: bigint('complaint_id', { mode: 'number' })
      .notNull()
      .references(() => careComplaints.id, { onDelete: 'cascade' }),
    procedureId: bigint('procedure_id', { mode: 'number' })
      .notNull()
      .references(() => careProcedures.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.complaintId, t.procedureId] }), index('care_complaint_procedures_proc_idx').on(t.procedureId)],
);

/** Check-ups reported by the person (prevenceKontrola); they count in the prevention state. */
export const preventionReports = pgTable(
  'prevention_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    kodPrevence: text('kod_prevence').notNull(),
    datum: date('datum', { mode: 'string' }).notNull(),
    smluvniPartnerNazev: text('smluvni_partner_nazev').notNull(),
    poznamka: text('poznamka'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('prevention_reports_person_idx').on(t.insuredPersonId),
    uniqueIndex('prevention_reports_idempotency_idx').on(t.insuredPersonId, t.idempotencyKey),
  ],
);

/** The medicines list (číselník léků): products with SÚKL code, strength/form/pack, ATC and active substance. */
export const medicinesList = pgTable(
  'medicines_list',
  {
    kodSukl: text('kod_sukl').primaryKey(),
    nazev: text('nazev').notNull(),
    doplnek: text('doplnek').notNull(),
    atc: text('atc').notNull(),
    ucinnaLatka: text('ucinna_latka').notNull(),
    naPredpis: boolean('na_predpis').notNull(),
  },
  (t) => [index('medicines_list_atc_idx').on(t.atc)],
);

/** Curated clinically significant interactions between two ATC codes or prefixes (either order). */
export const medicineInteractions = pgTable('medicine_interactions', {
  id: serial('id').primaryKey(),
  atcA: text('atc_a').notNull(),
  atcB: text('atc_b').notNull(),
  zavaznost: text('zavaznost').notNull(),
  nazev: text('nazev').notNull(),
  popis: text('popis').notNull(),
});

/**
 * A person's medicines: dispensed on prescription (zdroj PREDPIS, from the insurer's records, with
 * the co-payment and its part counted towards the protective limit, in hellers) or added by the
 * person (VLASTNI).
 */
export const personMedicines = pgTable(
  'person_medicines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    zdroj: text('zdroj').notNull(),
    kodSukl: text('kod_sukl')
      .notNull()
      .references(() => medicinesList.kodSukl),
    datumOd: date('datum_od', { mode: 'string' }).notNull(),
    datumDo: date('datum_do', { mode: 'string' }),
    pocetBaleni: integer('pocet_baleni'),
    davkovani: text('davkovani'),
    predepsal: text('predepsal'),
    doplatekHal: bigint('doplatek_hal', { mode: 'number' }).notNull().default(0),
    zapocitatelnyHal: bigint('zapocitatelny_hal', { mode: 'number' }).notNull().default(0),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('person_medicines_person_idx').on(t.insuredPersonId, t.datumOd),
    uniqueIndex('person_medicines_idempotency_idx').on(t.insuredPersonId, t.idempotencyKey),
  ],
);

/** Warnings the person confirmed having read (lekyPotvrzeni), by the warning's key. */
export const medicineWarningConfirmations = pgTable(
  'medicine_warning_confirmations',
  {
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    klic: text('klic').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedByUserId: integer('confirmed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.insuredPersonId, t.klic] })],
);

/** Borrowed medical aids (ZAPUJCEN / VRACEN). */
export const medicalAidLoans = pgTable(
  'medical_aid_loans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    nazev: text('nazev').notNull(),
    kod: text('kod').notNull(),
    stav: text('stav').notNull(),
    datumZapujceni: date('datum_zapujceni', { mode: 'string' }).notNull(),
    datumVraceni: date('datum_vraceni', { mode: 'string' }),
    cisloSmlouvy: text('cislo_smlouvy').notNull(),
    evidencniCislo: text('evidencni_cislo').notNull(),
    vydal: text('vydal').notNull(),
  },
  (t) => [index('medical_aid_loans_person_idx').on(t.insuredPersonId)],
);

/** The person's registering doctors (GP or paediatrician, dentist, gynaecologist) with the doctor's name. */
export const personDoctors = pgTable(
  'person_doctors',
  {
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    partnerId: bigint('partner_id', { mode: 'number' })
      .notNull()
      .references(() => contractPartners.id, { onDelete: 'cascade' }),
    lekar: text('lekar'),
    registraceOd: date('registrace_od', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.insuredPersonId, t.role] })],
);

/** Laboratory results (one panel on one day). */
export const labResults = pgTable(
  'lab_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    datum: date('datum', { mode: 'string' }).notNull(),
    nazev: text('nazev').notNull(),
    laborator: text('laborator').notNull(),
    indikujiciLekar: text('indikujici_lekar').notNull(),
    poznamka: text('poznamka'),
  },
  (t) => [index('lab_results_person_idx').on(t.insuredPersonId, t.datum)],
);

/** The values of a result: analyte code, value and reference range as exact decimals (numeric). */
export const labValues = pgTable(
  'lab_values',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    resultId: bigint('result_id', { mode: 'number' })
      .notNull()
      .references(() => labResults.id, { onDelete: 'cascade' }),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    kod: text('kod').notNull(),
    hodnota: numeric('hodnota', { precision: 12, scale: 4 }).notNull(),
    jednotka: text('jednotka').notNull(),
    referenceOd: numeric('reference_od', { precision: 12, scale: 4 }),
    referenceDo: numeric('reference_do', { precision: 12, scale: 4 }),
    poradi: integer('poradi').notNull(),
  },
  (t) => [index('lab_values_result_idx').on(t.resultId), index('lab_values_person_kod_idx').on(t.insuredPersonId, t.kod)],
);
// ---------------------------------------------------------------------------------------------
// Audit trail (issue 11, trust-audit): server/audit/. One block, so a merge keeps it whole.
// ---------------------------------------------------------------------------------------------

/**
 * Append-only record of every per-person read and write (allowed and refused) and every
 * authentication event. No foreign keys: a row outlives the user, session or person it names.
 * A trigger refuses UPDATE, DELETE and TRUNCATE except the retention purge through the SQL
 * function `audit_log_purge(retention_days)` (migration 0004); on PostgreSQL the app's role
 * additionally has no UPDATE/DELETE grant (docs/security.md).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** PRISTUP (a per-person call) or AUTENTIZACE (sign-in, ticket, refresh, logout, device). */
    kind: text('kind').notNull(),
    /** The call id (PRISTUP) or the authentication event (AUTENTIZACE), e.g. PRIHLASENI_NEUSPESNE. */
    action: text('action').notNull(),
    /** CTENI or ZAPIS (PRISTUP only). */
    operation: text('operation'),
    userId: integer('user_id'),
    sessionId: text('session_id'),
    /** SAM (the person), ZASTUPCE (a representative), LEKAR (a doctor); null when refused or not per person. */
    role: text('role'),
    insuredPersonId: personId('insured_person_id'),
    /** The record of the call's path (`id`), where there is one. */
    recordId: text('record_id'),
    /** POVOLENO or ODEPRENO. */
    result: text('result').notNull(),
    /** Failed sign-ins: the user name tried (truncated, control characters replaced). */
    userName: text('user_name'),
    /** HMAC-SHA256 of the client address with a server key (never the address). */
    clientHash: text('client_hash'),
    /** Issue 34: why a staff member (role PRACOVNIK) or a machine client (SYSTEM) touched the data, in Czech. */
    purpose: text('purpose'),
  },
  (t) => [
    index('audit_log_person_at_idx').on(t.insuredPersonId, t.at),
    index('audit_log_user_at_idx').on(t.userId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);

/** A doctor's practice (name and place), shown to patients on 'Kdo viděl moje údaje'. */
export const doctorPractices = pgTable('doctor_practices', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
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
  /** When the e-mail address was confirmed by a code; null: no message goes to it (issue 35). */
  emailPotvrzenAt: timestamp('email_potvrzen_at', { withTimezone: true }),
  /** When the SMS number was confirmed by a code; null: no SMS goes to it. */
  telefonSmsPotvrzenAt: timestamp('telefon_sms_potvrzen_at', { withTimezone: true }),
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

/**
 * What a person should learn of outside the portal (issue 35), written in the same transaction as
 * the change that causes it; the notification worker turns each into deliveries by the person's
 * settings. `klic` keeps a scheduled reminder to once per item (unique).
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    kategorie: text('kategorie').notNull(),
    odkaz: text('odkaz').notNull(),
    klic: text('klic').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the worker expanded it into deliveries (null: not yet; docs/adr/0011-notification-queue.md). */
    rozeslanoAt: timestamp('rozeslano_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_events_person_idx').on(t.insuredPersonId, t.createdAt),
    index('notification_events_pending_idx')
      .on(t.id)
      .where(sql`${t.rozeslanoAt} IS NULL`),
  ],
);

/**
 * One message of one event to one recipient (a user who represents the person) on one channel and
 * target (an e-mail address, an SMS number, a push subscription's id): unique, so expanding an event
 * twice adds nothing. `stav` CEKA (waiting or retrying), ODESLANO, CHYBA (gave up), ZRUSENO (no longer
 * wanted when its time came: a setting switched off, an address changed). `posledniChyba` carries no
 * personal data (a code such as 'SMTP 550' or 'HTTP 503').
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => notificationEvents.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kanal: text('kanal').$type<'EMAIL' | 'SMS' | 'PUSH'>().notNull(),
    cil: text('cil').notNull(),
    stav: text('stav').$type<'CEKA' | 'ODESLANO' | 'CHYBA' | 'ZRUSENO'>().notNull().default('CEKA'),
    pokusy: integer('pokusy').notNull().default(0),
    posledniChyba: text('posledni_chyba'),
    /** Quiet hours: not before this (null: at once). */
    odeslatPo: timestamp('odeslat_po', { withTimezone: true }),
    odeslanoAt: timestamp('odeslano_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_target_unique').on(t.eventId, t.userId, t.kanal, t.cil),
    index('notification_deliveries_created_idx').on(t.createdAt),
  ],
);

/** A code that confirms an e-mail address or SMS number (kanal EMAIL or SMS): one live code per person and channel, hashed. */
export const contactConfirmations = pgTable(
  'contact_confirmations',
  {
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    kanal: text('kanal').$type<'EMAIL' | 'SMS'>().notNull(),
    /** The address the code was sent to: a code confirms only that address. */
    adresa: text('adresa').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Codes sent in the current window (rate limit). */
    sentCount: integer('sent_count').notNull().default(1),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.insuredPersonId, t.kanal] })],
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

// Benefits (issue 14) ------------------------------------------------------------------------------
// Health programmes with their yearly editions and claims, reimbursement of care and travel, the
// Vitalitas insurances and the car-maker's cafeteria. Every claim and application is also a row of
// insurance_requests ('Moje žádosti'), written in the same transaction; its state lives there only.
// Files of claims are attachments (evidence PROGRAM / PROPLACENI_PECE) through services/attachments.ts.

/**
 * One yearly edition of a health programme (kod is the programme, kod_zps the insurer's code of the
 * edition). Receipts dated from platnost_od to platnost_do belong to it; claims are accepted until
 * podani_do. doklady: the documents it asks for, [{ kod, povinny }].
 */
export const benefitProgrammes = pgTable(
  'benefit_programmes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kod: text('kod').notNull(),
    kodZps: text('kod_zps').notNull().unique(),
    rok: integer('rok').notNull(),
    nazev: text('nazev').notNull(),
    popis: text('popis').notNull(),
    podminky: jsonb('podminky').$type<string[]>().notNull(),
    kategorie: text('kategorie').notNull(),
    vekOd: integer('vek_od').notNull().default(0),
    vekDo: integer('vek_do'),
    /** 'Z' women only, 'M' men only, null anyone. */
    pohlavi: text('pohlavi'),
    limitHal: bigint('limit_hal', { mode: 'number' }).notNull(),
    platnostOd: date('platnost_od', { mode: 'string' }).notNull(),
    platnostDo: date('platnost_do', { mode: 'string' }).notNull(),
    podaniDo: date('podani_do', { mode: 'string' }).notNull(),
    pojisteniMesicuMin: integer('pojisteni_mesicu_min').notNull().default(0),
    doklady: jsonb('doklady').$type<Array<{ kod: string; povinny: boolean }>>().notNull(),
    poradi: integer('poradi').notNull().default(0),
  },
  (t) => [uniqueIndex('benefit_programmes_kod_rok_idx').on(t.kod, t.rok)],
);

/**
 * A claim of a programme edition. castka_narok_hal: what it asks to be paid (the receipt capped by
 * the limit left when filed); the approved and paid amounts are set by the insurer. typy_dokumentu:
 * the document type of each attachment, in upload order. idempotency_key: the client's key of the
 * send (a resend with it answers this claim).
 */
export const benefitProgrammeClaims = pgTable(
  'benefit_programme_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    programmeId: bigint('programme_id', { mode: 'number' })
      .notNull()
      .references(() => benefitProgrammes.id),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => insuranceRequests.id, { onDelete: 'cascade' }),
    datumUctenka: date('datum_uctenka', { mode: 'string' }).notNull(),
    castkaUctenkaHal: bigint('castka_uctenka_hal', { mode: 'number' }).notNull(),
    castkaNarokHal: bigint('castka_narok_hal', { mode: 'number' }).notNull(),
    castkaSchvalenaHal: bigint('castka_schvalena_hal', { mode: 'number' }),
    castkaVyplacenaHal: bigint('castka_vyplacena_hal', { mode: 'number' }),
    datumVyplaty: date('datum_vyplaty', { mode: 'string' }),
    poznamkaZps: text('poznamka_zps'),
    predcisli: text('predcisli'),
    cislo: text('cislo').notNull(),
    banka: text('banka').notNull(),
    poznamka: text('poznamka'),
    typyDokumentu: jsonb('typy_dokumentu').$type<string[]>().notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('benefit_programme_claims_person_idx').on(t.insuredPersonId, t.programmeId),
    uniqueIndex('benefit_programme_claims_idempotency_idx').on(t.insuredPersonId, t.idempotencyKey),
  ],
);

/**
 * A kind of reimbursable care or travel (typ PECE / CESTA) with its approval mode and amount mode
 * (docs/decisions.md "Benefits"); sazba_hal: VYPOCET's rate per day, NENI's fixed sum.
 */
export const benefitCareKinds = pgTable('benefit_care_kinds', {
  kod: text('kod').primaryKey(),
  nazev: text('nazev').notNull(),
  popis: text('popis').notNull(),
  podminky: jsonb('podminky').$type<string[]>().notNull(),
  typ: text('typ').notNull(),
  schvalovani: text('schvalovani').notNull(),
  rezim: text('rezim').notNull(),
  sazbaHal: bigint('sazba_hal', { mode: 'number' }),
  maxDni: integer('max_dni'),
  doklady: jsonb('doklady').$type<Array<{ kod: string; povinny: boolean }>>().notNull(),
  poradi: integer('poradi').notNull().default(0),
});

/** A claim for reimbursement of care or travel; amounts in hellers (castka_narok_hal null = computed by the insurer). */
export const benefitCareClaims = pgTable(
  'benefit_care_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    kindKod: text('kind_kod')
      .notNull()
      .references(() => benefitCareKinds.kod),
    requestId: bigint('request_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => insuranceRequests.id, { onDelete: 'cascade' }),
    dokladDatum: date('doklad_datum', { mode: 'string' }),
    cestaDatumOd: date('cesta_datum_od', { mode: 'string' }),
    cestaDatumDo: date('cesta_datum_do', { mode: 'string' }),
    castkaUctenkaHal: bigint('castka_uctenka_hal', { mode: 'number' }),
    castkaNarokHal: bigint('castka_narok_hal', { mode: 'number' }),
    castkaSchvalenaHal: bigint('castka_schvalena_hal', { mode: 'number' }),
    castkaVyplacenaHal: bigint('castka_vyplacena_hal', { mode: 'number' }),
    datumVyplaty: date('datum_vyplaty', { mode: 'string' }),
    poznamkaZps: text('poznamka_zps'),
    predcisli: text('predcisli'),
    cislo: text('cislo').notNull(),
    banka: text('banka').notNull(),
    ucetAktualizace: boolean('ucet_aktualizace').notNull().default(false),
    poznamka: text('poznamka'),
    typyDokumentu: jsonb('typy_dokumentu').$type<string[]>().notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('benefit_care_claims_person_idx').on(t.insuredPersonId),
    uniqueIndex('benefit_care_claims_idempotency_idx').on(t.insuredPersonId, t.idempotencyKey),
  ],
);

/**
 * Vitalitas insurances (typ CP travel, ZV ZVONEK, GI GINA, GI2 GINA+): applied for through the
 * portal (request_id) or held before it; stav PRIHLASKA / AKTIVNI / UKONCENO (an AKTIVNI one past
 * its datum_do reads as UKONCENO).
 */
export const vitalitasEnrolments = pgTable(
  'vitalitas_enrolments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    typ: text('typ').notNull(),
    datumOd: date('datum_od', { mode: 'string' }).notNull(),
    datumDo: date('datum_do', { mode: 'string' }).notNull(),
    cenaHal: bigint('cena_hal', { mode: 'number' }).notNull(),
    uzemi: text('uzemi'),
    stav: text('stav').notNull(),
    requestId: bigint('request_id', { mode: 'number' })
      .unique()
      .references(() => insuranceRequests.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vitalitas_enrolments_person_idx').on(t.insuredPersonId, t.typ),
    uniqueIndex('vitalitas_enrolments_idempotency_idx').on(t.insuredPersonId, t.idempotencyKey),
  ],
);

/** The cafeteria year of an employer: its points per employee and the window in which the split may be changed. */
export const cafeteriaPeriods = pgTable(
  'cafeteria_periods',
  {
    zamestnavatel: text('zamestnavatel').notNull(),
    rok: integer('rok').notNull(),
    body: integer('body').notNull(),
    zmenaOd: date('zmena_od', { mode: 'string' }).notNull(),
    zmenaDo: date('zmena_do', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.zamestnavatel, t.rok] })],
);

/** An employee's split of a year's cafeteria points: { category: percent }. */
export const cafeteriaSettings = pgTable(
  'cafeteria_settings',
  {
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    rok: integer('rok').notNull(),
    rozdeleni: jsonb('rozdeleni').$type<Record<string, number>>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.insuredPersonId, t.rok] })],
);

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
    /** Issue 34: the lifecycle step (PREVZIT, ...) and who took it: a staff member, or the person (user null, kdo their name). */
    akce: text('akce'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name shown in the timeline, as it was when the step was taken. */
    kdo: text('kdo'),
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

// Appointments at a branch (issue 34) -----------------------------------------------------------------
// Slots that staff publish and the persons' bookings of them (contract/appointments.ts).

/** A slot at a branch: its start and length; removed slots stay for the bookings that named them. */
export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** A branch code of contract/appointments.ts `appointmentBranches`. */
    branch: text('branch').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** The Prague calendar day of the start (the staff's day view and the person's days read it). */
    day: date('day', { mode: 'string' }).notNull(),
    lengthMin: integer('length_min').notNull(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('appointment_slots_branch_start_idx')
      .on(t.branch, t.startsAt)
      .where(sql`${t.removedAt} is null`),
    index('appointment_slots_branch_day_idx').on(t.branch, t.day),
  ],
);

/** A person's booking of a slot; a slot holds one booking that is not cancelled (unique index). */
export const appointmentBookings = pgTable(
  'appointment_bookings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slotId: bigint('slot_id', { mode: 'number' })
      .notNull()
      .references(() => appointmentSlots.id, { onDelete: 'cascade' }),
    insuredPersonId: personId('insured_person_id')
      .notNull()
      .references(() => insuredPersons.id, { onDelete: 'cascade' }),
    /** Who booked: the person or their representative. */
    bookedBy: integer('booked_by').references(() => users.id, { onDelete: 'set null' }),
    /** A code of contract/appointments.ts `appointmentReasons`. */
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    movedAt: timestamp('moved_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('appointment_bookings_slot_idx')
      .on(t.slotId)
      .where(sql`${t.cancelledAt} is null`),
    index('appointment_bookings_person_idx').on(t.insuredPersonId),
  ],
);

/** A fair-use window shared by every process on PostgreSQL without Redis (issue 36, ADR 0012). */
export const fairUseWindows = pgTable('fair_use_windows', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** A taken slot of a capped set (uploads in progress), until released or expired. */
export const fairUseSlots = pgTable(
  'fair_use_slots',
  {
    key: text('key').notNull(),
    token: text('token').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.token] })],
);
