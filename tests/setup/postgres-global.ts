/**
 * globalSetup of the server-pg project: one PostgreSQL cluster for the run (a temporary directory,
 * a free port), removed at the end. Each test app gets a database of its own on it (helpers.ts):
 * one emptied by an earlier app of the same worker, or a copy of one migrated here once. Creating
 * and migrating a database per app cost ~0.4 s of the ~0.55 s an app took to build and drop.
 */
import type { TestProject } from 'vitest/node';
import { openPostgres } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { readDatabaseConfig } from '../../server/config';
import { startPostgresCluster } from '../support/postgres-cluster';
import { createDatabase, databaseUrl, schemaFingerprint } from '../support/postgres-databases';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  try {
    const adminUrl = cluster.url();
    const template = await createDatabase(adminUrl);
    const url = databaseUrl(adminUrl, template);
    const handle = openPostgres({ ...readDatabaseConfig({ DATABASE_URL: url }), url });
    try {
      await migrateToLatest(handle.db);
    } finally {
      // A database is copied only while nobody is connected to it.
      await handle.close();
    }
    project.provide('postgresAdminUrl', adminUrl);
    project.provide('postgresTemplate', template);
    project.provide('postgresTemplateFingerprint', await schemaFingerprint(url));
  } catch (error) {
    await cluster.destroy();
    throw error;
  }
  return () => cluster.destroy();
}
