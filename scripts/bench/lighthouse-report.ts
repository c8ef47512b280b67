/** Reading a Lighthouse result (LHR): scores, metrics, failed audits and a few diagnostics. Pure. */
import { median, medianOfEach, rangeOf } from './stats';
import type { TraceWork } from './trace-summary';
import type { LighthousePageResult, LighthouseSample, Range } from './types';

/** The part of a Lighthouse result the benchmark reads. */
export interface LhrLike {
  environment?: { benchmarkIndex?: number };
  categories: Record<
    string,
    { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined
  >;
  audits: Record<
    string,
    | {
        score: number | null;
        scoreDisplayMode?: string;
        numericValue?: number;
        displayValue?: string;
        details?: unknown;
      }
    | undefined
  >;
}

const CATEGORY_IDS = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
} as const;

const METRIC_AUDITS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const;

/** Diagnostics worth reading when a performance budget is missed. */
const DIAGNOSTIC_AUDITS = [
  'render-blocking-resources',
  'unused-javascript',
  'unused-css-rules',
  'uses-text-compression',
  'bootup-time',
  'mainthread-work-breakdown',
  'total-byte-weight',
] as const;

function categoryScore(lhr: LhrLike, id: string): number {
  const score = lhr.categories[id]?.score;
  if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${id} score`);
  return Math.round(score * 100);
}

function metric(lhr: LhrLike, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} value`);
  return value;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

function items(details: unknown): Record<string, unknown>[] {
  const list = record(details)?.items;
  return Array.isArray(list) ? list.map(record).filter((item) => item !== null) : [];
}

/** The largest-contentful-paint element's selector and its phases ("TTFB 460 ms, ..."). */
function lcpElement(details: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const table of items(details)) {
    for (const row of items(table)) {
      const node = record(row.node);
      if (node && typeof node.selector === 'string') found.lcpElement = node.selector;
      if (typeof row.phase === 'string' && typeof row.timing === 'number') {
        const phase = `${row.phase} ${Math.round(row.timing)} ms`;
        found.lcpPhases = found.lcpPhases ? `${found.lcpPhases}, ${phase}` : phase;
      }
    }
  }
  return found;
}

function path(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

export function diagnosticsFromLhr(lhr: LhrLike): Record<string, string> {
  const found: Record<string, string> = {
    ...lcpElement(lhr.audits['largest-contentful-paint-element']?.details),
  };
  for (const id of DIAGNOSTIC_AUDITS) {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 0.9 || !audit.displayValue) continue;
    const urls = items(audit.details)
      .map((item) => path(item.url))
      .filter((url) => url !== null)
      .slice(0, 3);
    found[id] = urls.length > 0 ? `${audit.displayValue} (${urls.join(', ')})` : audit.displayValue;
  }
  const shifts = layoutShifts(lhr.audits['layout-shifts']?.details);
  if (shifts) found.layoutShifts = shifts;
  return found;
}

/** The elements that moved, with each shift's score: "footer.footer 0.0154, ...". */
function layoutShifts(details: unknown): string {
  return items(details)
    .slice(0, 4)
    .map((item) => {
      const node = record(item.node);
      const score = typeof item.score === 'number' ? ` ${item.score.toFixed(4)}` : '';
      return typeof node?.selector === 'string' ? `${node.selector}${score}` : '';
    })
    .filter((text) => text !== '')
    .join(', ');
}

/** Scored audits below a full score in the accessibility, best-practices and SEO categories. */
export function failedAuditsFromLhr(lhr: LhrLike): string[] {
  const failed: string[] = [];
  for (const id of [CATEGORY_IDS.accessibility, CATEGORY_IDS.bestPractices, CATEGORY_IDS.seo]) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && typeof audit.score === 'number' && audit.score < 1) {
        failed.push(`${id}/${ref.id}`);
      }
    }
  }
  return failed;
}

/** What a failed audit found, in its own words: console messages, URLs or element selectors. */
function findings(details: unknown): string {
  return items(details)
    .slice(0, 3)
    .map((item) => {
      const node = record(item.node);
      const source = record(item.sourceLocation);
      const text = [item.description, node?.selector, path(source?.url ?? item.url)];
      return text.filter((part) => typeof part === 'string' && part !== '').join(' ');
    })
    .filter((text) => text !== '')
    .join('; ');
}

export function sampleFromLhr(lhr: LhrLike): LighthouseSample {
  const failedAudits = failedAuditsFromLhr(lhr);
  const diagnostics = diagnosticsFromLhr(lhr);
  for (const failed of failedAudits) {
    const id = failed.slice(failed.indexOf('/') + 1);
    const found = findings(lhr.audits[id]?.details);
    if (found) diagnostics[failed] = found;
  }
  return {
    scores: {
      performance: categoryScore(lhr, CATEGORY_IDS.performance),
      accessibility: categoryScore(lhr, CATEGORY_IDS.accessibility),
      bestPractices: categoryScore(lhr, CATEGORY_IDS.bestPractices),
      seo: categoryScore(lhr, CATEGORY_IDS.seo),
    },
    metrics: {
      fcpMs: metric(lhr, METRIC_AUDITS.fcpMs),
      lcpMs: metric(lhr, METRIC_AUDITS.lcpMs),
      tbtMs: metric(lhr, METRIC_AUDITS.tbtMs),
      cls: metric(lhr, METRIC_AUDITS.cls),
      speedIndexMs: metric(lhr, METRIC_AUDITS.speedIndexMs),
    },
    failedAudits,
    diagnostics,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    hostIndex: null,
    cpuSlowdownMultiplier: null,
    work: null,
    retries: 0,
    retryReasons: [],
    unsettled: false,
  };
}

function rangesOf<K extends string>(
  samples: readonly Record<K, number>[],
  keys: readonly K[],
): Partial<Record<K, Range>> {
  const ranges: Partial<Record<K, Range>> = {};
  for (const key of keys) {
    const range = rangeOf(samples.map((sample) => sample[key]));
    if (range) ranges[key] = range;
  }
  return ranges;
}

const WORK_KEYS: readonly (keyof TraceWork)[] = [
  'scriptMs',
  'longTasksMs',
  'longTasks',
  'longTasksAfterPaintMs',
];

/** One page's result: the median of each score and metric over the successful runs. */
export function summariseLighthouse(
  page: string,
  samples: readonly LighthouseSample[],
  errors: readonly string[],
): LighthousePageResult {
  const last = samples.at(-1);
  const indexes = samples.flatMap((sample) =>
    sample.benchmarkIndex === null ? [] : [sample.benchmarkIndex],
  );
  const works = samples.flatMap((sample) => (sample.work === null ? [] : [sample.work]));
  const budgeted = samples.map((sample) => ({
    performance: sample.scores.performance,
    lcpMs: sample.metrics.lcpMs,
    tbtMs: sample.metrics.tbtMs,
    cls: sample.metrics.cls,
  }));
  return {
    page,
    runs: samples.length,
    scores: last ? medianOfEach(samples.map((sample) => sample.scores)) : null,
    metrics: last ? medianOfEach(samples.map((sample) => sample.metrics)) : null,
    failedAudits: [...new Set(samples.flatMap((sample) => sample.failedAudits))],
    diagnostics: last?.diagnostics ?? {},
    benchmarkIndex: indexes.length > 0 ? median(indexes) : null,
    cpuSlowdown:
      rangeOf(
        samples.flatMap((sample) =>
          sample.cpuSlowdownMultiplier === null ? [] : [sample.cpuSlowdownMultiplier],
        ),
      ) ?? null,
    ranges: rangesOf(budgeted, ['performance', 'lcpMs', 'tbtMs', 'cls']),
    work: works.length > 0 ? medianOfEach(works) : null,
    workRanges: rangesOf(works, WORK_KEYS),
    retries: samples.reduce((sum, sample) => sum + sample.retries, 0),
    unsettled: samples.filter((sample) => sample.unsettled).length,
    errors: [...errors],
  };
}
