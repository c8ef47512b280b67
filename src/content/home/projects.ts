/** Projects of the home page (public-site §2.7, §3) and the catalogue placeholder (accounts §2.3). */

/** How many projects the text states (public-site §9). */
export const PROJECTS_TOTAL = 26;

export interface ProjectImage {
  src: string;
  alt: string;
}

/** Project card (public-site §3). */
export interface ProjectCard {
  logo: ProjectImage;
  screenshots: readonly ProjectImage[];
  location: string;
  objectTitle: string;
  customer: string;
  servicesLabel: string;
  days: number;
}

/** Intrinsic size of the project artwork (screenshots are drawn 4:3). */
export const PROJECT_IMAGE_SIZE = { width: 800, height: 500 } as const;

export const PROJECT_CARDS: readonly ProjectCard[] = [
  {
    logo: { src: '/images/projects/project-1-logo.svg', alt: 'Логотип ООО «Норд Девелопмент»' },
    screenshots: [
      { src: '/images/projects/project-1-1.svg', alt: 'Фасад бизнес-центра «Северный»' },
      {
        src: '/images/projects/project-1-2.svg',
        alt: 'Электрощитовая с вводно-распределительным устройством',
      },
      {
        src: '/images/projects/project-1-3.svg',
        alt: 'Серверная и кабельные трассы СКС офисного этажа',
      },
    ],
    location: 'Архангельск',
    objectTitle: 'Бизнес-центр «Северный»',
    customer: 'ООО «Норд Девелопмент»',
    servicesLabel: '4 услуги',
    days: 148,
  },
  {
    logo: { src: '/images/projects/project-2-logo.svg', alt: 'Логотип АО «Беломорская логистика»' },
    screenshots: [
      {
        src: '/images/projects/project-2-1.svg',
        alt: 'Складской корпус логистического комплекса «Приморский»',
      },
      {
        src: '/images/projects/project-2-2.svg',
        alt: 'Освещение зоны высотного стеллажного хранения',
      },
      {
        src: '/images/projects/project-2-3.svg',
        alt: 'Приточно-вытяжные установки вентиляции склада',
      },
    ],
    location: 'Северодвинск',
    objectTitle: 'Логистический комплекс «Приморский»',
    customer: 'АО «Беломорская логистика»',
    servicesLabel: '3 услуги',
    days: 212,
  },
];

export type ProjectBadge = 'Сдан' | 'В работе' | 'Гарантия';

/** Abbreviations of the «Услуги» column with their full names (shown as a tooltip). */
export const SERVICE_ABBREVIATIONS = {
  ЭС: 'Электроснабжение',
  ЭО: 'Электроосвещение',
  ЭМ: 'Силовое электрооборудование',
  СКС: 'Структурированная кабельная система',
  СВН: 'Система видеонаблюдения',
  ОПС: 'Охранно-пожарная сигнализация',
  СОУЭ: 'Система оповещения и управления эвакуацией',
  СКУД: 'Система контроля и управления доступом',
  ОВиК: 'Отопление, вентиляция и кондиционирование',
  ПД: 'Проектная документация',
  ОСР: 'Общестроительные работы',
} as const;

export type ServiceAbbreviation = keyof typeof SERVICE_ABBREVIATIONS;

/** Table row (public-site §3): name is the customer, client the object title. */
export interface ProjectRow {
  name: string;
  client: string;
  year: number;
  services: readonly ServiceAbbreviation[];
  badge: ProjectBadge;
}

export const PROJECT_ROWS: readonly ProjectRow[] = [
  {
    name: 'ООО «Норд Девелопмент»',
    client: 'Бизнес-центр «Северный», Архангельск',
    year: 2025,
    services: ['ЭС', 'ЭО', 'СКС', 'ОПС'],
    badge: 'Сдан',
  },
  {
    name: 'АО «Беломорская логистика»',
    client: 'Логистический комплекс «Приморский», Северодвинск',
    year: 2025,
    services: ['ЭС', 'ЭО', 'ОВиК'],
    badge: 'Гарантия',
  },
  {
    name: 'ООО «Помор-Мед»',
    client: 'Медицинский центр на Троицком проспекте, Архангельск',
    year: 2024,
    services: ['ЭО', 'ОВиК', 'ОПС', 'СОУЭ'],
    badge: 'Гарантия',
  },
  {
    name: 'ООО «Кольский терминал»',
    client: 'Административно-бытовой корпус порта, Мурманск',
    year: 2024,
    services: ['ПД', 'ЭС', 'СКУД'],
    badge: 'Сдан',
  },
  {
    name: 'ООО «Вологда Агро»',
    client: 'Цех переработки молока, Вологда',
    year: 2026,
    services: ['ЭМ', 'ОВиК', 'ОСР'],
    badge: 'В работе',
  },
  {
    name: 'ООО «Двина Ритейл»',
    client: 'Торговый центр «Двинской», Котлас',
    year: 2026,
    services: ['ЭО', 'СКС', 'СВН', 'СОУЭ'],
    badge: 'В работе',
  },
];
