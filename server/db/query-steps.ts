import type SQLite from 'better-sqlite3';
import type { Compilable, CompiledQuery } from 'kysely';
import type { Queryable } from './transaction';

/**
 * A write as a sequence of Kysely-compiled queries: the generator yields each query and gets its
 * rows back, so one piece of code (the lead writer, a contact request) runs either way:
 * asynchronously through Kysely (`runSteps`, both engines) or synchronously on SQLite's raw
 * connection inside one better-sqlite3 transaction (`runStepsSync`, the contact group commit).
 */
export type QuerySteps<T> = Generator<CompiledQuery, T, readonly unknown[]>;

/** One step: the query's rows, typed by the query that asked for them. */
export function* rowsOf<R>(
  query: Compilable<R>,
): Generator<CompiledQuery, R[], readonly unknown[]> {
  // The rows of this very query, as its builder typed them.
  return (yield query.compile()) as R[];
}

/** Runs the steps through Kysely on `db` (a transaction when the writes must commit together). */
export async function runSteps<T>(db: Queryable, steps: QuerySteps<T>): Promise<T> {
  let step = steps.next([]);
  while (!step.done) {
    const { rows } = await db.executeQuery(step.value);
    step = steps.next(rows);
  }
  return step.value;
}

/** Prepares a query text on the raw SQLite connection, through its statement cache. */
export type PrepareStatement = (text: string) => SQLite.Statement;

/**
 * Runs the steps synchronously on SQLite's raw connection, as Kysely's SQLite driver would run
 * each query (a statement that returns rows is read, any other is run), without its per-query
 * promises. The caller holds Kysely's connection and a transaction around it.
 */
export function runStepsSync<T>(prepare: PrepareStatement, steps: QuerySteps<T>): T {
  let step = steps.next([]);
  while (!step.done) {
    const { sql, parameters } = step.value;
    const statement = prepare(sql);
    // An array binds positionally, as in Kysely's driver.
    const bound = parameters as unknown[];
    if (statement.reader) {
      step = steps.next(statement.all(bound) as unknown[]);
    } else {
      statement.run(bound);
      step = steps.next([]);
    }
  }
  return step.value;
}
