/**
 * Operator command: create an admin, or make an existing user one.
 *   npm run admin -- --email a@b.ru [--password ...] [--name ...]
 * Runs the migrations first and uses DATA_DIR like the server. Exit code 1 on bad arguments.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { EMAIL_SHAPE_MESSAGE } from '../../src/domain/accounts/credentials';
import { checkPassword } from '../../src/domain/accounts/password';
import { isValidEmail, sanitizeEmail } from '../../src/domain/validation/email';
import { readServerConfig } from '../config';
import { openConfiguredDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createPasswordHasher } from '../modules/auth/password-hasher';
import { createSessionService } from '../modules/auth/session-service';
import { createUserRepository } from '../modules/users/user-repository';
import { runAsMain } from './run-as-main';

export const USAGE =
  'Использование: npm run admin -- --email адрес@домен [--password пароль] [--name "Имя"]';

export interface AdminCommandIo {
  log(line: string): void;
  error(line: string): void;
}

export interface AdminCommandOptions {
  env?: Readonly<Record<string, string | undefined>>;
  io?: AdminCommandIo;
  /** scrypt cost override for tests; the configured cost otherwise. */
  passwordHashLogN?: number;
}

type Args = { email?: string; password?: string; name?: string };
const FLAGS = new Set(['email', 'password', 'name']);

function parseArgs(argv: readonly string[]): Args | string {
  const args: Args = {};
  const rest = [...argv];
  for (let raw = rest.shift(); raw !== undefined; raw = rest.shift()) {
    const match = /^--([a-z]+)(?:=(.*))?$/s.exec(raw);
    const flag = match?.[1];
    if (!match || !flag || !FLAGS.has(flag)) return `Неизвестный аргумент: ${raw}`;
    const key = flag as keyof Args;
    const value = match[2] ?? rest.shift();
    if (value === undefined || value === '') return `Не указано значение для --${key}.`;
    if (args[key] !== undefined) return `Аргумент --${key} указан дважды.`;
    args[key] = value;
  }
  return args;
}

/** Runs the command; returns the process exit code (0 done, 1 bad arguments). */
export async function runAdminCommand(
  argv: readonly string[],
  options: AdminCommandOptions = {},
): Promise<number> {
  const io = options.io ?? { log: console.log, error: console.error };
  const parsed = parseArgs(argv);
  const fail = (message: string) => {
    io.error(message);
    io.error(USAGE);
    return 1;
  };
  if (typeof parsed === 'string') return fail(parsed);
  if (!parsed.email) return fail('Укажите e-mail: --email адрес@домен.');
  const email = sanitizeEmail(parsed.email);
  if (!isValidEmail(email)) return fail(`${EMAIL_SHAPE_MESSAGE} (${email})`);
  if (parsed.password !== undefined) {
    const problem = checkPassword(parsed.password);
    if (problem) return fail(problem);
  }

  const config = readServerConfig(options.env ?? process.env);
  const database = openConfiguredDatabase(config);
  try {
    await migrateToLatest(database.db);
    const users = createUserRepository(database.db);
    const passwords = createPasswordHasher(options.passwordHashLogN ?? config.passwordHashLogN);
    const existing = await users.findByEmail(email);

    if (existing) {
      const wasAdmin = existing.role === 'admin' && existing.is_admin === 1;
      await users.updateAccess(existing.id, {
        group_code: existing.group_code,
        role: 'admin',
        is_admin: 1,
      });
      io.log(
        wasAdmin
          ? `Пользователь ${existing.email} уже администратор.`
          : `Пользователь ${existing.email} назначен администратором (роль admin).`,
      );
      if (parsed.password !== undefined) {
        await users.updatePassword(existing.id, await passwords.hash(parsed.password));
        await createSessionService(database.db).revokeAllForUser(existing.id);
        io.log('Пароль обновлён, все входы пользователя завершены.');
      }
      return 0;
    }

    const password = parsed.password ?? randomBytes(18).toString('base64url');
    const name = parsed.name?.trim() || email.slice(0, email.indexOf('@'));
    const id = randomUUID();
    await users.insert({
      id,
      email,
      password_hash: await passwords.hash(password),
      name,
      username: name,
      email_opt_in: 0,
      role: 'admin',
      is_admin: 1,
    });
    io.log(`Создан администратор ${email} (имя «${name}», id ${id}).`);
    if (parsed.password === undefined) {
      io.log(`Пароль: ${password}`);
      io.log('Сохраните его сейчас: он больше нигде не показывается.');
    }
    return 0;
  } finally {
    await database.close();
  }
}

runAsMain(import.meta.url, runAdminCommand);
