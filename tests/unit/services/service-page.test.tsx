import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouterBridge } from '../../../src/app/router-bridge';
import type { ServicePageKey } from '../../../src/config/paths';
import { ServicePage } from '../../../src/pages/services/service-page';
import { FakeIntersectionObserver } from './fake-intersection-observer';

vi.mock(
  '../../../src/features/contact-form/contact-section',
  () => import('../support/contact-section-stand-in'),
);
vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);

function Where() {
  const { pathname, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${hash}`}</p>;
}

function renderPage(key: ServicePageKey) {
  return render(
    <MemoryRouter initialEntries={[`/services/${key}`]}>
      <RouterBridge />
      <Where />
      <ServicePage serviceKey={key} />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

/** Puts the element 1000 px below the top of the page, as the browser would lay it out. */
function placeAt1000(id: string) {
  const element = document.getElementById(id);
  expect(element, `#${id} exists`).not.toBeNull();
  vi.spyOn(element!, 'getBoundingClientRect').mockReturnValue({ top: 1000 } as DOMRect);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ServicePage (public-site §2.13)', () => {
  it.each<[ServicePageKey, string, number, string]>([
    ['electrical', 'ЭЛЕКТРОМОНТАЖ', 8, '2.0 / 10'],
    ['lowcurrent', 'СЛАБОТОЧНЫЕ СИСТЕМЫ', 8, '2.6 / 10'],
    ['ventilation', 'КЛИМАТ-СИСТЕМЫ', 8, '2.6 / 10'],
    ['design', 'ПРОЕКТИРОВАНИЕ', 8, '1.5 / 10'],
    ['construction', 'ОБЩЕСТРОЙ', 6, '2.9 / 10'],
  ])('%s shows its h1, table, details, index and contact section', (key, title, rows, score) => {
    renderPage(key);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(title);

    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Услуга' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Направление' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(rows + 1);
    expect(within(table).getAllByRole('button', { name: 'Подробнее' })).toHaveLength(rows);

    expect(
      screen.getByRole('heading', { level: 2, name: 'Что мы делаем чаще всего' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(rows);
    expect(screen.getByText(score)).toBeInTheDocument();
    expect(screen.getByText('Обновление:', { exact: false })).toHaveTextContent(
      /^Обновление: (Янв|Фев|Мар|Апр|Май|Июн|Июл|Авг|Сен|Окт|Ноя|Дек) \d{2}, \d{4}$/,
    );
    expect(screen.getByRole('region', { name: 'Структура работ' })).toBeInTheDocument();
    expect(document.getElementById('contact')).toBeInTheDocument();
  });

  it("dates the index with today's date in the 'Янв 05, 2025' shape", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 0, 5, 12, 0));
    renderPage('electrical');
    expect(screen.getByText('Обновление:', { exact: false })).toHaveTextContent(
      'Обновление: Янв 05, 2025',
    );
  });

  it('an anchor tab smooth-scrolls to its block and puts the hash in the address', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderPage('lowcurrent');
    placeAt1000('cctv');
    await userEvent.click(screen.getByRole('link', { name: 'Видеонаблюдение' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 920, behavior: 'smooth' });
    expect(where()).toBe('/services/lowcurrent#cctv');
    expect(screen.getByRole('link', { name: 'Видеонаблюдение' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it("a row's «Подробнее» scrolls to the row's detail block and updates the hash", async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderPage('ventilation');
    placeAt1000('smoke');
    const row = screen.getByRole('row', { name: /Противодымная вентиляция/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Подробнее' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 920, behavior: 'smooth' });
    expect(where()).toBe('/services/ventilation#smoke');
    expect(document.getElementById('smoke')).toHaveTextContent('Дымоудаление и подпор воздуха');
  });

  it('electrical rows 1–3 open the calculator sub-pages without scrolling', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    renderPage('electrical');
    const buttons = screen.getAllByRole('button', { name: 'Подробнее' });
    await userEvent.click(buttons[0]!);
    expect(where()).toBe('/services/electrical/power-connection');
    await userEvent.click(buttons[2]!);
    expect(where()).toBe('/services/electrical/indoor');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('electrical row 4 scrolls to #outdoor', async () => {
    renderPage('electrical');
    placeAt1000('outdoor');
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await userEvent.click(screen.getAllByRole('button', { name: 'Подробнее' })[3]!);
    expect(scrollTo).toHaveBeenCalledWith({ top: 920, behavior: 'smooth' });
    expect(where()).toBe('/services/electrical#outdoor');
  });

  it('the share bar on the page fills once the observer reports 35 %', () => {
    FakeIntersectionObserver.instances = [];
    renderPage('lowcurrent');
    const region = screen.getByRole('region', { name: 'Структура работ' });
    const segments = within(region).getAllByTestId('share-segment');
    expect(segments.map((s) => s.style.width)).toEqual(['0%', '0%', '0%', '0%']);
    const observer = FakeIntersectionObserver.instances.find((o) => o.targets.has(region));
    act(() => observer!.report(0.4));
    expect(segments.map((s) => s.style.width)).toEqual(['45%', '25%', '10%', '20%']);
  });

  it('the design page lists the design sections and shows the work-distribution chart', () => {
    renderPage('design');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Стадии и разделы документации' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ЭОМ')).toBeInTheDocument();
    expect(screen.getByText('ОВиК')).toBeInTheDocument();
    const chart = screen.getByRole('region', { name: 'Распределение работ' });
    expect(within(chart).getAllByRole('listitem')).toHaveLength(5);
    expect(within(chart).getByText('Проектная документация')).toBeInTheDocument();
    expect(within(chart).getByText('4.5')).toBeInTheDocument();
  });

  it('the construction page shows its chart: build 5, design 1, finish 2, quality 1.2, service 0.8', () => {
    renderPage('construction');
    const chart = screen.getByRole('region', { name: 'Распределение работ' });
    const values = ['5.0', '1.0', '2.0', '1.2', '0.8'];
    for (const value of values) expect(within(chart).getByText(value)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Стадии и разделы документации' })).toBeNull();
  });
});
