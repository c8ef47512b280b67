import { navigateTo, scrollToId } from '../../ui/navigation';

/**
 * Follows a service row's href (public-site §2.13): an anchor on this page smooth-scrolls to its
 * detail block and puts the hash in the address (replacing the entry); anything else navigates
 * without a reload.
 */
export function followServiceHref(href: string, pathname: string): void {
  const [path, id] = href.split('#', 2);
  if (id && (!path || path === pathname)) {
    scrollToId(id);
    navigateTo(`${pathname}#${id}`, { replace: true });
    return;
  }
  navigateTo(href);
}
