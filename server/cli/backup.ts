/**
 * Operator command: a consistent backup of the live database, resumes included (they are in it),
 * while the server runs and takes writes.
 *   npm run backup -- --to /backups/kub-2026-11-25.tar
 * Uses DATA_DIR like the server. The archive (see backup-archive.ts) is written to a temp file,
 * fsync'd and renamed into place, so FILE is either the previous one or the whole new one.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import { isInside } from '../modules/uploads/upload-storage';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  DATABASE_FILE,
  MANIFEST_FILE,
  POSTGRES_DUMP_FILE,
  countRows,
  contentsLine,
  formatSize,
  integrityProblem,
  lastMigration,
  resumeProblem,
  sha256File,
  syncPath,
  type ArchivedFile,
  type BackupManifest,
  archiveCommand,
} from './backup-archive';
import { dumpPostgres } from './backup-postgres';
import { runAsMain } from './run-as-main';

export const USAGE = 'Использование: npm run backup -- --to путь/к/копии.tar';

/** Pages per backup step: all of them, so a write by the server cannot restart a long copy. */
const ALL_PAGES = 0x7fffffff;

function parseArgs(argv: readonly string[]): { to: string } | string {
  let to: string | undefined;
  const rest = [...argv];
  for (let raw = rest.shift(); raw !== undefined; raw = rest.shift()) {
    const match = /^--to(?:=(.*))?$/s.exec(raw);
    if (!match) return `Неизвестный аргумент: ${raw}`;
    const value = match[1] ?? rest.shift();
    if (value === undefined || value === '') return 'Не указано значение для --to.';
    if (to !== undefined) return 'Аргумент --to указан дважды.';
    to = value;
  }
  return to === undefined ? 'Укажите файл копии: --to путь/к/копии.tar.' : { to };
}

/**
 * Copies the live database with SQLite's online backup API (the -wal file is part of the state):
 * one step over all pages, which reads one snapshot while the server keeps writing.
 */
async function copyDatabase(source: string, target: string): Promise<void> {
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(target, { progress: () => ALL_PAGES });
  } finally {
    live.close();
  }
}

/** The manifest's list of files: the database's and the resumes', with size and sha256. */
async function describeFiles(staging: string, entries: string[]): Promise<ArchivedFile[]> {
  const files: ArchivedFile[] = [];
  for (const entry of entries) {
    files.push({ path: entry, ...(await sha256File(path.join(staging, entry))) });
  }
  return files;
}

/** Takes a PostgreSQL backup into the staging folder: pg_dump from one snapshot, resumes inside. */
async function stagePostgres(url: string, staging: string): Promise<BackupManifest> {
  const createdAt = new Date().toISOString();
  const snapshot = await dumpPostgres(url, path.join(staging, POSTGRES_DUMP_FILE));
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    engine: 'postgres',
    createdAt,
    migration: snapshot.migration,
    counts: snapshot.counts,
    files: await describeFiles(staging, [POSTGRES_DUMP_FILE]),
  };
}

/** Takes the backup into the staging folder and describes it: one file, resumes inside. */
async function stage(dataDir: string, staging: string): Promise<BackupManifest> {
  const copyPath = path.join(staging, DATABASE_FILE);
  const createdAt = new Date().toISOString();
  await copyDatabase(path.join(dataDir, DATABASE_FILE), copyPath);

  const copy = new SQLite(copyPath, { fileMustExist: true });
  let migration: string;
  let counts: BackupManifest['counts'];
  try {
    // One self-contained file: no -wal beside it (the server turns WAL back on when it opens it).
    copy.pragma('journal_mode = DELETE');
    const problem = integrityProblem(copy);
    if (problem) throw new BackupError(`Проверка копии базы данных не прошла: ${problem}`);
    const resumes = resumeProblem(copy);
    if (resumes) throw new BackupError(resumes);
    migration = lastMigration(copy);
    counts = countRows(copy);
  } finally {
    copy.close();
  }
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    engine: 'sqlite',
    createdAt,
    migration,
    counts,
    files: await describeFiles(staging, [DATABASE_FILE]),
  };
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Writes the backup of `dataDir` (and of PostgreSQL at `postgresUrl`, when the server uses it) to
 * `destination` atomically.
 */
export async function createBackup(
  dataDir: string,
  destination: string,
  postgresUrl: string | null = null,
): Promise<BackupResult> {
  if (postgresUrl === null && !fs.existsSync(path.join(dataDir, DATABASE_FILE))) {
    throw new BackupError(`База данных не найдена: ${path.join(dataDir, DATABASE_FILE)}.`);
  }
  if (isInside(dataDir, destination)) {
    throw new BackupError(`Копию нельзя сохранять в каталоге данных (${dataDir}).`);
  }
  const folder = path.dirname(destination);
  fs.mkdirSync(folder, { recursive: true });
  const tag = `.${path.basename(destination)}.${randomBytes(6).toString('hex')}`;
  const staging = path.join(folder, `${tag}.d`);
  const temp = path.join(folder, `${tag}.tmp`);
  fs.mkdirSync(staging, { mode: 0o700 });
  try {
    const manifest =
      postgresUrl === null
        ? await stage(dataDir, staging)
        : await stagePostgres(postgresUrl, staging);
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    await tar.c({ file: temp, cwd: staging, portable: true }, [
      MANIFEST_FILE,
      ...manifest.files.map((file) => file.path),
    ]);
    fs.chmodSync(temp, 0o600); // personal data: readable by the operator only
    syncPath(temp);
    fs.renameSync(temp, destination);
    syncPath(folder);
    return { file: destination, bytes: fs.statSync(destination).size, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(temp, { force: true });
  }
}

/** Runs the command; returns the process exit code (0 done, 1 bad arguments or a failure). */
export const runBackupCommand = archiveCommand({
  usage: USAGE,
  parse: parseArgs,
  async run(args, { dataDir, cwd, database }) {
    const { file, bytes, manifest } = await createBackup(
      dataDir,
      path.resolve(cwd, args.to),
      database.url,
    );
    return `Резервная копия сохранена: ${file} (${formatSize(bytes)}): ${contentsLine(manifest)}.`;
  },
});

runAsMain(import.meta.url, runBackupCommand);
