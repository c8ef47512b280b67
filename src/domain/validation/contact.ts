/**
 * The contact request rules (public-site §5), shared by the form and the server. Every limit is a
 * named constant and every message the exact Russian text next to its rule. Pure: no DOM, no
 * React; `validateContactRequest` never throws, whatever it is given.
 */
import { isContactTopic, type RequestTopic } from './contact-topics';
import type { SubmittedFields } from '../leads/lead-model';
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
export interface ContactRequest extends SubmittedFields {
  option: RequestTopic;
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

/** A field's value as it is stored, with its error if it breaks its rule. */
export interface FieldCheck {
  value: string;
  error?: string;
}

const checked = (value: string | null, error: string | undefined): FieldCheck =>
  error ? { value: value ?? '', error } : { value: value ?? '' };

/** name: required, spaces collapsed, at most 200 characters. */
export function checkName(raw: unknown): FieldCheck {
  const name = text(raw)?.replace(/\s+/g, ' ') ?? null;
  return checked(name, required(name, CONTACT_MAX_LENGTH.name));
}

/** email: required (or optional: '' allowed), at most 254 characters, the WHATWG shape. */
export function checkEmail(raw: unknown, { optional = false } = {}): FieldCheck {
  const email = typeof raw === 'string' ? sanitizeEmail(raw) : null;
  if (optional && (raw === undefined || raw === null || email === '')) return { value: '' };
  const error = required(email, CONTACT_MAX_LENGTH.email);
  if (error) return checked(email, error);
  return checked(email, isValidEmail(email ?? '') ? undefined : EMAIL_SHAPE_MESSAGE);
}

/** phone: optional ('' when not given), at most 40 characters, at least 10 digits. */
export function checkPhone(raw: unknown): FieldCheck {
  const phone = raw === undefined || raw === null ? '' : text(raw);
  if (phone === null) return { value: '', error: PHONE_MESSAGE };
  if (phone.length > CONTACT_MAX_LENGTH.phone)
    return checked(phone, tooLongMessage(CONTACT_MAX_LENGTH.phone));
  if (phone !== '' && countDigits(phone) < PHONE_MIN_DIGITS) return checked(phone, PHONE_MESSAGE);
  return { value: phone };
}

/** page: any text, cut to 2048 characters. */
export function readPage(raw: unknown): string {
  return (text(raw) ?? '').slice(0, PAGE_MAX_LENGTH);
}

/** Reads one key of a body that may be anything (never throws). */
export function readField(input: unknown, key: string): unknown {
  return read(input, key);
}

export function validateContactRequest(
  input: unknown,
  options: ContactValidationOptions = {},
): ContactValidation {
  const { requireConsent = true } = options;
  const errors: ContactErrors = {};

  const name = checkName(read(input, 'name'));
  if (name.error) errors.name = name.error;

  const email = checkEmail(read(input, 'email'));
  if (email.error) errors.email = email.error;

  const phone = checkPhone(read(input, 'phone'));
  if (phone.error) errors.phone = phone.error;

  const option = text(read(input, 'option'));
  const topic = option !== null && isContactTopic(option) ? option : null;
  if (!topic) errors.option = OPTION_MESSAGE;

  const message = text(read(input, 'message'))?.replace(/\r\n?/g, '\n') ?? null;
  const messageError = required(message, CONTACT_MAX_LENGTH.message);
  if (messageError) errors.message = messageError;

  if (requireConsent && read(input, 'consent') !== true) errors.consent = CONSENT_MESSAGE;

  const page = readPage(read(input, 'page'));

  if (Object.keys(errors).length > 0 || !topic) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name: name.value,
      email: email.value,
      phone: phone.value,
      option: topic,
      message: message ?? '',
      page,
    },
  };
}
