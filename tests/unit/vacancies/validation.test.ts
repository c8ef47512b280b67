import { describe, expect, it } from 'vitest';
import {
  EMPTY_APPLICATION,
  type ApplicationValues,
} from '../../../src/domain/applications/application';
import {
  APPLICATION_ERROR_FIELDS,
  firstErrorField,
  validateApplication,
} from '../../../src/domain/applications/validation';
import { FULL_APPLICATION } from './application-fixtures';

describe('application validation (§5.1)', () => {
  it('accepts a complete application', () => {
    expect(validateApplication(FULL_APPLICATION)).toEqual({});
  });

  it('accepts one without the optional answers', () => {
    expect(
      validateApplication({
        ...FULL_APPLICATION,
        certificates: [],
        tools: [],
        portfolio: '',
        about: '',
        contactPreference: '',
        payType: 'За смену',
        income: '4–6\u00a0тыс.\u00a0₽',
        customIncome: '',
      }),
    ).toEqual({});
  });

  it.each<[string, Partial<ApplicationValues>, string, string]>([
    ['fio', { fio: '   ' }, 'fio', 'Укажите фамилию и имя.'],
    ['phone empty', { phone: '' }, 'phone', 'Укажите телефон в формате +7 (XXX) XXX-XX-XX.'],
    [
      'phone of 9 digits',
      { phone: '+7 911 555 12' },
      'phone',
      'Укажите телефон в формате +7 (XXX) XXX-XX-XX.',
    ],
    ['email empty', { email: ' ' }, 'email', 'Укажите e-mail.'],
    ['email without @', { email: 'petrov.example.ru' }, 'email', 'Неверный формат e-mail.'],
    ['email with a space', { email: 'pet rov@example.ru' }, 'email', 'Неверный формат e-mail.'],
    ['city', { city: '' }, 'city', 'Выберите город.'],
    ['role', { role: '' }, 'role', 'Выберите должность.'],
    ['employment', { employment: '' }, 'employment', 'Выберите формат занятости.'],
    ['exp', { exp: '' }, 'exp', 'Укажите опыт работы.'],
    ['skillset', { skillset: [] }, 'skillset', 'Отметьте хотя бы одно направление.'],
    ['start', { start: '' }, 'start', 'Выберите дату начала.'],
    ['travel', { travel: '' }, 'travel', 'Укажите готовность к командировкам/вахте.'],
    ['schedule', { schedule: [] }, 'schedule', 'Выберите хотя бы один вариант графика.'],
    ['payType', { payType: '' }, 'payType', 'Выберите формат оплаты.'],
    ['income', { payType: 'За смену', income: '' }, 'income', 'Выберите ожидаемый доход.'],
    [
      'customIncome',
      { income: 'Укажу свой уровень', customIncome: ' ' },
      'customIncome',
      'Укажите сумму.',
    ],
    ['agree', { agree: false }, 'agree', 'Дайте согласие на обработку данных.'],
  ])('%s: %j gives the exact message', (_name, change, field, message) => {
    const errors = validateApplication({ ...FULL_APPLICATION, ...change });
    expect(errors).toEqual({ [field]: message });
  });

  it('without a pay type asks for it and for the income', () => {
    expect(
      validateApplication({ ...FULL_APPLICATION, payType: '', income: '', customIncome: '' }),
    ).toEqual({
      payType: 'Выберите формат оплаты.',
      income: 'Выберите ожидаемый доход.',
    });
  });

  it('accepts a phone with exactly 10 digits in any format', () => {
    expect(validateApplication({ ...FULL_APPLICATION, phone: '911-555-12-34' })).toEqual({});
  });

  it('reports every empty required field of an empty form, in the form’s order', () => {
    const errors = validateApplication(EMPTY_APPLICATION);
    // Every error field but the sum, which is asked only once an own income level is picked.
    expect(Object.keys(errors)).toEqual(
      APPLICATION_ERROR_FIELDS.filter((field) => field !== 'customIncome'),
    );
    expect(firstErrorField(errors)).toBe('fio');
    expect(firstErrorField({ schedule: 'x', role: 'y' })).toBe('role');
    expect(firstErrorField({})).toBeUndefined();
  });
});
