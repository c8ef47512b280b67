import {
  canChooseGroup,
  isAdminUser,
  LOCKED_GROUP_MESSAGE,
} from '../../../src/domain/accounts/admin';
import { checkAvatarDataUrl } from '../../../src/domain/accounts/avatar';
import { checkPassword, normalizePassword } from '../../../src/domain/accounts/password';
import { validateProfile, type ProfileField } from '../../../src/domain/accounts/profile';
import { REQUIRED_MESSAGE } from '../../../src/domain/accounts/credentials';
import type { AccountsContext } from '../auth/accounts-context';
import { toAccountUser } from './account-user';
import type { UserRow } from './user-repository';

type Fields = Partial<Record<ProfileField | 'avatar', string>>;

export type ProfileOutcome =
  | { kind: 'saved'; user: UserRow }
  | { kind: 'invalid'; fields: Fields }
  | { kind: 'forbidden-group' };

const decodeBase64 = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));

/**
 * Saves a user's own profile (accounts §5.6). Only the listed columns can change: role and the
 * admin flag are not in the body schema and are never written here.
 */
export async function saveProfile(
  ctx: AccountsContext,
  user: UserRow,
  body: unknown,
): Promise<ProfileOutcome> {
  const result = validateProfile(body);
  const fields: Fields = result.ok ? {} : { ...result.errors };

  let avatar = user.avatar;
  const rawAvatar = (body as { avatar?: unknown }).avatar;
  if (rawAvatar === null || rawAvatar === '') avatar = null;
  else if (typeof rawAvatar === 'string') {
    const check = checkAvatarDataUrl(rawAvatar, decodeBase64);
    if (check.ok) avatar = check.dataUrl;
    else fields.avatar = check.error;
  }
  if (!result.ok || Object.keys(fields).length > 0) return { kind: 'invalid', fields };

  const next = result.value;
  if (!canChooseGroup(isAdminUser(toAccountUser(user)), next.group, user.group_code)) {
    return { kind: 'forbidden-group' };
  }
  await ctx.users.updateProfile(user.id, {
    username: next.username,
    name: next.name,
    group_code: next.group,
    city: next.city,
    phone: next.phone ?? user.phone,
    about: next.about ?? user.about,
    email_opt_in: next.emailOptIn === undefined ? user.email_opt_in : next.emailOptIn ? 1 : 0,
    avatar,
  });
  return { kind: 'saved', user: (await ctx.users.findById(user.id)) ?? user };
}

export { LOCKED_GROUP_MESSAGE };

export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Текущий пароль указан неверно.';
export const PASSWORD_UNCHANGED_MESSAGE = 'Новый пароль должен отличаться от текущего.';

export type PasswordOutcome =
  | { kind: 'changed' }
  | { kind: 'invalid'; fields: Partial<Record<'currentPassword' | 'newPassword', string>> };

/**
 * Changes the password after checking the current one, then ends every other login of the user
 * (ASVS: sessions are revoked on a password change); the calling login stays.
 */
export async function changePassword(
  ctx: AccountsContext,
  user: UserRow,
  sessionId: string,
  currentPassword: unknown,
  newPassword: unknown,
): Promise<PasswordOutcome> {
  const fields: Partial<Record<'currentPassword' | 'newPassword', string>> = {};
  if (typeof currentPassword !== 'string' || currentPassword === '') {
    fields.currentPassword = REQUIRED_MESSAGE;
  }
  const ruleError = checkPassword(newPassword);
  if (ruleError) fields.newPassword = ruleError;
  if (Object.keys(fields).length > 0) return { kind: 'invalid', fields };

  const current = currentPassword as string;
  const next = newPassword as string;
  const verified = await ctx.passwords.verify(current, user.password_hash);
  if (!verified.ok) {
    return { kind: 'invalid', fields: { currentPassword: CURRENT_PASSWORD_WRONG_MESSAGE } };
  }
  if (normalizePassword(current) === normalizePassword(next)) {
    return { kind: 'invalid', fields: { newPassword: PASSWORD_UNCHANGED_MESSAGE } };
  }
  await ctx.users.updatePassword(user.id, await ctx.passwords.hash(next));
  await ctx.sessions.revokeAllForUser(user.id, sessionId);
  return { kind: 'changed' };
}
