import { paths } from '../../config/paths';

/**
 * Where a visitor of a stand tablet may not go while the kiosk mode is on: the account area and
 * the login (their links are hidden; an address typed or restored goes to the home page).
 */
const CLOSED_EXACT: readonly string[] = [
  paths.login,
  paths.register,
  paths.account,
  paths.collections,
  paths.notifications,
  paths.dashboard,
];

export function isClosedInKiosk(pathname: string): boolean {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CLOSED_EXACT.includes(clean) || clean.startsWith(`${paths.account}/`);
}

/** Targets that keep the link in the app's own window (the app has no frames). */
const SAME_WINDOW_TARGETS = ['', '_self', '_parent', '_top'];

/**
 * Whether following a link would leave the site (and the kiosk): another origin, another scheme
 * (mailto:, tel:, sms:) or a new window. Such links are shown as plain text in the kiosk mode.
 */
export function leavesSite(href: string, target: string | null, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return true;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  if (url.origin !== origin) return true;
  return target !== null && !SAME_WINDOW_TARGETS.includes(target);
}
