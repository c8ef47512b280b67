import type SQLite from 'better-sqlite3';
import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import { isSqlite, type Queryable } from './transaction';

/**
 * A write as a sequence of Kysely-compiled queries: the generator yields each query and gets its
 * rows back, so one piece of code (the lead writer, a contact request) runs either way:
 * asynchronously through Kysely (`runSteps`, both engines) or synchronously on SQLite's raw
 * connection inside one better-sqlite3 transaction (`runStepsSync`, the contact group commit).
 */
export type QuerySteps<T> = Generator<CompiledQuery, T, QueryResult<unknown>>;

/** One step: the query's rows, typed by the query that asked for them. */
export function* rowsOf<R>(
  query: Compilable<R> | CompiledQuery<R>,
): Generator<CompiledQuery, R[], QueryResult<unknown>> {
  // The rows of this very query, as its builder typed them.
  const { rows } = yield 'compile' in query ? query.compile() : query;
  return rows as R[];
}

/**
 * An insert of one row whose `id` the caller needs: the query returns it on PostgreSQL, and on
 * SQLite returns nothing (`isSqlite(db) ? insert : insert.returning('id')`) and the id is the statement's last insert
 * rowid. A RETURNING clause on SQLite makes FTS5 write the leads' search entries to disk at each
 * statement instead of once at commit: +45 µs a contact request, ~15 % of its throughput
 * (decisions.md 2026-11-27). Null when no row was inserted (ON CONFLICT DO NOTHING).
 */
export function* insertedIdOf(
  query: CompiledQuery,
): Generator<CompiledQuery, number | null, QueryResult<unknown>> {
  const { rows, numAffectedRows, insertId } = yield query;
  const [row] = rows as { id?: unknown }[];
  if (row) return Number(row.id);
  return numAffectedRows !== undefined && numAffectedRows > 0n && insertId !== undefined
    ? Number(insertId)
    : null;
}

const PARAMETER_MARK = '\u0000kub-parameter:';

/**
 * A query whose shape never changes, built and compiled by Kysely once per engine; each call only
 * puts its values in the compiled query's parameters. Building and compiling cost ~45 µs a query
 * against ~15 µs for SQLite to run it (decisions.md 2026-11-26), and the contact request runs five.
 * `build` gets `param(name)`, which stands for that value of each call, and must use it only as a
 * value (Kysely passes values as parameters; a marker in the SQL text is refused at the first call).
 */
export function preparedQuery<N extends string, R>(
  build: (db: Queryable, param: (name: N) => never) => Compilable<R>,
): (db: Queryable, params: Record<N, unknown>) => CompiledQuery<R> {
  const compiled = new Map<boolean, { query: CompiledQuery<R>; names: (N | null)[] }>();
  return (db, params) => {
    const engine = isSqlite(db);
    let entry = compiled.get(engine);
    if (!entry) {
      // The marker stands for a value of any type while the query is built; it is never sent.
      const query = build(db, (name) => `${PARAMETER_MARK}${name}` as never).compile();
      if (query.sql.includes(PARAMETER_MARK)) throw new Error('a parameter was used as SQL text');
      const names = query.parameters.map((value) =>
        typeof value === 'string' && value.startsWith(PARAMETER_MARK)
          ? (value.slice(PARAMETER_MARK.length) as N)
          : null,
      );
      entry = { query, names };
      compiled.set(engine, entry);
    }
    const { query, names } = entry;
    return {
      ...query,
      parameters: names.map((name, index) =>
        name === null ? query.parameters[index] : params[name],
      ),
    };
  };
}

/** Runs the steps through Kysely on `db` (a transaction when the writes must commit together). */
export async function runSteps<T>(db: Queryable, steps: QuerySteps<T>): Promise<T> {
  let step = steps.next({ rows: [] });
  while (!step.done) step = steps.next(await db.executeQuery(step.value));
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
  let step = steps.next({ rows: [] });
  while (!step.done) {
    const { sql, parameters } = step.value;
    const statement = prepare(sql);
    // An array binds positionally, as in Kysely's driver.
    const bound = parameters as unknown[];
    if (statement.reader) {
      step = steps.next({ rows: statement.all(bound) as unknown[] });
    } else {
      const { changes, lastInsertRowid } = statement.run(bound);
      step = steps.next({
        rows: [],
        numAffectedRows: BigInt(changes),
        insertId: BigInt(lastInsertRowid),
      });
    }
  }
  return step.value;
}
