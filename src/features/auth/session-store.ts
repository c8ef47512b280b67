/**
 * The visitor's session (public-site §4, accounts §4.2): unknown while it is being checked, then
 * signed in (with the user) or signed out. Before any check has started the browser knows of no
 * session, so the store reads 'signed-out'; `startSession` moves it to 'unknown' at once and the
 * server render and hydration always read 'unknown' (see `useSession`).
 */
import {
  fetchMe,
  getAccessToken,
  isRefreshCoolingDown,
  logoutAccount,
  readUser,
  refreshAccessToken,
  resetRefreshCooldown,
  setAccessToken,
  setSessionExpiredHandler,
  subscribeAccessToken,
} from '../../api/auth-client';
import type { AccountUser, AuthResult } from '../../domain/accounts/user';
import { isOnline, subscribeConnectivity } from '../../offline/connectivity';
import { createStore } from '../../ui/external-store';
import type { AuthChangedDetail } from './auth-events';
import {
  clearSessionHint,
  clearStoredSession,
  hasSessionHint,
  readStoredSession,
  storeSessionHint,
  storeLastUser,
  storeRemember,
  storeToken,
} from './session-storage';

/** Public-site §9: refresh time-outs at start, on window focus, and otherwise. */
export const START_REFRESH_TIMEOUT_MS = 900;
export const FOCUS_REFRESH_TIMEOUT_MS = 800;
export const DEFAULT_REFRESH_TIMEOUT_MS = 1200;

export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  user: AccountUser | null;
}

export const UNKNOWN_SESSION: SessionState = { status: 'unknown', user: null };
const SIGNED_OUT: SessionState = { status: 'signed-out', user: null };

export const sessionStore = createStore<SessionState>(SIGNED_OUT);

let started = false;
/** Bumped by every sign-in and sign-out, so a slower check never overrides a newer answer. */
let generation = 0;
let remember = false;
let stopPersisting: (() => void) | null = null;

function persistTokens(): void {
  stopPersisting?.();
  stopPersisting = subscribeAccessToken((token) => {
    if (token) storeToken(token, remember);
  });
  setSessionExpiredHandler(() => void logout());
}

function setSignedIn(user: AccountUser): void {
  storeLastUser(user);
  storeSessionHint();
  sessionStore.set({ status: 'signed-in', user });
}

function clearLocally(): void {
  setAccessToken(null);
  remember = false;
  clearStoredSession();
  sessionStore.set(SIGNED_OUT);
}

/** The user behind the current token: one more refresh and retry when the first load fails. */
async function loadUser(): Promise<AccountUser | null> {
  const token = getAccessToken();
  if (token) {
    try {
      return await fetchMe(token);
    } catch {
      // Fall through to one refresh and a retry.
    }
  }
  const refreshed = await refreshAccessToken({
    force: true,
    timeoutMs: DEFAULT_REFRESH_TIMEOUT_MS,
  });
  if (!refreshed) return null;
  try {
    return await fetchMe(refreshed.accessToken);
  } catch {
    return null;
  }
}

/**
 * Until the session is started, it is 'unknown' (the header keeps its placeholder); a no-op once
 * started. Called before the first paint, while the check itself waits for a task of its own.
 */
export function markSessionPending(): void {
  if (!started) sessionStore.set(UNKNOWN_SESSION);
}

/**
 * Starts the session once: a stored token, else a forced refresh (900 ms) when this browser has
 * held a session; then the user. If it cannot be loaded the session is cleared; a stored token
 * survives a pure network failure.
 */
export async function startSession(): Promise<void> {
  if (started) return;
  started = true;
  const myGeneration = generation;
  sessionStore.set(UNKNOWN_SESSION);
  persistTokens();

  const stored = readStoredSession();
  remember = stored.remember && stored.token !== null;
  if (!isOnline() && stored.lastUser && (stored.token || stored.hint)) {
    // Offline no call can answer: the visitor is shown signed in, as the device last knew them
    // (the account area itself says it needs a connection); checked with the server once back.
    if (stored.token) setAccessToken(stored.token);
    sessionStore.set({ status: 'signed-in', user: stored.lastUser });
    checkWhenOnline(myGeneration);
    return;
  }
  if (stored.token) {
    setAccessToken(stored.token);
  } else if (stored.hint) {
    await refreshAccessToken({ force: true, timeoutMs: START_REFRESH_TIMEOUT_MS });
  } else if (!stored.remember) {
    // This browser holds no session: nothing to ask and nothing stored to clear (clearing would
    // open session storage, which readStoredSession leaves shut for such a visitor).
    sessionStore.set(SIGNED_OUT);
    return;
  }
  await settleSession(myGeneration);
}

/** Loads the user behind the token (if any) and settles the session on the answer. */
async function settleSession(myGeneration: number): Promise<void> {
  const user = getAccessToken() ? await loadUser() : null;
  if (myGeneration !== generation) return;
  if (user) {
    setSignedIn(user);
  } else if (!isOnline()) {
    // No answer at all: signed out for now, but what is stored is kept for the next start.
    setAccessToken(null);
    sessionStore.set(SIGNED_OUT);
  } else {
    clearLocally();
  }
}

/** Once the connection is back (and nothing newer has happened), the session is checked. */
function checkWhenOnline(myGeneration: number): void {
  const stop = subscribeConnectivity(() => {
    if (myGeneration !== generation) {
      stop();
      return;
    }
    if (!isOnline()) return;
    stop();
    if (!getAccessToken() && hasSessionHint()) {
      void refreshAccessToken({ force: true, timeoutMs: START_REFRESH_TIMEOUT_MS }).then(() =>
        settleSession(myGeneration),
      );
    } else {
      void settleSession(myGeneration);
    }
  });
}

/** After a register or login answer. Login with remember keeps the token in local storage. */
export function signIn(result: AuthResult, options: { remember: boolean }): void {
  generation += 1;
  started = true;
  remember = options.remember;
  storeRemember(options.remember, result.accessToken);
  resetRefreshCooldown();
  if (!stopPersisting) persistTokens();
  setAccessToken(result.accessToken);
  storeToken(result.accessToken, remember);
  setSignedIn(result.user);
}

/** Posts the logout, then clears the user and the token whatever the answer (public-site §4). */
export async function logout(): Promise<void> {
  generation += 1;
  try {
    await logoutAccount();
  } finally {
    clearLocally();
  }
}

/** Clears the session here after the server already ended it (logout on all devices). */
export function forgetSession(): void {
  generation += 1;
  clearLocally();
}

/** The 'auth:changed' event: a user sets the session (and the token, if given); none clears it. */
export function applyAuthChanged(detail: Partial<AuthChangedDetail> | null | undefined): void {
  const user = readUser(detail?.user);
  generation += 1;
  if (!user) {
    clearLocally();
    return;
  }
  if (typeof detail?.accessToken === 'string' && detail.accessToken) {
    setAccessToken(detail.accessToken);
  }
  setSignedIn(user);
}

/**
 * On window focus while signed out: a refresh (800 ms, cooldown respected), then the user; only
 * when this browser has held a session (another tab may have signed in).
 */
export async function recheckOnFocus(): Promise<void> {
  if (sessionStore.get().status !== 'signed-out' || !started) return;
  if (!hasSessionHint() || isRefreshCoolingDown()) return;
  const myGeneration = generation;
  const refreshed = await refreshAccessToken({ timeoutMs: FOCUS_REFRESH_TIMEOUT_MS });
  if (myGeneration !== generation) return;
  if (!refreshed) {
    // The server answered that there is no session: stop asking on every focus.
    if (isOnline()) clearSessionHint();
    return;
  }
  try {
    const user = await fetchMe(refreshed.accessToken);
    if (myGeneration === generation) setSignedIn(user);
  } catch {
    if (myGeneration === generation) setAccessToken(null);
  }
}

/** Back to the state of a fresh page (tests). */
export function resetSession(): void {
  started = false;
  generation += 1;
  remember = false;
  stopPersisting?.();
  stopPersisting = null;
  setSessionExpiredHandler(null);
  setAccessToken(null);
  resetRefreshCooldown();
  sessionStore.set(SIGNED_OUT);
}
