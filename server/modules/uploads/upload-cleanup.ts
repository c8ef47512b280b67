import fs from 'node:fs';
import path from 'node:path';
import type { UploadRepository } from './upload-repository';
import { removeStoredFile } from './upload-storage';

/** A claimed upload (a PUT in progress) is left alone this long past its address's expiry. */
export const RECEIVING_GRACE_MS = 10 * 60_000;
/** A file nothing refers to is removed only when older than this (a PUT may be finishing). */
export const ORPHAN_FILE_GRACE_MS = 60 * 60_000;
/**
 * A stored resume no application links is removed after this long. Generous: an application
 * queued on a device offline is submitted (with the appId it uploaded) days later.
 */
export const UNLINKED_RETENTION_MS = 30 * 24 * 60 * 60_000;
/** How often the cleanup runs (also once at start). */
export const CLEANUP_INTERVAL_MS = 60 * 60_000;

export interface CleanupReport {
  expiredTokens: number;
  unlinkedUploads: number;
  orphanFiles: number;
}

/**
 * One cleanup pass: deletes never-completed uploads whose address expired, stored uploads no
 * application linked within UNLINKED_RETENTION_MS (row first, then file), and any file in the
 * uploads folder no row refers to (left by a crash or a failed write). Each deletion is one
 * statement that re-checks its condition, so a PUT or an application committing meanwhile, or the
 * cleanup of another app server, is never undone: only the server whose delete took the row
 * removes the file.
 */
export async function cleanUploads(
  repository: UploadRepository,
  dir: string,
  now = Date.now(),
): Promise<CleanupReport> {
  const expiredTokens = await repository.deleteExpiredUnfinished(now, RECEIVING_GRACE_MS);

  let unlinkedUploads = 0;
  for (const row of await repository.findStaleUnlinked(now - UNLINKED_RETENTION_MS)) {
    if (!(await repository.deleteUnlinked(row.id))) continue;
    unlinkedUploads += 1;
    if (row.stored_name) removeStoredFile(dir, row.stored_name);
  }

  let orphanFiles = 0;
  if (fs.existsSync(dir)) {
    const known = await repository.storedNames();
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (known.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      const stat = fs.lstatSync(full, { throwIfNoEntry: false });
      if (!stat || now - stat.mtimeMs < ORPHAN_FILE_GRACE_MS) continue;
      fs.rmSync(full, { recursive: true, force: true });
      orphanFiles += 1;
    }
  }
  return { expiredTokens, unlinkedUploads, orphanFiles };
}
