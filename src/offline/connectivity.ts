import { useSyncExternalStore } from 'react';
import { createStore } from '../ui/external-store';

/**
 * Whether the app believes it is online: the browser's online/offline events, corrected by what
 * real requests find (a failed fetch means offline even when navigator.onLine says otherwise).
 */
const online = createStore(true);
let listening = false;

function startListening(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  online.set(navigator.onLine);
  window.addEventListener('online', () => online.set(true));
  window.addEventListener('offline', () => online.set(false));
}

// Known from the start: the browser's state is read as this module loads (with the app), not when
// the first component that shows it subscribes, which may hydrate seconds later. An online-only
// screen opened before that must not take the device for online.
startListening();

/** A request failed on the network: show the app as offline until something succeeds. */
export function reportNetworkFailure(): void {
  online.set(false);
}

/** A request reached the server. */
export function reportNetworkSuccess(): void {
  online.set(true);
}

export function isOnline(): boolean {
  return online.get();
}

export function subscribeConnectivity(listener: () => void): () => void {
  startListening();
  return online.subscribe(listener);
}

/** Online status for components; the server render and hydration assume online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnectivity, online.get, () => true);
}
