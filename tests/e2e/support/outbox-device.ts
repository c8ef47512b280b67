import { expect, type BrowserContext, type Page, type Route } from '@playwright/test';
import { deviceOutboxReader } from '../../soak/outbox-view';
import { fillApplication, fillContactForm } from './forms';

/**
 * Helpers of the outbox tests that hang sends: a server that never answers, a contact request or
 * an application sent into it, the held requests let go late, and a watch over the queue line of
 * an open page.
 */

const SENDS = /\/api\//;

/** Sends held unanswered while the server "hangs"; later ones reach it. */
export interface HungServer {
  /** The requests held so far (POST/PUT under /api/), never answered until released. */
  readonly held: Route[];
  /**
   * The server answers again: later sends reach it; the ones held stay hung. (Removing the route
   * instead would let Chromium continue the held requests at once.)
   */
  stop(): void;
}

/**
 * Holds every send (POST/PUT under /api/) unanswered: a server that never answers. On the
 * context, so the service worker's requests are held too.
 */
export async function hangSends(context: BrowserContext): Promise<HungServer> {
  const held: Route[] = [];
  let hanging = true;
  await context.route(SENDS, async (route) => {
    const method = route.request().method();
    if (hanging && (method === 'POST' || method === 'PUT')) held.push(route);
    else await route.fallback();
  });
  return {
    held,
    stop: () => {
      hanging = false;
    },
  };
}

/**
 * The server hangs, then the contact form of the open page is sent as `name`: returns once the
 * send is held (on its way, unanswered).
 */
export async function sendContactHung(
  page: Page,
  context: BrowserContext,
  name: string,
): Promise<HungServer> {
  const hung = await hangSends(context);
  await fillContactForm(page, name);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expect.poll(() => hung.held.length).toBeGreaterThan(0);
  return hung;
}

/**
 * The application form of the open page filled as `name` with `pdf` as the resume, picked offline
 * (so the resume is kept on the device and uploaded with the application); then, online again, the
 * server hangs and the application is sent: returns once its first send is held.
 */
export async function sendApplicationHung(
  page: Page,
  context: BrowserContext,
  name: string,
  pdf: Buffer,
): Promise<HungServer> {
  await context.setOffline(true);
  await fillApplication(page, name);
  await page
    .locator('#application-resume')
    .setInputFiles({ name: 'Резюме.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText(/сохранён на устройстве/)).toBeVisible();
  await context.setOffline(false);

  const hung = await hangSends(context);
  await page.getByRole('button', { name: 'Отправить анкету' }).click();
  await expect.poll(() => hung.held.length).toBeGreaterThan(0);
  return hung;
}

/**
 * Lets the held requests go on to the server late, as a connection that was only slow would.
 * Returns the statuses the server answered (a request whose page is gone may no longer go).
 */
export async function releaseHeld(held: Route[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const route of held.splice(0)) {
    try {
      const response = await route.fetch();
      statuses.push(response.status());
      await route.fulfill({ response }).catch(() => undefined);
    } catch {
      await route.abort().catch(() => undefined);
    }
  }
  return statuses;
}

/**
 * What the watch over an open page's queue line found: each moment an undelivered item stayed out
 * of «Очередь отправки: N» longer than allowed, and how many samples it took.
 */
export interface QueueWatch {
  samples: number;
  hidden: string[];
}

/**
 * Starts a watch in the page: every 100 ms it reads the device's outbox and the queue line, and
 * notes any undelivered item that stays out of the count for longer than `graceMs` after its
 * quiet time (`directUntil`, set when a direct send starts) ended, or after it appeared when it
 * has none. The grace is the time to re-read the outbox and draw the line, not a second quiet time.
 */
export async function watchQueueLine(page: Page, graceMs: number): Promise<void> {
  const reader = await deviceOutboxReader(page);
  await page.evaluate(
    ([grace, readItems]) => {
      const state: { samples: number; hidden: string[]; stop?: () => void } = {
        samples: 0,
        hidden: [],
      };
      (window as unknown as { __kubQueueWatch: typeof state }).__kubQueueWatch = state;
      const dueSince = new Map<string, number>();
      const shownCount = () => {
        const button = [...document.querySelectorAll('button')].find((b) =>
          /^Очередь отправки: \d+$/.test(b.textContent ?? ''),
        );
        return Number(/(\d+)$/.exec(button?.textContent ?? '')?.[1] ?? 0);
      };
      let busy = false;
      const timer = setInterval(() => {
        if (busy) return;
        busy = true;
        void readItems()
          .then((items) => {
            const now = Date.now();
            const waiting = items.filter((item) => item.status !== 'refused');
            for (const id of dueSince.keys())
              if (!waiting.some((item) => item.id === id)) dueSince.delete(id);
            let due = 0;
            for (const item of waiting) {
              const from = Math.max(item.directUntil ?? 0, dueSince.get(item.id) ?? now);
              if (!dueSince.has(item.id)) dueSince.set(item.id, from);
              if (now - from > grace) due += 1;
            }
            state.samples += 1;
            const shown = shownCount();
            if (shown < due) state.hidden.push(`${due} due, «${shown}» shown`);
          })
          .finally(() => {
            busy = false;
          });
      }, 100);
      state.stop = () => clearInterval(timer);
    },
    [graceMs, reader] as const,
  );
  // The watch holds the reader itself; the handle is only this side's name for it.
  await reader.dispose();
}

/** Stops the watch and returns what it found. */
export function stopQueueWatch(page: Page): Promise<QueueWatch> {
  return page.evaluate(() => {
    const state = (
      window as unknown as {
        __kubQueueWatch: { samples: number; hidden: string[]; stop?: () => void };
      }
    ).__kubQueueWatch;
    state.stop?.();
    return { samples: state.samples, hidden: state.hidden };
  });
}

/** The queue line's button («Очередь отправки: N») of an open page. */
export const queueButton = (page: Page) =>
  page.getByRole('button', { name: /^Очередь отправки: / });

/** The page tells that its kept request was sent, and the queue line is gone. */
export async function expectKeptSent(page: Page, timeoutMs: number): Promise<void> {
  await expect(page.getByText('Сохранённая заявка отправлена')).toBeVisible({ timeout: timeoutMs });
  await expect(queueButton(page)).toHaveCount(0);
}
