/**
 * The second visit with the network cut: after a first visit has installed the service worker
 * and it controls the page, each page is opened online, the network is cut
 * (context.setOffline), the page is reloaded from the worker, and the time from navigation start
 * to the h1 being visible is read from performance marks (see heading-watcher.ts).
 */
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import {
  HEADING_RENDERED,
  HEADING_UNCOVERED,
  HEADING_WATCHER_SCRIPT,
  markTimeExpression,
} from './heading-watcher';
import { median } from './stats';
import type { OfflinePageResult, OfflineRun } from './types';

/** A phone-sized window, like Lighthouse's mobile profile (no throttling: this machine's speed). */
const VIEWPORT = { width: 390, height: 844 };
const CONTROL_TIMEOUT_MS = 30_000;
const HEADING_TIMEOUT_MS = 10_000;
const CONTROLLED_EXPRESSION = '!!(navigator.serviceWorker && navigator.serviceWorker.controller)';

/**
 * Polls an expression in the page until it gives something other than false. page.evaluate goes
 * through the DevTools protocol, which the site's Content-Security-Policy (no 'unsafe-eval') does
 * not stop, unlike waitForFunction. The marks hold the in-page time, so polling adds no error.
 */
async function poll(page: Page, expression: string, timeoutMs: number): Promise<unknown> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value: unknown = await page.evaluate(expression);
    if (value !== false) return value;
    if (Date.now() > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function markTime(page: Page, mark: string, timeoutMs: number): Promise<number | null> {
  const value = await poll(page, markTimeExpression(mark), timeoutMs);
  return typeof value === 'number' ? value : null;
}

export function summariseOffline(
  page: string,
  runs: readonly OfflineRun[],
  errors: readonly string[],
): OfflinePageResult {
  const uncovered = runs.map((run) => run.uncoveredMs).filter((ms) => ms !== null);
  return {
    page,
    renderedMs: runs.length > 0 ? median(runs.map((run) => run.renderedMs)) : null,
    uncoveredMs: uncovered.length > 0 ? median(uncovered) : null,
    runs: [...runs],
    errors: [...errors],
  };
}

async function offlineRun(page: Page, url: string, setOffline: (on: boolean) => Promise<void>) {
  await setOffline(false);
  await page.goto(url, { waitUntil: 'load' });
  await setOffline(true);
  try {
    const response = await page.reload({ waitUntil: 'load' });
    const renderedMs = await markTime(page, HEADING_RENDERED, HEADING_TIMEOUT_MS);
    if (renderedMs === null) throw new Error('the h1 did not become visible');
    const uncoveredMs = await markTime(page, HEADING_UNCOVERED, HEADING_TIMEOUT_MS);
    return { renderedMs, uncoveredMs, fromServiceWorker: response?.fromServiceWorker() ?? false };
  } finally {
    await setOffline(false);
  }
}

export async function measureOffline(
  baseUrl: string,
  pages: readonly string[],
  runs: number,
  log: (line: string) => void,
): Promise<OfflinePageResult[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const perPage = pages.map((route) => ({
    route,
    runs: [] as OfflineRun[],
    errors: [] as string[],
  }));
  try {
    const context = await browser.newContext({ viewport: VIEWPORT, locale: 'ru-RU' });
    await context.addInitScript({ content: HEADING_WATCHER_SCRIPT });
    const page = await context.newPage();
    const setOffline = (on: boolean) => context.setOffline(on);

    // The first visit: the page registers the worker, which precaches the site and takes control.
    await page.goto(new URL(pages[0] ?? '/', baseUrl).href, { waitUntil: 'load' });
    const controlled = await poll(page, CONTROLLED_EXPRESSION, CONTROL_TIMEOUT_MS);
    if (controlled !== true) throw new Error('the service worker did not take control');

    for (let run = 1; run <= runs; run += 1) {
      for (const { route, runs: done, errors } of perPage) {
        try {
          const result = await offlineRun(page, new URL(route, baseUrl).href, setOffline);
          if (!result.fromServiceWorker) throw new Error('the page did not come from the worker');
          done.push(result);
          log(
            `  offline ${run}/${runs} ${route}: heading ${Math.round(result.renderedMs)} ms` +
              (result.uncoveredMs === null
                ? ''
                : `, uncovered ${Math.round(result.uncoveredMs)} ms`),
          );
        } catch (error) {
          const message =
            error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
          errors.push(`run ${run}: ${message}`);
          log(`  offline ${run}/${runs} ${route}: failed: ${message}`);
        }
      }
    }
    await context.close();
  } finally {
    await browser.close();
  }
  return perPage.map(({ route, runs: done, errors }) => summariseOffline(route, done, errors));
}
