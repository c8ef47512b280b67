/**
 * globalSetup of the server-pg project: one PostgreSQL cluster for the run (a temporary directory,
 * a free port), removed at the end. Each test app makes its own database on it (helpers.ts).
 */
import type { TestProject } from 'vitest/node';
import { startPostgresCluster } from '../support/postgres-cluster';
import '../support/postgres-databases';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgresCluster();
  project.provide('postgresAdminUrl', cluster.url());
  return () => cluster.destroy();
}
