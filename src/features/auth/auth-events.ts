/**
 * The auth change event (accounts §4.2, public-site §4): `window` hears 'auth:changed' with
 * `{ user, accessToken }`; a user sets the session, no user clears it.
 */
import type { AccountUser } from '../../domain/accounts/user';

export const AUTH_CHANGED_EVENT = 'auth:changed';

export interface AuthChangedDetail {
  user: AccountUser | null;
  accessToken: string | null;
}

export function dispatchAuthChanged(detail: AuthChangedDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<AuthChangedDetail>(AUTH_CHANGED_EVENT, { detail }));
}
