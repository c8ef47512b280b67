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
    site: readSiteConfig(env),
  };
}
