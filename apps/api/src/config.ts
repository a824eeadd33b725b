import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { blankIsUnset } from '@elevate/contracts/common/query-params';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** Environment → typed config. Every setting has a safe local default (README configuration table). */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(join(repoRoot, 'data')),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Elevate <no-reply@elevate.local>'),
  SALES_MAILBOX: z.string().email().default('sales@elevate.local'),
  SUPPORT_MAILBOX: z.string().email().default('support@elevate.local'),
  CORS_ORIGINS: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  CONTACT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(5),
  WEB_DIST_DIR: z.string().default(join(repoRoot, 'apps/web/dist')),
  /** The server renderer built beside the web app (docs/decisions/023); without it every page is drawn in the browser. */
  WEB_SSR_DIR: z.string().default(join(repoRoot, 'apps/web/dist-server')),
  /**
   * How long a server-rendered public page is reused for the same address before it is drawn again; a
   * publisher's write through this instance clears them all at once (docs/decisions/023). 0 renders every request.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(600).default(10),
  PAGE_CACHE_ENTRIES: z.coerce.number().int().min(1).max(100_000).default(1000),
  PAGE_CACHE_MB: z.coerce.number().min(1).max(16_384).default(64),
  /** Pages drawn at once; the other renders wait their turn (plugins/pages.ts, docs/decisions/023). */
  PAGE_RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(2),
  /** Demo data (accounts with known passwords): on by default outside production, refused in production. */
  SEED_ON_START: bool.optional(),
  /**
   * Which proxies may set X-Forwarded-For (docs/decisions/021): off by default; a hop count (`1`), `true`
   * (any, only behind a proxy that overwrites the header), or comma-separated addresses or CIDRs.
   */
  TRUST_PROXY: z.string().default(''),
  /** The API reference (/api/docs and its JSON): on by default outside production. */
  API_DOCS: bool.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Whether this process drains the background queue (docs/decisions/018); false: it only enqueues. */
  QUEUE_WORKER: bool.default(true),
  /** How often an idle worker looks for background jobs (pg-boss allows 0.5 and up). */
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Retries of a failed background job before it is `failed` (the dead-letter state). */
  QUEUE_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(6),
  /** First retry delay; each next one doubles (with jitter): 15, 30, 60 s ... about 16 minutes in all. */
  QUEUE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(15),
  /** A background job still running after this long counts as failed (and is retried). */
  QUEUE_JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  /** Connect, greeting and idle-socket limit of one SMTP delivery, so a hung server fails a try, not a worker. */
  SMTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  JWT_SECRET: z.string().min(32).optional(),
  /** Lifetime of a session token (8 hours). */
  JWT_TTL_SECONDS: z.coerce.number().int().min(60).max(2_592_000).default(28_800),
  /** Google sign-in is off until a client id is set (docs/decisions/009). */
  GOOGLE_CLIENT_ID: blankIsUnset(z.string().trim().min(1).optional()),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /**
   * Files go to this S3-compatible bucket when set; to local disk under DATA_DIR otherwise (docs/decisions/020).
   * Credentials: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or the AWS SDK's default chain when they are unset.
   */
  S3_BUCKET: blankIsUnset(z.string().min(3).max(63).optional()),
  S3_ENDPOINT: blankIsUnset(z.string().url().optional()),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: blankIsUnset(z.string().optional()),
  S3_SECRET_ACCESS_KEY: blankIsUnset(z.string().optional()),
  /** Path-style addresses (endpoint/bucket/key): MinIO and most self-hosted stores need it. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** A CDN or public bucket address for public pictures; unset, the API streams them from the bucket. */
  S3_PUBLIC_URL: blankIsUnset(z.string().url().optional()),
  /** Hours a stored upload may stay unreferenced by any record before the orphan sweep deletes it. */
  UPLOAD_ORPHAN_GRACE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24),
  /**
   * Sign-in attempts per IP per 5 minutes, and per account from one IP per hour. Past the account-wide
   * threshold (attempts per account per hour from all addresses) each attempt waits LOGIN_SLOWDOWN_MS
   * instead of being refused, so nobody can lock a chosen user out (docs/decisions/021).
   */
  LOGIN_RATE_LIMIT_IP: z.coerce.number().int().positive().default(25),
  LOGIN_RATE_LIMIT_ACCOUNT: z.coerce.number().int().positive().default(25),
  LOGIN_ACCOUNT_SLOWDOWN_AFTER: z.coerce.number().int().positive().default(100),
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(30_000).default(3000),
  /** Registrations per IP per 5 minutes. */
  REGISTER_RATE_LIMIT: z.coerce.number().int().positive().default(25),
  /** Mails (reset link, verification link, sign-in code) per address per 30 minutes, and per IP. */
  EMAIL_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  EMAIL_RATE_LIMIT_IP: z.coerce.number().int().positive().default(30),
  /** Applications per account per minute: a person applies a few times an hour, a script hundreds. */
  APPLY_RATE_LIMIT: z.coerce.number().int().positive().default(30),
  /** How long a jobs search answer may be reused while no job or company change is committed (0: never). */
  JOB_SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
  /** Rate-limit counters and the search cache in Redis, shared by every instance; in process when unset (docs/decisions/019). */
  REDIS_URL: blankIsUnset(z.string().url().optional()),
  /** Put in front of every Redis key: one Redis can serve several apps or test runs. */
  REDIS_KEY_PREFIX: z.string().max(100).default('elevate:'),
  /**
   * Bearer token a Prometheus scrape of /api/metrics must send. Unset: the endpoint is open outside production
   * and absent in production (docs/decisions/022).
   */
  METRICS_TOKEN: blankIsUnset(z.string().min(16).optional()),
  /**
   * scrypt cost N = 2^this. 17 (about 128 MiB, the OWASP setting) everywhere real; the test suites lower it
   * to 14 so they can hash often. Production refuses less than 17.
   */
  PASSWORD_HASH_COST_LOG2: z.coerce.number().int().min(10).max(20).default(17),
  /**
   * The platform's Ed25519 key that signs certificates' verifiable credentials: the 32-byte private seed,
   * base64url (`node -e "console.log(crypto.randomBytes(32).toString('base64url'))"`). Required in production;
   * elsewhere generated once into DATA_DIR. Changing it makes every issued credential unverifiable.
   */
  CERTIFICATE_SIGNING_KEY: blankIsUnset(z.string().trim().optional()),
  /**
   * Razorpay (docs/decisions/032): all three set, or none. Set: orders, Checkout, signature and webhook checks go
   * through Razorpay. Unset: the local provider with its own checkout page, outside production only; production
   * without them refuses paid registration with a clear message.
   */
  RAZORPAY_KEY_ID: blankIsUnset(z.string().trim().min(1).optional()),
  RAZORPAY_KEY_SECRET: blankIsUnset(z.string().trim().min(1).optional()),
  RAZORPAY_WEBHOOK_SECRET: blankIsUnset(z.string().trim().min(1).optional()),
  /** How long an unpaid order is reused, and holds a promo code use. */
  PAYMENT_ORDER_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  /**
   * Paid-registration orders per account per minute: each one may create an order at the provider, so a script
   * must not make thousands (a person makes a few: a promo code applied, a payment tried again).
   */
  PAYMENT_ORDER_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Price checks per account per minute (the page asks once per promo code typed): no guessing promo codes. */
  PAYMENT_QUOTE_RATE_LIMIT: z.coerce.number().int().positive().default(120),
  /** The seller a receipt names (a GST tax invoice): legal name, GSTIN, state of registration and address. */
  PAYMENTS_SELLER_NAME: z.string().min(1).default('Elevate Careers Private Limited'),
  PAYMENTS_SELLER_GSTIN: z.string().default(''),
  PAYMENTS_SELLER_STATE: z.string().min(1).default('Karnataka'),
  PAYMENTS_SELLER_ADDRESS: z.string().default('Bengaluru, Karnataka, India'),
});

export type Config = Omit<z.infer<typeof EnvSchema>, 'SEED_ON_START' | 'API_DOCS'> & {
  SEED_ON_START: boolean;
  API_DOCS: boolean;
  /** Fastify's trustProxy, parsed from TRUST_PROXY. */
  trustProxy: boolean | number | string[];
  publicUrl: string;
  corsOrigins: string[];
  uploadsDir: string;
  /** Private uploads (resumes): outside the public /uploads tree, read only through signed URLs. */
  privateUploadsDir: string;
  dbDir: string;
  jwtSecret: string;
  /** CERTIFICATE_SIGNING_KEY, or the local one kept in DATA_DIR (never in production). */
  certificateSigningKey: string;
  /** Which provider takes payments: Razorpay when its keys are set, the local one outside production, else none. */
  paymentProvider: 'razorpay' | 'local' | 'none';
  /** The local provider's signing secret (generated into DATA_DIR; never used in production). */
  localPaymentSecret: string;
  isProduction: boolean;
};

const IPV4_OR_CIDR = /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/;
const IPV6_OR_CIDR = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;

/** TRUST_PROXY → Fastify's trustProxy: false, true, a hop count, or a list of addresses and CIDRs. */
const parseTrustProxy = (raw: string): boolean | number | string[] => {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0 || !list.every((a) => IPV4_OR_CIDR.test(a) || IPV6_OR_CIDR.test(a))) {
    throw new Error(
      'Invalid configuration:\n  TRUST_PROXY: expected false, true, a hop count, or comma-separated addresses or CIDRs',
    );
  }
  return list;
};

/** A first local run generates its own secret into DATA_DIR so no secret ever lives in the repository. */
const localSecret = (dataDir: string): string => {
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
};

const isEd25519Seed = (value: string): boolean =>
  /^[A-Za-z0-9_-]{43}$/.test(value) && Buffer.from(value, 'base64url').length === 32;

/** A random key generated once into DATA_DIR (outside production only). */
const localKeyFile = (dataDir: string, name: string): string => {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
};

/** Outside production a certificate signing key is generated once into DATA_DIR, like the session secret. */
const localCertificateKey = (dataDir: string): string => localKeyFile(dataDir, 'certificate-signing.key');

export const loadConfig = (env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = resolve(overrides.DATA_DIR ?? e.DATA_DIR);
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction && !e.JWT_SECRET) {
    throw new Error('JWT_SECRET must be set in production (at least 32 characters).');
  }
  if (isProduction && !e.CERTIFICATE_SIGNING_KEY) {
    throw new Error('CERTIFICATE_SIGNING_KEY must be set in production (a 32-byte Ed25519 seed, base64url).');
  }
  if (e.CERTIFICATE_SIGNING_KEY && !isEd25519Seed(e.CERTIFICATE_SIGNING_KEY)) {
    throw new Error('CERTIFICATE_SIGNING_KEY must be a 32-byte Ed25519 seed written as base64url (43 characters).');
  }
  const razorpayKeys = [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET].filter(Boolean).length;
  if (razorpayKeys !== 0 && razorpayKeys !== 3) {
    throw new Error('RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together.');
  }
  if (isProduction && e.PASSWORD_HASH_COST_LOG2 < 17) {
    throw new Error('PASSWORD_HASH_COST_LOG2 must be at least 17 in production.');
  }
  if (isProduction && e.SEED_ON_START === true) {
    throw new Error(
      'SEED_ON_START must not be set in production: demo data creates accounts with known passwords and is for development only.',
    );
  }
  return {
    ...e,
    DATA_DIR: dataDir,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    uploadsDir: join(dataDir, 'uploads'),
    privateUploadsDir: join(dataDir, 'private-uploads'),
    dbDir: join(dataDir, 'db'),
    jwtSecret: e.JWT_SECRET ?? localSecret(dataDir),
    certificateSigningKey: e.CERTIFICATE_SIGNING_KEY ?? localCertificateKey(dataDir),
    paymentProvider: razorpayKeys === 3 ? 'razorpay' : isProduction ? 'none' : 'local',
    localPaymentSecret: isProduction ? '' : localKeyFile(dataDir, 'local-payments.key'),
    isProduction,
    SEED_ON_START: e.SEED_ON_START ?? !isProduction,
    API_DOCS: e.API_DOCS ?? !isProduction,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    ...overrides,
  };
};
