import { test, expect } from './fixtures';
import { createAdmin, signIn } from './support/accounts';
import { waitForApp } from './support/page-helpers';

const PASSWORD = 'Север-Монтаж-2026';

test.describe('accounts', () => {
  // Password hashing is deliberately slow (scrypt N=2^17): give the whole journey room.
  test.setTimeout(120_000);
  // A failed session check and wrong-password answers are logged by the browser as failed loads.
  test.use({
    allowedConsole: /Failed to load resource: the server responded with a status of 40[13]/,
  });

  test('register, save the profile, keep the session over a reload, log out; an admin changes the group and role', async ({
    page,
    browser,
    server,
  }) => {
    const email = `ivan.${Date.now()}@example.ru`;
    await page.goto(`${server.url}/`);
    await waitForApp(page);

    // Register from the header.
    await page.getByRole('banner').getByRole('link', { name: 'Регистрация' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Имя пользователя').fill('Иван Петров');
    await dialog.getByLabel('E-mail', { exact: true }).fill(email);
    await dialog.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
    await dialog.getByLabel('Повторите пароль').fill(PASSWORD);
    await dialog.getByRole('checkbox', { name: /Я принимаю/ }).click();
    await dialog.getByRole('button', { name: 'Зарегистрироваться' }).click();
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const menu = page.getByRole('banner').getByRole('button', { name: /Иван Петров/ });
    await expect(menu).toBeVisible({ timeout: 30_000 });

    // Save the profile.
    await page.goto(`${server.url}/account/profile`);
    await waitForApp(page);
    await page.getByLabel('Отображаемое имя').fill('Иван Петров');
    await page.getByLabel('Телефон').fill('+7 (911) 123-45-67');
    await page.getByLabel('Группа').selectOption('contractor');
    await page.getByLabel('Город').fill('Архангельск');
    await page
      .getByRole('option', { name: /^Архангельск/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Сохранить' }).first().click();
    await expect(page.getByText('Сохранено').first()).toBeVisible();

    // Log out, sign in with «Запомнить меня», and the session survives a reload.
    await menu.click();
    await page.getByRole('button', { name: 'Выход' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Вход' })).toBeVisible();
    await page.goto(`${server.url}/`);
    await waitForApp(page);
    await signIn(page, email, PASSWORD, true);
    await page.reload();
    await waitForApp(page);
    await expect(
      page.getByRole('banner').getByRole('button', { name: /Иван Петров/ }),
    ).toBeVisible();

    // A signed-in non-admin cannot reach admin data, even by calling the API directly.
    const direct = await page.evaluate(async () => {
      const token = sessionStorage.getItem('auth:accessToken') ?? '';
      const list = await fetch('/api/users?admin=1', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const patch = await fetch('/api/users/anyone', {
        method: 'PATCH',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ role: 'admin' }),
      });
      return [list.status, patch.status];
    });
    expect(direct).toEqual([403, 403]);
    await page.goto(`${server.url}/account/profile`);
    await waitForApp(page);
    await expect(page.getByRole('link', { name: 'Администратор' })).toHaveCount(0);

    // An admin, created with the operator command, changes the user's group and role.
    createAdmin(server, 'admin@kub.example', 'Админ-Пароль-2026');
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await admin.goto(`${server.url}/`);
    await waitForApp(admin);
    await signIn(admin, 'admin@kub.example', 'Админ-Пароль-2026', false);
    await admin.goto(`${server.url}/account/admin`);
    await waitForApp(admin);
    const row = admin.getByRole('article', { name: /Иван Петров/ });
    await row.getByRole('combobox', { name: /^Группа:/ }).selectOption('partner');
    await row.getByRole('combobox', { name: /^Роль:/ }).selectOption('manager');
    await expect(row.getByText('• не сохранено')).toBeVisible();
    await row.getByRole('button', { name: 'Сохранить' }).click();
    await expect(row.getByText('• не сохранено')).toHaveCount(0, { timeout: 15_000 });
    await adminContext.close();

    // The user sees the change.
    const me = await page.evaluate(async () => {
      const token = sessionStorage.getItem('auth:accessToken') ?? '';
      const res = await fetch('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
      return (await res.json()) as { user: { group: string; role: string } };
    });
    expect(me.user).toMatchObject({ group: 'partner', role: 'manager' });
  });

  test('offline, the account area says it needs a connection and offers a retry', async ({
    page,
    context,
    server,
  }) => {
    await page.goto(`${server.url}/account`);
    await waitForApp(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await page.goto(`${server.url}/account/profile`);
    await expect(
      page.getByText('Этот раздел работает только при подключении к интернету.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Повторить' })).toBeVisible();
    await context.setOffline(false);
  });
});
