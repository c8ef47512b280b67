import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from '../../../src/domain/leads/csv';
import { canReadLeads, leadTopic } from '../../../src/domain/leads/lead-model';
import { foldText, searchTerms, searchText } from '../../../src/domain/leads/lead-search';
import {
  formatMoscowDateTime,
  moscowDayEndUtc,
  moscowDayStartUtc,
  moscowToday,
} from '../../../src/domain/leads/moscow-time';
import {
  normalizeFillMs,
  SPAM_REASON_HONEYPOT,
  spamReason,
} from '../../../src/domain/leads/spam-check';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a;b', '"a;b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['=1+1', "'=1+1"],
    ['+7 (911) 123-45-67', "'+7 (911) 123-45-67"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['=a;b', `"'=a;b"`],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [-3, '-3'],
    ['Ёлка', 'Ёлка'],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('joins a row with `;` and ends it with CRLF', () => {
    expect(csvRow(['a', 'b;c', null])).toBe('a;"b;c";\r\n');
  });
});

describe('spamReason', () => {
  it.each([
    [{}, null],
    [{ honeypot: '' }, null],
    [{ honeypot: '  ' }, null],
    [{ honeypot: 'http://x' }, SPAM_REASON_HONEYPOT],
    [{ honeypot: 5 }, null],
    [{ fillMs: 2999 }, 'Форма заполнена за 3,0 с (быстрее 3 с).'],
    [{ fillMs: 0 }, 'Форма заполнена за 0,0 с (быстрее 3 с).'],
    [{ fillMs: 3000 }, null],
    [{ fillMs: -1 }, null],
    [{ fillMs: Number.NaN }, null],
    [{ fillMs: '100' }, null],
    [{ honeypot: 'x', fillMs: 100 }, SPAM_REASON_HONEYPOT],
  ])('%j → %j', (signals, expected) => {
    expect(spamReason(signals)).toBe(expected);
  });

  it.each([
    [1234.6, 1235],
    [-5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [1e12, 7 * 24 * 3600 * 1000],
  ])('normalizeFillMs(%s) = %s', (ms, expected) => {
    expect(normalizeFillMs(ms)).toBe(expected);
  });
});

describe('Moscow time', () => {
  it.each([
    ['2026-11-25T07:42:10.000Z', '25.11.2026 10:42'],
    ['2026-12-31T21:00:00.000Z', '01.01.2027 00:00'],
    ['2026-06-01T20:59:00.000Z', '01.06.2026 23:59'],
    ['not a date', ''],
  ])('formatMoscowDateTime(%s) = %s', (iso, expected) => {
    expect(formatMoscowDateTime(iso)).toBe(expected);
  });

  it.each([
    ['2026-03-01', '2026-02-28T21:00:00.000Z', '2026-03-01T21:00:00.000Z'],
    ['2028-02-29', '2028-02-28T21:00:00.000Z', '2028-02-29T21:00:00.000Z'],
    ['2026-02-29', null, null],
    ['2026-13-01', null, null],
    ['01.03.2026', null, null],
    ['', null, null],
  ])('a Moscow day %s runs from %s to %s', (day, start, end) => {
    expect(moscowDayStartUtc(day)).toBe(start);
    expect(moscowDayEndUtc(day)).toBe(end);
  });

  it('gives today in Moscow: 22:30 UTC is already tomorrow there', () => {
    expect(moscowToday(Date.parse('2026-11-25T22:30:00Z'))).toBe('2026-11-26');
  });
});

describe('lead search', () => {
  it('folds case and ё', () => {
    expect(foldText('ЁЖИК Алёна')).toBe('ежик алена');
  });

  it('indexes a phone whole and by its last ten digits', () => {
    expect(
      searchText({ name: 'Ёж', email: 'A@B.ru', phone: '+7 (911) 123-45-67', message: 'Щит' }),
    ).toBe('еж\na@b.ru\n+7 (911) 123-45-67\n79111234567\n9111234567\nщит');
  });

  it.each([
    ['Фёдор  Конюхов', ['федор', 'конюхов']],
    ['fedor@mail.example', ['fedor', 'mail', 'example']],
    ['+7 (921) 555', ['921555']],
    ['8 921 555-44', ['92155544']],
    ['911', ['911']],
    ['"*) OR NEAR(', ['or', 'near']],
    ['дом дом', ['дом']],
    ['', []],
    ['   ', []],
    ['a b c d e f g h i j', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']],
  ])('searchTerms(%j) = %j', (query, expected) => {
    expect(searchTerms(query)).toEqual(expected);
  });
});

describe('who reads leads, and what the topic is', () => {
  it.each([
    [null, false],
    [{ role: 'user' }, false],
    [{ role: 'manager' }, true],
    [{ role: 'admin' }, true],
    [{ role: 'user', isAdmin: true }, true],
    [{ role: 'user', group: 'admin' }, true],
    [{ role: 'MANAGER' }, true],
  ])('canReadLeads(%j) = %s', (user, expected) => {
    expect(canReadLeads(user)).toBe(expected);
  });

  it.each([
    ['contact', 'Проектирование', 'Проектирование'],
    ['application', 'Новая анкета — электромонтажник', 'электромонтажник'],
    ['application', 'Новая анкета', ''],
  ] as const)('leadTopic(%s, %s) = %s', (kind, option, expected) => {
    expect(leadTopic(kind, option)).toBe(expected);
  });
});
