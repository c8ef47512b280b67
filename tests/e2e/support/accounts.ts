import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { RunningServer } from './server-process';

/** The operator command, exactly as an operator runs it, on the test server's data directory. */
export function createAdmin(server: RunningServer, email: string, password: string): string {
  const root = path.resolve(import.meta.dirname, '../../..');
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    ['server/cli/admin.ts', '--email', email, '--password', password, '--name', 'Администратор'],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: path.join(server.dataDir, 'data') },
      encoding: 'utf8',
    },
  );
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** Signs in from the header's «Вход» and waits for the modal to close. */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  remember: boolean,
): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Вход' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail', { exact: true }).fill(email);
  await dialog.getByLabel('Пароль', { exact: true }).fill(password);
  if (remember) await dialog.getByRole('checkbox', { name: 'Запомнить меня' }).click();
  await dialog.getByRole('button', { name: 'Войти' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
}
