import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CHECK_DATA_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  emailKey,
  validateLogin,
  validateRegister,
} from '../../../src/domain/accounts/credentials';
import { errorBody, errorReplySchema } from '../../plugins/errors';
import { toAccountUser } from '../users/account-user';
import { okSchema, userReplySchema } from '../users/user-schemas';
import type { AccountsContext } from './accounts-context';
import { loginSchema, registerSchema } from './auth-schemas';
import { accountOf, authenticate } from './authenticate';
import { checkCredentials, registerUser } from './auth-service';
import { clearRefreshCookie, startLogin } from './session-cookie';

export interface AuthRateLimits {
  /** Login attempts per minute, per client address and, separately, per e-mail. */
  loginPerMinute: number;
  registerPerMinute: number;
}

const MINUTE = 60_000;

/** The e-mail of a login body (validated by its schema by the time the limiter reads it). */
function loginEmailOf(body: unknown): string {
  const email = typeof body === 'object' && body !== null && 'email' in body ? body.email : '';
  return typeof email === 'string' ? email : '';
}

function firstError(fields: Record<string, string | undefined>): string {
  return Object.values(fields).find((value) => value !== undefined) ?? CHECK_DATA_MESSAGE;
}

/** register, login, me and logout-all (accounts §7). Refresh and logout: session-routes.ts. */
export const authRoutes: FastifyPluginAsyncJsonSchemaToTs<{
  Options: { ctx: AccountsContext; limits: AuthRateLimits };
}> = async (app, { ctx, limits }) => {
  // Login is limited twice, by address and by e-mail (a spread-out guess at one account);
  // both counters are checked here because the plugin's own hook runs one limiter per request.
  const loginByAddress = app.createRateLimit({ max: limits.loginPerMinute, timeWindow: MINUTE });
  const loginByEmail = app.createRateLimit({
    max: limits.loginPerMinute,
    timeWindow: MINUTE,
    keyGenerator: (request) => `login-email:${emailKey(loginEmailOf(request.body))}`,
  });
  // preHandler: the body (and so the e-mail) is parsed and validated by now.
  async function limitLogin(request: FastifyRequest, reply: FastifyReply) {
    for (const result of [await loginByAddress(request), await loginByEmail(request)]) {
      if (!result.isAllowed && result.isExceeded) {
        return reply
          .status(429)
          .header('retry-after', String(result.ttlInSeconds))
          .send(errorBody(429));
      }
    }
  }

  app.post(
    '/auth/register',
    {
      schema: registerSchema,
      config: { rateLimit: { max: limits.registerPerMinute, timeWindow: MINUTE } },
    },
    async (request, reply) => {
      const result = validateRegister(request.body);
      if (!result.ok) {
        return reply
          .status(400)
          .send({ ...errorBody(400, CHECK_DATA_MESSAGE), fields: result.errors });
      }
      const outcome = await registerUser(ctx, result.value);
      if (outcome.kind === 'taken') {
        return reply.status(409).send({
          ...errorBody(409, EMAIL_TAKEN_MESSAGE),
          fields: { email: EMAIL_TAKEN_MESSAGE },
        });
      }
      const accessToken = await startLogin(ctx, request, reply, outcome.user.id, false);
      return reply.status(201).send({ user: toAccountUser(outcome.user), accessToken });
    },
  );

  app.post(
    '/auth/login',
    { schema: loginSchema, preHandler: limitLogin },
    async (request, reply) => {
      const result = validateLogin(request.body);
      if (!result.ok) {
        return reply
          .status(400)
          .send({ ...errorBody(400, firstError(result.errors)), fields: result.errors });
      }
      const { email, password, remember } = result.value;
      const user = await checkCredentials(ctx, email, password);
      if (!user) {
        return reply.status(401).send(errorBody(401, LOGIN_FAILED_MESSAGE));
      }
      const accessToken = await startLogin(ctx, request, reply, user.id, remember);
      return { user: toAccountUser(user), accessToken };
    },
  );

  app.get(
    '/auth/me',
    {
      onRequest: authenticate(ctx),
      schema: { response: { 200: userReplySchema, '4xx': errorReplySchema } },
    },
    async (request) => ({ user: toAccountUser(accountOf(request).user) }),
  );

  app.post(
    '/auth/logout-all',
    {
      onRequest: authenticate(ctx),
      schema: { response: { 200: okSchema, '4xx': errorReplySchema } },
    },
    async (request, reply) => {
      await ctx.sessions.revokeAllForUser(accountOf(request).user.id);
      clearRefreshCookie(request, reply);
      return { ok: true as const };
    },
  );
};
