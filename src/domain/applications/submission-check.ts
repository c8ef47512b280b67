/**
 * The application submission of accounts spec §3.3 as the server checks it: the contact fields by
 * the rules of §5.1 (name, phone with at least 10 digits, e-mail by the WHATWG rule), a non-empty
 * message, and an option 'Новая анкета' or 'Новая анкета — <role>'. The messages are the form's
 * (`APPLICATION_MESSAGES`), so the server and the device say the same thing. Pure, never throws.
 */
import { OPTION_PREFIX, OPTION_ROLE_SEPARATOR } from './message';
import type { ApplicationSubmission } from './submission';
import { APPLICATION_MESSAGES } from './validation';
import { isValidEmail, sanitizeEmail } from '../validation/email';
import {
  PAGE_MAX_LENGTH,
  PHONE_MIN_DIGITS,
  REQUIRED_MESSAGE,
  countDigits,
  tooLongMessage,
} from '../validation/contact';

/** What the server alone checks: the option the form builds, and the message it writes. */
export const SUBMISSION_MESSAGES = {
  name: APPLICATION_MESSAGES.fio,
  phone: APPLICATION_MESSAGES.phone,
  emailRequired: APPLICATION_MESSAGES.emailRequired,
  emailShape: APPLICATION_MESSAGES.emailShape,
  option: `Тема анкеты должна быть «${OPTION_PREFIX}» или «${OPTION_PREFIX}${OPTION_ROLE_SEPARATOR}должность».`,
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

/** What is stored of an application: the submission without its resume part. */
export type ApplicationRecord = Omit<ApplicationSubmission, 'appId' | 'file'>;

export type ApplicationField = 'name' | 'email' | 'phone' | 'option' | 'message';
export type ApplicationValidation =
  | { ok: true; value: ApplicationRecord }
  | { ok: false; errors: Partial<Record<ApplicationField, string>> };

/** Whether a forms call is an application (its option starts with `OPTION_PREFIX`). */
export function isApplicationOption(option: unknown): boolean {
  return typeof option === 'string' && option.trim().startsWith(OPTION_PREFIX);
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value.normalize('NFC').trim() : null;
}

function checkOption(option: string | null): boolean {
  if (option === OPTION_PREFIX) return true;
  if (!option?.startsWith(OPTION_PREFIX + OPTION_ROLE_SEPARATOR)) return false;
  const role = option.slice(OPTION_PREFIX.length + OPTION_ROLE_SEPARATOR.length).trim();
  return role.length > 0 && role.length <= APPLICATION_MAX_LENGTH.role && !/[\r\n]/.test(role);
}

export function checkApplicationSubmission(input: Record<string, unknown>): ApplicationValidation {
  const errors: Partial<Record<ApplicationField, string>> = {};

  const name = text(input.name)?.replace(/\s+/g, ' ') ?? '';
  if (!name) errors.name = SUBMISSION_MESSAGES.name;
  else if (name.length > APPLICATION_MAX_LENGTH.name)
    errors.name = tooLongMessage(APPLICATION_MAX_LENGTH.name);

  const email = typeof input.email === 'string' ? sanitizeEmail(input.email) : '';
  if (!email) errors.email = SUBMISSION_MESSAGES.emailRequired;
  else if (email.length > APPLICATION_MAX_LENGTH.email)
    errors.email = tooLongMessage(APPLICATION_MAX_LENGTH.email);
  else if (!isValidEmail(email)) errors.email = SUBMISSION_MESSAGES.emailShape;

  const phone = text(input.phone) ?? '';
  if (phone.length > APPLICATION_MAX_LENGTH.phone)
    errors.phone = tooLongMessage(APPLICATION_MAX_LENGTH.phone);
  else if (countDigits(phone) < PHONE_MIN_DIGITS) errors.phone = SUBMISSION_MESSAGES.phone;

  const option = text(input.option)?.replace(/\s+/g, ' ') ?? null;
  if (!checkOption(option)) errors.option = SUBMISSION_MESSAGES.option;

  const message = text(input.message)?.replace(/\r\n?/g, '\n') ?? '';
  if (!message) errors.message = SUBMISSION_MESSAGES.message;
  else if (message.length > APPLICATION_MAX_LENGTH.message)
    errors.message = tooLongMessage(APPLICATION_MAX_LENGTH.message);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const page = (text(input.page) ?? '').slice(0, PAGE_MAX_LENGTH);
  return { ok: true, value: { name, email, phone, option: option ?? '', message, page } };
}
