/**
 * `npm run bench:compare -- --against=DIR`: this checkout's build against the build in another
 * checkout DIR (its dist/ and dist-server/, built there), in one sitting:
 * - pages: each page loaded at the host's own speed (no CPU multiplier), the builds in turns, and
 *   each build's script, task and longest-task time compared by their medians
 *   (scripts/bench/work-compare.ts);
 * - api: the health check and the contact request sent to both servers at once, and each server's
 *   CPU time per request compared round by round (scripts/bench/api-compare.ts).
 * Prints Markdown tables; exits 1 when a figure of this build is worse: a page figure above every
 * load of the other, a call dearer in every round, or a call answered with an error.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { compareCallAtOnce, comparedScenarios } from './bench/api-at-once';
import { compareApiCall, formatApiComparison, type ApiComparison } from './bench/api-compare';
import { CPUS, loadAverage } from './bench/load-watch';
import { BENCH_PAGES } from './bench/pages';
import { startServer, type RunningServer } from './bench/server';
import { summariseTrace } from './bench/trace-summary';
import { traceLoad } from './bench/trace-work';
import {
  comparePage,
  formatComparison,
  turnOrder,
  WORK_FIGURES,
  type PageComparison,
  type WorkSample,
} from './bench/work-compare';

const USAGE = `npm run bench:compare -- --against=DIR [--only=pages,api] [--runs=N] [--pages=/a,/b] [--rounds=N]

  --against=DIR   the other checkout, built there (npm run build)
  --only=...      some parts only: pages (main-thread work), api (server CPU a request)
  --runs=N        loads of each page per build (default 7; the median is compared)
  --pages=/a,/b   only these pages (default: every page of scripts/bench/pages.ts)
  --rounds=N      rounds of 8 s with both servers loaded at once, per call (default 6)`;

const PARTS = ['pages', 'api'] as const;
type Part = (typeof PARTS)[number];

function parse(argv: readonly string[]) {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      against: { type: 'string' },
      runs: { type: 'string', default: '7' },
      pages: { type: 'string' },
      only: { type: 'string' },
      rounds: { type: 'string', default: '6' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const runs = Number(values.runs);
  if (values.help) return null;
  if (!values.against) throw new Error('--against=DIR is required');
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be 1 or more`);
  const rounds = Number(values.rounds);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`--rounds must be 1 or more`);
  const only = values.only?.split(',').map((part) => part.trim()) ?? [...PARTS];
  const isPart = (part: string): part is Part => (PARTS as readonly string[]).includes(part);
  const unknown = only.filter((part) => !isPart(part));
  if (unknown.length > 0) throw new Error(`--only takes ${PARTS.join(', ')}; not ${unknown}`);
  const pages = values.pages?.split(',').map((page) => page.trim()) ?? [...BENCH_PAGES];
  if (pages.some((page) => !page.startsWith('/'))) throw new Error('--pages takes paths');
  const parts = new Set(only.filter(isPart));
  return { against: path.resolve(values.against), runs, pages, rounds, parts };
}

async function main(): Promise<number> {
  const options = parse(process.argv.slice(2));
  if (!options) {
    console.log(USAGE);
    return 0;
  }
  const root = path.resolve(import.meta.dirname, '..');
  const labels = { ours: 'this build', theirs: path.basename(options.against) };
  console.log(`Load average at the start: ${loadAverage()} on ${CPUS} CPUs`);
  const servers: Record<'ours' | 'theirs', RunningServer> = {
    ours: await startServer(root),
    theirs: await startServer(options.against),
  };
  try {
    const pageRows = options.parts.has('pages')
      ? await comparePages(servers, options.pages, options.runs)
      : [];
    const apiRows = options.parts.has('api') ? await compareApi(servers, options.rounds) : [];
    console.log(`\nLoad average at the end ${loadAverage()}`);
    const worse: string[] = [];
    if (pageRows.length > 0) {
      // Not the other processes' share (load-watch.ts): each load's renderer process exits with
      // its CPU time, which would then count as another process's.
      console.log(`\n${options.runs} loads of each page per build, in turns\n`);
      console.log(formatComparison(pageRows, labels));
      for (const row of pageRows) {
        for (const f of WORK_FIGURES)
          if (row.figures[f].verdict === 'worse') worse.push(`${row.page} ${f}`);
      }
    }
    if (apiRows.length > 0) {
      console.log(`\nBoth servers loaded at once, ${options.rounds} rounds a call\n`);
      console.log(formatApiComparison(apiRows, labels));
      for (const row of apiRows) {
        if (row.verdict === 'worse') worse.push(`${row.call}: server CPU a request`);
        if (row.errors.ours > 0) worse.push(`${row.call}: ${row.errors.ours} errors`);
      }
    }
    if (worse.length > 0) console.log(`\nWorse than ${labels.theirs}: ${worse.join(', ')}`);
    return worse.length > 0 ? 1 : 0;
  } finally {
    await Promise.all([servers.ours.stop(), servers.theirs.stop()]);
  }
}

type Servers = Record<'ours' | 'theirs', RunningServer>;

async function comparePages(
  servers: Servers,
  pages: readonly string[],
  runs: number,
): Promise<PageComparison[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: PageComparison[] = [];
  try {
    for (const page of pages) {
      const samples: Record<'ours' | 'theirs', WorkSample[]> = { ours: [], theirs: [] };
      const load = async (build: 'ours' | 'theirs') => {
        const events = await traceLoad(browser, new URL(page, servers[build].baseUrl).href);
        const { scriptMs, tasksMs, longestTaskMs } = summariseTrace(events);
        return { scriptMs, tasksMs, longestTaskMs };
      };
      // One load of each first, not counted: the first load of a page pays for warming up.
      for (const build of turnOrder(0)) await load(build);
      for (let run = 0; run < runs; run += 1) {
        for (const build of turnOrder(run)) samples[build].push(await load(build));
      }
      const row = comparePage(page, samples.ours, samples.theirs);
      rows.push(row);
      console.log(
        `  ${page}: ` +
          WORK_FIGURES.map(
            (f) =>
              `${f} ${row.figures[f].ours.toFixed(1)} / ${row.figures[f].theirs.toFixed(1)} ms`,
          ).join(', '),
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}

async function compareApi(servers: Servers, rounds: number): Promise<ApiComparison[]> {
  const rows: ApiComparison[] = [];
  for (const scenario of comparedScenarios(servers.ours.baseUrl)) {
    const results = await compareCallAtOnce(servers, scenario, rounds, (line) => console.log(line));
    rows.push(compareApiCall(`${scenario.method} ${scenario.path} (${scenario.name})`, results));
  }
  return rows;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
