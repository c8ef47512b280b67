import { paths } from '../../config/paths';
import type { TabItem } from '../../ui/tab-strip/tab-strip';
import { routeName } from '../../app/route-registry';

/**
 * The electrical page's tab strip (public-site §2.13): three sub-pages, then anchors on the
 * electrical page. Shared by the electrical page and its three calculator sub-pages.
 */
export const ELECTRICAL_TABS: readonly TabItem[] = [
  { label: 'Подключение к сетям', href: paths.calculator('power-connection') },
  { label: 'Увеличение мощности', href: paths.calculator('power-upgrade') },
  { label: routeName(paths.calculator('indoor')), href: paths.calculator('indoor') },
  { label: 'Наружные сети', href: `${paths.service('electrical')}#outdoor` },
  { label: 'Щиты', href: `${paths.service('electrical')}#switchgear` },
  { label: 'Заземление', href: `${paths.service('electrical')}#earthing` },
  { label: 'Автоматизация', href: `${paths.service('electrical')}#automation` },
  { label: 'Резервное питание', href: `${paths.service('electrical')}#backup` },
];
