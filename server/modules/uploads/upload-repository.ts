import type SQLite from 'better-sqlite3';
import type { ResumeKind } from '../../../src/domain/applications/file-rules';

export interface UploadRow {
  id: number;
  app_id: string;
  status: 'pending' | 'receiving' | 'stored';
  file_name: string;
  declared_type: string;
  declared_size: number;
  declared_kind: ResumeKind;
  expires_at: number;
  stored_name: string | null;
  size: number | null;
  sha256: string | null;
  detected_type: string | null;
  completed_at: number | null;
}

export interface NewUpload {
  appId: string;
  tokenHash: string;
  fileName: string;
  declaredType: string;
  declaredSize: number;
  declaredKind: ResumeKind;
  expiresAt: number;
}

export interface StoredFacts {
  storedName: string;
  size: number;
  sha256: string;
  detectedType: string;
  completedAt: number;
}

const COLUMNS = `id, app_id, status, file_name, declared_type, declared_size, declared_kind,
  expires_at, stored_name, size, sha256, detected_type, completed_at`;

/**
 * Resume uploads on the raw connection. A PUT first claims its pending row (pending → receiving in
 * one UPDATE), so two PUTs to one address can never both store a file.
 */
export function createUploadRepository(sqlite: SQLite.Database) {
  const insert = sqlite.prepare(
    `INSERT INTO upload (app_id, token_hash, file_name, declared_type, declared_size, declared_kind, expires_at)
     VALUES (@appId, @tokenHash, @fileName, @declaredType, @declaredSize, @declaredKind, @expiresAt)`,
  );
  const byTokenHash = sqlite.prepare<[string], UploadRow>(
    `SELECT ${COLUMNS} FROM upload WHERE token_hash = ?`,
  );
  const storedByAppId = sqlite.prepare<[string], UploadRow>(
    `SELECT ${COLUMNS} FROM upload WHERE app_id = ? AND status = 'stored'`,
  );
  const claim = sqlite.prepare<[number, number]>(
    `UPDATE upload SET status = 'receiving'
     WHERE id = ? AND status = 'pending' AND expires_at > ?`,
  );
  const release = sqlite.prepare<[number]>(
    `UPDATE upload SET status = 'pending' WHERE id = ? AND status = 'receiving'`,
  );
  const complete = sqlite.prepare(
    `UPDATE upload SET status = 'stored', stored_name = @storedName, size = @size,
       sha256 = @sha256, detected_type = @detectedType, completed_at = @completedAt
     WHERE id = @id AND status = 'receiving'`,
  );
  const deleteUnfinished = sqlite.prepare<[number, number]>(
    `DELETE FROM upload
     WHERE (status = 'pending' AND expires_at <= ?) OR (status = 'receiving' AND expires_at <= ?)`,
  );
  const staleUnlinked = sqlite.prepare<[number], { id: number; stored_name: string | null }>(
    `SELECT id, stored_name FROM upload
     WHERE status = 'stored' AND completed_at <= ?
       AND NOT EXISTS (SELECT 1 FROM application WHERE application.app_id = upload.app_id)`,
  );
  const deleteUnlinked = sqlite.prepare<[number]>(
    `DELETE FROM upload WHERE id = ?
       AND NOT EXISTS (SELECT 1 FROM application WHERE application.app_id = upload.app_id)`,
  );
  const storedNames = sqlite.prepare<[], { stored_name: string }>(
    `SELECT stored_name FROM upload WHERE stored_name IS NOT NULL`,
  );

  return {
    insertPending(upload: NewUpload): void {
      insert.run(upload);
    },
    findByTokenHash(tokenHash: string): UploadRow | undefined {
      return byTokenHash.get(tokenHash);
    },
    findStored(appId: string): UploadRow | undefined {
      return storedByAppId.get(appId);
    },
    /** Takes a pending, unexpired upload for one PUT; false when another has it or it expired. */
    claim(id: number, now: number): boolean {
      return claim.run(id, now).changes === 1;
    },
    /** Gives a claimed upload back after a refused PUT: the address may be used again. */
    release(id: number): void {
      release.run(id);
    },
    complete(id: number, facts: StoredFacts): boolean {
      return complete.run({ id, ...facts }).changes === 1;
    },
    /** Deletes never-completed uploads whose address expired (claims get `receivingGraceMs`). */
    deleteExpiredUnfinished(now: number, receivingGraceMs: number): number {
      return deleteUnfinished.run(now, now - receivingGraceMs).changes;
    },
    /** Stored uploads no application has linked since `completedBefore`. */
    findStaleUnlinked(completedBefore: number) {
      return staleUnlinked.all(completedBefore);
    },
    /** Deletes an upload unless an application links it by now; true when deleted. */
    deleteUnlinked(id: number): boolean {
      return deleteUnlinked.run(id).changes === 1;
    },
    storedNames(): Set<string> {
      return new Set(storedNames.all().map((row) => row.stored_name));
    },
  };
}

export type UploadRepository = ReturnType<typeof createUploadRepository>;
