import fs from 'node:fs';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import { allCalls } from '../contract/index';
import type { ServerConfig } from './config';
import type { Database, DatabaseKind } from './db/client';
import type { AppDeps } from './deps';
import { authenticateAccess, registerIdentity } from './identity/index';
import type { Caller } from './identity/types';
import { fastifyTrustProxy } from './identity/trust-proxy';
import { buildOpenApiDocument } from './openapi';
import { AuditLog } from './audit/log';
import { enableAuthCache } from './auth-cache';
import { sharedDemoKeys } from './identity/demo-keys';
import { deriveKey, loadSigningKeys, usesGeneratedKey } from './identity/keys';
import { HttpError, isApiPath, loggableError, registerErrorHandler, routeOf } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { registerStatic } from './plugins/static';
import './plugins/fastify-types';
import { serverFiles } from './paths';
import { registerAppointmentRoutes } from './routes/appointments';
import { registerAuditRoutes } from './routes/audit';
import { registerBenefitsRoutes } from './routes/benefits';
import { registerCommunicationRoutes } from './routes/communication';
import { registerStaffRoutes } from './routes/staff';
import { registerCoreSystemRoutes } from './routes/core-system';
import { authenticateClient } from './services/core-system/tokens';
import { createChannels, type Channels } from './services/notifications/channels';
import type { LocalReceivers } from './services/notifications/local-receivers';
import { registerDoctorRoutes } from './routes/doctor';
import { registerGeneralRoutes } from './routes/general';
import { registerFamilyRoutes } from './routes/family';
import { registerHealthRoutes } from './routes/health';
import { registerInsuranceRoutes } from './routes/insurance';
import { registerMyHealthRoutes } from './routes/my-health';
import { registerNotificationRoutes } from './routes/notifications';
import { registerSettingsRoutes } from './routes/settings';
import { multipartFieldLimits } from './routes/multipart';
import { FairUse } from './fair-use';
import { openCounterStore } from './limits/open';

export type { AppDeps } from './deps';

export interface BuildAppOptions {
  config: ServerConfig;
  /** An open database (see `openDatabase`): its Drizzle instance and its kind. */
  database: { db: Database; kind: DatabaseKind };
  /**
   * Logging: false for none, or pino options / a destination stream. By default JSON lines
   * at `config.logLevel` to stdout.
   */
  logger?: boolean | { level?: string; stream?: NodeJS.WritableStream };
  /** The notification channels (default: from the configuration); main.ts points them at the local receivers in demo mode. */
  channels?: Channels;
  /** The local receivers of demo mode (their messages on the staff page "Odeslaná upozornění"). */
  localInbox?: LocalReceivers | null;
  /** Replaces identity's access-token check (tests of the call adapter only). */
  authenticate?: (request: FastifyRequest, deps: AppDeps) => Promise<Caller | null>;
}

const packageVersion: string = (() => {
  try {
    return (JSON.parse(fs.readFileSync(serverFiles.packageJson, 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
})();

/**
 * Log lines carry no personal data: the request is logged as its method and route pattern
 * (never the concrete URL, which holds ids and query strings), no headers, no addresses.
 */
function loggerOptions(config: ServerConfig, logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const custom = typeof logger === 'object' ? logger : {};
  return {
    level: custom.level ?? config.logLevel,
    ...(custom.stream ? { stream: custom.stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, route: routeOf(request) }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: loggableError,
    },
    redact: { paths: ['req.headers', 'req.url', 'headers.authorization', 'headers.cookie'], remove: true },
  };
}

/** `select 1` within `timeoutMs`; false when it fails or takes longer. */
async function databaseAnswers(db: FastifyInstance['deps']['db'], timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([db.execute(sql`select 1`).then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const db = options.database.db;
  // The embedded database has one server process, so it can cache sessions and access roles
  // (server/auth-cache.ts, ADR 0009); PostgreSQL may have several and queries every time.
  if (options.database.kind === 'pglite') enableAuthCache(db);

  const app = Fastify({
    logger: loggerOptions(config, options.logger),
    // Timeouts (docs/security.md): the whole handling of a request (503 after it), a client's
    // sending of one request (headers and body), an idle connection.
    handlerTimeout: config.requestTimeoutS * 1000,
    requestTimeout: config.bodyTimeoutS * 1000,
    connectionTimeout: config.connectionTimeoutS * 1000,
    keepAliveTimeout: Math.min(config.connectionTimeoutS * 1000, 72_000),
    // Node checks the request timeout on this interval (30 s by default, too coarse for short limits).
    http: {
      headersTimeout: Math.min(60_000, config.bodyTimeoutS * 1000),
      connectionsCheckingInterval: Math.min(5_000, Math.max(250, (config.bodyTimeoutS * 1000) / 4)),
    },
    // Fastify's own request lines would log concrete URLs; ours (onResponse below) log route patterns.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Long path parameters reach the contract's validation (a Czech 400) instead of Fastify's raw 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    bodyLimit: 1024 * 1024,
    // Every call is validated by the contract's zod schemas (routes/register.ts); no route gives
    // Fastify a JSON schema. Without this, Fastify loads Ajv and fast-json-stringify on every
    // start for nothing (about 0.1 s of the start-up budget, issue 10). A route schema fails at once.
    schemaController: {
      compilersFactory: {
        buildValidator: () => () => {
          throw new Error('Fastify route schemas are not used: validate with the contract (zod).');
        },
        buildSerializer: () => () => {
          throw new Error('Fastify response schemas are not used: answers are shaped by the contract.');
        },
      },
    },
  });

  // A configured signing key never comes from the database (server/identity/keys.ts); production
  // without one was refused by the configuration already. A demo on PostgreSQL shares one generated
  // key through the database, so several processes verify each other's tokens (issue 36).
  const keyOptions = { test: config.keyFallback === 'memory', warn: (message: string) => app.log.warn(message) };
  const signingKeys =
    options.database.kind === 'postgres' && usesGeneratedKey(config, keyOptions)
      ? await sharedDemoKeys(db).then((keys) => {
          app.log.warn(
            'Podpisový klíč ukázkového režimu je vygenerovaný v databázi (sdílí ho všechny procesy). Pro provoz nastavte JWT_SECRET nebo JWT_KEYS_FILE.',
          );
          return keys;
        })
      : loadSigningKeys(config, keyOptions);
  const audit = new AuditLog(db, {
    addressKey: config.auditAddressKey ? new TextEncoder().encode(config.auditAddressKey) : deriveKey(signingKeys, 'audit-address'),
    warn: (fields, message) => app.log.warn(fields, message),
  });
  app.addHook('onClose', async () => audit.close());
  audit
    .startRetention(config.auditRetentionDays)
    .then((removed) => removed > 0 && app.log.info({ removed }, 'audit: smazány záznamy po době uchování'))
    .catch((error: unknown) => app.log.warn({ err: error }, 'audit: mazání starých záznamů selhalo'));
  const counters = await openCounterStore({ url: config.redisUrl, prefix: config.redisPrefix }, options.database);
  app.addHook('onClose', async () => counters.close());
  const channels = options.channels ?? createChannels(db, config);
  app.addHook('onClose', async () => channels.close());
  const deps: AppDeps = { db, config, audit, signingKeys, counters, channels, localInbox: options.localInbox ?? null };

  app.decorate('deps', deps);
  const authenticate = options.authenticate;
  app.decorate('authenticate', (request: FastifyRequest) =>
    authenticate ? authenticate(request, deps) : authenticateAccess(request, deps),
  );
  app.decorate('authenticateClient', (request: FastifyRequest) => authenticateClient(request, deps));
  app.decorate('registeredCalls', new Set<string>());
  app.decorate('fairUse', new FairUse(config.fairUse, counters));
  app.decorate('lifecycle', { draining: false });
  // While draining, no connection is kept for another request: the balancer opens its next one elsewhere.
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
  });
  app.decorateRequest('endUpload', null);
  app.decorateRequest('caller', null);
  app.decorateRequest('client', null);
  app.decorateRequest('personId', null);
  app.decorateRequest('chybaId', null);

  registerErrorHandler(app);

  // Maintenance: every API call answers 503 ODSTAVKA; the app itself still loads to show it.
  // /api/ping stays up so load balancers and monitoring keep seeing a live process.
  app.addHook('onRequest', async (request) => {
    if (!config.maintenance || !isApiPath(request.url)) return;
    if (/^\/api\/(ping|ready)(\?|$)/.test(request.url)) return;
    throw new HttpError(503, 'ODSTAVKA', config.maintenanceMessage);
  });

  // One log line per request: method, route pattern, status, duration, error id.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: routeOf(request),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        ...(request.chybaId ? { chybaId: request.chybaId } : {}),
      },
      'request',
    );
  });

  registerSecurityHeaders(app, config.appDir);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });

  await registerIdentity(app, deps);
  registerGeneralRoutes(app);
  registerFamilyRoutes(app);
  registerDoctorRoutes(app);
  registerInsuranceRoutes(app);
  registerMyHealthRoutes(app);
  registerAuditRoutes(app);
  registerAppointmentRoutes(app);
  registerNotificationRoutes(app);
  // The health record, the benefit claims and communication (messages, the newborn registration) take multipart bodies. @fastify/multipart is registered in this context only
  // (its hooks run for these routes, not for static files); the call adapter reads the bodies with
  // each call's own limits (server/routes/multipart.ts), so these defaults admit no files at all.
  await app.register(async (api) => {
    await api.register(fastifyMultipart, { limits: { ...multipartFieldLimits, files: 0, fileSize: 1 } });
    registerHealthRoutes(api);
    registerSettingsRoutes(api);
    registerBenefitsRoutes(api);
    registerCommunicationRoutes(api);
    registerStaffRoutes(api);
    registerCoreSystemRoutes(api);
  });

  // Liveness: the process answers. Readiness: the database answers too, within READY_TIMEOUT_S (else 503).
  app.get('/api/ping', async () => ({ ok: true }));
  app.get('/api/ready', async (_request, reply) => {
    if (app.lifecycle.draining) return reply.status(503).send({ ok: false });
    const ready = await databaseAnswers(db, config.readyTimeoutS * 1000);
    return reply.status(ready ? 200 : 503).send({ ok: ready });
  });

  let openApi: string | null = null;
  app.get('/api/openapi.json', async (_request, reply) => {
    openApi ??= JSON.stringify(buildOpenApiDocument(allCalls, { version: packageVersion }));
    return reply.type('application/json; charset=utf-8').send(openApi);
  });

  await registerStatic(app, config.appDir);
  return app;
}
