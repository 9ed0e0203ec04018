import fs from 'node:fs';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import { allCalls } from '../contract/index';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { AppDeps } from './deps';
import { authenticateAccess, registerIdentity } from './identity/index';
import type { Caller } from './identity/types';
import { buildOpenApiDocument } from './openapi';
import { HttpError, isApiPath, loggableError, registerErrorHandler, routeOf } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { registerStatic } from './plugins/static';
import './plugins/fastify-types';
import { registerCommunicationRoutes } from './routes/communication';
import { registerDoctorRoutes } from './routes/doctor';
import { registerGeneralRoutes } from './routes/general';
import { registerHealthRoutes } from './routes/health';
import { registerInsuranceRoutes } from './routes/insurance';
import { multipartFieldLimits } from './routes/multipart';

export type { AppDeps } from './deps';

export interface BuildAppOptions {
  config: ServerConfig;
  /** An open database (see `openDatabase`); only its Drizzle instance is used here. */
  database: { db: Database };
  /**
   * Logging: false for none, or pino options / a destination stream. By default JSON lines
   * at `config.logLevel` to stdout.
   */
  logger?: boolean | { level?: string; stream?: NodeJS.WritableStream };
  /** Replaces identity's access-token check (tests of the call adapter only). */
  authenticate?: (request: FastifyRequest, deps: AppDeps) => Promise<Caller | null>;
}

const packageVersion: string = (() => {
  try {
    return (JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: string }).version ?? '0.0.0';
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

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const deps: AppDeps = { db: options.database.db, config };

  const app = Fastify({
    logger: loggerOptions(config, options.logger),
    // Fastify's own request lines would log concrete URLs; ours (onResponse below) log route patterns.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // Long path parameters reach the contract's validation (a Czech 400) instead of Fastify's raw 414.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2048 },
    bodyLimit: 1024 * 1024,
  });

  app.decorate('deps', deps);
  const authenticate = options.authenticate;
  app.decorate('authenticate', (request: FastifyRequest) =>
    authenticate ? authenticate(request, deps) : authenticateAccess(request, deps),
  );
  app.decorate('registeredCalls', new Set<string>());
  app.decorateRequest('caller', null);
  app.decorateRequest('personId', null);
  app.decorateRequest('chybaId', null);

  registerErrorHandler(app);

  // Maintenance: every API call answers 503 ODSTAVKA; the app itself still loads to show it.
  // /api/ping stays up so load balancers and monitoring keep seeing a live process.
  app.addHook('onRequest', async (request) => {
    if (!config.maintenance || !isApiPath(request.url)) return;
    if (request.url === '/api/ping' || request.url.startsWith('/api/ping?')) return;
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

  registerSecurityHeaders(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });

  await registerIdentity(app, deps);
  registerGeneralRoutes(app);
  registerDoctorRoutes(app);
  registerInsuranceRoutes(app);
  // The health record and communication (messages, the newborn registration) take multipart bodies. @fastify/multipart is registered in this context only
  // (its hooks run for these routes, not for static files); the call adapter reads the bodies with
  // each call's own limits (server/routes/multipart.ts), so these defaults admit no files at all.
  await app.register(async (api) => {
    await api.register(fastifyMultipart, { limits: { ...multipartFieldLimits, files: 0, fileSize: 1 } });
    registerHealthRoutes(api);
    registerCommunicationRoutes(api);
  });

  app.get('/api/ping', async () => ({ ok: true }));

  let openApi: string | null = null;
  app.get('/api/openapi.json', async (_request, reply) => {
    openApi ??= JSON.stringify(buildOpenApiDocument(allCalls, { version: packageVersion }));
    return reply.type('application/json; charset=utf-8').send(openApi);
  });

  await registerStatic(app, config.appDir);
  return app;
}
