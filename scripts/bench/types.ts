/** What `npm run bench` measures; bench/results.json holds these shapes. */
import type { Calibration } from './calibration';
import type { TraceWork } from './trace-summary';

/** Lighthouse category scores, 0–100. */
export interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** Lighthouse metrics under the default mobile profile (simulated throttling). */
export interface LighthouseMetrics {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
}

export interface LighthouseSample {
  scores: LighthouseScores;
  metrics: LighthouseMetrics;
  /** Scored accessibility, best-practices and SEO audits that did not pass: `category/audit-id`. */
  failedAudits: string[];
  /** A few performance diagnostics as Lighthouse words them (for the report, not budgeted). */
  diagnostics: Record<string, string>;
  /** Lighthouse's measure of this machine's speed during the run (lower: a busier machine). */
  benchmarkIndex: number | null;
  /** The machine's benchmark index measured right before the sample: it set the slowdown. */
  hostIndex: number | null;
  /** The CPU slowdown the sample ran with (calibration.ts: the same phone at any host speed). */
  cpuSlowdownMultiplier: number | null;
  /**
   * The page's main-thread script work and long tasks: its CPU time in a trace at the host's speed,
   * scaled by the run's slowdown (LighthouseStage.work).
   */
  work: TraceWork | null;
  /** How often this sample was taken again because the machine's load moved, and why. */
  retries: number;
  retryReasons: string[];
  /** Still disturbed after the last retry: kept, and said so in the table. */
  unsettled: boolean;
}

/** The lowest and highest value over the samples. */
export interface Range {
  min: number;
  max: number;
}

export interface LighthousePageResult {
  page: string;
  /** Runs that produced a report. */
  runs: number;
  /** The median of each score and metric over the runs; null when no run succeeded. */
  scores: LighthouseScores | null;
  metrics: LighthouseMetrics | null;
  /** Every audit that failed in at least one run. */
  failedAudits: string[];
  /** Diagnostics of the last successful run. */
  diagnostics: Record<string, string>;
  /** The median benchmark index of the runs. */
  benchmarkIndex: number | null;
  /** The lowest and highest CPU slowdown the runs were calibrated to; null when none was. */
  cpuSlowdown: Range | null;
  /** The spread of the runs: lowest and highest of each budgeted value. */
  ranges: Partial<Record<'performance' | 'lcpMs' | 'tbtMs' | 'cls', Range>>;
  /** The median of the traced main-thread work, and its spread. */
  work: TraceWork | null;
  workRanges: Partial<Record<keyof TraceWork, Range>>;
  /** Samples taken again over all runs, and samples kept still disturbed. */
  retries: number;
  unsettled: number;
  errors: string[];
}

/** The Lighthouse stage: the calibration it ran with, and each page. */
export interface LighthouseStage {
  calibration: Calibration | null;
  /** Where the bench's processes ran while Lighthouse measured (cpu-placement.ts), in a line. */
  placement?: string;
  /**
   * The slowdown every sample's main-thread CPU time is scaled by: the median of all the
   * benchmark index readings of the run (calibration, before and after each sample).
   */
  work: { benchmarkIndex: number; readings: number; cpuSlowdownMultiplier: number } | null;
  /** Cores other processes took while calibrating (the baseline the samples are held to). */
  foreignCores: number | null;
  /** Load average at the start of the stage. */
  loadAverage: string;
  pages: LighthousePageResult[];
  /** Empty pages measured in the same runs (floor.ts): bare, then with the site's headers. */
  floors: LighthousePageResult[];
}

export interface OfflineRun {
  /** From navigation start to the first frame with the h1 laid out and not hidden by CSS. */
  renderedMs: number;
  /** From navigation start to the first frame with nothing (such as the home preloader) over it. */
  uncoveredMs: number | null;
  fromServiceWorker: boolean;
}

export interface OfflinePageResult {
  page: string;
  /** Medians over the runs; null when no run succeeded. */
  renderedMs: number | null;
  uncoveredMs: number | null;
  runs: OfflineRun[];
  errors: string[];
}

export interface AssetSize {
  /** Path relative to dist/client. */
  file: string;
  bytes: number;
  gzip: number;
}

export interface PageBytes {
  page: string;
  htmlFile: string;
  /** The prerendered HTML as served (its precompressed brotli file): the first flight's load. */
  htmlServed: number;
  js: AssetSize[];
  css: AssetSize[];
  jsGzip: number;
  cssGzip: number;
}

export interface BytesResult {
  pages: PageBytes[];
  precache: { files: number; bytes: number; gzip: number; missing: string[] };
  largestImage: AssetSize | null;
}

export type ApiScenarioResult =
  | {
      name: string;
      method: string;
      path: string;
      available: true;
      rps: number;
      p50Ms: number;
      p99Ms: number;
      responses: number;
      /** Responses by status code. */
      statusCounts: Record<string, number>;
      /** Responses whose status is not one this scenario expects. */
      unexpectedStatus: number;
      /** Socket errors and timeouts (autocannon's `errors`, timeouts included). */
      connectionErrors: number;
      timeouts: number;
    }
  | { name: string; method: string; path: string; available: false; reason: string };

/** The CSV export of every lead, timed, with the server's memory before and at its peak. */
export interface LeadsExportResult {
  rows: number;
  bytes: number;
  durationMs: number;
  rssBeforeBytes: number;
  rssPeakBytes: number;
}

/** The leads inbox with many leads in the database (issue 12). */
export interface LeadsResult {
  leads: number;
  seedMs: number;
  /** The inbox's first page, a filtered page and a search, under load. */
  calls: ApiScenarioResult[];
  export: LeadsExportResult | null;
}

/** Each stage's result; null when the stage was skipped (--only). */
export interface Measurements {
  lighthouse: LighthousePageResult[] | null;
  offline: OfflinePageResult[] | null;
  bytes: BytesResult | null;
  api: ApiScenarioResult[] | null;
  leads: LeadsResult | null;
  /** The contact request on PostgreSQL with two app servers (one result). */
  postgres: ApiScenarioResult[] | null;
}

export type Stage = keyof Measurements;
export const STAGES: readonly Stage[] = [
  'bytes',
  'lighthouse',
  'offline',
  'api',
  'leads',
  'postgres',
];

/** The table row a check belongs to. */
export type CheckGroup =
  'scores' | 'timings' | 'work' | 'offline' | 'bytes' | 'precache' | 'api' | 'leads';
export type CheckUnit = 'score' | 'ms' | 'cls' | 'bytes' | 'rps' | 'count';
export type CheckStatus = 'pass' | 'fail' | 'skipped';

export interface BudgetCheck {
  label: string;
  /** The page, or the API call (`POST /api/forms`), or 'site'. */
  subject: string;
  group: CheckGroup;
  op: '>=' | '<=';
  limit: number;
  unit: CheckUnit;
  /** null: not measured. */
  actual: number | null;
  status: CheckStatus;
}
