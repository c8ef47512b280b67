import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { writeTransaction } from '../../db/transaction';
import { createSessionRepository, type SessionRepository } from './session-repository';

/** A login lasts at most 30 days, however often it is refreshed (absolute expiry). */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** 256 random bits per refresh token (ASVS asks for at least 128). */
const REFRESH_TOKEN_BYTES = 32;

export interface IssuedSession {
  /** The refresh token for the cookie; only its hash is stored. */
  token: string;
  familyId: string;
  userId: string;
  expiresAt: Date;
  persistent: boolean;
}

export type RotateResult =
  | ({ kind: 'ok' } & IssuedSession)
  | { kind: 'invalid' }
  /** An already-rotated token came back: the whole login was revoked (ASVS 10.4.5). */
  | { kind: 'reused'; userId: string };

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Refresh tokens: issued at login, rotated on every use, revoked on logout or reuse. */
export function createSessionService(db: Kysely<Database>, now = () => new Date()) {
  const repository = createSessionRepository(db);

  async function issue(
    sessions: SessionRepository,
    userId: string,
    familyId: string,
    expiresAt: Date,
    persistent: boolean,
  ): Promise<IssuedSession> {
    const token = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
    await sessions.insert({
      id: randomUUID(),
      user_id: userId,
      family_id: familyId,
      token_hash: hashRefreshToken(token),
      persistent: persistent ? 1 : 0,
      created_at: now().toISOString(),
      expires_at: expiresAt.toISOString(),
      rotated_at: null,
      revoked_at: null,
    });
    return { token, familyId, userId, expiresAt, persistent };
  }

  return {
    /** A new login: a new family with its absolute expiry. Expired rows are swept here. */
    async start(userId: string, persistent: boolean): Promise<IssuedSession> {
      const at = now();
      await repository.deleteExpired(at.toISOString());
      const expiresAt = new Date(at.getTime() + SESSION_MAX_AGE_MS);
      return issue(repository, userId, randomUUID(), expiresAt, persistent);
    },

    /**
     * Uses the token up and issues the next one in one write transaction. The use is a conditional
     * UPDATE, so of two refreshes with one token (on one server or two) exactly one wins; the
     * other finds the token used, which is a reuse: the whole login ends.
     */
    rotate(token: string): Promise<RotateResult> {
      const hash = hashRefreshToken(token);
      return writeTransaction(db, async (trx): Promise<RotateResult> => {
        const sessions = createSessionRepository(trx);
        const at = now().toISOString();
        const used = await sessions.useUp(hash, at);
        if (used) {
          const next = await issue(
            sessions,
            used.user_id,
            used.family_id,
            new Date(used.expires_at),
            used.persistent === 1,
          );
          return { kind: 'ok', ...next };
        }
        const row = await sessions.findByTokenHash(hash);
        if (!row || row.revoked_at !== null || row.expires_at <= at || row.rotated_at === null) {
          return { kind: 'invalid' };
        }
        await sessions.revokeFamily(row.family_id, at);
        return { kind: 'reused', userId: row.user_id };
      });
    },

    /** Logout: the login the token belongs to ends (an unknown token is ignored). */
    async revokeByToken(token: string): Promise<void> {
      const row = await repository.findByTokenHash(hashRefreshToken(token));
      if (row) await repository.revokeFamily(row.family_id, now().toISOString());
    },

    revokeFamily(familyId: string): Promise<void> {
      return repository.revokeFamily(familyId, now().toISOString());
    },

    /** Every login of the user ends, except `keepFamilyId` when given. */
    revokeAllForUser(userId: string, keepFamilyId?: string): Promise<void> {
      return repository.revokeAllForUser(userId, now().toISOString(), keepFamilyId);
    },

    /** Whether the login is still live for this user (access tokens die with their login). */
    async isLive(familyId: string, userId: string): Promise<boolean> {
      return (await repository.liveFamilyUser(familyId, now().toISOString())) === userId;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
