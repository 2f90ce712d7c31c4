import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { QUOTA_LIMITS, type QuotaKind } from '@haru/contracts';

/**
 * Every environment variable the API reads, validated once at start: the process refuses to start on a bad
 * configuration, naming each wrong variable. Nothing else in api/src reads process.env (README, "Configuration").
 */
/** A hop count, or a list of proxy addresses, subnets and Express's names (never `true`: that trusts any client). */
const trustProxySchema = z.string().trim().refine((value) => /^\d{1,2}$/.test(value) || value.split(',').every((part) => {
  const [address, bits, extra] = part.trim().split('/');
  if (['loopback', 'linklocal', 'uniquelocal'].includes(address) && bits === undefined) return true;
  return isIP(address) !== 0 && extra === undefined && (bits === undefined || /^\d{1,3}$/.test(bits));
}), 'a hop count, or addresses/subnets (and loopback, linklocal, uniquelocal), comma-separated');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** API processes on this machine (node:cluster, one port); 1 = one process, as always. */
  API_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Which direct peers' X-Forwarded-For names the client (login throttling counts per client address). */
  TRUST_PROXY: trustProxySchema.default('loopback'),
  MONGODB_URI: z.string().url().optional(),
  EMBEDDED_DB_THREAD: z.enum(['main', 'worker']).optional(),
  /** where each request's revision stamps come from (cache/revisions.ts); unset → memory, or database with MONGODB_URI */
  REVISION_STAMPS: z.enum(['memory', 'database']).optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32).optional(),
  CORS_ORIGINS: z.string().default(''),
  REMOTE_ORIGINS: z.string().default(''),
  REMOTES_FILE: z.string().min(1).optional(),
  WEB_ROOT: z.string().min(1).optional(),
  MACOS_APP_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.string().default('256kb'),
  /** Largest backup file or CSV a restore or import takes (POST /api/backup/*, /api/import/*). */
  BACKUP_MAX_BYTES: z.string().default('20mb'),
  /** host:port pairs the API tester may reach despite its address guard (test targets only). */
  API_TESTER_ALLOW_HOSTS: z.string().default(''),
  /** Sign-up attempts one client address may make per 15 minutes (test servers that register many users raise it). */
  REGISTER_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  /** Per-account quotas; lower than the contracts' numbers only for tests or small deployments. */
  QUOTA_TODOS: z.coerce.number().int().min(1).default(QUOTA_LIMITS.todos),
  QUOTA_MEETINGS: z.coerce.number().int().min(1).default(QUOTA_LIMITS.meetings),
  QUOTA_PROJECTS: z.coerce.number().int().min(1).default(QUOTA_LIMITS.projects),
  QUOTA_TASKS_PER_PROJECT: z.coerce.number().int().min(1).default(QUOTA_LIMITS.tasksPerProject),
  QUOTA_MEETING_TEMPLATES: z.coerce.number().int().min(1).default(QUOTA_LIMITS.meetingTemplates),
  /** A list body up to this size is kept in the list cache; a larger one is streamed on every request. */
  LIST_CACHE_ENTRY_BYTES: z.coerce.number().int().min(0).default(8 * 1024 * 1024),
  /** The operator's file of decreed holidays (임시공휴일, election days); read again when it changes. */
  HOLIDAYS_FILE: z.string().min(1).optional(),
  /** How often the reminder scheduler looks for due reminders (ms); 0 turns it off in this process. */
  REMINDER_INTERVAL_MS: z.coerce.number().int().min(0).default(30_000),
  /** Web Push: the contact push services may use (mailto: or https:), and the VAPID key pair (base64url). */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'mailto: or https:// URL').default('mailto:haru@localhost'),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, '65-byte P-256 public key, base64url').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, '32-byte private key, base64url').optional(),
  /** host:port pairs a push endpoint may use despite the address guard and without https (tests only). */
  PUSH_ALLOW_HOSTS: z.string().default(''),
  /** bcrypt cost of new password hashes: 12 (ASVS V6) unless NODE_ENV=test, where test servers may go lower. */
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).optional(),
});

/** `api/config/holidays.json`: this file is api/src/config.ts from source and bundled into api/dist/main.js, both two levels below. */
const DEFAULT_HOLIDAYS_FILE = path.resolve(__dirname, '../config/holidays.json');

export type Env = z.infer<typeof envSchema>;

/** The name of every environment variable the API reads (the README's settings table lists each). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as (keyof Env)[];

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** >1: a cluster primary holds the database and the secrets and runs this many API processes (cluster.ts) */
  apiWorkers: number;
  /** Express's 'trust proxy': a hop count or addresses/subnets */
  trustProxy: number | string;
  mongodbUri?: string;
  /** where the embedded database runs; unset → by core count (db/connect.ts) */
  embeddedDbThread?: 'main' | 'worker';
  /** memory: kept per process (one process, or one node:cluster relaying them); database: read per request */
  revisionStamps: 'memory' | 'database';
  dataDir: string;
  jwtSecret?: string;
  corsOrigins: string[];
  remoteOrigins: string[];
  /** a registry file replacing the generated /remotes.json */
  remotesFile?: string;
  /** the folder holding <app>/dist for every app; unset → the repository root */
  webRoot?: string;
  macosAppUrl?: string;
  logLevel: Env['LOG_LEVEL'];
  bodyLimit: string;
  backupMaxBytes: string;
  apiTesterAllowHosts: string[];
  registerMaxPerIp: number;
  quotas: Record<QuotaKind, number>;
  listCacheEntryBytes: number;
  /** absolute path of the decreed-holidays file */
  holidaysFile: string;
  reminderIntervalMs: number;
  push: { subject: string; publicKey?: string; privateKey?: string; allowHosts: string[] };
  bcryptCost: number;
}

/** The bcrypt cost every real deployment hashes with at least (ASVS V6). */
export const BCRYPT_MIN_COST = 12;

const list = (value: string) => value.split(',').map((s) => s.trim()).filter(Boolean);

/** A configuration the API refuses to start with; main.ts prints its message alone and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  // Every API process on a shared MongoDB must sign with the same secret. On the embedded database one process
  // owns DATA_DIR (locked), so the secret generated there (secret.ts, mode 0600) is enough, in production too.
  if (e.NODE_ENV === 'production' && e.MONGODB_URI && !e.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET (at least 32 characters) is required when NODE_ENV=production and MONGODB_URI is set');
  }
  if (e.BCRYPT_COST !== undefined && e.NODE_ENV !== 'test' && e.BCRYPT_COST < BCRYPT_MIN_COST) {
    throw new ConfigError(`BCRYPT_COST below ${BCRYPT_MIN_COST} is only for tests (NODE_ENV=test)`);
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together or not at all');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    apiWorkers: e.API_WORKERS,
    trustProxy: /^\d+$/.test(e.TRUST_PROXY) ? Number(e.TRUST_PROXY) : e.TRUST_PROXY,
    mongodbUri: e.MONGODB_URI,
    embeddedDbThread: e.EMBEDDED_DB_THREAD,
    revisionStamps: e.REVISION_STAMPS ?? (e.MONGODB_URI ? 'database' : 'memory'),
    dataDir: e.DATA_DIR,
    jwtSecret: e.JWT_SECRET,
    corsOrigins: list(e.CORS_ORIGINS),
    remoteOrigins: list(e.REMOTE_ORIGINS),
    remotesFile: e.REMOTES_FILE,
    webRoot: e.WEB_ROOT,
    macosAppUrl: e.MACOS_APP_URL,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    backupMaxBytes: e.BACKUP_MAX_BYTES,
    apiTesterAllowHosts: list(e.API_TESTER_ALLOW_HOSTS),
    registerMaxPerIp: e.REGISTER_MAX_PER_IP,
    quotas: { todos: e.QUOTA_TODOS, meetings: e.QUOTA_MEETINGS, projects: e.QUOTA_PROJECTS, tasksPerProject: e.QUOTA_TASKS_PER_PROJECT, meetingTemplates: e.QUOTA_MEETING_TEMPLATES },
    listCacheEntryBytes: e.LIST_CACHE_ENTRY_BYTES,
    holidaysFile: path.resolve(e.HOLIDAYS_FILE ?? DEFAULT_HOLIDAYS_FILE),
    reminderIntervalMs: e.REMINDER_INTERVAL_MS,
    push: { subject: e.VAPID_SUBJECT, publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, allowHosts: list(e.PUSH_ALLOW_HOSTS) },
    bcryptCost: e.BCRYPT_COST ?? BCRYPT_MIN_COST,
  };
}
