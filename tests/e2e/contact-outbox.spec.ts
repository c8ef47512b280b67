import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, OFFLINE_CONSOLE } from './fixtures';
import { contactRows } from './support/database';
import type { RunningServer } from './support/server-process';
import { fillContactForm, QUEUED_TEXT } from './support/forms';
import { expectKeptSent, queueButton } from './support/outbox-device';
import { openApp, openAppOffline, waitForApp } from './support/page-helpers';

/** Holds the script at `address` back until the returned function is called. */
async function holdScript(page: Page, address: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(address, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Sends the filled contact form online: the visitor is thanked and the request stored once. */
async function sendAndExpectStored(page: Page, server: RunningServer, name: string) {
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Ваша заявка принята!')).toBeVisible();
  expect(contactRows(server, name)).toHaveLength(1);
}

test.describe('contact requests that are never lost', () => {
  test.use({ allowedConsole: OFFLINE_CONSOLE });

  test('online, the request is stored and the visitor thanked', async ({ page, server }) => {
    const name = `Онлайн ${Date.now()}`;
    await page.goto(`${server.url}/contact`);
    await waitForApp(page);
    await fillContactForm(page, name);
    await sendAndExpectStored(page, server, name);
  });

  test('on the home page the form loads when reached, and a request typed there is stored', async ({
    page,
    server,
  }) => {
    const name = `Главная ${Date.now()}`;
    await page.goto(`${server.url}/`);
    await waitForApp(page);
    const manifest = JSON.parse(
      fs.readFileSync(path.join(server.staticDir, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const chunk = manifest['src/features/contact-form/contact-section.tsx']?.file;
    expect(chunk).toBeTruthy();
    const contactChunkLoaded = () =>
      page.evaluate(
        (file) =>
          performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(`/${file}`)),
        chunk,
      );
    // Far below the first screen: its code has not been fetched, its HTML is there.
    expect(await contactChunkLoaded()).toBe(false);
    await expect(page.getByRole('heading', { name: 'Оставить заявку' })).toBeAttached();
    await fillContactForm(page, name);
    expect(await contactChunkLoaded()).toBe(true);
    await sendAndExpectStored(page, server, name);
  });

  test('what is typed before the app has loaded is kept and sent', async ({ page, server }) => {
    const name = `Рано ${Date.now()}`;
    // Hold the app's code back until the visitor has typed into the server's HTML.
    const release = await holdScript(page, /\/assets\/boot-[^/]+\.js$/);
    await page.goto(`${server.url}/contact`);
    const main = page.getByRole('main');
    await main.getByLabel('Имя').fill(name);
    await main.getByLabel('Комментарий').fill('Набрано до загрузки.');
    release();
    await waitForApp(page);
    await main.getByLabel('E-mail').fill('ivan@example.ru');
    await main.getByRole('button', { name: /^Тема обращения/ }).click();
    await page.getByRole('option', { name: 'Электромонтажные работы' }).click();
    await main.getByRole('checkbox').click();
    await sendAndExpectStored(page, server, name);
  });

  test('what is typed, and submitted, before the entry has loaded (after the first paint) is kept and sent', async ({
    page,
    server,
  }) => {
    const name = `До входа ${Date.now()}`;
    // Hold the entry itself (the boot loader imports it once the page has painted).
    const release = await holdScript(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto(`${server.url}/contact`);
    const main = page.getByRole('main');
    await main.getByLabel('Имя').fill(name);
    await main.getByLabel('Комментарий').fill('Набрано до загрузки входа.');
    // Sent the browser's way, the form would reload the page with its fields in the address.
    await main.getByLabel('Имя').press('Enter');
    await expect(main.getByLabel('Имя')).toHaveValue(name);
    expect(new URL(page.url()).search).toBe('');
    release();
    await waitForApp(page);
    await main.getByLabel('E-mail').fill('ivan@example.ru');
    await main.getByRole('button', { name: /^Тема обращения/ }).click();
    await page.getByRole('option', { name: 'Электромонтажные работы' }).click();
    await main.getByRole('checkbox').click();
    await sendAndExpectStored(page, server, name);
  });

  test('offline submit -> pending -> reload offline -> back online -> exactly one row', async ({
    page,
    context,
    server,
  }) => {
    // Two app starts (offline, then a reload) and the send: the time-out of the tests beside it.
    test.setTimeout(90_000);
    const name = `Офлайн ${Date.now()}`;
    await openAppOffline(page, `${server.url}/contact`);
    await fillContactForm(page, name);
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByRole('main').getByText(QUEUED_TEXT)).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Имя')).toHaveValue('');
    await expect(queueButton(page)).toHaveText('Очередь отправки: 1');

    await page.reload();
    await waitForApp(page);
    await expect(queueButton(page)).toHaveText('Очередь отправки: 1');
    await queueButton(page).click();
    await expect(
      page.getByRole('dialog', { name: 'Очередь отправки' }).getByText(name, { exact: false }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    expect(contactRows(server, name)).toHaveLength(0);

    await context.setOffline(false);
    await expectKeptSent(page, 15_000);
    expect(contactRows(server, name)).toHaveLength(1);
  });

  test('with the page closed, the service worker sends it on the sync event', async ({
    page,
    context,
    server,
  }) => {
    test.setTimeout(90_000);
    const name = `Фон ${Date.now()}`;
    await openAppOffline(page, `${server.url}/contact`);
    await fillContactForm(page, name);
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByRole('main').getByText(QUEUED_TEXT)).toBeVisible();

    // Close the app, come back online, and let the browser fire the background sync.
    const helper = await context.newPage();
    await helper.goto('about:blank');
    await page.close();
    await context.setOffline(false);
    const cdp = await context.newCDPSession(helper);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const found = (registrations as { registrationId: string; scopeURL: string }[]).find((r) =>
          r.scopeURL.startsWith(server.url),
        );
        if (found) resolve(found.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: server.url,
      registrationId,
      tag: 'kub-outbox',
      lastChance: false,
    });
    await expect.poll(() => contactRows(server, name).length, { timeout: 45_000 }).toBe(1);
  });

  test('with the server stopped, the request waits and goes out once it is back', async ({
    page,
    server,
  }) => {
    // The page's own retries after the server is back come at most 30 s apart.
    test.setTimeout(90_000);
    const name = `Сервер ${Date.now()}`;
    await openApp(page, `${server.url}/contact`);
    await server.stop();

    await fillContactForm(page, name);
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByRole('main').getByText(QUEUED_TEXT)).toBeVisible();
    await expect(queueButton(page)).toHaveText('Очередь отправки: 1');

    await server.start();
    // No event tells the page the server is back: while anything waits, the page tries again by
    // itself (after 2, 4, 8, 16 s, then every 30 s). Nobody presses anything here.
    await expect(page.getByText('Сохранённая заявка отправлена')).toBeVisible({ timeout: 45_000 });
    await expect.poll(() => contactRows(server, name).length).toBe(1);
    await expect(queueButton(page)).toBeHidden();
    // A reload sends nothing again: one row per request id.
    await page.reload();
    await waitForApp(page);
    expect(contactRows(server, name)).toHaveLength(1);
  });
});
