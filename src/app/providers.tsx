import { useEffect, type ReactNode } from 'react';
import { replayEarlyInput } from '../ui/form/early-input';
import { StatusBar } from './layout/status-bar';
import { PwaRuntime } from '../features/pwa/pwa-runtime';
import { OutboxRuntime } from '../features/outbox/outbox-runtime';
import { SessionRuntime } from '../features/auth/session-runtime';
import { AuthModalHost } from '../features/auth/auth-modal-host';
import { lazyPart } from '../ui/lazy-part';

/** The account modals' online-only notice: loaded with the modal, when one first opens. */
const OnlineOnly = lazyPart(() =>
  import('../features/online-only/online-only').then((m) => m.OnlineOnly),
).Part;

/** Once the page has hydrated, hands React what was typed into it before (ui/form/early-input). */
function EarlyInputReplay() {
  useEffect(() => {
    replayEarlyInput();
  }, []);
  return null;
}

/** App-wide providers and global viewports. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {/* First, so the session check starts before the header's first paint. */}
      <SessionRuntime />
      {children}
      {/* The status lines and, under them, the top toasts. */}
      <StatusBar />
      <PwaRuntime />
      <OutboxRuntime />
      <AuthModalHost guard={OnlineOnly} />
      <EarlyInputReplay />
    </>
  );
}
