import { useEffect, useLayoutEffect } from 'react';
import { AUTH_CHANGED_EVENT, type AuthChangedDetail } from './auth-events';
import { applyAuthChanged, recheckOnFocus, startSession } from './session-store';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Starts the session check before the first paint (so the header keeps its placeholder rather than
 * flashing the sign-in links) and listens to 'auth:changed' and to window focus. Mounted once.
 */
export function SessionRuntime() {
  useIsomorphicLayoutEffect(() => {
    void startSession();
  }, []);

  useEffect(() => {
    const onChanged = (event: Event) => {
      applyAuthChanged((event as CustomEvent<Partial<AuthChangedDetail> | null>).detail);
    };
    const onFocus = () => void recheckOnFocus();
    window.addEventListener(AUTH_CHANGED_EVENT, onChanged);
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener(AUTH_CHANGED_EVENT, onChanged);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  return null;
}
