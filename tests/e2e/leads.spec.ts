import fs from 'node:fs';
import { test, expect, OFFLINE_CONSOLE } from './fixtures';
import { createAdmin, signIn } from './support/accounts';
import { fillApplication, fillContactForm, pdfBytes, QUEUED_TEXT } from './support/forms';
import { markWindow, openApp, waitForApp, wasReloaded } from './support/page-helpers';

const ADMIN = { email: 'admin@kub.example', password: 'Админ-Пароль-2026' };
const USER = {
  name: 'Обычный Пользователь',
  email: 'user@kub.example',
  password: 'Север-Монтаж-2026',
};

test.describe('the leads inbox', () => {
  // Three submissions at a person's pace, two sign-ins with the production password hash.
  test.setTimeout(180_000);
  test.use({ allowedConsole: OFFLINE_CONSOLE });

  test('requests sent online and offline and an application with a PDF reach staff; a user sees none of it', async ({
    page,
    context,
    browser,
    server,
  }) => {
    const stamp = Date.now();
    const online = `Онлайн Заказчиков ${stamp}`;
    const queued = `Офлайн Заказчиков ${stamp}`;
    const applicant = `Соискатель Резюмов ${stamp}`;
    const pdf = pdfBytes(applicant);

    // A visitor: one request online, one while the device is offline (sent once it is back).
    await openApp(page, `${server.url}/contact`);
    await fillContactForm(page, online, { humanPace: true });
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByText('Ваша заявка принята!')).toBeVisible();

    await context.setOffline(true);
    await fillContactForm(page, queued, { humanPace: true });
    await page.getByRole('button', { name: 'Отправить' }).click();
    await expect(page.getByRole('main').getByText(QUEUED_TEXT)).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Сохранённая заявка отправлена')).toBeVisible({ timeout: 20_000 });

    // A job seeker: an application with a real PDF.
    await page.goto(`${server.url}/pro`);
    await waitForApp(page);
    await fillApplication(page, applicant, { humanPace: true });
    await page
      .locator('#application-resume')
      .setInputFiles({ name: 'Резюме.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('Резюме.pdf').first()).toBeVisible();
    await page.getByRole('button', { name: 'Отправить анкету' }).click();
    await expect(page.getByText('Ваша анкета принята!')).toBeVisible();

    // An admin, made with the operator command, signs in: three unread leads.
    createAdmin(server, ADMIN.email, ADMIN.password);
    const adminContext = await browser.newContext({ acceptDownloads: true });
    const admin = await adminContext.newPage();
    const home = await admin.goto(`${server.url}/`);
    await waitForApp(admin);
    await signIn(admin, ADMIN.email, ADMIN.password, false);
    await admin.getByRole('banner').getByRole('button', { name: 'Администратор' }).click();
    await expect(
      admin.getByRole('banner').getByRole('link', { name: 'Заявки, непрочитанных: 3' }),
    ).toBeVisible();
    await markWindow(admin);
    const accountDocument = admin.waitForResponse(
      (response) =>
        response.request().isNavigationRequest() &&
        new URL(response.url()).pathname === '/account/leads',
    );
    // The link changes the address at once; the document that replaces the public one loads after.
    const accountLoaded = admin.waitForEvent('load');
    await admin.getByRole('banner').getByRole('link', { name: 'Заявки, непрочитанных: 3' }).click();
    // The account area is a document of its own, which no window of another site may keep; the
    // public page the admin signed in on is not (it starts in the process it was opened in).
    expect(home?.headers()['cross-origin-opener-policy']).toBeUndefined();
    expect((await accountDocument).headers()['cross-origin-opener-policy']).toBe('same-origin');
    await accountLoaded;
    await expect(admin).toHaveURL(/\/account\/leads$/);
    await waitForApp(admin);
    expect(await wasReloaded(admin)).toBe(true);
    await markWindow(admin);
    const tabs = admin.getByRole('navigation', { name: 'Разделы личного кабинета' });
    await expect(tabs.getByRole('link', { name: 'Заявки, непрочитанных: 3' })).toBeVisible();
    const table = admin.getByRole('table', { name: 'Заявки и анкеты, новые сверху' });
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText(applicant);
    await expect(rows.nth(1)).toContainText('Анкета');
    await expect(rows.nth(1)).toContainText('электромонтажник');
    await expect(rows.nth(2)).toContainText(queued);
    await expect(rows.nth(3)).toContainText(online);
    for (const index of [1, 2, 3]) {
      await expect(rows.nth(index)).toContainText('Не прочитано');
      await expect(rows.nth(index)).toContainText('Новая');
      await expect(rows.nth(index)).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2} МСК/);
    }

    // Search: ё and е alike, the start of a word is enough.
    await admin.getByRole('searchbox', { name: 'Поиск' }).fill('офлайн заказч');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(queued);
    await admin.getByRole('searchbox', { name: 'Поиск' }).fill('соискател');
    await expect(rows).toHaveCount(2);
    await expect(admin).toHaveURL(/q=/);

    // The application: its answers, a status change with its trail, the resume as a file.
    await table.getByRole('link', { name: applicant }).click();
    await expect(admin.getByRole('heading', { name: new RegExp(applicant) })).toBeVisible();
    // Inside the account document, its links stay in it.
    expect(await wasReloaded(admin)).toBe(false);
    await expect(admin.getByText('Новая анкета — электромонтажник').first()).toBeVisible();
    await admin.getByLabel('Статус').selectOption({ label: 'В работе' });
    await expect(admin.getByText('Сохранено')).toBeVisible();
    await expect(admin.getByText('Статус: Новая → В работе')).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Заявки, непрочитанных: 2' })).toBeVisible();
    const [resume] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Скачать резюме' }).click(),
    ]);
    expect(resume.suggestedFilename()).toBe('Резюме.pdf');
    expect(fs.readFileSync(await resume.path()).equals(pdf)).toBe(true);

    // Back to the list, with the search kept; the export of everything.
    await admin.getByRole('link', { name: /Все заявки/ }).click();
    await expect(admin.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('соискател');
    await admin.getByRole('button', { name: 'Сбросить' }).click();
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('В работе');
    await expect(rows.nth(1)).not.toContainText('Не прочитано');
    const [csv] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Скачать CSV' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await csv.path(), 'utf8');
    expect(text.startsWith('\uFEFF№;Тип;Получена (МСК);Статус;Имя;')).toBe(true);
    for (const name of [online, queued, applicant]) expect(text).toContain(`;${name};`);
    expect(text).toContain(';В работе;');
    await adminContext.close();

    // A signed-in user who is not staff: no tab, no menu link, and 403 from the API.
    const userContext = await browser.newContext();
    const user = await userContext.newPage();
    await user.goto(`${server.url}/`);
    await waitForApp(user);
    const registered = await user.evaluate(async (account) => {
      const response = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(account),
      });
      return response.status;
    }, USER);
    expect(registered).toBe(201);
    await signIn(user, USER.email, USER.password, false);
    await user.goto(`${server.url}/account`);
    await waitForApp(user);
    const userTabs = user.getByRole('navigation', { name: 'Разделы личного кабинета' });
    await expect(userTabs.getByRole('link', { name: 'Профиль' })).toBeVisible();
    await expect(userTabs.getByRole('link', { name: /Заявки/ })).toHaveCount(0);
    const answer = await user.evaluate(async () => {
      const refresh = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'include' });
      const { accessToken } = (await refresh.json()) as { accessToken: string };
      const response = await fetch('/api/leads', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(answer).toEqual({ status: 403, body: { ok: false, error: 'Недостаточно прав.' } });
    await userContext.close();
  });
});
