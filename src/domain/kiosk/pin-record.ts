/**
 * The kiosk PIN as the device keeps it (pin.ts makes and checks it). Its own module: every page's
 * start reads it to know whether the mode is on, and needs none of the hashing.
 */

/** What the device keeps: the salt and the hash, both hex. */
export interface PinRecord {
  salt: string;
  hash: string;
}

/** A stored record, checked: null when it is not one. */
export function readPinRecord(value: unknown): PinRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { salt, hash } = value as Record<string, unknown>;
  if (typeof salt !== 'string' || !/^[0-9a-f]{32}$/.test(salt)) return null;
  if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) return null;
  return { salt, hash };
}
