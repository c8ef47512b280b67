/**
 * Where the session is kept between page loads (accounts §3.4, public-site §3): the user and the
 * token in session storage under 'auth:lastUser' and 'auth:accessToken'; the token also in local
 * storage, with a remember flag, only when «Запомнить меня» was chosen. Storage that throws
 * (private mode, a full quota) is treated as empty.
 */
import { readUser } from '../../api/auth-client';
import type { AccountUser } from '../../domain/accounts/user';

export const LAST_USER_KEY = 'auth:lastUser';
export const ACCESS_TOKEN_KEY = 'auth:accessToken';
export const REMEMBER_KEY = 'auth:remember';
/**
 * Set while this browser holds a session (a refresh cookie may exist): without it the start and
 * focus refreshes are skipped, so a visitor who never signed in costs no request and no 401.
 */
export const SESSION_HINT_KEY = 'auth:hasSession';

type Area = 'session' | 'local';

function storage(area: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

function read(area: Area, key: string): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(area: Area, key: string, value: string | null): void {
  try {
    const target = storage(area);
    if (!target) return;
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
  } catch {
    // Storage unavailable: the session simply is not kept.
  }
}

export interface StoredSession {
  token: string | null;
  remember: boolean;
  /** The session hint (SESSION_HINT_KEY): this browser has held a session. */
  hint: boolean;
  lastUser: AccountUser | null;
}

function parseUser(raw: string | null): AccountUser | null {
  if (!raw) return null;
  try {
    return readUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/**
 * The token of this tab, else a remembered one; the user of this tab, else the remembered one
 * (kept beside a remembered token, so a signed-in visitor can be shown as such offline).
 *
 * Only where this browser holds a session (the hint, or a remembered token) is session storage
 * read at all: a page's first use of session storage is a synchronous call to the browser
 * process, and a visitor who never signed in paid for it in the task that ends hydration, up to
 * 17 ms of a 20 ms task with another process busy (docs/decisions.md, 2026-12-06). Every sign-in
 * stores the hint with the token; a tab's token without it was left by a sign-out in another tab.
 */
export function readStoredSession(): StoredSession {
  const remember = read('local', REMEMBER_KEY) === '1';
  const hint = hasSessionHint();
  if (!remember && !hint) return { token: null, remember, hint, lastUser: null };
  const token =
    read('session', ACCESS_TOKEN_KEY) || (remember ? read('local', ACCESS_TOKEN_KEY) : null);
  const lastUser =
    parseUser(read('session', LAST_USER_KEY)) ??
    (remember ? parseUser(read('local', LAST_USER_KEY)) : null);
  return { token: token || null, remember, hint, lastUser };
}

/** Mirrors the current token: session storage always, local storage only when remembered. */
export function storeToken(token: string | null, remember: boolean): void {
  write('session', ACCESS_TOKEN_KEY, token);
  if (remember && token) write('local', ACCESS_TOKEN_KEY, token);
}

/** Login with remember sets the flag and the token; without it both are removed (§4.2). */
export function storeRemember(remember: boolean, token: string | null): void {
  write('local', REMEMBER_KEY, remember ? '1' : null);
  write('local', ACCESS_TOKEN_KEY, remember ? token : null);
  if (!remember) write('local', LAST_USER_KEY, null);
}

/** The signed-in user: in session storage, and beside a remembered token in local storage. */
export function storeLastUser(user: AccountUser | null): void {
  const json = user ? JSON.stringify(user) : null;
  write('session', LAST_USER_KEY, json);
  if (!json || read('local', REMEMBER_KEY) === '1') write('local', LAST_USER_KEY, json);
}

export function hasSessionHint(): boolean {
  return read('local', SESSION_HINT_KEY) === '1';
}

export function storeSessionHint(): void {
  write('local', SESSION_HINT_KEY, '1');
}

export function clearSessionHint(): void {
  write('local', SESSION_HINT_KEY, null);
}

/** Forgets everything: both tokens, the remember flag, the last user and the session hint. */
export function clearStoredSession(): void {
  write('session', ACCESS_TOKEN_KEY, null);
  write('session', LAST_USER_KEY, null);
  write('local', LAST_USER_KEY, null);
  write('local', ACCESS_TOKEN_KEY, null);
  write('local', REMEMBER_KEY, null);
  write('local', SESSION_HINT_KEY, null);
}
