import { useSyncExternalStore } from 'react';
import type { AuthStatus } from './auth-slot';

const noopSubscribe = () => () => undefined;

/**
 * The header's session state until the session code exists: 'unknown' in the prerendered HTML and
 * during hydration (so the markup matches), then 'signed-out' once the page runs in the browser.
 */
export function useAuthStatus(): AuthStatus {
  return useSyncExternalStore<AuthStatus>(
    noopSubscribe,
    () => 'signed-out',
    () => 'unknown',
  );
}
