/**
 * One page load traced at the host's own speed (no CPU or network throttling): a fresh context
 * (empty cache and storage), the page opened, then traced until the network and the main thread
 * are quiet (hydration done), and summed by trace-summary.ts: the main thread's CPU time, which
 * the Lighthouse stage scales by its run's CPU slowdown. DevTools' CPU throttling is not used: it
 * makes the thread spin, so its CPU time grows with the multiplier as the wall time does, and the
 * load takes that many times longer.
 *
 * Scaling a task's CPU time assumes the phone ends its tasks where the host did. Script that
 * yields by the clock does not: React's scheduler (hydration is a transition) yields once 5 ms of
 * `performance.now()` have passed, so on a phone 13× slower the work of one 5 ms host slice is
 * 13 slices of 5 ms, none long. So the Lighthouse stage traces with the page's clock at the
 * phone's pace (`phoneClockScript`): such script then cuts its work where it would on the phone,
 * and each piece, with the cost of one more task, is scaled as before.
 */
import type { Browser } from '@playwright/test';
import { mainThreadCpu, type MainThreadCpu, type TraceEvent } from './trace-summary';

const CATEGORIES = [
  '__metadata',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
];
/** Lighthouse's mobile screen. */
const VIEWPORT = { width: 412, height: 823 };
const QUIET_TIMEOUT_MS = 20_000;

/**
 * Resolves once three idle periods in a row each had 40 ms to spare: nothing left to hydrate.
 * Evaluated through the DevTools protocol, which the site's CSP does not stop.
 */
const MAIN_THREAD_QUIET = `new Promise((resolve) => {
  let quiet = 0;
  const tick = (deadline) => {
    quiet = !deadline.didTimeout && deadline.timeRemaining() >= 40 ? quiet + 1 : 0;
    if (quiet >= 3) resolve(true);
    else requestIdleCallback(tick, { timeout: 1000 });
  };
  requestIdleCallback(tick, { timeout: 1000 });
})`;

/**
 * A script, run in every document before the page's own, that makes `performance.now()` read the
 * simulated phone's time: the host's time since the document's start times `rate` (the CPU
 * slowdown). Only the page's clock: timers, animation frames and the browser's own time-budgeted
 * work (the HTML parser) keep the host's.
 */
export function phoneClockScript(rate: number): string {
  if (!Number.isFinite(rate) || rate < 1) {
    throw new RangeError(`the clock's rate must be a number of at least 1, got ${rate}`);
  }
  return `{const now=Performance.prototype.now;Performance.prototype.now=function(){return now.call(this)*${rate}}}`;
}

/**
 * The page's main-thread CPU time in one load at the host's speed (scaled by workAt), its clock at
 * `clockRate` times the host's (phoneClockScript; 1: the host's own).
 */
export async function traceCpu(
  browser: Browser,
  url: string,
  clockRate = 1,
): Promise<MainThreadCpu> {
  return mainThreadCpu(await traceLoad(browser, url, clockRate));
}

/** The trace events of one page load at the host's own speed, its clock at `clockRate`. */
export async function traceLoad(
  browser: Browser,
  url: string,
  clockRate = 1,
): Promise<TraceEvent[]> {
  const clock = clockRate === 1 ? null : phoneClockScript(clockRate);
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    if (clock !== null) await context.addInitScript(clock);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => {
      events.push(...(value as unknown as TraceEvent[]));
    });
    const complete = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => resolve()),
    );
    await cdp.send('Tracing.start', {
      transferMode: 'ReportEvents',
      traceConfig: { includedCategories: CATEGORIES },
    });
    await page.goto(url, { waitUntil: 'load', timeout: QUIET_TIMEOUT_MS });
    await page.waitForLoadState('networkidle', { timeout: QUIET_TIMEOUT_MS });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('the main thread never went quiet')),
        QUIET_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([page.evaluate(MAIN_THREAD_QUIET), timeout]);
    } finally {
      clearTimeout(timer);
    }
    await cdp.send('Tracing.end');
    await complete;
    return events;
  } finally {
    await context.close();
  }
}
