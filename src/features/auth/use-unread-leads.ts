import { useEffect, useSyncExternalStore } from 'react';
import type { AccountUser } from '../../domain/accounts/user';
import { canReadLeads } from '../../domain/leads/lead-model';
import { unreadLeadsStore, watchUnreadLeads } from './unread-leads-store';

/**
 * The unread leads count for this user: null for anyone who does not read leads (nothing is
 * asked then) and until the first answer.
 */
export function useUnreadLeads(user: AccountUser | null): number | null {
  const staff = canReadLeads(user);
  const userId = user?.id ?? null;
  const count = useSyncExternalStore(unreadLeadsStore.subscribe, unreadLeadsStore.get, () => null);
  useEffect(() => {
    if (!staff) return undefined;
    return watchUnreadLeads();
  }, [staff, userId]);
  return staff ? count : null;
}
