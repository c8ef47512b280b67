import { showToast } from '../../ui/toast/toast-store';

export const UPDATE_TOAST_TEXT = 'Доступна новая версия';
export const UPDATE_ACTION_LABEL = 'Обновить';
const UPDATE_CHECK_MS = 30 * 60 * 1000;

/**
 * Registers the service worker. A new version waits until the visitor accepts the update toast:
 * no forced reload can lose a half-filled form. Accepting activates it and reloads once it controls
 * the page.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Loaded on demand: keeps workbox-window out of the first-paint bundle and the server render.
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });

  const offerUpdate = () => {
    showToast(UPDATE_TOAST_TEXT, {
      durationMs: null,
      action: {
        label: UPDATE_ACTION_LABEL,
        onClick: () => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        },
      },
    });
  };
  wb.addEventListener('waiting', offerUpdate);

  const checkForUpdate = () => {
    if (document.visibilityState === 'visible' && navigator.onLine) {
      void wb.update().catch(() => undefined);
    }
  };
  document.addEventListener('visibilitychange', checkForUpdate);
  window.setInterval(checkForUpdate, UPDATE_CHECK_MS);

  await wb.register().catch(() => undefined);
}
