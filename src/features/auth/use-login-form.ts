import { useState } from 'react';
import { useFormFields } from '../../ui/form/use-form-fields';
import { loginAccount } from '../../api/auth-client';
import { isApiError } from '../../api/http';
import {
  LOGIN_EMAIL_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  validateLogin,
  type FieldErrors,
  type LoginField,
} from '../../domain/accounts/credentials';
import { ERROR_TITLE, errorText } from './error-text';
import { readFormDraft, writeFormDraft } from './form-drafts';
import { dismissAuthModal, getAuthModal, showMessage } from './modal-store';
import { signIn } from './session-store';

/** §8: the password field's message after a 401. */
export const CHECK_PASSWORD_MESSAGE = 'Проверьте пароль.';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

const FIELDS: readonly LoginField[] = ['email', 'password'];
const DRAFT_KEY = 'login';

/** §8: 400 and 401 land on the fields; anything else opens the 'Ошибка' modal. */
export function loginErrorsFor(error: unknown): FieldErrors<LoginField> | null {
  if (!isApiError(error)) return null;
  if (error.status === 400) return { email: LOGIN_EMAIL_MESSAGE };
  if (error.status === 401)
    return { email: LOGIN_FAILED_MESSAGE, password: CHECK_PASSWORD_MESSAGE };
  return null;
}

/** State and submission of the login modal (accounts §2.1, §5.4, §8). */
export function useLoginForm(initialEmail = '') {
  const { values, errors, setField, showErrors, control, fieldId, textField, checkboxField } =
    useFormFields<LoginValues, LoginField>(
      () =>
        readFormDraft<LoginValues>(DRAFT_KEY, {
          email: initialEmail,
          password: '',
          remember: false,
        }),
      FIELDS,
      (next) => writeFormDraft(DRAFT_KEY, next),
    );
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (sending) return;
    const checked = validateLogin(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    const form = getAuthModal();
    setSending(true);
    try {
      const result = await loginAccount(checked.value);
      signIn(result, { remember: checked.value.remember });
      dismissAuthModal();
    } catch (error) {
      const mapped = loginErrorsFor(error);
      if (mapped) showErrors(mapped);
      else showMessage(ERROR_TITLE, errorText(error), form ? { returnTo: form } : {});
    } finally {
      setSending(false);
    }
  };

  return { values, errors, sending, setField, submit, control, fieldId, textField, checkboxField };
}
