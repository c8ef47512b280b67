import { paths, type ServicePageKey } from '../config/paths';
import type { SearchEntry } from '../domain/search/search';
import { ROUTES, type RouteEntry } from '../app/route-registry';
import { detailsOf } from '../app/route-details';
import { SERVICES } from './services';

/**
 * What the header search finds: the service pages, the service lines of each service page
 * (the tables of public-site §2.13), the calculators and the site's other pages. The order breaks
 * ties in the ranking, so the more important entries come first. Keywords are synonyms and
 * abbreviations people type; they are searched, never shown. Pages come from the route registry
 * (its search targets); the anchors of a page are listed here.
 */
type Row = readonly [title: string, anchor: string, keywords: string];

function fromRoute(route: RouteEntry): SearchEntry | null {
  const { search } = detailsOf(route);
  if (!search) return null;
  return {
    title: search.title ?? route.name,
    href: route.path,
    section: search.section,
    keywords: [search.keywords],
  };
}

const targets = (pick: (route: RouteEntry) => boolean): SearchEntry[] =>
  ROUTES.filter(pick).flatMap((route) => fromRoute(route) ?? []);

/** Each service page's table rows that are anchors on the page (calculators are routes). */
const SERVICE_ROWS: Record<ServicePageKey, readonly Row[]> = {
  electrical: [
    ['Наружные сети и уличное освещение', 'outdoor', 'кабельные линии фонари КЛ ВЛ'],
    ['Щиты, ВРУ и ГРЩ', 'switchgear', 'электрощиты распределительные щитовое оборудование'],
    ['Заземление и молниезащита', 'earthing', 'контур заземления громоотвод'],
    ['Автоматизация и учёт электроэнергии', 'automation', 'АСКУЭ счётчики учёт'],
    ['Резервное питание', 'backup', 'резервное электроснабжение генератор ДГУ ИБП АВР'],
  ],
  lowcurrent: [
    ['Структурированные кабельные системы (СКС)', 'sks', 'кабельная сеть витая пара'],
    ['Видеонаблюдение', 'cctv', 'камеры видеокамеры CCTV'],
    ['Охранно-пожарная сигнализация (ОПС)', 'ops', 'пожарная сигнализация АПС охрана'],
    ['Контроль и управление доступом (СКУД)', 'skud', 'турникеты пропуска доступ'],
    ['Домофония и переговорные устройства', 'intercom', 'домофон интерком'],
    ['Серверные помещения', 'server', 'серверная ЦОД стойки'],
    ['Локальные вычислительные сети (ЛВС)', 'lan', 'LAN Wi-Fi сеть'],
    ['Оповещение и трансляция', 'pa', 'системы оповещения СОУЭ громкоговорители'],
  ],
  ventilation: [
    ['Монтаж вентиляции', 'vent-install', 'приточная вытяжная вентиляционные установки'],
    ['Кондиционирование', 'vrf', 'кондиционеры VRF VRV чиллер фанкойл сплит'],
    ['Отопление и тепловые пункты', 'heating', 'ИТП теплоснабжение котельная'],
    ['Автоматизация и диспетчеризация', 'bms', 'BMS автоматика'],
    ['Противодымная вентиляция', 'smoke', 'дымоудаление подпор воздуха'],
    ['Паспортизация и балансировка', 'passport', 'пусконаладка наладка замеры'],
    ['Воздуховоды и шумоглушение', 'ducts', 'шумоглушители изоляция'],
    ['Сервисное обслуживание', 'service', 'сервис обслуживание ремонт'],
  ],
  design: [
    ['Проектирование электроснабжения', 'power', 'ЭОМ ЭС электрика'],
    ['Проектирование отопления, вентиляции и водоснабжения', 'hvac', 'ОВиК ОВ ВК канализация'],
    ['Проектирование слаботочных систем', 'lowcurrent', 'СС СКС ОПС'],
    ['Проектирование автоматизации', 'automation', 'АСУ ТП автоматика'],
    ['Проект молниезащиты и заземления', 'lightning', 'молниезащита заземление'],
    ['Сметная документация', 'estimate', 'смета сметы стоимость'],
    ['Авторский надзор', 'supervision', 'надзор'],
    ['Согласования с ресурсоснабжающими организациями', 'approvals', 'согласование экспертиза ТУ'],
  ],
  construction: [
    ['Генеральный подряд', 'general', 'общестроительные работы генподряд'],
    ['Монолитные работы', 'monolith', 'монолит бетон железобетон'],
    ['Фундаменты', 'foundation', 'фундамент основание'],
    ['Кровля и фасады', 'roof', 'кровельные работы фасад крыша'],
    ['Перегородки и отделка', 'partitions', 'стены гипсокартон кладка отделочные работы'],
    ['Усиление конструкций', 'strengthening', 'усиление ремонт конструкций'],
  ],
};

const SERVICE_PAGES = targets((route) => route.page.page === 'service');

/** The calculators first (sub-pages of the electrical page), then each page's anchors. */
const SERVICE_LINES: SearchEntry[] = [
  ...targets((route) => route.calculator === true),
  ...SERVICES.flatMap((service) =>
    SERVICE_ROWS[service.pageKey].map(([title, anchor, keywords]) => ({
      title,
      href: `${service.href}#${anchor}`,
      section: service.title,
      keywords: [keywords],
    })),
  ),
];

/** The site's other pages, and the home page's sections. */
const SITE_PAGES: SearchEntry[] = [
  ...targets((route) => route.path === paths.contact),
  {
    title: 'Проекты',
    href: paths.homeSection('projects'),
    section: 'Главная',
    keywords: ['объекты портфолио работы кейсы'],
  },
  ...targets((route) => route.path === paths.projects || route.path === paths.vacancies),
  {
    title: 'О компании',
    href: paths.homeSection('about'),
    section: 'Главная',
    keywords: ['о нас команда под ключ'],
  },
  {
    title: 'Отзывы',
    href: paths.homeSection('reviews'),
    section: 'Главная',
    keywords: ['отзыв рекомендации клиенты'],
  },
  ...targets((route) => route.page.page === 'legal'),
];

export const SEARCH_INDEX: readonly SearchEntry[] = [
  ...SERVICE_PAGES,
  ...SERVICE_LINES,
  ...SITE_PAGES,
];
