import { useState } from 'react';
import { updateUser, type UserChanges } from '../../../api/account-client';
import { getAccessToken } from '../../../api/auth-client';
import { normalizeGroup } from '../../../domain/accounts/groups';
import { normalizeRole, type RoleCode } from '../../../domain/accounts/roles';
import type { AccountUser } from '../../../domain/accounts/user';
import { dispatchAuthChanged } from '../../../features/auth/auth-events';
import { showDockToast } from '../../../ui/toast/toast-store';
import { SAVE_FAILED_TEXT, SAVED_TEXT } from '../save-profile';

export const UNSAVED_MARK = '• не сохранено';

/**
 * One admin row's edits (accounts §4.3): group and role drafts against the stored values. Save is
 * possible only with a change; Cancel reverts; a failure reads 'Не удалось сохранить'.
 */
export function useRowEdit(
  user: AccountUser,
  options: { selfId: string | null; onSaved: (user: AccountUser) => void },
) {
  const [group, setGroup] = useState<string>(user.group);
  const [role, setRole] = useState<RoleCode>(user.role);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const changes: UserChanges = {};
  if (group !== user.group) changes.group = group;
  if (role !== user.role) changes.role = role;
  const dirty = Object.keys(changes).length > 0;

  const cancel = () => {
    setGroup(user.group);
    setRole(user.role);
    setFailed(false);
  };

  const save = async () => {
    if (!dirty || saving) return;
    setSaving(true);
    setFailed(false);
    try {
      const reply = await updateUser(user.id, changes);
      const saved: AccountUser = reply ?? {
        ...user,
        group: normalizeGroup(group),
        role: normalizeRole(role),
      };
      setGroup(saved.group);
      setRole(saved.role);
      options.onSaved(saved);
      if (saved.id === options.selfId) {
        dispatchAuthChanged({ user: saved, accessToken: getAccessToken() });
      }
      showDockToast(SAVED_TEXT);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };

  return {
    group,
    role,
    setGroup: (value: string) => {
      setGroup(value);
      setFailed(false);
    },
    setRole: (value: RoleCode) => {
      setRole(value);
      setFailed(false);
    },
    dirty,
    saving,
    failure: failed ? SAVE_FAILED_TEXT : null,
    save,
    cancel,
  };
}
