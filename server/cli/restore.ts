/**
 * Operator command: puts a backup made by `npm run backup` into an empty data directory.
 *   npm run restore -- /backups/kub-2026-11-25.tar
 * Uses DATA_DIR like the server; refuses a directory that already holds a database or resumes.
 * Everything is unpacked into a folder beside, checked (manifest, sha256 of every file, the
 * database's integrity, its resumes against their sha256) and only then moved into place, the
 * database last. Archives of format 1 (resumes as files) are restored too: their files go to
 * DATA_DIR/uploads, and the server imports them into the database at its next start.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import * as tar from 'tar';
import { migrationProvider } from '../db/migrate';
import { uploadsDirFor } from '../modules/uploads/upload-storage';
import {
  BackupError,
  DATABASE_FILE,
  MANIFEST_FILE,
  POSTGRES_DUMP_FILE,
  UPLOADS_DIR,
  countRows,
  contentsLine,
  formatSize,
  integrityProblem,
  isArchivedFilePath,
  lastMigration,
  parseManifest,
  resumeProblem,
  sha256File,
  storedNamesIn,
  syncPath,
  type BackupManifest,
  archiveCommand,
} from './backup-archive';
import { postgresOccupied, restorePostgres } from './backup-postgres';
import { runAsMain } from './run-as-main';

export const USAGE = 'Использование: npm run restore -- путь/к/копии.tar';

function parseArgs(argv: readonly string[]): { file: string } | string {
  const [file, ...rest] = argv;
  if (file === undefined || file === '') return 'Укажите файл резервной копии.';
  if (file.startsWith('-')) return `Неизвестный аргумент: ${file}`;
  if (rest.length > 0) return `Лишний аргумент: ${rest[0]}`;
  return { file };
}

/** Why `dataDir` cannot take a restore, or null when it holds no database and no resumes. */
function occupied(dataDir: string): string | null {
  for (const suffix of ['', '-wal', '-shm']) {
    const file = path.join(dataDir, `${DATABASE_FILE}${suffix}`);
    if (fs.existsSync(file)) {
      return (
        `В каталоге данных уже есть база данных (${file}). Восстановление делается только в ` +
        'пустой каталог: остановите сервер и перенесите старые данные или укажите другой DATA_DIR.'
      );
    }
  }
  return uploadsOccupied(dataDir);
}

/** Unpacks the archive into `staging`, accepting only the entries a backup has. */
async function unpack(archive: string, staging: string): Promise<Set<string>> {
  const files = new Set<string>();
  const problems: string[] = [];
  try {
    await tar.x({
      file: archive,
      cwd: staging,
      strict: true,
      preserveOwner: false,
      filter: (entryPath, entry) => {
        const type = entry instanceof tar.ReadEntry ? entry.type : 'Unknown';
        const name = entryPath.replace(/\/+$/, '');
        if (type === 'Directory' && name === UPLOADS_DIR) return true;
        if (type === 'File' && (name === MANIFEST_FILE || isArchivedFilePath(name))) {
          if (files.has(name)) problems.push(`Файл ${name} в архиве дважды.`);
          files.add(name);
          return true;
        }
        problems.push(`Лишняя запись в архиве: ${entryPath}.`);
        return false;
      },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`Архив повреждён или это не резервная копия КУБ: ${reason}`);
  }
  if (problems.length > 0) throw new BackupError(problems.join(' '));
  return files;
}

/** The database's file in an archive of this engine. */
const databaseFileOf = (manifest: BackupManifest) =>
  manifest.engine === 'postgres' ? POSTGRES_DUMP_FILE : DATABASE_FILE;

/** The manifest, and every file against it: the same set, sizes and sha256. */
async function verifyFiles(staging: string, files: Set<string>): Promise<BackupManifest> {
  if (!files.has(MANIFEST_FILE)) throw new BackupError('В архиве нет manifest.json.');
  const manifest = parseManifest(fs.readFileSync(path.join(staging, MANIFEST_FILE), 'utf8'));
  if (typeof manifest === 'string') throw new BackupError(manifest);
  const listed = new Set(manifest.files.map((file) => file.path));
  if (!listed.has(databaseFileOf(manifest))) {
    throw new BackupError('В manifest.json нет базы данных.');
  }
  for (const name of files) {
    if (name !== MANIFEST_FILE && !listed.has(name)) {
      throw new BackupError(`Файла ${name} нет в manifest.json.`);
    }
  }
  for (const file of manifest.files) {
    if (!files.has(file.path)) throw new BackupError(`В архиве нет файла ${file.path}.`);
    const actual = await sha256File(path.join(staging, file.path));
    if (actual.size !== file.size || actual.sha256 !== file.sha256) {
      throw new BackupError(
        `Файл ${file.path} повреждён: его размер или sha256 не совпадает с manifest.json.`,
      );
    }
  }
  return manifest;
}

/** The restored database: sound, of a schema this release knows, with all its resumes. */
async function verifyDatabase(
  staging: string,
  manifest: BackupManifest,
  files: Set<string>,
): Promise<void> {
  const known = Object.keys(await migrationProvider.getMigrations());
  const sqlite = new SQLite(path.join(staging, DATABASE_FILE), { fileMustExist: true });
  try {
    const problem = integrityProblem(sqlite);
    if (problem) throw new BackupError(`Проверка базы данных из копии не прошла: ${problem}`);
    const migration = lastMigration(sqlite);
    if (migration !== manifest.migration) {
      throw new BackupError('Схема базы данных не совпадает с manifest.json.');
    }
    if (!known.includes(migration)) {
      throw new BackupError(
        `Копия сделана более новой версией КУБ (схема ${migration}): обновите приложение.`,
      );
    }
    const counts = countRows(sqlite);
    if (JSON.stringify(counts) !== JSON.stringify(manifest.counts)) {
      throw new BackupError('Число записей в базе не совпадает с manifest.json.');
    }
    if (manifest.version > 1) {
      const resumes = resumeProblem(sqlite);
      if (resumes) throw new BackupError(resumes);
      return;
    }
    // Format 1: the resumes are files beside the database.
    for (const name of storedNamesIn(sqlite)) {
      if (!files.has(`${UPLOADS_DIR}/${name}`)) {
        throw new BackupError(`В архиве нет файла резюме ${name}, на который ссылается база.`);
      }
    }
  } finally {
    sqlite.close();
  }
}

/** Owner-only modes as the server kept them, every file fsync'd before it is moved. */
function seal(staging: string, files: Set<string>): void {
  const uploads = path.join(staging, UPLOADS_DIR);
  fs.mkdirSync(uploads, { recursive: true, mode: 0o700 });
  fs.chmodSync(uploads, 0o700);
  for (const name of files) {
    if (name === MANIFEST_FILE) continue;
    const file = path.join(staging, name);
    fs.chmodSync(file, 0o600);
    syncPath(file);
  }
  syncPath(uploads);
}

/** Resumes already in `dataDir`: a restore needs an empty uploads folder. */
function uploadsOccupied(dataDir: string): string | null {
  const uploads = uploadsDirFor(dataDir);
  return fs.existsSync(uploads) && fs.readdirSync(uploads).length > 0
    ? `В каталоге данных уже есть файлы резюме (${uploads}). Нужен пустой каталог.`
    : null;
}

/**
 * Restores a PostgreSQL archive: the checks of the files first, then pg_restore into the empty
 * database of `url` in one transaction, then the restored data against the manifest, then the
 * resumes into DATA_DIR/uploads.
 */
async function restorePostgresBackup(
  staging: string,
  dataDir: string,
  url: string,
  manifest: BackupManifest,
  files: Set<string>,
): Promise<BackupManifest> {
  const known = Object.keys(await migrationProvider.getMigrations());
  if (!known.includes(manifest.migration)) {
    throw new BackupError(
      `Копия сделана более новой версией КУБ (схема ${manifest.migration}): обновите приложение.`,
    );
  }
  const busy = (await postgresOccupied(url)) ?? uploadsOccupied(dataDir);
  if (busy) throw new BackupError(busy);
  seal(staging, files);
  const archived = new Set(
    [...files]
      .filter((name) => name.startsWith(`${UPLOADS_DIR}/`))
      .map((name) => name.slice(UPLOADS_DIR.length + 1)),
  );
  const restored = await restorePostgres(
    url,
    path.join(staging, POSTGRES_DUMP_FILE),
    manifest.version > 1 ? null : archived,
  );
  if (restored.migration !== manifest.migration) {
    throw new BackupError('Схема базы данных не совпадает с manifest.json.');
  }
  if (JSON.stringify(restored.counts) !== JSON.stringify(manifest.counts)) {
    throw new BackupError('Число записей в базе не совпадает с manifest.json.');
  }
  if (archived.size > 0) {
    const again = uploadsOccupied(dataDir);
    if (again) throw new BackupError(again);
    fs.renameSync(path.join(staging, UPLOADS_DIR), uploadsDirFor(dataDir));
    syncPath(dataDir);
  }
  return manifest;
}

/**
 * Restores `archive` into `dataDir`, which must hold no database and no resumes; with
 * `postgresUrl`, the database goes into that PostgreSQL database, which must be empty.
 */
export async function restoreBackup(
  archive: string,
  dataDir: string,
  postgresUrl: string | null = null,
): Promise<BackupManifest> {
  if (!fs.statSync(archive, { throwIfNoEntry: false })?.isFile()) {
    throw new BackupError(`Файл резервной копии не найден: ${archive}.`);
  }
  const busy = postgresUrl === null ? occupied(dataDir) : uploadsOccupied(dataDir);
  if (busy) throw new BackupError(busy);
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    const files = await unpack(archive, staging);
    const manifest = await verifyFiles(staging, files);
    const engine = postgresUrl === null ? 'sqlite' : 'postgres';
    if (manifest.engine !== engine) {
      throw new BackupError(
        manifest.engine === 'postgres'
          ? 'Это копия базы PostgreSQL: укажите DATABASE_URL пустой базы PostgreSQL.'
          : 'Это копия базы SQLite: восстановите её без DATABASE_URL, в пустой DATA_DIR.',
      );
    }
    if (postgresUrl !== null) {
      return await restorePostgresBackup(staging, dataDir, postgresUrl, manifest, files);
    }
    await verifyDatabase(staging, manifest, files);
    seal(staging, files);

    const again = occupied(dataDir);
    if (again) throw new BackupError(again);
    if (manifest.version === 1) {
      // The server imports these files into the database at start (legacy-import.ts).
      // Renaming onto an empty folder replaces it; onto one with files it fails.
      fs.renameSync(path.join(staging, UPLOADS_DIR), uploadsDirFor(dataDir));
    }
    // The database last, and never over one that appeared meanwhile (link fails if it exists).
    fs.linkSync(path.join(staging, DATABASE_FILE), path.join(dataDir, DATABASE_FILE));
    syncPath(dataDir);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Runs the command; returns the process exit code (0 done, 1 bad arguments or refused). */
export const runRestoreCommand = archiveCommand({
  usage: USAGE,
  parse: parseArgs,
  async run(args, { dataDir, cwd, database }) {
    const manifest = await restoreBackup(path.resolve(cwd, args.file), dataDir, database.url);
    const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
    const where = database.url === null ? dataDir : 'PostgreSQL';
    return (
      `Копия от ${manifest.createdAt} восстановлена в ${where} (${formatSize(bytes)}): ` +
      `${contentsLine(manifest)}. Запустите сервер.`
    );
  },
});

runAsMain(import.meta.url, runRestoreCommand);
