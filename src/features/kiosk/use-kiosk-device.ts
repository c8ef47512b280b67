import { useEffect } from 'react';
import { leavesSite } from '../../domain/kiosk/kiosk-guards';
import { KIOSK_ROOT_ATTRIBUTE } from '../../offline/kiosk-settings';
import { acquireWakeLock, enterFullScreen, leaveFullScreen, releaseWakeLock } from './device-lock';

/** A link that would leave the site: followed by no click (or key) while the kiosk mode is on. */
function stopLeavingLinks(event: MouseEvent): void {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return;
  const href = link.getAttribute('href') ?? '';
  if (leavesSite(href, link.getAttribute('target'), window.location.origin)) {
    event.preventDefault();
  }
}

const noContextMenu = (event: Event) => event.preventDefault();

/**
 * While the kiosk mode is on: the root attribute its styles hang on (no overscroll, no selection
 * outside fields, no callout, the account area and outgoing links hidden), full screen on a touch
 * where the app is not yet full screen, the screen kept on while the page is visible (acquired
 * again when it comes back), no context menu, no link out of the site.
 */
export function useKioskDevice(on: boolean): void {
  useEffect(() => {
    if (!on) return undefined;
    const root = document.documentElement;
    root.setAttribute(KIOSK_ROOT_ATTRIBUTE, '');

    let lock: WakeLockSentinel | null = null;
    let disposed = false;
    const keepAwake = () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      void acquireWakeLock().then((acquired) => {
        if (disposed) releaseWakeLock(acquired);
        else lock = acquired;
      });
    };
    keepAwake();

    document.addEventListener('pointerdown', enterFullScreen, true);
    document.addEventListener('contextmenu', noContextMenu, true);
    document.addEventListener('click', stopLeavingLinks, true);
    document.addEventListener('visibilitychange', keepAwake);
    return () => {
      disposed = true;
      document.removeEventListener('pointerdown', enterFullScreen, true);
      document.removeEventListener('contextmenu', noContextMenu, true);
      document.removeEventListener('click', stopLeavingLinks, true);
      document.removeEventListener('visibilitychange', keepAwake);
      releaseWakeLock(lock);
      leaveFullScreen();
      root.removeAttribute(KIOSK_ROOT_ATTRIBUTE);
    };
  }, [on]);
}
