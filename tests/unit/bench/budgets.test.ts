import { describe, expect, it } from 'vitest';
import { BUDGETS, checkBudgets } from '../../../scripts/bench/budgets';
import { LEADS_PATHS } from '../../../scripts/bench/leads';
import { describeCheck, formatLimit } from '../../../scripts/bench/format';
import { BENCH_PAGES } from '../../../scripts/bench/pages';
import type { Measurements } from '../../../scripts/bench/types';
import { call, passingMeasurements } from './fixtures';

const failed = (m: Measurements) =>
  checkBudgets(m, BENCH_PAGES)
    .filter((check) => check.status === 'fail')
    .map((check) => `${check.label} @ ${check.subject}`);

type Change = (m: Measurements) => void;
const lh = (m: Measurements, page: string) => m.lighthouse!.find((r) => r.page === page)!;

describe('checkBudgets', () => {
  it('passes a run that meets every budget', () => {
    const checks = checkBudgets(passingMeasurements(), BENCH_PAGES);
    // Per page: 4 scores, LCP, TBT, CLS, script work, long tasks, offline heading, HTML, CSS; JS on
    // /; precache; 5 API checks; the inbox: p99 and errors of 3 calls, the export's time, memory
    // and rows; the contact request on PostgreSQL: req/s and errors.
    expect(checks).toHaveLength(BENCH_PAGES.length * 12 + 1 + 1 + 5 + 3 * 2 + 3 + 2);
    expect(checks.every((check) => check.status === 'pass')).toBe(true);
  });

  it.each<[string, Change, string[]]>([
    [
      'PostgreSQL below half of SQLite’s contact req/s (2 100)',
      (m) => {
        const result = m.postgres![0]!;
        if (result.available) result.rps = 1_049;
      },
      ['Requests per second @ POST /api/forms · PostgreSQL, 2 servers'],
    ],
    [
      'an error on PostgreSQL',
      (m) => {
        const result = m.postgres![0]!;
        if (result.available) result.connectionErrors = 1;
      },
      ['Errors @ POST /api/forms · PostgreSQL, 2 servers'],
    ],
    [
      'performance 99',
      (m) => (lh(m, '/').scores!.performance = 99),
      ['Lighthouse performance @ /'],
    ],
    [
      'a run below 100 does not fail a median of 100',
      (m) => (lh(m, '/').ranges.performance = { min: 91, max: 100 }),
      [],
    ],
    [
      'accessibility 99',
      (m) => (lh(m, '/pro').scores!.accessibility = 99),
      ['Lighthouse accessibility @ /pro'],
    ],
    [
      'best practices 96',
      (m) => (lh(m, '/legal/privacy').scores!.bestPractices = 96),
      ['Lighthouse best practices @ /legal/privacy'],
    ],
    ['SEO 92', (m) => (lh(m, '/pro').scores!.seo = 92), ['Lighthouse SEO @ /pro']],
    [
      'LCP 1001 ms',
      (m) => (lh(m, '/services/electrical').metrics!.lcpMs = 1001),
      ['LCP @ /services/electrical'],
    ],
    ['LCP exactly 1 s', (m) => (lh(m, '/services/electrical').metrics!.lcpMs = 1000), []],
    ['TBT 51 ms', (m) => (lh(m, '/').metrics!.tbtMs = 51), ['TBT @ /']],
    ['CLS 0.001', (m) => (lh(m, '/legal/privacy').metrics!.cls = 0.001), ['CLS @ /legal/privacy']],
    [
      'script work 601 ms',
      (m) =>
        (lh(m, '/').work = {
          scriptMs: 601,
          longTasksMs: 0,
          longTasks: 0,
          longTasksAfterPaintMs: 0,
          tasksMs: 700,
          longestTaskMs: 40,
        }),
      ['Script work @ /'],
    ],
    [
      'long tasks of 301 ms after the first paint',
      (m) =>
        (lh(m, '/pro').work = {
          scriptMs: 200,
          longTasksMs: 420,
          longTasks: 6,
          longTasksAfterPaintMs: 301,
          tasksMs: 600,
          longestTaskMs: 120,
        }),
      ['Long tasks after the first paint @ /pro'],
    ],
    [
      'long tasks before the first paint have no budget (FCP and LCP hold them)',
      (m) =>
        (lh(m, '/pro').work = {
          scriptMs: 200,
          longTasksMs: 900,
          longTasks: 9,
          longTasksAfterPaintMs: 300,
          tasksMs: 1000,
          longestTaskMs: 150,
        }),
      [],
    ],
    [
      'HTML 14.001 KB',
      (m) => (m.bytes!.pages[2]!.htmlServed = 14_001),
      ['HTML (brotli, as served) @ /services/electrical/indoor'],
    ],
    [
      'FCP and Speed Index have no budget',
      (m) => {
        lh(m, '/').metrics!.fcpMs = 9000;
        lh(m, '/').metrics!.speedIndexMs = 9000;
      },
      [],
    ],
    ['home JS 120.001 KB', (m) => (m.bytes!.pages[0]!.jsGzip = 120_001), ['JavaScript (gzip) @ /']],
    ['other pages have no JS budget', (m) => (m.bytes!.pages[1]!.jsGzip = 500_000), []],
    [
      'CSS 25.001 KB on /pro',
      (m) => (m.bytes!.pages.find((p) => p.page === '/pro')!.cssGzip = 25_001),
      ['CSS (gzip) @ /pro'],
    ],
    ['precache over 3 MB', (m) => (m.bytes!.precache.bytes = 3_000_001), ['Precache @ site']],
    [
      'offline heading 151 ms',
      (m) => (m.offline![2]!.renderedMs = 151),
      ['Offline heading visible @ /services/electrical/indoor'],
    ],
    [
      'the home preloader covering the heading has no budget',
      (m) => (m.offline![0]!.uncoveredMs = 1800),
      [],
    ],
    [
      'contact 1499/s',
      (m) => (m.api![1] = call('POST', '/api/forms', { rps: 1499 })),
      ['Requests per second @ POST /api/forms'],
    ],
    [
      'contact p99 61 ms',
      (m) => (m.api![1] = call('POST', '/api/forms', { rps: 2000, p99Ms: 61 })),
      ['p99 latency @ POST /api/forms'],
    ],
    [
      'contact with a 500',
      (m) => (m.api![1] = call('POST', '/api/forms', { rps: 2000, unexpectedStatus: 1 })),
      ['Errors @ POST /api/forms'],
    ],
    [
      'contact with a socket error',
      (m) => (m.api![1] = call('POST', '/api/forms', { rps: 2000, connectionErrors: 2 })),
      ['Errors @ POST /api/forms'],
    ],
    [
      'health 7999/s',
      (m) => (m.api![0] = call('GET', '/api/health', { rps: 7999 })),
      ['Requests per second @ GET /api/health'],
    ],
    [
      'inbox search p99 51 ms',
      (m) => (m.leads!.calls[2] = call('GET', LEADS_PATHS.search, { p99Ms: 51 })),
      [`p99 latency @ GET ${LEADS_PATHS.search}`],
    ],
    [
      'inbox first page with a 500',
      (m) => (m.leads!.calls[0] = call('GET', LEADS_PATHS.first, { unexpectedStatus: 1 })),
      [`Errors @ GET ${LEADS_PATHS.first}`],
    ],
    [
      'export over 5 s, 65 MB more memory, a row short',
      (m) => {
        m.leads!.export = {
          ...m.leads!.export!,
          durationMs: 5001,
          rssPeakBytes: m.leads!.export!.rssBeforeBytes + 64_000_001,
          rows: 99_999,
        };
      },
      [
        `Export time @ GET ${LEADS_PATHS.export}`,
        `Memory growth @ GET ${LEADS_PATHS.export}`,
        `Rows exported @ GET ${LEADS_PATHS.export}`,
      ],
    ],
    [
      'export not measured',
      (m) => (m.leads!.export = null),
      [
        `Export time @ GET ${LEADS_PATHS.export}`,
        `Memory growth @ GET ${LEADS_PATHS.export}`,
        `Rows exported @ GET ${LEADS_PATHS.export}`,
      ],
    ],
    [
      'login has no budget',
      (m) => (m.api![2] = call('POST', '/api/auth/login', { rps: 1, p99Ms: 5000 })),
      [],
    ],
    [
      'login without a route is not a failure',
      (m) => {
        m.api![2] = {
          name: 'login',
          method: 'POST',
          path: '/api/auth/login',
          available: false,
          reason: 'no route',
        };
      },
      [],
    ],
    [
      'a page whose Lighthouse runs all failed',
      (m) => {
        lh(m, '/pro').scores = null;
        lh(m, '/pro').metrics = null;
        lh(m, '/pro').work = null;
      },
      [
        'Lighthouse performance @ /pro',
        'Lighthouse accessibility @ /pro',
        'Lighthouse best practices @ /pro',
        'Lighthouse SEO @ /pro',
        'LCP @ /pro',
        'TBT @ /pro',
        'CLS @ /pro',
        'Script work @ /pro',
        'Long tasks after the first paint @ /pro',
      ],
    ],
    [
      'a page missing from the offline results',
      (m) => (m.offline = m.offline!.slice(1)),
      ['Offline heading visible @ /'],
    ],
    [
      'the contact route missing',
      (m) => (m.api = m.api!.filter((r) => r.path !== '/api/forms')),
      [
        'Requests per second @ POST /api/forms',
        'p99 latency @ POST /api/forms',
        'Errors @ POST /api/forms',
      ],
    ],
  ])('%s', (_name, change, expected) => {
    const m = passingMeasurements();
    change(m);
    expect(failed(m)).toEqual(expected);
  });

  it('skips the checks of a stage that did not run, and fails none of them', () => {
    const m = { ...passingMeasurements(), lighthouse: null, api: null };
    const checks = checkBudgets(m, BENCH_PAGES);
    const skipped = checks.filter((check) => check.status === 'skipped');
    // With no SQLite figure, PostgreSQL's share of it cannot be checked either.
    expect(skipped).toHaveLength(BENCH_PAGES.length * 9 + 5 + 1);
    expect(skipped.every((check) => check.actual === null)).toBe(true);
    expect(checks.some((check) => check.status === 'fail')).toBe(false);
  });

  it('holds the budgets of issues 8 and 15', () => {
    expect(BUDGETS).toMatchObject({
      performance: 100,
      accessibility: 100,
      lcpMs: 1000,
      tbtMs: 50,
      cls: 0,
      htmlServed: 14_000,
      homeJsGzip: 120_000,
      cssGzip: 25_000,
      precacheBytes: 3_000_000,
      offlineHeadingMs: 150,
      contactRps: 1500,
      contactP99Ms: 60,
      healthRps: 8000,
    });
  });

  it.each([
    [{ op: '>=', limit: 95, unit: 'score' }, '≥ 95'],
    [{ op: '<=', limit: 1500, unit: 'ms' }, '≤ 1.50 s'],
    [{ op: '<=', limit: 150, unit: 'ms' }, '≤ 150 ms'],
    [{ op: '<=', limit: 0.02, unit: 'cls' }, '≤ 0.02'],
    [{ op: '<=', limit: 110_000, unit: 'bytes' }, '≤ 110.0 KB'],
    [{ op: '<=', limit: 3_000_000, unit: 'bytes' }, '≤ 3.00 MB'],
    [{ op: '>=', limit: 8000, unit: 'rps' }, '≥ 8000/s'],
  ] as const)('formats the limit %j as %s', (check, expected) => {
    expect(formatLimit(check)).toBe(expected);
  });

  it('shows a CLS just over the budget with enough decimals to see it', () => {
    const m = passingMeasurements();
    lh(m, '/legal/privacy').metrics!.cls = 0.00031;
    const miss = checkBudgets(m, BENCH_PAGES).find((check) => check.status === 'fail')!;
    expect(describeCheck(miss)).toBe('CLS, /legal/privacy: 0.0003 (budget ≤ 0)');
  });

  it('describes a miss with the measured value and the budget', () => {
    const m = passingMeasurements();
    lh(m, '/').scores!.performance = 85;
    const miss = checkBudgets(m, BENCH_PAGES).find((check) => check.status === 'fail')!;
    expect(describeCheck(miss)).toBe('Lighthouse performance, /: 85 (budget ≥ 100)');
  });
});
