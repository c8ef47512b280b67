import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { runBackupCommand } from '../../../server/cli/backup';
import { runRestoreCommand } from '../../../server/cli/restore';
import { buildTestApp, type TestApp } from '../helpers';
import { requireSqlite } from '../../../server/db/database';

/** What a command printed, line by line. */
export interface Printed {
  out: string[];
  err: string[];
}

/** A test app on a fresh data directory whose database has the server's name, kub.sqlite. */
export function buildServerLikeApp(overrides: Parameters<typeof buildTestApp>[0] = {}) {
  return buildTestApp(overrides, {}, { databaseFile: 'kub.sqlite' });
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function backup(dataDir: string, ...argv: string[]) {
  const printed: Printed = { out: [], err: [] };
  const code = await runBackupCommand(argv, {
    env: { DATA_DIR: dataDir },
    io: { log: (line) => printed.out.push(line), error: (line) => printed.err.push(line) },
  });
  return { code, ...printed };
}

export async function restore(dataDir: string, ...argv: string[]) {
  const printed: Printed = { out: [], err: [] };
  const code = await runRestoreCommand(argv, {
    env: { DATA_DIR: dataDir },
    io: { log: (line) => printed.out.push(line), error: (line) => printed.err.push(line) },
  });
  return { code, ...printed };
}

/** Opens a restored database read-only, runs `read`, closes it. */
export function withDatabase<T>(dataDir: string, read: (sqlite: SQLite.Database) => T): T {
  const sqlite = new SQLite(path.join(dataDir, 'kub.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return read(sqlite);
  } finally {
    sqlite.close();
  }
}

/** Every table's rows, each table sorted, as comparable text (WITHOUT ROWID tables included). */
export function allRows(sqlite: SQLite.Database): Record<string, string[]> {
  const tables = sqlite
    .prepare(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
    )
    .all() as { name: string }[];
  const dump: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = sqlite.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[];
    dump[name] = rows.map((row) => JSON.stringify(row)).sort(); // a BLOB as its bytes' array
  }
  return dump;
}

export function liveRows(t: TestApp): Record<string, string[]> {
  return allRows(requireSqlite(t.database));
}
