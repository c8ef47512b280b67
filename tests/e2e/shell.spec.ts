import { test, expect } from './fixtures';
import { markWindow, waitForApp, wasReloaded } from './support/page-helpers';

test.describe('services overlay', () => {
  test('opens from the header by mouse, moves by keyboard and opens a line', async ({ page }) => {
    await page.goto('/legal/terms');
    await waitForApp(page);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Услуги' });
    await toggle.click();
    const overlay = page.getByRole('dialog', { name: 'Услуги' });
    await expect(overlay).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Escape closes and gives focus back to the opener.
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();
    await expect(toggle).toBeFocused();

    // Alt+S toggles; the lines follow the arrow keys; Enter opens the selected line.
    await page.keyboard.press('Alt+KeyS');
    await expect(overlay).toBeVisible();
    await overlay.getByRole('tab', { name: /Слаботочные системы/ }).click();
    const lines = overlay.getByRole('list', { name: 'Услуги раздела «Слаботочные системы»' });
    await expect(lines.getByRole('link').first()).toHaveAttribute('aria-current', 'true');
    await lines.getByRole('link').first().focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(lines.getByRole('link').nth(2)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Enter');
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/services\/lowcurrent#ops$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'СЛАБОТОЧНЫЕ СИСТЕМЫ' }),
    ).toBeVisible();
  });

  test('opens from ?open=services and #open-services, and closes on the backdrop', async ({
    page,
  }) => {
    await page.goto('/?open=services');
    await waitForApp(page);
    const overlay = page.getByRole('dialog', { name: 'Услуги' });
    await expect(overlay).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Escape');
    await expect(overlay).toBeHidden();

    await page.goto('/contact#open-services');
    await waitForApp(page);
    await expect(overlay).toBeVisible();
    await page.mouse.click(1400, 880);
    await expect(overlay).toBeHidden();
  });
});

test.describe('floating dock', () => {
  test('home pills scroll to their sections; back to top appears after scrolling', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    const dock = page.locator('.dock');
    await expect(dock.getByRole('button', { name: 'Наверх' })).toHaveCount(0);
    await expect(dock.getByRole('link', { name: 'Купить' })).toBeVisible();
    await dock.getByRole('link', { name: 'Отзывы', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Отзывы' })).toBeInViewport();
    await expect(dock.getByRole('link', { name: 'Отзывы', exact: true })).toHaveAttribute(
      'aria-current',
      /.+/,
    );
    await expect(page.getByRole('button', { name: 'Наверх' })).toBeVisible();
    await page.getByRole('button', { name: 'Наверх' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  });

  test('legal pages show Cookie, Права, Данные and a way home; no call to action', async ({
    page,
  }) => {
    await page.goto('/legal/cookies');
    await waitForApp(page);
    await markWindow(page);
    const dockPills = page.locator('.dock');
    await expect(dockPills.getByRole('link', { name: 'Cookie' })).toBeVisible();
    await expect(dockPills.getByRole('link', { name: 'Права' })).toBeVisible();
    await expect(dockPills.getByRole('link', { name: 'Данные' })).toBeVisible();
    await expect(dockPills.getByRole('link', { name: /Купить|Оставить заявку/ })).toHaveCount(0);
    await dockPills.getByRole('link', { name: 'Данные' }).click();
    await expect(page).toHaveURL('/legal/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Политика конфиденциальности');
    expect(await wasReloaded(page)).toBe(false);
  });

  test('service pages hide the pills and «Оставить заявку» scrolls to the form', async ({
    page,
  }) => {
    await page.goto('/services/design');
    await waitForApp(page);
    const dock = page.locator('.dock');
    await expect(dock.getByRole('link', { name: 'О нас' })).toHaveCount(0);
    await dock.getByRole('link', { name: 'Оставить заявку' }).click();
    await expect(page.locator('#contact')).toBeInViewport();
  });
});

test.describe('tabs', () => {
  test('legal tabs navigate without a reload, by mouse and by keyboard', async ({ page }) => {
    await page.goto('/legal/cookies');
    await waitForApp(page);
    await markWindow(page);
    const tabs = page
      .getByRole('navigation', { name: /Правовые|правовые|Документы|документы/ })
      .first();
    await tabs.getByRole('link', { name: 'Правовые положения' }).click();
    await expect(page).toHaveURL('/legal/terms');
    await expect(tabs.getByRole('link', { name: 'Правовые положения' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await tabs.getByRole('link', { name: 'Политика конфиденциальности' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/legal/privacy');
    await expect(page).toHaveTitle('Политика конфиденциальности — КУБ');
    expect(await wasReloaded(page)).toBe(false);
  });

  test('service anchor tabs scroll to their block; sub-page tabs navigate', async ({ page }) => {
    await page.goto('/services/lowcurrent');
    await waitForApp(page);
    await markWindow(page);
    await page.getByRole('link', { name: 'СКУД', exact: true }).first().click();
    await expect(page).toHaveURL(/\/services\/lowcurrent#skud$/);
    await expect(page.locator('#skud')).toBeInViewport();

    await page.goto('/services/electrical');
    await waitForApp(page);
    await markWindow(page);
    await page.getByRole('link', { name: 'Внутренний электромонтаж' }).first().click();
    await expect(page).toHaveURL('/services/electrical/indoor');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Внутренний электромонтаж/);
    expect(await wasReloaded(page)).toBe(false);
  });
});

test.describe('routing', () => {
  test('back and forward move between pages and the title follows', async ({ page }) => {
    await page.goto('/contact');
    await waitForApp(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Правовые положения' }).click();
    await expect(page).toHaveTitle('Правовые положения — КУБ');
    await expect(page.locator('body')).toHaveClass(/area-legal/);
    await page.goBack();
    await expect(page).toHaveURL('/contact');
    await expect(page).toHaveTitle('Контакты — КУБ');
    await expect(page.locator('body')).toHaveClass(/area-contact/);
    await page.goForward();
    await expect(page).toHaveURL('/legal/terms');
  });
});
