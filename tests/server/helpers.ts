import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../server/app';
import { readServerConfig, type ServerConfig } from '../../server/config';
import { openDatabase, type DatabaseHandle } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';

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

/** Builds the app in process on a fresh temporary database; close() removes everything. */
export async function buildTestApp(
  overrides: Partial<ServerConfig> = {},
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kub-test-'));
  const config: ServerConfig = {
    ...readServerConfig({ DATA_DIR: dataDir, STATIC_DIR: '', LOG_LEVEL: 'silent', ...env }),
    ...overrides,
  };
  const database = openDatabase(path.join(dataDir, options.databaseFile ?? 'test.sqlite'));
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
      if (!options.keepDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
