import { registerAccount } from '../../api/auth-client';
import { isApiError } from '../../api/http';
import {
  CHECK_DATA_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  validateRegisterForm,
  type FieldErrors,
  type RegisterFormField,
  type Validation,
} from '../../domain/accounts/credentials';
import { signIn } from './session-store';
import { useAuthForm } from './use-auth-form';

export interface RegisterValues {
  username: string;
  email: string;
  password: string;
  repeat: string;
  agree: boolean;
  newsletter: boolean;
}

export const REGISTER_FIELDS: readonly RegisterFormField[] = [
  'username',
  'email',
  'password',
  'repeat',
  'agree',
];

/** §8: 409 and 400 land on the fields; server field messages (the password rule) are kept. */
export function registerErrorsFor(error: unknown): FieldErrors<RegisterFormField> | null {
  if (!isApiError(error)) return null;
  if (error.status === 409) return { email: EMAIL_TAKEN_MESSAGE };
  if (error.status !== 400) return null;
  const errors: FieldErrors<RegisterFormField> = {};
  if (error.fields.password) errors.password = error.fields.password;
  if (error.fields.name) errors.username = error.fields.name;
  if (!errors.password && !errors.username) errors.email = CHECK_DATA_MESSAGE;
  else if (error.fields.email) errors.email = CHECK_DATA_MESSAGE;
  return errors;
}

/** The form's values, checked by the domain rules, or their errors. */
function checkRegister(values: RegisterValues): Validation<RegisterValues, RegisterFormField> {
  const errors = validateRegisterForm(values);
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: values };
}

/** State and submission of the register modal (accounts §2.1, §5.3, §8). */
export function useRegisterForm(initialEmail = '') {
  const empty: RegisterValues = {
    username: '',
    email: initialEmail,
    password: '',
    repeat: '',
    agree: false,
    newsletter: false,
  };
  return useAuthForm({
    draftKey: 'register',
    empty,
    fields: REGISTER_FIELDS,
    check: checkRegister,
    send: async (values) => {
      const result = await registerAccount({
        name: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        emailOptIn: values.newsletter,
      });
      signIn(result, { remember: false });
    },
    errorsFor: registerErrorsFor,
  });
}
