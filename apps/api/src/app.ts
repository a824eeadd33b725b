import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorCode, ErrorMessage } from '@elevate/contracts/common/error-codes';
import type { Config } from './config.ts';
import type { SharedStore } from './lib/shared-store/shared-store.ts';
import { openDatabase, type Database } from './db/client.ts';
import { dbPlugin } from './plugins/db.ts';
import { blogsRoutes } from './modules/blogs/blogs.routes.ts';
import { saarthiRoutes } from './modules/saarthi/saarthi.routes.ts';
import { resumeParseRoutes } from './modules/matching/resume-parse.routes.ts';
import { matchingRoutes } from './modules/matching/matching.routes.ts';
import { screeningRoutes } from './modules/matching/screening.routes.ts';
import { answerFrameworkError, registerErrorHandling } from './plugins/error-handler.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { logSafeError } from './lib/log-safe-error.ts';
import { authPlugin } from './plugins/auth.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { queuePlugin } from './plugins/queue.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { storageOrigins, storagePlugin } from './plugins/storage.ts';
import { sharedStorePlugin } from './plugins/shared-store.ts';
import { rateLimitStoreOf } from './lib/shared-store/rate-limit-store.ts';
import { webPlugin } from './plugins/web.ts';
import { loadPageRenderer } from './plugins/pages.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createHealthCheck, healthFastPath } from './modules/health/health.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { mandatoryFieldsRoutes } from './modules/users/mandatory-fields.routes.ts';
import { documentsRoutes } from './modules/users/documents.routes.ts';
import { jsonResumeRoutes } from './modules/users/json-resume.routes.ts';
import { adminUsersRoutes } from './modules/users/admin-users.routes.ts';
import { profileRoutes } from './modules/users/profile.routes.ts';
import { skillsRoutes } from './modules/users/skills.routes.ts';
import { collegeRoutes } from './modules/college/college.routes.ts';
import { accountRoutes } from './modules/users/profile.account.routes.ts';
import { completionRoutes } from './modules/users/completion.routes.ts';
import { accountSettingsRoutes } from './modules/account/account.routes.ts';
import { partnersRoutes } from './modules/partners/partners.routes.ts';
import { applicantsRoutes } from './modules/applications/applicants.routes.ts';
import { devMailboxRoutes } from './modules/mail/mail.routes.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { referralsRoutes } from './modules/referrals/referrals.routes.ts';
import { jobShareRoutes } from './modules/jobs/job-share.routes.ts';
import { jobRecommendationsRoutes } from './modules/jobs/job-recommendations.routes.ts';
import { publicUploadsRoutes, uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { consoleRoutes } from './modules/console/console.routes.ts';
import { drillsRoutes } from './modules/drills/drills.routes.ts';
import { participantsRoutes } from './modules/drills/participants.routes.ts';
import { teamsRoutes } from './modules/drills/teams.routes.ts';
import { submissionsRoutes } from './modules/drills/submissions.routes.ts';
import { queriesRoutes } from './modules/drills/queries.routes.ts';
import { resultsRoutes } from './modules/drills/results.routes.ts';
import { myHackathonsRoutes } from './modules/drills/my-hackathons.routes.ts';
import { consoleDrillsRoutes } from './modules/console/console-drills.routes.ts';
import { consoleDrillFormsRoutes } from './modules/console/console-drill-forms.routes.ts';
import { consoleDrillPeopleRoutes } from './modules/console/console-drill-people.routes.ts';
import { judgingRoutes } from './modules/judging/judging.routes.ts';
import { standingsRoutes } from './modules/judging/standings.routes.ts';
import { certificatesRoutes } from './modules/certificates/certificates.routes.ts';
import { queueAdminRoutes } from './modules/queue/queue-admin.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { paymentWebhooksRoutes } from './modules/payments/payment-webhooks.routes.ts';
import { paymentConfigRoutes } from './modules/payments/payment-config.routes.ts';
import { paymentAdminRoutes } from './modules/payments/payment-admin.routes.ts';
import { receiptsRoutes } from './modules/payments/receipts.routes.ts';

export interface BuildOptions {
  /** An open database (tests pass a fresh one); otherwise one is opened from config. */
  database?: Database;
  logger?: boolean;
  /** Where log lines go (tests read them); stdout otherwise. */
  logStream?: { write(line: string): void };
  /** The shared store to use instead of the one config names (tests: a store that fails). */
  sharedStore?: SharedStore;
}

/** Body fields that hold a secret: never logged (docs/decisions/009). */
const SECRET_BODY_FIELDS = ['password', 'confirmPassword', 'newPassword', 'currentPassword', 'otp', 'credential'];
/** Only Aadhaar's last four digits may be kept anywhere, logs included (docs/decisions/025). */
const PRIVATE_BODY_FIELDS = ['aadhaarNumber'];

/**
 * Mailed link codes travel in paths (wueusers/verify/{code}) and queries (account/unsubscribe?token=); the
 * request log shows them masked.
 */
export const maskUrl = (url: string): string =>
  url.replace(/(\/verify\/)[^/?#]+/g, '$1[redacted]').replace(/([?&]token=)[^&#]+/g, '$1[redacted]');

/** A hop count becomes proxy-addr's own rule for numbers (trust the n nearest hops); Fastify's types lack it. */
const fastifyTrustProxy = (t: Config['trustProxy']) =>
  typeof t === 'number' ? (_address: string, hop: number) => hop < t : t;

/** A caller's own x-request-id, kept for correlation: at most 64 safe characters, never a log line break. */
const clientRequestId = (value: string | string[] | undefined): string | undefined => {
  const raw = Array.isArray(value) ? value[0] : value;
  const safe = raw?.replace(/[^\w.:-]/g, '').slice(0, 64);
  return safe ? safe : undefined;
};

const requestLogValue = (req: FastifyRequest) => ({
  method: req.method,
  url: maskUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
  clientRequestId: clientRequestId(req.headers['x-request-id']),
});

export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<FastifyInstance> => {
  mkdirSync(config.uploadsDir, { recursive: true });
  const database = options.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.dbDir }));

  // One database check for the health route and the server's fast path for it (health.service.ts).
  const checkDatabase = createHealthCheck(database);
  let closing = false;

  const app = Fastify({
    serverFactory: (handler) => createServer(healthFastPath(checkDatabase, database.kind, () => closing, handler)),
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                ...[...SECRET_BODY_FIELDS, ...PRIVATE_BODY_FIELDS].flatMap((f) => [`req.body.${f}`, `body.${f}`]),
              ],
              censor: '[redacted]',
            },
            // Database errors are logged by code and object names, never with SQL parameters (docs/decisions/022).
            serializers: { req: requestLogValue, err: logSafeError },
          },
    bodyLimit: config.BODY_LIMIT_BYTES,
    // X-Forwarded-For is believed only from configured proxies (TRUST_PROXY, docs/decisions/021): anyone
    // else could forge it and dodge every per-address limit.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // The request id in our logs is always ours; a client's x-request-id is logged apart, sanitised.
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    return503OnClosing: true,
    // A path the router cannot decode (`/api/jobs/%FF`) is a 400 with the envelope (docs/decisions/022).
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A callback hook, not an async one: it runs on every request, and a promise per request shows up in
  // the health benchmark.
  // From shutdown on, health goes through the framework, which answers 503 while closing.
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  // Loaded before the security headers: their policy allows its inline head script by hash (docs/decisions/023).
  const pages = await loadPageRenderer(config, () => app);
  // The routes whose writes change what public pages show clear the rendered pages through this
  // (clearPublicPagesAfterWrite, plugins/pages.ts).
  app.decorate('publicPages', pages);

  const google = config.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
  const storage = storageOrigins(config);
  // Razorpay Checkout (docs/decisions/032) loads its script from checkout.razorpay.com and opens its frame from
  // api.razorpay.com; allowed only when Razorpay is the provider.
  const razorpay = config.paymentProvider === 'razorpay';
  const razorpayScript = razorpay ? ['https://checkout.razorpay.com'] : [];
  const razorpayFrames = razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : [];
  const razorpayConnect = razorpay ? ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'] : [];
  // External plugins first (fastify/demo order), then ours, then one register() per module.
  await app.register(helmet, {
    contentSecurityPolicy: {
      // Google Identity Services loads a script, a stylesheet and an iframe from accounts.google.com; the
      // origin is allowed only when Google sign-in is configured.
      directives: {
        defaultSrc: ["'self'"],
        // Public pictures may be redirected to a CDN or public bucket (S3_PUBLIC_URL, docs/decisions/020).
        imgSrc: ["'self'", 'data:', 'blob:', ...storage.img],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        scriptSrc: ["'self'", ...(pages?.scriptHashes ?? []), ...google, ...razorpayScript],
        // Uploads go straight to an S3 bucket when one is configured (docs/decisions/020).
        connectSrc: ["'self'", ...google, ...storage.connect, ...razorpayConnect],
        frameSrc: ["'self'", ...google, ...razorpayFrames],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup needs an opener and the page's origin as referrer; only then are these relaxed.
    ...(google.length > 0
      ? {
          crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' as const },
          referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
        }
      : {}),
  });
  await app.register(cors, { origin: config.corsOrigins.length > 0 ? config.corsOrigins : false });
  // The shared store first: every limit below counts in it (Redis with REDIS_URL; docs/decisions/019).
  await app.register(sharedStorePlugin, { config, store: options.sharedStore });
  await app.register(rateLimit, {
    global: false,
    store: rateLimitStoreOf(app.sharedStore),
    // Redis down: requests pass (with a warning in the log) rather than every limited route failing.
    skipOnError: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      httpStatus: 429,
      message: ErrorMessage[ErrorCode.RATE_LIMITED],
      error: {
        code: ErrorCode.RATE_LIMITED,
        message: `${ErrorMessage[ErrorCode.RATE_LIMITED]} Retry after ${ctx.after}.`,
      },
    }),
  });
  await app.register(openapiPlugin, { publishDocs: config.API_DOCS });
  await app.register(dbPlugin, { database });
  await app.register(queuePlugin, { config });
  await app.register(storagePlugin, { config });
  await app.register(mailerPlugin, { config });
  await app.register(authPlugin, { config });
  registerErrorHandling(app);
  registerInputGuard(app);
  // Before the routes, so its response hook counts every one of them.
  await app.register(metricsPlugin, { config });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { check: checkDatabase });
      await api.register(contentRoutes, { config });
      await api.register(partnersRoutes);
      await api.register(contactRoutes, { config });
      await api.register(jobsRoutes, { config });
      await api.register(jobShareRoutes, { config });
      await api.register(jobRecommendationsRoutes);
      await api.register(notificationsRoutes);
      await api.register(referralsRoutes);
      await api.register(applicantsRoutes, { config });
      await api.register(applicationsRoutes, { config });
      await api.register(mandatoryFieldsRoutes);
      await api.register(documentsRoutes);
      await api.register(jsonResumeRoutes, { config });
      await api.register(adminUsersRoutes);
      await api.register(profileRoutes);
      await api.register(skillsRoutes);
      await api.register(collegeRoutes);
      await api.register(accountRoutes);
      await api.register(completionRoutes);
      await api.register(accountSettingsRoutes, { config });
      await api.register(authRoutes, { config });
      await api.register(uploadsRoutes, { config });
      await api.register(consoleRoutes, { config });
      await api.register(drillsRoutes, { config });
      await api.register(participantsRoutes, { config });
      await api.register(teamsRoutes, { config });
      await api.register(submissionsRoutes, { config });
      await api.register(queriesRoutes, { config });
      await api.register(resultsRoutes, { config });
      await api.register(myHackathonsRoutes, { config });
      await api.register(consoleDrillsRoutes, { config });
      await api.register(consoleDrillFormsRoutes, { config });
      await api.register(consoleDrillPeopleRoutes, { config });
      await api.register(judgingRoutes, { config });
      await api.register(standingsRoutes, { config });
      await api.register(certificatesRoutes, { config });
      await api.register(queueAdminRoutes, { prefix: '/console/admin/queue' });
      await api.register(paymentConfigRoutes, { config });
      // Payment routes have their own base (spec §7 payments marker): /api/wuepayments/…
      await api.register(paymentsRoutes, { config, prefix: '/wuepayments' });
      await api.register(paymentWebhooksRoutes, { config, prefix: '/wuepayments' });
      await api.register(paymentAdminRoutes, { config, prefix: '/wuepayments' });
      await api.register(receiptsRoutes, { config, prefix: '/wuepayments' });
      await api.register(blogsRoutes, { config });
      await api.register(saarthiRoutes, { config });
      await api.register(resumeParseRoutes, { config });
      await api.register(matchingRoutes, { config });
      await api.register(screeningRoutes, { config });
    },
    { prefix: '/api' },
  );
  await app.register(publicUploadsRoutes);
  await app.register(seoRoutes, { config });
  if (!config.isProduction) await app.register(devMailboxRoutes);
  await app.register(webPlugin, { config });

  // Pages are rendered on the server or get the app's shell (plugins/pages.ts); API paths and other methods
  // get the 404 envelope.
  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    // A missing /assets/ file (an old build's chunk after a redeploy) must be a 404, never index.html served
    // as JavaScript: the client then reloads instead of failing to parse HTML.
    const isPage =
      req.method === 'GET' && !['/api/', '/uploads/', '/assets/'].some((prefix) => path.startsWith(prefix));
    if (isPage && pages) return pages.answer(req, reply);
    // @fastify/static may already have set the type and encoding of the file it failed to find.
    reply.removeHeader('content-encoding');
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send({
        httpStatus: 404,
        message: `No route for ${req.method} ${path}`,
        error: { code: ErrorCode.NOT_FOUND, message: `No route for ${req.method} ${path}` },
      });
  });

  return app;
};
