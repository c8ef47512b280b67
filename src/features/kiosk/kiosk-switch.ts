import { createPinRecord, canHashPins, pinMatches } from '../../domain/kiosk/pin';
import { clearKioskPin, loadKioskPin, saveKioskPin } from '../../offline/kiosk-settings';
import { publishKioskMode } from './kiosk-store';

/**
 * Turning the kiosk mode on and off with its PIN: loaded with the kiosk page and the exit dialog
 * only (the hashing stays out of every page's start; kiosk-store.ts tells whether the mode is on).
 */

export type EnableOutcome = 'enabled' | 'unavailable';

/** Turns the mode on with a PIN already validated (`validateNewPin`). */
export async function enableKiosk(pin: string): Promise<EnableOutcome> {
  if (!canHashPins()) return 'unavailable';
  const record = await createPinRecord(pin);
  if (!saveKioskPin(record)) return 'unavailable';
  publishKioskMode(true);
  return 'enabled';
}

/** Turns the mode off if `pin` is the one it was turned on with; false when it is not. */
export async function disableKiosk(pin: string): Promise<boolean> {
  const record = loadKioskPin();
  if (record && !(canHashPins() && (await pinMatches(pin, record)))) return false;
  clearKioskPin();
  publishKioskMode(false);
  return true;
}
