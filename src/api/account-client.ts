/**
 * Profile, password and admin calls (accounts §7). Each call with alternatives tries its endpoints
 * in the spec's order: a network failure or a missing endpoint (404, 405, 501) moves on to the next
 * one; a real answer (400, 401 after the retry, 403, 409, ...) stops the walk, so its message
 * reaches the form instead of being hidden behind "not found" from an endpoint that does not exist.
 */
import type { RoleCode } from '../domain/accounts/roles';
import type { AccountUser, UserList } from '../domain/accounts/user';
import { authedRequest, readUser, type AuthedRequest } from './auth-client';
import { ApiError, isApiError, isRecord, withQuery } from './http';

interface Attempt {
  path: string;
  request: AuthedRequest;
}

const MISSING_ENDPOINT = new Set([404, 405, 501]);

function shouldTryNext(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind !== 'http' || MISSING_ENDPOINT.has(error.status);
}

/** Tries the attempts in order until one succeeds; throws the most telling failure. */
export async function firstThatWorks(attempts: readonly Attempt[]): Promise<unknown> {
  let failure: unknown = new ApiError(0, 'no endpoint', null, 'network');
  for (const attempt of attempts) {
    try {
      return await authedRequest(attempt.path, attempt.request);
    } catch (error) {
      if (!shouldTryNext(error)) throw error;
      failure = error;
    }
  }
  throw failure;
}

function userOf(reply: unknown): AccountUser | null {
  return isRecord(reply) ? readUser(reply.user) : null;
}

// ---- profile --------------------------------------------------------------------------------

export interface ProfilePayload {
  username: string;
  name: string;
  phone: string;
  group: string;
  city: string;
  about: string;
  emailOptIn: boolean;
  /** An image data URL; null removes the avatar; left out keeps it. */
  avatar?: string | null;
}

/** PUT /account/profile, else PATCH /users/me, else PATCH /profile; gives the saved user if sent. */
export async function saveProfile(payload: ProfilePayload): Promise<AccountUser | null> {
  const reply = await firstThatWorks([
    { path: '/account/profile', request: { method: 'PUT', body: payload } },
    { path: '/users/me', request: { method: 'PATCH', body: payload } },
    { path: '/profile', request: { method: 'PATCH', body: payload } },
  ]);
  return userOf(reply);
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/** POST /account/password (bearer). */
export async function changePassword(change: PasswordChange): Promise<void> {
  await authedRequest('/account/password', { method: 'POST', body: change });
}

// ---- admin ----------------------------------------------------------------------------------

/** §9: the admin list asks for up to 200 users at once. */
export const ADMIN_LIST_LIMIT = 200;

export interface UserQuery {
  limit?: number;
  offset?: number;
  q?: string;
  group?: string;
}

function readUserList(reply: unknown): UserList {
  const raw = Array.isArray(reply) ? reply : isRecord(reply) ? reply.users : undefined;
  const users = (Array.isArray(raw) ? raw : [])
    .map(readUser)
    .filter((user): user is AccountUser => user !== null);
  const total = isRecord(reply) && typeof reply.total === 'number' ? reply.total : users.length;
  return { users, total };
}

/** GET /users?admin=1, else GET /admin/users, else GET /admin/list-users: users and total. */
export async function listUsers(query: UserQuery = {}): Promise<UserList> {
  const params = {
    limit: query.limit ?? ADMIN_LIST_LIMIT,
    offset: query.offset ?? 0,
    q: query.q ?? '',
    group: query.group ?? '',
  };
  const reply = await firstThatWorks([
    { path: withQuery('/users', { admin: 1, ...params }), request: {} },
    { path: withQuery('/admin/users', params), request: {} },
    { path: withQuery('/admin/list-users', params), request: {} },
  ]);
  return readUserList(reply);
}

export interface UserChanges {
  group?: string;
  role?: RoleCode;
}

/**
 * PATCH /users/{id}, else POST /admin/update-user (id and userId with the changes), else
 * PATCH /admin/users/{id}, else POST /users/update. Gives the saved user when the reply has one.
 */
export async function updateUser(id: string, changes: UserChanges): Promise<AccountUser | null> {
  const encoded = encodeURIComponent(id);
  const withIds = { id, userId: id, ...changes };
  const reply = await firstThatWorks([
    { path: `/users/${encoded}`, request: { method: 'PATCH', body: changes } },
    { path: '/admin/update-user', request: { method: 'POST', body: withIds } },
    { path: `/admin/users/${encoded}`, request: { method: 'PATCH', body: changes } },
    { path: '/users/update', request: { method: 'POST', body: withIds } },
  ]);
  return userOf(reply);
}
