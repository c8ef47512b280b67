import { paths, type ServicePageKey } from '../config/paths';
import type { SearchEntry } from '../domain/search/search';
import { SERVICES } from './services';

/**
 * What the header search finds: the service pages, the service lines of each service page
 * (the tables of public-site §2.13), the calculators and the site's other pages. The order breaks
 * ties in the ranking, so the more important entries come first. Keywords are synonyms and
 * abbreviations people type; they are searched, never shown.
 */
type Row = readonly [title: string, target: string, keywords: string];

const CALCULATOR = 'калькулятор расчёт рассчитать стоимость срок';

const SERVICE_KEYWORDS: Record<ServicePageKey, string> = {
  electrical: 'электрика электромонтажные работы электроснабжение проводка',
  lowcurrent: 'слаботочка СКС ОПС СКУД видеонаблюдение ЛВС',
  ventilation: 'вентиляция кондиционирование отопление ОВиК климат',
  design: 'проект проектные работы документация ЭОМ ОВиК',
  construction: 'общестроительные работы строительство генподряд стройка',
};

/** Each service page's table rows: an anchor on the page, or a sub-page path. */
const SERVICE_ROWS: Record<ServicePageKey, readonly Row[]> = {
  electrical: [
    [
      'Подключение к электросетям',
      paths.calculator('power-connection'),
      `технологическое присоединение техприсоединение ТУ ${CALCULATOR}`,
    ],
    [
      'Увеличение мощности и модернизация сетей',
      paths.calculator('power-upgrade'),
      `дополнительная мощность реконструкция тест ${CALCULATOR}`,
    ],
    [
      'Внутренний электромонтаж',
      paths.calculator('indoor'),
      `электропроводка проводка розетки светильники конфигуратор ${CALCULATOR}`,
    ],
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

const SERVICE_PAGES: SearchEntry[] = SERVICES.map((service) => ({
  title: service.title,
  href: service.href,
  section: 'Услуги',
  keywords: [SERVICE_KEYWORDS[service.pageKey]],
}));

const SERVICE_LINES: SearchEntry[] = SERVICES.flatMap((service) =>
  SERVICE_ROWS[service.pageKey].map(([title, target, keywords]) => {
    const subPage = target.startsWith('/');
    return {
      title,
      href: subPage ? target : `${service.href}#${target}`,
      section: subPage ? `${service.title} · калькулятор` : service.title,
      keywords: [keywords],
    };
  }),
);

const SITE_PAGES: SearchEntry[] = [
  {
    title: 'Контакты',
    href: paths.contact,
    section: 'Страница',
    keywords: ['оставить заявку связаться телефон почта e-mail консультация'],
  },
  {
    title: 'Проекты',
    href: paths.homeSection('projects'),
    section: 'Главная',
    keywords: ['объекты портфолио работы кейсы'],
  },
  {
    title: 'Каталог проектов',
    href: paths.projects,
    section: 'Страница',
    keywords: ['все объекты портфолио смотреть работы'],
  },
  {
    title: 'Работа в КУБ',
    href: paths.vacancies,
    section: 'Вакансии',
    keywords: ['ищу работу анкета резюме монтажник электромонтажник инженер трудоустройство'],
  },
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
  {
    title: 'Политика cookie',
    href: paths.legal('cookies'),
    section: 'Документы',
    keywords: ['куки cookies файлы'],
  },
  {
    title: 'Правовые положения',
    href: paths.legal('terms'),
    section: 'Документы',
    keywords: ['условия соглашение оплата возврат договор'],
  },
  {
    title: 'Политика конфиденциальности',
    href: paths.legal('privacy'),
    section: 'Документы',
    keywords: ['персональные данные приватность privacy'],
  },
];

export const SEARCH_INDEX: readonly SearchEntry[] = [
  ...SERVICE_PAGES,
  ...SERVICE_LINES,
  ...SITE_PAGES,
];
