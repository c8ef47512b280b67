import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { test, expect, OFFLINE_CONSOLE } from './fixtures';
import { waitForServiceWorker } from './support/page-helpers';
import { PUBLIC_ROUTES } from './support/public-routes';
import { startOwnServer, type RunningServer } from './support/server-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { precompressFile } from '../../scripts/precompress';
import { holdOnLineAcrossNavigations } from '../support/offline-emulation';

async function expectHeading(page: Page, heading: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
}

async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

test.describe('offline after one visit', () => {
  // Offline navigations log failed requests (the worker tries the network first for unknown pages).
  test.use({ allowedConsole: OFFLINE_CONSOLE });

  test('the service worker controls the page after the first visit', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const urls = await cachedUrls(page);
    for (const file of [
      '/index.html',
      '/services/electrical.html',
      '/legal/terms.html',
      '/404.html',
    ]) {
      expect(
        urls.some((url) => url.includes(file)),
        `${file} is precached`,
      ).toBe(true);
    }
    expect(urls.some((url) => url.includes('/images/hero.svg'))).toBe(true);
    expect(urls.some((url) => url.includes('/api/'))).toBe(false);
  });
});

test.describe('with the network cut', () => {
  // One page, set up once: it visits online (the service worker installs), then the network is
  // cut and each route is its own test, opened from the device.
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];
  test.beforeAll(async ({ browser }, testInfo) => {
    context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    await holdOnLineAcrossNavigations(context);
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
  });
  test.afterAll(async () => {
    await context.close();
  });

  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} opens from the device`, async () => {
      await page.goto(route.path);
      await expectHeading(page, route.heading);
      expect(problems).toEqual([]);
    });
  }

  test('an unknown address gets the not-found page, and the API is never answered from a cache', async () => {
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Страница не найдена' }),
    ).toBeVisible();
    const apiFailed = await page.evaluate(async () => {
      try {
        await fetch('/api/auth/me');
        return false;
      } catch {
        return true;
      }
    });
    expect(apiFailed).toBe(true);
  });
});

test.describe('with the server stopped', () => {
  // One page, set up once: it visits with the server up (the service worker installs), then the
  // server stops and each route is its own test, opened on that page from the worker alone.
  test.describe.configure({ mode: 'serial' });
  let server: RunningServer;
  let context: BrowserContext;
  let page: Page;
  const problems: string[] = [];
  test.beforeAll(async ({ browser }) => {
    server = await startOwnServer();
    context = await browser.newContext();
    page = await context.newPage();
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${server.url}/`);
    await waitForServiceWorker(page);
    await server.stop();
  });
  test.afterAll(async () => {
    await context.close();
    await server.stop();
  });

  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} still opens`, async () => {
      await page.goto(`${server.url}${route.path}`);
      await expectHeading(page, route.heading);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('installation', () => {
  test('Chromium reports no installability errors', async ({ server }) => {
    const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-profile-'));
    let context: BrowserContext | null = null;
    try {
      context = await chromium.launchPersistentContext(userDataDir, {
        executablePath: CHROMIUM_PATH,
        args: CHROMIUM_ARGS,
      });
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${server.url}/`);
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        errors: unknown[];
        url: string;
      };
      expect(manifest.errors).toEqual([]);
      expect(manifest.url).toContain('/manifest.webmanifest');
    } finally {
      await context?.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    }
  });
});

test.describe('updates', () => {
  test.use({ serverOptions: { copyBuild: true } });
  test('a new deploy offers «Доступна новая версия» and loads it when accepted', async ({
    page,
    server,
  }) => {
    await page.goto(`${server.url}/`);
    await waitForServiceWorker(page);

    // Deploy a second build over the first: a changed page and the worker that precaches it.
    const marker = `<!-- deploy ${Date.now()} -->`;
    const indexFile = path.join(server.staticDir, 'index.html');
    fs.writeFileSync(
      indexFile,
      fs.readFileSync(indexFile, 'utf8').replace('</body>', `${marker}</body>`),
    );
    const swFile = path.join(server.staticDir, 'sw.js');
    const sw = fs.readFileSync(swFile, 'utf8');
    const updated = sw.replace(
      /(\{"revision":")([0-9a-f]+)(","url":"index\.html"\})/,
      `$1${'f'.repeat(32)}$3`,
    );
    expect(updated).not.toBe(sw);
    fs.writeFileSync(swFile, updated);
    // As the build does, the changed files are sent precompressed.
    await Promise.all([indexFile, swFile].map((file) => precompressFile(file)));

    await page.reload();
    const toast = page.getByText('Доступна новая версия');
    await expect(toast).toBeVisible({ timeout: 15_000 });
    // The reload can finish before a wait started after the click would begin: wait first.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Обновить' }).click();
    await reloaded;
    await expect.poll(() => page.content()).toContain(marker);
  });
});
