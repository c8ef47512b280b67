import { readDeviceOutbox } from '../soak/outbox-view';
import { test, expect, OFFLINE_CONSOLE } from './fixtures';
import { contactRows } from './support/database';
import { applicationsOf, storedResumes } from './support/database-applications';
import { pdfBytes } from './support/forms';
import {
  expectKeptSent,
  queueButton,
  sendApplicationHung,
  sendContactHung,
} from './support/outbox-device';
import { openApp, waitForApp } from './support/page-helpers';

/**
 * Outbox first (issue 16): an online submission is on the device before its first byte is sent,
 * so a page closed or reloaded while the send hangs loses nothing: another page sends it, once.
 */

test.describe('outbox first: nothing lost when the page goes while a send hangs', () => {
  test.use({ allowedConsole: OFFLINE_CONSOLE });

  test('contact: reloaded mid-send, the next page sends it: one row', async ({
    page,
    context,
    server,
  }) => {
    test.setTimeout(60_000);
    const name = `Завис ${Date.now()}`;
    await openApp(page, `${server.url}/contact`);
    const hung = await sendContactHung(page, context, name);
    // On the device before the first byte, claimed by the page sending it.
    const [kept] = await readDeviceOutbox(page);
    expect(kept).toMatchObject({ kind: 'contact', name, status: 'sending' });
    // A send that hangs past its first seconds is shown in the queue.
    await expect(queueButton(page)).toHaveText('Очередь отправки: 1', { timeout: 10_000 });
    expect(contactRows(server, name)).toHaveLength(0);

    hung.stop(); // the server answers again; the held sends stay hung (their page goes)
    await page.reload();
    await waitForApp(page);
    await expectKeptSent(page, 20_000);
    expect(contactRows(server, name)).toHaveLength(1);
    expect(contactRows(server, name)[0]!.request_id).toBe(kept!.id);
    expect(await readDeviceOutbox(page)).toEqual([]);
  });

  test('contact: its tab closed mid-send, another open tab sends it at once: one row', async ({
    page,
    context,
    server,
  }) => {
    test.setTimeout(60_000);
    const name = `Закрыт ${Date.now()}`;
    await openApp(page, `${server.url}/contact`);
    const other = await context.newPage();
    await other.goto(`${server.url}/`);
    await waitForApp(other);
    const hung = await sendContactHung(page, context, name);
    // The other tab shows it once it has waited past its first seconds, and leaves it to the
    // live page sending it.
    await expect(queueButton(other)).toHaveText('Очередь отправки: 1', { timeout: 10_000 });
    expect(contactRows(server, name)).toHaveLength(0);

    hung.stop(); // the server answers again; the held sends stay hung (their page goes)
    await page.close();
    // Its sender gone (its Web Lock released), the open tab takes it over on its next try.
    await expectKeptSent(other, 20_000);
    expect(contactRows(server, name)).toHaveLength(1);
  });

  test('application with a resume kept on the device: reloaded while it hangs, sent once with the exact file', async ({
    page,
    context,
    server,
  }) => {
    test.setTimeout(90_000);
    const name = `Петров Завис ${Date.now()}`;
    const pdf = pdfBytes(name);
    await openApp(page, `${server.url}/pro`);
    // Picked offline: the resume stays on the device until the application is sent.
    const hung = await sendApplicationHung(page, context, name, pdf);
    const [kept] = await readDeviceOutbox(page);
    expect(kept).toMatchObject({ kind: 'application', name, status: 'sending' });
    await expect(queueButton(page)).toHaveText('Очередь отправки: 1', { timeout: 10_000 });

    hung.stop(); // the server answers again; the held sends stay hung (their page goes)
    await page.reload();
    await waitForApp(page);
    await expect(queueButton(page)).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(() => applicationsOf(server, name).length, { timeout: 10_000 }).toBe(1);
    expect(storedResumes(server).filter((file) => file.equals(pdf))).toHaveLength(1);
  });
});
