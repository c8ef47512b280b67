import { test, expect } from './fixtures';
import { waitForApp } from './support/page-helpers';

/**
 * The modal is a native <dialog> opened with showModal(): the browser keeps focus inside, makes
 * the page behind inert, and Escape closes it; focus goes back to the control that opened it.
 */
test.describe('modal dialogs', () => {
  test('the login dialog keeps Tab inside, leaves the page inert, and closes by Escape and by the backdrop', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    const opener = page.getByRole('banner').getByRole('link', { name: 'Вход' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Вход' });
    await expect(dialog).toBeVisible();
    // Focus moves in at once.
    await expect
      .poll(() => dialog.evaluate((node) => node.contains(document.activeElement)))
      .toBe(true);

    // Forty presses of Tab and of Shift+Tab never leave the dialog.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let i = 0; i < 20; i += 1) {
        await page.keyboard.press(key);
        const inside = await dialog.evaluate((node) => {
          const active = document.activeElement;
          return active === document.body || node.contains(active);
        });
        expect(inside, `${key} #${i + 1}`).toBe(true);
      }
    }
    // The page behind cannot be clicked: the banner is under the backdrop.
    expect(await page.evaluate(() => document.querySelector('dialog:modal') !== null)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // A click on the backdrop (the corner of the screen, outside the box) closes it too.
    await opener.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(page.locator('body')).not.toHaveAttribute('data-scroll-locked');
  });
});
