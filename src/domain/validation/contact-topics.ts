/**
 * Topic options of the contact request (public-site §3), in order. The first entry is the
 * placeholder; a request must pick one of the others.
 */
export const CONTACT_TOPIC_PLACEHOLDER = '-- Выберите вариант --';

export const CONTACT_TOPICS = [
  'Рассчитать стоимость работ',
  'Заказать монтаж «под ключ»',
  'Проектирование систем',
  'Слаботочные системы',
  'Вентиляция и кондиционирование',
  'Электромонтажные работы',
  'Обслуживание и ремонт',
  'Подбор оборудования',
  'Общестрой и отделка',
  'Другое',
] as const;

export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The full option list as the spec gives it: placeholder first, then the topics. */
export const CONTACT_TOPIC_OPTIONS: readonly string[] = [
  CONTACT_TOPIC_PLACEHOLDER,
  ...CONTACT_TOPICS,
];

export function isContactTopic(value: string): value is ContactTopic {
  return (CONTACT_TOPICS as readonly string[]).includes(value);
}

/**
 * The topic of a request sent with a calculator's estimate («Отправить расчёт», issue 17): not in
 * the contact form's list, accepted only together with an estimate; the inbox shows it as the topic.
 */
export const ESTIMATE_TOPIC = 'Расчёт с калькулятора';

/** The topic a stored contact request carries. */
export type RequestTopic = ContactTopic | typeof ESTIMATE_TOPIC;
