import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { closeServicesOverlay, openServicesOverlay, toggleServicesOverlay } from './overlay-store';
import { readOverlayTrigger } from './overlay-trigger';

/** Alt+S by physical key, so it works on the Russian layout too (Alt+Ы). */
export function isOverlayHotkey(event: KeyboardEvent): boolean {
  return event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyS';
}

/**
 * The overlay's global triggers (public-site §2.3): Alt+S toggles it anywhere; `?open=services`
 * and a hash containing `open-services` open it on load and on every route change, and are then
 * removed from the address (replace) so a reload does not reopen it. Moving to another page
 * closes it.
 */
export function useOverlayTriggers(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const lastPathname = useRef<string | null>(null);

  useEffect(() => {
    const pathChanged = lastPathname.current !== null && lastPathname.current !== pathname;
    lastPathname.current = pathname;
    const trigger = readOverlayTrigger(search, hash);
    if (trigger.open) {
      openServicesOverlay();
      void navigate(
        { pathname, search: trigger.search, hash: trigger.hash },
        { replace: true, preventScrollReset: true },
      );
      return;
    }
    if (pathChanged) closeServicesOverlay();
  }, [pathname, search, hash, navigate]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isOverlayHotkey(event) || event.repeat) return;
      event.preventDefault();
      toggleServicesOverlay();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
