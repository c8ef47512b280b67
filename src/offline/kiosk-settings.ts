import { readPinRecord, type PinRecord } from '../domain/kiosk/pin-record';

/**
 * The kiosk mode, remembered on the device (local storage `kub:kiosk`): present while the mode is
 * on, holding the PIN's salt and hash. Storage that throws (private mode, a full quota) reads as
 * off and keeps nothing; turning the mode on then says so.
 */
export const KIOSK_STORAGE_KEY = 'kub:kiosk';

/** The root element's attribute while the mode is on: the kiosk's styles hang on it. */
export const KIOSK_ROOT_ATTRIBUTE = 'data-kiosk';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The PIN record while the mode is on; null when it is off. */
export function loadKioskPin(): PinRecord | null {
  try {
    const raw = storage()?.getItem(KIOSK_STORAGE_KEY);
    return raw ? readPinRecord(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/** Turns the mode on with this PIN; false when the device cannot keep it. */
export function saveKioskPin(record: PinRecord): boolean {
  try {
    const target = storage();
    if (!target) return false;
    target.setItem(KIOSK_STORAGE_KEY, JSON.stringify(record));
    return loadKioskPin() !== null;
  } catch {
    return false;
  }
}

export function clearKioskPin(): void {
  try {
    storage()?.removeItem(KIOSK_STORAGE_KEY);
  } catch {
    // Nothing kept: the mode is off.
  }
}

/** Marks the root at once on a device in the kiosk mode (from the entry, before the app loads). */
export function markKioskRoot(): void {
  if (loadKioskPin()) document.documentElement.setAttribute(KIOSK_ROOT_ATTRIBUTE, '');
}
