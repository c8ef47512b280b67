/**
 * Lighthouse's benchmark index, measured the way Lighthouse measures it (its own page function,
 * computeBenchmarkIndex, about a second of string building and array copying in a blank tab) in the
 * Chromium Lighthouse drives, through Playwright over the DevTools protocol.
 *
 * Each sample runs it in as many tabs at once as the machine has CPUs, and takes their median. In
 * one tab the benchmark is one thread, which still finds a free core when another process holds one,
 * while a page load needs several threads at once (the renderer's main thread, the compositor, the
 * browser, the server), which then share what is left. Measured on this 2-CPU machine: quiet, 2945
 * in one tab and 2904 per tab in two; with one core kept busy, 2808 in one tab and 1509 per tab in
 * two (docs/decisions.md, 2026-11-27).
 */
import os from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from './stats';

/** Tabs the benchmark runs in at once: one per CPU the machine has. */
export const BENCHMARK_TABS = Math.max(1, os.availableParallelism());

/** Runs `run` with a Playwright connection to the Chromium at `port`, then disconnects. */
export async function withBrowser<T>(port: number, run: (browser: Browser) => Promise<T>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

function checkedIndex(index: unknown): number {
  if (typeof index !== 'number' || !Number.isFinite(index) || index <= 0) {
    throw new Error(`benchmark index came out as ${String(index)}`);
  }
  return index;
}

/**
 * One benchmark index per sample: the median of the indexes of `tabs` blank tabs (fresh contexts,
 * so renderer processes of their own) running the benchmark at the same time.
 */
export async function measureBenchmarkIndex(
  port: number,
  samples: number,
  tabs = BENCHMARK_TABS,
): Promise<number[]> {
  const expression = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  return withBrowser(port, async (browser) => {
    const indexes: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      const contexts = await Promise.all(Array.from({ length: tabs }, () => browser.newContext()));
      try {
        const pages = await Promise.all(contexts.map((context) => context.newPage()));
        const perTab = await Promise.all(
          pages.map(async (page) => checkedIndex(await page.evaluate(expression))),
        );
        indexes.push(median(perTab));
      } finally {
        await Promise.all(contexts.map((context) => context.close()));
      }
    }
    return indexes;
  });
}

/** The machine's speed now: the median of `samples` benchmark indexes. */
export async function benchmarkIndexNow(port: number, samples: number): Promise<number> {
  return median(await measureBenchmarkIndex(port, samples));
}
