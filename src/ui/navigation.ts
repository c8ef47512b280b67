/**
 * The site's client-side link helper and its custom location-change event (public-site §2.1).
 * `navigateTo` changes the address without a page reload; the router bridge inside the React tree
 * hears the event and moves the router there. Code outside React that changed the address with
 * history.pushState itself can dispatch the event with no detail: the bridge then syncs the router
 * to the address bar.
 */
export const LOCATION_CHANGE_EVENT = 'kub:locationchange';

export interface LocationChangeDetail {
  href?: string;
  replace?: boolean;
}

let bridgeConnected = false;

/** Called by the router bridge when it starts and stops listening. */
export function setBridgeConnected(connected: boolean): void {
  bridgeConnected = connected;
}

export function navigateTo(href: string, options: { replace?: boolean } = {}): void {
  if (typeof window === 'undefined') return;
  if (!bridgeConnected) {
    // Before the app has started there is nothing to notify: a normal navigation is right.
    window.location.assign(href);
    return;
  }
  const detail: LocationChangeDetail = { href, replace: options.replace ?? false };
  window.dispatchEvent(new CustomEvent<LocationChangeDetail>(LOCATION_CHANGE_EVENT, { detail }));
}

/** What of a click says whose it is: the page's (a plain primary click) or the browser's. */
interface ClickKeys {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** A plain primary click; a modified one (new tab, new window) is left to the browser. */
export function isPlainClick(event: ClickKeys): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** On a plain click, cancels the link's own navigation and runs the action instead. */
export function plainClick(
  event: ClickKeys & { preventDefault(): void },
  action: () => void,
): void {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  action();
}

/** Smoothly scrolls to the element with this id, leaving the sticky header's height plus a gap. */
export function scrollToId(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  // Like a browser's own anchor jump: the sticky header's offset plus the target's scroll margin.
  const margin = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
  const top = target.getBoundingClientRect().top + window.scrollY - headerOffset() - margin;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : behavior });
  return true;
}

/** Header height (64) plus the spec's click offset (16). */
export const HEADER_HEIGHT = 64;
export const SCROLL_CLICK_OFFSET = 16;
function headerOffset(): number {
  return HEADER_HEIGHT + SCROLL_CLICK_OFFSET;
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
