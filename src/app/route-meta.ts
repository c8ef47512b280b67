import { site } from '../config/site';
import { paths, type CalculatorKey, type LegalKey, type ServicePageKey } from '../config/paths';

/** The body class of each area of the site (public-site §2.1). */
export type BodyArea =
  'home' | 'projects' | 'legal' | 'service' | 'contact' | 'account' | 'pro' | 'kiosk';

export interface RouteMeta {
  /** The route's path pattern (src/ui/router/match.ts). */
  path: string;
  /** Document title; the unknown route gets the bare product title. */
  title: string;
  description: string;
  area: BodyArea | null;
  /** Output HTML file of the prerender (`/a/b` -> `a/b.html`), or null when rendered on the client only. */
  file: string | null;
}

const withProduct = (title: string) => `${title} — ${site.product}`;

const SERVICE_TITLES: Record<ServicePageKey, [string, string]> = {
  electrical: [
    'Электромонтаж',
    'Электромонтажные работы под ключ: подключение к сетям, увеличение мощности, внутренние и наружные сети, щиты, заземление, резервное питание.',
  ],
  lowcurrent: [
    'Слаботочные системы',
    'Слаботочные системы: СКС, видеонаблюдение, ОПС, СКУД, домофония, серверные, ЛВС и оповещение.',
  ],
  ventilation: [
    'Климат-системы',
    'Вентиляция, кондиционирование, отопление и автоматизация инженерных систем: монтаж, пусконаладка и сервис.',
  ],
  design: [
    'Проектирование',
    'Проектирование электроснабжения, ОВиК, слаботочных систем и автоматизации, сметы, авторский надзор и согласования.',
  ],
  construction: [
    'Общестрой',
    'Общестроительные работы: монолит, фундаменты, кровля и фасады, перегородки, усиление конструкций и генподряд.',
  ],
};

const CALCULATOR_TITLES: Record<CalculatorKey, [string, string]> = {
  'power-connection': [
    'Подключение к электросетям',
    'Технологическое присоединение к электросетям: калькулятор срока по мощности и расстоянию до сети.',
  ],
  'power-upgrade': [
    'Увеличение мощности и модернизация сетей',
    'Увеличение выделенной мощности и модернизация сетей: тест из шести вопросов и рекомендации.',
  ],
  indoor: [
    'Внутренний электромонтаж',
    'Конфигуратор внутреннего электромонтажа: розетки, светильники, стоимость и сроки по сценарию объекта.',
  ],
};

const LEGAL_TITLES: Record<LegalKey, [string, string]> = {
  cookies: ['Политика cookie', 'Как сайт использует файлы cookie и как их отключить.'],
  terms: [
    'Правовые положения',
    'Условия использования сайта и услуг, оплата, возвраты и контакты.',
  ],
  privacy: [
    'Политика конфиденциальности',
    'Какие персональные данные мы собираем, зачем, как храним и какие у вас права.',
  ],
};

/** The one prerendered file of the account area; the server answers every /account/... with it. */
export const ACCOUNT_SHELL_FILE = 'account.html';

/** The account tabs with their own address (accounts §2.5). */
const ACCOUNT_TABS: readonly [string, string][] = [
  ['profile', 'Профиль'],
  ['partner', 'Партнёры'],
  ['supplier', 'Поставщики'],
  ['personal', 'Настройки'],
  ['admin', 'Администратор'],
];

function fileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

function page(path: string, title: string, description: string, area: BodyArea | null): RouteMeta {
  return { path, title, description, area, file: fileFor(path) };
}

export const ROUTE_META: readonly RouteMeta[] = [
  page(
    paths.home,
    `${site.product} — инженерные системы и строительство под ключ`,
    'Электромонтаж, слаботочные и климатические системы, проектирование и общестрой под ключ: услуги, проекты, отзывы и заявка онлайн.',
    'home',
  ),
  ...(Object.keys(SERVICE_TITLES) as ServicePageKey[]).map((key) => {
    const [title, description] = SERVICE_TITLES[key];
    return page(paths.service(key), withProduct(title), description, 'service');
  }),
  ...(Object.keys(CALCULATOR_TITLES) as CalculatorKey[]).map((key) => {
    const [title, description] = CALCULATOR_TITLES[key];
    return page(paths.calculator(key), withProduct(title), description, 'service');
  }),
  page(
    paths.projects,
    withProduct('Проекты'),
    'Каталог выполненных проектов компании: 26 объектов.',
    'projects',
  ),
  page(
    paths.contact,
    withProduct('Контакты'),
    'Оставьте заявку: рассчитаем стоимость работ и ответим в рабочее время.',
    'contact',
  ),
  ...(Object.keys(LEGAL_TITLES) as LegalKey[]).map((key) => {
    const [title, description] = LEGAL_TITLES[key];
    return page(paths.legal(key), withProduct(title), description, 'legal');
  }),
  page(
    paths.vacancies,
    withProduct('Работа в КУБ'),
    'Работа электромонтажником, монтажником слаботочных систем, инженером: анкета с резюме.',
    'pro',
  ),
  page(
    paths.kiosk,
    withProduct('Режим киоска'),
    'Режим киоска для планшета на стенде: весь экран, экран не гаснет, сброс введённого для следующего посетителя.',
    'kiosk',
  ),
  // /login and /register show the home page with their modal open over it (public-site §2.1).
  page(
    paths.login,
    withProduct('Вход'),
    'Вход в личный кабинет: профиль, контакты и настройки аккаунта.',
    'home',
  ),
  page(
    paths.register,
    withProduct('Регистрация'),
    'Регистрация личного кабинета: профиль с контактами и группой, новости на e-mail по желанию.',
    'home',
  ),
  // The account area renders on the client: one shell file for /account and every /account/...
  {
    ...page(
      paths.account,
      withProduct('Личный кабинет'),
      'Личный кабинет: профиль, настройки и управление пользователями.',
      'account',
    ),
    file: ACCOUNT_SHELL_FILE,
  },
  ...ACCOUNT_TABS.map(([tab, label]) => ({
    ...page(
      paths.accountTab(tab),
      withProduct(`${label} · Личный кабинет`),
      `Личный кабинет: ${label.toLowerCase()}.`,
      'account',
    ),
    file: null,
  })),
  page(
    paths.collections,
    withProduct('Коллекции'),
    'Коллекции личного кабинета: сохранённые проекты, услуги и расчёты.',
    'account',
  ),
  page(
    paths.notifications,
    withProduct('Уведомления'),
    'Уведомления личного кабинета: ответы по заявкам и новости аккаунта.',
    'account',
  ),
  page(
    paths.dashboard,
    withProduct('Панель'),
    'Панель личного кабинета: сводка по заявкам, расчётам и аккаунту.',
    'account',
  ),
];

/** The title of an address that matches no route. */
export const NOT_FOUND_META: RouteMeta = {
  path: '*',
  title: site.product,
  description: 'Страница не найдена.',
  area: null,
  file: '404.html',
};

const ACCOUNT_META = ROUTE_META.find((route) => route.path === paths.account) as RouteMeta;

/** The meta of an address; any other /account/... address is the account screen (accounts §2.5). */
export function findRouteMeta(pathname: string): RouteMeta {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exact = ROUTE_META.find((route) => route.path === clean);
  if (exact) return exact;
  return clean.startsWith(`${paths.account}/`) ? ACCOUNT_META : NOT_FOUND_META;
}
