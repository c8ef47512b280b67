import { LEADS_COUNT, LEADS_PATHS } from '../../../scripts/bench/leads';
import { BENCH_PAGES } from '../../../scripts/bench/pages';
import type {
  ApiScenarioResult,
  LighthousePageResult,
  Measurements,
  OfflinePageResult,
  PageBytes,
} from '../../../scripts/bench/types';

/** A result of every stage that meets every budget; tests change one value at a time. */
export function passingMeasurements(): Measurements {
  const lighthouse: LighthousePageResult[] = BENCH_PAGES.map((page) => ({
    page,
    runs: 3,
    scores: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 },
    metrics: { fcpMs: 700, lcpMs: 800, tbtMs: 30, cls: 0, speedIndexMs: 900 },
    failedAudits: [],
    diagnostics: {},
    benchmarkIndex: 2500,
    cpuSlowdown: { min: 7.8, max: 8.2 },
    ranges: {
      performance: { min: 99, max: 100 },
      lcpMs: { min: 780, max: 850 },
      tbtMs: { min: 20, max: 60 },
      cls: { min: 0, max: 0 },
    },
    work: {
      scriptMs: 180,
      longTasksMs: 60,
      longTasks: 1,
      longTasksAfterPaintMs: 40,
      tasksMs: 420,
      longestTaskMs: 64,
    },
    workRanges: {},
    retries: 0,
    unsettled: 0,
    errors: [],
  }));
  const offline: OfflinePageResult[] = BENCH_PAGES.map((page) => ({
    page,
    renderedMs: 120,
    uncoveredMs: page === '/' ? 1450 : 125,
    runs: [],
    errors: [],
  }));
  const pages: PageBytes[] = BENCH_PAGES.map((page) => ({
    page,
    htmlFile: 'index.html',
    htmlServed: 9_000,
    js: [],
    css: [],
    jsGzip: 95_000,
    cssGzip: 17_000,
  }));
  const api: ApiScenarioResult[] = [
    call('GET', '/api/health', { rps: 12_000, statusCounts: { 200: 120_000 } }),
    call('POST', '/api/forms', { rps: 2_100, p99Ms: 35, statusCounts: { 200: 21_000 } }),
    call('POST', '/api/auth/login', { rps: 900, statusCounts: { 401: 10, 429: 8_990 } }),
  ];
  const postgres: ApiScenarioResult[] = [
    call('POST', '/api/forms · PostgreSQL, 2 servers', {
      rps: 1_400,
      statusCounts: { 200: 14_000 },
    }),
  ];
  return {
    postgres,
    lighthouse,
    offline,
    bytes: {
      pages,
      precache: { files: 58, bytes: 2_000_000, gzip: 900_000, missing: [] },
      largestImage: { file: 'images/hero.svg', bytes: 27_700, gzip: 7_000 },
    },
    api,
    leads: {
      leads: LEADS_COUNT,
      seedMs: 9_000,
      calls: [LEADS_PATHS.first, LEADS_PATHS.filtered, LEADS_PATHS.search].map((path) =>
        call('GET', path, { rps: 1_500, p99Ms: 20, statusCounts: { 200: 15_000 } }),
      ),
      export: {
        rows: LEADS_COUNT,
        bytes: 31_000_000,
        durationMs: 2_400,
        rssBeforeBytes: 90_000_000,
        rssPeakBytes: 110_000_000,
      },
    },
  };
}

export function call(
  method: string,
  path: string,
  values: Partial<Extract<ApiScenarioResult, { available: true }>>,
): ApiScenarioResult {
  return {
    name: path,
    method,
    path,
    available: true,
    rps: 1000,
    p50Ms: 5,
    p99Ms: 20,
    responses: 10_000,
    statusCounts: {},
    unexpectedStatus: 0,
    connectionErrors: 0,
    timeouts: 0,
    ...values,
  };
}
