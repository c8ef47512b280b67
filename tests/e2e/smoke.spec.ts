import { test, expect } from './fixtures';
import { waitForApp } from './support/page-helpers';

test('the home page is served and hydrates', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/КУБ/);
});

test('errors carry their stack once the app has loaded (none only while React evaluates)', async ({
  page,
}) => {
  await page.goto('/contact');
  await waitForApp(page);
  const after = await page.evaluate(() => ({
    limit: (Error as { stackTraceLimit?: unknown }).stackTraceLimit,
    stack: new Error('после загрузки').stack ?? '',
  }));
  expect(after.limit).toBe(10);
  expect(after.stack).toContain('после загрузки');
});

test.describe('not found', () => {
  test.use({ allowedConsole: /status of 404/ });

  test('an unknown address shows the not-found screen with a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Страница не найдена' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('КУБ');
    await page.getByRole('main').getByRole('link', { name: 'На главную' }).click();
    await expect(page).toHaveURL('/');
  });
});
