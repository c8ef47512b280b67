import {
  paths,
  CALCULATOR_KEYS,
  LEGAL_KEYS,
  SERVICE_PAGE_KEYS,
  type CalculatorKey,
  type LegalKey,
  type ServicePageKey,
} from '../config/paths';
import { ACCOUNT_NAME, ACCOUNT_TABS, routeName, type RouteEntry } from './route-registry';

/**
 * What the route registry's pages say about themselves beyond their name, keyed by address: the
 * meta description, how the header search finds the page and the installed app's shortcuts. Only
 * the prerender (and the titles of client-side navigations), the search and the manifest read
 * them, so they stay out of the registry every page's app loads (issue 15). Data only, no React.
 */

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

export interface RouteDetails {
  description: string;
  search?: SearchTarget;
  shortcut?: Shortcut;
}

const CALCULATOR_KEYWORDS = 'калькулятор расчёт рассчитать стоимость срок';

const SERVICES: Record<ServicePageKey, [description: string, keywords: string]> = {
  electrical: [
    'Электромонтажные работы под ключ: подключение к сетям, увеличение мощности, внутренние и наружные сети, щиты, заземление, резервное питание.',
    'электрика электромонтажные работы электроснабжение проводка',
  ],
  lowcurrent: [
    'Слаботочные системы: СКС, видеонаблюдение, ОПС, СКУД, домофония, серверные, ЛВС и оповещение.',
    'слаботочка СКС ОПС СКУД видеонаблюдение ЛВС',
  ],
  ventilation: [
    'Вентиляция, кондиционирование, отопление и автоматизация инженерных систем: монтаж, пусконаладка и сервис.',
    'вентиляция кондиционирование отопление ОВиК климат',
  ],
  design: [
    'Проектирование электроснабжения, ОВиК, слаботочных систем и автоматизации, сметы, авторский надзор и согласования.',
    'проект проектные работы документация ЭОМ ОВиК',
  ],
  construction: [
    'Общестроительные работы: монолит, фундаменты, кровля и фасады, перегородки, усиление конструкций и генподряд.',
    'общестроительные работы строительство генподряд стройка',
  ],
};

const CALCULATORS: Record<
  CalculatorKey,
  [description: string, keywords: string, shortcut: Shortcut]
> = {
  'power-connection': [
    'Технологическое присоединение к электросетям: калькулятор срока по мощности и расстоянию до сети.',
    'технологическое присоединение техприсоединение ТУ',
    { shortName: 'Подключение' },
  ],
  'power-upgrade': [
    'Увеличение выделенной мощности и модернизация сетей: тест из шести вопросов и рекомендации.',
    'дополнительная мощность реконструкция тест',
    { name: 'Увеличение мощности', shortName: 'Мощность' },
  ],
  indoor: [
    'Конфигуратор внутреннего электромонтажа: розетки, светильники, стоимость и сроки по сценарию объекта.',
    'электропроводка проводка розетки светильники конфигуратор',
    { shortName: 'Конфигуратор' },
  ],
};

const LEGAL: Record<LegalKey, [description: string, keywords: string]> = {
  cookies: ['Как сайт использует файлы cookie и как их отключить.', 'куки cookies файлы'],
  terms: [
    'Условия использования сайта и услуг, оплата, возвраты и контакты.',
    'условия соглашение оплата возврат договор',
  ],
  privacy: [
    'Какие персональные данные мы собираем, зачем, как храним и какие у вас права.',
    'персональные данные приватность privacy',
  ],
};

/** Every route's details, in the registry's order (the manifest lists its shortcuts so). */
export const ROUTE_DETAILS: ReadonlyMap<string, RouteDetails> = new Map<string, RouteDetails>([
  [
    paths.home,
    {
      description:
        'Электромонтаж, слаботочные и климатические системы, проектирование и общестрой под ключ: услуги, проекты, отзывы и заявка онлайн.',
    },
  ],
  ...SERVICE_PAGE_KEYS.map((key): [string, RouteDetails] => {
    const [description, keywords] = SERVICES[key];
    return [paths.service(key), { description, search: { section: 'Услуги', keywords } }];
  }),
  ...CALCULATOR_KEYS.map((key): [string, RouteDetails] => {
    const [description, keywords, shortcut] = CALCULATORS[key];
    return [
      paths.calculator(key),
      {
        description,
        search: {
          section: `${routeName(paths.service('electrical'))} · калькулятор`,
          keywords: `${keywords} ${CALCULATOR_KEYWORDS}`,
        },
        shortcut,
      },
    ];
  }),
  [
    paths.projects,
    {
      description: 'Каталог выполненных проектов компании: 26 объектов.',
      search: {
        title: 'Каталог проектов',
        section: 'Страница',
        keywords: 'все объекты портфолио смотреть работы',
      },
    },
  ],
  [
    paths.contact,
    {
      description: 'Оставьте заявку: рассчитаем стоимость работ и ответим в рабочее время.',
      search: {
        section: 'Страница',
        keywords: 'оставить заявку связаться телефон почта e-mail консультация',
      },
      shortcut: { name: 'Оставить заявку', shortName: 'Заявка' },
    },
  ],
  ...LEGAL_KEYS.map((key): [string, RouteDetails] => {
    const [description, keywords] = LEGAL[key];
    return [paths.legal(key), { description, search: { section: 'Документы', keywords } }];
  }),
  [
    paths.vacancies,
    {
      description:
        'Работа электромонтажником, монтажником слаботочных систем, инженером: анкета с резюме.',
      search: {
        section: 'Вакансии',
        keywords: 'ищу работу анкета резюме монтажник электромонтажник инженер трудоустройство',
      },
    },
  ],
  [
    paths.kiosk,
    {
      description:
        'Режим киоска для планшета на стенде: весь экран, экран не гаснет, сброс введённого для следующего посетителя.',
    },
  ],
  [paths.login, { description: 'Вход в личный кабинет: профиль, контакты и настройки аккаунта.' }],
  [
    paths.register,
    {
      description:
        'Регистрация личного кабинета: профиль с контактами и группой, новости на e-mail по желанию.',
    },
  ],
  [
    paths.account,
    { description: 'Личный кабинет: профиль, настройки и управление пользователями.' },
  ],
  ...ACCOUNT_TABS.map(([tab, label]): [string, RouteDetails] => [
    paths.accountTab(tab),
    { description: `${ACCOUNT_NAME}: ${label.toLowerCase()}.` },
  ]),
  [
    paths.collections,
    { description: 'Коллекции личного кабинета: сохранённые проекты, услуги и расчёты.' },
  ],
  [
    paths.notifications,
    { description: 'Уведомления личного кабинета: ответы по заявкам и новости аккаунта.' },
  ],
  [
    paths.dashboard,
    { description: 'Панель личного кабинета: сводка по заявкам, расчётам и аккаунту.' },
  ],
]);

/** A route's details; a route without them is a mistake of the one who added it. */
export function detailsOf(route: Pick<RouteEntry, 'path'>): RouteDetails {
  const details = ROUTE_DETAILS.get(route.path);
  if (!details) throw new Error(`${route.path} has no description in route-details.ts`);
  return details;
}
