import { useSyncExternalStore } from 'react';
import { createStore } from '../../ui/external-store';

/** Whether the services overlay is open (public-site §2.3). Shared by the header and the overlay. */
const overlayOpen = createStore(false);

/** The overlay's element id: the header's toggle controls it (aria-controls). */
export const SERVICES_OVERLAY_ID = 'services-overlay';

export function openServicesOverlay(): void {
  overlayOpen.set(true);
}

export function closeServicesOverlay(): void {
  overlayOpen.set(false);
}

export function toggleServicesOverlay(): void {
  overlayOpen.set(!overlayOpen.get());
}

export function useServicesOverlayOpen(): boolean {
  return useSyncExternalStore(overlayOpen.subscribe, overlayOpen.get, () => false);
}
