import { describe, expect, it } from 'vitest';
import { validateProfile } from '../../../src/domain/accounts/profile';

const valid = {
  username: 'petrov',
  name: 'Пётр Петров',
  phone: '+7 (911) 123-45-67',
  group: 'Подрядчик',
  city: 'Архангельск',
  about: ' Монтаж \r\n и наладка ',
  emailOptIn: true,
};

describe('profile save (§5.6)', () => {
  it('returns the normalised profile', () => {
    expect(validateProfile(valid)).toEqual({
      ok: true,
      value: {
        username: 'petrov',
        name: 'Пётр Петров',
        phone: '+7 (911) 123-45-67',
        group: 'contractor',
        city: 'Архангельск',
        about: 'Монтаж \n и наладка',
        emailOptIn: true,
      },
    });
  });

  it.each([
    ['username', 'Укажите имя пользователя.'],
    ['name', 'Укажите отображаемое имя.'],
    ['city', 'Выберите город.'],
    ['group', 'Выберите вариант.'],
  ])('an empty %s gives %j', (field, message) => {
    expect(validateProfile({ ...valid, [field]: '' })).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });

  it.each([
    ['phone', '123', 'Укажите телефон в формате +7 (XXX) XXX-XX-XX.'],
    ['username', 'u'.repeat(51), 'Слишком длинное значение: не более 50 символов.'],
    ['about', 'a'.repeat(2001), 'Слишком длинное значение: не более 2000 символов.'],
  ])('%s %j is refused', (field, value, message) => {
    expect(validateProfile({ ...valid, [field]: value })).toEqual({
      ok: false,
      errors: { [field]: message },
    });
  });

  it('an unknown group becomes user; an empty phone is fine; absent optional fields stay absent', () => {
    const result = validateProfile({
      username: 'u',
      name: 'n',
      city: 'c',
      group: 'Клиент',
      phone: '',
    });
    expect(result).toEqual({
      ok: true,
      value: { username: 'u', name: 'n', city: 'c', group: 'user', phone: '' },
    });
  });
});
