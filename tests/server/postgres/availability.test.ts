import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runMigrateCommand } from '../../../server/cli/migrate';
import { readServerConfig } from '../../../server/config';
import { untilDatabaseReachable } from '../../../server/db/availability';
import { openConfiguredDatabase, type DatabaseHandle } from '../../../server/db/database';
import { MIGRATION_NAMES, migrateToLatest } from '../../../server/db/migrate';
import {
  DATABASE_UNAVAILABLE_TEXT,
  healthRoutes,
} from '../../../server/modules/health/health-routes';
import { startPostgresCluster, type PostgresCluster } from '../../support/postgres-cluster';
import { createDatabase, databaseUrl, dropDatabase } from '../../support/postgres-databases';
import { TEST_JWT_SECRET } from '../helpers';

/** Polls until `check` passes (no fixed waits): the server retries on its own schedule. */
async function eventually(check: () => Promise<void>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** /api/health as the server mounts it, on this database. */
async function healthApp(database: DatabaseHandle, env: Record<string, string>) {
  const app = Fastify({ logger: false });
  app.decorate('deps', { config: readServerConfig({ ...env, STATIC_DIR: '' }), database });
  await app.register(healthRoutes, { prefix: '/api' });
  await app.ready();
  return app;
}

describe('a server whose PostgreSQL comes up later', () => {
  let cluster: PostgresCluster;
  beforeAll(async () => {
    cluster = await startPostgresCluster();
  });
  afterAll(() => cluster.destroy());

  it('answers /api/health 503 while the database is down, then connects, migrates and answers 200', async () => {
    const name = await cluster.createDatabase();
    await cluster.stop();
    const env = {
      DATABASE_URL: cluster.url(name),
      JWT_SECRET: TEST_JWT_SECRET,
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    };
    const database = openConfiguredDatabase(readServerConfig(env));
    let app: FastifyInstance | undefined;
    try {
      app = await healthApp(database, env);
      const logged: string[] = [];
      const log = {
        warn: (_details: object, message: string) => void logged.push(message),
        info: (_details: object, message: string) => void logged.push(message),
      };
      const ready = untilDatabaseReachable(() => migrateToLatest(database.db), log);

      const down = await app.inject({ method: 'GET', url: '/api/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ ok: false, error: DATABASE_UNAVAILABLE_TEXT });
      await eventually(async () => expect(logged).toContain('database unreachable, retrying'));

      await cluster.start();
      expect(await ready).toEqual(MIGRATION_NAMES);
      expect(logged).toContain('database reachable');
      const up = await app.inject({ method: 'GET', url: '/api/health' });
      expect(up.statusCode).toBe(200);
      expect(up.json()).toEqual({ ok: true });

      // A database lost while serving: 503 again, and 200 when it is back (the pool reconnects).
      await cluster.stop();
      await eventually(async () =>
        expect((await app!.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503),
      );
      await cluster.start();
      await eventually(async () =>
        expect((await app!.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200),
      );
    } finally {
      await app?.close();
      await database.close();
    }
  });
});

describe('npm run db:migrate', () => {
  it('migrates PostgreSQL on its own, then finds nothing to do', async () => {
    const adminUrl = inject('postgresAdminUrl');
    const name = await createDatabase(adminUrl);
    try {
      const lines: string[] = [];
      const env = { DATABASE_URL: databaseUrl(adminUrl, name) };
      expect(await runMigrateCommand(env, (line) => lines.push(line))).toBe(0);
      expect(lines).toEqual([
        `PostgreSQL: применено миграций: ${MIGRATION_NAMES.length} (${MIGRATION_NAMES.join(', ')}).`,
      ]);
      expect(await runMigrateCommand(env, (line) => lines.push(line))).toBe(0);
      expect(lines[1]).toBe('PostgreSQL: схема актуальна.');
    } finally {
      await dropDatabase(adminUrl, name);
    }
  });

  it('migrates SQLite in DATA_DIR', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-migrate-cli-'));
    try {
      const lines: string[] = [];
      expect(await runMigrateCommand({ DATA_DIR: dir }, (line) => lines.push(line))).toBe(0);
      expect(lines[0]).toBe(
        `SQLite: применено миграций: ${MIGRATION_NAMES.length} (${MIGRATION_NAMES.join(', ')}).`,
      );
      expect(fs.existsSync(path.join(dir, 'kub.sqlite'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('waits for an unreachable database, saying so, and gives up after DATABASE_WAIT_MS', async () => {
    const lines: string[] = [];
    const env = {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:1/kub',
      DATABASE_WAIT_MS: '1200',
    };
    await expect(runMigrateCommand(env, (line) => lines.push(line))).rejects.toThrow(
      'database migration failed',
    );
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines[0]).toMatch(/^База данных недоступна \(.+\), попытка 1, следующая через 1 с\.$/);
  });
});
