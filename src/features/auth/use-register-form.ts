import { useState } from 'react';
import { useFormFields } from '../../ui/form/use-form-fields';
import { registerAccount } from '../../api/auth-client';
import { isApiError } from '../../api/http';
import {
  CHECK_DATA_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  validateRegisterForm,
  type FieldErrors,
  type RegisterFormField,
} from '../../domain/accounts/credentials';
import { ERROR_TITLE, errorText } from './error-text';
import { readFormDraft, writeFormDraft } from './form-drafts';
import { dismissAuthModal, getAuthModal, showMessage } from './modal-store';
import { signIn } from './session-store';

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

const DRAFT_KEY = 'register';

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

/** State and submission of the register modal (accounts §2.1, §5.3, §8). */
export function useRegisterForm(initialEmail = '') {
  const { values, errors, setField, showErrors, control, fieldId, textField, checkboxField } =
    useFormFields<RegisterValues, RegisterFormField>(
      () =>
        readFormDraft<RegisterValues>(DRAFT_KEY, {
          username: '',
          email: initialEmail,
          password: '',
          repeat: '',
          agree: false,
          newsletter: false,
        }),
      REGISTER_FIELDS,
      (next) => writeFormDraft(DRAFT_KEY, next),
    );
  const [sending, setSending] = useState(false);

  const submit = async () => {
    if (sending) return;
    const found = validateRegisterForm(values);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    const form = getAuthModal();
    setSending(true);
    try {
      const result = await registerAccount({
        name: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        emailOptIn: values.newsletter,
      });
      signIn(result, { remember: false });
      dismissAuthModal();
    } catch (error) {
      const mapped = registerErrorsFor(error);
      if (mapped) showErrors(mapped);
      else showMessage(ERROR_TITLE, errorText(error), form ? { returnTo: form } : {});
    } finally {
      setSending(false);
    }
  };

  return { values, errors, sending, setField, submit, control, fieldId, textField, checkboxField };
}
