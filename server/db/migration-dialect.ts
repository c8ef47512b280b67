import {
  PostgresAdapter,
  sql,
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type Expression,
  type Kysely,
} from 'kysely';

/** What addColumn takes as a type (Kysely does not export its name for it). */
type DataType = ColumnDataType | Expression<unknown>;

// The migrations' few engine differences, in one place. Frozen like the migrations that use it:
// what it gives for SQLite is exactly what they shipped with; change nothing, add new helpers.

/** The current UTC time as the app writes it: `YYYY-MM-DDTHH:MM:SS.sssZ`. */
const SQLITE_NOW = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
const POSTGRES_NOW = sql`(to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export function migrationDialect(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    postgres,
    /** A generated integer key: AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
    id: (col: ColumnDefinitionBuilder) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    /** The default of a time column, as ISO-8601 text. */
    now: postgres ? POSTGRES_NOW : SQLITE_NOW,
    /** Epoch milliseconds: past 2^31, so bigint on PostgreSQL (SQLite's integer is 64-bit). */
    epochMs: (postgres ? 'bigint' : 'integer') as DataType,
    /** An e-mail column compared without regard to case (collate nocase on SQLite). */
    email: (postgres ? sql`citext` : 'text') as DataType,
  };
}
