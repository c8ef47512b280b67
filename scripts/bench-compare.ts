/**
 * `npm run bench:compare -- --against=DIR`: this checkout's build against the build in another
 * checkout DIR (its dist/ and dist-server/, built there), page by page, in one sitting: each page
 * loaded at the host's own speed (no CPU multiplier), the builds in turns, and each build's script,
 * task and longest-task time compared by their medians (scripts/bench/work-compare.ts). Prints a
 * Markdown table; exits 1 when a figure of this build is worse than every load of the other.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
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

const USAGE = `npm run bench:compare -- --against=DIR [--runs=N] [--pages=/a,/b]

  --against=DIR   the other checkout, built there (npm run build)
  --runs=N        loads of each page per build (default 7; the median is compared)
  --pages=/a,/b   only these pages (default: every page of scripts/bench/pages.ts)`;

function parse(argv: readonly string[]) {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      against: { type: 'string' },
      runs: { type: 'string', default: '7' },
      pages: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const runs = Number(values.runs);
  if (values.help) return null;
  if (!values.against) throw new Error('--against=DIR is required');
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be 1 or more`);
  const pages = values.pages?.split(',').map((page) => page.trim()) ?? [...BENCH_PAGES];
  if (pages.some((page) => !page.startsWith('/'))) throw new Error('--pages takes paths');
  return { against: path.resolve(values.against), runs, pages };
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
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: PageComparison[] = [];
  try {
    for (const page of options.pages) {
      const samples: Record<'ours' | 'theirs', WorkSample[]> = { ours: [], theirs: [] };
      const load = async (build: 'ours' | 'theirs') => {
        const events = await traceLoad(browser, new URL(page, servers[build].baseUrl).href, 1);
        const { scriptMs, tasksMs, longestTaskMs } = summariseTrace(events);
        return { scriptMs, tasksMs, longestTaskMs };
      };
      // One load of each first, not counted: the first load of a page pays for warming up.
      for (const build of turnOrder(0)) await load(build);
      for (let run = 0; run < options.runs; run += 1) {
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
    await Promise.all([servers.ours.stop(), servers.theirs.stop()]);
  }
  // Not the other processes' share (load-watch.ts): each load's renderer process exits with its
  // CPU time, which would then count as another process's.
  console.log(
    `\n${options.runs} loads of each page per build, in turns; load average at the end ` +
      `${loadAverage()}\n`,
  );
  console.log(formatComparison(rows, labels));
  const worse = rows.flatMap((row) =>
    WORK_FIGURES.filter((f) => row.figures[f].verdict === 'worse').map((f) => `${row.page} ${f}`),
  );
  if (worse.length > 0)
    console.log(`\nWorse than every load of ${labels.theirs}: ${worse.join(', ')}`);
  return worse.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
