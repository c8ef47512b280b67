import { useEffect, useLayoutEffect } from 'react';
import { yieldToMain } from '../../ui/yield-to-main';
import { AUTH_CHANGED_EVENT, type AuthChangedDetail } from './auth-events';
import {
  applyAuthChanged,
  markSessionPending,
  recheckOnFocus,
  startSession,
} from './session-store';

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Marks the session 'unknown' before the first paint (so the header keeps its placeholder rather
 * than flashing the sign-in links), starts the session check in a task of its own after the app's
 * first effects, and listens to 'auth:changed' and to window focus. Mounted once.
 *
 * Why a task of its own: a visitor without a session is settled at once, and settled during
 * hydration the session differed from the server's 'unknown' when React checked its stores after
 * hydration's effects, so React rendered the header's account slot again inside that task
 * (docs/decisions.md, 2026-11-29).
 */
export function SessionRuntime() {
  useIsomorphicLayoutEffect(() => {
    markSessionPending();
  }, []);

  useEffect(() => {
    let mounted = true;
    void yieldToMain().then(() => {
      if (mounted) void startSession();
    });
    return () => {
      mounted = false;
    };
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
