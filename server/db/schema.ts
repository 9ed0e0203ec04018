import { pgTable, serial, text, boolean, integer, timestamp, date, bigint, primaryKey, index, uniqueIndex } from 'drizzle-orm/pg-core';

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
  id: bigint('id', { mode: 'number' }).primaryKey(),
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
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    insuredPersonId: bigint('insured_person_id', { mode: 'number' }).notNull().references(() => insuredPersons.id, { onDelete: 'cascade' }),
    typZastupce: text('typ_zastupce').notNull(),
    poradi: integer('poradi').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.insuredPersonId] })],
);

/** An insured person's permission for a doctor (a user with the doctor role) to see their documentation. */
export const doctorAccess = pgTable(
  'doctor_access',
  {
    insuredPersonId: bigint('insured_person_id', { mode: 'number' }).notNull().references(() => insuredPersons.id, { onDelete: 'cascade' }),
    doctorUserId: integer('doctor_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    allowed: boolean('allowed').notNull().default(true),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.insuredPersonId, t.doctorUserId] })],
);

/** One-time sign-in tickets (listek): single use, short-lived. Stored as a hash. */
export const loginTickets = pgTable('login_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A signed-in session on one device; revoked by logout, refresh-token reuse or device removal. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
    sessionId: text('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
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
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
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
    insuredPersonId: bigint('insured_person_id', { mode: 'number' }).notNull().references(() => insuredPersons.id, { onDelete: 'cascade' }),
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
