import { paths } from '../config/paths';
import {
  ACCOUNT_NAME,
  ACCOUNT_TABS,
  routeName,
  type AccountTab,
  type PageId,
  type PageRef,
  type RouteEntry,
} from './route-registry';

/**
 * What the route registry's pages say about themselves beyond their name: the meta description,
 * how the header search finds the page and the installed app's shortcuts. Only the prerender (and
 * the titles of client-side navigations), the search and the manifest read them, so they stay out
 * of the registry every page's app loads (issue 15). Keyed like the page loaders, by the registry's
 * page references: a page family, or a key of a keyed family, without details is a type error.
 * Data only, no React.
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

/** The details of a page family: one page's, or one per key of a keyed family. */
type FamilyDetails<R extends PageRef> = R extends { key: infer K extends string }
  ? Record<K, RouteDetails>
  : RouteDetails;

/** A page the search lists in a section. */
const searched = (section: string, description: string, keywords: string): RouteDetails => ({
  description,
  search: { section, keywords },
});

const CALCULATOR_KEYWORDS = 'калькулятор расчёт рассчитать стоимость срок';

/** A calculator: listed under the electrical service, with a shortcut of the installed app. */
const calculator = (description: string, keywords: string, shortcut: Shortcut): RouteDetails => ({
  description,
  search: {
    section: `${routeName(paths.service('electrical'))} · калькулятор`,
    keywords: `${keywords} ${CALCULATOR_KEYWORDS}`,
  },
  shortcut,
});

/** Every page family's details (the registry's routes find theirs by their page reference). */
export const PAGE_DETAILS: { [P in PageId]: FamilyDetails<Extract<PageRef, { page: P }>> } = {
  home: {
    description:
      'Электромонтаж, слаботочные и климатические системы, проектирование и общестрой под ключ: услуги, проекты, отзывы и заявка онлайн.',
  },
  service: {
    electrical: searched(
      'Услуги',
      'Электромонтажные работы под ключ: подключение к сетям, увеличение мощности, внутренние и наружные сети, щиты, заземление, резервное питание.',
      'электрика электромонтажные работы электроснабжение проводка',
    ),
    lowcurrent: searched(
      'Услуги',
      'Слаботочные системы: СКС, видеонаблюдение, ОПС, СКУД, домофония, серверные, ЛВС и оповещение.',
      'слаботочка СКС ОПС СКУД видеонаблюдение ЛВС',
    ),
    ventilation: searched(
      'Услуги',
      'Вентиляция, кондиционирование, отопление и автоматизация инженерных систем: монтаж, пусконаладка и сервис.',
      'вентиляция кондиционирование отопление ОВиК климат',
    ),
    design: searched(
      'Услуги',
      'Проектирование электроснабжения, ОВиК, слаботочных систем и автоматизации, сметы, авторский надзор и согласования.',
      'проект проектные работы документация ЭОМ ОВиК',
    ),
    construction: searched(
      'Услуги',
      'Общестроительные работы: монолит, фундаменты, кровля и фасады, перегородки, усиление конструкций и генподряд.',
      'общестроительные работы строительство генподряд стройка',
    ),
  },
  calculator: {
    'power-connection': calculator(
      'Технологическое присоединение к электросетям: калькулятор срока по мощности и расстоянию до сети.',
      'технологическое присоединение техприсоединение ТУ',
      { shortName: 'Подключение' },
    ),
    'power-upgrade': calculator(
      'Увеличение выделенной мощности и модернизация сетей: тест из шести вопросов и рекомендации.',
      'дополнительная мощность реконструкция тест',
      { name: 'Увеличение мощности', shortName: 'Мощность' },
    ),
    indoor: calculator(
      'Конфигуратор внутреннего электромонтажа: розетки, светильники, стоимость и сроки по сценарию объекта.',
      'электропроводка проводка розетки светильники конфигуратор',
      { shortName: 'Конфигуратор' },
    ),
  },
  projects: {
    description: 'Каталог выполненных проектов компании: 26 объектов.',
    search: {
      title: 'Каталог проектов',
      section: 'Страница',
      keywords: 'все объекты портфолио смотреть работы',
    },
  },
  contact: {
    description: 'Оставьте заявку: рассчитаем стоимость работ и ответим в рабочее время.',
    search: {
      section: 'Страница',
      keywords: 'оставить заявку связаться телефон почта e-mail консультация',
    },
    shortcut: { name: 'Оставить заявку', shortName: 'Заявка' },
  },
  legal: {
    cookies: searched(
      'Документы',
      'Как сайт использует файлы cookie и как их отключить.',
      'куки cookies файлы',
    ),
    terms: searched(
      'Документы',
      'Условия использования сайта и услуг, оплата, возвраты и контакты.',
      'условия соглашение оплата возврат договор',
    ),
    privacy: searched(
      'Документы',
      'Какие персональные данные мы собираем, зачем, как храним и какие у вас права.',
      'персональные данные приватность privacy',
    ),
  },
  vacancies: searched(
    'Вакансии',
    'Работа электромонтажником, монтажником слаботочных систем, инженером: анкета с резюме.',
    'ищу работу анкета резюме монтажник электромонтажник инженер трудоустройство',
  ),
  kiosk: {
    description:
      'Режим киоска для планшета на стенде: весь экран, экран не гаснет, сброс введённого для следующего посетителя.',
  },
  auth: {
    login: { description: 'Вход в личный кабинет: профиль, контакты и настройки аккаунта.' },
    register: {
      description:
        'Регистрация личного кабинета: профиль с контактами и группой, новости на e-mail по желанию.',
    },
  },
  account: { description: 'Личный кабинет: профиль, настройки и управление пользователями.' },
  accountTab: Object.fromEntries(
    ACCOUNT_TABS.map(([tab, label]) => [
      tab,
      { description: `${ACCOUNT_NAME}: ${label.toLowerCase()}.` },
    ]),
  ) as Record<AccountTab, RouteDetails>,
  accountStub: {
    collections: {
      description: 'Коллекции личного кабинета: сохранённые проекты, услуги и расчёты.',
    },
    notifications: {
      description: 'Уведомления личного кабинета: ответы по заявкам и новости аккаунта.',
    },
    dashboard: { description: 'Панель личного кабинета: сводка по заявкам, расчётам и аккаунту.' },
  },
};

/** A route's details, found by its page reference. */
export function detailsOf(route: Pick<RouteEntry, 'page'>): RouteDetails {
  const { page } = route;
  // The table is indexed by the reference's family, then by its key when it has one; TypeScript
  // cannot correlate the two parts of one union value, so the family is read as either shape.
  const family: unknown = PAGE_DETAILS[page.page];
  return (
    'key' in page ? (family as Record<string, RouteDetails>)[page.key] : family
  ) as RouteDetails;
}
