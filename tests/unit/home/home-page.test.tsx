import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderHome } from './render-home';

describe('home page', () => {
  it('renders the sections in the spec order', () => {
    const { container } = renderHome();
    const ids = Array.from(container.querySelectorAll('section[id]')).map((s) => s.id);
    expect(ids).toEqual(['hero', 'services', 'about', 'projects', 'contact', 'reviews']);
  });

  it('shows five service cards, each with three captions and a «Подробно» link to its page', () => {
    renderHome();
    const services = document.getElementById('services')!;
    const links = within(services).getAllByRole('link', { name: 'Подробно' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/services/electrical',
      '/services/lowcurrent',
      '/services/ventilation',
      '/services/design',
      '/services/construction',
    ]);
    const cards = Array.from(services.querySelectorAll('article'));
    expect(cards).toHaveLength(5);
    for (const card of cards) {
      expect(card.querySelectorAll('li')).toHaveLength(3);
      expect(card.querySelector('h3')?.textContent).toBeTruthy();
    }
    expect(within(cards[0]!).getByText('Щиты и ВРУ')).toBeInTheDocument();
  });

  it('a «Подробно» link opens the service page', async () => {
    renderHome();
    const [first] = within(document.getElementById('services')!).getAllByRole('link', {
      name: 'Подробно',
    });
    await userEvent.click(first!);
    expect(screen.getByTestId('where')).toHaveTextContent('/services/electrical');
  });
});

describe('about section (public-site §2.6)', () => {
  it('«Узнать больше» toggles aria-expanded and reveals the text', async () => {
    renderHome();
    const about = document.getElementById('about')!;
    const buttons = within(about).getAllByRole('button', { name: 'Узнать больше' });
    expect(buttons.length).toBeGreaterThanOrEqual(3);
    const button = buttons[1]!;
    const details = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(details).not.toBeVisible();
    expect(within(about).getByText(/собственные бригады с группами допуска/)).not.toBeVisible();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Свернуть');
    expect(details).toBeVisible();
    expect(within(about).getByText(/собственные бригады с группами допуска/)).toBeVisible();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAccessibleName('Узнать больше');
    expect(details).not.toBeVisible();
  });

  it('lists the six turnkey stages in order', () => {
    renderHome();
    const stages = within(document.getElementById('about')!).getAllByRole('list')[1]!;
    expect(
      within(stages)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '01Обследование',
      '02Проект',
      '03Смета',
      '04Монтаж',
      '05ПНР',
      '06Исполнительная документация',
    ]);
  });
});

describe('projects section (public-site §2.7)', () => {
  it('states 26 projects and links «Смотреть работы» to /pages/projects', async () => {
    renderHome();
    const projects = document.getElementById('projects')!;
    expect(within(projects).getByText(/26 проектов/)).toBeInTheDocument();
    const link = within(projects).getByRole('link', { name: 'Смотреть работы' });
    expect(link).toHaveAttribute('href', '/pages/projects');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/projects');
  });

  it('shows two project cards with location, object, customer, services label, days and a slider', () => {
    renderHome();
    const projects = document.getElementById('projects')!;
    const first = within(projects)
      .getByRole('heading', { name: 'Бизнес-центр «Северный»' })
      .closest('article')!;
    expect(within(first).getByText('Архангельск')).toBeInTheDocument();
    expect(within(first).getByText('ООО «Норд Девелопмент»')).toBeInTheDocument();
    expect(within(first).getByText('4 услуги')).toBeInTheDocument();
    expect(within(first).getByText('148 дней')).toBeInTheDocument();
    expect(within(first).getAllByRole('button', { name: /^Слайд \d из 3$/ })).toHaveLength(3);
    const second = within(projects)
      .getByRole('heading', {
        name: 'Логистический комплекс «Приморский»',
      })
      .closest('article')!;
    expect(within(second).getByText('Северодвинск')).toBeInTheDocument();
    expect(within(second).getByRole('img', { name: /Складской корпус/ })).toHaveAttribute(
      'src',
      '/images/projects/project-2-1.svg',
    );
  });

  it('has a table with the four column headers and a «Подробнее» button per row', () => {
    renderHome();
    const table = within(document.getElementById('projects')!).getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual(['Заказчик', 'Название', 'Год', 'Услуги']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      const cells = row.querySelectorAll('td');
      expect(cells[2]!.textContent).toMatch(/^20\d\d$/);
      expect(cells[3]!.textContent).toMatch(/Сдан|В работе|Гарантия/);
      expect(row.querySelector('button')).toHaveAccessibleName('Подробнее');
    }
    expect(within(rows[0]!).getByText('СКС')).toHaveAttribute(
      'title',
      'Структурированная кабельная система',
    );
  });

  it('«Подробнее» opens the projects catalogue', async () => {
    renderHome();
    const table = within(document.getElementById('projects')!).getByRole('table');
    await userEvent.click(within(table).getAllByRole('button', { name: 'Подробнее' })[2]!);
    expect(screen.getByTestId('where')).toHaveTextContent('/pages/projects');
  });
});
