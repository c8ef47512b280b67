import type { PinRecord } from './pin-record';

export { readPinRecord, type PinRecord } from './pin-record';

/**
 * The PIN that turns the kiosk mode off: 4–8 digits, set when the mode is turned on, kept on the
 * device only as a salted SHA-256 hash (Web Crypto). The messages are the UI's, exact.
 */
export const PIN_MIN_DIGITS = 4;
export const PIN_MAX_DIGITS = 8;
const PIN_PATTERN = /^\d{4,8}$/;

export const PIN_FORMAT_MESSAGE = 'PIN-код — от 4 до 8 цифр.';
export const PIN_REPEAT_MESSAGE = 'PIN-коды не совпадают.';
export const PIN_WRONG_MESSAGE = 'Неверный PIN-код. Режим киоска остаётся включённым.';
export const PIN_UNAVAILABLE_MESSAGE =
  'Браузер не может сохранить PIN-код на этом устройстве: откройте сайт по HTTPS.';

export function isPinFormat(pin: string): boolean {
  return PIN_PATTERN.test(pin);
}

export interface NewPinErrors {
  pin?: string;
  repeat?: string;
}

/** The errors of the «set a PIN» form; empty when the PIN can be used. */
export function validateNewPin(pin: string, repeat: string): NewPinErrors {
  if (!isPinFormat(pin)) return { pin: PIN_FORMAT_MESSAGE };
  if (pin !== repeat) return { repeat: PIN_REPEAT_MESSAGE };
  return {};
}

const SALT_BYTES = 16;

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function subtle() {
  return globalThis.crypto?.subtle ?? null;
}

/** Web Crypto needs a secure context (HTTPS or localhost); elsewhere a PIN cannot be kept. */
export function canHashPins(): boolean {
  return subtle() !== null && typeof globalThis.crypto.getRandomValues === 'function';
}

export async function hashPin(pin: string, salt: string): Promise<string> {
  const crypto = subtle();
  if (!crypto) throw new Error('Web Crypto is unavailable');
  const digest = await crypto.digest('SHA-256', new TextEncoder().encode(`${salt}:${pin}`));
  return toHex(new Uint8Array(digest));
}

/** A fresh salt and the PIN's hash with it. */
export async function createPinRecord(pin: string): Promise<PinRecord> {
  const salt = toHex(globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
  return { salt, hash: await hashPin(pin, salt) };
}

/** Whether `pin` is the one the record was made from (compared without an early exit). */
export async function pinMatches(pin: string, record: PinRecord): Promise<boolean> {
  if (!isPinFormat(pin)) return false;
  const hash = await hashPin(pin, record.salt);
  if (hash.length !== record.hash.length) return false;
  let difference = 0;
  for (let i = 0; i < hash.length; i += 1) {
    difference |= hash.charCodeAt(i) ^ record.hash.charCodeAt(i);
  }
  return difference === 0;
}
