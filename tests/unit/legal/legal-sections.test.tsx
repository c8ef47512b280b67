import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../src/config/paths';
import { renderLegal } from './render-legal';

/** The text of a section without its numbered heading. */
function sectionBodyText(name: string): string {
  const section = screen.getByRole('region', { name });
  const heading = within(section).getByRole('heading', { level: 2 });
  return (section.textContent ?? '').replace(heading.textContent ?? '', '');
}

describe('terms page', () => {
  it.each([
    ['2.1. Электромонтажные работы', paths.service('electrical')],
    ['2.2. Слаботочные системы', paths.service('lowcurrent')],
    ['2.3. Климатические системы', paths.service('ventilation')],
    ['2.4. Проектирование', paths.service('design')],
    ['2.5. Общестроительные работы', paths.service('construction')],
  ])('section 2 has the subsection «%s» linking to %s', (name, href) => {
    renderLegal(paths.legal('terms'));
    const services = screen.getByRole('region', { name: '2. Услуги' });
    const heading = within(services).getByRole('heading', { level: 3, name });
    const link = heading.parentElement!.querySelector('a');
    expect(link).toHaveAttribute('href', href);
  });

  it.each(['3. Оплата услуг', '4. Возврат средств и отмена'])(
    'section «%s» states no numeric terms (no digits at all)',
    (name) => {
      renderLegal(paths.legal('terms'));
      const text = sectionBodyText(name);
      expect(text.length).toBeGreaterThan(200);
      expect(text).not.toMatch(/\d/);
    },
  );

  it('names the three payment methods and the advance refund rule', () => {
    renderLegal(paths.legal('terms'));
    const payments = screen.getByRole('region', { name: '3. Оплата услуг' });
    for (const method of [
      'единовременная оплата',
      'авансовая оплата с расчётами по актам',
      'абонентская оплата',
    ]) {
      expect(within(payments).getByText(method)).toBeInTheDocument();
    }
    expect(sectionBodyText('4. Возврат средств и отмена')).toContain(
      'только при условии, что Компания не понесла фактических расходов',
    );
  });
});

describe('privacy page', () => {
  it('lists the seven rights of the data subject', () => {
    renderLegal(paths.legal('privacy'));
    const rights = screen.getByRole('region', { name: '7. Права субъекта персональных данных' });
    const items = within(rights).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
      'на доступ',
      'на исправление',
      'на удаление',
      'на ограничение обработки',
      'на возражение',
      'не подвергаться автоматизированным решениям',
      'на обжалование',
    ]);
  });

  it('says how to send a request: full name, registration e-mail and an ID document, free', () => {
    renderLegal(paths.legal('privacy'));
    const text = sectionBodyText('7. Права субъекта персональных данных');
    expect(text).toContain('фамилию, имя и отчество');
    expect(text).toContain('адрес электронной почты, использованный при регистрации');
    expect(text).toContain('документа, удостоверяющего личность');
    expect(text).toContain('бесплатно');
  });

  it('states no numeric retention term', () => {
    renderLegal(paths.legal('privacy'));
    expect(sectionBodyText('5. Хранение и защита данных')).not.toMatch(/\d/);
  });

  it('mentions the contact form and the job application with its resume file', () => {
    renderLegal(paths.legal('privacy'));
    const text = sectionBodyText('1. Какие персональные данные мы собираем');
    expect(text).toContain('форму обратной связи');
    expect(text).toContain('файл резюме');
  });

  it('links section 8 to the cookie policy', () => {
    renderLegal(paths.legal('privacy'));
    const section = screen.getByRole('region', { name: '8. Файлы cookie' });
    expect(within(section).getByRole('link')).toHaveAttribute('href', paths.legal('cookies'));
  });
});

describe('cookie policy page', () => {
  it.each([
    [
      '4. Какие файлы cookie мы используем',
      [
        'Регистрация и учётная запись.',
        'Авторизация.',
        'Формы и заявки.',
        'Подписки.',
        'Оплата и заказы.',
      ],
    ],
    [
      '5. Сторонние файлы cookie',
      ['Сервис веб-аналитики.', 'Рекламный сервис.', 'Плагины социальных сетей.'],
    ],
  ])('section «%s» lists its categories', (name, categories) => {
    renderLegal(paths.legal('cookies'));
    const section = screen.getByRole('region', { name });
    const labels = within(section)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('strong')?.textContent);
    expect(labels).toEqual(categories);
  });
});
