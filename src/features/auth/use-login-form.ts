import { useRef, useState } from 'react';
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
  const [values, setValues] = useState<LoginValues>(() =>
    readFormDraft<LoginValues>(DRAFT_KEY, { email: initialEmail, password: '', remember: false }),
  );
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [sending, setSending] = useState(false);
  const controls = useRef<Partial<Record<LoginField, HTMLElement | null>>>({});

  const setField = <K extends keyof LoginValues>(field: K, value: LoginValues[K]) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      writeFormDraft(DRAFT_KEY, next);
      return next;
    });
    setErrors((current) => {
      if (!(field in current)) return current;
      return Object.fromEntries(
        Object.entries(current).filter(([key]) => key !== field),
      ) as typeof current;
    });
  };

  const showErrors = (next: FieldErrors<LoginField>) => {
    setErrors(next);
    const first = FIELDS.find((field) => next[field]);
    if (first) controls.current[first]?.focus();
  };

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

  const control = (field: LoginField) => (element: HTMLElement | null) => {
    controls.current[field] = element;
  };

  return { values, errors, sending, setField, submit, control };
}
