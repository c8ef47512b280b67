import { sql, type Kysely, type RawBuilder } from 'kysely';
import { migrationDialect } from '../migration-dialect';
import { LATIN_FOLD_FROM, LATIN_FOLD_TO } from '../search-folding';

// Frozen: never edit a migration that has shipped; add a new one.

/**
 * PostgreSQL's search words (migration 0004), the same words, cheaper to write: translate() scans
 * its whole table of ~120 letters for every character of the text (~0.5 ms a lead, most of a
 * contact request's time in the database), so it now runs only on a text that holds a letter of
 * that table's range (U+00C0–U+024F: every letter it folds is in it); on any other text it changed
 * nothing anyway. A range in a regular expression is one of code points, whatever the collation.
 */
const words = (folded: RawBuilder<unknown>) =>
  sql`tsvector GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(
    ${folded} COLLATE "und-x-icu", '[^[:alnum:]]+', ' ', 'g'))) STORED`;
const foldAlways = sql`translate(body, ${sql.lit(LATIN_FOLD_FROM)}, ${sql.lit(LATIN_FOLD_TO)})`;
const foldWhenNeeded = sql`CASE WHEN body COLLATE "C" ~ '[\u00c0-\u024f]' THEN ${foldAlways} ELSE body END`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
async function replaceWords(db: Kysely<any>, folded: RawBuilder<unknown>): Promise<void> {
  // The column and its index again (PostgreSQL 15 cannot change a generated column's expression).
  await sql`ALTER TABLE lead_search DROP COLUMN words`.execute(db);
  await sql`ALTER TABLE lead_search ADD COLUMN words ${words(folded)}`.execute(db);
  await sql`CREATE INDEX lead_search_words ON lead_search USING gin (words)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see replaceWords()
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite's FTS5 index folds in its tokenizer: nothing to change there.
  if (migrationDialect(db).postgres) await replaceWords(db, foldWhenNeeded);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see replaceWords()
export async function down(db: Kysely<any>): Promise<void> {
  if (migrationDialect(db).postgres) await replaceWords(db, foldAlways);
}
