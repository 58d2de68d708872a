import './decorators';
import { constants as zlibConstants } from 'node:zlib';
import { API_BASE_PATH, errorBodySchema, loadAllSchemas } from '@cc/contracts';
import compress from '@fastify/compress';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import { type Config, proxyTrustOf } from './config';
import type { DatabaseKind, Db } from './db/client';
import { adminRoutes } from './features/admin/routes';
import { attachmentsRoutes } from './features/attachments/routes';
import { authRoutes } from './features/auth/routes';
import { branchesRoutes } from './features/branches/routes';
import { carCostsRoutes } from './features/car-costs/routes';
import { carsRoutes } from './features/cars/routes';
import { cashBoxRoutes } from './features/cash-box/routes';
import { clearanceRoutes } from './features/clearance/routes';
import { collectionRoutes } from './features/collections/routes';
import { companyRoutes } from './features/company/routes';
import { dashboardRoutes } from './features/dashboard/routes';
import { dealsRoutes } from './features/deals/routes';
import { filesRoutes } from './features/files/routes';
import { healthRoutes } from './features/health/routes';
import { historyRoutes } from './features/history/routes';
import { inProcessBus, type NotificationBus, postgresBus } from './features/notifications/bus';
import { fcmSender } from './features/notifications/fcm';
import { createNotifier, type Notifier } from './features/notifications/notifier';
import { createPushOutbox, type OutboxOptions } from './features/notifications/outbox';
import type { PushSender } from './features/notifications/push';
import { notificationsRoutes } from './features/notifications/routes';
import { personsRoutes } from './features/persons/routes';
import { reportRoutes } from './features/reports/routes';
import { rolesRoutes } from './features/roles/routes';
import { templatesRoutes } from './features/templates/routes';
import { usersRoutes } from './features/users/routes';
import { viewsRoutes } from './features/views/routes';
import { answerSerializerCompiler } from './lib/answer-serializer';
import { serializeError } from './lib/log-redact';
import { configureZodArabic } from './lib/zod-arabic';
import { MSG } from './messages';
import { authPlugin } from './plugins/auth';
import { clientErrorHandler, HTTP_SERVER_OPTIONS, registerServerRefusals } from './plugins/client-errors';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, notFoundHandler } from './plugins/errors';
import { inputTextPlugin } from './plugins/input-text';
import { type LoginLimits, rateLimitPlugin } from './plugins/rate-limit';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerWebApp } from './plugins/web-app';

// Validation messages in Arabic for every schema without its own message.
configureZodArabic();

export interface BuildAppOptions {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  /**
   * GET /health's check of the database (`Database.ping`); default `select 1`. PGlite in its own
   * thread checks the thread without queuing behind a running query.
   */
  dbPing?: () => Promise<void>;
  /** Overrides the login limits (tests). */
  loginLimits?: Partial<LoginLimits>;
  /** The push sender (tests: a recording one); default: FCM when configured, else no push. */
  pushSender?: PushSender | null;
  /** The outbox's timings (tests). */
  outbox?: OutboxOptions;
  /** How often an open notification stream is pinged and its session checked again (ms). */
  streamHeartbeatMs?: number;
  /** The longest a notification stream stays open before the client reconnects (ms). */
  streamMaxMs?: number;
  /**
   * Checks every answer against its zod schema, and that the compiled serializer wrote the same JSON
   * (lib/answer-serializer.ts). Default: everywhere but production (NODE_ENV=production).
   */
  checkAnswers?: boolean;
}

/** The bus of the database: LISTEN/NOTIFY between processes on PostgreSQL, in-process on PGlite. */
function busOf(config: Config, dbKind: DatabaseKind, log: (e: unknown) => void): NotificationBus {
  return dbKind === 'postgres' && config.databaseUrl ? postgresBus(config.databaseUrl, log) : inProcessBus();
}

/** Never written to the logs, wherever they appear. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-fcm-token"]',
  'req.body.password',
  'req.body.currentPassword',
  'req.body.newPassword',
  'req.body.refreshToken',
  'req.body.fcmToken',
  'res.headers["set-cookie"]',
];

/** Builds the whole server without listening: server.ts listens, tests use `app.inject`. */
export async function buildApp({
  config,
  db,
  dbKind,
  dbPing = async () => {
    await db.execute(sql`select 1`);
  },
  loginLimits,
  pushSender,
  outbox: outboxOptions,
  streamHeartbeatMs = 25_000,
  streamMaxMs = 30 * 60_000,
  checkAnswers = process.env.NODE_ENV !== 'production',
}: BuildAppOptions): Promise<FastifyInstance> {
  // The declarations load their schemas on demand (the web app needs none for its calls); routes are
  // registered synchronously from them, so load them all first.
  await loadAllSchemas();
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACT, censor: '[redacted]' },
            serializers: {
              err: (error) => serializeError(error) as { type: string; message: string; stack: string },
            },
            // Lines go to stdout without blocking the event loop: pino's default destination wrote each
            // line with a synchronous write (one system call per answer, 5–8% of a list's CPU time under
            // load). Asynchronous, the lines written while one write is under way go out together in the
            // next; nothing waits for a buffer to fill, and pino writes what is left when the process exits.
            stream: pino.destination({ dest: 1, sync: false }),
          },
    // Fastify's own request logging writes two lines per request with the whole request serialized
    // (about a quarter of /health's throughput); one short line per answer is written below instead.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: proxyTrustOf(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // What Node's HTTP parser refuses, and what Node's server would answer on its own, gets the one error
    // body and `Connection: close` too (plugins/client-errors.ts).
    clientErrorHandler,
    http: HTTP_SERVER_OPTIONS,
    // The router's own refusals (a malformed or over-long path parameter) get the one error body too.
    frameworkErrors: (error, _request, frameworkReply) => {
      const refused = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      (frameworkReply as unknown as FastifyReply)
        .code(refused ? 400 : 500)
        .send(
          refused
            ? { code: 'VALIDATION_FAILED', message: MSG.badUrl }
            : { code: 'INTERNAL', message: MSG.internal },
        );
    },
  }).withTypeProvider<ZodTypeProvider>();

  if (['info', 'debug', 'trace'].includes(config.logLevel)) {
    app.addHook('onResponse', async (request, reply) => {
      reply.log.info(
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'answered',
      );
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ check: checkAnswers }));
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('dbKind', dbKind);
  app.decorate('dbPing', dbPing);
  const warn = (error: unknown, message = 'notifications') => app.log.warn({ err: error }, message);
  const sender =
    pushSender !== undefined
      ? pushSender
      : config.fcmServiceAccount
        ? fcmSender(config.fcmServiceAccount)
        : null;
  const notifier: Notifier = createNotifier(
    busOf(config, dbKind, warn),
    sender ? createPushOutbox(db, sender, { log: warn, ...outboxOptions }) : null,
    warn,
  );
  app.decorate('notifier', notifier);
  app.decorate('notificationStream', { heartbeatMs: streamHeartbeatMs, maxMs: streamMaxMs });
  app.addHook('onReady', () => notifier.bus.start());
  app.addHook('onClose', () => notifier.close());

  await app.register(errorsPlugin);
  registerServerRefusals(app);
  await registerSecurityHeaders(app, config.corsOrigins, Boolean(config.pushWeb));
  await app.register(inputTextPlugin);
  await app.register(rateLimitPlugin, { limits: loginLimits });
  await app.register(docsPlugin);

  // Every API route lives in this scope: the auth plugin demands an access rule on each of them.
  await app.register(
    async (api) => {
      // Every API route documents (and serializes) the one error body (docs/architecture.md#errors).
      api.addHook('onRoute', (route) => {
        route.schema = {
          ...route.schema,
          response: { '4XX': errorBodySchema, '5XX': errorBodySchema, ...(route.schema?.response as object) },
        };
      });
      // Answers of 1 KB and more go out compressed (brotli at a fast level, else gzip): a list page is
      // several times smaller on an office connection. Requests are never decompressed (no client
      // sends compressed bodies), and the hijacked SSE stream is not touched.
      api.addHook('onRoute', (route) => {
        route.decompress ??= false;
      });
      await api.register(compress, {
        encodings: ['br', 'gzip'],
        threshold: 1024,
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
      });
      // No API answer is kept by a browser or proxy cache: they carry tokens, national ids and money. A
      // route whose answer may be kept (a file behind its signed link) or must differ (an export) sets
      // its own Cache-Control over this one.
      api.addHook('onRequest', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      await api.register(authPlugin);
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(adminRoutes);
      await api.register(rolesRoutes);
      await api.register(branchesRoutes);
      await api.register(companyRoutes);
      await api.register(dashboardRoutes);
      await api.register(carsRoutes);
      await api.register(viewsRoutes);
      await api.register(personsRoutes);
      await api.register(dealsRoutes);
      await api.register(clearanceRoutes);
      await api.register(collectionRoutes);
      await api.register(cashBoxRoutes);
      await api.register(carCostsRoutes);
      await api.register(reportRoutes);
      await api.register(templatesRoutes);
      await api.register(filesRoutes);
      await api.register(attachmentsRoutes);
      await api.register(notificationsRoutes);
      await api.register(historyRoutes);
    },
    { prefix: API_BASE_PATH },
  );

  const spaFallback = await registerWebApp(app, config.webDist);
  app.setNotFoundHandler(notFoundHandler(API_BASE_PATH, spaFallback ?? undefined));
  return app;
}
