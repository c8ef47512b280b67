/**
 * The search condition as the inbox runs it. FTS5 reads a word prefix lazily (newest first, stopping
 * at the page's end) only from a prefix index, and the leads index keeps those for 2 and 3
 * characters (migration 0004); a longer prefix («вентил») makes FTS5 read and merge the whole
 * list of every word it starts before the first row comes back. So on SQLite a longer prefix is
 * first looked up among the index's own words (an fts5vocab table made with the connection:
 * server/db/sql-functions.ts) and, when it starts a few of them, asked as those
 * words, which FTS5 reads lazily: the same rows (decisions.md 2026-11-26).
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { foldLatin } from '../../db/search-folding';
import { SQLITE_SEARCH_TERMS } from '../../db/sql-functions';
import { isSqlite, type Queryable } from '../../db/transaction';
import { matchExpression } from './lead-filter';

/** The longest prefix the FTS5 index keeps an index of (migration 0004: `prefix='2 3'`). */
export const FTS_LONGEST_PREFIX_INDEX = 3;
/** A prefix starting more words than this is asked as a prefix (a long OR costs more). */
export const PREFIX_EXPANSION_MAX = 16;
/** Above every character: `term < prefix + this` keeps the words that start with `prefix`. */
const PAST_EVERY_CHARACTER = '\u{10FFFF}';

/**
 * The index's words that start with each longer prefix of `terms` (folded as the index's
 * tokenizer folds: lower case and ё already, Latin diacritics here). A prefix that starts no word,
 * or too many, is left out and asked as a prefix, so the result never differs from FTS5's own.
 */
export async function expandLongPrefixes(
  db: Queryable,
  terms: readonly string[],
): Promise<Map<string, string[]>> {
  const expansions = new Map<string, string[]>();
  for (const term of terms) {
    if ([...term].length <= FTS_LONGEST_PREFIX_INDEX) continue;
    const prefix = foldLatin(term);
    const { rows } = await sql<{
      term: string;
    }>`SELECT term FROM ${sql.table(`temp.${SQLITE_SEARCH_TERMS}`)}
      WHERE term >= ${prefix} AND term < ${prefix + PAST_EVERY_CHARACTER}
      LIMIT ${PREFIX_EXPANSION_MAX + 1}`.execute(db);
    if (rows.length > PREFIX_EXPANSION_MAX) continue;
    const words = rows.map((row) => row.term).filter((word) => word.startsWith(prefix));
    if (words.length > 0) expansions.set(term, words);
  }
  return expansions;
}

/** The search condition on `lead_search` (see matchExpression), longer prefixes expanded on SQLite. */
export async function searchCondition(
  db: Queryable,
  terms: readonly string[],
): Promise<RawBuilder<SqlBool>> {
  if (!isSqlite(db)) return matchExpression(db, terms);
  return matchExpression(db, terms, await expandLongPrefixes(db, terms));
}
