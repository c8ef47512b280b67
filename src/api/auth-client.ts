/**
 * The session calls (accounts §4.2, §7; public-site §7) and the access token. The token lives in
 * memory here; subscribers (the session store) hear every change and decide what to persist. An
 * authenticated call adds the bearer token and, after a 401, refreshes once and retries once. A
 * refresh is skipped within 15 s of a failed one unless forced; a failed refresh during an
 * authenticated call tells the session-expired handler (the product then logs out).
 */
import { normalizeGroup } from '../domain/accounts/groups';
import { normalizeRole } from '../domain/accounts/roles';
import type { AccountUser, AuthResult } from '../domain/accounts/user';
import { LOGIN_EMAIL_MESSAGE } from '../domain/accounts/auth-messages';
import { ApiError, isApiError, isRecord, requestJson, type JsonRequest } from './http';

/** §9: refresh time-out of the API client, and the pause after a failed refresh. */
export const REFRESH_TIMEOUT_MS = 1500;
export const REFRESH_COOLDOWN_MS = 15_000;
/** Shown when an authenticated call finds no session. */
export const AUTH_REQUIRED_MESSAGE = 'Нужна авторизация';

// ---- the token ------------------------------------------------------------------------------

let accessToken: string | null = null;
const tokenListeners = new Set<(token: string | null) => void>();
let sessionExpired: (() => void) | null = null;

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  const next = token || null;
  if (next === accessToken) return;
  accessToken = next;
  for (const listener of tokenListeners) listener(next);
}

export function subscribeAccessToken(listener: (token: string | null) => void): () => void {
  tokenListeners.add(listener);
  return () => tokenListeners.delete(listener);
}

/** What to do when a refresh after a 401 fails (the session store logs out). */
export function setSessionExpiredHandler(handler: (() => void) | null): void {
  sessionExpired = handler;
}

// ---- the user as received -------------------------------------------------------------------

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A user object of any reply, in the shape of §3.4 (id also from _id or userId); null if none. */
export function readUser(raw: unknown): AccountUser | null {
  if (!isRecord(raw)) return null;
  const rawId = raw.id ?? raw._id ?? raw.userId;
  const id = typeof rawId === 'number' ? String(rawId) : str(rawId);
  if (!id && !str(raw.email)) return null;
  return {
    id,
    name: str(raw.name),
    username: str(raw.username),
    email: str(raw.email),
    phone: str(raw.phone),
    group: normalizeGroup(raw.group),
    role: normalizeRole(raw.role),
    city: str(raw.city),
    about: str(raw.about),
    emailOptIn: raw.emailOptIn === true,
    isAdmin: raw.isAdmin === true,
    avatar: typeof raw.avatar === 'string' && raw.avatar ? raw.avatar : null,
  };
}

function readAuthResult(reply: unknown): AuthResult {
  const user = isRecord(reply) ? readUser(reply.user) : null;
  const token = isRecord(reply) ? str(reply.accessToken) : '';
  if (!user || !token) throw new ApiError(500, 'Некорректный ответ сервера.', reply);
  return { user, accessToken: token };
}

// ---- refresh --------------------------------------------------------------------------------

export interface RefreshResult {
  accessToken: string;
  user: AccountUser | null;
}

let lastRefreshFailure: number | null = null;
let refreshInFlight: Promise<RefreshResult | null> | null = null;
/** Identifies the refresh under way, so one superseded by a reset changes nothing. */
let refreshTicket: object | null = null;

/** Forgets the cooldown and any refresh under way (a fresh sign-in; tests). */
export function resetRefreshCooldown(): void {
  lastRefreshFailure = null;
  refreshInFlight = null;
  refreshTicket = null;
}

/** Whether a refresh now (not forced) would be skipped: within 15 s of a failed one. */
export function isRefreshCoolingDown(): boolean {
  return lastRefreshFailure !== null && Date.now() - lastRefreshFailure < REFRESH_COOLDOWN_MS;
}

/**
 * POST /auth/refresh with cookies and no body. Any failure (network, time-out, 401) silently gives
 * null. Within 15 s of a failure it is not even tried, unless forced.
 */
export function refreshAccessToken(
  options: { force?: boolean; timeoutMs?: number } = {},
): Promise<RefreshResult | null> {
  const { force = false, timeoutMs = REFRESH_TIMEOUT_MS } = options;
  if (refreshInFlight) return refreshInFlight;
  if (!force && isRefreshCoolingDown()) return Promise.resolve(null);
  const ticket = {};
  refreshTicket = ticket;
  const run = (async (): Promise<RefreshResult | null> => {
    try {
      const reply = await requestJson('/auth/refresh', { method: 'POST', timeoutMs });
      const token = isRecord(reply) ? str(reply.accessToken) : '';
      if (!token) throw new ApiError(500, 'no token', reply);
      if (refreshTicket !== ticket) return null; // Superseded by a sign-in meanwhile.
      lastRefreshFailure = null;
      setAccessToken(token);
      return { accessToken: token, user: isRecord(reply) ? readUser(reply.user) : null };
    } catch {
      if (refreshTicket === ticket) lastRefreshFailure = Date.now();
      return null;
    } finally {
      if (refreshTicket === ticket) {
        refreshInFlight = null;
        refreshTicket = null;
      }
    }
  })();
  refreshInFlight = run;
  return run;
}

// ---- authenticated calls --------------------------------------------------------------------

export interface AuthedRequest extends Omit<JsonRequest, 'token'> {
  /** Time-out of a refresh this call needs (1200 ms for the profile load). */
  refreshTimeoutMs?: number;
}

/**
 * Runs `call` with the bearer token: without one it refreshes first; after a 401 it refreshes once
 * and retries once; a failed refresh then tells the session-expired handler. Every authenticated
 * call (JSON or a file download) goes through here.
 */
export async function withAccessToken<T>(
  call: (token: string) => Promise<T>,
  refreshTimeoutMs?: number,
): Promise<T> {
  let token = accessToken;
  if (!token) {
    token = (await refreshAccessToken({ timeoutMs: refreshTimeoutMs }))?.accessToken ?? null;
    if (!token) throw new ApiError(401, AUTH_REQUIRED_MESSAGE);
  }
  try {
    return await call(token);
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    const refreshed = await refreshAccessToken({ timeoutMs: refreshTimeoutMs });
    if (!refreshed) {
      sessionExpired?.();
      throw error;
    }
    return call(refreshed.accessToken);
  }
}

/** A JSON call with the bearer token (refresh first without one, one retry after a 401). */
export async function authedRequest<T = unknown>(
  path: string,
  request: AuthedRequest = {},
): Promise<T> {
  const { refreshTimeoutMs, ...rest } = request;
  return withAccessToken((token) => requestJson<T>(path, { ...rest, token }), refreshTimeoutMs);
}

// ---- the session calls ----------------------------------------------------------------------

export interface RegisterPayload {
  name: string;
  email: string;
  password: string;
  emailOptIn?: boolean;
}

/** POST /auth/register: 201 with the user and a token; 409 for a taken e-mail; 400 for bad data. */
export async function registerAccount(payload: RegisterPayload): Promise<AuthResult> {
  const result = readAuthResult(
    await requestJson('/auth/register', { method: 'POST', body: payload }),
  );
  resetRefreshCooldown();
  return result;
}

export interface LoginPayload {
  email: string;
  password: string;
  remember: boolean;
}

/** POST /auth/login; an identifier without '@' is refused with status 400 before any call (§5.4). */
export async function loginAccount(payload: LoginPayload): Promise<AuthResult> {
  if (!payload.email.includes('@')) throw new ApiError(400, LOGIN_EMAIL_MESSAGE);
  const result = readAuthResult(
    await requestJson('/auth/login', { method: 'POST', body: payload }),
  );
  resetRefreshCooldown();
  return result;
}

/** GET /auth/me with the given token (no refresh, no retry: the session start does its own). */
export async function fetchMe(token: string, timeoutMs?: number): Promise<AccountUser> {
  const reply = await requestJson('/auth/me', { token, timeoutMs });
  const user = isRecord(reply) ? readUser(reply.user) : null;
  if (!user) throw new ApiError(500, 'Некорректный ответ сервера.', reply);
  return user;
}

/** GET /auth/me as an authenticated call (refresh and one retry). */
export async function loadCurrentUser(refreshTimeoutMs?: number): Promise<AccountUser> {
  const reply = await authedRequest('/auth/me', { refreshTimeoutMs });
  const user = isRecord(reply) ? readUser(reply.user) : null;
  if (!user) throw new ApiError(500, 'Некорректный ответ сервера.', reply);
  return user;
}

/** POST /auth/logout with cookies; the result is ignored and the token is dropped either way. */
export async function logoutAccount(): Promise<void> {
  const token = accessToken;
  try {
    await requestJson('/auth/logout', { method: 'POST', token });
  } catch {
    // §7: the result is ignored.
  }
  setAccessToken(null);
}

/** POST /auth/logout-all (bearer): ends every session of the user; throws when it failed. */
export async function logoutEverywhere(): Promise<void> {
  await authedRequest('/auth/logout-all', { method: 'POST' });
  setAccessToken(null);
}
