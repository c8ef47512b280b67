import { describe, expect, it } from 'vitest';
import { paths, SERVICE_PAGE_KEYS, type ServicePageKey } from '../../../src/config/paths';
import { ELECTRICAL_TABS } from '../../../src/content/service-pages/electrical-tabs';
import { SERVICE_PAGES } from '../../../src/content/service-pages/service-pages';
import { SERVICES } from '../../../src/content/services';
import { sharesTotal } from '../../../src/domain/services/share';

const hashOf = (href: string) => href.split('#')[1];

describe('service pages (public-site §2.13)', () => {
  it.each<[ServicePageKey, string, number, number]>([
    ['electrical', 'ЭЛЕКТРОМОНТАЖ', 8, 2],
    ['lowcurrent', 'СЛАБОТОЧНЫЕ СИСТЕМЫ', 8, 2.6],
    ['ventilation', 'КЛИМАТ-СИСТЕМЫ', 8, 2.6],
    ['design', 'ПРОЕКТИРОВАНИЕ', 8, 1.5],
    ['construction', 'ОБЩЕСТРОЙ', 6, 2.9],
  ])('%s: title %s, %i rows, index %s', (key, title, rows, index) => {
    const page = SERVICE_PAGES[key];
    expect(page.key).toBe(key);
    expect(page.title).toBe(title);
    expect(page.rows).toHaveLength(rows);
    expect(page.index).toBe(index);
  });

  it.each<[ServicePageKey, string[]]>([
    ['lowcurrent', ['sks', 'cctv', 'ops', 'skud', 'intercom', 'server', 'lan', 'pa']],
    [
      'ventilation',
      ['vent-install', 'vrf', 'heating', 'bms', 'smoke', 'passport', 'ducts', 'service'],
    ],
    [
      'design',
      [
        'power',
        'hvac',
        'lowcurrent',
        'automation',
        'lightning',
        'estimate',
        'supervision',
        'approvals',
      ],
    ],
    ['construction', ['general', 'monolith', 'foundation', 'roof', 'partitions', 'strengthening']],
  ])('%s: tabs and rows point at exactly the anchors %j', (key, anchors) => {
    const page = SERVICE_PAGES[key];
    expect(page.tabs.map((tab) => tab.href)).toEqual(
      anchors.map((id) => `${paths.service(key)}#${id}`),
    );
    expect(page.rows.map((row) => row.href)).toEqual(
      anchors.map((id) => `${paths.service(key)}#${id}`),
    );
    expect(page.rows.map((row) => row.key)).toEqual(anchors);
  });

  it('electrical: three sub-pages, then the anchors #outdoor #switchgear #earthing #automation #backup', () => {
    const page = SERVICE_PAGES.electrical;
    expect(page.tabs).toBe(ELECTRICAL_TABS);
    const subPages = [
      paths.calculator('power-connection'),
      paths.calculator('power-upgrade'),
      paths.calculator('indoor'),
    ];
    const anchors = ['outdoor', 'switchgear', 'earthing', 'automation', 'backup'];
    expect(page.tabs.map((tab) => tab.href)).toEqual([
      ...subPages,
      ...anchors.map((id) => `${paths.service('electrical')}#${id}`),
    ]);
    expect(page.rows.map((row) => row.href)).toEqual([
      ...subPages,
      ...anchors.map((id) => `${paths.service('electrical')}#${id}`),
    ]);
    expect(page.rows.slice(3).map((row) => hashOf(row.href))).toEqual(anchors);
  });

  it.each<[ServicePageKey, [string, number, number][]]>([
    [
      'electrical',
      [
        ['Монтаж', 40, 4],
        ['Проектирование', 25, 2.5],
        ['Автоматизация', 15, 1.5],
        ['Контроль качества', 12, 1.2],
        ['Сервис', 8, 0.8],
      ],
    ],
    [
      'lowcurrent',
      [
        ['Монтаж', 45, 4.5],
        ['Проектирование', 25, 2.5],
        ['Контроль качества', 10, 1],
        ['Сервис', 20, 2],
      ],
    ],
    [
      'ventilation',
      [
        ['Проектирование', 30, 3],
        ['Монтаж вентиляции', 26, 2.6],
        ['Монтаж кондиционирования', 20, 2],
        ['Пусконаладка', 14, 1.4],
        ['Сервис', 10, 1],
      ],
    ],
    [
      'design',
      [
        ['Проектная документация', 45, 4.5],
        ['Технические решения и расчёты', 25, 2.5],
        ['Согласования и экспертиза', 15, 1.5],
        ['Авторский надзор', 10, 1],
        ['Сопровождение проекта', 5, 0.5],
      ],
    ],
    [
      'construction',
      [
        ['Строительство', 50, 5],
        ['Проектирование', 10, 1],
        ['Отделка', 20, 2],
        ['Контроль качества', 12, 1.2],
        ['Сервис', 8, 0.8],
      ],
    ],
  ])('%s: share split %j sums to 100', (key, expected) => {
    const items = SERVICE_PAGES[key].share.items;
    expect(items.map((item) => [item.label, item.sharePct, item.score10])).toEqual(expected);
    expect(sharesTotal(items)).toBe(100);
  });

  it('design uses its split for the work-distribution chart, construction its chart', () => {
    expect(SERVICE_PAGES.design.chart?.items).toEqual(SERVICE_PAGES.design.share.items);
    expect(SERVICE_PAGES.construction.chart?.items).toEqual(SERVICE_PAGES.construction.share.items);
    expect(SERVICE_PAGES.design.designSections?.items.map((s) => s.code)).toEqual(
      expect.arrayContaining(['ЭОМ', 'ОВиК', 'ВК', 'СС', 'МЗ', 'СМ']),
    );
  });

  it.each(SERVICE_PAGE_KEYS)(
    '%s: every row has a detail block with 2–4 sentences and a list',
    (key) => {
      const page = SERVICE_PAGES[key];
      expect(new Set(page.rows.map((row) => row.key)).size).toBe(page.rows.length);
      for (const row of page.rows) {
        expect(row.title).not.toBe('');
        expect(row.dir).not.toBe('');
        const sentences = row.detail.text.split(/(?<=[.!?])\s+(?=[А-ЯЁA-Z«])/);
        expect(sentences.length, row.key).toBeGreaterThanOrEqual(2);
        expect(sentences.length, row.key).toBeLessThanOrEqual(4);
        expect(row.detail.includes.length).toBeGreaterThanOrEqual(3);
      }
      expect(SERVICES.some((service) => service.pageKey === key)).toBe(true);
    },
  );
});
