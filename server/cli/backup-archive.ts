/**
 * The backup archive shared by `npm run backup` and `npm run restore`: a plain .tar holding
 *   manifest.json        what is inside: format, time, migration, counts, size and sha256 of each file
 *   kub.sqlite           the database, copied by SQLite's online backup API (rollback journal mode)
 *   kub.pgdump           or, on PostgreSQL, pg_dump's custom-format dump (backup-postgres.ts)
 * The database holds the resumes' bytes (table upload_content, since format version 2). Version 1
 * archives, from releases that kept resumes as files, also hold
 *   uploads/<stored>     every resume the database copy refers to, under its stored name
 * and are still restored: the files go to DATA_DIR/uploads, which the server imports at start.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type SQLite from 'better-sqlite3';
import path from 'node:path';
import { readDatabaseConfig, type DatabaseConfig } from '../config';
import { isStoredName } from '../modules/uploads/upload-storage';

export const DATABASE_FILE = 'kub.sqlite';
export const POSTGRES_DUMP_FILE = 'kub.pgdump';
export const MANIFEST_FILE = 'manifest.json';
export const UPLOADS_DIR = 'uploads';
export const BACKUP_FORMAT = 'kub-backup';
/** The format this release writes: 2, resumes inside the database. */
export const BACKUP_VERSION = 2;
/** The formats this release restores: 1 (resumes as files in uploads/) and 2. */
export const READABLE_VERSIONS = [1, 2] as const;
export type BackupVersion = (typeof READABLE_VERSIONS)[number];

/** A failure the operator can act on: its message is Russian and printed as it is. */
export class BackupError extends Error {}

export interface CommandIo {
  log(line: string): void;
  error(line: string): void;
}

export interface CommandOptions {
  env?: Readonly<Record<string, string | undefined>>;
  io?: CommandIo;
  /** Where relative paths start (the shell's directory by default). */
  cwd?: string;
}

export interface ArchiveCommand<A extends object> {
  usage: string;
  parse: (argv: readonly string[]) => A | string;
  run: (
    args: A,
    where: { dataDir: string; cwd: string; database: DatabaseConfig },
  ) => Promise<string>;
}

/** A command's entry point: its argv and options in, the process exit code out. */
export type CommandRunner = (argv: readonly string[], options?: CommandOptions) => Promise<number>;

/**
 * The frame of both commands: parse the arguments (a string is the Russian reason they are wrong:
 * printed with the usage, exit 1), read DATA_DIR like the server, run, print the summary line
 * (exit 0) or a BackupError's message (exit 1). Anything else is a bug and is thrown.
 */
export function archiveCommand<A extends object>(command: ArchiveCommand<A>): CommandRunner {
  return (argv, options = {}) => runArchiveCommand(argv, options, command);
}

async function runArchiveCommand<A extends object>(
  argv: readonly string[],
  options: CommandOptions,
  command: ArchiveCommand<A>,
): Promise<number> {
  const io = options.io ?? { log: console.log, error: console.error };
  const parsed = command.parse(argv);
  if (typeof parsed === 'string') {
    io.error(parsed);
    io.error(command.usage);
    return 1;
  }
  const cwd = options.cwd ?? process.cwd();
  // DATA_DIR and DATABASE_URL as the server reads them (not the rest: no JWT_SECRET needed here).
  const env = options.env ?? process.env;
  const dataDir = path.resolve(cwd, env.DATA_DIR ?? 'data');
  try {
    const database = readDatabaseConfig(env);
    io.log(await command.run(parsed, { dataDir, cwd, database }));
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    io.error(error.message);
    return 1;
  }
}

export interface BackupCounts {
  contactRequests: number;
  applications: number;
  leads: number;
  users: number;
  /** Resumes with their bytes: rows of upload_content (version 1: uploads with a stored file). */
  resumes: number;
}

export interface ArchivedFile {
  /** The path inside the archive: `kub.sqlite` or `uploads/<stored name>`. */
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: BackupVersion;
  /** The engine the copy was taken from (absent in copies from before PostgreSQL: SQLite). */
  engine: 'sqlite' | 'postgres';
  /** When the database copy was taken (ISO 8601, UTC). */
  createdAt: string;
  /** The last migration applied to the copied database. */
  migration: string;
  counts: BackupCounts;
  files: ArchivedFile[];
}

/** Whether a path may appear in an archive as a regular file (the manifest aside). */
export function isArchivedFilePath(entry: string): boolean {
  if (entry === DATABASE_FILE || entry === POSTGRES_DUMP_FILE) return true;
  const [dir, name, ...rest] = entry.split('/');
  return dir === UPLOADS_DIR && name !== undefined && isStoredName(name) && rest.length === 0;
}

export async function sha256File(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of fs.createReadStream(file)) {
    const bytes = chunk as Buffer;
    size += bytes.length;
    hash.update(bytes);
  }
  return { size, sha256: hash.digest('hex') };
}

/** fsync of a file or a folder (a folder's entries: a rename survives a power loss). */
export function syncPath(target: string): void {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** The last migration applied, as Kysely records it; '' for a database never migrated. */
export function lastMigration(sqlite: SQLite.Database): string {
  const table = sqlite
    .prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'`)
    .get();
  if (!table) return '';
  const row = sqlite
    .prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1')
    .get() as { name: string } | undefined;
  return row?.name ?? '';
}

export function countRows(sqlite: SQLite.Database): BackupCounts {
  const count = (sql: string) => (sqlite.prepare(sql).get() as { n: number }).n;
  return {
    contactRequests: count('SELECT count(*) AS n FROM contact_request'),
    applications: count('SELECT count(*) AS n FROM application'),
    leads: count('SELECT count(*) AS n FROM lead'),
    users: count('SELECT count(*) AS n FROM users'),
    resumes: hasTable(sqlite, 'upload_content')
      ? count('SELECT count(*) AS n FROM upload_content')
      : count('SELECT count(*) AS n FROM upload WHERE stored_name IS NOT NULL'),
  };
}

function hasTable(sqlite: SQLite.Database, name: string): boolean {
  return sqlite.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?`).get(name)
    ? true
    : false;
}

/**
 * The resumes of a database that holds their bytes, checked: each one's bytes against the sha256
 * recorded at upload, and every resume an application links present. Null when sound, else the
 * first problem in Russian.
 */
export function resumeProblem(sqlite: SQLite.Database): string | null {
  const rows = sqlite
    .prepare(
      `SELECT u.stored_name AS storedName, u.sha256, c.bytes,
         EXISTS (SELECT 1 FROM application a WHERE a.app_id = u.app_id) AS linked
       FROM upload u LEFT JOIN upload_content c ON c.upload_id = u.id
       WHERE u.status = 'stored' ORDER BY u.id`,
    )
    .iterate() as IterableIterator<{
    storedName: string;
    sha256: string;
    bytes: Buffer | null;
    linked: number;
  }>;
  for (const row of rows) {
    if (row.bytes === null) {
      if (row.linked)
        return `Резюме ${row.storedName} нет в базе данных, а заявка на него ссылается.`;
    } else if (createHash('sha256').update(row.bytes).digest('hex') !== row.sha256) {
      return `Резюме ${row.storedName} повреждено: его sha256 не совпадает с записанным.`;
    }
  }
  return null;
}

/** PRAGMA integrity_check: null when the database is sound, else SQLite's first findings. */
export function integrityProblem(sqlite: SQLite.Database): string | null {
  const rows = sqlite.pragma('integrity_check') as { integrity_check: string }[];
  const findings = rows.map((row) => row.integrity_check);
  return findings.length === 1 && findings[0] === 'ok' ? null : findings.slice(0, 5).join('; ');
}

export function storedNamesIn(sqlite: SQLite.Database): string[] {
  return (
    sqlite
      .prepare('SELECT stored_name FROM upload WHERE stored_name IS NOT NULL ORDER BY id')
      .all() as { stored_name: string }[]
  ).map((row) => row.stored_name);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** Reads manifest.json's text; a Russian reason when it is not a manifest this release reads. */
export function parseManifest(text: string): BackupManifest | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'manifest.json не является JSON.';
  }
  if (!isRecord(value) || value.format !== BACKUP_FORMAT) {
    return 'manifest.json не описывает резервную копию КУБ.';
  }
  const version = READABLE_VERSIONS.find((known) => known === value.version);
  if (version === undefined) {
    return `Неизвестная версия формата резервной копии: ${String(value.version)}.`;
  }
  const { createdAt, migration, counts, files } = value;
  const engine = value.engine ?? 'sqlite';
  if (engine !== 'sqlite' && engine !== 'postgres') {
    return `Неизвестный движок базы данных в manifest.json: ${String(engine)}.`;
  }
  if (typeof createdAt !== 'string' || typeof migration !== 'string' || migration === '') {
    return 'В manifest.json нет времени создания или миграции.';
  }
  const countKeys: (keyof BackupCounts)[] = [
    'contactRequests',
    'applications',
    'leads',
    'users',
    'resumes',
  ];
  if (!isRecord(counts) || !countKeys.every((key) => isCount(counts[key]))) {
    return 'В manifest.json нет счётчиков записей.';
  }
  if (!Array.isArray(files)) return 'В manifest.json нет списка файлов.';
  const parsed: ArchivedFile[] = [];
  for (const file of files as unknown[]) {
    if (
      !isRecord(file) ||
      typeof file.path !== 'string' ||
      !isArchivedFilePath(file.path) ||
      (version > 1 && file.path.startsWith(`${UPLOADS_DIR}/`)) ||
      !isCount(file.size) ||
      typeof file.sha256 !== 'string' ||
      !/^[0-9a-f]{64}$/.test(file.sha256)
    ) {
      return 'manifest.json описывает файл неверно.';
    }
    parsed.push({ path: file.path, size: file.size, sha256: file.sha256 });
  }
  return {
    format: BACKUP_FORMAT,
    version,
    engine,
    createdAt,
    migration,
    counts: {
      contactRequests: counts.contactRequests as number,
      applications: counts.applications as number,
      leads: counts.leads as number,
      users: counts.users as number,
      resumes: counts.resumes as number,
    },
    files: parsed,
  };
}

/** What an archive holds, for the summary lines: «заявок 3, анкет 2, резюме 1, схема …». */
export function contentsLine({ counts, migration }: BackupManifest): string {
  const { contactRequests, applications, resumes } = counts;
  return `заявок ${contactRequests}, анкет ${applications}, резюме ${resumes}, схема ${migration}`;
}

/** "12,3 МБ" for the summary lines. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} КБ`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} МБ`;
}
