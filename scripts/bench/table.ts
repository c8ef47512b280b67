/**
 * The one table `npm run bench` prints: Markdown, padded the way Prettier pads it, so it can be
 * pasted into the README as is. One row per page and measure group, then the site and the API.
 */
import { LONG_TASKS_AFTER_PAINT, SCRIPT_WORK } from './budgets';
import { formatBytes, formatCls, formatLimit, formatMs, formatRate } from './format';
import type {
  ApiScenarioResult,
  BudgetCheck,
  CheckGroup,
  LighthousePageResult,
  Measurements,
  Range,
} from './types';

export const PASS = '✓';
export const FAIL = '✗';
const NONE = '–';
const SEP = ' · ';

/** A Markdown table with every column padded to its widest cell. */
export function markdownTable(headers: readonly string[], rows: readonly string[][]): string {
  const width = (text: string) => [...text].length;
  const widths = headers.map((header, column) =>
    Math.max(3, width(header), ...rows.map((row) => width(row[column] ?? ''))),
  );
  const pad = (text: string, w: number) => text + ' '.repeat(w - width(text));
  const line = (cells: readonly string[]) =>
    `| ${widths.map((w, column) => pad(cells[column] ?? '', w)).join(' | ')} |`;
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** ✓ when every check of the row passed, ✗ when one failed, – when none applies or ran. */
export function rowStatus(checks: readonly BudgetCheck[]): string {
  if (checks.some((check) => check.status === 'fail')) return FAIL;
  if (checks.length > 0 && checks.every((check) => check.status === 'pass')) return PASS;
  return NONE;
}

function limitFor(checks: readonly BudgetCheck[], label: string): string {
  const check = checks.find((c) => c.label === label);
  return check ? formatLimit(check) : NONE;
}

function scoreLimit(checks: readonly BudgetCheck[], label: string): string {
  const check = checks.find((c) => c.label === label);
  if (!check) return NONE;
  return check.limit === 100 ? '100' : formatLimit(check);
}

function apiValue(result: ApiScenarioResult): string {
  if (!result.available) return `n/a (${result.reason})`;
  const errors = result.unexpectedStatus + result.connectionErrors;
  const statuses = Object.entries(result.statusCounts)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  return (
    [formatRate(result.rps), formatMs(result.p50Ms), formatMs(result.p99Ms), errors].join(SEP) +
    ` (${statuses})`
  );
}

/** A median with the spread of the runs: "812 ms (780 ms–850 ms)"; no brackets for one run. */
export function withSpread(
  median: string,
  range: Range | undefined,
  format: (value: number) => string,
): string {
  if (!range || range.min === range.max) return median;
  return `${median} (${format(range.min)}–${format(range.max)})`;
}

/** "3 runs at 3.2–3.9× CPU", "3 runs at 3.2× CPU, retried 2×", "…, retried 4×, 1 still disturbed". */
export function runsNote(
  result: Pick<LighthousePageResult, 'runs' | 'retries' | 'unsettled' | 'cpuSlowdown'>,
) {
  const slowdown = result.cpuSlowdown;
  const at =
    slowdown === null
      ? ''
      : ` at ${slowdown.min === slowdown.max ? slowdown.min : `${slowdown.min}–${slowdown.max}`}× CPU`;
  const parts = [`${result.runs} run${result.runs === 1 ? '' : 's'}${at}`];
  if (result.retries > 0) parts.push(`retried ${result.retries}×`);
  if (result.unsettled > 0) parts.push(`${result.unsettled} still disturbed`);
  return parts.join(', ');
}

const score = (value: number) => String(Math.round(value));

/** An address as people read it: the search words decoded (the call itself is sent encoded). */
function readable(subject: string): string {
  try {
    return decodeURIComponent(subject);
  } catch {
    return subject;
  }
}

/** "(✗)": how the floor would fare against the budgets, shown but not judged. */
const unjudged = (checks: readonly BudgetCheck[]) => {
  const status = rowStatus(checks);
  return status === NONE ? NONE : `(${status})`;
};

/** A page's three Lighthouse rows: scores, timings, main-thread work. */
function lighthouseRows(
  subject: string,
  lh: LighthousePageResult | undefined,
  allChecks: readonly BudgetCheck[],
  status: (checks: readonly BudgetCheck[]) => string,
): string[][] {
  const of = (group: CheckGroup) =>
    allChecks.filter((check) => check.subject === subject && check.group === group);
  const scores = of('scores');
  const timings = of('timings');
  const work = of('work');
  const s = lh?.scores;
  const t = lh?.metrics;
  const w = lh?.work;
  return [
    [
      subject,
      'Lighthouse perf · a11y · BP · SEO',
      s && lh
        ? [
            withSpread(score(s.performance), lh.ranges.performance, score),
            s.accessibility,
            s.bestPractices,
            s.seo,
          ].join(SEP) + `; ${runsNote(lh)}`
        : 'not measured',
      [
        'Lighthouse performance',
        'Lighthouse accessibility',
        'Lighthouse best practices',
        'Lighthouse SEO',
      ]
        .map((label) => scoreLimit(scores, label))
        .join(SEP),
      status(scores),
    ],
    [
      subject,
      'FCP · LCP · TBT · CLS · SI',
      t && lh
        ? [
            formatMs(t.fcpMs),
            withSpread(formatMs(t.lcpMs), lh.ranges.lcpMs, formatMs),
            withSpread(formatMs(t.tbtMs), lh.ranges.tbtMs, formatMs),
            withSpread(formatCls(t.cls), lh.ranges.cls, formatCls),
            formatMs(t.speedIndexMs),
          ].join(SEP)
        : 'not measured',
      [
        NONE,
        limitFor(timings, 'LCP'),
        limitFor(timings, 'TBT'),
        limitFor(timings, 'CLS'),
        NONE,
      ].join(SEP),
      status(timings),
    ],
    [
      subject,
      'Main thread: script · long tasks after the first paint',
      w && lh
        ? [
            withSpread(formatMs(w.scriptMs), lh.workRanges.scriptMs, formatMs),
            withSpread(
              formatMs(w.longTasksAfterPaintMs),
              lh.workRanges.longTasksAfterPaintMs,
              formatMs,
            ) + ` [${formatMs(w.longTasksMs)} in all]`,
          ].join(SEP)
        : 'not measured',
      [limitFor(work, SCRIPT_WORK), limitFor(work, LONG_TASKS_AFTER_PAINT)].join(SEP),
      status(work),
    ],
  ];
}

/** An empty page measured beside the pages (floor.ts), and its checks: shown, not judged. */
export interface FloorRows {
  result: LighthousePageResult;
  checks: readonly BudgetCheck[];
}

export function buildTable(
  m: Measurements,
  pages: readonly string[],
  checks: readonly BudgetCheck[],
  floors: readonly FloorRows[] = [],
): string {
  const rows: string[][] = [];
  const of = (subject: string, group: CheckGroup) =>
    checks.filter((check) => check.subject === subject && check.group === group);
  const skipped = (measure: string, subject: string, group: CheckGroup) =>
    rows.push([subject, measure, 'skipped', NONE, rowStatus(of(subject, group))]);

  for (const page of pages) {
    if (m.lighthouse === null) {
      skipped('Lighthouse', page, 'scores');
    } else {
      const lh = m.lighthouse.find((r) => r.page === page);
      rows.push(...lighthouseRows(page, lh, checks, rowStatus));
    }

    const offlineChecks = of(page, 'offline');
    if (m.offline === null) {
      skipped('Offline: heading visible', page, 'offline');
    } else {
      const o = m.offline.find((r) => r.page === page);
      const rendered = o?.renderedMs;
      const uncovered = o?.uncoveredMs;
      rows.push([
        page,
        'Offline: heading visible (uncovered)',
        rendered == null
          ? 'not measured'
          : `${formatMs(rendered)} (${uncovered == null ? NONE : formatMs(uncovered)})`,
        limitFor(offlineChecks, 'Offline heading visible'),
        rowStatus(offlineChecks),
      ]);
    }

    const byteChecks = of(page, 'bytes');
    if (m.bytes === null) {
      skipped('HTML (br) · JS · CSS (gzip)', page, 'bytes');
    } else {
      const b = m.bytes.pages.find((r) => r.page === page);
      rows.push([
        page,
        'HTML (br) · JS · CSS (gzip)',
        b
          ? [formatBytes(b.htmlServed), formatBytes(b.jsGzip), formatBytes(b.cssGzip)].join(SEP)
          : 'not measured',
        [
          limitFor(byteChecks, 'HTML (brotli, as served)'),
          limitFor(byteChecks, 'JavaScript (gzip)'),
          limitFor(byteChecks, 'CSS (gzip)'),
        ].join(SEP),
        rowStatus(byteChecks),
      ]);
    }
  }

  for (const floor of floors) {
    rows.push(...lighthouseRows(floor.result.page, floor.result, floor.checks, unjudged));
  }

  if (m.bytes === null) {
    skipped('Precache', 'site', 'precache');
  } else {
    const { precache, largestImage } = m.bytes;
    const precacheChecks = of('site', 'precache');
    rows.push([
      'site',
      'Precache (files)',
      `${formatBytes(precache.bytes)} (${precache.files})`,
      limitFor(precacheChecks, 'Precache'),
      rowStatus(precacheChecks),
    ]);
    rows.push([
      'site',
      'Largest image (gzip)',
      largestImage
        ? `${largestImage.file} ${formatBytes(largestImage.bytes)} (${formatBytes(largestImage.gzip)})`
        : NONE,
      NONE,
      NONE,
    ]);
  }

  for (const result of m.api ?? []) {
    const subject = `${result.method} ${result.path}`;
    const apiChecks = of(subject, 'api');
    rows.push([
      subject,
      'req/s · p50 · p99 · errors',
      apiValue(result),
      [
        limitFor(apiChecks, 'Requests per second'),
        NONE,
        limitFor(apiChecks, 'p99 latency'),
        limitFor(apiChecks, 'Errors'),
      ].join(SEP),
      rowStatus(apiChecks),
    ]);
  }
  if (m.api === null) skipped('req/s · p50 · p99 · errors', 'API', 'api');

  for (const result of m.postgres ?? []) {
    const subject = `${result.method} ${result.path}`;
    const pgChecks = of(subject, 'api');
    rows.push([
      subject,
      'req/s · p50 · p99 · errors',
      apiValue(result),
      [limitFor(pgChecks, 'Requests per second'), NONE, NONE, limitFor(pgChecks, 'Errors')].join(
        SEP,
      ),
      rowStatus(pgChecks),
    ]);
  }
  if (m.postgres === null) skipped('req/s · p50 · p99 · errors', 'PostgreSQL', 'api');

  if (m.leads === null) skipped('inbox with 100 000 leads', 'leads', 'leads');
  for (const result of m.leads?.calls ?? []) {
    const subject = `${result.method} ${result.path}`;
    const leadChecks = of(subject, 'leads');
    rows.push([
      readable(subject),
      'req/s · p50 · p99 · errors',
      apiValue(result),
      [NONE, NONE, limitFor(leadChecks, 'p99 latency'), limitFor(leadChecks, 'Errors')].join(SEP),
      rowStatus(leadChecks),
    ]);
  }
  if (m.leads) {
    const exported = m.leads.export;
    const subject = checks.find((check) => check.label === 'Export time')?.subject ?? 'export';
    const exportChecks = of(subject, 'leads');
    rows.push([
      subject,
      'time · rows · memory growth',
      exported
        ? [
            formatMs(exported.durationMs),
            exported.rows,
            formatBytes(exported.rssPeakBytes - exported.rssBeforeBytes),
          ].join(SEP) + ` (${formatBytes(exported.bytes)})`
        : 'not measured',
      [
        limitFor(exportChecks, 'Export time'),
        limitFor(exportChecks, 'Rows exported'),
        limitFor(exportChecks, 'Memory growth'),
      ].join(SEP),
      rowStatus(exportChecks),
    ]);
  }

  return markdownTable(['page / call', 'measure', 'measured (median)', 'budget', 'ok'], rows);
}
