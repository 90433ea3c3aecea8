import Type, { type Static } from 'typebox';
import { Value } from 'typebox/value';
import { DEFAULT_DATABASE_TIMEOUTS } from './database/timeouts.ts';

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/** What live payments cannot run without (sandbox mode falls back to the simulators). */
const LIVE_PROVIDER_SETTINGS = [
  'MTN_MOMO_BASE_URL',
  'MTN_MOMO_SUBSCRIPTION_KEY',
  'MTN_MOMO_API_USER',
  'MTN_MOMO_API_KEY',
  'MTN_MOMO_TARGET_ENVIRONMENT',
  'ORANGE_MONEY_BASE_URL',
  'ORANGE_MONEY_CLIENT_ID',
  'ORANGE_MONEY_CLIENT_SECRET',
  'ORANGE_MONEY_MERCHANT_KEY',
  'GIMAC_BASE_URL',
  'GIMAC_CLIENT_ID',
  'GIMAC_CLIENT_SECRET',
] as const;

/**
 * Every setting the process reads from its environment. `.env.example` lists the same
 * variables; nothing else in the code reads `process.env`.
 */
export const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('test'), Type.Literal('production')], {
    default: 'development',
  }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  LOG_LEVEL: Type.Union(
    [
      Type.Literal('fatal'),
      Type.Literal('error'),
      Type.Literal('warn'),
      Type.Literal('info'),
      Type.Literal('debug'),
      Type.Literal('trace'),
      Type.Literal('silent'),
    ],
    { default: 'info' },
  ),
  /** External PostgreSQL; when unset `npm start` runs an embedded server. */
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  /** Where the embedded PostgreSQL keeps its files and where local secrets live. */
  DATA_DIR: Type.String({ minLength: 1, default: '.data' }),
  EMBEDDED_PG_PORT: Type.Integer({ minimum: 1024, maximum: 65535, default: 54329 }),
  /**
   * Bounds on every wait for PostgreSQL (api/database/timeouts.ts), so an outage is a
   * 503 within seconds: a statement (`statement_timeout`; the client gives up 1 s later, for a
   * server that answers nothing at all), the long statements of migrations, reports and
   * reconciliation, a pooled connection, a new connection's handshake.
   */
  DB_STATEMENT_TIMEOUT_MS: Type.Integer({
    minimum: 100,
    maximum: 600_000,
    default: DEFAULT_DATABASE_TIMEOUTS.statementMs,
  }),
  DB_LONG_STATEMENT_TIMEOUT_MS: Type.Integer({
    minimum: 1000,
    maximum: 3_600_000,
    default: DEFAULT_DATABASE_TIMEOUTS.longStatementMs,
  }),
  DB_ACQUIRE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: DEFAULT_DATABASE_TIMEOUTS.acquireMs }),
  DB_CONNECT_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 60_000, default: DEFAULT_DATABASE_TIMEOUTS.connectMs }),
  /** Built site served as static files. */
  SITE_DIR: Type.String({ minLength: 1, default: 'dist' }),
  /**
   * Which proxies in front may say who the client is (X-Forwarded-For): `false`, none;
   * `true` or `1`, the one load balancer in front; `2`… that many; or the proxies' own
   * addresses and CIDR blocks, comma-separated. See `trustProxyOption`.
   */
  TRUST_PROXY: Type.String({
    default: 'false',
    pattern: '^(false|true|[1-9]|[0-9A-Fa-f.:/]+( *, *[0-9A-Fa-f.:/]+)*)$',
  }),
  /**
   * Accounts one client address may create in 10 minutes. Raise it where many people share one
   * address (an office, a training room) or a test run creates its own users.
   */
  REGISTRATIONS_PER_ADDRESS: Type.Integer({ minimum: 1, maximum: 100_000, default: 30 }),
  BODY_LIMIT_BYTES: Type.Integer({ minimum: 1024, maximum: 50 * 1024 * 1024, default: 1024 * 1024 }),
  /** Signs session tokens. Required in production; generated once and kept in DATA_DIR otherwise. */
  SESSION_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  /**
   * Seals webhook signing secrets at rest (AES-256-GCM, key derived by HKDF). Unset: derived
   * from SESSION_SECRET (set it separately to change the session secret without losing them).
   */
  WEBHOOK_SECRETS_KEY: Type.Optional(Type.String({ minLength: 32 })),
  /**
   * Shared rate-limit and API-key counters for several API instances. While it does not answer,
   * each process counts in its own memory (plugins/redis.ts) and readiness says `redis: down`.
   */
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  /** Overrides every API key's per-second burst (25 sandbox, 100 production): load tests only. */
  API_KEY_BURST_PER_SECOND: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  /** sandbox: providers are the local simulators; live: the base URLs below. */
  PAYMENTS_MODE: Type.Union([Type.Literal('sandbox'), Type.Literal('live')], { default: 'sandbox' }),
  /**
   * Payment providers (api/providers/). In sandbox mode every value below is optional: base
   * URLs default to this server's own simulators and credentials to the simulators' sandbox
   * ones. In live mode the base URLs and credentials are required.
   */
  MTN_MOMO_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  MTN_MOMO_SUBSCRIPTION_KEY: Type.Optional(Type.String({ minLength: 1 })),
  /** MTN's API user is a UUID (X-Reference-Id of its provisioning call). */
  MTN_MOMO_API_USER: Type.Optional(Type.String({ pattern: UUID_PATTERN })),
  MTN_MOMO_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
  /** X-Target-Environment: "sandbox" at MTN's sandbox, e.g. "mtncameroon" in production. */
  MTN_MOMO_TARGET_ENVIRONMENT: Type.Optional(Type.String({ pattern: '^[a-z0-9]+$' })),
  ORANGE_MONEY_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  ORANGE_MONEY_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  ORANGE_MONEY_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  ORANGE_MONEY_MERCHANT_KEY: Type.Optional(Type.String({ minLength: 1 })),
  GIMAC_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  GIMAC_CLIENT_ID: Type.Optional(Type.String({ minLength: 1 })),
  GIMAC_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 16 })),
  /** Longest wait for one provider HTTP call (token, payment, status) before it counts as a timeout. */
  PROVIDER_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 120_000, default: 10_000 }),
  /** Sandbox: how long a payment to a number ending in 03 stays pending before it expires. */
  SANDBOX_TIMEOUT_SECONDS: Type.Integer({ minimum: 1, maximum: 86_400, default: 60 }),
  /**
   * Sandbox: how long each simulator call takes to answer, as real providers' round trips do
   * (hundreds of milliseconds). 0 by default; load and fault tests raise it so jobs are
   * mid-call when a process dies.
   */
  SANDBOX_LATENCY_MS: Type.Integer({ minimum: 0, maximum: 10_000, default: 0 }),
  /**
   * The KYC provider (api/providers/kyc/) that live-mode verifications (ob_live_ keys on a live
   * server) reach; without it they answer 503. Test-mode verifications always reach this
   * server's own KYC simulator, whose key is public (`SANDBOX_CREDENTIALS.kyc`).
   */
  KYC_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  KYC_API_KEY: Type.Optional(Type.String({ minLength: 1 })),
  /** Sandbox: how long a test identity "in review" (document ending 03 or 04) waits for its reviewer. */
  KYC_SANDBOX_REVIEW_SECONDS: Type.Integer({ minimum: 0, maximum: 86_400, default: 10 }),
  /**
   * inline: the API process also runs the payments job queue (graphile-worker); off: jobs wait
   * for a separate `npm run worker` process (several API instances, one or more workers).
   * Unset: inline, except under NODE_ENV=test where tests run jobs themselves.
   */
  PAYMENTS_WORKER: Type.Optional(Type.Union([Type.Literal('inline'), Type.Literal('off')])),
  /**
   * Jobs one worker process runs at the same time. A job mostly waits on a provider's HTTP
   * answer (hundreds of milliseconds live), so a runner keeps many in flight; each holds a
   * database connection only for its short transactions.
   */
  PAYMENTS_WORKER_CONCURRENCY: Type.Integer({ minimum: 1, maximum: 50, default: 16 }),
  /**
   * A payment still without the provider's final answer this long after its attempt started is
   * unresolved: never failed for it (the provider may have collected), polled less often, shown
   * to staff, settled by the provider's answer or its settlement statement.
   */
  PAYMENTS_MAX_PENDING_SECONDS: Type.Integer({ minimum: 5, maximum: 7 * 86_400, default: 3600 }),
  /**
   * Back-pressure: past this many attempts waiting for their first send (across every process),
   * new payments answer 503 with Retry-After rather than queue without end. 0 turns it off.
   */
  PAYMENTS_BACKLOG_LIMIT: Type.Integer({ minimum: 0, maximum: 10_000_000, default: 5000 }),
  /**
   * Graceful shutdown (SIGTERM, SIGINT): how long requests in flight and running jobs get to
   * finish. Past it their connections are cut and the jobs' locks released, so another runner
   * takes them at once. Keep it under the orchestrator's own grace period (Kubernetes: 30 s).
   */
  SHUTDOWN_DEADLINE_MS: Type.Integer({ minimum: 1000, maximum: 600_000, default: 25_000 }),
  /** How often each job runner records that it is alive (`job_runner_heartbeats`). */
  JOB_RUNNER_HEARTBEAT_MS: Type.Integer({ minimum: 200, maximum: 60_000, default: 5000 }),
  /**
   * A runner that has not recorded itself for this long is dead: another runner releases its
   * jobs (graphile-worker's `force_unlock_workers`). At least 3 heartbeats. Crashed jobs run
   * again within about this plus two heartbeats.
   */
  JOB_RUNNER_DEAD_AFTER_MS: Type.Integer({ minimum: 1000, maximum: 3_600_000, default: 30_000 }),
  /** Insert demo accounts and data at start (never in production unless asked). */
  SEED_DEMO_DATA: Type.Optional(Type.Boolean()),
  /**
   * Where uploaded institution documents are kept, content-addressed (by SHA-256). Unset:
   * `DATA_DIR/uploads`. The document store is an interface (services/institutions/
   * document-storage.ts), so an S3-compatible store can replace the local folder.
   */
  UPLOADS_DIR: Type.Optional(Type.String({ minLength: 1 })),
  /**
   * ClamAV's `clamscan` (e.g. /usr/bin/clamscan). Set: each uploaded document is scanned by a
   * job and marked clean or infected. Unset: documents stay `unscanned`.
   */
  CLAMSCAN_PATH: Type.Optional(Type.String({ minLength: 1 })),
  /** A signature database file or folder for clamscan's `-d` (unset: clamscan's own default). */
  CLAMSCAN_DB: Type.Optional(Type.String({ minLength: 1 })),
  /** Public origin used in links we hand out (docs base URL, webhook pages). */
  PUBLIC_BASE_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
});

export type Env = Static<typeof EnvSchema>;

export interface AppConfig extends Env {
  isProduction: boolean;
  seedDemoData: boolean;
}

/** The configuration once the database to use is known (external or embedded). */
export type RuntimeConfig = AppConfig & { databaseUrl: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings mean "not set", the way shells and .env files usually write it. */
function withoutEmptyValues(source: NodeJS.ProcessEnv): Record<string, string> {
  const entries = Object.entries(source).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
  );
  return Object.fromEntries(entries);
}

/** Reads and validates the environment once; a bad value stops start-up naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Env> = {}): AppConfig {
  const known = Object.keys(EnvSchema.properties);
  const raw = Object.fromEntries(Object.entries(withoutEmptyValues(source)).filter(([key]) => known.includes(key)));
  const converted = Value.Default(EnvSchema, Value.Convert(EnvSchema, { ...raw, ...overrides }));
  const errors = Value.Errors(EnvSchema, converted);
  if (errors.length > 0) {
    const lines = errors.map((error) => {
      const variable = error.instancePath.replace(/^\//, '') || 'environment';
      const given = variable in raw ? ` (got "${raw[variable]}")` : '';
      return `  ${variable}: ${error.message}${given}`;
    });
    throw new ConfigError(`Invalid configuration:\n${[...new Set(lines)].join('\n')}`);
  }
  const env = converted as Env;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.SESSION_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  SESSION_SECRET: is required in production (at least 32 characters)',
    );
  }
  if (env.PAYMENTS_MODE === 'live') {
    const missing = LIVE_PROVIDER_SETTINGS.filter((variable) => !env[variable]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((variable) => `  ${variable}: is required when PAYMENTS_MODE=live`).join('\n')}`,
      );
    }
  }
  if (env.JOB_RUNNER_DEAD_AFTER_MS < 3 * env.JOB_RUNNER_HEARTBEAT_MS) {
    // Fewer beats than this and one slow beat would make a live runner look dead.
    throw new ConfigError(
      'Invalid configuration:\n  JOB_RUNNER_DEAD_AFTER_MS: must be at least 3 × JOB_RUNNER_HEARTBEAT_MS',
    );
  }
  return { ...env, isProduction, seedDemoData: env.SEED_DEMO_DATA ?? !isProduction };
}

/**
 * The processes' configuration from their environment (`npm start`, `npm run worker`): a bad
 * value prints what is wrong and ends the process, with no stack trace.
 */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\nSee .env.example for every variable.\n`);
    process.exit(1);
  }
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY. Never "every hop": the left-most X-Forwarded-For
 * entries are whatever the caller wrote, so trusting them all would let anyone pick the address
 * an API key's allow-list and the per-address limits check. `true` is one hop: the client is the
 * address the load balancer appended, the right-most entry.
 */
export function trustProxyOption(setting: string): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === 'false') return false;
  if (setting === 'true' || /^[1-9]$/.test(setting)) {
    const hops = setting === 'true' ? 1 : Number(setting);
    // Hop 0 is the socket's peer (the nearest proxy); the client is the first hop not trusted.
    return (_address, hop) => hop < hops;
  }
  return setting.split(',').map((entry) => entry.trim());
}
