import { readPinRecord, type PinRecord } from '../domain/kiosk/pin-record';
import { KIOSK_ROOT_ATTRIBUTE, KIOSK_STORAGE_KEY } from '../domain/kiosk/kiosk-mode';

/**
 * The kiosk mode's record on the device and the root's mark (src/domain/kiosk/kiosk-mode.ts, which
 * the boot loader reads too). Storage that throws (private mode, a full quota) reads as off and
 * keeps nothing; turning the mode on then says so.
 */
export { KIOSK_ROOT_ATTRIBUTE, KIOSK_STORAGE_KEY };

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

/**
 * Marks the root on a device in the kiosk mode (from the entry, before the app loads). A
 * prerendered page's boot loader marked it before the first paint when the mode's record is there
 * at all (src/config/boot-loader.ts); a record that does not read as a PIN unmarks it here.
 */
export function markKioskRoot(): void {
  document.documentElement.toggleAttribute(KIOSK_ROOT_ATTRIBUTE, loadKioskPin() !== null);
}
