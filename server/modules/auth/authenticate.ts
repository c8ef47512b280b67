import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAdminUser } from '../../../src/domain/accounts/admin';
import { canReadLeads } from '../../../src/domain/leads/lead-model';
import { errorBody } from '../../plugins/errors';
import { toAccountUser } from '../users/account-user';
import type { AccountsContext, RequestAccount } from './accounts-context';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user; null until the authenticate hook ran (or on public routes). */
    account: RequestAccount | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*)$/;
export const ADMIN_ONLY_MESSAGE = 'Недостаточно прав.';

/**
 * onRequest hook: a valid bearer access token of a live login and an existing user, else 401.
 * Runs before the body is parsed, so an anonymous caller never gets its body looked at.
 */
export function authenticate(ctx: AccountsContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const claims = token ? await ctx.tokens.verify(token) : null;
    const user =
      claims && (await ctx.sessions.isLive(claims.sessionId, claims.userId))
        ? await ctx.users.findById(claims.userId)
        : undefined;
    if (!claims || !user) {
      return reply.status(401).header('www-authenticate', 'Bearer').send(errorBody(401));
    }
    request.account = { user, sessionId: claims.sessionId };
  };
}

/** onRequest hook after authenticate: admins only (accounts §6), else 403. */
export function requireAdmin() {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const account = request.account;
    if (!account || !isAdminUser(toAccountUser(account.user))) {
      return reply.status(403).send(errorBody(403, ADMIN_ONLY_MESSAGE));
    }
  };
}

/** onRequest hook after authenticate: staff who read leads (admins and managers), else 403. */
export function requireLeadsAccess() {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const account = request.account;
    if (!account || !canReadLeads(toAccountUser(account.user))) {
      return reply.status(403).send(errorBody(403));
    }
  };
}

/** The account of an authenticated route (the hook guarantees it). */
export function accountOf(request: FastifyRequest): RequestAccount {
  if (!request.account) throw new Error('authenticate hook missing on this route');
  return request.account;
}
