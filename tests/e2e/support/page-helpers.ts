import { expect, type Page } from '@playwright/test';

/** Waits until the home preloader (if any) has gone and the app has hydrated. */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await expect(page.locator('.preloader')).toHaveCount(0, { timeout: 10_000 });
}

/** Marks the window so a later check can tell whether the page was reloaded. */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __kubMark: boolean }).__kubMark = true;
  });
}

export async function wasReloaded(page: Page): Promise<boolean> {
  return page.evaluate(() => !(window as unknown as { __kubMark?: boolean }).__kubMark);
}

/** Waits until a service worker controls the page (the first visit suffices: it claims clients). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}

/** Opens an address with the app hydrated and the service worker in control. */
export async function openApp(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForApp(page);
  await waitForServiceWorker(page);
}

/** Opens an address as openApp does, then takes the network away (the whole context's). */
export async function openAppOffline(page: Page, url: string): Promise<void> {
  await openApp(page, url);
  await page.context().setOffline(true);
}
