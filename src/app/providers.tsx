import type { ReactNode } from 'react';
import { ToastViewport } from '../ui/toast/toast-viewport';
import { StatusBar } from './layout/status-bar';
import { PwaRuntime } from '../features/pwa/pwa-runtime';
import { OutboxRuntime } from '../features/outbox/outbox-runtime';

/** App-wide providers and global viewports. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <StatusBar />
      <ToastViewport placement="top" />
      <PwaRuntime />
      <OutboxRuntime />
    </>
  );
}
