import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { errorBody, errorReplySchema } from '../../plugins/errors';
import type { AccountsContext } from '../auth/accounts-context';
import { accountOf, authenticate, requireAdmin } from '../auth/authenticate';
import { toAccountUser } from './account-user';
import {
  changeAccess,
  LAST_ADMIN_MESSAGE,
  listUsers,
  USER_NOT_FOUND_MESSAGE,
} from './admin-service';
import { text, userReplySchema, userSchema } from './user-schemas';

function firstOf(fields: Record<string, string | undefined>): string | undefined {
  return Object.values(fields).find((value) => value !== undefined);
}

/** Administration (accounts §2.5 admin tab, §6): list users, change their group and role. */
export const usersRoutes: FastifyPluginAsyncJsonSchemaToTs<{
  Options: { ctx: AccountsContext };
}> = async (app, { ctx }) => {
  const adminOnly = [authenticate(ctx), requireAdmin()];

  app.get(
    '/users',
    {
      onRequest: adminOnly,
      schema: {
        // Query values are strings (no coercion): patterns here, conversion in the service.
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            admin: { type: 'string', pattern: '^[01]?$' },
            limit: { type: 'string', pattern: '^[0-9]{1,3}$' },
            offset: { type: 'string', pattern: '^[0-9]{1,9}$' },
            q: text(200),
            group: text(100),
          },
        },
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['users', 'total'],
            properties: {
              users: { type: 'array', items: userSchema },
              total: { type: 'integer' },
            },
          },
          '4xx': errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await listUsers(ctx, request.query);
      if (outcome.kind === 'invalid') {
        return reply
          .status(400)
          .send({ ...errorBody(400, firstOf(outcome.fields)), fields: outcome.fields });
      }
      return { users: outcome.rows.map(toAccountUser), total: outcome.total };
    },
  );

  app.patch(
    '/users/:id',
    {
      onRequest: adminOnly,
      schema: {
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['id'],
          properties: { id: text(100) },
        },
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { group: text(100), role: text(20) },
        },
        response: { 200: userReplySchema, '4xx': errorReplySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const actor = accountOf(request).user;
      const outcome = await changeAccess(ctx, actor.id, id, request.body);
      switch (outcome.kind) {
        case 'invalid':
          return reply
            .status(400)
            .send({ ...errorBody(400, firstOf(outcome.fields)), fields: outcome.fields });
        case 'not-found':
          return reply.status(404).send(errorBody(404, USER_NOT_FOUND_MESSAGE));
        case 'last-admin':
          return reply.status(409).send(errorBody(409, LAST_ADMIN_MESSAGE));
        case 'ok':
          return { user: toAccountUser(outcome.user) };
      }
    },
  );
};
