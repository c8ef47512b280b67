import type { Browser, Page } from '@playwright/test';
import { test, expect, OFFLINE_CONSOLE } from './fixtures';
import { applicationsOf, storedResumes } from './support/database-applications';
import { fillApplication, pdfBytes } from './support/forms';
import { openApp, waitForApp } from './support/page-helpers';

const FAILED_TEXT = 'Не удалось принять присланный файл. Выберите его ещё раз в поле «Резюме».';
const UPLOADED = /Файл загружен/;
const KEPT_ON_DEVICE = /Файл сохранён на устройстве и отправится вместе с анкетой/;

interface SharedFile {
  name: string;
  type: string;
  /** The file's bytes, or its size: that many bytes starting with '%PDF-'. */
  bytes?: Buffer;
  size?: number;
}

/**
 * Shares a file to the app as the phone's share sheet does: a navigation POST of
 * multipart/form-data (title, text and the file in 'resume') to the manifest's share_target
 * action, made by a form submitted from the page, so the service worker controlling it answers.
 */
async function shareFile(page: Page, file: SharedFile): Promise<void> {
  const manifest = await page.evaluate(async () => {
    const response = await fetch('/manifest.webmanifest');
    return (await response.json()) as {
      share_target: { action: string; params: { files: { name: string }[] } };
    };
  });
  const { action } = manifest.share_target;
  const field = manifest.share_target.params.files[0]!.name;
  await page.evaluate(
    ({ action, field, name, type, base64, size }) => {
      const bytes = base64
        ? Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
        : new Uint8Array(size);
      if (!base64) bytes.set(new TextEncoder().encode('%PDF-1.4 '));
      const form = document.createElement('form');
      form.method = 'post';
      form.enctype = 'multipart/form-data';
      form.action = action;
      for (const [key, value] of [
        ['title', 'Резюме'],
        ['text', 'Моё резюме'],
      ]) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = key!;
        input.value = value!;
        form.append(input);
      }
      const input = document.createElement('input');
      input.type = 'file';
      input.name = field;
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type }));
      input.files = transfer.files;
      form.append(input);
      document.body.append(form);
      form.submit();
    },
    {
      action,
      field,
      name: file.name,
      type: file.type,
      base64: file.bytes?.toString('base64') ?? '',
      size: file.size ?? 0,
    },
  );
  await page.waitForURL((url) => url.pathname === '/pro' && url.search === '');
  await waitForApp(page);
}

async function openInstalled(page: Page, url: string): Promise<void> {
  await openApp(page, url);
}

const resumeField = (page: Page) => page.locator('#application-resume-field');
const resumeError = (page: Page) => page.locator('#application-resume-error');

test.describe('a resume shared to the installed app', () => {
  test.use({ allowedConsole: OFFLINE_CONSOLE });

  test.describe('with its own server', () => {
    test('lands in the application form, uploaded, and goes with the application', async ({
      page,
      server,
    }) => {
      // The whole application is filled in: on the shared 2-core machine that can take a while.
      test.setTimeout(90_000);
      const name = `Петров Поделился ${Date.now()}`;
      const pdf = pdfBytes(name);
      await openInstalled(page, `${server.url}/pro`);
      await shareFile(page, { name: 'Резюме Петров.pdf', type: 'application/pdf', bytes: pdf });
      const field = resumeField(page);
      await expect(field).toContainText('Резюме Петров.pdf');
      await expect(field).toContainText(UPLOADED);
      await expect(page.locator('#application-resume')).toBeFocused();
      await expect(field).toBeInViewport();

      await fillApplication(page, name);
      await page.getByRole('button', { name: 'Отправить анкету' }).click();
      await expect(page.getByText('Ваша анкета принята!')).toBeVisible();
      await expect.poll(() => applicationsOf(server, name).length).toBe(1);
      expect(applicationsOf(server, name)[0]!.app_id).not.toBeNull();
      expect(storedResumes(server).some((stored) => stored.equals(pdf))).toBe(true);
    });
  });

  test('works with no network: the worker keeps the file and the form holds it', async ({
    page,
    context,
  }) => {
    await openInstalled(page, '/');
    await context.setOffline(true);
    await shareFile(page, {
      name: 'Резюме.pdf',
      type: 'application/pdf',
      bytes: pdfBytes('офлайн'),
    });
    const field = resumeField(page);
    await expect(field).toContainText('Резюме.pdf');
    await expect(field).toContainText(KEPT_ON_DEVICE);
    await expect(page.locator('#application-resume')).toBeFocused();
    await context.setOffline(false);
  });

  const refused: [string, SharedFile][] = [
    [
      'a .pdf that is not a PDF',
      { name: 'cv.pdf', type: 'application/pdf', bytes: Buffer.from('just text, no PDF') },
    ],
    ['a file over 10 MB', { name: 'big.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 }],
    ['a file of another type', { name: 'cv.txt', type: 'text/plain', bytes: Buffer.from('x') }],
  ];
  for (const [label, file] of refused) {
    test(`${label} gets the message the form gives when it is picked`, async ({ page }) => {
      await openInstalled(page, '/pro');
      const bytes =
        file.bytes ?? Buffer.concat([Buffer.from('%PDF-1.4 '), Buffer.alloc(file.size! - 9)]);
      await page
        .locator('#application-resume')
        .setInputFiles({ name: file.name, mimeType: file.type, buffer: bytes });
      await expect(resumeError(page)).toBeVisible({ timeout: 15_000 });
      const picked = (await resumeError(page).textContent()) ?? '';
      expect(picked).toMatch(/^(Не удалось загрузить файл|Слишком большой|Допустимы только)/);

      await shareFile(page, file);
      await expect(resumeError(page)).toHaveText(picked, { timeout: 15_000 });
      await expect(resumeField(page)).not.toContainText(UPLOADED);
      await expect(page.locator('#application-resume')).toBeFocused();
    });
  }

  test('a share that reaches the server (no worker yet) opens the form, which explains', async ({
    browser,
    baseURL,
  }) => {
    const context = await (browser as Browser).newContext({ baseURL, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.goto('/pro');
      await waitForApp(page);
      await shareFile(page, { name: 'cv.pdf', type: 'application/pdf', bytes: pdfBytes('сервер') });
      await expect(resumeError(page)).toHaveText(FAILED_TEXT);
      await expect(page.locator('#application-resume')).toBeFocused();
    } finally {
      await context.close();
    }
  });
});
