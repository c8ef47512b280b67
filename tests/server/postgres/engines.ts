/** Both engines, migrated, for tests that compare them (the server-pg project's cluster). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { readDatabaseConfig } from '../../../server/config';
import { openDatabase, openPostgres, type DatabaseHandle } from '../../../server/db/database';
import { migrateToLatest } from '../../../server/db/migrate';
import { createDatabase, databaseUrl, dropDatabase } from '../../support/postgres-databases';

export interface TestDatabase {
  database: DatabaseHandle;
  /** PostgreSQL's connection string; null on SQLite. */
  url: string | null;
  close(): Promise<void>;
}

export const ENGINES = ['sqlite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

/** A fresh database of the engine, migrated unless told otherwise; close() removes it. */
export async function openTestDatabase(engine: Engine, migrate = true): Promise<TestDatabase> {
  let database: DatabaseHandle;
  let url: string | null = null;
  let remove: () => Promise<void>;
  if (engine === 'postgres') {
    const adminUrl = inject('postgresAdminUrl');
    const name = await createDatabase(adminUrl);
    url = databaseUrl(adminUrl, name);
    database = openPostgres({ ...readDatabaseConfig({}), url });
    remove = () => dropDatabase(adminUrl, name);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-engines-'));
    database = openDatabase(path.join(dir, 'kub.sqlite'));
    remove = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  if (migrate) await migrateToLatest(database.db);
  return {
    database,
    url,
    async close() {
      await database.close();
      await remove();
    },
  };
}
