import { useState } from 'react';
import { changePassword } from '../../../api/account-client';
import { isApiError } from '../../../api/http';
import { PASSWORDS_DIFFER_MESSAGE, REQUIRED_MESSAGE } from '../../../domain/accounts/credentials';
import { checkPassword } from '../../../domain/accounts/password';
import { useFormFields } from '../../../ui/form/use-form-fields';
import { showDockToast } from '../../../ui/toast/toast-store';
import { errorText } from '../../../features/auth/error-text';

export const PASSWORD_CHANGED_TEXT = 'Пароль изменён';

export type PasswordField = 'currentPassword' | 'newPassword' | 'repeat';
type Values = Record<PasswordField, string>;
const FIELDS: readonly PasswordField[] = ['currentPassword', 'newPassword', 'repeat'];
const EMPTY: Values = { currentPassword: '', newPassword: '', repeat: '' };

export function checkPasswordChange(values: Values): Partial<Values> {
  const errors: Partial<Values> = {};
  if (!values.currentPassword) errors.currentPassword = REQUIRED_MESSAGE;
  const rule = checkPassword(values.newPassword);
  if (rule) errors.newPassword = rule;
  if (!values.repeat) errors.repeat = REQUIRED_MESSAGE;
  else if (values.repeat !== values.newPassword) errors.repeat = PASSWORDS_DIFFER_MESSAGE;
  return errors;
}

/** The password change of the settings tab: current, new (the password rule) and repeat. */
export function usePasswordForm() {
  const [failure, setFailure] = useState<string | null>(null);
  // Editing any field also clears the form-wide failure.
  const fields = useFormFields<Values, PasswordField>(
    () => EMPTY,
    FIELDS,
    () => setFailure(null),
  );
  const { values, setValues, showErrors } = fields;
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (saving) return;
    const found = checkPasswordChange(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setSaving(true);
    try {
      await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      setValues(EMPTY);
      showDockToast(PASSWORD_CHANGED_TEXT);
    } catch (error) {
      const sent = isApiError(error) ? error.fields : {};
      const mapped: Partial<Values> = {};
      if (sent.currentPassword) mapped.currentPassword = sent.currentPassword;
      if (sent.newPassword) mapped.newPassword = sent.newPassword;
      if (Object.keys(mapped).length > 0) showErrors(mapped);
      else setFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return { ...fields, failure, saving, submit };
}
