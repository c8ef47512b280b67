import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { createUploadRepository } from './upload-repository';
import { isStoredName, uploadsDirFor } from './upload-storage';

/** A file in DATA_DIR/uploads no row refers to is removed only when older than this. */
export const ORPHAN_FILE_GRACE_MS = 60 * 60_000;

export interface LegacyImportReport {
  /** Files whose bytes were written to upload_content (then the file removed). */
  imported: number;
  /** Stored uploads with no bytes in the database and no file here (another server's disk?). */
  missing: number;
  /** Files whose sha256 is not the one recorded: left in place, not imported. */
  mismatched: number;
  /** Old files no upload refers to (a crash's leftovers), removed as the cleanup used to. */
  orphans: number;
}

type Logger = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

function readIfThere(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** A folder's entries; none when it is gone (another server's pass removed it). */
function entriesOf(dir: string): string[] {
  try {
    return fs.readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Moves the resumes a release before migration 0006 kept as files in DATA_DIR/uploads into the
 * database (issue 18). For each stored upload without bytes in upload_content: reads its file,
 * checks the sha256 recorded when it was uploaded, inserts the bytes (ON CONFLICT DO NOTHING: two
 * servers importing at once, or a second start, change nothing) and only after that commit removes
 * the file. A file with another sha256 is left where it is and logged; so is a missing one. Then
 * files no row refers to, older than an hour, are removed, and the folder once empty. Runs at start
 * and with every cleanup pass; with nothing to import it costs one query and a stat.
 */
export async function importLegacyResumes(
  db: Kysely<Database>,
  dataDir: string,
  log: Logger,
  now = Date.now(),
): Promise<LegacyImportReport> {
  const report: LegacyImportReport = { imported: 0, missing: 0, mismatched: 0, orphans: 0 };
  const dir = uploadsDirFor(dataDir);
  const repository = createUploadRepository(db);
  const pending = await repository.findUnimported();
  const dirExists = fs.existsSync(dir);
  if (!dirExists && pending.length === 0) return report;

  const keep = new Set<string>();
  for (const row of pending) {
    const name = row.stored_name ?? '';
    const bytes = dirExists && isStoredName(name) ? readIfThere(path.join(dir, name)) : null;
    if (bytes === null) {
      report.missing += 1;
      continue;
    }
    if (createHash('sha256').update(bytes).digest('hex') !== row.sha256) {
      report.mismatched += 1;
      keep.add(name);
      log.error(
        { uploadId: row.id, storedName: name },
        'resume file differs from its sha256: not imported',
      );
      continue;
    }
    try {
      await repository.importContent(row.id, bytes);
    } catch (error) {
      // The upload was deleted meanwhile (another server's cleanup): its file goes with it.
      if (await repository.exists(row.id)) throw error;
    }
    fs.rmSync(path.join(dir, name), { force: true });
    report.imported += 1;
  }
  if (report.missing > 0) {
    log.warn(
      { missing: report.missing, dir },
      'stored resumes with neither bytes in the database nor a file in DATA_DIR/uploads',
    );
  }

  if (dirExists) {
    for (const entry of entriesOf(dir)) {
      if (keep.has(entry)) continue;
      const full = path.join(dir, entry);
      const stat = fs.lstatSync(full, { throwIfNoEntry: false });
      if (!stat || now - stat.mtimeMs < ORPHAN_FILE_GRACE_MS) continue;
      fs.rmSync(full, { recursive: true, force: true });
      report.orphans += 1;
    }
    // Not recursive: a file an older server writes meanwhile keeps the folder (and itself).
    if (entriesOf(dir).length === 0) {
      try {
        fs.rmdirSync(dir);
      } catch {
        // Not empty any more, or gone already: either is fine.
      }
    }
  }
  if (report.imported + report.mismatched + report.orphans > 0) {
    log.info(report, 'resumes imported from DATA_DIR/uploads into the database');
  }
  return report;
}
