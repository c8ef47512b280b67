import { test, expect } from './fixtures';
import { PUBLIC_ROUTES } from './support/public-routes';

test.describe('prerendered pages, JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} shows its heading without JavaScript`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(route.heading);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await page.title()).toMatch(/КУБ/);
    });
  }

  test('a section hydrated on approach comes with its styles in the page', async ({ page }) => {
    for (const path of ['/', '/services/electrical', '/services/electrical/indoor']) {
      await page.goto(path);
      await expect(page.locator('#contact .contact-section__inner')).toHaveCSS('display', 'grid');
    }
  });
});

test.describe('hydration', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} hydrates without a console error`, async ({ page }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(route.heading);
      // Hydration has finished once React has attached to the root.
      await page.waitForFunction(() => {
        const root = document.getElementById('root');
        return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
      await page.waitForLoadState('networkidle');
    });
  }
});
