import { describe, expect, it } from 'vitest';
import {
  highlightTitle,
  MAX_SEARCH_RESULTS,
  normalizeText,
  searchEntries,
  tokenize,
  type SearchEntry,
} from '../../../src/domain/search/search';
import { findEntries } from '../../../src/domain/search/find-entries';
import { fromLatinLayout } from '../../../src/domain/search/keyboard-layout';
import { resultCountText } from '../../../src/domain/search/result-count';

const entry = (title: string, keywords: string[] = [], section = 'Раздел'): SearchEntry => ({
  title,
  href: `/${title}`,
  section,
  keywords,
});

const ENTRIES: SearchEntry[] = [
  entry('Электромонтаж', ['электрика проводка'], 'Услуги'),
  entry('Учёт электроэнергии', ['АСКУЭ счётчики'], 'Электромонтаж'),
  entry('Ёмкостные датчики'),
  entry('Монтаж вентиляции', ['приточная вытяжная'], 'Климат-системы'),
  entry('Климат-системы', ['вентиляция кондиционирование'], 'Услуги'),
  entry('Кондиционирование', ['VRF VRV чиллер'], 'Климат-системы'),
];

const titles = (query: string, entries = ENTRIES) =>
  searchEntries(entries, query).map((found) => found.title);

describe('normalizeText and tokenize', () => {
  it.each([
    ['ЁЛКА', 'елка'],
    ['Учёт', 'учет'],
    ['VRF/VRV', 'vrf/vrv'],
  ])('normalizes %s to %s', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });

  it('splits on anything but letters and digits', () => {
    expect(tokenize('Климат-системы (VRF/VRV), 2 шт.')).toEqual([
      'климат',
      'системы',
      'vrf',
      'vrv',
      '2',
      'шт',
    ]);
  });
});

describe('searchEntries', () => {
  it.each([
    ['учет', ['Учёт электроэнергии']],
    ['УЧЁТ', ['Учёт электроэнергии']],
    ['емкост', ['Ёмкостные датчики']],
    ['ёмкост', ['Ёмкостные датчики']],
    ['кондиц', ['Кондиционирование', 'Климат-системы']],
    ['чил', ['Кондиционирование']],
    ['мон вент', ['Монтаж вентиляции']],
    ['вент мон', ['Монтаж вентиляции']],
    ['системы', ['Климат-системы', 'Монтаж вентиляции', 'Кондиционирование']],
    ['электро', ['Электромонтаж', 'Учёт электроэнергии']],
  ])('«%s» finds %j in this order', (query, expected) => {
    expect(titles(query)).toEqual(expected);
  });

  it.each([
    ['онтаж', 'the middle of a word is not a word start'],
    ['монтаж кровли', 'every query word must match'],
    ['xyz', 'nothing matches'],
  ])('«%s» finds nothing: %s', (query) => {
    expect(titles(query)).toEqual([]);
  });

  it.each(['', '   ', ' , - '])('an empty query «%s» finds nothing', (query) => {
    expect(searchEntries(ENTRIES, query)).toEqual([]);
  });

  it('ranks title matches above keyword and section matches', () => {
    const entries = [entry('Сервисное обслуживание', ['вентиляция']), entry('Монтаж вентиляции')];
    expect(titles('вентиляц', entries)).toEqual(['Монтаж вентиляции', 'Сервисное обслуживание']);
  });

  it('ranks a title that starts with the query above one that contains it', () => {
    const entries = [entry('Проектирование систем'), entry('Системы оповещения')];
    expect(titles('сист', entries)).toEqual(['Системы оповещения', 'Проектирование систем']);
  });

  it('keeps the index order between equal matches', () => {
    const entries = [entry('Отопление Б'), entry('Отопление А')];
    expect(titles('отоп', entries)).toEqual(['Отопление Б', 'Отопление А']);
  });

  it(`returns at most ${MAX_SEARCH_RESULTS} results`, () => {
    const many = Array.from({ length: 12 }, (_, index) => entry(`Щит номер ${index + 1}`));
    expect(MAX_SEARCH_RESULTS).toBe(8);
    expect(searchEntries(many, 'щит')).toHaveLength(8);
    expect(titles('щит', many).slice(0, 2)).toEqual(['Щит номер 1', 'Щит номер 2']);
  });
});

describe('findEntries with the wrong keyboard layout', () => {
  it.each([
    ['ghjtrn', 'проект'],
    ["'ktrnhj", 'электро'],
    ['rkbvfn', 'климат'],
  ])('reads «%s» as «%s»', (typed, meant) => {
    expect(fromLatinLayout(typed)).toBe(meant);
  });

  it('searches the Russian reading only when the typed text finds nothing', () => {
    const found = findEntries(ENTRIES, 'rjylbw');
    expect(found.results.map((item) => item.title)).toEqual([
      'Кондиционирование',
      'Климат-системы',
    ]);
    expect(found.matchedQuery).toBe('кондиц');
    expect(findEntries(ENTRIES, 'vrf').results.map((item) => item.title)).toEqual([
      'Кондиционирование',
    ]);
    expect(findEntries(ENTRIES, 'vrf').matchedQuery).toBe('vrf');
  });
});

describe('highlightTitle', () => {
  it.each([
    [
      'Климат-системы',
      'сис',
      [
        ['Климат-', false],
        ['сис', true],
        ['темы', false],
      ],
    ],
    [
      'Учёт электроэнергии',
      'учет эл',
      [
        ['Учёт', true],
        [' ', false],
        ['эл', true],
        ['ектроэнергии', false],
      ],
    ],
    ['Видеонаблюдение', 'набл', [['Видеонаблюдение', false]]],
  ])('marks the matched word starts of %s for «%s»', (title, query, parts) => {
    expect(highlightTitle(title, query).map((part) => [part.text, part.match])).toEqual(parts);
  });
});

describe('resultCountText', () => {
  it.each([
    [0, 'Ничего не найдено'],
    [1, 'Найден 1 результат'],
    [3, 'Найдено 3 результата'],
    [5, 'Найдено 5 результатов'],
    [8, 'Найдено 8 результатов'],
    [11, 'Найдено 11 результатов'],
    [21, 'Найден 21 результат'],
  ])('%i -> %s', (count, text) => {
    expect(resultCountText(count)).toBe(text);
  });
});
