import type SQLite from 'better-sqlite3';
import { foldText } from '../../src/domain/leads/lead-search';

/** The SQL function that folds text for search on SQLite (see users' search in user-repository). */
export const SQLITE_FOLD_FUNCTION = 'kub_fold';

/**
 * Functions the SQLite connection needs: SQLite's lower() folds ASCII only, so searching Cyrillic
 * names calls kub_fold() (lower case, ё read as е). PostgreSQL folds with built-ins instead.
 */
export function registerSqliteFunctions(sqlite: SQLite.Database): void {
  sqlite.function(SQLITE_FOLD_FUNCTION, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldText(value) : value,
  );
}
