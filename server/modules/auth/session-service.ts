import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { SessionRepository, SessionRow } from './session-repository';

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
export function createSessionService(repository: SessionRepository, now = () => new Date()) {
  function issue(userId: string, familyId: string, expiresAt: Date, persistent: boolean) {
    const token = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
    const row: SessionRow = {
      id: randomUUID(),
      user_id: userId,
      family_id: familyId,
      token_hash: hashRefreshToken(token),
      persistent: persistent ? 1 : 0,
      created_at: now().toISOString(),
      expires_at: expiresAt.toISOString(),
      rotated_at: null,
      revoked_at: null,
    };
    repository.insert(row);
    return { token, familyId, userId, expiresAt, persistent };
  }

  return {
    /** A new login: a new family with its absolute expiry. Expired rows are swept here. */
    start(userId: string, persistent: boolean): IssuedSession {
      const at = now();
      repository.deleteExpired(at.toISOString());
      return issue(userId, randomUUID(), new Date(at.getTime() + SESSION_MAX_AGE_MS), persistent);
    },

    rotate(token: string): RotateResult {
      const hash = hashRefreshToken(token);
      return repository.transaction((): RotateResult => {
        const row = repository.findByTokenHash(hash);
        const at = now().toISOString();
        if (!row || row.revoked_at !== null || row.expires_at <= at) return { kind: 'invalid' };
        if (row.rotated_at !== null) {
          repository.revokeFamily(row.family_id, at);
          return { kind: 'reused', userId: row.user_id };
        }
        repository.markRotated(row.id, at);
        const next = issue(
          row.user_id,
          row.family_id,
          new Date(row.expires_at),
          row.persistent === 1,
        );
        return { kind: 'ok', ...next };
      });
    },

    /** Logout: the login the token belongs to ends (an unknown token is ignored). */
    revokeByToken(token: string): void {
      const row = repository.findByTokenHash(hashRefreshToken(token));
      if (row) repository.revokeFamily(row.family_id, now().toISOString());
    },

    revokeFamily(familyId: string): void {
      repository.revokeFamily(familyId, now().toISOString());
    },

    /** Every login of the user ends, except `keepFamilyId` when given. */
    revokeAllForUser(userId: string, keepFamilyId?: string): void {
      repository.revokeAllForUser(userId, now().toISOString(), keepFamilyId);
    },

    /** Whether the login is still live for this user (access tokens die with their login). */
    isLive(familyId: string, userId: string): boolean {
      return repository.liveFamilyUser(familyId, now().toISOString()) === userId;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
