import type SQLite from 'better-sqlite3';
import { foldText } from '../../src/domain/leads/lead-search';

/** The SQL function that folds text for search on SQLite (see users' search in user-repository). */
export const SQLITE_FOLD_FUNCTION = 'kub_fold';

/**
 * The leads search index's words (an fts5vocab table over `lead_search`, in the connection's temp
 * schema: nothing stored, nothing in a backup), for expanding a long prefix (lead-search-match.ts).
 */
export const SQLITE_SEARCH_TERMS = 'lead_search_terms';

/**
 * Functions and per-connection tables the SQLite connection needs: SQLite's lower() folds ASCII only, so searching Cyrillic
 * names calls kub_fold() (lower case, ё read as е). PostgreSQL folds with built-ins instead.
 */
export function registerSqliteFunctions(sqlite: SQLite.Database): void {
  sqlite.function(SQLITE_FOLD_FUNCTION, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldText(value) : value,
  );
  // Made before the migrations create `lead_search` is fine: fts5vocab finds its table when read.
  sqlite.exec(
    `CREATE VIRTUAL TABLE temp.${SQLITE_SEARCH_TERMS} USING fts5vocab(main, lead_search, 'row')`,
  );
}
