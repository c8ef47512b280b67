/**
 * Operator command: a consistent backup of the live database and the stored resumes, while the
 * server runs and takes writes.
 *   npm run backup -- --to /backups/kub-2026-11-25.tar
 * Uses DATA_DIR like the server. The archive (see backup-archive.ts) is written to a temp file,
 * fsync'd and renamed into place, so FILE is either the previous one or the whole new one.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import { isInside, isStoredName, uploadsDirFor } from '../modules/uploads/upload-storage';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  DATABASE_FILE,
  MANIFEST_FILE,
  POSTGRES_DUMP_FILE,
  UPLOADS_DIR,
  countRows,
  formatSize,
  integrityProblem,
  lastMigration,
  runAsMain,
  sha256File,
  syncPath,
  type ArchivedFile,
  type BackupManifest,
  runArchiveCommand,
  type CommandOptions,
} from './backup-archive';
import { dumpPostgres } from './backup-postgres';

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

/**
 * Links (or copies) one resume into the staging folder; false when its file is gone (the server's
 * cleanup removed it after the snapshot: acceptable only for an upload no application links).
 */
function pinFile(storedName: string, liveDir: string, stagedDir: string): boolean {
  if (!isStoredName(storedName)) {
    throw new BackupError(`В таблице upload неверное имя файла: ${storedName}.`);
  }
  const from = path.join(liveDir, storedName);
  const to = path.join(stagedDir, storedName);
  try {
    try {
      fs.linkSync(from, to);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
      fs.copyFileSync(from, to, fs.constants.COPYFILE_EXCL);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return false;
  }
}

/**
 * Links (or copies, across file systems) every resume the database copy refers to into the
 * staging folder. Resumes are write-once, so the file is the one the copy describes. An upload no
 * application links whose file is gone was removed by the server's cleanup after the copy was
 * taken: its row is removed from the copy too, as the cleanup did. Returns the stored names kept.
 */
function pinResumes(copy: SQLite.Database, liveDir: string, stagedDir: string): string[] {
  const rows = copy
    .prepare(
      `SELECT id, stored_name AS storedName,
         EXISTS (SELECT 1 FROM application WHERE application.app_id = upload.app_id) AS linked
       FROM upload WHERE stored_name IS NOT NULL ORDER BY id`,
    )
    .all() as { id: number; storedName: string; linked: number }[];
  const drop = copy.prepare('DELETE FROM upload WHERE id = ?');
  const kept: string[] = [];
  for (const row of rows) {
    if (pinFile(row.storedName, liveDir, stagedDir)) {
      kept.push(row.storedName);
    } else if (row.linked) {
      throw new BackupError(
        `Файл резюме ${row.storedName} не найден в ${liveDir}, а заявка на него ссылается.`,
      );
    } else {
      drop.run(row.id);
    }
  }
  return kept;
}

/** The manifest's list of files: the database's and the resumes', with size and sha256. */
async function describeFiles(staging: string, entries: string[]): Promise<ArchivedFile[]> {
  const files: ArchivedFile[] = [];
  for (const entry of entries) {
    files.push({ path: entry, ...(await sha256File(path.join(staging, entry))) });
  }
  return files;
}

/**
 * Takes a PostgreSQL backup into the staging folder: pg_dump from one snapshot, then the resumes
 * that snapshot refers to. An unlinked upload whose file is gone is left out of the counts; the
 * restore removes its row, as the cleanup did.
 */
async function stagePostgres(
  url: string,
  dataDir: string,
  staging: string,
): Promise<BackupManifest> {
  const createdAt = new Date().toISOString();
  const snapshot = await dumpPostgres(url, path.join(staging, POSTGRES_DUMP_FILE));
  const stagedUploads = path.join(staging, UPLOADS_DIR);
  fs.mkdirSync(stagedUploads, { mode: 0o700 });
  const kept: string[] = [];
  for (const upload of snapshot.uploads) {
    if (pinFile(upload.storedName, uploadsDirFor(dataDir), stagedUploads)) {
      kept.push(upload.storedName);
    } else if (upload.linked) {
      throw new BackupError(
        `Файл резюме ${upload.storedName} не найден в ${uploadsDirFor(dataDir)}, а заявка на него ссылается.`,
      );
    }
  }
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    engine: 'postgres',
    createdAt,
    migration: snapshot.migration,
    counts: { ...snapshot.counts, resumes: kept.length },
    files: await describeFiles(staging, [
      POSTGRES_DUMP_FILE,
      ...kept.map((name) => `${UPLOADS_DIR}/${name}`),
    ]),
  };
}

/** Takes the backup into the staging folder and describes it. */
async function stage(dataDir: string, staging: string): Promise<BackupManifest> {
  const copyPath = path.join(staging, DATABASE_FILE);
  const createdAt = new Date().toISOString();
  await copyDatabase(path.join(dataDir, DATABASE_FILE), copyPath);

  const stagedUploads = path.join(staging, UPLOADS_DIR);
  fs.mkdirSync(stagedUploads, { mode: 0o700 });
  const copy = new SQLite(copyPath, { fileMustExist: true });
  let kept: string[];
  let migration: string;
  let counts: BackupManifest['counts'];
  try {
    kept = pinResumes(copy, uploadsDirFor(dataDir), stagedUploads);
    // One self-contained file: no -wal beside it (the server turns WAL back on when it opens it).
    copy.pragma('journal_mode = DELETE');
    const problem = integrityProblem(copy);
    if (problem) throw new BackupError(`Проверка копии базы данных не прошла: ${problem}`);
    migration = lastMigration(copy);
    counts = countRows(copy);
  } finally {
    copy.close();
  }

  const files = await describeFiles(staging, [
    DATABASE_FILE,
    ...kept.map((name) => `${UPLOADS_DIR}/${name}`),
  ]);
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    engine: 'sqlite',
    createdAt,
    migration,
    counts,
    files,
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
        : await stagePostgres(postgresUrl, dataDir, staging);
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
export function runBackupCommand(
  argv: readonly string[],
  options: CommandOptions = {},
): Promise<number> {
  return runArchiveCommand(argv, options, {
    usage: USAGE,
    parse: parseArgs,
    async run(args, { dataDir, cwd, database }) {
      const { file, bytes, manifest } = await createBackup(
        dataDir,
        path.resolve(cwd, args.to),
        database.url,
      );
      const { contactRequests, applications, resumes } = manifest.counts;
      return (
        `Резервная копия сохранена: ${file} (${formatSize(bytes)}): заявок ${contactRequests}, ` +
        `анкет ${applications}, резюме ${resumes}, схема ${manifest.migration}.`
      );
    },
  });
}

const invokedPath = process.argv[1];
runAsMain(import.meta.url, runBackupCommand, invokedPath ? pathToFileURL(invokedPath).href : null);
