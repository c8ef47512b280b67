/**
 * Operator command: brings the database's schema up to date and exits, for a deploy step that runs
 * before the app servers start (they would migrate at start too; several at once wait on a lock).
 *   npm run db:migrate
 * DATABASE_URL (PostgreSQL) or DATA_DIR (SQLite) as for the server. A database not reachable yet is
 * waited for (growing pauses, each logged) up to DATABASE_WAIT_MS (60 s).
 */
import path from 'node:path';
import { readDatabaseConfig } from '../config';
import { untilDatabaseReachable } from '../db/availability';
import { openConfiguredDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { runAsMain } from './run-as-main';

type Env = Readonly<Record<string, string | undefined>>;

export async function runMigrateCommand(
  env: Env = process.env,
  out: (line: string) => void = console.log,
): Promise<number> {
  const config = {
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    database: readDatabaseConfig(env),
  };
  const waitMs = Number(env.DATABASE_WAIT_MS ?? 60_000);
  const database = openConfiguredDatabase(config);
  const giveUp = AbortSignal.timeout(Number.isFinite(waitMs) && waitMs > 0 ? waitMs : 60_000);
  const log = {
    warn: (details: { attempt?: number; retryInMs?: number; reason?: string }) =>
      out(
        `База данных недоступна (${details.reason ?? 'нет ответа'}), попытка ${details.attempt ?? 1}, ` +
          `следующая через ${Math.round((details.retryInMs ?? 0) / 1000)} с.`,
      ),
    info: () => out('База данных отвечает.'),
  };
  try {
    const applied = await untilDatabaseReachable(() => migrateToLatest(database.db), log, giveUp);
    const engine = database.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite';
    out(
      applied.length === 0
        ? `${engine}: схема актуальна.`
        : `${engine}: применено миграций: ${applied.length} (${applied.join(', ')}).`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

runAsMain(import.meta.url, () => runMigrateCommand());
