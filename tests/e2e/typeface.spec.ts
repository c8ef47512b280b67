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
  const contactHeading = await page.getByRole('heading', { level: 1 }).innerText();

  await page.evaluate(() => {
    window.dispatchEvent(
      new CustomEvent('kub:locationchange', { detail: { href: '/legal/privacy' } }),
    );
  });
  await expect(page).toHaveURL(/\/legal\/privacy$/);
  // The address changes before the new page is rendered: wait for its own heading, not the
  // contact page's one on its way out (a detached heading has no computed font: "").
  const privacyHeading = page.getByRole('heading', { level: 1 });
  await expect(privacyHeading).toBeVisible();
  await expect(privacyHeading).not.toHaveText(contactHeading);
  expect(await kubSansFaces(page)).toEqual(['100 499', '500 900']);
  await expect.poll(() => headingFont(page)).toContain('Kub Sans');
});

/** The faces of one glyph (the rouble sign's) as declared when the document has been parsed. */
async function glyphFacesAtParse(page: Page, path: string): Promise<string[]> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const faces = [...document.fonts]
        .filter((face) => face.unicodeRange !== 'U+0-10FFFF')
        .map(
          (face) =>
            `${face.family.replace(/["']/g, '')} ${face.weight} ${face.unicodeRange} ${face.status}`,
        );
      Reflect.set(window, '__glyphFaces', faces);
    });
  });
  await page.goto(path);
  return (await page.evaluate(() => Reflect.get(window, '__glyphFaces'))) as string[];
}

test('the rouble sign has faces of its own, ready at the first layout, where a page shows it', async ({
  page,
}) => {
  // The indoor calculator's first screen shows prices: the boot loader has added the faces from
  // their bytes before the body was parsed, so no system font is looked up for the sign.
  expect(await glyphFacesAtParse(page, '/services/electrical/indoor')).toEqual([
    'Kub Sans 100 499 U+20BD loaded',
    'Kub Sans 500 900 U+20BD loaded',
  ]);
  await expect(page.getByText(/\d\s₽/).filter({ visible: true }).first()).toBeVisible();
  expect(await page.evaluate(() => document.fonts.check('700 16px "Kub Sans"', '₽'))).toBe(true);
  await waitForApp(page);
  expect(await kubSansFaces(page)).toEqual(['100 499', '500 900', '100 499', '500 900']);
});

test('a page that shows no rouble sign carries no face for it', async ({ page }) => {
  expect(await glyphFacesAtParse(page, '/contact')).toEqual([]);
});
