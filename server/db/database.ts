import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database } from './schema';
import { registerSqliteFunctions } from './sql-functions';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** The raw connection, for pragmas, backups and prepared hot-path statements. */
  sqlite: SQLite.Database;
  close(): Promise<void>;
}

/** How many distinct query texts keep their prepared statement (the least recently used go). */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * The connection as Kysely's SQLite driver sees it, with its statements prepared once per query
 * text: the driver prepares every query it runs, which costs more than running it on the contact
 * request's hot path (decisions.md 2026-11-25). Kysely holds the one connection for a query or a
 * whole transaction, so a cached statement is never used by two queries at once.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        const oldest = statements.keys().next();
        if (statements.size >= STATEMENT_CACHE_SIZE && !oldest.done)
          statements.delete(oldest.value);
      }
      statements.set(text, statement);
      return statement;
    },
  };
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
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return {
    db,
    sqlite,
    close: () => {
      clearInterval(optimizer);
      return db.destroy();
    },
  };
}
