import path from 'node:path';
import { z } from 'zod';
import { messages } from '../contract/messages';
import { parseTrustProxy, type TrustProxy } from './identity/trust-proxy';
import type { OidcConfig } from './identity/types';
import type { FairUseLimits } from './fair-use';
import { projectRoot } from './paths';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Blank environment values count as absent (`DATABASE_URL=` means "no PostgreSQL"). */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A yes/no variable; undefined when absent. */
const optionalFlag = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .toLowerCase()
    .refine((v) => ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', 'ano', 'ne'].includes(v), {
      message: 'očekávána hodnota true/false (nebo 1/0)',
    })
    .transform((v) => ['1', 'true', 'yes', 'on', 'ano'].includes(v))
    .optional(),
);
const flag = (defaultValue: boolean) => optionalFlag.transform((v) => v ?? defaultValue);

const seconds = (defaultValue: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'očekáváno celé číslo (sekundy)' })
      .int({ message: 'očekáváno celé číslo (sekundy)' })
      .min(1, { message: 'musí být alespoň 1' })
      .max(60 * 60 * 24 * 365, { message: 'je příliš velké' })
      .optional()
      .transform((v) => v ?? defaultValue),
  );

/** A count limit; 0 switches the limit off. */
const limit = (defaultValue: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'očekáváno celé číslo (0 = bez omezení)' })
      .int({ message: 'očekáváno celé číslo (0 = bez omezení)' })
      .min(0, { message: 'nesmí být záporné' })
      .max(1_000_000, { message: 'je příliš velké' })
      .optional()
      .transform((v) => v ?? defaultValue),
  );

const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());

const envSchema = z.object({
  PORT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'očekáváno číslo portu' })
      .int({ message: 'očekáváno číslo portu' })
      .min(0, { message: 'port musí být 0–65535' })
      .max(65535, { message: 'port musí být 0–65535' })
      .optional()
      .transform((v) => v ?? 3000),
  ),
  HOST: optionalString.transform((v) => v ?? '0.0.0.0'),
  DATA_DIR: optionalString.transform((v) => path.resolve(v ?? './data')),
  DATABASE_URL: optionalString.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
    message: 'musí začínat postgres:// nebo postgresql://',
  }),
  // The counters every process shares (issue 36, ADR 0012): Redis when set, else PostgreSQL or memory.
  REDIS_URL: optionalString.refine((v) => v === undefined || /^rediss?:\/\//.test(v), {
    message: 'očekávána adresa redis://… nebo rediss://…',
  }),
  /** Prefix of this portal's keys in Redis (several portals or test runs may share one). */
  REDIS_PREFIX: optionalString.transform((v) => v ?? 'zk:'),
  /** Default: on outside production, off in production (NODE_ENV=production) unless set explicitly. */
  DEMO_MODE: optionalFlag,
  MAINTENANCE: flag(false),
  MAINTENANCE_MESSAGE: optionalString.transform((v) => v ?? messages.maintenanceDefault),
  ACCESS_TTL_S: seconds(300),
  REFRESH_TTL_S: seconds(1800),
  SESSION_MAX_S: seconds(43200),
  TICKET_TTL_S: seconds(120),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'musí mít alespoň 32 znaků (nebo použijte JWT_KEYS_FILE)',
  }),
  JWT_KEYS_FILE: optionalString.transform((v) => (v === undefined ? undefined : path.resolve(v))),
  AUDIT_ADDRESS_KEY: optionalString.refine((v) => v === undefined || v.length >= 32, { message: 'musí mít alespoň 32 znaků' }),
  AUDIT_RETENTION_DAYS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'očekáván počet dní' })
      .int({ message: 'očekáván počet dní' })
      .min(30, { message: 'musí být alespoň 30 (dní)' })
      .max(36500, { message: 'je příliš velké' })
      .optional()
      .transform((v) => v ?? 730),
  ),
  REQUEST_TIMEOUT_S: seconds(30),
  BODY_TIMEOUT_S: seconds(60),
  CONNECTION_TIMEOUT_S: seconds(120),
  READY_TIMEOUT_S: seconds(2),
  // Seconds a stopping process keeps serving with /api/ready at 503 before it closes (behind a balancer).
  DRAIN_S: z
    .preprocess(blankToUndefined, z.coerce.number({ message: 'očekáván počet sekund' }).int().min(0).max(60).optional())
    .transform((v) => v ?? 0),
  PUBLIC_URL: optionalString
    .refine((v) => v === undefined || /^https?:\/\/[^\s]+$/.test(v), { message: 'musí být absolutní adresa http(s)://…' })
    .transform((v) => v?.replace(/\/+$/, '')),
  APP_DIR: optionalString.transform((v) => path.resolve(projectRoot, v ?? 'dist/app')),
  LOGIN_RATE_LIMIT: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'očekáváno celé číslo' })
      .int({ message: 'očekáváno celé číslo' })
      .min(1, { message: 'musí být alespoň 1' })
      .optional()
      .transform((v) => v ?? 10),
  ),
  // Fair use (issue 10): per-user call budgets, concurrent uploads, per-person storage.
  API_CALLS_PER_MIN: limit(1200),
  API_HEAVY_CALLS_PER_MIN: limit(120),
  UPLOADS_PER_USER: limit(3),
  UPLOADS_TOTAL: limit(16),
  SHARE_LINK_OPENS_PER_MIN: limit(30),
  // An upload slower than this (KiB/s on average, after 10 s) is cut off, so slow clients cannot hold the slots.
  UPLOAD_MIN_KIBPS: limit(4),
  STORAGE_QUOTA_MB: limit(500),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(logLevels, { message: `povoleno: ${logLevels.join(', ')}` }).optional()),
  // Sign-in protections (issue 11, trust-identity) ------------------------------------------------
  TRUST_PROXY: z.preprocess(blankToUndefined, z.string().optional()).transform((raw, ctx) => {
    const parsed = parseTrustProxy(raw);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }
    return parsed.value;
  }),
  REFRESH_GRACE_S: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: 'očekáváno celé číslo (sekundy)' })
      .int({ message: 'očekáváno celé číslo (sekundy)' })
      .min(0, { message: 'musí být 0 (vypnuto) až 120' })
      .max(120, { message: 'musí být 0 (vypnuto) až 120' })
      .optional()
      .transform((v) => v ?? 20),
  ),
  OIDC_ISSUER: optionalString.refine(
    (v) => v === undefined || /^https:\/\/[^\s]+$|^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/[^\s]*)?$/.test(v),
    {
      message: 'musí být adresa https://… (http jen pro localhost)',
    },
  ),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_SCOPES: optionalString,
  OIDC_CLAIM: optionalString.refine((v) => v === undefined || /^[A-Za-z0-9_.:-]{1,100}$/.test(v), { message: 'neplatný název claimu' }),
  OIDC_MATCH: z.preprocess(blankToUndefined, z.enum(['subject', 'login'], { message: 'povoleno: subject, login' }).optional()),
  OIDC_BUTTON_LABEL: optionalString,
  NODE_ENV: optionalString,
  STRICT_RESPONSES: optionalFlag,
  // Web Push (settings, issue 15): VAPID keys (base64url) and the push services the server may post to.
  VAPID_PUBLIC_KEY: optionalString.refine((v) => v === undefined || /^[A-Za-z0-9_-]{80,100}$/.test(v), {
    message: 'očekáván veřejný klíč P-256 v base64url',
  }),
  VAPID_PRIVATE_KEY: optionalString.refine((v) => v === undefined || /^[A-Za-z0-9_-]{40,50}$/.test(v), {
    message: 'očekáván soukromý klíč P-256 v base64url',
  }),
  VAPID_SUBJECT: optionalString.refine((v) => v === undefined || /^(mailto:\S+@\S+|https:\/\/\S+)$/.test(v), {
    message: 'musí být mailto: adresa nebo https:// adresa',
  }),
  PUSH_HOSTS: optionalString,
  // Notifications by e-mail and SMS (issue 35, docs/adr/0011-notification-queue.md).
  SMTP_URL: optionalString.refine((v) => v === undefined || /^smtps?:\/\/[^\s]+$/.test(v), {
    message: 'musí být adresa smtp://… nebo smtps://… (např. smtps://uzivatel:heslo@smtp.example.cz:465)',
  }),
  MAIL_FROM: optionalString.refine((v) => v === undefined || /\S+@\S+/.test(v), {
    message: 'musí obsahovat e-mailovou adresu odesílatele',
  }),
  SMS_GATEWAY_URL: optionalString.refine(
    (v) => v === undefined || /^https:\/\/[^\s]+$|^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/[^\s]*)?$/.test(v),
    { message: 'musí být adresa https://… (http jen pro localhost)' },
  ),
  SMS_GATEWAY_TOKEN: optionalString,
  NOTIFICATION_WORKER: optionalFlag,
  // The first retry of a failed (or orphaned) delivery; each next one about doubles, up to an hour.
  NOTIFICATION_RETRY_S: seconds(30),
  // 0: messages do not wait for the end of the quiet hours (21:00–7:00 Prague); on by default.
  NOTIFICATION_QUIET_HOURS: optionalFlag,
});

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of the embedded database's directory (PGlite in <dataDir>/pgdata). */
  dataDir: string;
  /** PostgreSQL connection string; when set, the embedded database is not used. */
  databaseUrl?: string;
  /** Redis for the shared counters (server/limits/), when set. */
  redisUrl?: string;
  redisPrefix: string;
  /** Demo accounts offered on the sign-in page and seeded into an empty database. Off in production unless DEMO_MODE is set. */
  demoMode: boolean;
  /** Every /api call answers 503 `ODSTAVKA` with `maintenanceMessage`. */
  maintenance: boolean;
  maintenanceMessage: string;
  accessTtlS: number;
  refreshTtlS: number;
  sessionMaxS: number;
  ticketTtlS: number;
  /**
   * One token signing key (HS256, at least 32 characters). Exclusive with `jwtKeysFile`. Without
   * either: refused in production unless demo mode is on; a generated key file in `dataDir`
   * otherwise (an in-memory key in tests). See server/identity/keys.ts.
   */
  jwtSecret?: string;
  /** Without a configured key: a generated key file in `dataDir` ('file'), or a random key in memory (tests). */
  keyFallback: 'file' | 'memory';
  /** A JSON file of signing keys with `kid`s (the first signs, all verify): rotation without signing anyone out. */
  jwtKeysFile?: string;
  /** HMAC key for the audit log's client-address hashes; derived from the signing key when absent. */
  auditAddressKey?: string;
  /** Audit log rows older than this are purged (at start and daily). */
  auditRetentionDays: number;
  /** Longest time for the whole handling of one request (503 after it). */
  requestTimeoutS: number;
  /** Longest time for a client to send a whole request, headers and body (slow clients are cut off). */
  bodyTimeoutS: number;
  /** An idle connection is closed after this long. */
  connectionTimeoutS: number;
  /** /api/ready answers 503 when the database does not answer within this. */
  readyTimeoutS: number;
  /** Seconds a stopping process drains (readiness 503) before it closes; 0 = closes at once. */
  drainS: number;
  /** Absolute address of the portal (behind a proxy), without a trailing slash. */
  publicUrl?: string;
  /** Absolute path of the built browser app (dist/app). */
  appDir: string;
  /** Failed sign-ins allowed per minute (per address and user name). */
  loginRateLimit: number;
  logLevel: (typeof logLevels)[number];
  /** Per-user call budgets and upload caps (server/fair-use.ts); 0 = off. */
  fairUse: FairUseLimits;
  /** Attachment bytes one person may keep in total (0 = no quota). */
  storageQuotaBytes: number;
  /** Behind reverse proxies: how many, or which, may name the client's address (identity/trust-proxy.ts). */
  trustProxy: TrustProxy;
  /** A refresh that lost a race this many seconds ago gets the successor already issued (0 = off). */
  refreshGraceS: number;
  /** OpenID Connect sign-in (OIDC_*), when OIDC_ISSUER is set. */
  oidc: OidcConfig | null;
  production: boolean;
  /**
   * A response that does not match its contract schema fails the request (500) instead of
   * being logged and sent anyway. On outside production (development and tests).
   */
  strictResponses: boolean;
  /**
   * Web Push: VAPID keys from the environment (both or neither; without them a key pair is
   * generated once and kept in <dataDir>/vapid-keys.json), the subject (a contact of the
   * operator) and the hosts push subscriptions may point to (suffixes; the browsers' push
   * services by default). A loopback host listed here may use http (tests).
   */
  vapid: { publicKey: string; privateKey: string } | null;
  vapidSubject: string;
  pushHosts: readonly string[];
  /**
   * Notifications (issue 35): the SMTP server of e-mails (SMTP_URL) and their sender (MAIL_FROM),
   * the SMS gateway (SMS_GATEWAY_URL + SMS_GATEWAY_TOKEN, a JSON POST). Without SMTP_URL in demo
   * mode, `npm start` receives both channels itself (`localReceivers`: an SMTP server and an SMS
   * endpoint in the process, read on the staff page "Odeslaná upozornění"); outside demo mode an
   * e-mail without SMTP_URL (an SMS without a gateway) fails at once, visibly on that page.
   */
  smtpUrl: string | null;
  mailFrom: string;
  smsGateway: { url: string; token: string } | null;
  localReceivers: boolean;
  /** Whether `npm start` runs the notification worker (NOTIFICATION_WORKER, on by default). */
  notificationWorker: boolean;
  /** NOTIFICATION_RETRY_S: seconds before a failed delivery's first retry (30). */
  notificationRetryS: number;
  /** NOTIFICATION_QUIET_HOURS: whether messages wait for the end of the quiet hours (true). */
  notificationQuietHours: boolean;
}

/** The push services of the browsers (Chrome/Edge, Firefox, Windows, Safari). */
export const defaultPushHosts = ['fcm.googleapis.com', 'push.services.mozilla.com', 'notify.windows.com', 'push.apple.com'] as const;

/** Raised for an invalid environment; main.ts prints the message and exits. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Production without a signing key: the message the server stops with (Czech, then English). */
export const missingKeyMessage =
  'Chybí podpisový klíč: v produkci (NODE_ENV=production) nastavte JWT_SECRET (alespoň 32 znaků) nebo JWT_KEYS_FILE, ' +
  'případně výslovně zapněte ukázkový režim DEMO_MODE=1.\n' +
  'No signing key: in production (NODE_ENV=production) set JWT_SECRET (32+ characters) or JWT_KEYS_FILE, or explicitly enable DEMO_MODE=1.';

/** Production without Web Push keys: the message the server stops with (Czech, then English). */
export const missingVapidMessage =
  'Chybí klíče Web Push: v produkci (NODE_ENV=production) nastavte VAPID_PUBLIC_KEY a VAPID_PRIVATE_KEY, stejné pro všechny ' +
  'procesy serveru (vygeneruje je `npx web-push generate-vapid-keys`).\n' +
  'No Web Push keys: in production (NODE_ENV=production) set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, the same for every server process.';

/** Reads the server configuration from the environment; fails fast with a clear Czech message. */
export function loadServerConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(prostředí)'}: ${issue.message}`);
    throw new ConfigError(`Neplatná konfigurace serveru (proměnné prostředí):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const oidc = oidcConfigOf(e);
  if (e.JWT_SECRET && e.JWT_KEYS_FILE) {
    throw new ConfigError('Neplatná konfigurace serveru (proměnné prostředí):\n  JWT_SECRET, JWT_KEYS_FILE: nastavte jen jednu z nich');
  }
  const demoMode = e.DEMO_MODE ?? !production;
  if (production && !demoMode && !e.JWT_SECRET && !e.JWT_KEYS_FILE) throw new ConfigError(missingKeyMessage);
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('Neplatná konfigurace serveru (proměnné prostředí):\n  VAPID_PUBLIC_KEY a VAPID_PRIVATE_KEY se zadávají spolu');
  }
  // Each process would make its own push keys: pushes signed by one fail for subscriptions made on another (issue 36).
  if (production && !demoMode && !e.VAPID_PUBLIC_KEY) throw new ConfigError(missingVapidMessage);
  if ((e.SMS_GATEWAY_URL === undefined) !== (e.SMS_GATEWAY_TOKEN === undefined)) {
    throw new ConfigError('Neplatná konfigurace serveru (proměnné prostředí):\n  SMS_GATEWAY_URL a SMS_GATEWAY_TOKEN se zadávají spolu');
  }
  if (e.SMTP_URL && production && !e.PUBLIC_URL) {
    throw new ConfigError(
      'Neplatná konfigurace serveru (proměnné prostředí):\n  PUBLIC_URL: je povinné s SMTP_URL v produkci (odkaz v e-mailu vede na portál)',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    demoMode,
    maintenance: e.MAINTENANCE,
    maintenanceMessage: e.MAINTENANCE_MESSAGE,
    accessTtlS: e.ACCESS_TTL_S,
    refreshTtlS: e.REFRESH_TTL_S,
    sessionMaxS: e.SESSION_MAX_S,
    ticketTtlS: e.TICKET_TTL_S,
    jwtSecret: e.JWT_SECRET,
    jwtKeysFile: e.JWT_KEYS_FILE,
    keyFallback: e.NODE_ENV === 'test' ? 'memory' : 'file',
    auditAddressKey: e.AUDIT_ADDRESS_KEY,
    auditRetentionDays: e.AUDIT_RETENTION_DAYS,
    requestTimeoutS: e.REQUEST_TIMEOUT_S,
    bodyTimeoutS: e.BODY_TIMEOUT_S,
    connectionTimeoutS: e.CONNECTION_TIMEOUT_S,
    readyTimeoutS: e.READY_TIMEOUT_S,
    drainS: e.DRAIN_S,
    publicUrl: e.PUBLIC_URL,
    appDir: e.APP_DIR,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    fairUse: {
      callsPerMinute: e.API_CALLS_PER_MIN,
      heavyCallsPerMinute: e.API_HEAVY_CALLS_PER_MIN,
      uploadsPerUser: e.UPLOADS_PER_USER,
      uploadsTotal: e.UPLOADS_TOTAL,
      shareLinkOpensPerMinute: e.SHARE_LINK_OPENS_PER_MIN,
      uploadMaxS: e.BODY_TIMEOUT_S,
      uploadMinBytesPerS: e.UPLOAD_MIN_KIBPS * 1024,
      uploadPaceGraceS: 10,
    },
    storageQuotaBytes: e.STORAGE_QUOTA_MB * 1024 * 1024,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    refreshGraceS: e.REFRESH_GRACE_S,
    oidc,
    production,
    strictResponses: e.STRICT_RESPONSES ?? !production,
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : null,
    vapidSubject: e.VAPID_SUBJECT ?? 'mailto:podpora@zpskoda.cz',
    pushHosts: e.PUSH_HOSTS
      ? e.PUSH_HOSTS.split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean)
      : defaultPushHosts,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM ?? '"Zdravotní karta pojištěnce" <neodpovidejte@zpskoda.cz>',
    smsGateway: e.SMS_GATEWAY_URL && e.SMS_GATEWAY_TOKEN ? { url: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN } : null,
    localReceivers: demoMode && !e.SMTP_URL,
    notificationWorker: e.NOTIFICATION_WORKER ?? true,
    notificationRetryS: e.NOTIFICATION_RETRY_S,
    notificationQuietHours: e.NOTIFICATION_QUIET_HOURS ?? true,
  };
}

/** OIDC_* → the provider settings; the client id and PUBLIC_URL (for the return address) are required with an issuer. */
function oidcConfigOf(e: z.output<typeof envSchema>): OidcConfig | null {
  if (!e.OIDC_ISSUER) return null;
  const missing = [
    ...(e.OIDC_CLIENT_ID ? [] : ['  OIDC_CLIENT_ID: je povinné, když je nastaveno OIDC_ISSUER']),
    ...(e.PUBLIC_URL ? [] : ['  PUBLIC_URL: je povinné pro přihlášení přes OIDC (adresa návratu od poskytovatele)']),
  ];
  if (missing.length > 0) throw new ConfigError(`Neplatná konfigurace serveru (proměnné prostředí):\n${missing.join('\n')}`);
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID as string,
    clientSecret: e.OIDC_CLIENT_SECRET ?? null,
    scopes: (e.OIDC_SCOPES ?? 'openid').split(/[\s,]+/).filter(Boolean),
    claim: e.OIDC_CLAIM ?? 'sub',
    match: e.OIDC_MATCH ?? 'subject',
    buttonLabel: e.OIDC_BUTTON_LABEL ?? 'Přihlásit se přes poskytovatele identity',
    redirectUri: `${e.PUBLIC_URL}/api/identita/oidc/navrat`,
  };
}
