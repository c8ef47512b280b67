import { useSyncExternalStore } from 'react';
import { createStore } from '../external-store';

/** How many modals are open: the dock hides while any is (public-site §2.10). */
const openModals = createStore(0);

export function registerOpenModal(): () => void {
  openModals.set(openModals.get() + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    openModals.set(openModals.get() - 1);
  };
}

export function useIsAnyModalOpen(): boolean {
  return useSyncExternalStore(
    openModals.subscribe,
    () => openModals.get() > 0,
    () => false,
  );
}
