import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { errorBody, errorReplySchema } from '../../plugins/errors';
import type { AccountsContext } from '../auth/accounts-context';
import { accountOf, authenticate } from '../auth/authenticate';
import { toAccountUser } from './account-user';
import { changePassword, LOCKED_GROUP_MESSAGE, saveProfile } from './profile-service';
import { okSchema, text, userReplySchema } from './user-schemas';

/** A 400 KB avatar is about 550 KB of base64; the body may carry it with room to spare. */
export const PROFILE_BODY_LIMIT = 2 * 1024 * 1024;
const AVATAR_MAX_CHARS = 2_000_000;

function firstOf(fields: Record<string, string | undefined>): string | undefined {
  return Object.values(fields).find((value) => value !== undefined);
}

/** The signed-in user's own profile and password (accounts §2.5, §5.6, §7). */
export const accountRoutes: FastifyPluginAsyncJsonSchemaToTs<{
  Options: { ctx: AccountsContext };
}> = async (app, { ctx }) => {
  app.put(
    '/account/profile',
    {
      onRequest: authenticate(ctx),
      bodyLimit: PROFILE_BODY_LIMIT,
      schema: {
        // Only these keys survive (additionalProperties: false removes role, isAdmin, email, ...).
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            username: text(1000),
            name: text(1000),
            phone: text(1000),
            group: text(1000),
            city: text(1000),
            about: text(20_000),
            emailOptIn: { type: 'boolean' },
            avatar: { type: ['string', 'null'], maxLength: AVATAR_MAX_CHARS },
          },
        },
        response: { 200: userReplySchema, '4xx': errorReplySchema },
      },
    },
    async (request, reply) => {
      const outcome = await saveProfile(ctx, accountOf(request).user, request.body);
      if (outcome.kind === 'invalid') {
        return reply
          .status(400)
          .send({ ...errorBody(400, firstOf(outcome.fields)), fields: outcome.fields });
      }
      if (outcome.kind === 'forbidden-group') {
        return reply.status(403).send({
          ...errorBody(403, LOCKED_GROUP_MESSAGE),
          fields: { group: LOCKED_GROUP_MESSAGE },
        });
      }
      return { user: toAccountUser(outcome.user) };
    },
  );

  app.post(
    '/account/password',
    {
      onRequest: authenticate(ctx),
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { currentPassword: text(1024), newPassword: text(1024) },
        },
        response: { 200: okSchema, '4xx': errorReplySchema },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = accountOf(request);
      const { currentPassword, newPassword } = request.body;
      const outcome = await changePassword(ctx, user, sessionId, currentPassword, newPassword);
      if (outcome.kind === 'invalid') {
        return reply
          .status(400)
          .send({ ...errorBody(400, firstOf(outcome.fields)), fields: outcome.fields });
      }
      return { ok: true as const };
    },
  );
};
