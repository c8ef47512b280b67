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

export const SERVICES: readonly Service[] = [
  {
    key: 'electrical',
    pageKey: 'electrical',
    title: routeName(paths.service('electrical')),
    href: paths.service('electrical'),
    image: '/images/services/electrical.svg',
  },
  {
    key: 'low_current',
    pageKey: 'lowcurrent',
    title: routeName(paths.service('lowcurrent')),
    href: paths.service('lowcurrent'),
    image: '/images/services/low_current.svg',
  },
  {
    key: 'ventilation',
    pageKey: 'ventilation',
    title: routeName(paths.service('ventilation')),
    href: paths.service('ventilation'),
    image: '/images/services/ventilation.svg',
  },
  {
    key: 'design',
    pageKey: 'design',
    title: routeName(paths.service('design')),
    href: paths.service('design'),
    image: '/images/services/design.svg',
  },
  {
    key: 'construction',
    pageKey: 'construction',
    title: routeName(paths.service('construction')),
    href: paths.service('construction'),
    image: '/images/services/construction.svg',
  },
];

/** Every image the home preloader waits for (public-site §2.4). */
export const SERVICE_IMAGES: readonly string[] = SERVICES.map((service) => service.image);
