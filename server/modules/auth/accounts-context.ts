import type { Kysely } from 'kysely';
import type { ServerConfig } from '../../config';
import type { DatabaseHandle } from '../../db/database';
import type { Database } from '../../db/schema';
import { createLeadRepository, type LeadRepository } from '../leads/lead-repository';
import {
  createNotificationStore,
  type NotificationStore,
} from '../notifications/notification-store';
import { createUserRepository, type UserRepository, type UserRow } from '../users/user-repository';
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
}

/** The signed-in user of a request (set by the authenticate hook). */
export interface RequestAccount {
  user: UserRow;
  /** The login (session family) the access token belongs to. */
  sessionId: string;
}

export function createAccountsContext(
  config: ServerConfig,
  database: DatabaseHandle,
): AccountsContext {
  return {
    db: database.db,
    users: createUserRepository(database.db),
    sessions: createSessionService(database.db),
    passwords: createPasswordHasher(config.passwordHashLogN),
    tokens: createAccessTokens(loadJwtSecret(config.jwtSecret, config.dataDir)),
    leads: createLeadRepository(database.db),
    notifications: createNotificationStore(database.db),
  };
}
