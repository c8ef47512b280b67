import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './support/page-helpers';

/**
 * Issue 14, "What a visitor notices": one test per defect, each written to fail before its fix.
 * Layout and timing are checked in the real browser on the production build.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Resolves once the page has not scrolled for 10 frames in a row (a smooth scroll has ended). */
async function waitForScrollToSettle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        let frames = 0;
        const tick = () => {
          frames += 1;
          if (window.scrollY === last) still += 1;
          else {
            still = 0;
            last = window.scrollY;
          }
          if (still >= 10) resolve(true);
          else if (frames > 120) resolve(false);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

test.describe('1. legal table of contents', () => {
  const LEGAL_PAGES = ['/legal/cookies', '/legal/terms', '/legal/privacy'];
  /** public-site §2.12, §9: headings sit 150 px below the top edge when scrolled to. */
  const HEADING_OFFSET = 150;

  for (const viewport of [PHONE, DESKTOP]) {
    for (const path of LEGAL_PAGES) {
      test(`every entry of ${path} lands its heading at ${HEADING_OFFSET} px at ${viewport.width} px`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page.setViewportSize(viewport);
        await page.goto(path);
        await waitForApp(page);
        const links = page.locator('.legal-toc a');
        const count = await links.count();
        expect(count).toBeGreaterThan(4);
        for (let index = 0; index < count; index += 1) {
          // A fresh page each time: the sections have not been laid out by an earlier jump.
          if (index > 0) {
            await page.reload();
            await waitForApp(page);
          }
          const link = links.nth(index);
          const id = ((await link.getAttribute('href')) ?? '').replace(/^#/, '');
          await link.click();
          await waitForScrollToSettle(page);
          const top = await page
            .locator(`[id="${id}"]`)
            .evaluate((el) => el.getBoundingClientRect().top);
          expect(Math.round(top), `${path} #${id}`).toBeGreaterThanOrEqual(HEADING_OFFSET - 2);
          expect(Math.round(top), `${path} #${id}`).toBeLessThanOrEqual(HEADING_OFFSET + 2);
        }
      });
    }
  }
});

test.describe('2. the preloader locks scrolling from the first paint', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`the page behind the spinner does not scroll before the script runs, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // Hold every script: what the visitor has is the prerendered HTML and its inline CSS.
      const held: (() => Promise<void>)[] = [];
      let holding = true;
      await page.route(/\.js(\?|$)/, async (route) => {
        if (holding) held.push(() => route.continue());
        else await route.continue();
      });
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page.getByRole('status', { name: 'Загрузка' })).toBeVisible();
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.wheel(0, 800);
      await page.keyboard.press('PageDown');
      // The wheel is handled on the compositor: wait until it has been applied (or refused).
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // The app starts; the visitor is still at the top when the spinner fades.
      await expect.poll(() => held.length).toBeGreaterThan(0);
      holding = false;
      for (const release of held.splice(0)) await release();
      await page.mouse.wheel(0, 800);
      await waitForApp(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Then the page scrolls.
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });
  }

  test.describe('without its script', () => {
    test.use({ allowedConsole: /Failed to load|ERR_FAILED|dynamically imported module/ });
    test('a script that never runs does not keep the page locked (6 s safety)', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto('/');
      await expect(page.getByRole('status', { name: 'Загрузка' })).toBeHidden({ timeout: 10_000 });
      await page.mouse.move(700, 450);
      await expect
        .poll(
          async () => {
            await page.mouse.wheel(0, 400);
            return page.evaluate(() => window.scrollY);
          },
          { timeout: 5_000 },
        )
        .toBeGreaterThan(0);
    });
  });
});

/**
 * The visible text inside `selector` that the dock (its bar or back-to-top button) covers or comes
 * within `room` px of, once the dock's animations have finished.
 */
async function textUnderDock(page: Page, selector: string, room = 0): Promise<string[]> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.dock, .dock *')].every((el) =>
      el.getAnimations().every((animation) => animation.playState !== 'running'),
    ),
  );
  return page.evaluate(
    ({ sel, room }) => {
      const dock = [...document.querySelectorAll('.dock__bar, .dock__top')]
        .map((el) => el.getBoundingClientRect())
        .filter((rect) => rect.width > 0 && rect.height > 0)
        .map(
          (rect) =>
            new DOMRect(
              rect.x - room,
              rect.y - room,
              rect.width + 2 * room,
              rect.height + 2 * room,
            ),
        );
      const covered: string[] = [];
      for (const root of document.querySelectorAll(sel)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          if (!text) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            const hit = dock.some(
              (d) =>
                rect.left < d.right &&
                rect.right > d.left &&
                rect.top < d.bottom &&
                rect.bottom > d.top,
            );
            if (hit) covered.push(`«${text}» at y=${Math.round(rect.top)}`);
          }
        }
      }
      return covered;
    },
    { sel: selector, room },
  );
}

test.describe('6. the page ends with room for the dock', () => {
  const ROUTES = [
    '/',
    '/contact',
    '/pro',
    '/legal/privacy',
    '/services/electrical',
    '/pages/projects',
  ];
  for (const width of [320, 390, 768, 1440, 1600]) {
    test(`at the bottom of every page the dock covers no footer text at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: 900 });
      for (const path of ROUTES) {
        await page.goto(path);
        await waitForApp(page);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(page.locator('.dock')).not.toHaveClass(/dock--(hidden|await)/);
        await waitForScrollToSettle(page);
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(await textUnderDock(page, '.footer', 12), `${path} at ${width} px`).toEqual([]);
      }
    });
  }
});
