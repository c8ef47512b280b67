import type SQLite from 'better-sqlite3';
import type { Compilable } from 'kysely';

/**
 * Runs Kysely-built queries synchronously on the raw connection, inside better-sqlite3's own
 * transactions. An async Kysely transaction would leave the one connection inside a transaction
 * across awaits, where a synchronous write of another request (the contact requests' group commit)
 * would become a savepoint of it and commit, or roll back, with it. Statements are prepared once.
 */
export function createSyncQueries(sqlite: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = sqlite.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
  return {
    all<R>(query: Compilable<R>): R[] {
      const { sql, parameters } = query.compile();
      return prepare(sql).all(...parameters) as R[];
    },
    first<R>(query: Compilable<R>): R | undefined {
      const { sql, parameters } = query.compile();
      return prepare(sql).get(...parameters) as R | undefined;
    },
    run(query: Compilable<unknown>): SQLite.RunResult {
      const { sql, parameters } = query.compile();
      return prepare(sql).run(...parameters);
    },
    /** An IMMEDIATE transaction: the reads inside it see what its writes change. */
    immediate<T>(work: () => T): T {
      return sqlite.transaction(work).immediate();
    },
  };
}

export type SyncQueries = ReturnType<typeof createSyncQueries>;
