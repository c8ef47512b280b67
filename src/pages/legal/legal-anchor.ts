import type { MouseEvent } from 'react';
import { isPlainClick, prefersReducedMotion } from '../../ui/navigation';

/**
 * Scrolls to a legal section heading. `scrollIntoView` adds the heading's scroll-margin-top to the
 * root's scroll padding, so the heading ends up the spec's 150 px below the top edge (public-site
 * §2.12, §9). The address gets the anchor with replaceState: the router is not told, so it does
 * not re-scroll with its own header offset.
 */
export function scrollToLegalAnchor(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  if (typeof target.scrollIntoView === 'function') {
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  }
  window.history.replaceState(window.history.state, '', `#${id}`);
  target.focus({ preventScroll: true });
  return true;
}

/** Click handler of an in-page `#anchor` link; modified clicks keep the browser's behaviour. */
export function onLegalAnchorClick(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  if (event.defaultPrevented || !isPlainClick(event)) return;
  if (scrollToLegalAnchor(id)) event.preventDefault();
}
