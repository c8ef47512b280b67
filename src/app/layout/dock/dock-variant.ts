import {
  CALCULATOR_KEYS,
  LEGAL_KEYS,
  paths,
  SERVICE_PAGE_KEYS,
  type HomeSection,
  type LegalKey,
} from '../../../config/paths';

/** The home pills of the dock (public-site §2.10), in page order. */
export const HOME_PILLS: readonly { section: HomeSection; label: string }[] = [
  { section: 'services', label: 'Услуги' },
  { section: 'about', label: 'О нас' },
  { section: 'projects', label: 'Проекты' },
  { section: 'contact', label: 'Контакты' },
  { section: 'reviews', label: 'Отзывы' },
];

/** The legal pills: short names of the three legal pages. */
export const LEGAL_PILLS: readonly { key: LegalKey; label: string }[] = [
  { key: 'cookies', label: 'Cookie' },
  { key: 'terms', label: 'Права' },
  { key: 'privacy', label: 'Данные' },
];

export const HOME_CTA = 'Купить';
export const REQUEST_CTA = 'Оставить заявку';

/**
 * Which dock a page gets:
 * - home: section pills with scroll-spy, logo to the top, «Купить» to the contact section;
 * - legal: the three legal pills and a way home, no call-to-action;
 * - service (the five section pages and the three calculators): no pills, «Оставить заявку» to the contact section;
 * - other (/contact, /pages/projects, /pro, account, unknown): home pills as links to /#section,
 *   the pill of the page's own topic marked, and «Оставить заявку» (an unknown /services/x
 *   address is the not-found page, so it gets this one too).
 */
export type DockVariant =
  | { kind: 'home' }
  | { kind: 'legal'; current: LegalKey }
  | { kind: 'service' }
  | { kind: 'other'; current: HomeSection | null };

function trimSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function dockVariant(rawPathname: string): DockVariant {
  const pathname = trimSlash(rawPathname);
  if (pathname === paths.home) return { kind: 'home' };
  const legal = LEGAL_KEYS.find((key) => paths.legal(key) === pathname);
  if (legal) return { kind: 'legal', current: legal };
  const servicePaths = [
    ...SERVICE_PAGE_KEYS.map(paths.service),
    ...CALCULATOR_KEYS.map(paths.calculator),
  ];
  if (servicePaths.includes(pathname)) return { kind: 'service' };
  if (pathname === paths.contact) return { kind: 'other', current: 'contact' };
  if (pathname === paths.projects) return { kind: 'other', current: 'projects' };
  return { kind: 'other', current: null };
}
