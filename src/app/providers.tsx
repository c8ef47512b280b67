import type { ReactNode } from 'react';
import { ToastViewport } from '../ui/toast/toast-viewport';
import { OfflineIndicator } from '../features/pwa/offline-indicator';
import { PwaRuntime } from '../features/pwa/pwa-runtime';

/** App-wide providers and global viewports. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <OfflineIndicator />
      <ToastViewport placement="top" />
      <PwaRuntime />
    </>
  );
}
