import { test, expect } from './fixtures';
import { waitForApp } from './support/page-helpers';

/**
 * React Router gives every navigation a new location context. A section hydrated on approach that
 * has not hydrated yet must neither hold such a navigation back (it is a transition) nor lose its
 * server HTML.
 */
test('a navigation on the page is not held back by a section that has not hydrated', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForApp(page);
  const form = page.locator('#contact form');
  await expect(form).toHaveCount(1);
  // Still the server's HTML: React has not attached to the form's elements.
  const hydrated = () =>
    form.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')));
  expect(await hydrated()).toBe(false);

  // A client-side navigation to an address the page reads (the services overlay's hash).
  await page.evaluate(() => {
    window.dispatchEvent(
      new CustomEvent('kub:locationchange', { detail: { href: '/#open-services' } }),
    );
  });
  const overlay = page.getByRole('dialog', { name: 'Услуги' });
  await expect(overlay).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await expect(form).toHaveCount(1);

  // Another page, then back: the home page renders and its form works.
  await page.evaluate(() => {
    window.dispatchEvent(new CustomEvent('kub:locationchange', { detail: { href: '/contact' } }));
  });
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await page.locator('#contact').scrollIntoViewIfNeeded();
  await page.locator('#contact').getByLabel('Имя', { exact: false }).first().fill('Анна');
  await expect(page.locator('#contact').getByLabel('Имя', { exact: false }).first()).toHaveValue(
    'Анна',
  );
});
