import { act, renderHook } from '@testing-library/react';
import { vi } from 'vitest';
import { dismissToast, useToasts } from '../../../src/ui/toast/toast-store';
import { resetSession } from '../../../src/features/auth/session-store';
import { dismissAuthModal } from '../../../src/features/auth/modal-store';
import { reportNetworkSuccess } from '../../../src/offline/connectivity';
import type { AccountUser } from '../../../src/domain/accounts/user';

export interface ApiCall {
  method: string;
  /** The path under the API base, without the query. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

export type Reply =
  | {
      status: number;
      body?: unknown;
      /** Sent as it is instead of JSON (a file download). */
      raw?: string;
      headers?: Record<string, string>;
    }
  | 'network';
export type Handler = Reply | ((call: ApiCall) => Reply | Promise<Reply>);

/**
 * Stubs fetch with a table of 'METHOD /path' handlers (a list of replies is used in turn, the last
 * one repeating). An unlisted call answers 404. Every call is recorded.
 */
export function mockApi(routes: Record<string, Handler | Handler[]>) {
  const calls: ApiCall[] = [];
  const used = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    const call: ApiCall = {
      method,
      path,
      query: url.searchParams,
      headers,
      credentials: init.credentials,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const key = `${method} ${path}`;
    const entry = routes[key];
    let handler: Handler | undefined;
    if (Array.isArray(entry)) {
      const index = used.get(key) ?? 0;
      used.set(key, index + 1);
      handler = entry[Math.min(index, entry.length - 1)];
    } else {
      handler = entry;
    }
    const reply: Reply =
      handler === undefined
        ? { status: 404, body: { ok: false, error: 'Не найдено.' } }
        : typeof handler === 'function'
          ? await handler(call)
          : handler;
    if (reply === 'network') throw new TypeError('Failed to fetch');
    const text = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(text, {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((call) => call.method === method && call.path === path);
  return { calls, callsTo, fetchMock };
}

export function makeUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 'u1',
    name: 'Иван Петров',
    username: 'ivan',
    email: 'ivan@example.com',
    phone: '',
    group: 'customer',
    role: 'user',
    city: 'Архангельск',
    about: '',
    emailOptIn: false,
    isAdmin: false,
    avatar: null,
    ...overrides,
  };
}

/** A fresh page: no session, no modal, online, empty storage, real fetch restored. */
export function resetAuthWorld(): void {
  resetSession();
  dismissAuthModal();
  reportNetworkSuccess();
  clearToasts();
  window.sessionStorage.clear();
  window.localStorage.clear();
  vi.unstubAllGlobals();
}

/** This browser has held a session: the start and focus refreshes are made. */
export function markEarlierSession(): void {
  window.localStorage.setItem('auth:hasSession', '1');
}

/** What a sign-in in this tab leaves: the token in session storage, the hint in local storage. */
export function storeTabToken(token: string): void {
  window.sessionStorage.setItem('auth:accessToken', token);
  markEarlierSession();
}

/** Dismisses every toast left by an earlier test. */
export function clearToasts(): void {
  const { result, unmount } = renderHook(() => useToasts());
  act(() => {
    for (const toast of result.current) dismissToast(toast.id);
  });
  unmount();
}
