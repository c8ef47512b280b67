import { describe, expect, it } from 'vitest';
import { EMPTY_APPLICATION } from '../../../src/domain/applications/application';
import {
  applicationOption,
  buildApplicationMessage,
} from '../../../src/domain/applications/message';
import { buildSubmission } from '../../../src/domain/applications/submission';
import { FULL_APPLICATION } from './application-fixtures';

const FULL_MESSAGE = `Контакты
ФИО: Петров Алексей
Телефон: +7 (911) 555-12-34
E-mail: petrov@example.ru
Город: Архангельск

Желаемая должность
Должность: электромонтажник
Формат занятости: Постоянная

Опыт и навыки
Опыт работы: 6–9 лет
Направления: Электромонтажные работы, Слаботочные системы
Допуски и удостоверения: IV группа по электробезопасности, Допуск к работам на высоте
Инструмент и транспорт: Свой ручной инструмент, Личный автомобиль

Готовность
Начало работы: В течение недели
Командировки/вахта: Готов к вахте
График: 5/2, Смены 2/2
Формат оплаты: Ежемесячная
Ожидаемый доход: 150 000 ₽ на руки

Портфолио
Ссылка: https://example.ru/petrov
Резюме: Резюме Петров.pdf (1,5\u00a0МБ)

Дополнительно
О себе: Монтаж щитов ВРУ и освещения складов.
Предпочтительный способ связи: Telegram
Согласие на обработку данных: Да`;

const EMPTY_MESSAGE = `Контакты
ФИО: —
Телефон: —
E-mail: —
Город: —

Желаемая должность
Должность: —
Формат занятости: —

Опыт и навыки
Опыт работы: —
Направления: —
Допуски и удостоверения: —
Инструмент и транспорт: —

Готовность
Начало работы: —
Командировки/вахта: —
График: —
Формат оплаты: —
Ожидаемый доход: —

Портфолио
Ссылка: —
Резюме: —

Дополнительно
О себе: —
Предпочтительный способ связи: —
Согласие на обработку данных: Нет`;

describe('the application message (§3.3)', () => {
  it('sums up a full application in six sections', () => {
    const message = buildApplicationMessage(FULL_APPLICATION, {
      name: 'Резюме Петров.pdf',
      size: 1.5 * 1024 * 1024,
    });
    expect(message).toBe(FULL_MESSAGE);
  });

  it('shows a dash for every empty answer and Нет for a missing consent', () => {
    expect(buildApplicationMessage(EMPTY_APPLICATION)).toBe(EMPTY_MESSAGE);
  });

  it('gives the chosen band as the income when it is not own level', () => {
    const message = buildApplicationMessage({
      ...FULL_APPLICATION,
      payType: 'За смену',
      income: '4–6\u00a0тыс.\u00a0₽',
      customIncome: '',
    });
    expect(message).toContain('Ожидаемый доход: 4–6\u00a0тыс.\u00a0₽');
  });

  it.each([
    ['электромонтажник', 'Новая анкета — электромонтажник'],
    ['инженер ПНР', 'Новая анкета — инженер ПНР'],
    ['', 'Новая анкета'],
  ])('option for role %j is %j', (role, option) => {
    expect(applicationOption(role)).toBe(option);
  });

  it('builds the submission payload with the resume file info', () => {
    const submission = buildSubmission(
      { ...FULL_APPLICATION, fio: '  Петров Алексей ', email: ' petrov@example.ru ' },
      'https://kub.example/pro',
      { name: 'cv.pdf', size: 2048 },
      {
        appId: 'app-1',
        diskPath: 'resumes/app-1',
        name: 'cv.pdf',
        type: 'application/pdf',
        size: 2048,
      },
    );
    expect(submission).toMatchObject({
      name: 'Петров Алексей',
      email: 'petrov@example.ru',
      phone: '+7 (911) 555-12-34',
      option: 'Новая анкета — электромонтажник',
      page: 'https://kub.example/pro',
      appId: 'app-1',
      file: { name: 'cv.pdf', type: 'application/pdf', size: 2048, diskPath: 'resumes/app-1' },
    });
    expect(submission.message).toContain('Резюме: cv.pdf (2\u00a0КБ)');
  });

  it('leaves appId and file out without an uploaded resume', () => {
    const submission = buildSubmission(EMPTY_APPLICATION, '');
    expect(submission).not.toHaveProperty('appId');
    expect(submission).not.toHaveProperty('file');
    expect(submission.option).toBe('Новая анкета');
  });
});
