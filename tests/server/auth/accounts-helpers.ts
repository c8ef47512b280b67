import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { ServerConfig } from '../../../server/config';
import { buildTestApp, type TestApp, type TestAppOptions } from '../helpers';
import { builtPerTest } from '../built-per-test';
import {
  createAccountsContext,
  type AccountsContext,
} from '../../../server/modules/auth/accounts-context';

/** A fixed test key, so tests can forge tokens with it. */
export const TEST_JWT_SECRET = 'ab'.repeat(32);
export const TEST_SECRET_BYTES = new Uint8Array(Buffer.from(TEST_JWT_SECRET, 'hex'));
/** A cheaper scrypt for speed (2^12); the production cost has its own test. */
export const TEST_LOG_N = 12;
export const GOOD_PASSWORD = 'Северный-ветер-42';

export interface AccountsTestApp extends TestApp {
  ctx: AccountsContext;
}

/** The app with a known JWT key and cheap hashes; `env` adds variables (e.g. notifications). */
export async function buildAccountsApp(
  env: Record<string, string> = {},
  options: TestAppOptions & { overrides?: Partial<ServerConfig> } = {},
): Promise<AccountsTestApp> {
  const t = await buildTestApp(
    { passwordHashLogN: TEST_LOG_N, ...options.overrides },
    { JWT_SECRET: TEST_JWT_SECRET, ...env },
    options,
  );
  return Object.assign(t, {
    ctx: createAccountsContext(t.config, t.database.db, t.app.repositories),
  });
}

/** A fresh accounts app for each test of the enclosing describe (builtPerTest: call it there). */
export const accountsAppPerTest = () => builtPerTest(buildAccountsApp);

export interface SeedOptions {
  email?: string;
  password?: string;
  name?: string;
  role?: 'user' | 'manager' | 'admin';
  isAdmin?: boolean;
  group?: string;
}

export interface SeededUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  sessionId: string;
  refreshToken: string;
}

/** Inserts a user straight into the database and opens a login for it (no rate limits spent). */
export async function seedUser(t: AccountsTestApp, options: SeedOptions = {}): Promise<SeededUser> {
  const id = randomUUID();
  const email = options.email ?? `user-${id.slice(0, 8)}@example.ru`;
  const password = options.password ?? GOOD_PASSWORD;
  await t.ctx.users.insert({
    id,
    email,
    password_hash: await t.ctx.passwords.hash(password),
    name: options.name ?? 'Иван Петров',
    username: options.name ?? 'ivan',
    email_opt_in: 0,
    role: options.role ?? 'user',
    is_admin: options.isAdmin ? 1 : 0,
    group_code: options.group ?? 'user',
  });
  const session = await t.ctx.sessions.start(id, false);
  const accessToken = await t.ctx.tokens.sign({ userId: id, sessionId: session.familyId });
  return {
    id,
    email,
    password,
    accessToken,
    sessionId: session.familyId,
    refreshToken: session.token,
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface ParsedCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

/** The Set-Cookie headers of a reply, parsed. */
export function setCookies(res: LightMyRequestResponse): ParsedCookie[] {
  const header = res.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.map((line) => {
    const [pair, ...attrs] = line.split(';').map((part) => part.trim());
    const eq = pair!.indexOf('=');
    const attributes: Record<string, string | true> = {};
    for (const attr of attrs) {
      const i = attr.indexOf('=');
      if (i === -1) attributes[attr.toLowerCase()] = true;
      else attributes[attr.slice(0, i).toLowerCase()] = attr.slice(i + 1);
    }
    return { name: pair!.slice(0, eq), value: decodeURIComponent(pair!.slice(eq + 1)), attributes };
  });
}

/** The refresh token a reply set (kub_refresh), or undefined. */
export function refreshCookie(res: LightMyRequestResponse): string | undefined {
  const cookie = setCookies(res).find((c) => c.name === 'kub_refresh' && c.value !== '');
  return cookie?.value;
}

/** The JSON headers a same-origin page sends. */
export const JSON_HEADERS = { 'content-type': 'application/json' } as const;

/** The headers of a same-origin JSON request by the holder of `token`. */
export const jsonAs = (token: string) => ({ ...bearer(token), ...JSON_HEADERS });

/** GET /api/users?admin=1 (the administration's list), as the holder of `token`. */
export const listUsers = (t: AccountsTestApp, token: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/users?admin=1${query}`, headers: bearer(token) });

/** PATCH /api/users/:id (the administration's edit), as the holder of `token`. */
export const patchUser = (
  t: AccountsTestApp,
  token: string,
  id: string,
  payload: Record<string, unknown>,
) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/users/${id}`,
    headers: jsonAs(token),
    payload,
  });
