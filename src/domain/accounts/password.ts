/**
 * The password rule (ASVS 6.2): at least 8 and at most 128 characters, no composition rules, no
 * silent truncation, not one of the most common passwords. Characters are Unicode code points of
 * the NFC form, so 'пароль' counts six whatever the keyboard produced. Pure: shared by the register
 * modal, the password change and the server.
 */
import { isCommonPassword } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const PASSWORD_REQUIRED_MESSAGE = 'Это значение не должно быть пустым.';
export const PASSWORD_TOO_SHORT_MESSAGE = `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов.`;
export const PASSWORD_TOO_LONG_MESSAGE = `Пароль должен быть не длиннее ${PASSWORD_MAX_LENGTH} символов.`;
export const PASSWORD_COMMON_MESSAGE = 'Этот пароль слишком распространён. Придумайте другой.';

/** The form a password is hashed and measured in (NFC, nothing trimmed). */
export function normalizePassword(password: string): string {
  return password.normalize('NFC');
}

/** Length in characters (code points), not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...normalizePassword(password)].length;
}

/** The message for a password that breaks the rule, or null when it is acceptable. */
export function checkPassword(password: unknown): string | null {
  if (typeof password !== 'string' || password === '') return PASSWORD_REQUIRED_MESSAGE;
  const length = passwordLength(password);
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT_MESSAGE;
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG_MESSAGE;
  if (isCommonPassword(normalizePassword(password))) return PASSWORD_COMMON_MESSAGE;
  return null;
}
