import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { messages } from '../contract/messages';

/** The project root (this file lives in <root>/server/). */
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

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
  DEMO_MODE: flag(true),
  MAINTENANCE: flag(false),
  MAINTENANCE_MESSAGE: optionalString.transform((v) => v ?? messages.maintenanceDefault),
  ACCESS_TTL_S: seconds(300),
  REFRESH_TTL_S: seconds(1800),
  SESSION_MAX_S: seconds(43200),
  TICKET_TTL_S: seconds(120),
  JWT_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'musí mít alespoň 32 znaků (nebo ho vynechte a server si klíč vygeneruje)',
  }),
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
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(logLevels, { message: `povoleno: ${logLevels.join(', ')}` }).optional()),
  TRUST_PROXY: flag(false),
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
});

export interface ServerConfig {
  port: number;
  host: string;
  /** Absolute path of the embedded database's directory (PGlite in <dataDir>/pgdata). */
  dataDir: string;
  /** PostgreSQL connection string; when set, the embedded database is not used. */
  databaseUrl?: string;
  /** Demo accounts offered on the sign-in page. */
  demoMode: boolean;
  /** Every /api call answers 503 `ODSTAVKA` with `maintenanceMessage`. */
  maintenance: boolean;
  maintenanceMessage: string;
  accessTtlS: number;
  refreshTtlS: number;
  sessionMaxS: number;
  ticketTtlS: number;
  /** Token signing secret; when absent identity generates one and keeps it in server_settings. */
  jwtSecret?: string;
  /** Absolute address of the portal (behind a proxy), without a trailing slash. */
  publicUrl?: string;
  /** Absolute path of the built browser app (dist/app). */
  appDir: string;
  /** Failed sign-ins allowed per minute (per address and user name). */
  loginRateLimit: number;
  logLevel: (typeof logLevels)[number];
  /** Behind a reverse proxy / load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
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

/** Reads the server configuration from the environment; fails fast with a clear Czech message. */
export function loadServerConfig(env: NodeJS.ProcessEnv | Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(prostředí)'}: ${issue.message}`);
    throw new ConfigError(`Neplatná konfigurace serveru (proměnné prostředí):\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('Neplatná konfigurace serveru (proměnné prostředí):\n  VAPID_PUBLIC_KEY a VAPID_PRIVATE_KEY se zadávají spolu');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    demoMode: e.DEMO_MODE,
    maintenance: e.MAINTENANCE,
    maintenanceMessage: e.MAINTENANCE_MESSAGE,
    accessTtlS: e.ACCESS_TTL_S,
    refreshTtlS: e.REFRESH_TTL_S,
    sessionMaxS: e.SESSION_MAX_S,
    ticketTtlS: e.TICKET_TTL_S,
    jwtSecret: e.JWT_SECRET,
    publicUrl: e.PUBLIC_URL,
    appDir: e.APP_DIR,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    production,
    strictResponses: e.STRICT_RESPONSES ?? !production,
    vapid: e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY } : null,
    vapidSubject: e.VAPID_SUBJECT ?? 'mailto:podpora@zpskoda.cz',
    pushHosts: e.PUSH_HOSTS
      ? e.PUSH_HOSTS.split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean)
      : defaultPushHosts,
  };
}
