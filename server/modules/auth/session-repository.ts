import type { Selectable } from 'kysely';
import type { SessionsTable } from '../../db/schema';
import type { Queryable } from '../../db/transaction';

export type SessionRow = Selectable<SessionsTable>;

/** What a rotation needs of the token it used up. */
export type RotatedRow = Pick<SessionRow, 'user_id' | 'family_id' | 'expires_at' | 'persistent'>;

/** Refresh-token rows, on Kysely over the table type; `db` may be a transaction. */
export function createSessionRepository(db: Queryable) {
  return {
    async insert(row: SessionRow): Promise<void> {
      await db.insertInto('sessions').values(row).execute();
    },
    findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
      return db
        .selectFrom('sessions')
        .selectAll()
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
    },
    /**
     * Uses up a live token in one conditional UPDATE: of two servers rotating the same token at
     * once, only one gets the row back (the other's UPDATE finds rotated_at set and changes nothing).
     */
    useUp(tokenHash: string, at: string): Promise<RotatedRow | undefined> {
      return db
        .updateTable('sessions')
        .set({ rotated_at: at })
        .where('token_hash', '=', tokenHash)
        .where('rotated_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', at)
        .returning(['user_id', 'family_id', 'expires_at', 'persistent'])
        .executeTakeFirst();
    },
    async revokeFamily(familyId: string, at: string): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .execute();
    },
    async revokeAllForUser(userId: string, at: string, exceptFamilyId?: string): Promise<void> {
      let query = db
        .updateTable('sessions')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (exceptFamilyId) query = query.where('family_id', '<>', exceptFamilyId);
      await query.execute();
    },
    /** The user of a login whose current token is neither used, revoked nor expired. */
    async liveFamilyUser(familyId: string, now: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('sessions')
        .select('user_id')
        .where('family_id', '=', familyId)
        .where('revoked_at', 'is', null)
        .where('rotated_at', 'is', null)
        .where('expires_at', '>', now)
        .limit(1)
        .executeTakeFirst();
      return row?.user_id;
    },
    async deleteExpired(now: string): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
