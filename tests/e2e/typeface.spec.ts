import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { waitForApp } from './support/page-helpers';

/**
 * The site's typeface, 'Kub Sans', is declared once per document: by the page's inline styles.
 * The full stylesheets applied after the first paint carry no @font-face (a new one would make
 * the browser lay the page's text out again, scripts/critical-styles.ts), so the faces must stay
 * declared and in use from the first paint, through hydration, to a page opened in the app.
 */
const kubSansFaces = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Kub Sans')
      .map((face) => face.weight),
  );

const headingFont = (page: Page) =>
  page
    .getByRole('heading', { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).fontFamily);

test('the typeface is declared once and used, before and after a navigation in the app', async ({
  page,
}) => {
  await page.goto('/contact');
  await waitForApp(page);
  // The full stylesheets are linked by the entry after the paint and declare no face of their own.
  await expect.poll(() => page.locator('head > link[rel="stylesheet"]').count()).toBeGreaterThan(0);
  await expect(page.locator('link[rel="stylesheet"][disabled]')).toHaveCount(0);
  expect(await kubSansFaces(page)).toEqual(['100 499', '500 900']);
  expect(await headingFont(page)).toContain('Kub Sans');

  await page.evaluate(() => {
    window.dispatchEvent(
      new CustomEvent('kub:locationchange', { detail: { href: '/legal/privacy' } }),
    );
  });
  await expect(page).toHaveURL(/\/legal\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await kubSansFaces(page)).toEqual(['100 499', '500 900']);
  expect(await headingFont(page)).toContain('Kub Sans');
});
