import type { FastifyPluginAsync } from 'fastify';
import { createDatabaseCheck } from '../../db/availability';

/** How long the database may take to answer the check before the server reports itself unhealthy. */
export const HEALTH_DATABASE_TIMEOUT_MS = 2000;
/**
 * How long a database check that succeeded answers for the next ones: under load the endpoint
 * pings four times a second, not once per request (decisions.md 2026-11-26). A failed check is
 * never reused.
 */
export const HEALTH_DATABASE_REUSE_MS = 250;
export const DATABASE_UNAVAILABLE_TEXT = 'База данных недоступна. Попробуйте позже.';

/**
 * GET /api/health answers {"ok":true} while the process serves and its database answers; 503 with
 * a JSON error while it cannot reach the database (a load balancer sends requests elsewhere).
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  const databaseAnswers = createDatabaseCheck(app.deps.database.db, {
    timeoutMs: HEALTH_DATABASE_TIMEOUT_MS,
    reuseMs: HEALTH_DATABASE_REUSE_MS,
  });
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
          503: {
            type: 'object',
            properties: { ok: { type: 'boolean', const: false }, error: { type: 'string' } },
            required: ['ok', 'error'],
            additionalProperties: false,
          },
        },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers()) {
        return { ok: true as const };
      }
      return reply.status(503).send({ ok: false as const, error: DATABASE_UNAVAILABLE_TEXT });
    },
  );
};
