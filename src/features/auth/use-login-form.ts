import { loginAccount } from '../../api/auth-client';
import { isApiError } from '../../api/http';
import {
  LOGIN_EMAIL_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  validateLogin,
  type FieldErrors,
  type LoginField,
} from '../../domain/accounts/credentials';
import { signIn } from './session-store';
import { useAuthForm } from './use-auth-form';

/** §8: the password field's message after a 401. */
export const CHECK_PASSWORD_MESSAGE = 'Проверьте пароль.';

export interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

const FIELDS: readonly LoginField[] = ['email', 'password'];

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
  const empty: LoginValues = { email: initialEmail, password: '', remember: false };
  return useAuthForm({
    draftKey: 'login',
    empty,
    fields: FIELDS,
    check: validateLogin,
    send: async (login) => signIn(await loginAccount(login), { remember: login.remember }),
    errorsFor: loginErrorsFor,
  });
}
