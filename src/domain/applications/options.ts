/**
 * The answer options of the job application (accounts spec §3.1), in the order the form shows
 * them. `value` is what is stored and sent; `label` is what the visitor reads. They differ only for
 * the roles: the spec writes them in lower case (they follow 'Новая анкета — ' in the option
 * line), the form shows them capitalised.
 */
export interface ChoiceOption {
  value: string;
  label: string;
}

function plain(values: readonly string[]): readonly ChoiceOption[] {
  return values.map((value) => ({ value, label: value }));
}

function capitalised(values: readonly string[]): readonly ChoiceOption[] {
  return values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
}

export const ROLE_OPTIONS = capitalised([
  'электромонтажник',
  'монтажник СКС/СКУД/CCTV',
  'инженер-проектировщик',
  'инженер ПНР',
  'слесарь/разнорабочий',
  'бригадир/прораб',
  'сервисный инженер',
  'другое',
]);

export const EMPLOYMENT_OPTIONS = plain([
  'Проектная (временная)',
  'Постоянная',
  'Не имеет значения',
]);

export const EXPERIENCE_OPTIONS = plain(['Без опыта', '1–2 года', '3–5 лет', '6–9 лет', '10+ лет']);

/** The 11 directions of work. */
export const SKILLSET_OPTIONS = plain([
  'Электромонтажные работы',
  'Слаботочные системы',
  'Вентиляция и дымоудаление',
  'Кондиционирование',
  'Отопление и тепловые пункты',
  'Водоснабжение и канализация',
  'Автоматизация и АСУ ТП',
  'Проектирование (ЭОМ, ОВ, ВК, СС)',
  'Пусконаладка, балансировка и измерения',
  'Сервис и техническое обслуживание',
  'Другое',
]);

/** The 12 permits and certificates. */
export const CERTIFICATE_OPTIONS = plain([
  'II группа по электробезопасности',
  'III группа по электробезопасности',
  'IV группа по электробезопасности',
  'V группа по электробезопасности',
  'Допуск к работам на высоте',
  'Удостоверение стропальщика',
  'Правила безопасности ПС (подъёмные сооружения)',
  'Сварочные работы',
  'Пайка медных труб',
  'Пусконаладка и электроизмерения',
  'Нет / в процессе получения',
  'Другое',
]);

/** Tools and transport: 'Нет' excludes the others (§4.1). */
export const TOOLS_NONE = 'Нет';
export const TOOL_OPTIONS = plain([
  'Свой ручной инструмент',
  'Электроинструмент',
  'Личный автомобиль',
  TOOLS_NONE,
]);

export const START_OPTIONS = plain([
  'Сегодня–завтра',
  'В течение недели',
  'В течение месяца',
  'Обсудим',
]);

export const TRAVEL_OPTIONS = plain([
  'Готов к вахте',
  'Готов к коротким командировкам',
  'Только в городе',
  'Обсудим',
]);

export const SCHEDULE_OPTIONS = plain([
  '5/2',
  'Смены 2/2',
  'Ночные смены',
  'Выходные по согласованию',
]);

export const PAY_HOURLY = 'Почасовая';
export const PAY_SHIFT = 'За смену';
export const PAY_MONTHLY = 'Ежемесячная';
export const PAY_PIECEWORK = 'Сдельная (за объект)';
export const PAY_TYPE_OPTIONS = plain([PAY_HOURLY, PAY_SHIFT, PAY_MONTHLY, PAY_PIECEWORK]);

export const CONTACT_PREFERENCE_OPTIONS = plain([
  'Позвонить',
  'Telegram',
  'WhatsApp',
  'Email',
  'Без разницы',
]);
