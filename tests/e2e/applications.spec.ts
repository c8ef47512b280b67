import { test, expect, OFFLINE_CONSOLE } from './fixtures';
import { applicationsOf, storedResumes } from './support/database-applications';
import { fillApplication, pdfBytes } from './support/forms';
import { openApp, waitForApp } from './support/page-helpers';

test.describe('job applications with a resume', () => {
  test.use({ allowedConsole: OFFLINE_CONSOLE });

  test('online: a real PDF is uploaded and the application stored with it', async ({
    page,
    server,
  }) => {
    const name = `Петров Онлайн ${Date.now()}`;
    const pdf = pdfBytes(name);
    await page.goto(`${server.url}/pro`);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: 'РАБОТА В КУБ' })).toBeVisible();
    await fillApplication(page, name);
    await page
      .locator('#application-resume')
      .setInputFiles({ name: 'Резюме.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('Резюме.pdf').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Отправить анкету' })).toBeEnabled();
    await page.getByRole('button', { name: 'Отправить анкету' }).click();
    await expect(page.getByText('Ваша анкета принята!')).toBeVisible();
    const stored = applicationsOf(server, name);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.app_id).not.toBeNull();
    expect(storedResumes(server).some((file) => file.equals(pdf))).toBe(true);
  });

  test('offline with a resume: queued, kept over a reload, sent once when back online', async ({
    page,
    context,
    server,
  }) => {
    const name = `Петров Офлайн ${Date.now()}`;
    const pdf = pdfBytes(name);
    await openApp(page, `${server.url}/pro`);

    await context.setOffline(true);
    await fillApplication(page, name);
    await page
      .locator('#application-resume')
      .setInputFiles({ name: 'Резюме.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Отправить анкету' }).click();
    const queue = page.getByRole('button', { name: /^Очередь отправки: / });
    await expect(queue).toHaveText('Очередь отправки: 1');

    await page.reload();
    await waitForApp(page);
    await expect(queue).toHaveText('Очередь отправки: 1');
    expect(applicationsOf(server, name)).toHaveLength(0);

    await context.setOffline(false);
    await expect(queue).toHaveCount(0, { timeout: 20_000 });
    await expect.poll(() => applicationsOf(server, name).length, { timeout: 10_000 }).toBe(1);
    const matching = storedResumes(server).filter((file) => file.equals(pdf));
    expect(matching).toHaveLength(1);
  });
});
