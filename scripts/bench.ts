/**
 * `npm run bench`: builds (unless --no-build), starts the production server on loopback with a
 * throwaway database, measures the bytes, Lighthouse, the offline second visit and the API, prints
 * one table, writes bench/results.json and exits non-zero when a budget is missed. See the
 * README's "Performance" section.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { measureApi, API_CONNECTIONS, API_DURATION_S } from './bench/api';
import { measurePostgres } from './bench/postgres';
import { checkBudgets, lighthouseChecks } from './bench/budgets';
import { floorNote } from './bench/floor';
import { describeCheck } from './bench/format';
import { measureBytes } from './bench/bytes';
import { describeCalibration } from './bench/calibration';
import { BENCH_USAGE, parseBenchArgs } from './bench/cli';
import { measureLeads } from './bench/leads';
import { measureLighthouse } from './bench/lighthouse';
import { CPUS, loadAverage, notOurs } from './bench/load-watch';
import { measureOffline } from './bench/offline';
import { BENCH_PAGES } from './bench/pages';
import { describeMachine, writeResults } from './bench/results';
import { BENCH_FORMS_RATE_LIMIT, startServer, type RunningServer } from './bench/server';
import { buildTable } from './bench/table';
import {
  STAGES,
  type BudgetCheck,
  type LighthouseStage,
  type Measurements,
  type Stage,
} from './bench/types';

const root = path.resolve(import.meta.dirname, '..');
const log = (line: string) => console.log(line);
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

function build(): void {
  log('Building (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status})`);
}

function assertBuilt(root: string): void {
  for (const file of [
    'dist/client/index.html',
    'dist/client/sw.js',
    'dist/client/.vite/manifest.json',
    'dist-server/main.js',
  ]) {
    if (!fs.existsSync(path.join(root, file))) {
      throw new Error(`${file} is missing: run without --no-build (or npm run build) first`);
    }
  }
}

async function main(): Promise<number> {
  const options = parseBenchArgs(process.argv.slice(2));
  if (options.help) {
    log(BENCH_USAGE);
    return 0;
  }
  const started = Date.now();
  if (options.build) build();
  // The build measured: this checkout's, or another's (--build-dir) measured by this bench.
  const target = options.buildDir === null ? root : path.resolve(options.buildDir);
  assertBuilt(target);
  const pages = options.pages ?? BENCH_PAGES;

  const measurements: Measurements = {
    bytes: null,
    lighthouse: null,
    offline: null,
    api: null,
    leads: null,
    postgres: null,
  };
  const stageErrors: Record<string, string> = {};
  const runs = options.runs;
  const lighthouseRun: { stage: LighthouseStage | null } = { stage: null };
  const stages: Record<Stage, (server: RunningServer) => Promise<void>> = {
    bytes: async () => {
      measurements.bytes = measureBytes(path.join(target, 'dist/client'), pages);
    },
    lighthouse: async (server) => {
      measurements.lighthouse = [];
      lighthouseRun.stage = await measureLighthouse(server.baseUrl, pages, runs, log);
      measurements.lighthouse = lighthouseRun.stage.pages;
    },
    offline: async (server) => {
      measurements.offline = [];
      measurements.offline = await measureOffline(server.baseUrl, pages, runs, log);
    },
    api: async (server) => {
      measurements.api = [];
      measurements.api = await measureApi(server.baseUrl, log);
    },
    // Its own server, on a database seeded with 100 000 leads.
    leads: async () => {
      measurements.leads = { leads: 0, seedMs: 0, calls: [], export: null };
      measurements.leads = await measureLeads(target, log);
    },
    // Its own cluster and two servers on it.
    postgres: async () => {
      measurements.postgres = [];
      measurements.postgres = await measurePostgres(target, log);
    },
  };

  // Another process on one core, for checking that the verdict does not move with the load; it
  // is the bench's child but not counted as the bench's own CPU time.
  const busy = options.busyCore
    ? spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' })
    : null;
  // However the bench ends (a failed start included), the load ends with it.
  if (busy) process.once('exit', () => busy.kill());
  if (busy?.pid !== undefined) {
    notOurs.add(busy.pid);
    log(`Busy core: process ${busy.pid} keeps one core busy (--busy-core)`);
  }
  const server = await startServer(target);
  const stop = () =>
    void server.stop().finally(() => {
      busy?.kill();
      process.exit(130);
    });
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  log(
    `Server: ${server.baseUrl} (DATA_DIR ${server.dataDir}, FORMS_RATE_LIMIT ${BENCH_FORMS_RATE_LIMIT})`,
  );
  log(`Load average: ${loadAverage()} on ${CPUS} CPUs`);
  try {
    for (const stage of options.only) {
      const stageStarted = Date.now();
      log(`Measuring ${stage}…`);
      try {
        await stages[stage](server);
      } catch (error) {
        stageErrors[stage] = error instanceof Error ? error.message : String(error);
        if (stage === 'bytes') {
          measurements.bytes = {
            pages: [],
            precache: { files: 0, bytes: Number.NaN, gzip: Number.NaN, missing: [] },
            largestImage: null,
          };
        }
        log(`  ${stage} failed: ${stageErrors[stage]}`);
      }
      log(`  ${stage}: ${seconds(stageStarted)}`);
    }
  } finally {
    busy?.kill();
    await server.stop();
  }

  const checks = checkBudgets(measurements, pages);
  const lighthouseStage = lighthouseRun.stage;
  const misses = checks.filter((check) => check.status === 'fail');
  const floors = (lighthouseStage?.floors ?? []).map((result) => ({
    result,
    checks: lighthouseChecks(result.page, result),
  }));
  const [bareFloor, headersFloor] = floors;
  const noteOf = (miss: BudgetCheck) =>
    bareFloor ? floorNote(miss, bareFloor.checks, headersFloor?.checks) : null;
  const passed = misses.length === 0 && Object.keys(stageErrors).length === 0;
  const file = writeResults(
    root,
    {
      generatedAt: new Date().toISOString(),
      durationS: Math.round((Date.now() - started) / 1000),
      machine: describeMachine(target),
      settings: {
        pages,
        stages: options.only,
        built: options.build,
        runsPerPage: runs,
        busyCore: options.busyCore,
        lighthouse:
          'default mobile configuration (simulated throttling), calibrated CPU slowdown, medians',
        apiConnections: API_CONNECTIONS,
        apiDurationS: API_DURATION_S,
        formsRateLimit: Number(BENCH_FORMS_RATE_LIMIT),
      },
      calibration: lighthouseStage
        ? {
            ...lighthouseStage.calibration,
            mainThread: lighthouseStage.work,
            placement: lighthouseStage.placement ?? null,
            foreignCoresWhileCalibrating: lighthouseStage.foreignCores,
            loadAverageAtStart: lighthouseStage.loadAverage,
          }
        : null,
      measurements,
      lighthouseFloors: lighthouseStage?.floors ?? [],
      budgets: checks,
      stageErrors,
      passed,
    },
    options.buildDir === null ? undefined : path.basename(target),
  );

  log('');
  log(
    `Load average at the end: ${loadAverage()} on ${CPUS} CPUs${options.busyCore ? ' (one core kept busy)' : ''}`,
  );
  if (lighthouseStage?.calibration) {
    log(`Calibration: ${describeCalibration(lighthouseStage.calibration)}`);
    if (lighthouseStage.work) {
      const { cpuSlowdownMultiplier, readings, benchmarkIndex } = lighthouseStage.work;
      log(
        `Main-thread figures: CPU time at the host's speed × ${cpuSlowdownMultiplier} ` +
          `(the median of the run's ${readings} benchmark index readings, ${benchmarkIndex})`,
      );
    }
    log(
      `Load while calibrating: other processes ${lighthouseStage.foreignCores?.toFixed(2) ?? '?'} cores, ` +
        `load average ${lighthouseStage.loadAverage}`,
    );
    if (lighthouseStage.placement) log(`CPU placement: ${lighthouseStage.placement}`);
  }
  log(buildTable(measurements, pages, checks, floors));
  log('');
  for (const [stage, message] of Object.entries(stageErrors))
    log(`Stage ${stage} failed: ${message}`);
  if (misses.length > 0) {
    log(`Missed budgets (${misses.length}):`);
    for (const miss of misses) {
      const note = noteOf(miss);
      log(`  ✗ ${describeCheck(miss)}${note ? ` (${note})` : ''}`);
    }
    if (misses.some((miss) => noteOf(miss) !== null)) {
      log(
        '  ("misses it too": an empty page, measured in the same runs, missed that budget here, ' +
          "bare (no change to the site can meet it on this machine) or with the site's " +
          'security headers (what those headers cost before any content).)',
      );
    }
  } else if (passed) {
    const skipped = STAGES.filter((stage) => !options.only.includes(stage));
    log(
      skipped.length > 0
        ? `Every budget measured met (skipped: ${skipped.join(', ')}).`
        : 'Every budget met.',
    );
  }
  log(`Results: ${path.relative(root, file)} (${seconds(started)} in all)`);
  return passed ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
