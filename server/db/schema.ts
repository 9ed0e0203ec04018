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
