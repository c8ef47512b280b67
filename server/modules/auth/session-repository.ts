import type SQLite from 'better-sqlite3';
import type { SessionsTable } from '../../db/schema';

export type SessionRow = SessionsTable;

/**
 * Refresh-token rows. Prepared statements on the raw connection: rotation reads and writes inside
 * one synchronous IMMEDIATE transaction, so two refreshes can never both use one token.
 */
export function createSessionRepository(sqlite: SQLite.Database) {
  const insert = sqlite.prepare<SessionRow>(
    `INSERT INTO sessions (id, user_id, family_id, token_hash, persistent, created_at, expires_at,
       rotated_at, revoked_at)
     VALUES (@id, @user_id, @family_id, @token_hash, @persistent, @created_at, @expires_at,
       @rotated_at, @revoked_at)`,
  );
  const byTokenHash = sqlite.prepare<[string], SessionRow>(
    'SELECT * FROM sessions WHERE token_hash = ?',
  );
  const markRotated = sqlite.prepare<[string, string]>(
    'UPDATE sessions SET rotated_at = ? WHERE id = ? AND rotated_at IS NULL',
  );
  const revokeFamily = sqlite.prepare<[string, string]>(
    'UPDATE sessions SET revoked_at = ? WHERE family_id = ? AND revoked_at IS NULL',
  );
  const revokeUser = sqlite.prepare<[string, string]>(
    'UPDATE sessions SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL',
  );
  const revokeUserExcept = sqlite.prepare<[string, string, string]>(
    `UPDATE sessions SET revoked_at = ?
     WHERE user_id = ? AND family_id <> ? AND revoked_at IS NULL`,
  );
  const liveInFamily = sqlite.prepare<[string, string], { user_id: string }>(
    `SELECT user_id FROM sessions
     WHERE family_id = ? AND revoked_at IS NULL AND rotated_at IS NULL AND expires_at > ?
     LIMIT 1`,
  );
  const deleteExpired = sqlite.prepare<[string]>('DELETE FROM sessions WHERE expires_at <= ?');

  return {
    insert(row: SessionRow): void {
      insert.run(row);
    },
    findByTokenHash(tokenHash: string): SessionRow | undefined {
      return byTokenHash.get(tokenHash);
    },
    markRotated(id: string, at: string): boolean {
      return markRotated.run(at, id).changes === 1;
    },
    revokeFamily(familyId: string, at: string): void {
      revokeFamily.run(at, familyId);
    },
    revokeAllForUser(userId: string, at: string, exceptFamilyId?: string): void {
      if (exceptFamilyId) revokeUserExcept.run(at, userId, exceptFamilyId);
      else revokeUser.run(at, userId);
    },
    /** The user of a login whose current token is neither used, revoked nor expired. */
    liveFamilyUser(familyId: string, now: string): string | undefined {
      return liveInFamily.get(familyId, now)?.user_id;
    },
    deleteExpired(now: string): number {
      return deleteExpired.run(now).changes;
    },
    /** Runs `work` in one IMMEDIATE transaction (synchronous: nothing interleaves). */
    transaction<T>(work: () => T): T {
      return sqlite.transaction(work).immediate();
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
