/**
 * The submission's text (accounts spec §3.3): every answer in six sections — contacts, desired
 * position, experience and skills, readiness, portfolio, extra — one 'Label: value' line each, a
 * dash for an empty value, consent as Да or Нет. Pure.
 */
import type { ApplicationValues } from './application';
import { formatFileSize } from './file-size';
import { isOwnLevel } from './income';

export const EMPTY_VALUE = '—';
export const OPTION_PREFIX = 'Новая анкета';
export const OPTION_ROLE_SEPARATOR = ' — ';

/** The resume as the message mentions it (name and size), when one goes with the application. */
export interface ResumeMention {
  name: string;
  size: number;
}

/** 'Новая анкета — <role>', or 'Новая анкета' when no role is chosen. */
export function applicationOption(role: string): string {
  const trimmed = role.trim();
  return trimmed ? `${OPTION_PREFIX}${OPTION_ROLE_SEPARATOR}${trimmed}` : OPTION_PREFIX;
}

function text(value: string): string {
  const trimmed = value.trim();
  return trimmed ? trimmed : EMPTY_VALUE;
}

function list(values: readonly string[]): string {
  return values.length > 0 ? values.join(', ') : EMPTY_VALUE;
}

function income(values: ApplicationValues): string {
  return isOwnLevel(values.income) ? text(values.customIncome) : text(values.income);
}

function section(title: string, lines: ReadonlyArray<readonly [string, string]>): string {
  return [title, ...lines.map(([label, value]) => `${label}: ${value}`)].join('\n');
}

/** The multi-line message sent with the application. */
export function buildApplicationMessage(values: ApplicationValues, resume?: ResumeMention): string {
  return [
    section('Контакты', [
      ['ФИО', text(values.fio)],
      ['Телефон', text(values.phone)],
      ['E-mail', text(values.email)],
      ['Город', text(values.city)],
    ]),
    section('Желаемая должность', [
      ['Должность', text(values.role)],
      ['Формат занятости', text(values.employment)],
    ]),
    section('Опыт и навыки', [
      ['Опыт работы', text(values.exp)],
      ['Направления', list(values.skillset)],
      ['Допуски и удостоверения', list(values.certificates)],
      ['Инструмент и транспорт', list(values.tools)],
    ]),
    section('Готовность', [
      ['Начало работы', text(values.start)],
      ['Командировки/вахта', text(values.travel)],
      ['График', list(values.schedule)],
      ['Формат оплаты', text(values.payType)],
      ['Ожидаемый доход', income(values)],
    ]),
    section('Портфолио', [
      ['Ссылка', text(values.portfolio)],
      ['Резюме', resume ? `${resume.name} (${formatFileSize(resume.size)})` : EMPTY_VALUE],
    ]),
    section('Дополнительно', [
      ['О себе', text(values.about)],
      ['Предпочтительный способ связи', text(values.contactPreference)],
      ['Согласие на обработку данных', values.agree ? 'Да' : 'Нет'],
    ]),
  ].join('\n\n');
}
