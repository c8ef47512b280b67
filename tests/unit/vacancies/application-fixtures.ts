import type { ApplicationValues } from '../../../src/domain/applications/application';
import { EMPTY_APPLICATION } from '../../../src/domain/applications/application';

/** A complete application, every field answered. */
export const FULL_APPLICATION: ApplicationValues = {
  ...EMPTY_APPLICATION,
  fio: 'Петров Алексей',
  phone: '+7 (911) 555-12-34',
  email: 'petrov@example.ru',
  city: 'Архангельск',
  role: 'электромонтажник',
  employment: 'Постоянная',
  exp: '6–9 лет',
  skillset: ['Электромонтажные работы', 'Слаботочные системы'],
  certificates: ['IV группа по электробезопасности', 'Допуск к работам на высоте'],
  tools: ['Свой ручной инструмент', 'Личный автомобиль'],
  start: 'В течение недели',
  travel: 'Готов к вахте',
  schedule: ['5/2', 'Смены 2/2'],
  payType: 'Ежемесячная',
  income: 'Укажу свой уровень',
  customIncome: '150 000 ₽ на руки',
  portfolio: 'https://example.ru/petrov',
  about: 'Монтаж щитов ВРУ и освещения складов.',
  contactPreference: 'Telegram',
  agree: true,
};
