import { test, expect } from './fixtures';

test('the home page is served and hydrates', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/КУБ/);
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
