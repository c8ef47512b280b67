import type { ReactNode } from 'react';
import { ToastViewport } from '../ui/toast/toast-viewport';

/** App-wide providers and global viewports. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <ToastViewport placement="top" />
    </>
  );
}
