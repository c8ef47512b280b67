import type { ServerConfig } from '../../config';
import { requireSqlite, type DatabaseHandle } from '../../db/database';
import { createUserRepository, type UserRepository, type UserRow } from '../users/user-repository';
import { createAccessTokens, type AccessTokens } from './access-tokens';
import { loadJwtSecret } from './jwt-secret';
import { createPasswordHasher, type PasswordHasher } from './password-hasher';
import { createSessionRepository } from './session-repository';
import { createSessionService, type SessionService } from './session-service';

/** Everything the accounts routes share, made once per app. */
export interface AccountsContext {
  users: UserRepository;
  sessions: SessionService;
  passwords: PasswordHasher;
  tokens: AccessTokens;
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
    users: createUserRepository(requireSqlite(database)),
    sessions: createSessionService(createSessionRepository(requireSqlite(database))),
    passwords: createPasswordHasher(config.passwordHashLogN),
    tokens: createAccessTokens(loadJwtSecret(config.jwtSecret, config.dataDir)),
  };
}
