import { paths, type ServicePageKey } from '../../config/paths';
import type { TabItem } from '../../ui/tab-strip/tab-strip';

/** '/services/lowcurrent#cctv': an anchor on a service page. */
export function serviceAnchor(page: ServicePageKey, id: string): string {
  return `${paths.service(page)}#${id}`;
}

/** Anchor tabs of a page from [id, label] pairs. */
export function anchorTabs(
  page: ServicePageKey,
  tabs: readonly (readonly [id: string, label: string])[],
): TabItem[] {
  return tabs.map(([id, label]) => ({ label, href: serviceAnchor(page, id) }));
}
