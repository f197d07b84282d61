import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repo root = two levels above server/src. Relative paths in env are resolved from here,
 *  so `npm start` from the repo root and from server/ both use the same ./data. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type SmsProviderName = 'console' | 'memory';
export type RealnameProviderName = 'local';

export interface RateLimitRule {
  /** max hits per window */
  max: number;
  windowMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** true when running on the in-process PGlite database */
  embedded: boolean;
  dataDir: string;
  redisUrl: string | undefined;
  nodeEnv: string;
  isProduction: boolean;
  captchaEnabled: boolean;
  smsProvider: SmsProviderName;
  realnameProvider: RealnameProviderName;
  /** 32-byte AES-256 key; also the HMAC key (derived sub-keys, see lib/crypto.ts) */
  dataKey: Buffer;
  tokenTtlDays: number;
  h5Dist: string;
  seedDemo: boolean;
  logLevel: string;
  /** trust X-Forwarded-For (only behind a known reverse proxy; otherwise clients could dodge per-IP limits) */
  trustProxy: boolean;
  rateLimits: Readonly<Record<RateLimitName, RateLimitRule>>;
  /** recycle reference price = deal price × this (merchants buy below resale); RECYCLE_FACTOR, default 0.7 */
  recycleFactor: number;
}

export type RateLimitName =
  | 'passwordLoginIp'
  | 'registerIp'
  | 'realnameUser'
  | 'smsPhoneType'
  | 'smsPhoneDay'
  | 'smsIp'
  | 'consignUser'
  | 'uploadUser'
  | 'problemUser'
  | 'checkAccountIp'
  | 'reportUser'
  | 'appraisalUser';

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

function bool(v: string | undefined, dflt: boolean, name: string): boolean {
  if (v === undefined || v === '') return dflt;
  const s = v.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(s)) return true;
  if (['0', 'false', 'no', 'off'].includes(s)) return false;
  throw new ConfigError(`${name} must be true/false, got "${v}"`);
}

function int(v: string | undefined, dflt: number, name: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new ConfigError(`${name} must be an integer in [${min}, ${max}], got "${v}"`);
  return n;
}

function fraction(v: string | undefined, dflt: number, name: string): number {
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isFinite(n) || n <= 0 || n > 1) throw new ConfigError(`${name} must be a number in (0, 1], got "${v}"`);
  return n;
}

function oneOf<T extends string>(v: string | undefined, allowed: readonly T[], dflt: T, name: string): T {
  if (v === undefined || v === '') return dflt;
  if (!(allowed as readonly string[]).includes(v)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${v}"`);
  return v as T;
}

function decodeKey(raw: string, source: string): Buffer {
  const key = Buffer.from(raw.trim(), 'base64');
  if (key.length !== 32) throw new ConfigError(`DATA_KEY (${source}) must be 32 bytes encoded as base64 (got ${key.length} bytes). Generate one with: node -e "console.log(require('crypto').randomBytes(32).toString('base64'))"`);
  return key;
}

/**
 * Embedded mode keeps a generated key next to the data it protects, so a first `npm start`
 * needs no setup yet no secret is hard-coded in the source.
 */
function embeddedKey(dataDir: string): Buffer {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return decodeKey(readFileSync(file, 'utf8'), file);
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64') + '\n', { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}

export interface LoadConfigOptions {
  /** Provide the key directly (tests) instead of reading/creating DATA_DIR/secret.key */
  dataKey?: Buffer;
}

export function loadConfig(env: Env = process.env, opts: LoadConfigOptions = {}): Readonly<AppConfig> {
  const nodeEnv = env.NODE_ENV || 'development';
  const isProduction = nodeEnv === 'production';
  const databaseUrl = env.DATABASE_URL || undefined;
  const embedded = !databaseUrl;
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR || 'data');
  const h5Dist = path.resolve(REPO_ROOT, env.H5_DIST || path.join('dist', 'h5'));

  let dataKey: Buffer;
  if (opts.dataKey) dataKey = opts.dataKey;
  else if (env.DATA_KEY) dataKey = decodeKey(env.DATA_KEY, 'env');
  else if (!embedded && isProduction) {
    throw new ConfigError(
      '缺少 DATA_KEY：生产环境连接外部数据库时必须提供 32 字节 base64 加密密钥。\n' +
        'DATA_KEY is required in production when DATABASE_URL is set (32 random bytes, base64). ' +
        'All instances must share the same key; losing it makes encrypted ID data unreadable.',
    );
  } else dataKey = embeddedKey(dataDir);

  const rl = (name: string, max: number, windowMs: number): RateLimitRule => ({
    max: int(env[`RATE_${name}`], max, `RATE_${name}`, 1),
    windowMs,
  });

  const cfg: AppConfig = {
    port: int(env.PORT, 3000, 'PORT', 0, 65535),
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    embedded,
    dataDir,
    redisUrl: env.REDIS_URL || undefined,
    nodeEnv,
    isProduction,
    captchaEnabled: bool(env.CAPTCHA_ENABLED, true, 'CAPTCHA_ENABLED'),
    smsProvider: oneOf(env.SMS_PROVIDER, ['console', 'memory'] as const, 'console', 'SMS_PROVIDER'),
    realnameProvider: oneOf(env.REALNAME_PROVIDER, ['local'] as const, 'local', 'REALNAME_PROVIDER'),
    dataKey,
    tokenTtlDays: int(env.TOKEN_TTL_DAYS, 7, 'TOKEN_TTL_DAYS', 1, 365),
    h5Dist,
    seedDemo: bool(env.SEED_DEMO, embedded, 'SEED_DEMO'),
    trustProxy: bool(env.TRUST_PROXY, false, 'TRUST_PROXY'),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    rateLimits: Object.freeze({
      passwordLoginIp: rl('PASSWORD_LOGIN_IP', 10, MIN),
      registerIp: rl('REGISTER_IP', 5, HOUR),
      realnameUser: rl('REALNAME_USER', 5, DAY),
      smsPhoneType: rl('SMS_PHONE_TYPE', 1, MIN),
      smsPhoneDay: rl('SMS_PHONE_DAY', 10, DAY),
      smsIp: rl('SMS_IP', 20, HOUR),
      consignUser: rl('CONSIGN_USER', 20, HOUR),
      uploadUser: rl('UPLOAD_USER', 300, HOUR),
      problemUser: rl('PROBLEM_USER', 10, HOUR),
      // checkAccount answers "is this ours?" for exact identifiers only; the limit stops walking number ranges
      checkAccountIp: rl('CHECK_ACCOUNT_IP', 30, MIN),
      reportUser: rl('REPORT_USER', 10, HOUR),
      appraisalUser: rl('APPRAISAL_USER', 20, HOUR),
    }),
    recycleFactor: fraction(env.RECYCLE_FACTOR, 0.7, 'RECYCLE_FACTOR'),
  };
  return Object.freeze(cfg);
}
