import { describe, expect, it } from 'vitest';
import { SEARCH_INDEX } from '../../../src/content/search-index';
import { ROUTE_META } from '../../../src/app/route-meta';
import { SERVICE_PAGES } from '../../../src/content/service-pages/service-pages';
import { findEntries } from '../../../src/domain/search/find-entries';

const top = (query: string) => findEntries(SEARCH_INDEX, query).results[0];

describe('the site search index', () => {
  it('links every entry to a route of the site, each address once', () => {
    const routes = new Set(ROUTE_META.map((route) => route.path));
    for (const entry of SEARCH_INDEX) {
      expect(routes, entry.href).toContain(entry.href.split('#')[0]);
    }
    const hrefs = SEARCH_INDEX.map((entry) => entry.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('holds the five services, their 38 table rows and the other pages', () => {
    const sections = (name: string) => SEARCH_INDEX.filter((entry) => entry.section === name);
    expect(sections('Услуги').map((entry) => entry.href)).toEqual([
      '/services/electrical',
      '/services/lowcurrent',
      '/services/ventilation',
      '/services/design',
      '/services/construction',
    ]);
    expect(sections('Слаботочные системы')).toHaveLength(8);
    expect(sections('Климат-системы')).toHaveLength(8);
    expect(sections('Проектирование')).toHaveLength(8);
    expect(sections('Общестрой')).toHaveLength(6);
    expect(sections('Электромонтаж')).toHaveLength(5);
    expect(sections('Электромонтаж · калькулятор')).toHaveLength(3);
  });

  it('finds every row of every service page table at its address', () => {
    const rows = Object.values(SERVICE_PAGES).flatMap((page) => page.rows);
    const lines = SEARCH_INDEX.filter((entry) => entry.href.startsWith('/services/'));
    for (const row of rows) {
      expect(lines.map((entry) => entry.href)).toContain(row.href);
    }
    expect(lines).toHaveLength(rows.length + 5);
  });

  it.each([
    ['скуд', 'Контроль и управление доступом (СКУД)', '/services/lowcurrent#skud'],
    ['калькулятор подкл', 'Подключение к электросетям', '/services/electrical/power-connection'],
    ['ищу работу', 'Работа в КУБ', '/pro'],
    ['учет электро', 'Автоматизация и учёт электроэнергии', '/services/electrical#automation'],
    ['дымоудал', 'Противодымная вентиляция', '/services/ventilation#smoke'],
    ['конфиденц', 'Политика конфиденциальности', '/legal/privacy'],
    ['отзывы', 'Отзывы', '/#reviews'],
    ['заявк', 'Контакты', '/contact'],
    ['кровля', 'Кровля и фасады', '/services/construction#roof'],
    ['ghjtrnbhjdfybt', 'Проектирование', '/services/design'],
  ])('«%s» puts «%s» (%s) first', (query, title, href) => {
    expect(top(query)).toMatchObject({ title, href });
  });
});
