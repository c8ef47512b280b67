/**
 * Lighthouse's benchmark index, measured the way Lighthouse measures it (its own page function,
 * computeBenchmarkIndex, about a second of string building and array copying in a blank tab) in the
 * Chromium Lighthouse drives, through Playwright over the DevTools protocol.
 */
import { chromium, type Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/** Runs `run` with a Playwright connection to the Chromium at `port`, then disconnects. */
export async function withBrowser<T>(port: number, run: (browser: Browser) => Promise<T>) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

/** One benchmark index per sample, each in a fresh context's blank tab. */
export async function measureBenchmarkIndex(port: number, samples: number): Promise<number[]> {
  const expression = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  return withBrowser(port, async (browser) => {
    const indexes: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const index: unknown = await page.evaluate(expression);
        if (typeof index !== 'number' || !Number.isFinite(index) || index <= 0) {
          throw new Error(`benchmark index came out as ${String(index)}`);
        }
        indexes.push(index);
      } finally {
        await context.close();
      }
    }
    return indexes;
  });
}
