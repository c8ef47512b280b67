import { useSyncExternalStore } from 'react';
import { loadKioskPin } from '../../offline/kiosk-settings';
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

/** The mode turned on or off (kiosk-switch.ts, once the device has kept or dropped the PIN). */
export function publishKioskMode(next: boolean): void {
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

export function openKioskExit(): void {
  exitDialog.set(true);
}

export function closeKioskExit(): void {
  exitDialog.set(false);
}

export function useKioskExitOpen(): boolean {
  return useSyncExternalStore(exitDialog.subscribe, exitDialog.get, () => false);
}
