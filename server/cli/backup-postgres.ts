/**
 * The backup and restore of a PostgreSQL database (DATABASE_URL): pg_dump's custom format from one
 * exported snapshot, so the dump, the counts and the list of resumes describe the same instant;
 * pg_restore into an empty database. The programs are Debian's of the server's major version.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { BackupCounts } from './backup-archive';
import { BackupError } from './backup-archive';

const run = promisify(execFile);

export type PgTool = 'pg_dump' | 'pg_restore';

/**
 * pg_dump or pg_restore of the server's major version: PG_BIN, Debian's
 * /usr/lib/postgresql/<major>/bin, else the PATH's if it is not older than the server.
 */
export async function pgToolPath(tool: PgTool, serverMajor: number): Promise<string> {
  const candidates = [
    process.env.PG_BIN ? path.join(process.env.PG_BIN, tool) : null,
    `/usr/lib/postgresql/${serverMajor}/bin/${tool}`,
  ];
  for (const candidate of candidates) if (candidate && fs.existsSync(candidate)) return candidate;
  let version: string;
  try {
    version = (await run(tool, ['--version'])).stdout;
  } catch {
    throw new BackupError(
      `Не найден ${tool} для PostgreSQL ${serverMajor}: установите пакет postgresql-client-${serverMajor}.`,
    );
  }
  const major = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? 0);
  if (major < serverMajor) {
    throw new BackupError(
      `${tool} версии ${major} старше сервера PostgreSQL ${serverMajor}: установите postgresql-client-${serverMajor}.`,
    );
  }
  return tool;
}

async function runTool(file: string, args: string[]): Promise<void> {
  try {
    await run(file, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new BackupError(
      `${path.basename(file)} завершился с ошибкой: ${stderr || (error as Error).message}`,
    );
  }
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'kub-backup' });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Не удалось подключиться к PostgreSQL: ${(error as Error).message}`);
  }
  return client;
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>('SHOW server_version_num');
  return Math.floor(Number(rows[0]?.v) / 10_000);
}

async function countsOf(client: pg.Client): Promise<BackupCounts> {
  const count = async (table: string, where = '') =>
    Number(
      (await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table} ${where}`)).rows[0]?.n,
    );
  return {
    contactRequests: await count('contact_request'),
    applications: await count('application'),
    leads: await count('lead'),
    users: await count('users'),
    resumes: (await hasContentTable(client))
      ? await count('upload_content')
      : await count('upload', 'WHERE stored_name IS NOT NULL'),
  };
}

/** Whether the schema keeps resumes in the database (migration 0006 on). */
async function hasContentTable(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ t: string | null }>(
    `SELECT to_regclass('upload_content') AS t`,
  );
  return (rows[0]?.t ?? null) !== null;
}

/**
 * The resumes in the database, checked as backup-archive.ts's resumeProblem does on SQLite (by
 * PostgreSQL's own sha256()): null when sound, else the first problem in Russian.
 */
async function resumeProblemOf(client: pg.Client): Promise<string | null> {
  if (!(await hasContentTable(client))) return null;
  const { rows } = await client.query<{ stored_name: string; missing: boolean; linked: boolean }>(
    `SELECT u.stored_name, c.upload_id IS NULL AS missing,
       EXISTS (SELECT 1 FROM application a WHERE a.app_id = u.app_id) AS linked
     FROM upload u LEFT JOIN upload_content c ON c.upload_id = u.id
     WHERE u.status = 'stored'
       AND (c.upload_id IS NULL OR encode(sha256(c.bytes), 'hex') IS DISTINCT FROM u.sha256)
     ORDER BY u.id`,
  );
  for (const row of rows) {
    if (!row.missing) {
      return `Резюме ${row.stored_name} повреждено: его sha256 не совпадает с записанным.`;
    }
    if (row.linked) {
      return `Резюме ${row.stored_name} нет в базе данных, а заявка на него ссылается.`;
    }
  }
  return null;
}

async function lastMigrationOf(client: pg.Client): Promise<string> {
  const exists = await client.query(`SELECT to_regclass('kysely_migration') AS t`);
  if ((exists.rows[0] as { t: string | null } | undefined)?.t === null) return '';
  const { rows } = await client.query<{ name: string }>(
    'SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1',
  );
  return rows[0]?.name ?? '';
}

export interface StoredUpload {
  storedName: string;
  /** Whether an application links it (its file must be there). */
  linked: boolean;
}

async function storedUploadsOf(client: pg.Client): Promise<StoredUpload[]> {
  const { rows } = await client.query<{ stored_name: string; linked: boolean }>(
    `SELECT stored_name, EXISTS (SELECT 1 FROM application a WHERE a.app_id = upload.app_id) AS linked
     FROM upload WHERE stored_name IS NOT NULL ORDER BY id`,
  );
  return rows.map((row) => ({ storedName: row.stored_name, linked: row.linked }));
}

export interface PostgresSnapshot {
  migration: string;
  counts: BackupCounts;
  uploads: StoredUpload[];
}

/**
 * Dumps the database to `file` from one snapshot, read in the same transaction as the migration,
 * the counts and the stored resumes it returns.
 */
export async function dumpPostgres(url: string, file: string): Promise<PostgresSnapshot> {
  const client = await connect(url);
  try {
    const pgDump = await pgToolPath('pg_dump', await serverMajor(client));
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    const migration = await lastMigrationOf(client);
    if (migration === '') throw new BackupError('В базе данных нет схемы КУБ (нет миграций).');
    const counts = await countsOf(client);
    const problem = await resumeProblemOf(client);
    if (problem) throw new BackupError(problem);
    const uploads = await storedUploadsOf(client);
    await runTool(pgDump, [
      `--snapshot=${rows[0]?.id ?? ''}`,
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${file}`,
      `--dbname=${url}`,
    ]);
    await client.query('COMMIT');
    return { migration, counts, uploads };
  } finally {
    await client.end();
  }
}

/** Why the database cannot take a restore (it holds tables), or null when it is empty. */
export async function postgresOccupied(url: string): Promise<string | null> {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'`,
    );
    return Number(rows[0]?.n) > 0
      ? 'В базе данных PostgreSQL уже есть таблицы. Восстановление делается только в пустую ' +
          'базу: создайте новую (CREATE DATABASE) и укажите её в DATABASE_URL.'
      : null;
  } finally {
    await client.end();
  }
}

/**
 * Restores the dump into the (empty) database in one transaction, then removes the uploads whose
 * file the copy does not hold and no application links (the server's cleanup removed them after
 * the snapshot), and returns what the database then holds.
 */
export async function restorePostgres(
  url: string,
  file: string,
  archivedNames: ReadonlySet<string> | null,
): Promise<PostgresSnapshot> {
  const client = await connect(url);
  try {
    const pgRestore = await pgToolPath('pg_restore', await serverMajor(client));
    // Everything but the extensions' comments, which only their owner (a superuser) may set.
    const listing = (await run(pgRestore, ['--list', file], { maxBuffer: 16 * 1024 * 1024 }))
      .stdout;
    const list = `${file}.list`;
    fs.writeFileSync(
      list,
      listing
        .split('\n')
        .filter((line) => !/ COMMENT - EXTENSION /.test(line))
        .join('\n'),
    );
    await runTool(pgRestore, [
      `--use-list=${list}`,
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      file,
    ]);
    // Format 2: the resumes came with the dump; they are checked like the backup checked them.
    const problem = archivedNames === null ? await resumeProblemOf(client) : null;
    if (problem) throw new BackupError(problem);
    // Format 1: the resumes are files beside the dump.
    for (const upload of archivedNames === null ? [] : await storedUploadsOf(client)) {
      if (archivedNames?.has(upload.storedName)) continue;
      if (upload.linked) {
        throw new BackupError(
          `В архиве нет файла резюме ${upload.storedName}, на который ссылается база.`,
        );
      }
      await client.query('DELETE FROM upload WHERE stored_name = $1', [upload.storedName]);
    }
    return {
      migration: await lastMigrationOf(client),
      counts: await countsOf(client),
      uploads: await storedUploadsOf(client),
    };
  } finally {
    await client.end();
  }
}
