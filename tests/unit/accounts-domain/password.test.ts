import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword } from '../../../src/domain/accounts/common-passwords';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  checkPassword,
  passwordLength,
} from '../../../src/domain/accounts/password';

describe('password rule (ASVS 6.2)', () => {
  it('allows 8 to 128 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it.each([
    ['', 'Это значение не должно быть пустым.'],
    [undefined, 'Это значение не должно быть пустым.'],
    [12345678, 'Это значение не должно быть пустым.'],
    ['Ab3$xyz', 'Пароль должен быть не короче 8 символов.'],
    ['ёжик', 'Пароль должен быть не короче 8 символов.'],
    ['🔌🔌🔌🔌🔌🔌🔌', 'Пароль должен быть не короче 8 символов.'],
    ['x'.repeat(129), 'Пароль должен быть не длиннее 128 символов.'],
    ['password', 'Этот пароль слишком распространён. Придумайте другой.'],
    ['PASSWORD1', 'Этот пароль слишком распространён. Придумайте другой.'],
    ['12345678', 'Этот пароль слишком распространён. Придумайте другой.'],
    ['qwerty123', 'Этот пароль слишком распространён. Придумайте другой.'],
    ['йцукенгшщз', 'Этот пароль слишком распространён. Придумайте другой.'],
    ['Пароль123', 'Этот пароль слишком распространён. Придумайте другой.'],
  ])('checkPassword(%j) is %j', (value, message) => {
    expect(checkPassword(value)).toBe(message);
  });

  it.each([
    'abcdefg1x',
    'Ёлка-7-Ж',
    'correct horse battery staple',
    '        ',
    'я'.repeat(128),
    '🔌🔌🔌🔌🔌🔌🔌🔌',
  ])('accepts %j (no composition rules)', (value) => {
    expect(checkPassword(value)).toBeNull();
  });

  it('counts characters, not UTF-16 units, in the NFC form', () => {
    expect(passwordLength('🔌🔌')).toBe(2);
    expect(passwordLength('\u0438\u0306')).toBe(1);
  });

  it('ships a list of about two hundred common passwords, all in lower case, none shorter than 8', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(200);
    for (const entry of COMMON_PASSWORDS) {
      expect(entry).toBe(entry.toLowerCase());
      expect([...entry].length).toBeGreaterThanOrEqual(8);
    }
    expect(isCommonPassword('Iloveyou')).toBe(true);
  });
});
