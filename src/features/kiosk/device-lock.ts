/**
 * The browser features a stand tablet uses while the kiosk mode is on. Each one fails silently
 * where the browser lacks it (iOS has no Fullscreen API for pages, jsdom has neither): the OS's
 * own lock (screen pinning, Guided Access) covers what the page cannot.
 */

function isFullScreen(): boolean {
  if (document.fullscreenElement) return true;
  try {
    return window.matchMedia('(display-mode: fullscreen)').matches;
  } catch {
    return false;
  }
}

/** Asks for full screen (a touch or a click is the user gesture it needs), unless already there. */
export function enterFullScreen(): void {
  if (isFullScreen()) return;
  const root = document.documentElement;
  if (typeof root.requestFullscreen !== 'function') return;
  try {
    void root.requestFullscreen({ navigationUI: 'hide' }).catch(() => undefined);
  } catch {
    // Refused (no user gesture, a frame that may not): the page works as it is.
  }
}

export function leaveFullScreen(): void {
  if (!document.fullscreenElement || typeof document.exitFullscreen !== 'function') return;
  try {
    void document.exitFullscreen().catch(() => undefined);
  } catch {
    // Already gone.
  }
}

/** Keeps the screen on; null where the Screen Wake Lock API is missing or refuses. */
export async function acquireWakeLock(): Promise<WakeLockSentinel | null> {
  try {
    if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return null;
    return await navigator.wakeLock.request('screen');
  } catch {
    return null;
  }
}

export function releaseWakeLock(lock: WakeLockSentinel | null): void {
  if (!lock || lock.released) return;
  void lock.release().catch(() => undefined);
}
