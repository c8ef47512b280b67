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

/** A line of a section: an anchor on its page, or another page (a calculator). */
type LineRef = readonly [title: string, anchor: string] | OverlayLine;

/** A category: the service page's name and address, its lines' anchors on that page. */
function category(key: ServicePageKey, lead: string, lines: readonly LineRef[]): OverlayCategory {
  return {
    key,
    title: routeName(paths.service(key)),
    lead,
    href: paths.service(key),
    lines: lines.map((line) =>
      'href' in line ? line : { title: line[0], href: at(key, line[1]) },
    ),
  };
}

export const OVERLAY_CATEGORIES: readonly OverlayCategory[] = [
  category(
    'electrical',
    'От технологического присоединения до резервного питания — проект, монтаж и сдача сетевой организации.',
    [
      {
        title: routeName(paths.calculator('power-connection')),
        href: paths.calculator('power-connection'),
      },
      { title: 'Увеличение мощности', href: paths.calculator('power-upgrade') },
      { title: routeName(paths.calculator('indoor')), href: paths.calculator('indoor') },
      ['Наружные сети и освещение', 'outdoor'],
      ['Электрощиты и ГРЩ', 'switchgear'],
      ['Заземление и молниезащита', 'earthing'],
      ['Автоматизация учёта электроэнергии', 'automation'],
      ['Резервное электроснабжение', 'backup'],
    ],
  ),
  category(
    'lowcurrent',
    'Сети, безопасность и связь здания: проектируем, монтируем и запускаем в одном договоре.',
    [
      ['Структурированные кабельные сети (СКС)', 'sks'],
      ['Видеонаблюдение', 'cctv'],
      ['Охранно-пожарная сигнализация', 'ops'],
      ['Контроль и управление доступом (СКУД)', 'skud'],
      ['Домофония', 'intercom'],
      ['Серверные помещения', 'server'],
      ['Локальные вычислительные сети (ЛВС)', 'lan'],
      ['Системы оповещения', 'pa'],
    ],
  ),
  category(
    'ventilation',
    'Вентиляция, кондиционирование и отопление с пусконаладкой, паспортизацией и сервисом.',
    [
      ['Вентиляция', 'vent-install'],
      ['Кондиционирование VRF/VRV', 'vrf'],
      ['Системы чиллер-фанкойл', 'vrf'],
      ['Отопление', 'heating'],
      ['Автоматизация ОВиК', 'bms'],
      ['Пусконаладка и балансировка', 'passport'],
      ['Воздуховоды и шумоглушение', 'ducts'],
      ['Сервисное обслуживание', 'service'],
    ],
  ),
  category(
    'design',
    'Проектная и рабочая документация по всем инженерным разделам, сметы и сопровождение.',
    [
      ['Электроснабжение', 'power'],
      ['ОВиК и водоснабжение', 'hvac'],
      ['Слаботочные системы', 'lowcurrent'],
      ['Автоматизация технологических процессов', 'automation'],
      ['Молниезащита и заземление', 'lightning'],
      ['Сметная документация', 'estimate'],
      ['Авторский надзор', 'supervision'],
      ['Согласования', 'approvals'],
    ],
  ),
  category(
    'construction',
    'Общестроительные работы от фундамента до кровли и генеральный подряд под ключ.',
    [
      ['Отделочные работы', 'partitions'],
      ['Монолитные работы', 'monolith'],
      ['Фундаменты', 'foundation'],
      ['Кровля и фасады', 'roof'],
      ['Перегородки', 'partitions'],
      ['Усиление конструкций', 'strengthening'],
      ['Генеральный подряд', 'general'],
      ['Ввод объекта в эксплуатацию', 'general'],
    ],
  ),
];
