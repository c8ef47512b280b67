import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET_REQUIRED, readServerConfig } from '../../../server/config';
import { openConfiguredDatabase } from '../../../server/db/database';

const SECRET = 'ab'.repeat(32);

describe('the database configuration', () => {
  it('is SQLite in DATA_DIR without DATABASE_URL, with the pool defaults', () => {
    const config = readServerConfig({ DATA_DIR: '/srv/kub' }, '/');
    expect(config.database).toEqual({
      url: null,
      poolMax: 10,
      connectTimeoutMs: 5000,
      statementTimeoutMs: 30000,
      idleTimeoutMs: 30000,
    });
  });

  it('reads DATABASE_URL and the pool settings', () => {
    const config = readServerConfig({
      DATABASE_URL: 'postgres://kub@db.internal:5432/kub',
      JWT_SECRET: SECRET,
      DATABASE_POOL_MAX: '4',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
      DATABASE_IDLE_TIMEOUT_MS: '3000',
    });
    expect(config.database).toEqual({
      url: 'postgres://kub@db.internal:5432/kub',
      poolMax: 4,
      connectTimeoutMs: 1000,
      statementTimeoutMs: 2000,
      idleTimeoutMs: 3000,
    });
  });

  it.each([
    [{ DATABASE_URL: 'mysql://db/kub', JWT_SECRET: SECRET }, 'DATABASE_URL must start with'],
    [{ DATABASE_URL: 'not a url', JWT_SECRET: SECRET }, 'DATABASE_URL must be a URL'],
    [{ DATABASE_POOL_MAX: '0' }, 'DATABASE_POOL_MAX must be a positive integer'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' }, 'DATABASE_STATEMENT_TIMEOUT_MS must be'],
  ])('refuses %j', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(message);
  });

  it('refuses PostgreSQL without JWT_SECRET: servers sharing a database share the key', () => {
    expect(() => readServerConfig({ DATABASE_URL: 'postgres://db/kub' })).toThrow(
      JWT_SECRET_REQUIRED,
    );
    expect(() => readServerConfig({ DATABASE_URL: 'postgres://db/kub', JWT_SECRET: ' ' })).toThrow(
      'JWT_SECRET is required with DATABASE_URL',
    );
  });

  it('opens the engine the configuration names, and only SQLite has a raw connection', async () => {
    const postgres = openConfiguredDatabase(
      readServerConfig({ DATABASE_URL: 'postgres://127.0.0.1:1/kub', JWT_SECRET: SECRET }),
    );
    expect(postgres.dialect).toBe('postgres');
    expect('sqlite' in postgres).toBe(false);
    await postgres.close();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kub-config-'));
    try {
      const sqlite = openConfiguredDatabase(readServerConfig({ DATA_DIR: dataDir }));
      expect(sqlite.dialect).toBe('sqlite');
      expect(fs.existsSync(path.join(dataDir, 'kub.sqlite'))).toBe(true);
      await sqlite.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
