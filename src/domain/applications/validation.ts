/**
 * The job application rules (accounts spec §5.1). Every message is the exact Russian text next to
 * its rule; the errors come back in the form's field order, so the first one is the field to
 * scroll to. Pure: no DOM, no React, never throws.
 */
import type { ApplicationValues } from './application';
import { isOwnLevel } from './income';
import { isValidEmail, sanitizeEmail } from '../validation/email';
import { PHONE_MIN_DIGITS, countDigits } from '../validation/contact';

export const APPLICATION_MESSAGES = {
  fio: 'Укажите фамилию и имя.',
  phone: 'Укажите телефон в формате +7 (XXX) XXX-XX-XX.',
  emailRequired: 'Укажите e-mail.',
  emailShape: 'Неверный формат e-mail.',
  city: 'Выберите город.',
  role: 'Выберите должность.',
  employment: 'Выберите формат занятости.',
  exp: 'Укажите опыт работы.',
  skillset: 'Отметьте хотя бы одно направление.',
  start: 'Выберите дату начала.',
  travel: 'Укажите готовность к командировкам/вахте.',
  schedule: 'Выберите хотя бы один вариант графика.',
  payType: 'Выберите формат оплаты.',
  income: 'Выберите ожидаемый доход.',
  customIncome: 'Укажите сумму.',
  agree: 'Дайте согласие на обработку данных.',
} as const;

/** The fields that can carry an error, in the order the form shows them. */
export const APPLICATION_ERROR_FIELDS = [
  'fio',
  'phone',
  'email',
  'city',
  'role',
  'employment',
  'exp',
  'skillset',
  'start',
  'travel',
  'schedule',
  'payType',
  'income',
  'customIncome',
  'agree',
] as const;

export type ApplicationErrorField = (typeof APPLICATION_ERROR_FIELDS)[number];
export type ApplicationErrors = Partial<Record<ApplicationErrorField, string>>;

function blank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

function noneChosen(value: unknown): boolean {
  return !Array.isArray(value) || value.length === 0;
}

function emailError(value: unknown): string | undefined {
  if (blank(value)) return APPLICATION_MESSAGES.emailRequired;
  return isValidEmail(sanitizeEmail(value as string)) ? undefined : APPLICATION_MESSAGES.emailShape;
}

/** Checks an application; an empty result means it may be sent. */
export function validateApplication(values: ApplicationValues): ApplicationErrors {
  const m = APPLICATION_MESSAGES;
  const found: ApplicationErrors = {
    fio: blank(values.fio) ? m.fio : undefined,
    phone: countDigits(values.phone) < PHONE_MIN_DIGITS ? m.phone : undefined,
    email: emailError(values.email),
    city: blank(values.city) ? m.city : undefined,
    role: blank(values.role) ? m.role : undefined,
    employment: blank(values.employment) ? m.employment : undefined,
    exp: blank(values.exp) ? m.exp : undefined,
    skillset: noneChosen(values.skillset) ? m.skillset : undefined,
    start: blank(values.start) ? m.start : undefined,
    travel: blank(values.travel) ? m.travel : undefined,
    schedule: noneChosen(values.schedule) ? m.schedule : undefined,
    payType: blank(values.payType) ? m.payType : undefined,
    income: blank(values.income) ? m.income : undefined,
    customIncome:
      isOwnLevel(values.income) && blank(values.customIncome) ? m.customIncome : undefined,
    agree: values.agree === true ? undefined : m.agree,
  };
  const errors: ApplicationErrors = {};
  for (const field of APPLICATION_ERROR_FIELDS) {
    const message = found[field];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first field with an error, in form order. */
export function firstErrorField(errors: ApplicationErrors): ApplicationErrorField | undefined {
  return APPLICATION_ERROR_FIELDS.find((field) => errors[field]);
}
