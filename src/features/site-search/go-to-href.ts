import { navigateTo, prefersReducedMotion, scrollToId } from '../../ui/navigation';

/**
 * Follows a site link without a reload. A link into the page already shown smooth-scrolls there:
 * to the section ('/#about' on the home page, putting the hash in the address) or to the top
 * ('/' on the home page). Any other link navigates; the route effects then scroll on the new page.
 */
export function goToHref(href: string, currentPathname: string): void {
  const hashAt = href.indexOf('#');
  const path = (hashAt >= 0 ? href.slice(0, hashAt) : href) || currentPathname;
  const id = hashAt >= 0 ? decodeURIComponent(href.slice(hashAt + 1)) : '';
  if (path !== currentPathname) {
    navigateTo(href);
    return;
  }
  const target = id ? `${path}#${id}` : path;
  window.history.replaceState(window.history.state, '', target);
  navigateTo(target, { replace: true });
  if (id) scrollToId(id);
  else window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}
