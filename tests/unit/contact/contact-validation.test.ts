import { describe, expect, it } from 'vitest';
import {
  CONSENT_MESSAGE,
  EMAIL_SHAPE_MESSAGE,
  OPTION_MESSAGE,
  PHONE_MESSAGE,
  REQUIRED_MESSAGE,
  countDigits,
  validateContactRequest,
  type ContactField,
} from '../../../src/domain/validation/contact';
import {
  CONTACT_TOPIC_OPTIONS,
  CONTACT_TOPIC_PLACEHOLDER,
} from '../../../src/domain/validation/contact-topics';
import { EMPTY_CONTACT_FORM } from '../../../src/features/contact-form/use-contact-form';

const VALID = {
  name: 'Иван Петров',
  email: 'ivan@example.com',
  phone: '+7 (911) 123-45-67',
  option: 'Проектирование систем',
  message: 'Нужен проект электроснабжения склада 2 000 м².',
  consent: true,
  page: 'https://kub.example/contact',
};

function errorsFor(patch: Record<string, unknown>) {
  const result = validateContactRequest({ ...VALID, ...patch });
  return result.ok ? {} : result.errors;
}

describe('the exact messages of public-site §5', () => {
  it('spells every message letter for letter', () => {
    expect(REQUIRED_MESSAGE).toBe('Это значение не должно быть пустым.');
    expect(EMAIL_SHAPE_MESSAGE).toBe('Неверный формат электронного адреса.');
    expect(PHONE_MESSAGE).toBe('Укажите телефон в формате +7 (XXX) XXX-XX-XX.');
    expect(OPTION_MESSAGE).toBe('Необходимо выбрать вариант из списка.');
    expect(CONSENT_MESSAGE).toBe('Подтвердите, что ознакомлены с условиями и принимаете их.');
  });

  // Typed out on purpose: this is the one independent check of src's list against the spec text.
  it('lists the topic options in the spec order, placeholder first', () => {
    expect(CONTACT_TOPIC_OPTIONS).toEqual([
      '-- Выберите вариант --',
      'Рассчитать стоимость работ',
      'Заказать монтаж «под ключ»',
      'Проектирование систем',
      'Слаботочные системы',
      'Вентиляция и кондиционирование',
      'Электромонтажные работы',
      'Обслуживание и ремонт',
      'Подбор оборудования',
      'Общестрой и отделка',
      'Другое',
    ]);
  });
});

describe('validateContactRequest', () => {
  it('accepts a complete request', () => {
    expect(validateContactRequest(VALID)).toEqual({
      ok: true,
      value: {
        name: VALID.name,
        email: VALID.email,
        phone: VALID.phone,
        option: VALID.option,
        message: VALID.message,
        page: VALID.page,
      },
    });
  });

  it.each<[string, Record<string, unknown>, ContactField, string]>([
    ['empty name', { name: '' }, 'name', REQUIRED_MESSAGE],
    ['blank name', { name: '   \n ' }, 'name', REQUIRED_MESSAGE],
    ['missing name', { name: undefined }, 'name', REQUIRED_MESSAGE],
    ['empty email', { email: '' }, 'email', REQUIRED_MESSAGE],
    ['blank email', { email: '  ' }, 'email', REQUIRED_MESSAGE],
    ['email without @', { email: 'ivan.example.com' }, 'email', EMAIL_SHAPE_MESSAGE],
    ['email with a space', { email: 'ivan petrov@example.com' }, 'email', EMAIL_SHAPE_MESSAGE],
    ['email with a Cyrillic domain', { email: 'ivan@пример.рф' }, 'email', EMAIL_SHAPE_MESSAGE],
    ['phone 12345', { phone: '12345' }, 'phone', PHONE_MESSAGE],
    ['phone of 9 digits', { phone: '+7 911 123 45' }, 'phone', PHONE_MESSAGE],
    ['phone of letters', { phone: 'позвоните мне' }, 'phone', PHONE_MESSAGE],
    ['phone as a number', { phone: 79111234567 }, 'phone', PHONE_MESSAGE],
    [
      'option left at the placeholder',
      { option: CONTACT_TOPIC_PLACEHOLDER },
      'option',
      OPTION_MESSAGE,
    ],
    ['option empty', { option: '' }, 'option', OPTION_MESSAGE],
    ['option not in the list', { option: 'Купить слона' }, 'option', OPTION_MESSAGE],
    ['empty message', { message: '' }, 'message', REQUIRED_MESSAGE],
    ['blank message', { message: ' \r\n\t' }, 'message', REQUIRED_MESSAGE],
    ['consent unchecked', { consent: false }, 'consent', CONSENT_MESSAGE],
    ['consent as a string', { consent: 'true' }, 'consent', CONSENT_MESSAGE],
    ['consent missing', { consent: undefined }, 'consent', CONSENT_MESSAGE],
  ])('%s -> only %s: %s', (_case, patch, field, message) => {
    expect(errorsFor(patch)).toEqual({ [field]: message });
  });

  it.each([
    ['+7 (911) 123-45-67'],
    ['8 911 123 45 67'],
    ['9111234567'],
    [''],
    ['   '],
    [undefined],
    [null],
  ])('accepts the phone %j', (phone) => {
    expect(errorsFor({ phone })).toEqual({});
  });

  it.each([
    ['+7 (911) 123-45-67', 11],
    ['12345', 5],
    ['', 0],
    ['тел. 8-800-000', 7],
  ])('counts the digits of %j as %i', (phone, digits) => {
    expect(countDigits(phone)).toBe(digits);
  });

  it('reports every broken rule of an empty form at once', () => {
    expect(validateContactRequest(EMPTY_CONTACT_FORM)).toEqual({
      ok: false,
      errors: {
        name: REQUIRED_MESSAGE,
        email: REQUIRED_MESSAGE,
        option: OPTION_MESSAGE,
        message: REQUIRED_MESSAGE,
        consent: CONSENT_MESSAGE,
      },
    });
  });

  it('trims and normalises the values', () => {
    const result = validateContactRequest({
      ...VALID,
      name: '  Иван \t  Петров ',
      email: ' ivan@example.com\n',
      phone: '  +7 911 123-45-67 ',
      option: ' Другое ',
      message: '  Строка 1\r\nСтрока 2  ',
      page: 42,
    });
    expect(result).toEqual({
      ok: true,
      value: {
        name: 'Иван Петров',
        email: 'ivan@example.com',
        phone: '+7 911 123-45-67',
        option: 'Другое',
        message: 'Строка 1\nСтрока 2',
        page: '',
      },
    });
  });

  it('skips the consent rule when asked (the server: the call carries no consent)', () => {
    const withoutConsent: Partial<typeof VALID> = { ...VALID };
    delete withoutConsent.consent;
    expect(validateContactRequest(withoutConsent, { requireConsent: false }).ok).toBe(true);
    expect(validateContactRequest(withoutConsent).ok).toBe(false);
  });

  it('rejects over-long values with a length message', () => {
    expect(errorsFor({ name: 'я'.repeat(201) }).name).toBe(
      'Слишком длинное значение: не более 200 символов.',
    );
    expect(errorsFor({ message: 'я'.repeat(5000) })).toEqual({});
  });

  const throwingGetter = Object.defineProperty({}, 'name', {
    get() {
      throw new Error('boom');
    },
    enumerable: true,
  });
  const throwingProxy = new Proxy(
    {},
    {
      get() {
        throw new Error('boom');
      },
    },
  );

  it.each<[string, unknown]>([
    ['undefined', undefined],
    ['null', null],
    ['a number', 42],
    ['a string', 'name=Иван'],
    ['a symbol', Symbol('x')],
    ['a bigint', 10n],
    ['an array', ['Иван', 'ivan@example.com']],
    ['an empty object', {}],
    ['an object without prototype', Object.create(null) as object],
    [
      'fields of the wrong types',
      { name: 5, email: {}, phone: [], option: true, message: null, consent: 1 },
    ],
    ['a throwing getter', throwingGetter],
    ['a throwing proxy', throwingProxy],
    ['a function', () => 'Иван'],
  ])('never throws on %s and reports the required fields', (_case, input) => {
    let result: ReturnType<typeof validateContactRequest> | undefined;
    expect(() => {
      result = validateContactRequest(input);
    }).not.toThrow();
    expect(result?.ok).toBe(false);
    if (result && !result.ok) {
      expect(result.errors.name).toBe(REQUIRED_MESSAGE);
      expect(result.errors.option).toBe(OPTION_MESSAGE);
      expect(result.errors.consent).toBe(CONSENT_MESSAGE);
    }
  });
});
