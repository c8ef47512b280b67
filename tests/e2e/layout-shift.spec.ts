import { test, expect } from './fixtures';
import { BENCH_PAGES } from '../../scripts/bench/pages';
import { waitForApp } from './support/page-helpers';
import { SPLIT_MARK, startSplitHtmlProxy, type SplitHtmlProxy } from './support/split-html-proxy';

/**
 * Layout shift while a page loads (issue 15): the sum of the page's `layout-shift` entries, from
 * the first paint until it has hydrated and settled, is 0 on every page the benchmark measures, at
 * Lighthouse's phone and desktop screens. The HTML comes in two parts (the proxy holds the second
 * until the first has been painted), as when the rest of a page is still on the network: what
 * arrives later must not move what is already drawn (on /pro, the hint panel placed above the form
 * on phones came after it in the markup: CLS 0.1365).
 */

interface Shift {
  value: number;
  sources: string[];
}

/** What the layout-shift entries carry (not in TypeScript's DOM types). */
interface LayoutShiftEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node: Node | null }[];
}

declare global {
  interface Window {
    __kubShifts?: () => Shift[];
  }
}

const SCREENS = [
  {
    name: 'phone 412×823',
    use: {
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 1.75,
    },
  },
  { name: 'desktop 1350×940', use: { viewport: { width: 1350, height: 940 } } },
] as const;

for (const screen of SCREENS) {
  test.describe(`no layout shift while loading, ${screen.name}`, () => {
    test.use(screen.use);

    let proxy: SplitHtmlProxy;
    test.beforeEach(async ({ baseURL }) => {
      proxy = await startSplitHtmlProxy(baseURL ?? '', BENCH_PAGES);
    });
    test.afterEach(async () => {
      await proxy.close();
    });

    for (const path of BENCH_PAGES) {
      test(`${path}: layout shifts sum to 0`, async ({ page }) => {
        await page.addInitScript(() => {
          const shifts: Shift[] = [];
          const note = (entries: LayoutShiftEntry[]) => {
            for (const entry of entries) {
              if (entry.hadRecentInput) continue;
              shifts.push({
                value: entry.value,
                sources: entry.sources.map((source) => {
                  const node = source.node as Element | null;
                  return node ? `${node.nodeName}.${String(node.className)}` : '(gone)';
                }),
              });
            }
          };
          const observer = new PerformanceObserver((list) =>
            note(list.getEntries() as unknown as LayoutShiftEntry[]),
          );
          observer.observe({ type: 'layout-shift', buffered: true });
          // The observer's callback comes when the browser has time: the entries not yet handed
          // to it are taken at once.
          window.__kubShifts = () => {
            note(observer.takeRecords() as unknown as LayoutShiftEntry[]);
            return shifts;
          };
        });

        await page.goto(`${proxy.origin}${path}`, { waitUntil: 'commit' });
        await proxy.firstPartSent(path);
        // The browser has parsed the first part: up to the mark, which is then taken out so that
        // hydration finds the server's markup as it was.
        await expect
          .poll(() =>
            page.evaluate((mark) => {
              const walker = document.createTreeWalker(document, NodeFilter.SHOW_COMMENT);
              while (walker.nextNode()) {
                if (walker.currentNode.nodeValue !== mark) continue;
                walker.currentNode.parentNode?.removeChild(walker.currentNode);
                return true;
              }
              return false;
            }, SPLIT_MARK),
          )
          .toBe(true);
        // ...and has painted it: the first contentful paint is past, and two more frames have
        // been drawn (a task after a frame's callbacks runs once that frame is painted).
        await expect
          .poll(() =>
            page.evaluate(async () => {
              for (let frame = 0; frame < 2; frame += 1) {
                await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
              }
              const painted = performance.getEntriesByName('first-contentful-paint').length > 0;
              return painted && document.readyState === 'loading';
            }),
          )
          .toBe(true);
        // A screenshot waits for a frame to be drawn and presented: the first part is on screen.
        await page.screenshot();
        proxy.release(path);

        await page.waitForLoadState('load');
        await waitForApp(page);
        await page.waitForLoadState('networkidle');
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const shifts = await page.evaluate(() => window.__kubShifts?.() ?? []);
        expect(shifts, 'layout-shift entries').toEqual([]);
        expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
      });
    }
  });
}

/**
 * Before the full stylesheets arrive (the entry links them after the first paint), a page must not
 * be wider than a phone's screen: the phone would zoom out to it and back when they came, moving
 * everything drawn (on /, the projects table below the first screen, unstyled until then, moved
 * the preloader: Lighthouse CLS 0.0132).
 */
test.describe('no wider than the phone before the full stylesheets', () => {
  // The stylesheets are held back by failing their loads, which the console reports once the
  // entry links them (when the test has not already ended).
  test.use({ ...SCREENS[0].use, allowedConsole: /^Failed to load resource: net::ERR_FAILED$/ });
  for (const path of BENCH_PAGES) {
    test(`${path} stays ${SCREENS[0].use.viewport.width} px wide`, async ({ page }) => {
      // Held back: only the rules inline in the page apply.
      await page.route('**/*.css', (route) => route.abort());
      await page.goto(path);
      const widths = await page.evaluate(() => ({
        layout: window.innerWidth,
        content: document.documentElement.scrollWidth,
      }));
      expect(widths).toEqual({
        layout: SCREENS[0].use.viewport.width,
        content: SCREENS[0].use.viewport.width,
      });
    });
  }
});
