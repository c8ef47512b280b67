import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  authedRequest,
  getAccessToken,
  loginAccount,
  logoutAccount,
  readUser,
  refreshAccessToken,
  REFRESH_COOLDOWN_MS,
  setAccessToken,
  setSessionExpiredHandler,
} from '../../../src/api/auth-client';
import { ApiError, requestJson } from '../../../src/api/http';
import { makeUser, mockApi, resetAuthWorld } from './api-mock';

beforeEach(resetAuthWorld);
afterEach(() => {
  vi.useRealTimers();
  resetAuthWorld();
});

describe('requestJson', () => {
  it('sends JSON with cookies and the bearer token to the API base', async () => {
    const api = mockApi({ 'POST /thing': { status: 200, body: { ok: true } } });
    await expect(
      requestJson('/thing', { method: 'POST', body: { a: 1 }, token: 't1' }),
    ).resolves.toEqual({
      ok: true,
    });
    const [call] = api.calls;
    expect(call?.credentials).toBe('include');
    expect(call?.headers.Authorization).toBe('Bearer t1');
    expect(call?.headers['Content-Type']).toBe('application/json');
    expect(call?.body).toEqual({ a: 1 });
    expect(String(api.fetchMock.mock.calls[0]?.[0])).toBe('/api/thing');
  });

  it('unwraps a serverless reply { statusCode, body: "<json>" }', async () => {
    mockApi({ 'GET /wrapped': { status: 200, body: { statusCode: 200, body: '{"users":[]}' } } });
    await expect(requestJson('/wrapped')).resolves.toEqual({ users: [] });
  });

  it('raises the status and the payload, with the error field as the message', async () => {
    mockApi({
      'GET /bad': { status: 409, body: { ok: false, error: 'Занято.', fields: { email: 'x' } } },
    });
    const error = await requestJson('/bad').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Занято.', fields: { email: 'x' } });
  });

  it('raises a wrapped error status too', async () => {
    mockApi({ 'GET /w': { status: 200, body: { statusCode: 403, body: '{"error":"Нет."}' } } });
    await expect(requestJson('/w')).rejects.toMatchObject({ status: 403, message: 'Нет.' });
  });

  it('uses the window-level API base when one is set', async () => {
    const api = mockApi({ 'GET /v1/x': { status: 200, body: {} } });
    window.__KUB_API_BASE__ = 'https://api.example.test/v1/';
    try {
      await requestJson('/x');
    } finally {
      delete window.__KUB_API_BASE__;
    }
    expect(String(api.fetchMock.mock.calls[0]?.[0])).toBe('https://api.example.test/v1/x');
  });
});

describe('readUser', () => {
  it('takes the id from _id or userId and normalises the group', () => {
    expect(readUser({ _id: 'a', email: 'a@b.c', group: 'Партнер' })).toMatchObject({
      id: 'a',
      group: 'partner',
    });
    expect(readUser({ userId: 7, email: 'a@b.c', group: 'unknown' })).toMatchObject({
      id: '7',
      group: 'user',
    });
    expect(readUser(null)).toBeNull();
  });
});

describe('authenticated calls', () => {
  it('retries once after a 401, with the refreshed token', async () => {
    setAccessToken('old');
    const api = mockApi({
      'GET /auth/me': (call) =>
        call.headers.Authorization === 'Bearer new'
          ? { status: 200, body: { user: makeUser() } }
          : { status: 401, body: { ok: false, error: 'Нужна авторизация.' } },
      'POST /auth/refresh': { status: 200, body: { accessToken: 'new', user: makeUser() } },
    });
    await expect(authedRequest('/auth/me')).resolves.toMatchObject({ user: { id: 'u1' } });
    expect(api.callsTo('GET', '/auth/me')).toHaveLength(2);
    expect(api.callsTo('POST', '/auth/refresh')).toHaveLength(1);
    expect(getAccessToken()).toBe('new');
  });

  it('retries only once: a second 401 is raised', async () => {
    setAccessToken('old');
    const api = mockApi({
      'GET /auth/me': { status: 401, body: { ok: false, error: 'Нет.' } },
      'POST /auth/refresh': { status: 200, body: { accessToken: 'new' } },
    });
    await expect(authedRequest('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo('GET', '/auth/me')).toHaveLength(2);
  });

  it('tells the session-expired handler (logout) when the refresh after a 401 fails', async () => {
    setAccessToken('old');
    const expired = vi.fn();
    setSessionExpiredHandler(expired);
    mockApi({
      'GET /auth/me': { status: 401, body: { ok: false, error: 'Нет.' } },
      'POST /auth/refresh': { status: 401, body: { ok: false, error: 'Нет.' } },
    });
    await expect(authedRequest('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

describe('refresh', () => {
  it('skips a refresh within 15 s of a failed one unless forced', async () => {
    vi.useFakeTimers();
    const api = mockApi({
      'POST /auth/refresh': { status: 401, body: { ok: false, error: 'Нет.' } },
    });
    await expect(refreshAccessToken()).resolves.toBeNull();
    expect(api.callsTo('POST', '/auth/refresh')).toHaveLength(1);

    vi.advanceTimersByTime(REFRESH_COOLDOWN_MS - 1000);
    await expect(refreshAccessToken()).resolves.toBeNull();
    expect(api.callsTo('POST', '/auth/refresh')).toHaveLength(1);

    await refreshAccessToken({ force: true });
    expect(api.callsTo('POST', '/auth/refresh')).toHaveLength(2);

    vi.advanceTimersByTime(REFRESH_COOLDOWN_MS);
    await refreshAccessToken();
    expect(api.callsTo('POST', '/auth/refresh')).toHaveLength(3);
  });

  it('sends no body, includes cookies and silently gives no token on a network error', async () => {
    const api = mockApi({ 'POST /auth/refresh': 'network' });
    await expect(refreshAccessToken({ force: true })).resolves.toBeNull();
    expect(api.calls[0]).toMatchObject({ credentials: 'include', body: undefined });
  });

  it('gives up after its time-out', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_input: RequestInfo | URL, init: RequestInit = {}) =>
          new Promise<Response>((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            );
          }),
      ),
    );
    const result = refreshAccessToken({ force: true, timeoutMs: 1500 });
    vi.advanceTimersByTime(1500);
    await expect(result).resolves.toBeNull();
  });
});

describe('login and logout', () => {
  it('refuses an identifier without @ with status 400 before any call', async () => {
    const api = mockApi({});
    await expect(
      loginAccount({ email: 'ivan', password: 'x', remember: false }),
    ).rejects.toMatchObject({
      status: 400,
      message: 'Введите e-mail (сейчас вход по e-mail).',
    });
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['a success', { status: 200, body: { ok: true } }],
    ['a failure', { status: 500, body: { ok: false, error: 'Ошибка.' } }],
    ['a network error', 'network' as const],
  ])('logout drops the token after %s', async (_label, reply) => {
    setAccessToken('t');
    const api = mockApi({ 'POST /auth/logout': reply });
    await logoutAccount();
    expect(api.callsTo('POST', '/auth/logout')[0]?.credentials).toBe('include');
    expect(getAccessToken()).toBeNull();
  });
});
