import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m0001 from './migrations/2026-11-21-0001-contact-requests';
import * as m0002 from './migrations/2026-11-21-0002-applications';
import * as m0003 from './migrations/2026-11-21-0003-accounts';
import * as m0004 from './migrations/2026-11-25-0004-leads';
import * as m0005 from './migrations/2026-11-25-0005-notification-lease';
import * as m0006 from './migrations/2026-11-26-0006-upload-content';
import * as m0007 from './migrations/2026-11-26-0007-search-fold-guard';

/** Migrations are listed here, in order, so the bundled server needs no folder scan. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-21-0001-contact-requests': m0001,
  '2026-11-21-0002-applications': m0002,
  '2026-11-21-0003-accounts': m0003,
  '2026-11-25-0004-leads': m0004,
  '2026-11-25-0005-notification-lease': m0005,
  '2026-11-26-0006-upload-content': m0006,
  '2026-11-26-0007-search-fold-guard': m0007,
};

/** Every migration's name, in order: the last one is the schema this release writes. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(MIGRATIONS),
};

/**
 * Brings the schema up to date and returns the names of the migrations it applied. One function for
 * start, tests and the operator CLI. The cause is kept, so a caller can tell an unreachable
 * database (try again) from a failing migration.
 */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? failed?.migrationName);
    throw new Error(`database migration failed: ${reason}`, { cause: error });
  }
  return (results ?? []).map((result) => result.migrationName);
}
