import { test, expect } from './fixtures';
import { waitForApp } from './support/page-helpers';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'service-electrical', path: '/services/electrical' },
  { name: 'legal-terms', path: '/legal/terms' },
];
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const target of PAGES) {
      test(`${target.name}: no sideways scrolling, screenshot kept`, async ({ page }, testInfo) => {
        await page.goto(target.path);
        await waitForApp(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
        const file = testInfo.outputPath(`${target.name}-${viewport.width}.png`);
        await page.screenshot({ path: file });
        await testInfo.attach(`${target.name}-${viewport.width}`, {
          path: file,
          contentType: 'image/png',
        });
      });
    }
  });
}
