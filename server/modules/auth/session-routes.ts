import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { errorBody, errorReplySchema } from '../../plugins/errors';
import { toAccountUser } from '../users/account-user';
import { okSchema, userSchema } from '../users/user-schemas';
import type { AccountsContext } from './accounts-context';
import { clearRefreshCookie, readRefreshToken, setRefreshCookie } from './session-cookie';

export const SESSION_EXPIRED_MESSAGE = 'Сессия истекла. Войдите снова.';

/** refresh and logout: the two calls that work by the refresh cookie alone (accounts §7). */
export const sessionRoutes: FastifyPluginAsyncJsonSchemaToTs<{
  Options: { ctx: AccountsContext; refreshPerMinute: number };
}> = async (app, { ctx, refreshPerMinute }) => {
  app.post(
    '/auth/refresh',
    {
      config: { rateLimit: { max: refreshPerMinute, timeWindow: 60_000 } },
      schema: {
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['accessToken', 'user'],
            properties: { accessToken: { type: 'string' }, user: userSchema },
          },
          '4xx': errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const token = readRefreshToken(request);
      const result = token ? await ctx.sessions.rotate(token) : ({ kind: 'invalid' } as const);
      if (result.kind !== 'ok') {
        if (result.kind === 'reused') {
          request.log.warn({ userId: result.userId }, 'refresh token reused: login revoked');
        }
        if (token) clearRefreshCookie(request, reply);
        return reply.status(401).send(errorBody(401, SESSION_EXPIRED_MESSAGE));
      }
      const user = await ctx.users.findById(result.userId);
      if (!user) {
        await ctx.sessions.revokeFamily(result.familyId);
        clearRefreshCookie(request, reply);
        return reply.status(401).send(errorBody(401, SESSION_EXPIRED_MESSAGE));
      }
      setRefreshCookie(request, reply, result);
      const accessToken = await ctx.tokens.sign({ userId: user.id, sessionId: result.familyId });
      return { accessToken, user: toAccountUser(user) };
    },
  );

  app.post(
    '/auth/logout',
    { schema: { response: { 200: okSchema, '4xx': errorReplySchema } } },
    async (request, reply) => {
      const token = readRefreshToken(request);
      if (token) await ctx.sessions.revokeByToken(token);
      clearRefreshCookie(request, reply);
      return { ok: true as const };
    },
  );
};
