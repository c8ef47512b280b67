import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../../server/app';
import { readServerConfig, type ServerConfig } from '../../server/config';
import {
  openConfiguredDatabase,
  openDatabase,
  type DatabaseHandle,
} from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  emptyForReuse,
} from '../support/postgres-databases';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: ServerConfig;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Reuse this data directory (a restart on the same database) instead of a fresh one. */
  dataDir?: string;
  /** Leave the data directory in place on close() (for a next app on it); the caller removes it. */
  keepDataDir?: boolean;
  /** The database's file name in the data directory (the server's is kub.sqlite). */
  databaseFile?: string;
  /** The notifier's pace (tests shorten the retry delays). */
  notifierTiming?: AppDeps['notifierTiming'];
}

/** The engine under test: the server-pg project sets KUB_TEST_DATABASE=postgres. */
export const testEngine: 'sqlite' | 'postgres' =
  process.env.KUB_TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** The JWT secret of test apps on PostgreSQL (where one must be configured). */
export const TEST_JWT_SECRET = '5e'.repeat(32);

/** Where a test app on PostgreSQL notes its database's name, so a restart on dataDir finds it. */
const POSTGRES_NAME_FILE = 'test-postgres-database';

/** Databases this worker's closed apps emptied (emptyForReuse), for its next apps. */
const emptiedDatabases: string[] = [];
/** Databases another app server was given (ownDataDirOnSameDatabase): dropped, never reused. */
const sharedDatabases = new Set<string>();

/**
 * The database of a test app on PostgreSQL: the one an earlier app on the same data directory
 * made, or an emptied one, or a new copy of the run's migrated template on its cluster
 * (tests/setup/postgres-global.ts).
 */
async function postgresDatabaseFor(dataDir: string): Promise<{ url: string; name: string }> {
  const adminUrl = inject('postgresAdminUrl');
  const file = path.join(dataDir, POSTGRES_NAME_FILE);
  let name = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
  if (!name) {
    name = emptiedDatabases.pop() ?? (await createDatabase(adminUrl, inject('postgresTemplate')));
    fs.writeFileSync(file, name);
  }
  return { url: databaseUrl(adminUrl, name), name };
}

/** After its app has closed: emptied for the next app when nothing else uses it, else dropped. */
async function releasePostgresDatabase(name: string): Promise<void> {
  const adminUrl = inject('postgresAdminUrl');
  const reusable =
    !sharedDatabases.has(name) &&
    (await emptyForReuse(adminUrl, name, inject('postgresTemplateFingerprint')));
  if (reusable) emptiedDatabases.push(name);
  else await dropDatabase(adminUrl, name);
}

/**
 * A fresh data directory of its own for a second app server on `t`'s PostgreSQL database: nothing
 * on disk is shared with `t` (issue 18), only the database's name is noted in it.
 */
export function ownDataDirOnSameDatabase(t: TestApp): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-test-'));
  const file = path.join(t.dataDir, POSTGRES_NAME_FILE);
  sharedDatabases.add(fs.readFileSync(file, 'utf8').trim());
  fs.copyFileSync(file, path.join(dataDir, POSTGRES_NAME_FILE));
  return dataDir;
}

/** Builds the app in process on a fresh temporary database; close() removes everything. */
export async function buildTestApp(
  overrides: Partial<ServerConfig> = {},
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kub-test-'));
  const postgres = testEngine === 'postgres' ? await postgresDatabaseFor(dataDir) : null;
  const engineEnv: Record<string, string> = postgres
    ? { DATABASE_URL: postgres.url, JWT_SECRET: TEST_JWT_SECRET }
    : {};
  const config: ServerConfig = {
    ...readServerConfig({
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      LOG_LEVEL: 'silent',
      ...engineEnv,
      ...env,
    }),
    ...overrides,
  };
  const database: DatabaseHandle = postgres
    ? openConfiguredDatabase(config)
    : openDatabase(path.join(dataDir, options.databaseFile ?? 'test.sqlite'));
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database, notifierTiming: options.notifierTiming });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      if (options.keepDataDir) return;
      if (postgres) await releasePostgresDatabase(postgres.name);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
