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
 * page files and shells, the search index, the manifest's shortcuts, titles and body areas).
 * Data only, no React: the service worker and the server import it too. Adding a page is one
 * entry here plus its component in page-loaders.tsx (typed: a missing loader is a type error).
 */

/** The body class of each area of the site (public-site §2.1). */
export type BodyArea =
  'home' | 'projects' | 'legal' | 'service' | 'contact' | 'account' | 'pro' | 'kiosk';

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

/** How the header search finds a page (keywords are searched, never shown). */
export interface SearchTarget {
  /** The group shown beside the result. */
  section: string;
  keywords: string;
  /** The result's title when it is not the page's name. */
  title?: string;
}

/** A manifest shortcut of the installed app. */
export interface Shortcut {
  name?: string;
  shortName: string;
}

export interface RouteEntry {
  /** The address (the href of a page without parameters). */
  path: string;
  page: PageRef;
  /** The page's name: the document title adds the product, links and search show it as is. */
  name: string;
  description: string;
  area: BodyArea | null;
  serving: Serving;
  /** A calculator page (a sub-page of a service). */
  calculator?: boolean;
  search?: SearchTarget;
  shortcut?: Shortcut;
}

const CALCULATOR_KEYWORDS = 'калькулятор расчёт рассчитать стоимость срок';

const SERVICES: Record<ServicePageKey, [name: string, description: string, keywords: string]> = {
  electrical: [
    'Электромонтаж',
    'Электромонтажные работы под ключ: подключение к сетям, увеличение мощности, внутренние и наружные сети, щиты, заземление, резервное питание.',
    'электрика электромонтажные работы электроснабжение проводка',
  ],
  lowcurrent: [
    'Слаботочные системы',
    'Слаботочные системы: СКС, видеонаблюдение, ОПС, СКУД, домофония, серверные, ЛВС и оповещение.',
    'слаботочка СКС ОПС СКУД видеонаблюдение ЛВС',
  ],
  ventilation: [
    'Климат-системы',
    'Вентиляция, кондиционирование, отопление и автоматизация инженерных систем: монтаж, пусконаладка и сервис.',
    'вентиляция кондиционирование отопление ОВиК климат',
  ],
  design: [
    'Проектирование',
    'Проектирование электроснабжения, ОВиК, слаботочных систем и автоматизации, сметы, авторский надзор и согласования.',
    'проект проектные работы документация ЭОМ ОВиК',
  ],
  construction: [
    'Общестрой',
    'Общестроительные работы: монолит, фундаменты, кровля и фасады, перегородки, усиление конструкций и генподряд.',
    'общестроительные работы строительство генподряд стройка',
  ],
};

const CALCULATORS: Record<
  CalculatorKey,
  [name: string, description: string, keywords: string, shortcut: Shortcut]
> = {
  'power-connection': [
    'Подключение к электросетям',
    'Технологическое присоединение к электросетям: калькулятор срока по мощности и расстоянию до сети.',
    'технологическое присоединение техприсоединение ТУ',
    { shortName: 'Подключение' },
  ],
  'power-upgrade': [
    'Увеличение мощности и модернизация сетей',
    'Увеличение выделенной мощности и модернизация сетей: тест из шести вопросов и рекомендации.',
    'дополнительная мощность реконструкция тест',
    { name: 'Увеличение мощности', shortName: 'Мощность' },
  ],
  indoor: [
    'Внутренний электромонтаж',
    'Конфигуратор внутреннего электромонтажа: розетки, светильники, стоимость и сроки по сценарию объекта.',
    'электропроводка проводка розетки светильники конфигуратор',
    { shortName: 'Конфигуратор' },
  ],
};

const LEGAL: Record<LegalKey, [name: string, description: string, keywords: string]> = {
  cookies: [
    'Политика cookie',
    'Как сайт использует файлы cookie и как их отключить.',
    'куки cookies файлы',
  ],
  terms: [
    'Правовые положения',
    'Условия использования сайта и услуг, оплата, возвраты и контакты.',
    'условия соглашение оплата возврат договор',
  ],
  privacy: [
    'Политика конфиденциальности',
    'Какие персональные данные мы собираем, зачем, как храним и какие у вас права.',
    'персональные данные приватность privacy',
  ],
};

/** The account tabs with their own address (accounts §2.5). */
const ACCOUNT_TABS: readonly [tab: string, label: string][] = [
  ['profile', 'Профиль'],
  ['partner', 'Партнёры'],
  ['supplier', 'Поставщики'],
  ['personal', 'Настройки'],
  ['admin', 'Администратор'],
];

const ACCOUNT_NAME = 'Личный кабинет';

export const ROUTES: readonly RouteEntry[] = [
  {
    path: paths.home,
    page: { page: 'home' },
    name: `${site.product} — инженерные системы и строительство под ключ`,
    description:
      'Электромонтаж, слаботочные и климатические системы, проектирование и общестрой под ключ: услуги, проекты, отзывы и заявка онлайн.',
    area: 'home',
    serving: 'prerendered',
  },
  ...SERVICE_PAGE_KEYS.map((key): RouteEntry => {
    const [name, description, keywords] = SERVICES[key];
    return {
      path: paths.service(key),
      page: { page: 'service', key },
      name,
      description,
      area: 'service',
      serving: 'prerendered',
      search: { section: 'Услуги', keywords },
    };
  }),
  ...CALCULATOR_KEYS.map((key): RouteEntry => {
    const [name, description, keywords, shortcut] = CALCULATORS[key];
    return {
      path: paths.calculator(key),
      page: { page: 'calculator', key },
      name,
      description,
      area: 'service',
      serving: 'prerendered',
      calculator: true,
      search: {
        section: `${SERVICES.electrical[0]} · калькулятор`,
        keywords: `${keywords} ${CALCULATOR_KEYWORDS}`,
      },
      shortcut,
    };
  }),
  {
    path: paths.projects,
    page: { page: 'projects' },
    name: 'Проекты',
    description: 'Каталог выполненных проектов компании: 26 объектов.',
    area: 'projects',
    serving: 'prerendered',
    search: {
      title: 'Каталог проектов',
      section: 'Страница',
      keywords: 'все объекты портфолио смотреть работы',
    },
  },
  {
    path: paths.contact,
    page: { page: 'contact' },
    name: 'Контакты',
    description: 'Оставьте заявку: рассчитаем стоимость работ и ответим в рабочее время.',
    area: 'contact',
    serving: 'prerendered',
    search: {
      section: 'Страница',
      keywords: 'оставить заявку связаться телефон почта e-mail консультация',
    },
    shortcut: { name: 'Оставить заявку', shortName: 'Заявка' },
  },
  ...LEGAL_KEYS.map((key): RouteEntry => {
    const [name, description, keywords] = LEGAL[key];
    return {
      path: paths.legal(key),
      page: { page: 'legal', key },
      name,
      description,
      area: 'legal',
      serving: 'prerendered',
      search: { section: 'Документы', keywords },
    };
  }),
  {
    path: paths.vacancies,
    page: { page: 'vacancies' },
    name: `Работа в ${site.product}`,
    description:
      'Работа электромонтажником, монтажником слаботочных систем, инженером: анкета с резюме.',
    area: 'pro',
    serving: 'prerendered',
    search: {
      section: 'Вакансии',
      keywords: 'ищу работу анкета резюме монтажник электромонтажник инженер трудоустройство',
    },
  },
  {
    path: paths.kiosk,
    page: { page: 'kiosk' },
    name: 'Режим киоска',
    description:
      'Режим киоска для планшета на стенде: весь экран, экран не гаснет, сброс введённого для следующего посетителя.',
    area: 'kiosk',
    serving: 'prerendered',
  },
  // /login and /register show the home page with their modal open over it (public-site §2.1).
  {
    path: paths.login,
    page: { page: 'auth', key: 'login' },
    name: 'Вход',
    description: 'Вход в личный кабинет: профиль, контакты и настройки аккаунта.',
    area: 'home',
    serving: 'prerendered',
  },
  {
    path: paths.register,
    page: { page: 'auth', key: 'register' },
    name: 'Регистрация',
    description:
      'Регистрация личного кабинета: профиль с контактами и группой, новости на e-mail по желанию.',
    area: 'home',
    serving: 'prerendered',
  },
  // The account area renders on the client: one shell file for /account and every /account/...
  {
    path: paths.account,
    page: { page: 'account' },
    name: ACCOUNT_NAME,
    description: 'Личный кабинет: профиль, настройки и управление пользователями.',
    area: 'account',
    serving: 'shell',
  },
  ...ACCOUNT_TABS.map(([tab, label]): RouteEntry => ({
    path: paths.accountTab(tab),
    page: { page: 'account' },
    name: `${label} · ${ACCOUNT_NAME}`,
    description: `${ACCOUNT_NAME}: ${label.toLowerCase()}.`,
    area: 'account',
    serving: 'in-shell',
  })),
  {
    path: paths.collections,
    page: { page: 'accountStub', key: 'collections' },
    name: 'Коллекции',
    description: 'Коллекции личного кабинета: сохранённые проекты, услуги и расчёты.',
    area: 'account',
    serving: 'prerendered',
  },
  {
    path: paths.notifications,
    page: { page: 'accountStub', key: 'notifications' },
    name: 'Уведомления',
    description: 'Уведомления личного кабинета: ответы по заявкам и новости аккаунта.',
    area: 'account',
    serving: 'prerendered',
  },
  {
    path: paths.dashboard,
    page: { page: 'accountStub', key: 'dashboard' },
    name: 'Панель',
    description: 'Панель личного кабинета: сводка по заявкам, расчётам и аккаунту.',
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
