import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './support/page-helpers';

/**
 * `/` lays out its sections below the first screen one at a time behind its preloader
 * (src/features/preloader/staged-sections.ts): nothing of them may be lost, with the app, without
 * JavaScript, or with a script that never runs.
 */

const STAGED = ['#about', '#projects', '#contact', '#reviews', 'footer.footer'];

async function expectAllRendered(page: Page): Promise<void> {
  for (const selector of STAGED) {
    const block = page.locator(selector);
    await expect(block, selector).toBeVisible();
    await expect(block, selector).toHaveCSS('content-visibility', 'visible');
  }
  await expect(page.getByRole('heading', { level: 2, name: 'Отзывы' })).toBeVisible();
}

test('behind the preloader they wait for the app, which shows every one before it hydrates', async ({
  page,
}) => {
  const held: (() => Promise<void>)[] = [];
  let holding = true;
  await page.route(/\.js(\?|$)/, async (route) => {
    if (holding) held.push(() => route.continue());
    else await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('status', { name: 'Загрузка' })).toBeVisible();
  for (const selector of STAGED) {
    await expect(page.locator(selector), selector).toHaveCSS('content-visibility', 'hidden');
  }
  holding = false;
  for (const release of held.splice(0)) await release();
  await waitForApp(page);
  await expectAllRendered(page);
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
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every section is rendered at once', async ({ page }) => {
    await page.goto('/');
    await expectAllRendered(page);
  });
});

test.describe('with a script that never runs', () => {
  test.use({ allowedConsole: /Failed to load|ERR_FAILED|dynamically imported module/ });
  test('every section is rendered with the preloader’s 6 s safety', async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('status', { name: 'Загрузка' })).toBeHidden({ timeout: 10_000 });
    await expectAllRendered(page);
  });
});
