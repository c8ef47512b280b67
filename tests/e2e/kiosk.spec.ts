import type { Page } from '@playwright/test';
import { PIN_WRONG_MESSAGE } from '../../src/domain/kiosk/pin';
import { test, expect, OFFLINE_CONSOLE } from './fixtures';
import { contactRows } from './support/database';
import { fillContactForm, QUEUED_TEXT } from './support/forms';
import { queueButton } from './support/outbox-device';
import { waitForApp, waitForServiceWorker } from './support/page-helpers';

const kioskOn = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-kiosk'));

/** How many calculators have inputs kept on the device (IndexedDB `kub-calculators`). */
function storedCalculators(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('kub-calculators');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('inputs')) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction('inputs').objectStore('inputs').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

/** Turns the kiosk mode on from /kiosk with this PIN; the app then shows the home page. */
async function turnKioskOn(page: Page, url: string, pin: string): Promise<void> {
  await page.goto(`${url}/kiosk`);
  await waitForApp(page);
  await page.getByLabel('Придумайте PIN-код').fill(pin);
  await page.getByLabel('Повторите PIN-код').fill(pin);
  await page.getByRole('button', { name: 'Включить режим киоска' }).click();
  await expect(page).toHaveURL(`${url}/`);
  await expect.poll(() => kioskOn(page)).toBe(true);
}

test.describe('the kiosk mode of a stand tablet', () => {
  test.use({ allowedConsole: OFFLINE_CONSOLE });

  test('hides the login and the links out, and is remembered on the device', async ({
    page,
    server,
  }) => {
    await turnKioskOn(page, server.url, '2468');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Вход' })).toBeHidden();
    const mail = page.getByRole('contentinfo').getByRole('link', { name: /@/ });
    await expect(mail).toHaveCSS('pointer-events', 'none');
    const selectable = await page.evaluate(() => getComputedStyle(document.body).userSelect);
    expect(selectable).toBe('none');

    await page.reload();
    await waitForApp(page);
    expect(await kioskOn(page)).toBe(true);
    await expect(banner.getByRole('link', { name: 'Вход' })).toBeHidden();
    // The account area is closed: its address leads to the home page.
    await page.goto(`${server.url}/account`);
    await expect(page).toHaveURL(`${server.url}/`);
  });

  test('after two idle minutes it starts over: the form and calculators are cleared, a queued request still goes out', async ({
    page,
    context,
    server,
  }) => {
    test.setTimeout(90_000);
    const queued = `Киоск ${Date.now()}`;
    await page.clock.install();
    await turnKioskOn(page, server.url, '2468');
    await waitForServiceWorker(page);

    // A visitor tries the power connection calculator; its inputs are kept on the device.
    await page.goto(`${server.url}/services/electrical/power-connection`);
    await waitForApp(page);
    const address = page.getByRole('textbox', { name: /Адрес объекта/ });
    await address.fill('Архангельск, ул. Северная, 1');
    await page.getByRole('slider', { name: 'Требуемая мощность' }).fill('120');
    await expect.poll(() => storedCalculators(page)).toBe(1);

    // Without signal they send a request: it waits on the device.
    await context.setOffline(true);
    await page.goto(`${server.url}/contact`);
    await waitForApp(page);
    await fillContactForm(page, queued);
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByRole('main').getByText(QUEUED_TEXT)).toBeVisible();
    await expect(queueButton(page)).toHaveText('Очередь отправки: 1');

    // On the home page the next one starts a request and walks away from the stand.
    await page.goto(`${server.url}/`);
    await waitForApp(page);
    const main = page.getByRole('main');
    await main.getByLabel('Имя').fill('Наполовину');
    await main.getByLabel('Комментарий').fill('Не дописал');
    await expect(main.getByLabel('Имя')).toHaveValue('Наполовину');
    await page.clock.fastForward('02:00');
    const overlay = page.getByRole('dialog', { name: 'Начать заново?' });
    await expect(overlay).toBeVisible();
    await expect(overlay.getByRole('button', { name: 'Продолжить' })).toBeFocused();
    await expect(overlay.getByRole('timer')).toHaveText(/^(10|9)$/);

    await page.clock.fastForward('00:10');
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(main.getByLabel('Имя')).toHaveValue('');
    await expect(main.getByLabel('Комментарий')).toHaveValue('');
    await expect.poll(() => storedCalculators(page)).toBe(0);

    // The next visitor finds the calculator at its defaults.
    await page.goto(`${server.url}/services/electrical/power-connection`);
    await waitForApp(page);
    await expect(address).toHaveValue('');

    // The first visitor's request was never touched: it goes out once the signal is back.
    await expect(queueButton(page)).toHaveText('Очередь отправки: 1');
    await context.setOffline(false);
    await expect.poll(() => contactRows(server, queued).length, { timeout: 20_000 }).toBe(1);
    await expect(queueButton(page)).toHaveCount(0);
  });

  test('turns off by holding the logo and giving the PIN; a wrong PIN is refused', async ({
    page,
    server,
  }) => {
    await turnKioskOn(page, server.url, '97531');
    await waitForApp(page);
    const logo = page.getByRole('banner').getByRole('link', { name: /на главную/ });
    await logo.hover();
    await page.mouse.down();
    const dialog = page.getByRole('dialog', { name: 'Выключить режим киоска' });
    await expect(dialog).toBeVisible();
    await page.mouse.up();
    const pin = dialog.getByLabel('PIN-код');
    await expect(pin).toBeFocused();

    await pin.fill('1111');
    await dialog.getByRole('button', { name: 'Выключить', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(PIN_WRONG_MESSAGE);
    expect(await kioskOn(page)).toBe(true);

    await pin.fill('97531');
    await pin.press('Enter');
    await expect(dialog).toBeHidden();
    await expect.poll(() => kioskOn(page)).toBe(false);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Вход' })).toBeVisible();
    await page.reload();
    await waitForApp(page);
    expect(await kioskOn(page)).toBe(false);
  });
});
