import { useEffect, useState } from 'react';
import { getAccessToken, loadCurrentUser } from '../../../api/auth-client';
import { isApiError } from '../../../api/http';
import type { ProfilePayload } from '../../../api/account-client';
import { canChooseGroup, isAdminUser, LOCKED_GROUP_MESSAGE } from '../../../domain/accounts/admin';
import { validateProfile, type ProfileField } from '../../../domain/accounts/profile';
import type { FieldErrors } from '../../../domain/accounts/credentials';
import type { AccountUser } from '../../../domain/accounts/user';
import { useFormFields } from '../../../ui/form/use-form-fields';
import { showDockToast } from '../../../ui/toast/toast-store';
import { AUTH_NEEDED_TEXT, SAVE_FAILED_TEXT, SAVED_TEXT, saveAndBroadcast } from '../save-profile';

/** §4.2: the profile load refreshes with a 1.2 s time-out when it has no token. */
export const PROFILE_REFRESH_TIMEOUT_MS = 1200;

/** What the form edits: the profile the API takes, without the avatar (edited on its own). */
export type ProfileValues = Omit<ProfilePayload, 'avatar'>;

const FIELDS: readonly ProfileField[] = ['username', 'name', 'phone', 'group', 'city', 'about'];

function valuesOf(user: AccountUser): ProfileValues {
  return {
    username: user.username,
    name: user.name,
    phone: user.phone,
    group: user.group,
    city: user.city,
    about: user.about,
    emailOptIn: user.emailOptIn,
  };
}

/** The avatar being edited: its value and whether it differs from the stored one. */
export interface AvatarState {
  value: string | null;
  changed: boolean;
}

/**
 * The profile tab (accounts §2.5, §4.2, §5.6, §8): loads the user record, checks the fields with
 * the domain rules (a locked group only for an admin), saves with 'Сохранение…' and a toast, and
 * broadcasts the saved user to the header.
 */
export function useProfileForm(sessionUser: AccountUser) {
  const [record, setRecord] = useState<AccountUser | null>(null);
  const fields = useFormFields<ProfileValues, ProfileField>(() => valuesOf(sessionUser), FIELDS);
  const { values, setValues, showErrors } = fields;
  const [avatar, setAvatar] = useState<AvatarState>({ value: sessionUser.avatar, changed: false });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    loadCurrentUser(PROFILE_REFRESH_TIMEOUT_MS)
      .catch(() => sessionUser)
      .then((user) => {
        if (!live) return;
        setRecord(user);
        setValues(valuesOf(user));
        setAvatar({ value: user.avatar, changed: false });
      });
    return () => {
      live = false;
    };
    // Loaded once per visit of the tab; later session changes come from this form itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async () => {
    if (saving || !record) return;
    if (!getAccessToken()) {
      showDockToast(AUTH_NEEDED_TEXT);
      return;
    }
    const checked = validateProfile(values);
    const found: FieldErrors<ProfileField> = checked.ok ? {} : { ...checked.errors };
    if (!found.group && !canChooseGroup(isAdminUser(record), values.group, record.group)) {
      found.group = LOCKED_GROUP_MESSAGE;
    }
    if (!checked.ok || Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    const payload: ProfilePayload = {
      ...checked.value,
      phone: checked.value.phone ?? '',
      about: checked.value.about ?? '',
      emailOptIn: values.emailOptIn,
      ...(avatar.changed ? { avatar: avatar.value } : {}),
    };
    setSaving(true);
    try {
      const user = await saveAndBroadcast(payload, record);
      setRecord(user);
      setAvatar({ value: user.avatar, changed: false });
      showDockToast(SAVED_TEXT);
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        showDockToast(AUTH_NEEDED_TEXT);
        return;
      }
      if (isApiError(error) && error.status === 403) {
        showErrors({ group: LOCKED_GROUP_MESSAGE });
      } else if (isApiError(error) && Object.keys(error.fields).length > 0) {
        showErrors(error.fields as FieldErrors<ProfileField>);
      }
      showDockToast(SAVE_FAILED_TEXT);
    } finally {
      setSaving(false);
    }
  };

  return {
    loading: record === null,
    record,
    avatar,
    setAvatar: (value: string | null) => setAvatar({ value, changed: true }),
    saving,
    submit,
    ...fields,
  };
}
