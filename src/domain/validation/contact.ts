/**
 * The contact request rules (public-site §5), shared by the form and the server. Every limit is a
 * named constant and every message the exact Russian text next to its rule. Pure: no DOM, no
 * React; `validateContactRequest` never throws, whatever it is given.
 */
import { isContactTopic, type ContactTopic } from './contact-topics';
import { isValidEmail, sanitizeEmail } from './email';

/** name, email and message: required. */
export const REQUIRED_MESSAGE = 'Это значение не должно быть пустым.';
/** email: the WHATWG {email} shape. */
export const EMAIL_SHAPE_MESSAGE = 'Неверный формат электронного адреса.';
/** phone: optional; if given, at least this many digits. */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MESSAGE = 'Укажите телефон в формате +7 (XXX) XXX-XX-XX.';
/** option: must differ from the placeholder (and be one of the listed topics). */
export const OPTION_MESSAGE = 'Необходимо выбрать вариант из списка.';
/** consent: must be checked. */
export const CONSENT_MESSAGE = 'Подтвердите, что ознакомлены с условиями и принимаете их.';

/** Length caps (not in the spec: they keep a stored request sane; the form enforces them too). */
export const CONTACT_MAX_LENGTH = {
  name: 200,
  email: 254,
  phone: 40,
  message: 5000,
} as const;
export const PAGE_MAX_LENGTH = 2048;
export const tooLongMessage = (max: number) =>
  `Слишком длинное значение: не более ${max} символов.`;

export type ContactField = 'name' | 'email' | 'phone' | 'option' | 'message' | 'consent';
/** The order errors are reported and fields are focused in. */
export const CONTACT_FIELDS: readonly ContactField[] = [
  'name',
  'email',
  'phone',
  'option',
  'message',
  'consent',
];

/** A validated contact request: the body fields of the contact call (public-site §3, §7). */
export interface ContactRequest {
  name: string;
  email: string;
  /** '' when not given. */
  phone: string;
  option: ContactTopic;
  message: string;
  /** The address the request was sent from; '' when unknown. */
  page: string;
}

export type ContactErrors = Partial<Record<ContactField, string>>;

export type ContactValidation =
  { ok: true; value: ContactRequest } | { ok: false; errors: ContactErrors };

export interface ContactValidationOptions {
  /**
   * Check the consent box (default true). The contact call's body carries no consent (§7), so the
   * server validates with `requireConsent: false`.
   */
  requireConsent?: boolean;
}

/** Counts the digits of a phone as typed: '+7 (911) 123-45-67' has 11. */
export function countDigits(value: string): number {
  return (value.match(/\d/g) ?? []).length;
}

function read(input: unknown, key: string): unknown {
  if (typeof input !== 'object' || input === null) return undefined;
  try {
    return (input as Record<string, unknown>)[key];
  } catch {
    return undefined;
  }
}

/** A string field, NFC-normalised and trimmed; `null` for anything that is not a string. */
function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return value.normalize('NFC').trim();
}

function required(value: string | null, max: number): string | undefined {
  if (!value) return REQUIRED_MESSAGE;
  if (value.length > max) return tooLongMessage(max);
  return undefined;
}

export function validateContactRequest(
  input: unknown,
  options: ContactValidationOptions = {},
): ContactValidation {
  const { requireConsent = true } = options;
  const errors: ContactErrors = {};

  const name = text(read(input, 'name'))?.replace(/\s+/g, ' ') ?? null;
  const nameError = required(name, CONTACT_MAX_LENGTH.name);
  if (nameError) errors.name = nameError;

  const rawEmail = read(input, 'email');
  const email = typeof rawEmail === 'string' ? sanitizeEmail(rawEmail) : null;
  const emailError = required(email, CONTACT_MAX_LENGTH.email);
  if (emailError) errors.email = emailError;
  else if (!isValidEmail(email ?? '')) errors.email = EMAIL_SHAPE_MESSAGE;

  const rawPhone = read(input, 'phone');
  const phone = rawPhone === undefined || rawPhone === null ? '' : text(rawPhone);
  if (phone === null) errors.phone = PHONE_MESSAGE;
  else if (phone.length > CONTACT_MAX_LENGTH.phone)
    errors.phone = tooLongMessage(CONTACT_MAX_LENGTH.phone);
  else if (phone !== '' && countDigits(phone) < PHONE_MIN_DIGITS) errors.phone = PHONE_MESSAGE;

  const option = text(read(input, 'option'));
  const topic = option !== null && isContactTopic(option) ? option : null;
  if (!topic) errors.option = OPTION_MESSAGE;

  const message = text(read(input, 'message'))?.replace(/\r\n?/g, '\n') ?? null;
  const messageError = required(message, CONTACT_MAX_LENGTH.message);
  if (messageError) errors.message = messageError;

  if (requireConsent && read(input, 'consent') !== true) errors.consent = CONSENT_MESSAGE;

  const page = (text(read(input, 'page')) ?? '').slice(0, PAGE_MAX_LENGTH);

  if (Object.keys(errors).length > 0 || !topic) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name: name ?? '',
      email: email ?? '',
      phone: phone ?? '',
      option: topic,
      message: message ?? '',
      page,
    },
  };
}
