import { getAccessToken } from '../../api/auth-client';
import { saveProfile, type ProfilePayload } from '../../api/account-client';
import { normalizeGroup } from '../../domain/accounts/groups';
import type { AccountUser } from '../../domain/accounts/user';
import { dispatchAuthChanged } from '../../features/auth/auth-events';

/** §8: the profile save toasts. */
export const SAVED_TEXT = 'Сохранено';
export const SAVE_FAILED_TEXT = 'Не удалось сохранить';
export const AUTH_NEEDED_TEXT = 'Нужна авторизация';

/**
 * Saves the profile and broadcasts the result to the header as 'auth:changed' with the user and
 * the access token (§4.2). When the reply carries no user, the sent values stand for it.
 */
export async function saveAndBroadcast(
  payload: ProfilePayload,
  current: AccountUser,
): Promise<AccountUser> {
  const saved = await saveProfile(payload);
  const user: AccountUser = saved ?? {
    ...current,
    ...payload,
    group: normalizeGroup(payload.group),
    avatar: payload.avatar === undefined ? current.avatar : payload.avatar,
  };
  dispatchAuthChanged({ user, accessToken: getAccessToken() });
  return user;
}
