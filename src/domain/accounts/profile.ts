/**
 * Profile save rules (accounts §5.6) with the exact Russian messages. Group handling follows §3.4:
 * a label is accepted in place of its code and an unknown group becomes user; only an empty group
 * is refused. Pure; never throws.
 */
import {
  PHONE_MESSAGE,
  PHONE_MIN_DIGITS,
  countDigits,
  tooLongMessage,
} from '../validation/contact';
import type { FieldErrors, Validation } from './credentials';
import { normalizeGroup, type GroupCode } from './groups';

export const USERNAME_REQUIRED_MESSAGE = 'Укажите имя пользователя.';
export const NAME_REQUIRED_MESSAGE = 'Укажите отображаемое имя.';
export const CITY_REQUIRED_MESSAGE = 'Выберите город.';
export const GROUP_REQUIRED_MESSAGE = 'Выберите вариант.';
export { PHONE_MESSAGE };

export const PROFILE_MAX_LENGTH = {
  username: 50,
  name: 100,
  phone: 40,
  city: 100,
  about: 2000,
} as const;

export type ProfileField = 'username' | 'name' | 'phone' | 'group' | 'city' | 'about';

/**
 * A checked profile. phone, about and emailOptIn are left undefined when the body does not carry
 * them (the stored value is kept); the required fields are always present.
 */
export interface ProfileUpdate {
  username: string;
  name: string;
  group: GroupCode;
  city: string;
  phone?: string;
  about?: string;
  emailOptIn?: boolean;
}

function read(input: unknown, key: string): unknown {
  if (typeof input !== 'object' || input === null) return undefined;
  return (input as Record<string, unknown>)[key];
}

function line(value: unknown): string {
  return typeof value === 'string' ? value.normalize('NFC').trim().replace(/\s+/g, ' ') : '';
}

function requiredLine(
  errors: FieldErrors<ProfileField>,
  field: 'username' | 'name' | 'city',
  value: unknown,
  message: string,
): string {
  const result = line(value);
  const max = PROFILE_MAX_LENGTH[field];
  if (!result) errors[field] = message;
  else if (result.length > max) errors[field] = tooLongMessage(max);
  return result;
}

export function validateProfile(input: unknown): Validation<ProfileUpdate, ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  const username = requiredLine(
    errors,
    'username',
    read(input, 'username'),
    USERNAME_REQUIRED_MESSAGE,
  );
  const name = requiredLine(errors, 'name', read(input, 'name'), NAME_REQUIRED_MESSAGE);
  const rawGroup = line(read(input, 'group'));
  if (!rawGroup) errors.group = GROUP_REQUIRED_MESSAGE;
  const city = requiredLine(errors, 'city', read(input, 'city'), CITY_REQUIRED_MESSAGE);

  const value: ProfileUpdate = { username, name, group: normalizeGroup(rawGroup), city };

  const rawPhone = read(input, 'phone');
  if (rawPhone !== undefined) {
    const phone = line(rawPhone);
    if (phone.length > PROFILE_MAX_LENGTH.phone)
      errors.phone = tooLongMessage(PROFILE_MAX_LENGTH.phone);
    else if (phone !== '' && countDigits(phone) < PHONE_MIN_DIGITS) errors.phone = PHONE_MESSAGE;
    value.phone = phone;
  }
  const rawAbout = read(input, 'about');
  if (rawAbout !== undefined) {
    const about =
      typeof rawAbout === 'string' ? rawAbout.normalize('NFC').replace(/\r\n?/g, '\n').trim() : '';
    if (about.length > PROFILE_MAX_LENGTH.about)
      errors.about = tooLongMessage(PROFILE_MAX_LENGTH.about);
    value.about = about;
  }
  const rawOptIn = read(input, 'emailOptIn');
  if (rawOptIn !== undefined) value.emailOptIn = rawOptIn === true;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value };
}
