/**
 * The kiosk mode, remembered on the device (local storage `kub:kiosk`): present while the mode is
 * on, holding the PIN's salt and hash (src/offline/kiosk-settings.ts reads and writes it).
 */
export const KIOSK_STORAGE_KEY = 'kub:kiosk';

/** The root element's attribute while the mode is on: the kiosk's styles hang on it. */
export const KIOSK_ROOT_ATTRIBUTE = 'data-kiosk';
