import { useCallback, useEffect, useState } from 'react';
import { listUsers } from '../../../api/account-client';
import { normalizeGroup } from '../../../domain/accounts/groups';
import type { AccountUser } from '../../../domain/accounts/user';

/** Typing in the search waits this long before asking the server. */
export const SEARCH_DELAY_MS = 300;

export type ListStatus = 'loading' | 'ready' | 'failed';

/** The filters are applied by the server and again here (§2.5: also applied locally). */
export function filterUsers(users: readonly AccountUser[], group: string, query: string) {
  const needle = query.trim().toLowerCase();
  return users.filter((user) => {
    if (group && normalizeGroup(user.group) !== group) return false;
    if (!needle) return true;
    return [user.name, user.username, user.email].some((value) =>
      value.toLowerCase().includes(needle),
    );
  });
}

interface Loaded {
  key: string;
  group: string | null;
  status: 'ready' | 'failed';
  users: AccountUser[];
}

/** Loads the users (up to 200) for a group and a search text; reload on demand. */
export function useUserList(group: string, query: string) {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({
    key: '',
    group: null,
    status: 'ready',
    users: [],
  });
  const q = query.trim();
  const key = `${group}|${q}|${attempt}`;

  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        listUsers({ group, q })
          .then((list) => {
            if (live) setLoaded({ key, group, status: 'ready', users: list.users });
          })
          .catch(() => {
            if (live) setLoaded({ key, group, status: 'failed', users: [] });
          });
      },
      q ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [group, q, key]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const replaceUser = useCallback((user: AccountUser) => {
    setLoaded((current) => ({
      ...current,
      users: current.users.map((item) => (item.id === user.id ? user : item)),
    }));
  }, []);

  // While a new search text is asked for, the last list of the same group is filtered here.
  const status: ListStatus =
    loaded.key === key || (loaded.group === group && loaded.status === 'ready')
      ? loaded.status
      : 'loading';
  return {
    status,
    users: status === 'ready' ? filterUsers(loaded.users, group, query) : [],
    reload,
    replaceUser,
  };
}
