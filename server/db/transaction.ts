import { sql, SqliteAdapter, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

/** What a repository query runs on: the database, or a transaction another repository opened. */
export type Queryable = Kysely<Database> | Transaction<Database>;

/**
 * Runs `work` in one write transaction, on either engine. On SQLite the transaction is IMMEDIATE
 * (the write lock is taken at BEGIN, so a read inside it never has to be upgraded while another
 * process, such as the admin CLI, writes); Kysely's SQLite driver holds its one connection for the
 * whole transaction, so no other request's query can fall inside it. On PostgreSQL it is Kysely's
 * ordinary transaction on a pooled connection. The promise resolves after COMMIT returned: durable.
 */
export async function writeTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    return db.transaction().execute(work);
  }
  return db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection);
    try {
      const result = await work(connection);
      await sql`COMMIT`.execute(connection);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}

/** Whether the database is SQLite (the few places where the SQL must differ ask this). */
export function isSqlite(db: Queryable): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}
