/**
 * Lighthouse 12 in its default mobile configuration (simulated slow 4G and a 4x slower CPU), run
 * through the Node API against one Chromium. Each run opens a fresh tab, empties the HTTP cache
 * and clears every kind of storage of the origin (service worker and caches included), so no run
 * sees what an earlier one left behind. Runs go round the pages (run 1 of every page, then run 2,
 * ...) so a burst of load elsewhere on the machine does not land on one page's runs only.
 */
import lighthouse, { type Config } from 'lighthouse';
import { launch } from 'chrome-launcher';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { sampleFromLhr, summariseLighthouse } from './lighthouse-report';
import type { LighthousePageResult, LighthouseSample } from './types';

const CONFIG: Config = {
  extends: 'lighthouse:default',
  settings: {
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
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

export async function measureLighthouse(
  baseUrl: string,
  pages: readonly string[],
  runs: number,
  log: (line: string) => void,
): Promise<LighthousePageResult[]> {
  const perPage = pages.map((page) => ({
    page,
    samples: [] as LighthouseSample[],
    errors: [] as string[],
  }));
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const { page, samples, errors } of perPage) {
        const started = Date.now();
        try {
          const result = await lighthouse(
            new URL(page, baseUrl).href,
            { port: chrome.port, logLevel: 'error', output: 'json' },
            CONFIG,
          );
          if (!result) throw new Error('Lighthouse returned no result');
          if (result.lhr.runtimeError) {
            throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
          }
          const sample = sampleFromLhr(result.lhr);
          samples.push(sample);
          const { scores: s, metrics: m } = sample;
          log(
            `  lighthouse ${run}/${runs} ${page}: ${s.performance}/${s.accessibility}/` +
              `${s.bestPractices}/${s.seo}, LCP ${Math.round(m.lcpMs)} ms, ` +
              `TBT ${Math.round(m.tbtMs)} ms, benchmark index ${sample.benchmarkIndex ?? '?'} ` +
              `(${((Date.now() - started) / 1000).toFixed(1)} s)`,
          );
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          errors.push(`run ${run}: ${message}`);
          log(`  lighthouse ${run}/${runs} ${page}: failed: ${message}`);
        }
      }
    }
  } finally {
    await chrome.kill();
  }
  return perPage.map(({ page, samples, errors }) => summariseLighthouse(page, samples, errors));
}
