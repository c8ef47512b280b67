/**
 * The words of the vacancies page (/pro, accounts spec §2.2): heading, intro, the five steps of
 * the 'Этапы' menu, the hint panel and the field labels. Texts the spec quotes are exact; the rest
 * is written for the company (the spec gives only their meaning).
 */
export type VacancyStepId = 'contacts' | 'role' | 'skills' | 'availability' | 'portfolio';

export interface VacancyStep {
  id: VacancyStepId;
  label: string;
}

/** The form's sections, in order; each id is the anchor of its section. */
export const VACANCY_STEPS: readonly VacancyStep[] = [
  { id: 'contacts', label: 'Контакты' },
  { id: 'role', label: 'Должность' },
  { id: 'skills', label: 'Опыт и навыки' },
  { id: 'availability', label: 'Готовность' },
  { id: 'portfolio', label: 'Портфолио' },
];

export const VACANCIES_TEXT = {
  title: 'РАБОТА В КУБ',
  intro:
    'Ищем электромонтажников, монтажников слаботочных систем, инженеров-проектировщиков и ' +
    'пусконаладчиков — на проекты и в постоянный штат. Заполните анкету: расскажите об опыте, ' +
    'допусках и удобном графике, и мы предложим подходящий объект.',
  stepsTitle: 'Этапы',
  hintTitle: 'Что дальше',
  hint: [
    'Рассматриваем отклики в течение 1–2 рабочих дней и связываемся удобным для вас способом.',
    'Данные анкеты используются только для подбора работы и не передаются третьим лицам.',
  ],
  hintRequired: 'Поля, отмеченные звёздочкой, обязательны.',
} as const;

/** The visible headings of the form's sections and the labels of its fields. */
export const APPLICATION_TEXT = {
  sections: {
    contacts: 'Контакты',
    role: 'Желаемая должность',
    skills: 'Опыт и навыки',
    availability: 'Готовность к работе',
    portfolio: 'Портфолио и дополнительно',
  } satisfies Record<VacancyStepId, string>,
  fio: 'Фамилия и имя',
  fioPlaceholder: 'Иванов Иван',
  phone: 'Телефон',
  phonePlaceholder: '+7 (XXX) XXX-XX-XX',
  email: 'E-mail',
  emailPlaceholder: 'name@mail.ru',
  city: 'Город',
  cityPlaceholder: 'Начните вводить город',
  role: 'Должность',
  employment: 'Формат занятости',
  exp: 'Опыт работы',
  skillset: 'Направления работ',
  certificates: 'Допуски и удостоверения',
  tools: 'Инструмент и транспорт',
  start: 'Когда готовы приступить',
  travel: 'Командировки и вахта',
  schedule: 'График',
  payType: 'Формат оплаты',
  income: 'Ожидаемый доход',
  incomeHint: 'Сначала выберите формат оплаты.',
  customIncome: 'Ваш уровень дохода',
  customIncomePlaceholder: 'Например, 700 ₽ в час или 150 000 ₽ за объект',
  portfolio: 'Ссылка на портфолио',
  portfolioPlaceholder: 'https://',
  resume: 'Резюме',
  resumeHint: 'PDF, DOCX — по возможности до 10 МБ',
  resumePick: 'Выбрать файл',
  resumeReplace: 'Заменить файл',
  resumeRemove: 'Удалить файл',
  resumeUploaded: 'Файл загружен',
  resumeLocal: 'Файл сохранён на устройстве и отправится вместе с анкетой',
  about: 'О себе',
  aboutPlaceholder: 'Объекты, на которых работали, сильные стороны, пожелания',
  contactPreference: 'Как с вами связаться',
  agreeBefore: 'Я согласен(на) на обработку персональных данных в соответствии с ',
  agreeLink: 'политикой конфиденциальности',
  clear: 'Очистить форму',
  submit: 'Отправить анкету',
  sending: 'Отправка...',
  uploading: 'Загрузка файла…',
} as const;
