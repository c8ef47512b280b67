import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/chromium';
import { phoneClockScript, traceLoad } from '../../../scripts/bench/trace-work';
import { rendererMainThreads, type TraceEvent } from '../../../scripts/bench/trace-summary';

/**
 * A page whose script works as React's scheduler does: units of work in a task posted through a
 * MessageChannel, yielding once 5 ms of `performance.now()` have passed, until 2000 units are done.
 * Its title reports how fast `performance.now()` ran against `Date.now()` over 40 ms.
 */
const SLICED_PAGE = `<!doctype html><title>working</title><script>
const channel = new MessageChannel();
let done = 0;
const unit = () => { let x = 0; for (let i = 0; i < 4000; i += 1) x += Math.sqrt(i); return x; };
const wall = Date.now(), clock = performance.now();
while (Date.now() - wall < 40);
const rate = (performance.now() - clock) / (Date.now() - wall);
channel.port1.onmessage = () => {
  const start = performance.now();
  while (done < 2000) {
    unit();
    done += 1;
    if (performance.now() - start >= 5) return channel.port2.postMessage(null);
  }
  document.title = 'rate ' + rate.toFixed(2);
};
channel.port2.postMessage(null);
</script>`;

let server: http.Server;
let browser: Browser;
let url: string;

beforeAll(async () => {
  server = http.createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(SLICED_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** The calls into the page's script on the renderer's main thread: one per slice here. */
function scriptCalls(events: readonly TraceEvent[]): number {
  const main = rendererMainThreads(events);
  return events.filter(
    (e) => e.ph === 'X' && e.name === 'FunctionCall' && main.has(`${e.pid}:${e.tid}`),
  ).length;
}

describe('phoneClockScript', () => {
  it.each([0, 0.5, -2, Number.NaN, Number.POSITIVE_INFINITY])('refuses the rate %s', (rate) => {
    expect(() => phoneClockScript(rate)).toThrow(RangeError);
  });
});

describe('traceLoad with the phone clock', () => {
  it('makes performance.now() run at the rate, so script that yields by it slices that much finer', async () => {
    const own = await traceLoad(browser, url);
    const phone = await traceLoad(browser, url, 20);
    const host = scriptCalls(own);
    const sliced = scriptCalls(phone);
    // About 20 times as many slices; the margin covers a machine whose other work stretches the
    // host's slices (each ends by the clock, so a slower host only means fewer units in each).
    expect(host).toBeGreaterThan(0);
    expect(sliced).toBeGreaterThan(host * 5);
  }, 60_000);

  it('reads the rate in the page, and the host’s clock without it', async () => {
    const context = await browser.newContext();
    try {
      await context.addInitScript(phoneClockScript(10));
      const page = await context.newPage();
      await page.goto(url);
      await expect.poll(() => page.title(), { timeout: 20_000 }).toMatch(/^rate /);
      const rate = Number((await page.title()).slice('rate '.length));
      expect(rate).toBeGreaterThan(9);
      expect(rate).toBeLessThan(11);
    } finally {
      await context.close();
    }
    const plain = await browser.newPage();
    try {
      await plain.goto(url);
      await expect.poll(() => plain.title(), { timeout: 20_000 }).toMatch(/^rate /);
      expect(Number((await plain.title()).slice('rate '.length))).toBeCloseTo(1, 0);
    } finally {
      await plain.close();
    }
  }, 60_000);
});
