import { site } from '../config/site';
import {
  paths,
  CALCULATOR_KEYS,
  LEGAL_KEYS,
  SERVICE_PAGE_KEYS,
  type CalculatorKey,
  type LegalKey,
  type ServicePageKey,
} from '../config/paths';

/**
 * The site's routes, one entry each: everything else is derived from this list (React Router's
 * routes in routes.tsx, the prerender list, the service worker's navigation policy, the server's
 * page files and shells, titles and body areas). Data only, no React: the service worker and the
 * server import it too. Adding a page is one entry here plus its component in page-loaders.tsx;
 * its description (and search words, if any) goes in route-details.ts under the same page
 * reference (both tables are typed by PageRef: a page without either is a type error).
 *
 * Only what a page needs to start is here (every page's app loads it); the descriptions, search
 * words and manifest shortcuts, which only the prerender, the search and the manifest read, are
 * in route-details.ts.
 */

/** The body class of each area of the site (public-site §2.1). */
export type BodyArea =
  'home' | 'projects' | 'legal' | 'service' | 'contact' | 'account' | 'pro' | 'kiosk';

/**
 * The areas whose documents are kept apart from other sites' windows: the server sends their files
 * with `Cross-Origin-Opener-Policy: same-origin` (server/modules/web/web-plugin.ts), and the app
 * enters them from a document of another area by loading them as a document of their own
 * (src/app/isolated-page.tsx). The account area, where staff read leads' personal data. The public
 * pages go without the header: it makes Chromium start a page opened in a new tab, from a bookmark
 * or from the home screen in a new renderer process (docs/decisions.md, 2026-11-29).
 */
export const ISOLATED_AREAS: readonly BodyArea[] = ['account'];

/** Which page component an entry renders, with what it passes to it. */
export type PageRef =
  | { page: 'home' }
  | { page: 'service'; key: ServicePageKey }
  | { page: 'calculator'; key: CalculatorKey }
  | { page: 'projects' }
  | { page: 'contact' }
  | { page: 'legal'; key: LegalKey }
  | { page: 'vacancies' }
  | { page: 'kiosk' }
  | { page: 'auth'; key: 'login' | 'register' }
  | { page: 'account' }
  | { page: 'accountTab'; key: AccountTab }
  | { page: 'accountStub'; key: 'collections' | 'notifications' | 'dashboard' };

export type PageId = PageRef['page'];

/**
 * How an address is served:
 * - 'prerendered': its own HTML file (`/a/b` -> `a/b.html`), precached, works offline;
 * - 'shell': one prerendered file for the address and every address under it, rendered on the
 *   client; its content is online-only (the page says so offline);
 * - 'in-shell': an address inside a shell: no file of its own, only its title and area.
 */
export type Serving = 'prerendered' | 'shell' | 'in-shell';

export interface RouteEntry {
  /** The address (the href of a page without parameters). */
  path: string;
  page: PageRef;
  /** The page's name: the document title adds the product, links and search show it as is. */
  name: string;
  area: BodyArea | null;
  serving: Serving;
  /** A calculator page (a sub-page of a service). */
  calculator?: boolean;
}

const SERVICE_NAMES: Record<ServicePageKey, string> = {
  electrical: 'Электромонтаж',
  lowcurrent: 'Слаботочные системы',
  ventilation: 'Климат-системы',
  design: 'Проектирование',
  construction: 'Общестрой',
};

const CALCULATOR_NAMES: Record<CalculatorKey, string> = {
  'power-connection': 'Подключение к электросетям',
  'power-upgrade': 'Увеличение мощности и модернизация сетей',
  indoor: 'Внутренний электромонтаж',
};

const LEGAL_NAMES: Record<LegalKey, string> = {
  cookies: 'Политика cookie',
  terms: 'Правовые положения',
  privacy: 'Политика конфиденциальности',
};

export type AccountTab = 'profile' | 'partner' | 'supplier' | 'personal' | 'admin';

/** The account tabs with their own address (accounts §2.5), rendered by the account page. */
export const ACCOUNT_TABS: readonly [tab: AccountTab, label: string][] = [
  ['profile', 'Профиль'],
  ['partner', 'Партнёры'],
  ['supplier', 'Поставщики'],
  ['personal', 'Настройки'],
  ['admin', 'Администратор'],
];

export const ACCOUNT_NAME = 'Личный кабинет';

export const ROUTES: readonly RouteEntry[] = [
  {
    path: paths.home,
    page: { page: 'home' },
    name: `${site.product} — инженерные системы и строительство под ключ`,
    area: 'home',
    serving: 'prerendered',
  },
  ...SERVICE_PAGE_KEYS.map((key): RouteEntry => ({
    path: paths.service(key),
    page: { page: 'service', key },
    name: SERVICE_NAMES[key],
    area: 'service',
    serving: 'prerendered',
  })),
  ...CALCULATOR_KEYS.map((key): RouteEntry => ({
    path: paths.calculator(key),
    page: { page: 'calculator', key },
    name: CALCULATOR_NAMES[key],
    area: 'service',
    serving: 'prerendered',
    calculator: true,
  })),
  {
    path: paths.projects,
    page: { page: 'projects' },
    name: 'Проекты',
    area: 'projects',
    serving: 'prerendered',
  },
  {
    path: paths.contact,
    page: { page: 'contact' },
    name: 'Контакты',
    area: 'contact',
    serving: 'prerendered',
  },
  ...LEGAL_KEYS.map((key): RouteEntry => ({
    path: paths.legal(key),
    page: { page: 'legal', key },
    name: LEGAL_NAMES[key],
    area: 'legal',
    serving: 'prerendered',
  })),
  {
    path: paths.vacancies,
    page: { page: 'vacancies' },
    name: `Работа в ${site.product}`,
    area: 'pro',
    serving: 'prerendered',
  },
  {
    path: paths.kiosk,
    page: { page: 'kiosk' },
    name: 'Режим киоска',
    area: 'kiosk',
    serving: 'prerendered',
  },
  // /login and /register show the home page with their modal open over it (public-site §2.1).
  {
    path: paths.login,
    page: { page: 'auth', key: 'login' },
    name: 'Вход',
    area: 'home',
    serving: 'prerendered',
  },
  {
    path: paths.register,
    page: { page: 'auth', key: 'register' },
    name: 'Регистрация',
    area: 'home',
    serving: 'prerendered',
  },
  // The account area renders on the client: one shell file for /account and every /account/...
  {
    path: paths.account,
    page: { page: 'account' },
    name: ACCOUNT_NAME,
    area: 'account',
    serving: 'shell',
  },
  ...ACCOUNT_TABS.map(([tab, label]): RouteEntry => ({
    path: paths.accountTab(tab),
    page: { page: 'accountTab', key: tab },
    name: `${label} · ${ACCOUNT_NAME}`,
    area: 'account',
    serving: 'in-shell',
  })),
  {
    path: paths.collections,
    page: { page: 'accountStub', key: 'collections' },
    name: 'Коллекции',
    area: 'account',
    serving: 'prerendered',
  },
  {
    path: paths.notifications,
    page: { page: 'accountStub', key: 'notifications' },
    name: 'Уведомления',
    area: 'account',
    serving: 'prerendered',
  },
  {
    path: paths.dashboard,
    page: { page: 'accountStub', key: 'dashboard' },
    name: 'Панель',
    area: 'account',
    serving: 'prerendered',
  },
];

/** The route of one address, when it names one (`/x/` is `/x`). */
export function findRoute(
  pathname: string,
  routes: readonly RouteEntry[] = ROUTES,
): RouteEntry | null {
  return routes.find((route) => route.path === pathname) ?? null;
}

/** The name of the page at an address of the registry (links, tabs and headings show it). */
export function routeName(path: string): string {
  const route = ROUTES.find((entry) => entry.path === path);
  if (!route) throw new Error(`${path} is not in the route registry`);
  return route.name;
}
