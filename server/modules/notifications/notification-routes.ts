import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { LEAD_NOT_FOUND_MESSAGE } from '../../../src/domain/leads/lead-model';
import { NOTIFICATION_CHANNELS } from '../../../src/domain/leads/lead-records';
import { errorBody, errorReplySchema } from '../../plugins/errors';
import type { AccountsContext } from '../auth/accounts-context';
import { authenticate, requireLeadsAccess } from '../auth/authenticate';
import { notificationSchema } from '../leads/lead-schemas';

export const NOTIFICATION_ALREADY_SENT_MESSAGE = 'Уведомление уже отправлено.';

/**
 * «Отправить повторно» (issue 12): staff make a lead's pending or failed announcement due now.
 * A sent one is never sent again (409): at most once per lead and channel.
 */
export const notificationRoutes: FastifyPluginAsyncJsonSchemaToTs<{
  Options: { ctx: AccountsContext };
}> = async (app, { ctx }) => {
  app.post(
    '/leads/:id/notifications/:channel/retry',
    {
      onRequest: [authenticate(ctx), requireLeadsAccess()],
      // No body is the usual call; it is checked as an empty object.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'channel'],
          properties: {
            id: { type: 'string', pattern: '^[1-9][0-9]{0,15}$' },
            channel: { type: 'string', enum: [...NOTIFICATION_CHANNELS] },
          },
        },
        // Nothing to send: no body, or an empty JSON object.
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['ok', 'notification'],
            properties: { ok: { type: 'boolean', const: true }, notification: notificationSchema },
          },
          '4xx': errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { id, channel } = request.params;
      const leadId = Number(id);
      const current = await ctx.notifications.find(leadId, channel);
      if (!current) return reply.status(404).send(errorBody(404, LEAD_NOT_FOUND_MESSAGE));
      if (current.status === 'sent') {
        return reply.status(409).send(errorBody(409, NOTIFICATION_ALREADY_SENT_MESSAGE));
      }
      await app.notifier.retry(leadId, channel);
      const notification = (await ctx.notifications.find(leadId, channel)) ?? current;
      if (notification.status === 'sent') {
        return reply.status(409).send(errorBody(409, NOTIFICATION_ALREADY_SENT_MESSAGE));
      }
      request.log.info({ leadId, channel }, 'lead notification retried by hand');
      return { ok: true as const, notification };
    },
  );
};
