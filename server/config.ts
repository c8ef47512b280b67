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
  site: SiteConfig;
}

type Env = Readonly<Record<string, string | undefined>>;

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
    site: readSiteConfig(env),
  };
}
