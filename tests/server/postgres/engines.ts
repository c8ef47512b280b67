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
  close(): Promise<void>;
}

export const ENGINES = ['sqlite', 'postgres'] as const;
export type Engine = (typeof ENGINES)[number];

/** A fresh database of the engine, migrated unless told otherwise; close() removes it. */
export async function openTestDatabase(engine: Engine, migrate = true): Promise<TestDatabase> {
  let database: DatabaseHandle;
  let remove: () => Promise<void>;
  if (engine === 'postgres') {
    const adminUrl = inject('postgresAdminUrl');
    const name = await createDatabase(adminUrl);
    database = openPostgres({ ...readDatabaseConfig({}), url: databaseUrl(adminUrl, name) });
    remove = () => dropDatabase(adminUrl, name);
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-engines-'));
    database = openDatabase(path.join(dir, 'kub.sqlite'));
    remove = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  if (migrate) await migrateToLatest(database.db);
  return {
    database,
    async close() {
      await database.close();
      await remove();
    },
  };
}
