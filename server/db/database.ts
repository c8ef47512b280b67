import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import type { PrepareStatement } from './query-steps';
import type { Database } from './schema';
import { registerSqliteFunctions } from './sql-functions';

interface HandleBase {
  db: Kysely<Database>;
  close(): Promise<void>;
}

/** The embedded default: one SQLite file in DATA_DIR. */
export interface SqliteHandle extends HandleBase {
  dialect: 'sqlite';
  /** The raw connection, for pragmas and the online backup only: queries go through `db`. */
  sqlite: SQLite.Database;
  /**
   * Prepares on the raw connection through the statement cache `db` uses, for the contact
   * requests' synchronous group commit (server/db/query-steps.ts), run while holding `db`'s
   * connection.
   */
  prepare: PrepareStatement;
}

/** PostgreSQL (DATABASE_URL): a pool shared by the requests of one app server. */
export interface PostgresHandle extends HandleBase {
  dialect: 'postgres';
  pool: pg.Pool;
}

/** The open database; only SQLite's has a raw connection, so a caller must ask which it is. */
export type DatabaseHandle = SqliteHandle | PostgresHandle;

/** How many distinct query texts keep their prepared statement (the least recently used go). */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * Statements prepared once per query text: Kysely's SQLite driver prepares every query it runs,
 * which costs more than running it on the contact request's hot path (decisions.md 2026-11-25).
 * Kysely holds the one connection for a query or a whole transaction, and the synchronous group
 * commit runs while holding it, so a cached statement is never used by two queries at once.
 */
function statementCache(sqlite: SQLite.Database): PrepareStatement {
  const statements = new Map<string, SQLite.Statement>();
  return (text) => {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text);
    } else {
      statement = sqlite.prepare(text);
      const oldest = statements.keys().next();
      if (statements.size >= STATEMENT_CACHE_SIZE && !oldest.done) statements.delete(oldest.value);
    }
    statements.set(text, statement);
    return statement;
  };
}

/**
 * Opens the SQLite file in WAL mode with synchronous=FULL: an "ok" the client acts on (deleting its
 * outbox copy) must survive a power loss, which NORMAL does not promise in WAL mode.
 */
export function openDatabase(file: string): SqliteHandle {
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
  const prepare = statementCache(sqlite);
  const connection: SqliteDatabase = { close: () => sqlite.close(), prepare };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return {
    dialect: 'sqlite',
    db,
    sqlite,
    prepare,
    close: () => {
      clearInterval(optimizer);
      return db.destroy();
    },
  };
}

const INT8_OID = 20;

/**
 * bigint columns (epoch milliseconds) and count(*) arrive as JavaScript numbers, as on SQLite:
 * every such value stays far below 2^53.
 */
function typeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === INT8_OID && format !== 'binary') return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format);
}

/**
 * Opens a pool on DATABASE_URL. Nothing connects until the first query, so a database that is not
 * up yet does not stop the server (main.ts waits for it). A pooled connection the server drops
 * (a restart, a failover) is reported to `onIdleError` and replaced by the next query.
 */
export function openPostgres(
  config: DatabaseConfig & { url: string },
  onIdleError: (error: Error) => void = () => undefined,
): PostgresHandle {
  const pool = new pg.Pool({
    connectionString: config.url,
    max: config.poolMax,
    connectionTimeoutMillis: config.connectTimeoutMs,
    idleTimeoutMillis: config.idleTimeoutMs,
    statement_timeout: config.statementTimeoutMs,
    application_name: 'kub',
    types: { getTypeParser: typeParser as typeof pg.types.getTypeParser },
  });
  pool.on('error', onIdleError);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { dialect: 'postgres', db, pool, close: () => db.destroy() };
}

/** The server's database: PostgreSQL when DATABASE_URL is set, else DATA_DIR/kub.sqlite. */
export function openConfiguredDatabase(
  config: { dataDir: string; database: DatabaseConfig },
  onIdleError?: (error: Error) => void,
): DatabaseHandle {
  const { url } = config.database;
  if (url !== null) return openPostgres({ ...config.database, url }, onIdleError);
  return openDatabase(path.join(config.dataDir, SQLITE_FILE));
}

/** The SQLite database's file name in DATA_DIR. */
export const SQLITE_FILE = 'kub.sqlite';

/** The raw SQLite connection of a part that has not moved to Kysely yet; refused on PostgreSQL. */
export function requireSqlite(handle: DatabaseHandle, purpose = 'this part'): SQLite.Database {
  if (handle.dialect !== 'sqlite') throw new Error(`${purpose} needs SQLite (no DATABASE_URL)`);
  return handle.sqlite;
}
