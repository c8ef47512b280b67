import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccessToken, setAccessToken } from '../../../src/api/auth-client';
import { dispatchAuthChanged, AUTH_CHANGED_EVENT } from '../../../src/features/auth/auth-events';
import {
  applyAuthChanged,
  logout,
  recheckOnFocus,
  resetSession,
  sessionStore,
  signIn,
  startSession,
} from '../../../src/features/auth/session-store';
import {
  ACCESS_TOKEN_KEY,
  LAST_USER_KEY,
  REMEMBER_KEY,
} from '../../../src/features/auth/session-storage';
import { reportNetworkFailure, reportNetworkSuccess } from '../../../src/offline/connectivity';
import { makeUser, markEarlierSession, mockApi, resetAuthWorld, storeTabToken } from './api-mock';

beforeEach(resetAuthWorld);
afterEach(resetAuthWorld);

const session = (key: string) => window.sessionStorage.getItem(key);

/** A new page load: the module state goes, what the browser stored stays. */
function resetSessionKeepingStorage(): void {
  const saved = [window.sessionStorage, window.localStorage].map((area) =>
    Object.entries({ ...area }),
  );
  resetSession();
  for (const [index, area] of [window.sessionStorage, window.localStorage].entries()) {
    area.clear();
    for (const [key, value] of saved[index]!) area.setItem(key, String(value));
  }
}
const local = (key: string) => window.localStorage.getItem(key);

describe('stored keys', () => {
  it('login with remember keeps the token in session and local storage, with the flag', () => {
    const user = makeUser();
    signIn({ user, accessToken: 'tok' }, { remember: true });
    expect(session(ACCESS_TOKEN_KEY)).toBe('tok');
    expect(JSON.parse(session(LAST_USER_KEY) ?? 'null')).toMatchObject({ id: 'u1' });
    expect(local(REMEMBER_KEY)).toBe('1');
    expect(local(ACCESS_TOKEN_KEY)).toBe('tok');
    expect(sessionStore.get()).toEqual({ status: 'signed-in', user });
  });

  it('login without remember removes both local keys', () => {
    window.localStorage.setItem(REMEMBER_KEY, '1');
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'older');
    signIn({ user: makeUser(), accessToken: 'tok' }, { remember: false });
    expect(session(ACCESS_TOKEN_KEY)).toBe('tok');
    expect(local(REMEMBER_KEY)).toBeNull();
    expect(local(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('a refreshed token replaces the remembered one', () => {
    signIn({ user: makeUser(), accessToken: 'tok' }, { remember: true });
    setAccessToken('tok2');
    expect(session(ACCESS_TOKEN_KEY)).toBe('tok2');
    expect(local(ACCESS_TOKEN_KEY)).toBe('tok2');
  });
});

describe('start', () => {
  it('makes no request for a browser that never held a session', async () => {
    const api = mockApi({});
    await startSession();
    expect(sessionStore.get().status).toBe('signed-out');
    expect(api.calls).toHaveLength(0);
  });

  it('leaves session storage shut for a browser that never held a session', async () => {
    const opened = vi.spyOn(window, 'sessionStorage', 'get');
    try {
      mockApi({});
      await startSession();
      expect(sessionStore.get()).toEqual({ status: 'signed-out', user: null });
      expect(opened).not.toHaveBeenCalled();
    } finally {
      opened.mockRestore();
    }
  });

  it('does not use a token a sign-out in another tab left without the hint', async () => {
    window.sessionStorage.setItem(ACCESS_TOKEN_KEY, 'left-behind');
    const api = mockApi({ 'GET /auth/me': { status: 200, body: { user: makeUser() } } });
    await startSession();
    expect(sessionStore.get().status).toBe('signed-out');
    expect(api.calls).toHaveLength(0);
    expect(getAccessToken()).toBeNull();
  });

  it('is unknown while checking, then signed out when the forced refresh finds nothing', async () => {
    markEarlierSession();
    const api = mockApi({
      'POST /auth/refresh': { status: 401, body: { ok: false, error: 'Нет.' } },
    });
    const started = startSession();
    expect(sessionStore.get().status).toBe('unknown');
    await started;
    expect(sessionStore.get().status).toBe('signed-out');
    expect(api.callsTo('POST', '/auth/refresh')).toHaveLength(1);
    expect(api.callsTo('GET', '/auth/me')).toHaveLength(0);
  });

  it('uses a stored token and loads the user without a refresh', async () => {
    storeTabToken('stored');
    const api = mockApi({ 'GET /auth/me': { status: 200, body: { user: makeUser() } } });
    await startSession();
    expect(sessionStore.get()).toMatchObject({ status: 'signed-in', user: { id: 'u1' } });
    expect(api.callsTo('GET', '/auth/me')[0]?.headers.Authorization).toBe('Bearer stored');
    expect(api.callsTo('POST', '/auth/refresh')).toHaveLength(0);
  });

  it('takes a remembered token from local storage', async () => {
    window.localStorage.setItem(REMEMBER_KEY, '1');
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'remembered');
    const api = mockApi({ 'GET /auth/me': { status: 200, body: { user: makeUser() } } });
    await startSession();
    expect(api.callsTo('GET', '/auth/me')[0]?.headers.Authorization).toBe('Bearer remembered');
    expect(sessionStore.get().status).toBe('signed-in');
  });

  it('refreshes once more and retries when the user cannot be loaded', async () => {
    storeTabToken('expired');
    const api = mockApi({
      'GET /auth/me': (call) =>
        call.headers.Authorization === 'Bearer fresh'
          ? { status: 200, body: { user: makeUser() } }
          : { status: 401, body: { ok: false, error: 'Нет.' } },
      'POST /auth/refresh': { status: 200, body: { accessToken: 'fresh' } },
    });
    await startSession();
    expect(sessionStore.get().status).toBe('signed-in');
    expect(api.callsTo('GET', '/auth/me')).toHaveLength(2);
    expect(session(ACCESS_TOKEN_KEY)).toBe('fresh');
  });

  it('clears the user and the stored token when that fails too', async () => {
    storeTabToken('expired');
    window.sessionStorage.setItem(LAST_USER_KEY, JSON.stringify(makeUser()));
    mockApi({
      'GET /auth/me': { status: 401, body: { ok: false, error: 'Нет.' } },
      'POST /auth/refresh': { status: 401, body: { ok: false, error: 'Нет.' } },
    });
    await startSession();
    expect(sessionStore.get()).toEqual({ status: 'signed-out', user: null });
    expect(session(ACCESS_TOKEN_KEY)).toBeNull();
    expect(session(LAST_USER_KEY)).toBeNull();
    expect(getAccessToken()).toBeNull();
  });
});

describe('start offline', () => {
  it('shows a signed-in visitor signed in, with the user kept on the device, without any call', async () => {
    const user = makeUser();
    signIn({ user, accessToken: 'tok' }, { remember: false });
    resetSessionKeepingStorage();
    reportNetworkFailure();
    const api = mockApi({});
    await startSession();
    expect(sessionStore.get()).toEqual({ status: 'signed-in', user });
    expect(api.calls).toHaveLength(0);
  });

  it('a remembered session in a new tab (no session storage) shows the remembered user', async () => {
    const user = makeUser({ name: 'Мария Иванова' });
    signIn({ user, accessToken: 'tok' }, { remember: true });
    resetSessionKeepingStorage();
    window.sessionStorage.clear();
    reportNetworkFailure();
    const api = mockApi({});
    await startSession();
    expect(sessionStore.get()).toEqual({ status: 'signed-in', user });
    expect(api.calls).toHaveLength(0);
  });

  it('checks with the server once back online', async () => {
    signIn({ user: makeUser(), accessToken: 'tok' }, { remember: false });
    resetSessionKeepingStorage();
    reportNetworkFailure();
    const api = mockApi({
      'GET /auth/me': { status: 200, body: { user: makeUser({ name: 'Иван Новый' }) } },
    });
    await startSession();
    expect(api.calls).toHaveLength(0);
    reportNetworkSuccess();
    await vi.waitFor(() =>
      expect(sessionStore.get()).toMatchObject({ user: { name: 'Иван Новый' } }),
    );
    expect(api.callsTo('GET', '/auth/me')[0]?.headers.Authorization).toBe('Bearer tok');
  });

  it('is signed out offline when this browser holds no session', async () => {
    reportNetworkFailure();
    const api = mockApi({});
    await startSession();
    expect(sessionStore.get().status).toBe('signed-out');
    expect(api.calls).toHaveLength(0);
  });
});

describe('auth:changed', () => {
  it('sets the user and the token, and clears them', () => {
    signIn({ user: makeUser(), accessToken: 'a' }, { remember: false });
    const renamed = makeUser({ name: 'Иван Сидоров' });
    applyAuthChanged({ user: renamed, accessToken: 'b' });
    expect(sessionStore.get().user?.name).toBe('Иван Сидоров');
    expect(getAccessToken()).toBe('b');
    expect(session(ACCESS_TOKEN_KEY)).toBe('b');

    applyAuthChanged({ user: null, accessToken: null });
    expect(sessionStore.get().status).toBe('signed-out');
    expect(getAccessToken()).toBeNull();
    expect(session(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('is heard on window once the session runtime listens', async () => {
    const { render } = await import('@testing-library/react');
    const { SessionRuntime } = await import('../../../src/features/auth/session-runtime');
    mockApi({ 'POST /auth/refresh': { status: 401, body: { ok: false, error: 'Нет.' } } });
    render(<SessionRuntime />);
    expect(AUTH_CHANGED_EVENT).toBe('auth:changed');
    dispatchAuthChanged({ user: makeUser(), accessToken: 'evt' });
    expect(sessionStore.get().status).toBe('signed-in');
    expect(getAccessToken()).toBe('evt');
  });
});

describe('logout', () => {
  it.each([
    ['answers ok', { status: 200, body: { ok: true } }],
    ['fails', { status: 500, body: { ok: false, error: 'Сбой.' } }],
    ['cannot be reached', 'network' as const],
  ])('clears everything when the server %s', async (_label, reply) => {
    signIn({ user: makeUser(), accessToken: 'tok' }, { remember: true });
    const api = mockApi({ 'POST /auth/logout': reply });
    await logout();
    expect(api.callsTo('POST', '/auth/logout')).toHaveLength(1);
    expect(sessionStore.get()).toEqual({ status: 'signed-out', user: null });
    expect(getAccessToken()).toBeNull();
    for (const key of [ACCESS_TOKEN_KEY, LAST_USER_KEY]) expect(session(key)).toBeNull();
    for (const key of [ACCESS_TOKEN_KEY, REMEMBER_KEY]) expect(local(key)).toBeNull();
  });
});

describe('window focus while signed out', () => {
  it('refreshes and loads the user, but not within 15 s of a failed refresh', async () => {
    vi.useFakeTimers();
    try {
      const api = mockApi({
        'POST /auth/refresh': [
          { status: 401, body: { ok: false, error: 'Нет.' } },
          { status: 200, body: { accessToken: 'later' } },
        ],
        'GET /auth/me': { status: 200, body: { user: makeUser() } },
      });
      markEarlierSession();
      await startSession();
      expect(sessionStore.get().status).toBe('signed-out');
      // The failed start refresh removed the hint; another tab signing in sets it again.
      expect(window.localStorage.getItem('auth:hasSession')).toBeNull();
      markEarlierSession();

      await recheckOnFocus();
      expect(api.callsTo('POST', '/auth/refresh')).toHaveLength(1);

      vi.advanceTimersByTime(15_000);
      await recheckOnFocus();
      expect(api.callsTo('POST', '/auth/refresh')).toHaveLength(2);
      expect(sessionStore.get()).toMatchObject({ status: 'signed-in', user: { id: 'u1' } });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the session hint', () => {
  it('is set by a sign-in and removed by a logout', async () => {
    mockApi({ 'POST /auth/logout': { status: 200, body: { ok: true } } });
    signIn({ user: makeUser(), accessToken: 't' }, { remember: false });
    expect(local('auth:hasSession')).toBe('1');
    await logout();
    expect(local('auth:hasSession')).toBeNull();
  });

  it('keeps focus from asking the server when this browser holds no session', async () => {
    const api = mockApi({});
    await startSession();
    await recheckOnFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('is dropped when a focus refresh finds no session, so focus stops asking', async () => {
    vi.useFakeTimers();
    try {
      await startSession();
      markEarlierSession();
      const api = mockApi({
        'POST /auth/refresh': { status: 401, body: { ok: false, error: 'Нет.' } },
      });
      await recheckOnFocus();
      expect(api.calls).toHaveLength(1);
      expect(local('auth:hasSession')).toBeNull();
      vi.advanceTimersByTime(20_000);
      await recheckOnFocus();
      expect(api.calls).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
