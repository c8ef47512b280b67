import { useSyncExternalStore } from 'react';
import { createPinRecord, canHashPins, pinMatches } from '../../domain/kiosk/pin';
import { clearKioskPin, loadKioskPin, saveKioskPin } from '../../offline/kiosk-settings';
import { createStore } from '../../ui/external-store';

/**
 * Whether the kiosk mode is on, as the page sees it: read from the device once, then kept in step
 * by turning it on and off here. Off on the server and at hydration (it lives on the device only).
 */
let enabled: boolean | null = null;
/** The «turn the kiosk mode off» dialog (opened by holding the logo). */
const exitDialog = createStore(false);
const listeners = new Set<() => void>();

function isEnabled(): boolean {
  enabled ??= loadKioskPin() !== null;
  return enabled;
}

function publish(next: boolean): void {
  enabled = next;
  exitDialog.set(false);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useKioskMode(): boolean {
  return useSyncExternalStore(subscribe, isEnabled, () => false);
}

export type EnableOutcome = 'enabled' | 'unavailable';

/** Turns the mode on with a PIN already validated (`validateNewPin`). */
export async function enableKiosk(pin: string): Promise<EnableOutcome> {
  if (!canHashPins()) return 'unavailable';
  const record = await createPinRecord(pin);
  if (!saveKioskPin(record)) return 'unavailable';
  publish(true);
  return 'enabled';
}

/** Turns the mode off if `pin` is the one it was turned on with; false when it is not. */
export async function disableKiosk(pin: string): Promise<boolean> {
  const record = loadKioskPin();
  if (record && !(canHashPins() && (await pinMatches(pin, record)))) return false;
  clearKioskPin();
  publish(false);
  return true;
}

export function openKioskExit(): void {
  exitDialog.set(true);
}

export function closeKioskExit(): void {
  exitDialog.set(false);
}

export function useKioskExitOpen(): boolean {
  return useSyncExternalStore(exitDialog.subscribe, exitDialog.get, () => false);
}
