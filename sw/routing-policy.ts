import { paths } from '../src/config/paths';
import type { RouteEntry } from '../src/app/route-registry';
import { navigationFile, NOT_FOUND_FILE, ownFile } from '../src/app/route-serving';

/**
 * Which requests the service worker answers, and how. Pure, so the policy is a tested table.
 *
 * - 'network-only': never cached, never answered from a cache (the API, auth, account, admin,
 *   every non-GET request).
 * - 'precache': files of this build, answered from the precache (hashed assets, images, fonts, the
 *   city list, the prerendered HTML of each public route).
 * - 'navigation': a page navigation the precache does not hold: network, then the not-found page
 *   when offline.
 * - 'passthrough': not ours (another origin): the worker stays out of it.
 * - 'share-target': a file shared to the installed app (POST to the manifest's share_target
 *   action): kept on the device and answered with a redirect to the application form, offline too.
 */
export type Strategy = 'network-only' | 'precache' | 'navigation' | 'passthrough' | 'share-target';

export interface RequestInfo {
  url: URL;
  method: string;
  mode: string;
}

/** Whether a request is a share to the installed app (the manifest's share_target). */
export function isShareTargetRequest({
  url,
  method,
}: Pick<RequestInfo, 'url' | 'method'>): boolean {
  return method === 'POST' && url.pathname === paths.shareTarget;
}

/** Paths that must always reach the server: sessions and personal data are never cached. */
export const ONLINE_ONLY_PREFIXES = ['/api/'] as const;

export function isOnlineOnlyPath(pathname: string): boolean {
  return ONLINE_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export function strategyFor(
  request: RequestInfo,
  origin: string,
  precached: (pathname: string) => boolean,
): Strategy {
  if (request.url.origin !== origin) return 'passthrough';
  if (isShareTargetRequest(request)) return 'share-target';
  if (request.method !== 'GET') return 'network-only';
  if (isOnlineOnlyPath(request.url.pathname)) return 'network-only';
  if (precached(request.url.pathname)) return 'precache';
  if (request.mode === 'navigate') return 'navigation';
  return 'network-only';
}

/**
 * The precache key of an address: a route's own file (`/x -> x.html`, from the route registry),
 * else the address itself (an asset).
 */
export function pageFileFor(pathname: string, routes?: readonly RouteEntry[]): string {
  const file = ownFile(pathname, routes);
  return file ? `/${file}` : pathname;
}

/**
 * What an offline navigation is answered with, in order: the route's own file, the shell that
 * serves addresses under it (the account area), then the not-found page (route registry).
 */
export function offlineNavigationFiles(pathname: string, routes?: readonly RouteEntry[]): string[] {
  const file = navigationFile(pathname, routes);
  return [...(file ? [`/${file}`] : []), `/${NOT_FOUND_FILE}`];
}

/**
 * How the precache matches a request to a file (Workbox `precacheAndRoute` options): every query
 * parameter is ignored, `/x` is `x.html`, `/` is `index.html`. So a share link such as
 * `/services/electrical/indoor?type=retail&hall=150` opens offline from the precached page, whose
 * script then reads the query.
 */
export const PRECACHE_MATCHING = {
  cleanURLs: true,
  directoryIndex: 'index.html',
  ignoreURLParametersMatching: [/.*/],
};
