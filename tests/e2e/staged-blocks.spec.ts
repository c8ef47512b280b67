import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { collectPageFiles } from '../../server/modules/web/page-files';
import { waitForApp } from './support/page-helpers';

/**
 * The blocks below the first screen that a prerendered page leaves out of its first layout and
 * the entry shows one per task (src/ui/staged-blocks.ts): nothing of them may be lost, with the
 * app, without JavaScript, or with a script that never runs, and none may be on a first screen.
 */

const clientDir = path.resolve(import.meta.dirname, '../../dist/client');
const pages = [...collectPageFiles(clientDir).keys()].sort();

/** What each kind of page stages, as a visitor's locators (the app's own list is CSS selectors). */
const STAGED: Record<string, string[]> = {
  '/': [
    '#services',
    '#services .service-card >> nth=1',
    '#about',
    '.home-about__grid',
    '#projects',
    '.projects-table',
    '#contact',
    '#reviews',
    'footer.footer',
  ],
  '/services/electrical': ['.service-page__metrics', '.service-page > #contact', 'footer.footer'],
  '/services/electrical/indoor': [
    '.calculator-page__section >> nth=1',
    '.calculator-page > #contact',
    'footer.footer',
  ],
  '/pro': ['#skills', '#availability', '.application-form__actions', 'footer.footer'],
  '/contact': ['footer.footer'],
  '/legal/privacy': ['.legal-section >> nth=2', '.legal-section >> nth=-1', 'footer.footer'],
};

/** The screens a first screen is judged on: a phone, a desktop and a portrait tablet (the stand). */
const SCREENS = [
  { width: 412, height: 823 },
  { width: 1350, height: 940 },
  { width: 1024, height: 1366 },
];

/**
 * The top of the first block the page has left unrendered, in the page's coordinates. A block
 * inside another one (a section's later part) is not laid out, so it has no place of its own. One
 * out of the layout tree (a block with form controls, `display: none`) would start where an empty
 * element put just before it stands.
 */
function firstStagedTop(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const unrendered = (element: Element) =>
      getComputedStyle(element).contentVisibility === 'hidden';
    const insideAnother = (element: Element) => {
      for (let up = element.parentElement; up; up = up.parentElement) {
        if (unrendered(up)) return true;
      }
      return false;
    };
    const topOf = (element: Element) => {
      if (getComputedStyle(element).display !== 'none') return element.getBoundingClientRect().top;
      const probe = document.createElement('div');
      element.before(probe);
      const { top } = probe.getBoundingClientRect();
      probe.remove();
      return top;
    };
    const tops = [...document.querySelectorAll('body *')]
      .filter((element) => unrendered(element) && !insideAnother(element))
      .map((element) => topOf(element) + window.scrollY);
    return tops.length > 0 ? Math.min(...tops) : null;
  });
}

/** The staged blocks left in the layout tree (locked, not `display: none`) that hold a field. */
function lockedBlocksWithFields(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return style.contentVisibility === 'hidden' && style.display !== 'none';
      })
      .filter((element) => element.querySelector('input, select, textarea'))
      .map((element) => element.id || element.className),
  );
}

async function expectAllRendered(page: Page, selectors: string[]): Promise<void> {
  for (const selector of selectors) {
    const block = page.locator(selector);
    await expect(block, selector).toBeVisible();
    await expect(block, selector).toHaveCSS('content-visibility', 'visible');
    await expect(block, selector).toHaveCSS('visibility', 'visible');
  }
}

for (const [route, selectors] of Object.entries(STAGED)) {
  test(`${route}: its blocks below the first screen wait for the app, which shows each before it hydrates`, async ({
    page,
  }) => {
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route(/\.js(\?|$)/, async (request) => {
      if (holding) held.push(() => request.continue());
      else await request.continue();
    });
    await page.goto(route);
    await expect(page.locator('h1')).toBeVisible();
    for (const selector of selectors) {
      await expect(page.locator(selector), selector).toHaveCSS('content-visibility', 'hidden');
    }
    holding = false;
    for (const release of held.splice(0)) await release();
    await waitForApp(page);
    await expectAllRendered(page, selectors);
  });
}

test.describe('with a script that never runs', () => {
  test.use({ allowedConsole: /Failed to load|ERR_FAILED|dynamically imported module/ });

  test('no page leaves a block of its first screen unrendered, on a phone, a desktop or a tablet', async ({
    page,
  }) => {
    test.slow();
    await page.route(/\.js(\?|$)/, (request) => request.abort());
    const staging: string[] = [];
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      for (const route of pages) {
        await page.goto(route);
        const top = await firstStagedTop(page);
        if (top === null) continue;
        staging.push(route);
        // A field in a locked block would be laid out at DOMContentLoaded, before the first
        // paint: such blocks wait out of the layout tree (staged-blocks.css).
        expect(await lockedBlocksWithFields(page), route).toEqual([]);
        // `/`'s preloader covers every screen while its blocks are shown.
        if (await page.locator('.preloader').isVisible()) continue;
        expect(top, `${route} at ${screen.width}×${screen.height}`).toBeGreaterThanOrEqual(
          screen.height,
        );
      }
    }
    // Every page the list above names stages something (so this test measures them).
    for (const route of Object.keys(STAGED)) expect(staging).toContain(route);
  });

  test('every block is rendered by the 6 s safety', async ({ page }) => {
    await page.route(/\.js(\?|$)/, (request) => request.abort());
    await page.goto('/services/electrical');
    await expect(page.locator('footer.footer')).toHaveCSS('content-visibility', 'hidden');
    await expect(page.locator('footer.footer')).toHaveCSS('content-visibility', 'visible', {
      timeout: 10_000,
    });
    await expectAllRendered(page, STAGED['/services/electrical'] ?? []);
    await page.goto('/');
    await expect(page.getByRole('status', { name: 'Загрузка' })).toBeHidden({ timeout: 10_000 });
    await expectAllRendered(page, STAGED['/'] ?? []);
  });
});

test('an address with a section’s anchor lands on it', async ({ page }) => {
  await page.goto('/#reviews');
  await waitForApp(page);
  await expect
    .poll(() =>
      page.evaluate(() => document.getElementById('reviews')?.getBoundingClientRect().top),
    )
    .toBeLessThan(200);
  await expect(page.getByRole('heading', { level: 2, name: 'Отзывы' })).toBeInViewport();

  for (const [route, id] of [
    ['/services/electrical/indoor', 'contact'],
    ['/pro', 'availability'],
    ['/legal/privacy', 'policy-changes'],
  ] as const) {
    await page.goto(`${route}#${id}`);
    await waitForApp(page);
    await expect
      .poll(
        () =>
          page.evaluate(
            (target) => document.getElementById(target)?.getBoundingClientRect().top,
            id,
          ),
        `${route}#${id}`,
      )
      .toBeLessThan(200);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every block is rendered at once', async ({ page }) => {
    for (const [route, selectors] of Object.entries(STAGED)) {
      await page.goto(route);
      await expectAllRendered(page, selectors);
    }
  });
});
