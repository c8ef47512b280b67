import path from 'node:path';
import { readSiteConfig, type SiteConfig } from '../src/config/site-config';

export interface ServerConfig {
  host: string;
  port: number;
  /** Where the SQLite database (and later uploads) live; never served. */
  dataDir: string;
  /** The built client (prerendered HTML and assets); null serves the API only. */
  staticDir: string | null;
  /** Log level for pino; 'silent' in tests. */
  logLevel: string;
  /** Contact requests and applications accepted per minute from one client address. */
  formsRateLimitPerMinute: number;
  /** How long a prepared resume upload address stays valid, in milliseconds (15 minutes). */
  uploadUrlTtlMs: number;
  /** Upload preparations and upload PUTs accepted per minute from one client address. */
  uploadsRateLimitPerMinute: number;
  /** JWT_SECRET: hex of at least 32 random bytes; null makes one on first start in dataDir. */
  jwtSecret: string | null;
  /** log2 of the scrypt cost N for new password hashes (17; tests may lower it, never env). */
  passwordHashLogN: number;
  site: SiteConfig;
}

type Env = Readonly<Record<string, string | undefined>>;

function parsePositiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, got "${value}"`);
  }
  return port;
}

export function readServerConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  return {
    host: env.HOST ?? '0.0.0.0',
    port: parsePort(env.PORT, 3001),
    dataDir: path.resolve(cwd, env.DATA_DIR ?? 'data'),
    staticDir: env.STATIC_DIR === '' ? null : path.resolve(cwd, env.STATIC_DIR ?? 'dist/client'),
    logLevel: env.LOG_LEVEL ?? 'info',
    formsRateLimitPerMinute: parsePositiveInt('FORMS_RATE_LIMIT', env.FORMS_RATE_LIMIT, 20),
    uploadUrlTtlMs: parsePositiveInt('UPLOAD_URL_TTL_MS', env.UPLOAD_URL_TTL_MS, 15 * 60_000),
    uploadsRateLimitPerMinute: parsePositiveInt('UPLOADS_RATE_LIMIT', env.UPLOADS_RATE_LIMIT, 20),
    jwtSecret: env.JWT_SECRET?.trim() || null,
    passwordHashLogN: 17,
    site: readSiteConfig(env),
  };
}
