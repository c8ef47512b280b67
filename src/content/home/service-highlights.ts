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

export const SERVICE_HIGHLIGHTS: Record<ServiceKey, ServiceHighlight> = {
  electrical: {
    summary: 'От техусловий и ВРУ до розеток, освещения и резервного питания.',
    captions: [
      { icon: 'switchboard', label: 'Щиты и ВРУ' },
      { icon: 'cable', label: 'Кабельные линии' },
      { icon: 'earthing', label: 'Заземление' },
    ],
  },
  low_current: {
    summary: 'Сети, безопасность и связь здания в одной системе.',
    captions: [
      { icon: 'network', label: 'СКС и ЛВС' },
      { icon: 'camera', label: 'Видеонаблюдение' },
      { icon: 'alarm', label: 'ОПС и СКУД' },
    ],
  },
  ventilation: {
    summary: 'Вентиляция, кондиционирование и отопление с пусконаладкой.',
    captions: [
      { icon: 'fan', label: 'Вентиляция' },
      { icon: 'snowflake', label: 'Кондиционирование' },
      { icon: 'flame', label: 'Отопление' },
    ],
  },
  design: {
    summary: 'Проектная и рабочая документация по всем инженерным разделам.',
    captions: [
      { icon: 'drawing', label: 'Рабочая документация' },
      { icon: 'calculation', label: 'Расчёт нагрузок' },
      { icon: 'approval', label: 'Согласования' },
    ],
  },
  construction: {
    summary: 'Общестроительные работы и генподряд на одном объекте.',
    captions: [
      { icon: 'foundation', label: 'Монолит и фундаменты' },
      { icon: 'roof', label: 'Кровля и фасады' },
      { icon: 'finishing', label: 'Отделка' },
    ],
  },
};
