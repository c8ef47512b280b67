import type { Page } from '@playwright/test';
import { readDeviceOutbox } from '../soak/outbox-view';
import { DIRECT_QUIET_MS } from '../../src/offline/outbox';
import { SEND_TIMEOUT_MS } from '../../src/offline/send-timeouts';
import { test, expect, OFFLINE_CONSOLE } from './fixtures';
import { openApp } from './support/page-helpers';
import { contactRows } from './support/database';
import { applicationsOf, storedResumes } from './support/database-applications';
import { pdfBytes } from './support/forms';
import {
  queueButton,
  releaseHeld,
  sendApplicationHung,
  sendContactHung,
  stopQueueWatch,
  watchQueueLine,
} from './support/outbox-device';

/**
 * Issue 16, the stall seen from outside: a send that hangs (the server never answers) must not
 * leave a request stuck on the device behind its own dead or hung sender, nor out of the visible
 * queue.
 */

/** «Очередь отправки» → «Отправить сейчас», as the visitor does. */
async function pressSendNow(page: Page) {
  await queueButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Очередь отправки' });
  await dialog.getByRole('button', { name: 'Отправить сейчас', exact: true }).click();
  return dialog;
}

/** Time for the page to re-read the outbox and draw the queue line once an item is due. */
const DRAW_GRACE_MS = 1_000;

const HOUR_MS = 3_600_000;

test.describe('a send that hangs', () => {
  test.use({ allowedConsole: OFFLINE_CONSOLE });

  test('its page closed mid-send, no page open: the browser’s own background sync sends it once, though its claim has not run out', async ({
    page,
    context,
    server,
  }) => {
    test.setTimeout(90_000);
    // The page's clock runs an hour ahead: to the service worker, every lease the page takes is an
    // hour from over, so only the page being gone can free its claim.
    await context.clock.install({ time: Date.now() + HOUR_MS });
    const name = `Без окна ${Date.now()}`;
    await openApp(page, `${server.url}/contact`);
    const hung = await sendContactHung(page, context, name);

    // No page stays open: the service worker is the test's window onto the device's storage.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    const [kept] = await readDeviceOutbox(worker!);
    expect(kept).toMatchObject({ kind: 'contact', name, status: 'sending' });
    expect(kept!.leaseUntil).toBeGreaterThan(Date.now() + HOUR_MS / 2);

    // The server answers again; the page's send still hangs. Then the page is closed. Nothing else
    // happens: the sync the page asked for when it kept the request does the rest.
    hung.stop();
    expect(contactRows(server, name)).toHaveLength(0);
    await page.close();
    await expect.poll(() => contactRows(server, name).length, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => readDeviceOutbox(worker!)).toEqual([]);
    expect(contactRows(server, name)[0]!.request_id).toBe(kept!.id);

    // The hung request goes on late (a slow, not a dead, connection): still one row.
    expect(await releaseHeld(hung.held)).toEqual([200]);
    expect(contactRows(server, name)).toHaveLength(1);
  });

  test('its page open: «Отправить сейчас» delivers it once, and the queue line shows it all the while', async ({
    page,
    context,
    server,
  }) => {
    test.setTimeout(90_000);
    const name = `Нажал ${Date.now()}`;
    await openApp(page, `${server.url}/contact`);
    await watchQueueLine(page, DRAW_GRACE_MS);
    const hung = await sendContactHung(page, context, name);
    // Past its quiet first moments the hanging send is in the queue.
    await expect(queueButton(page)).toHaveText('Очередь отправки: 1', {
      timeout: DIRECT_QUIET_MS + 10_000,
    });
    expect(contactRows(server, name)).toHaveLength(0);

    // The server answers again; the send already made still hangs. The visitor asks to send now.
    hung.stop();
    const dialog = await pressSendNow(page);
    // Delivered by the press, well before the hanging send would be given up by itself.
    await expect
      .poll(() => contactRows(server, name).length, { timeout: SEND_TIMEOUT_MS.contact / 2 })
      .toBe(1);
    await expect(dialog.getByText('Очередь пуста.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(queueButton(page)).toHaveCount(0);
    await expect.poll(() => readDeviceOutbox(page)).toEqual([]);

    const watch = await stopQueueWatch(page);
    expect(watch.samples).toBeGreaterThan(0);
    expect(watch.hidden).toEqual([]);
    // The hung request arrives late: still one row, and the form is free again.
    expect(await releaseHeld(hung.held)).toEqual([200]);
    expect(contactRows(server, name)).toHaveLength(1);
    await expect(page.getByRole('main').getByRole('button', { name: 'Отправить' })).toBeEnabled();
  });

  test('an application whose resume upload hangs, its page open: «Отправить сейчас» sends it once with the exact file', async ({
    page,
    context,
    server,
  }) => {
    test.setTimeout(90_000);
    const name = `Петров Сейчас ${Date.now()}`;
    const pdf = pdfBytes(name);
    await openApp(page, `${server.url}/pro`);
    await watchQueueLine(page, DRAW_GRACE_MS);
    // Picked offline: the resume stays on the device until the application is sent.
    const hung = await sendApplicationHung(page, context, name, pdf);
    await expect(queueButton(page)).toHaveText('Очередь отправки: 1', {
      timeout: DIRECT_QUIET_MS + 10_000,
    });
    hung.stop();
    const dialog = await pressSendNow(page);
    // Sent by the press: the hung upload would otherwise hold it for minutes.
    await expect
      .poll(() => applicationsOf(server, name).length, { timeout: SEND_TIMEOUT_MS.contact / 2 })
      .toBe(1);
    await expect(dialog.getByText('Очередь пуста.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect.poll(() => readDeviceOutbox(page)).toEqual([]);
    expect(storedResumes(server).filter((file) => file.equals(pdf))).toHaveLength(1);

    const watch = await stopQueueWatch(page);
    expect(watch.samples).toBeGreaterThan(0);
    expect(watch.hidden).toEqual([]);
    // The hung upload's preparation goes on late: still one application.
    expect(await releaseHeld(hung.held)).toHaveLength(1);
    expect(applicationsOf(server, name)).toHaveLength(1);
  });
});
