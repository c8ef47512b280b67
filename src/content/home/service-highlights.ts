import type { ServiceKey } from '../services';

/** Names of the small inline icons of the service cards (drawn by the home page). */
export type ServiceIconName =
  | 'switchboard'
  | 'cable'
  | 'earthing'
  | 'network'
  | 'camera'
  | 'alarm'
  | 'fan'
  | 'snowflake'
  | 'flame'
  | 'drawing'
  | 'calculation'
  | 'approval'
  | 'foundation'
  | 'roof'
  | 'finishing';

export interface ServiceHighlight {
  /** One line under the card title. */
  summary: string;
  /** Exactly three icon captions (public-site §2.5). */
  captions: readonly [IconCaption, IconCaption, IconCaption];
}

export interface IconCaption {
  icon: ServiceIconName;
  label: string;
}

type CaptionRef = readonly [icon: ServiceIconName, label: string];

const caption = ([icon, label]: CaptionRef): IconCaption => ({ icon, label });

/** A card's line and its three icon captions, each given as [icon, label]. */
function highlight(
  summary: string,
  [first, second, third]: readonly [CaptionRef, CaptionRef, CaptionRef],
): ServiceHighlight {
  return { summary, captions: [caption(first), caption(second), caption(third)] };
}

export const SERVICE_HIGHLIGHTS: Record<ServiceKey, ServiceHighlight> = {
  electrical: highlight('От техусловий и ВРУ до розеток, освещения и резервного питания.', [
    ['switchboard', 'Щиты и ВРУ'],
    ['cable', 'Кабельные линии'],
    ['earthing', 'Заземление'],
  ]),
  low_current: highlight('Сети, безопасность и связь здания в одной системе.', [
    ['network', 'СКС и ЛВС'],
    ['camera', 'Видеонаблюдение'],
    ['alarm', 'ОПС и СКУД'],
  ]),
  ventilation: highlight('Вентиляция, кондиционирование и отопление с пусконаладкой.', [
    ['fan', 'Вентиляция'],
    ['snowflake', 'Кондиционирование'],
    ['flame', 'Отопление'],
  ]),
  design: highlight('Проектная и рабочая документация по всем инженерным разделам.', [
    ['drawing', 'Рабочая документация'],
    ['calculation', 'Расчёт нагрузок'],
    ['approval', 'Согласования'],
  ]),
  construction: highlight('Общестроительные работы и генподряд на одном объекте.', [
    ['foundation', 'Монолит и фундаменты'],
    ['roof', 'Кровля и фасады'],
    ['finishing', 'Отделка'],
  ]),
};
