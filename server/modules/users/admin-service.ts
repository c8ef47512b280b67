import { isAdminUser } from '../../../src/domain/accounts/admin';
import { findGroup, normalizeGroup } from '../../../src/domain/accounts/groups';
import { GROUP_REQUIRED_MESSAGE } from '../../../src/domain/accounts/profile';
import { isRoleCode } from '../../../src/domain/accounts/roles';
import type { AccountsContext } from '../auth/accounts-context';
import { toAccountUser } from './account-user';
import { writeTransaction } from '../../db/transaction';
import { createUserRepository, foldForSearch, type UserRow } from './user-repository';

export const LAST_ADMIN_MESSAGE = 'Нельзя снять роль администратора с последнего администратора.';
export const USER_NOT_FOUND_MESSAGE = 'Пользователь не найден.';
export const LIMIT_MESSAGE = 'Укажите число от 1 до 200.';
export const UNKNOWN_GROUP_MESSAGE = 'Неизвестная группа.';
export const ROLE_MESSAGE = 'Выберите вариант.';
export const LIST_LIMIT_MAX = 200;

export interface ListParams {
  limit?: string;
  offset?: string;
  q?: string;
  group?: string;
}

export type ListOutcome =
  | { kind: 'ok'; rows: UserRow[]; total: number }
  | { kind: 'invalid'; fields: Partial<Record<'limit' | 'group', string>> };

/** The admin list: the query arrives as strings (already pattern-checked by the schema). */
export async function listUsers(ctx: AccountsContext, params: ListParams): Promise<ListOutcome> {
  const limit = params.limit === undefined ? LIST_LIMIT_MAX : Number(params.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > LIST_LIMIT_MAX) {
    return { kind: 'invalid', fields: { limit: LIMIT_MESSAGE } };
  }
  const offset = params.offset === undefined ? 0 : Number(params.offset);
  const rawGroup = params.group?.trim() ?? '';
  const group = rawGroup === '' ? null : findGroup(rawGroup);
  if (rawGroup !== '' && !group)
    return { kind: 'invalid', fields: { group: UNKNOWN_GROUP_MESSAGE } };
  const q = foldForSearch(params.q?.trim() ?? '');
  return { kind: 'ok', ...(await ctx.users.list({ limit, offset, q, group })) };
}

export interface AccessChanges {
  group?: string;
  role?: string;
}

export type PatchOutcome =
  | { kind: 'ok'; user: UserRow }
  | { kind: 'invalid'; fields: Partial<Record<'group' | 'role', string>> }
  | { kind: 'not-found' }
  | { kind: 'last-admin' };

/**
 * An admin sets a user's group and/or role. A role other than admin also clears the stored admin
 * flag, so the role selector is what decides. The check that an admin remains and the write run in
 * one transaction.
 */
export async function changeAccess(
  ctx: AccountsContext,
  actorId: string,
  targetId: string,
  changes: AccessChanges,
): Promise<PatchOutcome> {
  const fields: Partial<Record<'group' | 'role', string>> = {};
  if (changes.group !== undefined && changes.group.trim() === '') {
    fields.group = GROUP_REQUIRED_MESSAGE;
  }
  const role = changes.role?.trim().toLowerCase();
  if (role !== undefined && !isRoleCode(role)) fields.role = ROLE_MESSAGE;
  if (Object.keys(fields).length > 0) return { kind: 'invalid', fields };

  return writeTransaction(ctx.db, async (trx): Promise<PatchOutcome> => {
    const users = createUserRepository(trx);
    const target = await users.findById(targetId);
    if (!target) return { kind: 'not-found' };
    const next = {
      group_code: changes.group === undefined ? target.group_code : normalizeGroup(changes.group),
      role: role ?? target.role,
      is_admin: role !== undefined && role !== 'admin' ? 0 : target.is_admin,
    };
    const wasAdmin = isAdminUser(toAccountUser(target));
    const staysAdmin = isAdminUser(toAccountUser({ ...target, ...next }));
    if (target.id === actorId && wasAdmin && !staysAdmin && (await users.countAdmins()) <= 1) {
      return { kind: 'last-admin' };
    }
    await users.updateAccess(target.id, next);
    return { kind: 'ok', user: (await users.findById(target.id)) ?? target };
  });
}
