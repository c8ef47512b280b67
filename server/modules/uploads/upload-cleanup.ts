import type { UploadRepository } from './upload-repository';

/** A claimed upload (a PUT in progress) is left alone this long past its address's expiry. */
export const RECEIVING_GRACE_MS = 10 * 60_000;
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
}

/**
 * One cleanup pass: deletes never-completed uploads whose address expired, and stored uploads no
 * application linked within UNLINKED_RETENTION_MS with their bytes (upload_content goes with its
 * row: ON DELETE CASCADE). Each deletion is one statement that re-checks its condition, so a PUT or
 * an application committing meanwhile, or the cleanup of another app server, is never undone.
 */
export async function cleanUploads(
  repository: UploadRepository,
  now = Date.now(),
): Promise<CleanupReport> {
  const expiredTokens = await repository.deleteExpiredUnfinished(now, RECEIVING_GRACE_MS);
  let unlinkedUploads = 0;
  for (const row of await repository.findStaleUnlinked(now - UNLINKED_RETENTION_MS)) {
    if (await repository.deleteUnlinked(row.id)) unlinkedUploads += 1;
  }
  return { expiredTokens, unlinkedUploads };
}
