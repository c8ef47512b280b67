/**
 * Lighthouse 12 in its default mobile configuration (simulated slow 4G, a phone screen), run
 * through the Node API against one Chromium, with the CPU slowdown calibrated: first this machine's
 * benchmark index is measured (several samples, Lighthouse's own benchmark) and the slowdown set so
 * the simulated device is the same phone every time (calibration.ts). The machine's speed drifts
 * on its own (a shared host: the index of an idle machine read 1200 one minute and 2400 the next),
 * so the index is measured again right before each sample and sets that sample's slowdown. Each
 * sample opens a fresh tab, empties the HTTP cache and clears every kind of storage of the origin
 * (service worker and caches included), then the page is loaded once more with a trace at the
 * host's speed (trace-work.ts): its main-thread CPU time is scaled, after the last sample, by the
 * slowdown of the median of every benchmark index read in the run (the index is noisy from one
 * reading to the next, the page's CPU time is not: docs/decisions.md, 2026-11-28). Around each
 * sample the load of other processes is watched (load-watch.ts), and the index measured again
 * after it; when the load moved from what it was while calibrating, or the index moved during the
 * sample, the sample waits for the load to settle and is taken again.
 * Runs go round the pages (run 1 of every page, then run 2, ...), each run ending with the two
 * empty pages of floor.ts, sampled the same way. While it measures, the main threads of the
 * browser's renderers have a core of their own and the rest of the bench the others
 * (cpu-placement.ts).
 */
import lighthouse, { type Config } from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { FLOORS, startFloorServer } from './floor';
import { calibrate, describeCalibration, multiplierFor, type Calibration } from './calibration';
import { formatCls, formatMs } from './format';
import { LighthouseRunError, recordingFailure } from './lighthouse-errors';
import { sampleFromLhr, summariseLighthouse } from './lighthouse-report';
import {
  canWatchLoad,
  cpuSnapshot,
  CPUS,
  foreignCores,
  loadAverage,
  notOurs,
  retryReason,
  RETRY_RULE,
  type Baseline,
} from './load-watch';
import {
  keepPlaced,
  placeProcesses,
  releaseProcesses,
  type PlacementKeeper,
} from './cpu-placement';
import { measureBenchmarkIndex, withBrowser } from './machine-speed';
import { median } from './stats';
import { workAt, type MainThreadCpu } from './trace-summary';
import { traceCpu } from './trace-work';
import type { LighthouseSample, LighthouseStage } from './types';

/** Benchmark index samples taken to calibrate (their median is used). */
export const CALIBRATION_SAMPLES = 5;
/** A calibration whose samples stray further than this from their median is taken again. */
const CALIBRATION_SPREAD = 0.25;
const CALIBRATION_RETRIES = 2;
/** Benchmark index samples right before each Lighthouse sample: their median sets its slowdown. */
export const SAMPLE_INDEX_BEFORE = 3;
/** And right after it: the machine's speed must not have moved meanwhile (load-watch.ts). */
const SAMPLE_INDEX_AFTER = 2;

function config(cpuSlowdownMultiplier: number): Config {
  return {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      throttlingMethod: 'simulate',
      throttling: {
        ...throttling.mobileSlow4G,
        cpuSlowdownMultiplier,
      },
      // The default clears the service worker and caches; IndexedDB and local storage too here.
      clearStorageTypes: [
        'cookies',
        'file_systems',
        'indexeddb',
        'local_storage',
        'shader_cache',
        'websql',
        'service_workers',
        'cache_storage',
      ],
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Cores other processes took over one window of `ms`. */
async function foreignOver(ms: number): Promise<number> {
  const before = cpuSnapshot();
  await sleep(ms);
  return foreignCores(before, cpuSnapshot(), CPUS);
}

/** Waits (bounded) until other processes take about what they took while calibrating. */
async function settle(baseline: Baseline): Promise<number> {
  let seen = Number.NaN;
  for (let window = 0; window < RETRY_RULE.settleMaxWindows; window += 1) {
    seen = await foreignOver(RETRY_RULE.settleWindowMs);
    if (Math.abs(seen - baseline.foreignCores) <= RETRY_RULE.foreignCoresMoved) break;
  }
  return seen;
}

async function calibrateMachine(
  port: number,
  log: (line: string) => void,
): Promise<{ calibration: Calibration; baseline: Baseline }> {
  const watch = canWatchLoad();
  const before = watch ? cpuSnapshot() : null;
  // A noisy calibration (the neighbours came and went meanwhile) is taken again; the tightest kept.
  let calibration = calibrate(await measureBenchmarkIndex(port, CALIBRATION_SAMPLES));
  for (
    let again = 0;
    again < CALIBRATION_RETRIES && calibration.spread > CALIBRATION_SPREAD;
    again += 1
  ) {
    log(`  calibration too noisy (${describeCalibration(calibration)}); again`);
    const next = calibrate(await measureBenchmarkIndex(port, CALIBRATION_SAMPLES));
    if (next.spread < calibration.spread) calibration = next;
  }
  const foreign = before ? foreignCores(before, cpuSnapshot(), CPUS) : 0;
  log(`  calibration: ${describeCalibration(calibration)}`);
  log(
    `  load while calibrating: other processes ${watch ? `${foreign.toFixed(2)} cores` : 'not watched (no /proc)'}, ` +
      `load average ${loadAverage()} on ${CPUS} CPUs`,
  );
  return { calibration, baseline: { foreignCores: foreign } };
}

export async function measureLighthouse(
  baseUrl: string,
  pages: readonly string[],
  runs: number,
  log: (line: string) => void,
): Promise<LighthouseStage> {
  const floorServer = await startFloorServer();
  const entry = (page: string, url: string) => ({
    page,
    url,
    samples: [] as LighthouseSample[],
    errors: [] as string[],
  });
  const perPage = pages.map((page) => entry(page, new URL(page, baseUrl).href));
  const floors = FLOORS.map(({ subject, path }) =>
    entry(subject, new URL(path, floorServer.url).href),
  );
  const startLoad = loadAverage();
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  }).catch(async (error: unknown) => {
    await floorServer.close();
    throw error;
  });
  const watch = canWatchLoad();
  let keeper: PlacementKeeper | null = null;
  try {
    const placement = await placeProcesses(process.pid, notOurs, CPUS);
    log(`  CPU placement: ${placement.summary}`);
    keeper = placement.placed ? keepPlaced(process.pid, notOurs, CPUS) : null;
    const { calibration, baseline } = await calibrateMachine(chrome.port, log);
    /** Every benchmark index read in the run: their median scales the main-thread CPU time. */
    const readings = [...calibration.samples];
    const indexNow = async (samples: number) => {
      const taken = await measureBenchmarkIndex(chrome.port, samples);
      readings.push(...taken);
      return median(taken);
    };
    const cpuOf = new WeakMap<LighthouseSample, MainThreadCpu>();

    /** One sample: the machine's speed, Lighthouse and the trace at that speed, the load meanwhile. */
    const sampleOnce = async (url: string) => {
      // Renderers started since are placed already (forked from the zygote); anything else too.
      if (placement.placed) await placeProcesses(process.pid, notOurs, CPUS);
      const indexBefore = await indexNow(SAMPLE_INDEX_BEFORE);
      const multiplier = multiplierFor(indexBefore);
      const before = watch ? cpuSnapshot() : null;
      const result = await lighthouse(
        url,
        { port: chrome.port, logLevel: 'error', output: 'json' },
        config(multiplier),
      );
      if (!result) throw new Error('Lighthouse returned no result');
      if (result.lhr.runtimeError) {
        throw new LighthouseRunError(result.lhr.runtimeError.code, result.lhr.runtimeError.message);
      }
      const sample: LighthouseSample = {
        ...sampleFromLhr(result.lhr),
        hostIndex: Math.round(indexBefore),
        cpuSlowdownMultiplier: multiplier,
      };
      // The page's clock at this phone's pace, so script that yields by it slices as it would
      // there (trace-work.ts); the CPU time is scaled after the last sample.
      const cpu = await withBrowser(chrome.port, (browser) => traceCpu(browser, url, multiplier));
      const indexAfter = await indexNow(SAMPLE_INDEX_AFTER);
      const reason = retryReason(baseline, {
        foreignCores: before ? foreignCores(before, cpuSnapshot(), CPUS) : baseline.foreignCores,
        indexBefore,
        indexAfter,
      });
      return { sample, cpu, reason };
    };

    /** One page's sample of one run, taken again while the machine's load moved. */
    const takeSample = async (
      run: number,
      { page, url, samples, errors }: (typeof perPage)[number],
    ) => {
      const started = Date.now();
      try {
        const reasons: string[] = [];
        const again = async (reason: string) => {
          reasons.push(reason);
          log(`  lighthouse ${run}/${runs} ${page}: ${reason}; waiting, then again`);
          if (watch) await settle(baseline);
        };
        /** A sample; one whose recording failed (lighthouse-errors.ts) taken again, as retries. */
        const sampleRecorded = async (): Promise<Awaited<ReturnType<typeof sampleOnce>>> => {
          for (;;) {
            try {
              return await sampleOnce(url);
            } catch (error) {
              const failure = recordingFailure(error);
              if (failure === null || reasons.length >= RETRY_RULE.maxRetries) throw error;
              await again(failure);
            }
          }
        };
        let taken = await sampleRecorded();
        while (taken.reason !== null && reasons.length < RETRY_RULE.maxRetries) {
          await again(taken.reason);
          taken = await sampleRecorded();
        }
        const sample: LighthouseSample = {
          ...taken.sample,
          retries: reasons.length,
          retryReasons: taken.reason === null ? reasons : [...reasons, taken.reason],
          unsettled: taken.reason !== null,
        };
        samples.push(sample);
        cpuOf.set(sample, taken.cpu);
        const { scores: s, metrics: m } = sample;
        log(
          `  lighthouse ${run}/${runs} ${page}: ${s.performance}/${s.accessibility}/` +
            `${s.bestPractices}/${s.seo}, LCP ${Math.round(m.lcpMs)} ms, ` +
            `TBT ${Math.round(m.tbtMs)} ms, CLS ${formatCls(m.cls)}, ` +
            `main thread ${formatMs(taken.cpu.scriptUs / 1000)} of script CPU at the host's speed, ` +
            `at ${sample.cpuSlowdownMultiplier ?? '?'}× (benchmark index ${sample.hostIndex ?? '?'})` +
            (sample.retries > 0 ? `, retried ${sample.retries}×` : '') +
            (sample.unsettled ? ' (still disturbed, kept)' : '') +
            ` (${((Date.now() - started) / 1000).toFixed(1)} s)`,
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        errors.push(`run ${run}: ${message}`);
        log(`  lighthouse ${run}/${runs} ${page}: failed: ${message}`);
      }
    };

    for (let run = 1; run <= runs; run += 1) {
      for (const page of perPage) await takeSample(run, page);
      // The empty pages in every run too, so they meet the machine as the pages did.
      for (const floor of floors) await takeSample(run, floor);
    }
    // The main-thread CPU time of every sample, scaled by one slowdown: the run's median index.
    const workIndex = median(readings);
    const work = {
      benchmarkIndex: Math.round(workIndex),
      readings: readings.length,
      cpuSlowdownMultiplier: multiplierFor(workIndex),
    };
    for (const { samples } of [...perPage, ...floors]) {
      for (const sample of samples) {
        const cpu = cpuOf.get(sample);
        sample.work = cpu ? workAt(cpu, work.cpuSlowdownMultiplier) : null;
      }
    }
    log(
      `  main-thread figures at ${work.cpuSlowdownMultiplier}× CPU: the median of the run's ` +
        `${work.readings} benchmark index readings, ${work.benchmarkIndex}`,
    );
    return {
      calibration,
      placement: placement.summary,
      work,
      foreignCores: watch ? baseline.foreignCores : null,
      loadAverage: startLoad,
      pages: perPage.map(({ page, samples, errors }) => summariseLighthouse(page, samples, errors)),
      floors: floors.map(({ page, samples, errors }) => summariseLighthouse(page, samples, errors)),
    };
  } finally {
    const kept = await keeper?.stop();
    if (kept !== undefined)
      log(`  CPU placement kept: ${kept} renderer threads placed as they started`);
    await chrome.kill();
    await floorServer.close();
    await releaseProcesses(process.pid, notOurs, CPUS);
  }
}
