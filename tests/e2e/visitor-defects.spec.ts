import type { Page } from '@playwright/test';
import { expect, test, OFFLINE_CONSOLE } from './fixtures';
import { openAppOffline, waitForApp } from './support/page-helpers';
import { PRELOADER_DONE_EVENT, PRELOADER_MIN_MS } from '../../src/domain/preload/preload-schedule';

/**
 * Issue 14, "What a visitor notices": one test per defect, each written to fail before its fix.
 * Layout and timing are checked in the real browser on the production build.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Resolves once the page has not scrolled for 10 frames in a row (a smooth scroll has ended). */
async function waitForScrollToSettle(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        let frames = 0;
        const tick = () => {
          frames += 1;
          if (window.scrollY === last) still += 1;
          else {
            still = 0;
            last = window.scrollY;
          }
          if (still >= 10) resolve(true);
          else if (frames > 120) resolve(false);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

test.describe('1. legal table of contents', () => {
  const LEGAL_PAGES = ['/legal/cookies', '/legal/terms', '/legal/privacy'];
  /** public-site §2.12, §9: headings sit 150 px below the top edge when scrolled to. */
  const HEADING_OFFSET = 150;

  for (const viewport of [PHONE, DESKTOP]) {
    for (const path of LEGAL_PAGES) {
      test(`every entry of ${path} lands its heading at ${HEADING_OFFSET} px at ${viewport.width} px`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page.setViewportSize(viewport);
        await page.goto(path);
        await waitForApp(page);
        const links = page.locator('.legal-toc a');
        const count = await links.count();
        expect(count).toBeGreaterThan(4);
        for (let index = 0; index < count; index += 1) {
          // Each entry from the top of the page, as a visitor picks one. The sections are laid out
          // whole from the start (no content-visibility, legal-page.css), so an earlier jump leaves
          // nothing behind for the next; a reload per entry cost ~1.9 s of the e2e stage each.
          if (index > 0) {
            await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
            await waitForScrollToSettle(page);
            expect(await page.evaluate(() => window.scrollY)).toBe(0);
          }
          const link = links.nth(index);
          const id = ((await link.getAttribute('href')) ?? '').replace(/^#/, '');
          await link.click();
          await waitForScrollToSettle(page);
          const top = await page
            .locator(`[id="${id}"]`)
            .evaluate((el) => el.getBoundingClientRect().top);
          expect(Math.round(top), `${path} #${id}`).toBeGreaterThanOrEqual(HEADING_OFFSET - 2);
          expect(Math.round(top), `${path} #${id}`).toBeLessThanOrEqual(HEADING_OFFSET + 2);
        }
      });
    }
  }
});

test.describe('2. the preloader locks scrolling from the first paint', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`the page behind the spinner does not scroll before the script runs, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // Hold every script: what the visitor has is the prerendered HTML and its inline CSS.
      const held: (() => Promise<void>)[] = [];
      let holding = true;
      await page.route(/\.js(\?|$)/, async (route) => {
        if (holding) held.push(() => route.continue());
        else await route.continue();
      });
      await page.goto('/', { waitUntil: 'commit' });
      await expect(page.getByRole('status', { name: 'Загрузка' })).toBeVisible();
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.wheel(0, 800);
      await page.keyboard.press('PageDown');
      // The wheel is handled on the compositor: wait until it has been applied (or refused).
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // The app starts; the visitor is still at the top when the spinner fades.
      await expect.poll(() => held.length).toBeGreaterThan(0);
      holding = false;
      for (const release of held.splice(0)) await release();
      await page.mouse.wheel(0, 800);
      await waitForApp(page);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Then the page scrolls.
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });
  }

  test('the spinner stays at least its minimum from the first paint, where it appeared', async ({
    page,
  }) => {
    await page.addInitScript((event) => {
      window.addEventListener(event, () =>
        Reflect.set(window, '__preloaderDone', performance.now()),
      );
    }, PRELOADER_DONE_EVENT);
    await page.goto('/');
    await waitForApp(page);
    const shown = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return (Reflect.get(window, '__preloaderDone') as number) - (paint?.startTime ?? NaN);
    });
    // The page's clock is coarsened (to 5-100 µs): a bound to the millisecond, not a timing.
    expect(shown).toBeGreaterThanOrEqual(PRELOADER_MIN_MS - 1);
  });

  test.describe('without its script', () => {
    test.use({ allowedConsole: /Failed to load|ERR_FAILED|dynamically imported module/ });
    test('a script that never runs does not keep the page locked (6 s safety)', async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await page.route(/\.js(\?|$)/, (route) => route.abort());
      await page.goto('/');
      await expect(page.getByRole('status', { name: 'Загрузка' })).toBeHidden({ timeout: 10_000 });
      await page.mouse.move(700, 450);
      await expect
        .poll(
          async () => {
            await page.mouse.wheel(0, 400);
            return page.evaluate(() => window.scrollY);
          },
          { timeout: 5_000 },
        )
        .toBeGreaterThan(0);
    });
  });
});

/** Resolves once no animation runs in the dock (intro, back-to-top pop). */
async function dockAnimationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.dock, .dock *')].every((el) =>
      el.getAnimations().every((animation) => animation.playState !== 'running'),
    ),
  );
}

async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * What is wrong with the dock's layout: a control (link, button, back-to-top) that is cut by the
 * screen's edge or its own box, a pill row that does not fit, two controls over each other, a
 * missing logo.
 */
async function dockProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const dock = document.querySelector('.dock');
    const name = (el: Element) =>
      el.getAttribute('aria-label') || el.textContent?.trim() || el.className;
    const controls = [...document.querySelectorAll('.dock__bar a, .dock__bar button, .dock__top')]
      .filter((el) => !el.closest('[hidden]'))
      .map((el) => ({ el, rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.height > 0);
    for (const { el, rect } of controls) {
      if (rect.left < -0.5 || rect.right > width + 0.5)
        problems.push(
          `«${name(el)}» cut by the screen (${Math.round(rect.left)}–${Math.round(rect.right)})`,
        );
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`«${name(el)}» cut inside`);
    }
    for (let i = 0; i < controls.length; i += 1) {
      for (let j = i + 1; j < controls.length; j += 1) {
        const a = controls[i]!.rect;
        const b = controls[j]!.rect;
        if (
          a.left < b.right - 0.5 &&
          b.left < a.right - 0.5 &&
          a.top < b.bottom - 0.5 &&
          b.top < a.bottom - 0.5
        )
          problems.push(`«${name(controls[i]!.el)}» overlaps «${name(controls[j]!.el)}»`);
      }
    }
    const list = document.querySelector('.dock__pill-list');
    if (list && list.getBoundingClientRect().width > 0 && list.scrollWidth > list.clientWidth + 1)
      problems.push(`the pill row does not fit (${list.scrollWidth} > ${list.clientWidth})`);
    for (const el of document.querySelectorAll('.dock__pill-list a')) {
      const pill = el.getBoundingClientRect();
      const box = list!.getBoundingClientRect();
      if (pill.width > 0 && (pill.left < box.left - 0.5 || pill.right > box.right + 0.5))
        problems.push(`pill «${name(el)}» cut`);
    }
    if (
      (dock?.classList.contains('dock--home') || dock?.classList.contains('dock--other')) &&
      !(document.querySelector('.dock__logo')?.getBoundingClientRect().width ?? 0)
    )
      problems.push('the logo is hidden');
    return problems;
  });
}

/**
 * The visible text inside `selector` that the dock (its bar or back-to-top button) covers or comes
 * within `room` px of, once the dock's animations have finished.
 */
async function textUnderDock(page: Page, selector: string, room = 0): Promise<string[]> {
  await dockAnimationsDone(page);
  return page.evaluate(
    ({ sel, room }) => {
      const dock = [...document.querySelectorAll('.dock__bar, .dock__top')]
        .map((el) => el.getBoundingClientRect())
        .filter((rect) => rect.width > 0 && rect.height > 0)
        .map(
          (rect) =>
            new DOMRect(
              rect.x - room,
              rect.y - room,
              rect.width + 2 * room,
              rect.height + 2 * room,
            ),
        );
      const covered: string[] = [];
      for (const root of document.querySelectorAll(sel)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          if (!text) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            const hit = dock.some(
              (d) =>
                rect.left < d.right &&
                rect.right > d.left &&
                rect.top < d.bottom &&
                rect.bottom > d.top,
            );
            if (hit) covered.push(`«${text}» at y=${Math.round(rect.top)}`);
          }
        }
      }
      return covered;
    },
    { sel: selector, room },
  );
}

test.describe('6. the page ends with room for the dock', () => {
  const ROUTES = [
    '/',
    '/contact',
    '/pro',
    '/legal/privacy',
    '/services/electrical',
    '/pages/projects',
  ];
  const WIDTHS = [320, 390, 768, 1440, 1600];
  for (const path of ROUTES) {
    // One load per page, resized through the widths, as the dock test below does: a load per page
    // and width cost ~2 s of the e2e stage each.
    test(`${path}: at the bottom the dock covers no footer text at ${WIDTHS.join(', ')} px`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await page.goto(path);
      await waitForApp(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await nextFrames(page);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(page.locator('.dock')).not.toHaveClass(/dock--(hidden|await)/);
        await waitForScrollToSettle(page);
        await nextFrames(page);
        expect(await textUnderDock(page, '.footer', 12), `${path} at ${width} px`).toEqual([]);
      }
    });
  }
});

test.describe('3. the dock clips nothing', () => {
  // The not-found page is answered with a 404.
  test.use({ allowedConsole: /status of 404/ });
  const ROUTES = [
    '/',
    '/contact',
    '/pro',
    '/pages/projects',
    '/legal/privacy',
    '/services/electrical',
    '/no-such-page',
  ];
  const WIDTHS = [320, 360, 390, 480, 600, 640, 700, 768, 820, 900, 1024, 1280, 1440, 1600];
  for (const path of ROUTES) {
    test(`${path}: every dock control whole and apart from 320 to 1600 px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      await waitForApp(page);
      await expect(page.locator('.dock')).not.toHaveClass(/dock--(hidden|await)/);
      // Far enough down for the back-to-top button, where the page is that long.
      await page.evaluate(() => window.scrollTo(0, 700));
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await nextFrames(page);
        await dockAnimationsDone(page);
        expect(await dockProblems(page), `${path} at ${width} px`).toEqual([]);
        // Folded pills open as a list above the dock, every link whole and on screen.
        const toggle = page.getByRole('button', { name: 'Разделы' });
        if (await toggle.isVisible()) {
          await toggle.click();
          const list = page.locator('.dock__sections-list');
          await expect(list).toBeVisible();
          const box = (await list.boundingBox())!;
          expect(box.x, `${path} at ${width} px: the list`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          await expect(list.getByRole('link')).toHaveText([
            'Услуги',
            'О нас',
            'Проекты',
            'Контакты',
            'Отзывы',
          ]);
          await page.keyboard.press('Escape');
          await expect(list).toBeHidden();
          await expect(toggle).toBeFocused();
        }
      }
    });
  }
});

test.describe('4. toasts and status lines apart', () => {
  test.use({ allowedConsole: OFFLINE_CONSOLE });
  for (const viewport of [PHONE, DESKTOP]) {
    test(`offline on /contact the queued toast covers neither the offline note nor the queue count, at ${viewport.width} px`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      await openAppOffline(page, '/contact');
      const main = page.getByRole('main');
      await main.getByLabel('Имя').fill('Иван');
      await main.getByLabel('E-mail').fill('ivan@example.ru');
      await main.getByRole('button', { name: /^Тема обращения/ }).click();
      await page.getByRole('option', { name: 'Электромонтажные работы' }).click();
      await main.getByLabel('Комментарий').fill('Подключить склад 120 кВт.');
      await main.getByRole('checkbox').click();
      await main.getByRole('button', { name: 'Отправить' }).click();

      const note = page.getByText(/^Нет подключения/);
      const queue = page.getByRole('button', { name: /^Очередь отправки: 1/ });
      const toast = page.locator('.toast').filter({ hasText: 'Нет соединения.' });
      await expect(note).toBeVisible();
      await expect(queue).toBeVisible();
      await expect(toast).toBeVisible();
      // The toast's slide-in has ended.
      await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      type Box = { x: number; y: number; width: number; height: number };
      const box = async (locator: typeof note): Promise<Box> => {
        const found = await locator.boundingBox();
        expect(found).not.toBeNull();
        return found!;
      };
      const [noteBox, queueBox, toastBox] = [await box(note), await box(queue), await box(toast)];
      const apart = (a: Box, b: Box) =>
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y;
      expect(apart(toastBox, noteBox), 'toast and offline note').toBe(true);
      expect(apart(toastBox, queueBox), 'toast and queue count').toBe(true);
      expect(apart(noteBox, queueBox), 'offline note and queue count').toBe(true);
      // All on screen, below the header.
      for (const line of [noteBox, queueBox, toastBox]) {
        expect(line.x).toBeGreaterThanOrEqual(0);
        expect(line.x + line.width).toBeLessThanOrEqual(viewport.width);
        expect(line.y).toBeGreaterThanOrEqual(64);
      }
      await context.setOffline(false);
    });
  }
});

test.describe('10. card sizes', () => {
  const sizes = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((cards) =>
      cards.map((card) => {
        const rect = card.getBoundingClientRect();
        return { x: rect.x, width: Math.round(rect.width), height: Math.round(rect.height) };
      }),
    );

  test('at 1440 px: service cards 467×537 in three columns, review cards 710×555', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    await waitForApp(page);
    // The root keeps a stable scrollbar gutter (global.css), which takes its room even where the
    // scrollbar itself overlays the page (headless Chromium): the spec's 1440 px is the page's
    // width, so the window is widened by the gutter, as a desktop's scrollbar widens it.
    const pageWidth = () => page.evaluate(() => document.body.getBoundingClientRect().width);
    const gutter = DESKTOP.width - (await pageWidth());
    await page.setViewportSize({ width: DESKTOP.width + gutter, height: DESKTOP.height });
    await expect.poll(pageWidth).toBe(DESKTOP.width);
    const services = await sizes(page, '.service-card');
    expect(services).toHaveLength(5);
    for (const card of services) expect([card.width, card.height]).toEqual([467, 537]);
    expect(new Set(services.map((card) => Math.round(card.x))).size).toBe(3);
    const reviews = await sizes(page, '.review-card');
    expect(reviews).toHaveLength(2);
    for (const card of reviews) expect([card.width, card.height]).toEqual([710, 555]);
  });

  for (const width of [320, 390, 768, 1024, 1280, 1440, 1600]) {
    test(`at ${width} px the cards scale within the screen, none larger than the spec`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await waitForApp(page);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      for (const [selector, specWidth] of [
        ['.service-card', 467],
        ['.review-card', 710],
      ] as const) {
        const cards = await sizes(page, selector);
        for (const card of cards) {
          expect(card.x, selector).toBeGreaterThanOrEqual(0);
          expect(card.x + card.width, selector).toBeLessThanOrEqual(width);
          expect(card.width, selector).toBeLessThanOrEqual(specWidth);
        }
        // One size for all cards of a kind.
        expect(new Set(cards.map((card) => card.width)).size, selector).toBe(1);
      }
    });
  }
});

test.describe('5. connectivity is known from the start', () => {
  test.use({ allowedConsole: OFFLINE_CONSOLE });
  for (const viewport of [PHONE, DESKTOP]) {
    test(`opened offline, the account button at once gives the online-only notice, not a form, at ${viewport.width} px`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      await openAppOffline(page, '/contact');
      // (A CDP session for CPU throttling would undo the offline emulation of navigator.onLine,
      // so the early press is tested in tests/unit/offline/connectivity.test.tsx.)
      await page.reload();
      const account =
        viewport.width < 769
          ? page.getByRole('button', { name: 'Войти в аккаунт' })
          : page.getByRole('banner').getByRole('link', { name: 'Вход' });
      await account.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByText('Этот раздел работает только при подключении к интернету.'),
      ).toBeVisible();
      await expect(dialog.getByLabel('Пароль')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByText(/^Нет подключения\. Сайт и калькуляторы/)).toBeVisible();
      await context.setOffline(false);
    });
  }
});

test.describe('7. signed in and offline', () => {
  // Password hashing is deliberately slow (scrypt): room for the registration.
  test.setTimeout(90_000);
  test.use({ allowedConsole: OFFLINE_CONSOLE });
  test('the header keeps the name, the account area says it needs a connection, no API call', async ({
    page,
    context,
  }) => {
    const password = 'Север-Монтаж-2026';
    await page.goto('/contact');
    await waitForApp(page);
    await page.getByRole('banner').getByRole('link', { name: 'Регистрация' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Имя пользователя').fill('Ольга Смирнова');
    await dialog.getByLabel('E-mail', { exact: true }).fill(`olga.${Date.now()}@example.ru`);
    await dialog.getByLabel('Пароль', { exact: true }).fill(password);
    await dialog.getByLabel('Повторите пароль').fill(password);
    await dialog.getByRole('checkbox', { name: /Я принимаю/ }).click();
    await dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const menu = page.getByRole('banner').getByRole('button', { name: 'Ольга Смирнова' });
    await expect(menu).toBeVisible({ timeout: 30_000 });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });

    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await context.setOffline(true);
    await page.reload();
    await waitForApp(page);
    await expect(menu).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Вход' })).toHaveCount(0);
    await expect(page.getByText(/^Нет подключения\. Сайт и калькуляторы/)).toBeVisible();
    await menu.click();
    await page.getByRole('link', { name: 'Профиль' }).click();
    await expect(
      page.getByText('Этот раздел работает только при подключении к интернету.'),
    ).toBeVisible();
    expect(apiCalls).toEqual([]);
    await context.setOffline(false);
  });
});
