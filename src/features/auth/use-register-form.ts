import { useRef, useState } from 'react';
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
  const [values, setValues] = useState<RegisterValues>(() =>
    readFormDraft<RegisterValues>(DRAFT_KEY, {
      username: '',
      email: initialEmail,
      password: '',
      repeat: '',
      agree: false,
      newsletter: false,
    }),
  );
  const [errors, setErrors] = useState<FieldErrors<RegisterFormField>>({});
  const [sending, setSending] = useState(false);
  const controls = useRef<Partial<Record<RegisterFormField, HTMLElement | null>>>({});

  const setField = <K extends keyof RegisterValues>(field: K, value: RegisterValues[K]) => {
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

  const showErrors = (next: FieldErrors<RegisterFormField>) => {
    setErrors(next);
    const first = REGISTER_FIELDS.find((field) => next[field]);
    if (first) controls.current[first]?.focus();
  };

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

  const control = (field: RegisterFormField) => (element: HTMLElement | null) => {
    controls.current[field] = element;
  };

  return { values, errors, sending, setField, submit, control };
}
