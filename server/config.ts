import path from 'node:path';
import { readSiteConfig, type SiteConfig } from '../src/config/site-config';

export interface ServerConfig {
  host: string;
  port: number;
  /** Where the SQLite database (and later uploads) live; never served. */
  dataDir: string;
  /** DATABASE_URL and its pool: PostgreSQL when a URL is set, else SQLite in dataDir. */
  database: DatabaseConfig;
  /** The built client (prerendered HTML and assets); null serves the API only. */
  staticDir: string | null;
  /** Log level for pino; 'silent' in tests. */
  logLevel: string;
  /**
   * TRUST_PROXY: which proxies' X-Forwarded-For to believe (Fastify's trustProxy): false (default,
   * the peer is the client), true (any peer), or the balancers' addresses/CIDRs. Behind a load balancer the rate
   * limits need the visitor's address, not the balancer's.
   */
  trustProxy: boolean | string;
  /** Contact requests and applications accepted per minute from one client address. */
  formsRateLimitPerMinute: number;
  /** How long a prepared resume upload address stays valid, in milliseconds (15 minutes). */
  uploadUrlTtlMs: number;
  /** Upload preparations and upload PUTs accepted per minute from one client address. */
  uploadsRateLimitPerMinute: number;
  /** JWT_SECRET: hex of at least 32 random bytes; null makes one on first start in dataDir. */
  jwtSecret: string | null;
  /** A request whose headers have not all arrived by then is cut off (408): slow-loris. */
  headersTimeoutMs: number;
  /**
   * A request not received in full by then is cut off (408): long enough for a 10 MB resume on a
   * slow mobile connection (about 85 KB/s), short enough that a trickling upload cannot hold a socket.
   */
  requestTimeoutMs: number;
  /** log2 of the scrypt cost N for new password hashes (17; tests may lower it, never env). */
  passwordHashLogN: number;
  /** Announcements of new leads (issue 12); both channels off unless configured. */
  notifications: NotificationsConfig;
  site: SiteConfig;
}

/** The PostgreSQL connection pool (DATABASE_*); unused on SQLite. */
export interface DatabaseConfig {
  /** DATABASE_URL (postgres:// or postgresql://); null: the embedded SQLite file. */
  url: string | null;
  /** DATABASE_POOL_MAX: connections one app server may hold (10). */
  poolMax: number;
  /** DATABASE_CONNECT_TIMEOUT_MS: how long to wait for a new connection (5 s). */
  connectTimeoutMs: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS: the server cancels a statement running longer (30 s). */
  statementTimeoutMs: number;
  /** DATABASE_IDLE_TIMEOUT_MS: an unused pooled connection is closed after (30 s). */
  idleTimeoutMs: number;
}

/** Where new leads are announced. Nothing configured: nothing is sent, the inbox still works. */
export interface NotificationsConfig {
  /** LEADS_NOTIFY (comma-separated addresses) with SMTP_URL (smtp:// or smtps://). */
  email: { to: string[]; smtpUrl: string; from: string } | null;
  /** LEADS_WEBHOOK_URL: a JSON POST per lead; LEADS_WEBHOOK_SECRET signs the body (HMAC-SHA256). */
  webhook: { url: string; secret: string | null } | null;
  /** PUBLIC_URL: the site's public address, for links to a lead in the announcements. */
  publicUrl: string | null;
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

function parseTrustProxy(value: string | undefined): boolean | string {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  const addresses = text.split(',').map((part) => part.trim());
  if (addresses.some((part) => !/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(part))) {
    throw new Error(
      `TRUST_PROXY must be true or addresses/CIDRs separated by commas, got "${value}"`,
    );
  }
  return addresses.join(',');
}

function parseUrl(name: string, value: string, schemes: readonly string[]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be a URL, got "${value}"`);
  }
  if (!schemes.includes(url.protocol.replace(/:$/, ''))) {
    throw new Error(`${name} must start with ${schemes.map((s) => `${s}://`).join(' or ')}`);
  }
  return value;
}

/** LEADS_NOTIFY, SMTP_URL, LEADS_MAIL_FROM, LEADS_WEBHOOK_URL, LEADS_WEBHOOK_SECRET, PUBLIC_URL. */
export function readNotificationsConfig(env: Env): NotificationsConfig {
  const to = (env.LEADS_NOTIFY ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const smtpUrl = env.SMTP_URL?.trim() ?? '';
  if (to.length > 0 && !smtpUrl) throw new Error('LEADS_NOTIFY needs SMTP_URL (smtp://host:port)');
  const webhookUrl = env.LEADS_WEBHOOK_URL?.trim() ?? '';
  const publicUrl = env.PUBLIC_URL?.trim() ?? '';
  return {
    email:
      to.length > 0
        ? {
            to,
            smtpUrl: parseUrl('SMTP_URL', smtpUrl, ['smtp', 'smtps']),
            from: env.LEADS_MAIL_FROM?.trim() || 'КУБ <no-reply@kub-placeholder.example>',
          }
        : null,
    webhook: webhookUrl
      ? {
          url: parseUrl('LEADS_WEBHOOK_URL', webhookUrl, ['http', 'https']),
          secret: env.LEADS_WEBHOOK_SECRET?.trim() || null,
        }
      : null,
    publicUrl: publicUrl
      ? parseUrl('PUBLIC_URL', publicUrl, ['http', 'https']).replace(/\/+$/, '')
      : null,
  };
}

/** DATABASE_URL and the DATABASE_* pool settings. */
export function readDatabaseConfig(env: Env): DatabaseConfig {
  const url = env.DATABASE_URL?.trim() || null;
  return {
    url: url === null ? null : parseUrl('DATABASE_URL', url, ['postgres', 'postgresql']),
    poolMax: parsePositiveInt('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 10),
    connectTimeoutMs: parsePositiveInt(
      'DATABASE_CONNECT_TIMEOUT_MS',
      env.DATABASE_CONNECT_TIMEOUT_MS,
      5_000,
    ),
    statementTimeoutMs: parsePositiveInt(
      'DATABASE_STATEMENT_TIMEOUT_MS',
      env.DATABASE_STATEMENT_TIMEOUT_MS,
      30_000,
    ),
    idleTimeoutMs: parsePositiveInt(
      'DATABASE_IDLE_TIMEOUT_MS',
      env.DATABASE_IDLE_TIMEOUT_MS,
      30_000,
    ),
  };
}

export const JWT_SECRET_REQUIRED =
  'JWT_SECRET is required with DATABASE_URL: every app server must sign sessions with the same key ' +
  '(64 or more hex characters, e.g. from "openssl rand -hex 32")';

export function readServerConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const database = readDatabaseConfig(env);
  const jwtSecret = env.JWT_SECRET?.trim() || null;
  // A secret made on one server's disk would not verify on another: PostgreSQL means several servers.
  if (database.url !== null && jwtSecret === null) throw new Error(JWT_SECRET_REQUIRED);
  return {
    host: env.HOST ?? '0.0.0.0',
    port: parsePort(env.PORT, 3001),
    dataDir: path.resolve(cwd, env.DATA_DIR ?? 'data'),
    database,
    staticDir: env.STATIC_DIR === '' ? null : path.resolve(cwd, env.STATIC_DIR ?? 'dist/client'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    formsRateLimitPerMinute: parsePositiveInt('FORMS_RATE_LIMIT', env.FORMS_RATE_LIMIT, 20),
    uploadUrlTtlMs: parsePositiveInt('UPLOAD_URL_TTL_MS', env.UPLOAD_URL_TTL_MS, 15 * 60_000),
    uploadsRateLimitPerMinute: parsePositiveInt('UPLOADS_RATE_LIMIT', env.UPLOADS_RATE_LIMIT, 20),
    jwtSecret,
    headersTimeoutMs: parsePositiveInt('HEADERS_TIMEOUT_MS', env.HEADERS_TIMEOUT_MS, 15_000),
    requestTimeoutMs: parsePositiveInt('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 120_000),
    passwordHashLogN: 17,
    notifications: readNotificationsConfig(env),
    site: readSiteConfig(env),
  };
}
