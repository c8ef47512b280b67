import type { FastifyPluginAsync } from 'fastify';

/** GET /api/health answers {"ok":true} while the process serves. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: { ok: { type: 'boolean', const: true } },
            required: ['ok'],
            additionalProperties: false,
          },
        },
      },
    },
    async () => ({ ok: true as const }),
  );
};
