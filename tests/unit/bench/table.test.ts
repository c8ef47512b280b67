import { format } from 'prettier';
import { describe, expect, it } from 'vitest';
import { checkBudgets, lighthouseChecks } from '../../../scripts/bench/budgets';
import { FLOOR_SUBJECT } from '../../../scripts/bench/floor';
import { BENCH_PAGES } from '../../../scripts/bench/pages';
import { formatMs } from '../../../scripts/bench/format';
import {
  buildTable,
  markdownTable,
  rowStatus,
  runsNote,
  withSpread,
} from '../../../scripts/bench/table';
import type { BudgetCheck } from '../../../scripts/bench/types';
import { passingMeasurements } from './fixtures';

const check = (status: BudgetCheck['status']): BudgetCheck => ({
  label: 'LCP',
  subject: '/',
  group: 'timings',
  op: '<=',
  limit: 1500,
  unit: 'ms',
  actual: status === 'skipped' ? null : 1000,
  status,
});

const rowOf = (table: string, subject: string, measure: string) =>
  table
    .split('\n')
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .find((cells) => cells[1] === subject && cells[2] === measure)
    ?.slice(3, 6);

describe('markdownTable', () => {
  it('pads every column to its widest cell, counting characters, not bytes', () => {
    expect(
      markdownTable(
        ['a', 'значение'],
        [
          ['/pro', '≥ 95'],
          ['x', '✓'],
        ],
      ),
    ).toBe(
      [
        '| a    | значение |',
        '| ---- | -------- |',
        '| /pro | ≥ 95     |',
        '| x    | ✓        |',
      ].join('\n'),
    );
  });
});

describe('rowStatus', () => {
  it.each([
    [['pass', 'pass'], '✓'],
    [['pass', 'fail'], '✗'],
    [['skipped', 'fail'], '✗'],
    [['skipped'], '–'],
    [[], '–'],
  ] as const)('%j gives %s', (statuses, expected) => {
    expect(rowStatus(statuses.map(check))).toBe(expected);
  });
});

describe('withSpread and runsNote', () => {
  it.each([
    [undefined, '812 ms'],
    [{ min: 812, max: 812 }, '812 ms'],
    [{ min: 780, max: 850 }, '812 ms (780 ms–850 ms)'],
  ])('%j', (range, expected) => {
    expect(withSpread('812 ms', range, formatMs)).toBe(expected);
  });

  it.each([
    [{ runs: 1, retries: 0, unsettled: 0, cpuSlowdown: null }, '1 run'],
    [
      { runs: 1, retries: 0, unsettled: 0, cpuSlowdown: { min: 3.2, max: 3.2 } },
      '1 run at 3.2× CPU',
    ],
    [
      { runs: 3, retries: 2, unsettled: 0, cpuSlowdown: { min: 3.21, max: 3.9 } },
      '3 runs at 3.21–3.9× CPU, retried 2×',
    ],
    [
      { runs: 3, retries: 4, unsettled: 1, cpuSlowdown: null },
      '3 runs, retried 4×, 1 still disturbed',
    ],
  ])('%j', (result, expected) => {
    expect(runsNote(result)).toBe(expected);
  });
});

describe('buildTable', () => {
  const m = passingMeasurements();
  m.lighthouse![0]!.scores!.performance = 88;
  m.lighthouse![0]!.ranges.performance = { min: 80, max: 93 };
  m.lighthouse![0]!.retries = 2;
  const table = buildTable(m, BENCH_PAGES, checkBudgets(m, BENCH_PAGES));

  // Each row: the page or call, the row's label, then measured value, budget and status.
  it.each([
    [
      '/',
      'Lighthouse perf · a11y · BP · SEO',
      [
        '88 (80–93) · 100 · 100 · 100; 3 runs at 7.8–8.2× CPU, retried 2×',
        '100 · 100 · 100 · 100',
        '✗',
      ],
    ],
    [
      '/pro',
      'FCP · LCP · TBT · CLS · SI',
      [
        '700 ms · 800 ms (780 ms–850 ms) · 30 ms (20 ms–60 ms) · 0 · 900 ms',
        '– · ≤ 1.00 s · ≤ 50 ms · ≤ 0 · –',
        '✓',
      ],
    ],
    [
      '/pro',
      'Main thread: script · long tasks after the first paint',
      ['180 ms · 40 ms [60 ms in all]', '≤ 600 ms · ≤ 300 ms', '✓'],
    ],
    ['/', 'Offline: heading visible (uncovered)', ['120 ms (1.45 s)', '≤ 150 ms', '✓']],
    [
      '/',
      'HTML (br) · JS · CSS (gzip)',
      ['9.0 KB · 95.0 KB · 17.0 KB', '≤ 14.0 KB · ≤ 120.0 KB · ≤ 25.0 KB', '✓'],
    ],
    ['site', 'Precache (files)', ['2.00 MB (58)', '≤ 3.00 MB', '✓']],
    [
      'POST /api/forms',
      'req/s · p50 · p99 · errors',
      ['2100/s · 5 ms · 35 ms · 0 (200: 21000)', '≥ 1500/s · – · ≤ 60 ms · ≤ 0', '✓'],
    ],
    [
      'POST /api/auth/login',
      'req/s · p50 · p99 · errors',
      ['900/s · 5 ms · 20 ms · 0 (401: 10, 429: 8990)', '– · – · – · –', '–'],
    ],
    // PostgreSQL's budget: half of SQLite's 2100/s in the same run.
    [
      'POST /api/forms · PostgreSQL, 2 servers',
      'req/s · p50 · p99 · errors',
      ['1400/s · 5 ms · 20 ms · 0 (200: 14000)', '≥ 1050/s · – · – · ≤ 0', '✓'],
    ],
  ])('shows %s «%s» with its measured value, budget and status', (subject, label, row) => {
    expect(rowOf(table, subject, label)).toEqual(row);
  });

  it('shows /legal/privacy with no JavaScript budget', () => {
    expect(rowOf(table, '/legal/privacy', 'HTML (br) · JS · CSS (gzip)')?.[1]).toBe(
      '≤ 14.0 KB · – · ≤ 25.0 KB',
    );
  });

  it('says n/a for a call without a route, and skipped for a stage left out', () => {
    const partial = passingMeasurements();
    partial.offline = null;
    partial.api![2] = {
      name: 'login',
      method: 'POST',
      path: '/api/auth/login',
      available: false,
      reason: 'no route',
    };
    const text = buildTable(partial, BENCH_PAGES, checkBudgets(partial, BENCH_PAGES));
    expect(rowOf(text, 'POST /api/auth/login', 'req/s · p50 · p99 · errors')?.[0]).toBe(
      'n/a (no route)',
    );
    expect(rowOf(text, '/pro', 'Offline: heading visible')).toEqual(['skipped', '–', '–']);
  });

  it('shows the empty page under the pages, marked but not judged', () => {
    const floor = structuredClone(passingMeasurements().lighthouse![0]!);
    floor.page = FLOOR_SUBJECT;
    floor.scores!.performance = 86;
    floor.metrics!.tbtMs = 553;
    const floorChecks = lighthouseChecks(FLOOR_SUBJECT, floor);
    const text = buildTable(m, BENCH_PAGES, checkBudgets(m, BENCH_PAGES), [
      { result: floor, checks: floorChecks },
    ]);
    expect(rowOf(text, FLOOR_SUBJECT, 'Lighthouse perf · a11y · BP · SEO')?.[2]).toBe('(✗)');
    expect(rowOf(text, FLOOR_SUBJECT, 'FCP · LCP · TBT · CLS · SI')).toEqual([
      '700 ms · 800 ms (780 ms–850 ms) · 553 ms (20 ms–60 ms) · 0 · 900 ms',
      '– · ≤ 1.00 s · ≤ 50 ms · ≤ 0 · –',
      '(✗)',
    ]);
    expect(
      rowOf(text, FLOOR_SUBJECT, 'Main thread: script · long tasks after the first paint')?.[2],
    ).toBe('(✓)');
    // The pages' rows read as in the table without the floor.
    for (const label of ['Lighthouse perf · a11y · BP · SEO', 'FCP · LCP · TBT · CLS · SI']) {
      expect(rowOf(text, '/', label)).toEqual(rowOf(table, '/', label));
    }
  });

  it('is already formatted the way Prettier formats Markdown (pasted into the README)', async () => {
    expect(await format(table, { parser: 'markdown' })).toBe(`${table}\n`);
  });
});
