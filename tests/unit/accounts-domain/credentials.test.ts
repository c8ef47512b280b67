import { describe, expect, it } from 'vitest';
import {
  emailKey,
  validateLogin,
  validateRegister,
  validateRegisterForm,
} from '../../../src/domain/accounts/credentials';

const GOOD = 'Северный-ветер-42';

describe('register (§5.3)', () => {
  it('returns the cleaned value', () => {
    expect(
      validateRegister({ name: '  Иван   Петров ', email: ' ivan@example.ru ', password: GOOD }),
    ).toEqual({
      ok: true,
      value: { name: 'Иван Петров', email: 'ivan@example.ru', password: GOOD, emailOptIn: false },
    });
  });

  it.each([
    [
      {},
      {
        name: 'Это значение не должно быть пустым.',
        email: 'Это значение не должно быть пустым.',
        password: 'Это значение не должно быть пустым.',
      },
    ],
    [
      { name: 'И', email: 'ivan@', password: GOOD },
      { email: 'Неверный формат электронного адреса.' },
    ],
    [
      { name: 'И'.repeat(101), email: 'a@b.ru', password: GOOD },
      { name: 'Слишком длинное значение: не более 100 символов.' },
    ],
    [
      { name: 'И', email: 'a@b.ru', password: '1234567' },
      { password: 'Пароль должен быть не короче 8 символов.' },
    ],
  ])('%j gives %j', (input, errors) => {
    expect(validateRegister(input)).toEqual({ ok: false, errors });
  });

  it('checks the modal: repeat and agreement', () => {
    expect(
      validateRegisterForm({
        username: 'Иван',
        email: 'a@b.ru',
        password: GOOD,
        repeat: 'другой',
        agree: false,
      }),
    ).toEqual({
      repeat: 'Пароли не совпадают.',
      agree: 'Подтвердите, что ознакомлены с условиями и принимаете их.',
    });
    expect(
      validateRegisterForm({ username: '', email: '', password: '', repeat: '', agree: true }),
    ).toEqual({
      username: 'Это значение не должно быть пустым.',
      email: 'Это значение не должно быть пустым.',
      password: 'Это значение не должно быть пустым.',
      repeat: 'Это значение не должно быть пустым.',
    });
    expect(
      validateRegisterForm({
        username: 'Иван',
        email: 'a@b.ru',
        password: GOOD,
        repeat: GOOD,
        agree: true,
      }),
    ).toEqual({});
  });
});

describe('login (§5.4)', () => {
  it.each([
    [{ email: 'ivan', password: 'x' }, { email: 'Введите e-mail (сейчас вход по e-mail).' }],
    [{ email: '', password: 'x' }, { email: 'Это значение не должно быть пустым.' }],
    [{ email: 'a@b.ru', password: '' }, { password: 'Это значение не должно быть пустым.' }],
  ])('%j gives %j', (input, errors) => {
    expect(validateLogin(input)).toEqual({ ok: false, errors });
  });

  it('passes any identifier with an at sign and the remember flag', () => {
    expect(validateLogin({ email: ' A@B.ru ', password: 'x', remember: true })).toEqual({
      ok: true,
      value: { email: 'A@B.ru', password: 'x', remember: true },
    });
  });

  it('emailKey compares without case and surrounding spaces', () => {
    expect(emailKey(' Ivan@Example.RU ')).toBe('ivan@example.ru');
  });
});
