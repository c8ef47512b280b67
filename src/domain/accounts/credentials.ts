/**
 * Register and login rules (accounts §5.3, §5.4) with their exact Russian messages. Pure: the modals
 * and the server use the same functions; none of them throws, whatever it is given.
 */
import { isValidEmail, sanitizeEmail } from '../validation/email';
import { EMAIL_SHAPE_MESSAGE, REQUIRED_MESSAGE, tooLongMessage } from '../validation/contact';
import { checkPassword } from './password';
import { AGREEMENT_MESSAGE, LOGIN_EMAIL_MESSAGE, PASSWORDS_DIFFER_MESSAGE } from './auth-messages';

export { EMAIL_SHAPE_MESSAGE, REQUIRED_MESSAGE };
export {
  AGREEMENT_MESSAGE,
  CHECK_DATA_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  LOGIN_EMAIL_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
} from './auth-messages';

export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export type Validation<T, K extends string> =
  { ok: true; value: T } | { ok: false; errors: FieldErrors<K> };

function read(input: unknown, key: string): unknown {
  if (typeof input !== 'object' || input === null) return undefined;
  return (input as Record<string, unknown>)[key];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.normalize('NFC').trim().replace(/\s+/g, ' ') : '';
}

function email(value: unknown): string {
  return typeof value === 'string' ? sanitizeEmail(value) : '';
}

/** The e-mail as the server compares it: sanitised and in lower case. */
export function emailKey(value: string): string {
  return sanitizeEmail(value).toLowerCase();
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  emailOptIn: boolean;
}
export type RegisterField = 'name' | 'email' | 'password';

/** The register call's body (name, email, password), as the server checks it. */
export function validateRegister(input: unknown): Validation<RegisterInput, RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  const name = text(read(input, 'name'));
  if (!name) errors.name = REQUIRED_MESSAGE;
  else if (name.length > NAME_MAX_LENGTH) errors.name = tooLongMessage(NAME_MAX_LENGTH);
  const address = email(read(input, 'email'));
  if (!address) errors.email = REQUIRED_MESSAGE;
  else if (address.length > EMAIL_MAX_LENGTH) errors.email = tooLongMessage(EMAIL_MAX_LENGTH);
  else if (!isValidEmail(address)) errors.email = EMAIL_SHAPE_MESSAGE;
  const rawPassword = read(input, 'password');
  const passwordError = checkPassword(rawPassword);
  if (passwordError) errors.password = passwordError;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      email: address,
      password: rawPassword as string,
      emailOptIn: read(input, 'emailOptIn') === true,
    },
  };
}

export type RegisterFormField = 'username' | 'email' | 'password' | 'repeat' | 'agree';

/** The register modal (§5.3): username, e-mail, password, repeat, agreement. */
export function validateRegisterForm(input: {
  username: string;
  email: string;
  password: string;
  repeat: string;
  agree: boolean;
}): FieldErrors<RegisterFormField> {
  const errors: FieldErrors<RegisterFormField> = {};
  const result = validateRegister({
    name: input.username,
    email: input.email,
    password: input.password,
  });
  if (!result.ok) {
    if (result.errors.name) errors.username = result.errors.name;
    if (result.errors.email) errors.email = result.errors.email;
    if (result.errors.password) errors.password = result.errors.password;
  }
  if (!input.repeat) errors.repeat = REQUIRED_MESSAGE;
  else if (input.repeat !== input.password) errors.repeat = PASSWORDS_DIFFER_MESSAGE;
  if (!input.agree) errors.agree = AGREEMENT_MESSAGE;
  return errors;
}

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}
export type LoginField = 'email' | 'password';

/** §5.4: both fields required; the identifier must contain '@'. */
export function validateLogin(input: unknown): Validation<LoginInput, LoginField> {
  const errors: FieldErrors<LoginField> = {};
  const address = email(read(input, 'email'));
  if (!address) errors.email = REQUIRED_MESSAGE;
  else if (!address.includes('@')) errors.email = LOGIN_EMAIL_MESSAGE;
  const rawPassword = read(input, 'password');
  if (typeof rawPassword !== 'string' || rawPassword === '') errors.password = REQUIRED_MESSAGE;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      email: address,
      password: rawPassword as string,
      remember: read(input, 'remember') === true,
    },
  };
}
