import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import type { Repositories } from '../../repositories';
import type { LeadRepository } from '../leads/lead-repository';
import type { NotificationStore } from '../notifications/notification-store';
import type { UploadRepository } from '../uploads/upload-repository';
import type { UserRepository, UserRow } from '../users/user-repository';
import { createAccessTokens, type AccessTokens } from './access-tokens';
import { loadJwtSecret } from './jwt-secret';
import { createPasswordHasher, type PasswordHasher } from './password-hasher';
import { createSessionService, type SessionService } from './session-service';

/** Everything the accounts routes share, made once per app. */
export interface AccountsContext {
  /** The database, for services that open a write transaction. */
  db: Kysely<Database>;
  users: UserRepository;
  sessions: SessionService;
  passwords: PasswordHasher;
  tokens: AccessTokens;
  /** The leads inbox's queries. */
  leads: LeadRepository;
  /** The notification outbox (the inbox's «Отправить повторно»). */
  notifications: NotificationStore;
  /** The resumes the inbox downloads. */
  uploads: UploadRepository;
}

/** The signed-in user of a request (set by the authenticate hook). */
export interface RequestAccount {
  user: UserRow;
  /** The login (session family) the access token belongs to. */
  sessionId: string;
}

/** The accounts' services around the app's repositories (built once, server/repositories.ts). */
export function createAccountsContext(
  config: ServerConfig,
  db: Kysely<Database>,
  repositories: Repositories,
): AccountsContext {
  const { users, leads, notifications, uploads } = repositories;
  return {
    db,
    users,
    sessions: createSessionService(db),
    passwords: createPasswordHasher(config.passwordHashLogN),
    tokens: createAccessTokens(loadJwtSecret(config.jwtSecret, config.dataDir)),
    leads,
    notifications,
    uploads,
  };
}
