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
