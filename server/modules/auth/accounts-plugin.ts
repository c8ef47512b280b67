import cookie from '@fastify/cookie';
import type { FastifyPluginAsync } from 'fastify';
import { rejectCrossSite } from '../../plugins/csrf';
import { leadRoutes } from '../leads/lead-routes';
import { notificationRoutes } from '../notifications/notification-routes';
import { accountRoutes } from '../users/account-routes';
import { usersRoutes } from '../users/users-routes';
import { createAccountsContext } from './accounts-context';
import { authRoutes } from './auth-routes';
import { sessionRoutes } from './session-routes';

/** Rate limits of accounts (per minute): login per address and per e-mail, register, refresh. */
export const ACCOUNTS_RATE_LIMITS = { login: 10, register: 5, refresh: 30 } as const;

/**
 * Accounts under /api: auth (register, login, refresh, logout, logout-all, me), the own profile and
 * password, administration, and the leads inbox with its notification retries. Everything here is
 * cookie- or token-authenticated, so every route
 * refuses cross-site requests and non-JSON bodies. Encapsulated: the cookie parser, the JSON parser
 * that takes an empty body and the hooks stay inside.
 */
export const accountsPlugin: FastifyPluginAsync = async (app) => {
  const ctx = createAccountsContext(app.deps.config, app.deps.database.db, app.repositories);
  await app.register(cookie);
  app.decorateRequest('account', null);

  // A body-less POST sent with Content-Type: application/json (refresh, logout) is no error here;
  // otherwise the default parser, prototype-poisoning protection on.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('onRequest', rejectCrossSite);

  await app.register(authRoutes, {
    ctx,
    limits: {
      loginPerMinute: ACCOUNTS_RATE_LIMITS.login,
      registerPerMinute: ACCOUNTS_RATE_LIMITS.register,
    },
  });
  await app.register(sessionRoutes, { ctx, refreshPerMinute: ACCOUNTS_RATE_LIMITS.refresh });
  await app.register(accountRoutes, { ctx });
  await app.register(usersRoutes, { ctx });
  await app.register(leadRoutes, { ctx });
  await app.register(notificationRoutes, { ctx });
};
