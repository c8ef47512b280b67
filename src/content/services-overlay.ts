import { paths, type ServicePageKey } from '../config/paths';
import { routeName } from '../app/route-registry';

/** One line of a services-overlay category and the place where it is described. */
export interface OverlayLine {
  title: string;
  href: string;
}

/** A category of the services overlay (public-site §2.3): eight lines each. */
export interface OverlayCategory {
  key: ServicePageKey;
  title: string;
  /** One sentence under the category heading. */
  lead: string;
  /** The category's section page («Все услуги раздела»). */
  href: string;
  lines: readonly OverlayLine[];
}

const at = (key: ServicePageKey, anchor: string) => `${paths.service(key)}#${anchor}`;

export const OVERLAY_CATEGORIES: readonly OverlayCategory[] = [
  {
    key: 'electrical',
    title: 'Электромонтаж',
    lead: 'От технологического присоединения до резервного питания — проект, монтаж и сдача сетевой организации.',
    href: paths.service('electrical'),
    lines: [
      {
        title: routeName(paths.calculator('power-connection')),
        href: paths.calculator('power-connection'),
      },
      { title: 'Увеличение мощности', href: paths.calculator('power-upgrade') },
      { title: routeName(paths.calculator('indoor')), href: paths.calculator('indoor') },
      { title: 'Наружные сети и освещение', href: at('electrical', 'outdoor') },
      { title: 'Электрощиты и ГРЩ', href: at('electrical', 'switchgear') },
      { title: 'Заземление и молниезащита', href: at('electrical', 'earthing') },
      { title: 'Автоматизация учёта электроэнергии', href: at('electrical', 'automation') },
      { title: 'Резервное электроснабжение', href: at('electrical', 'backup') },
    ],
  },
  {
    key: 'lowcurrent',
    title: 'Слаботочные системы',
    lead: 'Сети, безопасность и связь здания: проектируем, монтируем и запускаем в одном договоре.',
    href: paths.service('lowcurrent'),
    lines: [
      { title: 'Структурированные кабельные сети (СКС)', href: at('lowcurrent', 'sks') },
      { title: 'Видеонаблюдение', href: at('lowcurrent', 'cctv') },
      { title: 'Охранно-пожарная сигнализация', href: at('lowcurrent', 'ops') },
      { title: 'Контроль и управление доступом (СКУД)', href: at('lowcurrent', 'skud') },
      { title: 'Домофония', href: at('lowcurrent', 'intercom') },
      { title: 'Серверные помещения', href: at('lowcurrent', 'server') },
      { title: 'Локальные вычислительные сети (ЛВС)', href: at('lowcurrent', 'lan') },
      { title: 'Системы оповещения', href: at('lowcurrent', 'pa') },
    ],
  },
  {
    key: 'ventilation',
    title: 'Климат-системы',
    lead: 'Вентиляция, кондиционирование и отопление с пусконаладкой, паспортизацией и сервисом.',
    href: paths.service('ventilation'),
    lines: [
      { title: 'Вентиляция', href: at('ventilation', 'vent-install') },
      { title: 'Кондиционирование VRF/VRV', href: at('ventilation', 'vrf') },
      { title: 'Системы чиллер-фанкойл', href: at('ventilation', 'vrf') },
      { title: 'Отопление', href: at('ventilation', 'heating') },
      { title: 'Автоматизация ОВиК', href: at('ventilation', 'bms') },
      { title: 'Пусконаладка и балансировка', href: at('ventilation', 'passport') },
      { title: 'Воздуховоды и шумоглушение', href: at('ventilation', 'ducts') },
      { title: 'Сервисное обслуживание', href: at('ventilation', 'service') },
    ],
  },
  {
    key: 'design',
    title: 'Проектирование',
    lead: 'Проектная и рабочая документация по всем инженерным разделам, сметы и сопровождение.',
    href: paths.service('design'),
    lines: [
      { title: 'Электроснабжение', href: at('design', 'power') },
      { title: 'ОВиК и водоснабжение', href: at('design', 'hvac') },
      { title: 'Слаботочные системы', href: at('design', 'lowcurrent') },
      { title: 'Автоматизация технологических процессов', href: at('design', 'automation') },
      { title: 'Молниезащита и заземление', href: at('design', 'lightning') },
      { title: 'Сметная документация', href: at('design', 'estimate') },
      { title: 'Авторский надзор', href: at('design', 'supervision') },
      { title: 'Согласования', href: at('design', 'approvals') },
    ],
  },
  {
    key: 'construction',
    title: 'Общестрой',
    lead: 'Общестроительные работы от фундамента до кровли и генеральный подряд под ключ.',
    href: paths.service('construction'),
    lines: [
      { title: 'Отделочные работы', href: at('construction', 'partitions') },
      { title: 'Монолитные работы', href: at('construction', 'monolith') },
      { title: 'Фундаменты', href: at('construction', 'foundation') },
      { title: 'Кровля и фасады', href: at('construction', 'roof') },
      { title: 'Перегородки', href: at('construction', 'partitions') },
      { title: 'Усиление конструкций', href: at('construction', 'strengthening') },
      { title: 'Генеральный подряд', href: at('construction', 'general') },
      { title: 'Ввод объекта в эксплуатацию', href: at('construction', 'general') },
    ],
  },
];
