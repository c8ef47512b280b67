import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../../server/cli/admin';
import { createUserRepository } from '../../../server/modules/users/user-repository';
import { openDatabase } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { createPasswordHasher } from '../../../server/modules/auth/password-hasher';

interface Row {
  email: string;
  name: string;
  role: string;
  is_admin: number;
  password_hash: string;
}

describe('npm run admin (server/cli/admin.ts)', () => {
  let dataDir: string;
  let out: string[];
  let err: string[];
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-cli-'));
    out = [];
    err = [];
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const run = (...argv: string[]) =>
    runAdminCommand(argv, {
      env: { DATA_DIR: dataDir },
      io: { log: (line) => out.push(line), error: (line) => err.push(line) },
      passwordHashLogN: 10,
    });
  const row = async (email: string): Promise<Row | undefined> => {
    const handle = openDatabase(path.join(dataDir, 'kub.sqlite'));
    try {
      return await handle.db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
    } finally {
      await handle.close();
    }
  };

  it('creates an admin with the given password and name on a fresh database', async () => {
    expect(
      await run(
        '--email',
        'boss@example.ru',
        '--password',
        'Надёжный-пароль-1',
        '--name',
        'Андрей Волков',
      ),
    ).toBe(0);
    const user = (await row('boss@example.ru'))!;
    expect(user).toMatchObject({ name: 'Андрей Волков', role: 'admin', is_admin: 1 });
    expect(
      (await createPasswordHasher(10).verify('Надёжный-пароль-1', user.password_hash)).ok,
    ).toBe(true);
    expect(out[0]).toMatch(/^Создан администратор boss@example\.ru/);
    expect(out.join('\n')).not.toContain('Надёжный-пароль-1');
    expect(err).toEqual([]);
  });

  it('generates and prints a password when none is given', async () => {
    expect(await run('--email=new@example.ru')).toBe(0);
    const printed = out.find((line) => line.startsWith('Пароль: '))!.slice('Пароль: '.length);
    expect(printed).toMatch(/^[\w-]{24}$/);
    const user = (await row('new@example.ru'))!;
    expect(user.name).toBe('new');
    expect((await createPasswordHasher(10).verify(printed, user.password_hash)).ok).toBe(true);
  });

  it('promotes an existing user to role admin and the admin flag, keeping the password', async () => {
    const handle = openDatabase(path.join(dataDir, 'kub.sqlite'));
    await migrateToLatest(handle.db);
    const hash = await createPasswordHasher(10).hash('Старый-пароль-9');
    await createUserRepository(handle.db).insert({
      id: 'u1',
      email: 'worker@example.ru',
      password_hash: hash,
      name: 'Рабочий',
      username: 'worker',
      email_opt_in: 0,
    });
    await handle.close();

    expect(await run('--email', 'Worker@Example.ru')).toBe(0);
    expect(await row('worker@example.ru')).toMatchObject({
      role: 'admin',
      is_admin: 1,
      password_hash: hash,
    });
    expect(out).toEqual(['Пользователь worker@example.ru назначен администратором (роль admin).']);

    out.length = 0;
    expect(await run('--email', 'worker@example.ru')).toBe(0);
    expect(out).toEqual(['Пользователь worker@example.ru уже администратор.']);
  });

  it.each([
    [[], 'Укажите e-mail: --email адрес@домен.'],
    [['--email'], 'Не указано значение для --email.'],
    [['--mail', 'a@b.ru'], 'Неизвестный аргумент: --mail'],
    [['--email', 'not-an-email'], 'Неверный формат электронного адреса. (not-an-email)'],
    [['--email', 'a@b.ru', '--password', 'short'], 'Пароль должен быть не короче 8 символов.'],
    [
      ['--email', 'a@b.ru', '--password', 'password123'],
      'Этот пароль слишком распространён. Придумайте другой.',
    ],
    [['--email', 'a@b.ru', '--email', 'c@d.ru'], 'Аргумент --email указан дважды.'],
  ])('exits with 1 and a Russian message for %j', async (argv, message) => {
    expect(await run(...argv)).toBe(1);
    expect(err[0]).toBe(message);
    expect(err[1]).toMatch(/^Использование: npm run admin -- --email/);
    expect(fs.existsSync(path.join(dataDir, 'kub.sqlite'))).toBe(false);
  });
});
