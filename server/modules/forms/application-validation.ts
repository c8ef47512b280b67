/**
 * The application submission of accounts spec §3.3 as the server checks it: the contact fields by
 * the rules of §5.1 (name, phone with at least 10 digits, e-mail by the WHATWG rule), a non-empty
 * message, and an option 'Новая анкета' or 'Новая анкета — <role>'.
 */
import { OPTION_PREFIX, OPTION_ROLE_SEPARATOR } from '../../../src/domain/applications/message';
import { isValidEmail, sanitizeEmail } from '../../../src/domain/validation/email';
import {
  PAGE_MAX_LENGTH,
  PHONE_MIN_DIGITS,
  REQUIRED_MESSAGE,
  countDigits,
  tooLongMessage,
} from '../../../src/domain/validation/contact';

/** The option of every application starts with this (a contact request's never does). */
export const APPLICATION_OPTION_PREFIX = OPTION_PREFIX;
const ROLE_SEPARATOR = OPTION_ROLE_SEPARATOR;

export const APPLICATION_MESSAGES = {
  name: 'Укажите фамилию и имя.',
  phone: 'Укажите телефон в формате +7 (XXX) XXX-XX-XX.',
  emailRequired: 'Укажите e-mail.',
  emailShape: 'Неверный формат e-mail.',
  option: 'Тема анкеты должна быть «Новая анкета» или «Новая анкета — должность».',
  message: REQUIRED_MESSAGE,
} as const;

/** Length caps (not in the spec): the message sums up a long form, everything else is short. */
export const APPLICATION_MAX_LENGTH = {
  name: 200,
  email: 254,
  phone: 40,
  role: 100,
  message: 20_000,
} as const;

export interface ApplicationRecord {
  name: string;
  email: string;
  phone: string;
  option: string;
  message: string;
  page: string;
}

export type ApplicationField = 'name' | 'email' | 'phone' | 'option' | 'message';
export type ApplicationValidation =
  | { ok: true; value: ApplicationRecord }
  | { ok: false; errors: Partial<Record<ApplicationField, string>> };

/** Whether a forms call is an application rather than a contact request. */
export function isApplicationOption(option: unknown): boolean {
  return typeof option === 'string' && option.trim().startsWith(APPLICATION_OPTION_PREFIX);
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value.normalize('NFC').trim() : null;
}

function checkOption(option: string | null): boolean {
  if (option === APPLICATION_OPTION_PREFIX) return true;
  if (!option?.startsWith(APPLICATION_OPTION_PREFIX + ROLE_SEPARATOR)) return false;
  const role = option.slice(APPLICATION_OPTION_PREFIX.length + ROLE_SEPARATOR.length).trim();
  return role.length > 0 && role.length <= APPLICATION_MAX_LENGTH.role && !/[\r\n]/.test(role);
}

export function validateApplication(input: Record<string, unknown>): ApplicationValidation {
  const errors: Partial<Record<ApplicationField, string>> = {};

  const name = text(input.name)?.replace(/\s+/g, ' ') ?? '';
  if (!name) errors.name = APPLICATION_MESSAGES.name;
  else if (name.length > APPLICATION_MAX_LENGTH.name)
    errors.name = tooLongMessage(APPLICATION_MAX_LENGTH.name);

  const email = typeof input.email === 'string' ? sanitizeEmail(input.email) : '';
  if (!email) errors.email = APPLICATION_MESSAGES.emailRequired;
  else if (email.length > APPLICATION_MAX_LENGTH.email)
    errors.email = tooLongMessage(APPLICATION_MAX_LENGTH.email);
  else if (!isValidEmail(email)) errors.email = APPLICATION_MESSAGES.emailShape;

  const phone = text(input.phone) ?? '';
  if (phone.length > APPLICATION_MAX_LENGTH.phone)
    errors.phone = tooLongMessage(APPLICATION_MAX_LENGTH.phone);
  else if (countDigits(phone) < PHONE_MIN_DIGITS) errors.phone = APPLICATION_MESSAGES.phone;

  const option = text(input.option)?.replace(/\s+/g, ' ') ?? null;
  if (!checkOption(option)) errors.option = APPLICATION_MESSAGES.option;

  const message = text(input.message)?.replace(/\r\n?/g, '\n') ?? '';
  if (!message) errors.message = APPLICATION_MESSAGES.message;
  else if (message.length > APPLICATION_MAX_LENGTH.message)
    errors.message = tooLongMessage(APPLICATION_MAX_LENGTH.message);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const page = (text(input.page) ?? '').slice(0, PAGE_MAX_LENGTH);
  return { ok: true, value: { name, email, phone, option: option ?? '', message, page } };
}
