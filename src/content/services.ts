import { paths, type ServicePageKey } from '../config/paths';
import { routeName } from '../app/route-registry';

/** The five service lines (public-site §1, §2.5): card key, page, title and artwork. */
export type ServiceKey = 'electrical' | 'low_current' | 'ventilation' | 'design' | 'construction';

export interface Service {
  key: ServiceKey;
  pageKey: ServicePageKey;
  title: string;
  href: string;
  image: string;
}

/** A service line: its card key, and the page whose name and address it shows. */
const service = (key: ServiceKey, pageKey: ServicePageKey): Service => ({
  key,
  pageKey,
  title: routeName(paths.service(pageKey)),
  href: paths.service(pageKey),
  image: `/images/services/${key}.svg`,
});

export const SERVICES: readonly Service[] = [
  service('electrical', 'electrical'),
  service('low_current', 'lowcurrent'),
  service('ventilation', 'ventilation'),
  service('design', 'design'),
  service('construction', 'construction'),
];

/** Every image the home preloader waits for (public-site §2.4). */
export const SERVICE_IMAGES: readonly string[] = SERVICES.map((service) => service.image);
