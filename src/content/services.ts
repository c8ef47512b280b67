import { paths, type ServicePageKey } from '../config/paths';

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
    title: 'Электромонтаж',
    href: paths.service('electrical'),
    image: '/images/services/electrical.svg',
  },
  {
    key: 'low_current',
    pageKey: 'lowcurrent',
    title: 'Слаботочные системы',
    href: paths.service('lowcurrent'),
    image: '/images/services/low_current.svg',
  },
  {
    key: 'ventilation',
    pageKey: 'ventilation',
    title: 'Климат-системы',
    href: paths.service('ventilation'),
    image: '/images/services/ventilation.svg',
  },
  {
    key: 'design',
    pageKey: 'design',
    title: 'Проектирование',
    href: paths.service('design'),
    image: '/images/services/design.svg',
  },
  {
    key: 'construction',
    pageKey: 'construction',
    title: 'Общестрой',
    href: paths.service('construction'),
    image: '/images/services/construction.svg',
  },
];

/** Every image the home preloader waits for (public-site §2.4). */
export const SERVICE_IMAGES: readonly string[] = SERVICES.map((service) => service.image);
