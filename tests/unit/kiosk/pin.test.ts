import { describe, expect, it } from 'vitest';
import {
  createPinRecord,
  hashPin,
  isPinFormat,
  PIN_FORMAT_MESSAGE,
  PIN_REPEAT_MESSAGE,
  pinMatches,
  readPinRecord,
  validateNewPin,
} from '../../../src/domain/kiosk/pin';

describe('the kiosk PIN', () => {
  it.each([
    ['1234', true],
    ['12345678', true],
    ['000000', true],
    ['123', false],
    ['123456789', false],
    ['12a4', false],
    [' 1234', false],
    ['１２３４', false],
    ['', false],
  ])('%j is a PIN: %s', (pin, ok) => {
    expect(isPinFormat(pin)).toBe(ok);
  });

  it.each([
    ['1234', '1234', {}],
    ['12', '12', { pin: PIN_FORMAT_MESSAGE }],
    ['abcd', 'abcd', { pin: PIN_FORMAT_MESSAGE }],
    ['1234', '1243', { repeat: PIN_REPEAT_MESSAGE }],
    ['1234', '', { repeat: PIN_REPEAT_MESSAGE }],
  ])('new PIN %j repeated as %j: %o', (pin, repeat, errors) => {
    expect(validateNewPin(pin, repeat)).toEqual(errors);
  });

  it('says the rules in Russian', () => {
    expect(PIN_FORMAT_MESSAGE).toBe('PIN-код — от 4 до 8 цифр.');
    expect(PIN_REPEAT_MESSAGE).toBe('PIN-коды не совпадают.');
  });

  it('keeps a salted SHA-256 hash, never the PIN', async () => {
    const record = await createPinRecord('2468');
    expect(record.salt).toMatch(/^[0-9a-f]{32}$/);
    expect(record.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(record)).not.toContain('2468');
    expect(record.hash).toBe(await hashPin('2468', record.salt));
    const other = await createPinRecord('2468');
    expect(other.salt).not.toBe(record.salt);
    expect(other.hash).not.toBe(record.hash);
  });

  it('hashes the salt and the PIN as SHA-256 of "salt:pin"', async () => {
    // printf '%s' '00000000000000000000000000000000:1234' | sha256sum
    expect(await hashPin('1234', '0'.repeat(32))).toBe(
      'af88269895fea9e985d8e7587268ea2fd6d0a639cc0438c88a9b22d6ce96b3ba',
    );
  });

  it.each([
    ['2468', true],
    ['2469', false],
    ['24680', false],
    ['', false],
    ['abcd', false],
  ])('the record of 2468 accepts %j: %s', async (pin, ok) => {
    const record = await createPinRecord('2468');
    expect(await pinMatches(pin, record)).toBe(ok);
  });

  it.each([
    [{ salt: 'a'.repeat(32), hash: 'b'.repeat(64) }, true],
    [{ salt: 'a'.repeat(31), hash: 'b'.repeat(64) }, false],
    [{ salt: 'a'.repeat(32), hash: 'B'.repeat(64) }, false],
    [{ salt: 'a'.repeat(32) }, false],
    ['1234', false],
    [null, false],
  ])('reads a stored record %j: %s', (value, ok) => {
    expect(readPinRecord(value) !== null).toBe(ok);
  });
});
