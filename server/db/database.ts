import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';
import { registerSqliteFunctions } from './sql-functions';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** The raw connection, for pragmas, backups and prepared hot-path statements. */
  sqlite: SQLite.Database;
  close(): Promise<void>;
}

/**
 * Opens the SQLite file in WAL mode with synchronous=FULL: an "ok" the client acts on (deleting its
 * outbox copy) must survive a power loss, which NORMAL does not promise in WAL mode.
 */
export function openDatabase(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  // The query planner's statistics, as SQLite advises for a long-lived connection: refreshed where
  // stale at open and every hour after (bounded work), so an inbox of 100 000 leads keeps its plans.
  sqlite.pragma('analysis_limit = 400');
  sqlite.pragma('optimize = 0x10002');
  registerSqliteFunctions(sqlite);
  const optimizer = setInterval(() => sqlite.pragma('optimize'), 3600_000);
  optimizer.unref();
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    sqlite,
    close: () => {
      clearInterval(optimizer);
      return db.destroy();
    },
  };
}
