import { describe, expect, it } from 'vitest';
import { isValidEmail, sanitizeEmail } from '../../../src/domain/validation/email';

const label63 = 'a'.repeat(63);
const label64 = 'a'.repeat(64);

describe('isValidEmail: the WHATWG input type=email rule', () => {
  it.each([
    'user@example.com',
    'USER@EXAMPLE.COM',
    'first.last+tag@sub.example.co',
    "o'reilly@example.com",
    "!#$%&'*+/=?^_`{|}~-@example.com",
    'a@b',
    'user@localhost',
    'x@1.2.3.4',
    '.leading.dot@example.com',
    'double..dot@example.com',
    'user@xn--e1afmkfd.xn--p1ai',
    'user@my-host.example',
    `user@${label63}.com`,
  ])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    '',
    'plainaddress',
    '@example.com',
    'user@',
    'user@@example.com',
    'user@-example.com',
    'user@example-.com',
    'user@example..com',
    'user@.example.com',
    'user@example.com.',
    'user name@example.com',
    'user@exa mple.com',
    'user@example_domain.com',
    '"quoted"@example.com',
    'user@[127.0.0.1]',
    'юзер@example.com',
    'user@пример.рф',
    ' user@example.com',
    `user@${label64}.com`,
  ])('rejects %j', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('sanitizeEmail', () => {
  it.each([
    ['  user@example.com  ', 'user@example.com'],
    ['\tuser@exa\nmple.com\r\n', 'user@example.com'],
    ['user@example.com', 'user@example.com'],
  ])('%j -> %j', (input, expected) => {
    expect(sanitizeEmail(input)).toBe(expected);
  });
});
