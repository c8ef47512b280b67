import { useSyncExternalStore } from 'react';
import { sessionStore, UNKNOWN_SESSION, type SessionState } from './session-store';

/** The session for components: 'unknown' in the server render and during hydration. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => UNKNOWN_SESSION);
}
